// SPDX-License-Identifier: Apache-2.0
#include "app/cli/catalogcommands.h"

#include "models/catalog/catalogexport.h"
#include "models/catalog/catalogloader.h"
#include "models/io/csvwriter.h"
#include "models/io/texttable.h"

#include <QCoreApplication>

namespace Advisor::Cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Advisor::Cli", text);
}

int validate(const QStringList &args, Context &context)
{
    const auto parsed = parseArgs(args, {}, {}, context, 1);
    if (!parsed)
        return 2;
    if (parsed->positional.size() != 1) {
        context.err << tr("usage: gpu-advisor catalog validate FILE") << Qt::endl;
        return 2;
    }
    const QString path = parsed->positional.first();
    const CatalogLoadResult result = CatalogLoader::fromFile(path);
    for (const QString &line : result.diagnostics.toStringList())
        context.err << path << QStringLiteral(": ") << line << Qt::endl;
    if (!result.catalog) {
        context.err << tr("%1: not valid (%2 errors)").arg(path).arg(result.diagnostics.errorCount()) << Qt::endl;
        return 2; // an invalid file is bad input, whichever command was given it
    }
    const Catalog &c = *result.catalog;
    context.out << tr("%1: valid. %2 %3, %4 GPUs, %5 families, %6 instance types, %7 prices (price date %8)")
                       .arg(path, c.name, c.version)
                       .arg(c.gpus.size())
                       .arg(c.families.size())
                       .arg(c.instanceTypes.size())
                       .arg(c.prices.size())
                       .arg(c.priceDate)
                << Qt::endl;
    return 0;
}

int list(const QStringList &args, Context &context)
{
    const auto parsed = parseArgs(
        args, {QStringLiteral("catalog"), QStringLiteral("format"), QStringLiteral("region"), QStringLiteral("prices")},
        {}, context);
    if (!parsed)
        return 2;
    const auto format =
        outputFormat(*parsed, {QStringLiteral("table"), QStringLiteral("json"), QStringLiteral("csv")}, context);
    if (!format)
        return 2;
    int code = 0;
    const auto catalog = loadCatalog(*parsed, context, code);
    if (!catalog)
        return code;
    const CatalogTable table = catalogTable(*catalog, parsed->value(QStringLiteral("region")));
    if (*format == QLatin1String("json")) {
        context.out << catalogJson(*catalog, parsed->value(QStringLiteral("region"))) << Qt::endl;
    } else if (*format == QLatin1String("csv")) {
        QList<QStringList> rows{table.header};
        rows += table.rows;
        context.out << QString::fromUtf8(CsvWriter::toCsv(rows));
    } else {
        context.out << tr("%1 %2, prices in %3 as of %4 (listed = dated observation; ~ = estimated; – = none)")
                           .arg(catalog->name, catalog->version, catalog->currency, catalog->priceDate)
                    << Qt::endl
                    << formatTextTable(table.header, table.rows, table.rightAligned);
    }
    return 0;
}
} // namespace

int runCatalogCommand(const QStringList &args, Context &context)
{
    const QString sub = args.value(0);
    if (sub == QLatin1String("validate"))
        return validate(args.mid(1), context);
    if (sub == QLatin1String("list"))
        return list(args.mid(1), context);
    context.err << tr(
        "usage: gpu-advisor catalog validate FILE | catalog list [--catalog FILE] [--format table|json|csv]")
                << Qt::endl;
    return 2;
}

} // namespace Advisor::Cli
