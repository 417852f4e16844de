// SPDX-License-Identifier: Apache-2.0
#include "app/cli/pricesimportcommand.h"
#include "app/cli/commandhelp.h"

#include "models/io/aliyunimport.h"
#include "models/io/boundedread.h"
#include "models/io/safewrite.h"
#include "models/io/savedjson.h"
#include "models/util/jsonreader.h"

#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QLocale>

namespace Advisor::Cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Advisor::Cli", text);
}

// A fetch of every type of a region logs a few megabytes; a saved answer is far smaller.
constexpr qint64 maxSavedFileBytes = 64 * 1024 * 1024;
// models/io cannot see models/util; the nesting bound must still be one for every file the program reads.
static_assert(SavedJson::maxDepth == JsonReader::maxDepth);

/** The saved answers, each with its file's date; nothing when any cannot be read (each such file is named). */
std::optional<std::vector<AliyunSavedFile>> readSavedFiles(const QStringList &paths, Context &context)
{
    std::vector<AliyunSavedFile> files;
    bool readable = true;
    QString error;
    for (const QString &path : paths) {
        const auto bytes = BoundedRead::read(path, maxSavedFileBytes, &error);
        if (!bytes) {
            context.err << error << Qt::endl; // it names the file
            readable = false;
            continue;
        }
        files.push_back({path, *bytes, QFileInfo(path).lastModified().toUTC().date().toString(Qt::ISODate)});
    }
    if (!readable)
        return std::nullopt;
    return files;
}

/** The list prices written, and the spot prices and stock read beside them. */
void printImported(const AliyunImportResult &result, Context &context)
{
    const QLocale locale;
    for (qsizetype i = 0; i < result.origins.size(); ++i) {
        const PriceFileRow &row = result.rows[size_t(i)];
        context.out << tr("%1 %2 %3: %4 %5 (%6), from %7")
                           .arg(row.instanceType, row.region, row.billing, locale.toString(row.amount, 'f', 2),
                                row.currency, row.date, result.origins.at(i))
                    << Qt::endl;
    }
    for (const AliyunSpotPrice &spot : result.spot)
        context.out << tr("spot %1 in %2: %3 %4 per hour at %5 (not written: the price file holds list prices)")
                           .arg(spot.instanceType, spot.zone, locale.toString(spot.spotPrice, 'f', 3), spot.currency,
                                spot.timestamp)
                    << Qt::endl;
    for (const AliyunStock &stock : result.stock) {
        if (stock.statusCategory != QLatin1String("WithStock")) {
            context.out << tr("no stock: %1 in zone %2 (%3)").arg(stock.instanceType, stock.zone, stock.statusCategory)
                        << Qt::endl;
        }
    }
}
} // namespace

int runPricesImport(ParsedArgs &args, Context &context)
{
    const QString out = args.value(QStringLiteral("out"));
    if (args.positional.isEmpty() || out.isEmpty()) {
        context.err << usage(QStringLiteral("prices import")) << Qt::endl;
        return 2;
    }
    int code = 0;
    const auto catalog = loadCatalog(args, context, code);
    if (!catalog)
        return code;
    AliyunImportContext importContext;
    importContext.instanceType = args.value(QStringLiteral("type"));
    importContext.region = args.value(QStringLiteral("region"));
    importContext.billing = args.value(QStringLiteral("billing"));
    importContext.date = args.value(QStringLiteral("date"));
    if (!importContext.date.isEmpty() && !QDate::fromString(importContext.date, Qt::ISODate).isValid()) {
        context.err << tr("--date expects YYYY-MM-DD, found \"%1\"").arg(importContext.date) << Qt::endl;
        return 2;
    }
    if (const std::optional<int> refused = refusedOutput(out, context))
        return *refused;
    QString error;
    if (!outputsApartFromInputs({{QStringLiteral("out"), out}},
                                namedFiles(args, {QStringLiteral("catalog"), QStringLiteral("prices")}, true), context))
        return 2;
    const auto files = readSavedFiles(args.positional, context);
    if (!files)
        return 2;

    const AliyunImportResult result = AliyunImport::read(*files, importContext, *catalog);
    for (const QString &line : result.warnings)
        context.err << tr("warning: %1").arg(line) << Qt::endl;
    for (const QString &line : result.errors)
        context.err << line << Qt::endl;
    if (!result.ok()) {
        context.err << tr("%1 was not written").arg(out) << Qt::endl;
        return 2;
    }
    if (!SafeWrite::write(out, AliyunImport::toCsv(result.rows), &error)) {
        context.err << tr("cannot write %1: %2").arg(out, error) << Qt::endl;
        return 1;
    }
    printImported(result, context);
    context.err << tr("wrote %1 list prices to %2").arg(result.rows.size()).arg(out) << Qt::endl;
    return 0;
}

} // namespace Advisor::Cli
