// SPDX-License-Identifier: Apache-2.0
#include "app/cli/catalogcommands.h"
#include "app/cli/commandhelp.h"
#include "app/cli/pricescommand.h"

#include "models/catalog/catalogexport.h"
#include "models/catalog/catalogloader.h"
#include "models/io/aliyunclient.h"
#include "models/io/aliyunprices.h"
#include "models/io/aliyunspecs.h"
#include "models/io/boundedread.h"
#include "models/io/csvwriter.h"
#include "models/io/safewrite.h"
#include "models/io/texttable.h"
#include "models/itemmodels/displaytext.h"
#include "models/text/moneyformatter.h"

#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>

namespace Advisor::Cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Advisor::Cli", text);
}

/** Appends the DescribeInstanceTypes pages saved in files; false (code set) when one cannot be read. */
bool readSpecFiles(const QStringList &paths, std::vector<AliyunTypeSpec> &specs, Context &context, int &code)
{
    QString error;
    for (const QString &path : paths) {
        const auto bytes = BoundedRead::read(path, 64 * 1024 * 1024, &error);
        if (!bytes) {
            context.err << error << Qt::endl; // it names the file
            code = 2;
            return false;
        }
        const auto page = AliyunSpecs::parse(*bytes, &error);
        if (!page) {
            context.err << path << QStringLiteral(": ") << error << Qt::endl;
            code = 2;
            return false;
        }
        specs.insert(specs.end(), page->begin(), page->end());
    }
    return true;
}

/** Why a DescribeInstanceTypes call failed, as told to the user. */
QString describeFailure(const AliyunCall &result, int timeoutSeconds)
{
    const QString apiCode = AliyunPrices::errorCode(result.standardOutput, result.standardError);
    return !result.started ? result.startError
        : result.timedOut
        ? tr("the aliyun client did not answer within %1 s and was stopped (check the network, or give "
             "more time with --timeout)")
              .arg(timeoutSeconds)
        : result.cancelled       ? tr("interrupted")
        : result.outputLimit > 0 ? result.outputLimitDescription()
        : AliyunPrices::classify(result.standardOutput, result.standardError) == AliyunFailure::NotConfigured
        ? tr("the aliyun client is not configured: run \"aliyun configure\"")
        : !apiCode.isEmpty() ? apiCode
        : result.crashSignal > 0
        ? result.crashDescription()
        : AliyunClient::redacted(QString::fromUtf8(result.standardError).trimmed().section(QLatin1Char('\n'), 0, 0));
}

/** DescribeInstanceTypes pages: the files given, or every page the user's aliyun client returns. */
std::optional<std::vector<AliyunTypeSpec>> readSpecs(const ParsedArgs &args, int timeoutSeconds, Context &context,
                                                     int &code)
{
    std::vector<AliyunTypeSpec> specs;
    if (!readSpecFiles(args.positional, specs, context, code))
        return std::nullopt;
    if (!args.has(QStringLiteral("region")))
        return specs;
    QString error;
    QString program = args.value(QStringLiteral("aliyun"));
    if (program.isEmpty())
        program = QStandardPaths::findExecutable(QStringLiteral("aliyun"));
    if (program.isEmpty() || !QFileInfo(program).isExecutable()) {
        context.err << tr("the aliyun command-line client is not installed (not found on PATH). Install it "
                          "(https://github.com/aliyun/aliyun-cli), run \"aliyun configure\", or give its path "
                          "with --aliyun")
                    << Qt::endl;
        code = 1;
        return std::nullopt;
    }
    InterruptGuard guard;
    AliyunClient client(program);
    client.setCancelCheck([] { return InterruptGuard::requested(); });
    client.setPaceMs(0);
    client.setTimeoutMs(timeoutSeconds * 1000);
    QString token;
    for (int page = 1; page <= 100; ++page) {
        QStringList call{QStringLiteral("ecs"),
                         QStringLiteral("DescribeInstanceTypes"),
                         QStringLiteral("--RegionId"),
                         args.value(QStringLiteral("region")),
                         QStringLiteral("--MinimumGPUAmount"),
                         QStringLiteral("1"),
                         QStringLiteral("--MaxResults"),
                         QStringLiteral("100")};
        if (!token.isEmpty())
            call << QStringLiteral("--NextToken") << token;
        context.err << tr("[page %1] DescribeInstanceTypes").arg(page) << Qt::endl;
        const AliyunCall result = client.call(call);
        if (result.exitCode != 0 || !result.started || result.timedOut || result.cancelled || result.outputLimit > 0) {
            context.err << tr("DescribeInstanceTypes failed: %1; nothing was compared")
                               .arg(describeFailure(result, timeoutSeconds))
                        << Qt::endl;
            code = 1;
            return std::nullopt;
        }
        const auto parsed = AliyunSpecs::parse(result.standardOutput, &error, &token);
        if (!parsed) {
            context.err << tr("DescribeInstanceTypes answered %1; nothing was compared").arg(error) << Qt::endl;
            code = 1;
            return std::nullopt;
        }
        specs.insert(specs.end(), parsed->begin(), parsed->end());
        if (token.isEmpty())
            break;
    }
    return specs;
}
} // namespace

int runCatalogValidate(ParsedArgs &args, Context &context)
{
    if (args.positional.size() != 1) {
        context.err << usage(QStringLiteral("catalog validate")) << Qt::endl;
        return 2;
    }
    const QString path = args.positional.first();
    const CatalogLoadResult result = CatalogLoader::fromFile(path);
    printDiagnostics(path, result.diagnostics, context);
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

namespace {
// The pay-as-you-go price among catalogTable's columns.
constexpr qsizetype priceColumn = 11;

/** The wizard's words for the catalog's ids, for a table a person reads, with prices for region. */
CatalogWords wordsForReading(const Catalog &catalog, const QString &region)
{
    CatalogWords words;
    words.gpu = [](const GpuSpec &gpu) { return gpu.displayName(); };
    words.interconnect = [](const Family &family) {
        return DisplayText::interconnect(family.interconnect, family.interconnectGBs);
    };
    words.status = [](FamilyStatus status) { return DisplayText::familyStatus(status); };
    words.basis = [&catalog, region, today = QDate::currentDate()](const ResolvedPrice &price) {
        const QString basis = DisplayText::priceBasis(price, &catalog, today);
        // A list price observed only in another region stands in for this one's, and says where it is from.
        if (price.available() && !price.region.isEmpty() && price.region != region)
            return tr("%1, in %2").arg(basis, price.region);
        return basis;
    };
    return words;
}

/** The catalog, its price date and what the marks and words of the price columns mean. */
void printCatalogLegend(const Catalog &catalog, const QString &region, Context &context)
{
    // The words are asked of prices of each kind, so the legend says exactly what the cells say.
    ResolvedPrice listed;
    listed.origin = PriceOrigin::Listed;
    listed.tier = QStringLiteral("A");
    ResolvedPrice copied = listed;
    copied.tier = QStringLiteral("B");
    context.out << tr("%1 (%2), prices in %3 as of %4, region %5")
                       .arg(catalog.displayName(), catalog.version, MoneyFormatter::currencyUnit(catalog.currency),
                            catalog.priceDate, DisplayText::region(region, &catalog))
                << Qt::endl
                << tr("Price basis: “%1” only for Alibaba's own figures (its price API or its price pages); “%2” is "
                      "followed by how old the price is; ~ = %3; ‡ = your quote; – = %4")
                       .arg(DisplayText::priceOrigin(listed), DisplayText::priceOrigin(copied),
                            DisplayText::priceOrigin(PriceOrigin::Estimated),
                            DisplayText::priceBasis(ResolvedPrice(), &catalog, QDate()))
                << Qt::endl;
}
} // namespace

int runCatalogList(ParsedArgs &args, Context &context)
{
    const auto format =
        outputFormat(args, {QStringLiteral("table"), QStringLiteral("json"), QStringLiteral("csv")}, context);
    if (!format)
        return 2;
    int code = 0;
    const auto catalog = loadCatalog(args, context, code);
    if (!catalog)
        return code;
    // Every price shown is this region's: a quote is an offer for its own region and is marked only there.
    const QString region =
        args.has(QStringLiteral("region")) ? args.value(QStringLiteral("region")) : catalog->referenceRegion;
    if (args.has(QStringLiteral("region")) && !catalog->region(region)) {
        QStringList known;
        for (const Region &r : catalog->regions)
            known << r.id;
        context.err
            << tr("--region: unknown region \"%1\"; the catalog knows %2").arg(region, known.join(QStringLiteral(", ")))
            << Qt::endl;
        return 2;
    }
    if (*format == QLatin1String("json")) {
        context.out << catalogJson(*catalog, region) << Qt::endl;
    } else if (*format == QLatin1String("csv")) {
        // As recommend --format csv: the header and the words in the chosen language, the numbers plain
        // (no grouping, a decimal point, no ~ or ‡ mark: the basis column says what the price is).
        const CatalogTable table = catalogTable(*catalog, region, wordsForReading(*catalog, region));
        static const QRegularExpression mark(QStringLiteral("^[~‡]"));
        QList<QStringList> rows{table.header};
        for (QStringList row : table.rows) {
            row[priceColumn].remove(mark);
            rows << row;
        }
        context.out << QString::fromUtf8(CsvWriter::toCsv(rows));
    } else {
        const CatalogTable table = catalogTable(*catalog, region, wordsForReading(*catalog, region));
        printCatalogLegend(*catalog, region, context);
        context.out << formatTextTable(table.header, table.rows, table.rightAligned);
    }
    return 0;
}

int runCatalogRefreshSpecs(ParsedArgs &args, Context &context)
{
    if (args.positional.isEmpty() == !args.has(QStringLiteral("region"))) {
        context.err << usage(QStringLiteral("catalog refresh-specs")) << Qt::endl;
        return 2;
    }
    // As in prices fetch: the seconds one call may take before it is stopped.
    const auto timeout = intOption(args, QStringLiteral("timeout"), 60, 1, 3600, context);
    if (!timeout)
        return 2;
    int code = 0;
    const auto catalog = loadCatalog(args, context, code);
    if (!catalog)
        return code;
    const QString out = args.value(QStringLiteral("out"));
    if (!out.isEmpty()) {
        if (const std::optional<int> refused = refusedOutput(out, context))
            return *refused;
    }
    QString error;
    if (!outputsApartFromInputs({{QStringLiteral("out"), out}},
                                namedFiles(args, {QStringLiteral("catalog"), QStringLiteral("aliyun")}, true), context))
        return 2;
    const auto specs = readSpecs(args, *timeout, context, code);
    if (!specs)
        return code;
    const SpecDiff diff = AliyunSpecs::compare(*specs, *catalog);
    const QLocale locale;
    context.out << tr("%1 instance types described, %2 of them in the catalog").arg(specs->size()).arg(diff.compared)
                << Qt::endl;
    for (const AliyunTypeSpec &spec : diff.newTypes)
        context.out << tr("+ %1 (%2): %3 × %4, %5 vCPU, %6 GiB — not in the catalog")
                           .arg(spec.id, spec.family, spec.gpuSpec)
                           .arg(spec.gpuAmount)
                           .arg(spec.vcpu)
                           .arg(locale.toString(spec.memoryGiB))
                    << Qt::endl;
    for (const SpecChange &change : diff.changes)
        context.out << tr("~ %1 %2: catalog %3, Alibaba %4")
                           .arg(change.instanceType, change.field, locale.toString(change.catalogValue),
                                locale.toString(change.apiValue))
                    << Qt::endl;
    if (diff.newTypes.empty() && diff.changes.empty())
        context.out << tr("no differences") << Qt::endl;
    if (out.isEmpty()) {
        if (!diff.changes.empty())
            context.err << tr("nothing was changed; give --out FILE to write a catalog with these changes") << Qt::endl;
        return 0;
    }
    const QString source =
        args.has(QStringLiteral("catalog")) ? args.value(QStringLiteral("catalog")) : CatalogLoader::embeddedPath();
    const auto bytes = BoundedRead::read(source, CatalogLoader::maxFileBytes, &error);
    if (!bytes) {
        context.err << error << Qt::endl; // it names the file
        return 1;
    }
    const auto changed = AliyunSpecs::apply(*bytes, diff.changes, &error);
    if (!changed) {
        context.err << source << QStringLiteral(": ") << error << Qt::endl;
        return 1;
    }
    if (!SafeWrite::write(out, *changed, &error)) {
        context.err << tr("cannot write %1: %2").arg(out, error) << Qt::endl;
        return 1;
    }
    context.err << tr("wrote %1 with %2 changed values; new types are listed, not added (each needs its family and "
                      "GPU in the catalog); open it with --catalog or File › Open catalog")
                       .arg(out)
                       .arg(diff.changes.size())
                << Qt::endl;
    return 0;
}

} // namespace Advisor::Cli
