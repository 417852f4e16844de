#include "app/cli/clicontext.h"

#include "models/catalog/catalogloader.h"

#include <QCoreApplication>

namespace Advisor::Cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Advisor::Cli", text);
}
} // namespace

std::optional<ParsedArgs> parseArgs(const QStringList &args, const QStringList &valueOptions,
                                    const QStringList &flagOptions, Context &context)
{
    ParsedArgs parsed;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString arg = args.at(i);
        if (!arg.startsWith(QLatin1String("--")) || arg == QLatin1String("--")) {
            parsed.positional << arg;
            continue;
        }
        QString name = arg.mid(2);
        QString value;
        const qsizetype eq = name.indexOf(QLatin1Char('='));
        if (eq >= 0) {
            value = name.mid(eq + 1);
            name = name.left(eq);
        }
        if (flagOptions.contains(name)) {
            parsed.options.insert(name, QStringLiteral("1"));
        } else if (valueOptions.contains(name)) {
            if (eq < 0) {
                if (i + 1 >= args.size()) {
                    context.err << tr("option --%1 needs a value").arg(name) << Qt::endl;
                    return std::nullopt;
                }
                value = args.at(++i);
            }
            parsed.options.insert(name, value);
        } else {
            context.err << tr("unknown option --%1").arg(name) << Qt::endl;
            return std::nullopt;
        }
    }
    return parsed;
}

std::optional<Catalog> loadCatalog(const ParsedArgs &args, Context &context)
{
    const CatalogLoadResult result = args.has(QStringLiteral("catalog"))
        ? CatalogLoader::fromFile(args.value(QStringLiteral("catalog")))
        : CatalogLoader::embedded();
    const QString where =
        args.has(QStringLiteral("catalog")) ? args.value(QStringLiteral("catalog")) : tr("embedded catalog");
    for (const QString &line : result.diagnostics.toStringList())
        context.err << where << QStringLiteral(": ") << line << Qt::endl;
    return result.catalog;
}

std::optional<QString> outputFormat(const ParsedArgs &args, const QStringList &allowed, Context &context)
{
    const QString format = args.has(QStringLiteral("format")) ? args.value(QStringLiteral("format")) : allowed.first();
    if (!allowed.contains(format)) {
        context.err << tr("unknown format \"%1\"; expected %2").arg(format, allowed.join(QLatin1Char('|'))) << Qt::endl;
        return std::nullopt;
    }
    return format;
}

} // namespace Advisor::Cli
