// SPDX-License-Identifier: Apache-2.0
#include "app/cli/pricescommand.h"
#include "app/cli/commandhelp.h"

#include "models/io/aliyunfetch.h"
#include "models/io/csvwriter.h"
#include "models/io/pricefile.h"
#include "models/io/safewrite.h"
#include "models/io/texttable.h"

#include <cmath>
#include <csignal>
#include <map>

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QFileInfo>
#include <QJsonObject>
#include <QLocale>
#include <QStandardPaths>

namespace Advisor::Cli {

namespace {
constexpr double typicalCallSeconds = 1.0; // the aliyun client's start and a DescribePrice round trip
QString tr(const char *text)
{
    return QCoreApplication::translate("Advisor::Cli", text);
}

/**
 * Where a failed run's log goes when a log is already at its path: beside it, stamped with the time
 * (OUT.log.failed-20261204T211500Z.json), so that neither run's answers are lost.
 */
QString failedRunLog(const QString &log)
{
    const bool json = log.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    const QString stem = json ? log.chopped(5) : log;
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
    QString path = stem + QStringLiteral(".failed-") + stamp + (json ? QStringLiteral(".json") : QString());
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = stem + QStringLiteral(".failed-") + stamp + QLatin1Char('-') + QString::number(n)
            + (json ? QStringLiteral(".json") : QString());
    return path;
}

volatile std::sig_atomic_t interruptRequested = 0;
extern "C" void onInterrupt(int)
{
    interruptRequested = 1;
}

/** The instance types of the families asked for, in catalog order; nothing (and a message) on a bad name. */
std::optional<QStringList> typesToFetch(const ParsedArgs &args, const Catalog &catalog, Context &context)
{
    const bool all = args.has(QStringLiteral("all"));
    const bool some = args.has(QStringLiteral("families"));
    if (all == some) {
        context.err << tr("give either --families F,… (for example --families gn7i,gn8is) or --all") << Qt::endl;
        return std::nullopt;
    }
    QStringList families;
    if (some) {
        for (QString name : args.value(QStringLiteral("families")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            name = name.trimmed();
            if (name.startsWith(QLatin1String("ecs.")))
                name = name.mid(4);
            const bool known = std::any_of(catalog.families.begin(), catalog.families.end(),
                                           [&](const Family &f) { return f.id == name; });
            if (!known) {
                context.err << tr("--families: unknown family \"%1\" (not in the catalog)").arg(name) << Qt::endl;
                return std::nullopt;
            }
            families << name;
        }
    }
    // No family named is not "every family".
    const QStringList types = all || !families.isEmpty() ? AliyunFetch::typesOf(catalog, families) : QStringList{};
    if (types.isEmpty()) {
        context.err << tr("--families names no instance type") << Qt::endl;
        return std::nullopt;
    }
    return types;
}

void printSummary(const AliyunFetchResult &result, const QStringList &types, Context &context)
{
    const QLocale locale;
    const auto money = [&](const std::map<QString, AliyunQuote> &quotes, const QString &type, bool list) {
        const auto it = quotes.find(type);
        if (it == quotes.end())
            return QStringLiteral("–");
        return locale.toString(list ? it->second.listPrice : it->second.tradePrice, 'f', 2);
    };
    QList<QStringList> rows;
    for (const QString &type : types) {
        if (result.payg.count(type) == 0 && result.monthly.count(type) == 0)
            continue;
        QString spot = QStringLiteral("–");
        for (const AliyunSpotPrice &s : result.spot) {
            if (s.instanceType == type)
                spot = QStringLiteral("%1 (%2)").arg(locale.toString(s.spotPrice, 'f', 2), s.zone);
        }
        QStringList zones;
        for (const AliyunStock &s : result.stock) {
            if (s.instanceType == type && s.statusCategory == QLatin1String("WithStock"))
                zones << s.zone;
        }
        rows << QStringList{type,
                            money(result.payg, type, true),
                            money(result.payg, type, false),
                            money(result.monthly, type, true),
                            money(result.monthly, type, false),
                            spot,
                            zones.join(QLatin1Char(' '))};
    }
    if (rows.isEmpty())
        return;
    context.out << formatTextTable({tr("Instance type"), tr("PAYG list /h"), tr("PAYG yours /h"), tr("1 month list"),
                                    tr("1 month yours"), tr("Spot /h (zone)"), tr("Zones with stock")},
                                   rows, {false, true, true, true, true, true, false});
}

/** Where a fetch writes: the price file, the log of the calls, and a partial list beside the price file. */
struct FetchPaths
{
    QString out;
    QString log;
    QString partial;
};

/** What a finished fetch produced, for the messages that close the run. */
struct FetchOutcome
{
    bool anyPrice = false;
    QByteArray csv;
    qsizetype written = 0;
    QStringList refused;
    QString logPath;
    bool hasLog = false;
    bool logWritten = true;
};

/** False (and a message) when the catalog does not know the region, or the zone is not one of it. */
bool regionAndZoneKnown(const AliyunFetchOptions &options, const Catalog &catalog, Context &context)
{
    if (!catalog.region(options.region)) {
        QStringList known;
        for (const Region &region : catalog.regions)
            known << region.id;
        context.err << tr("--region: unknown region \"%1\"; the catalog knows %2")
                           .arg(options.region, known.join(QStringLiteral(", ")))
                    << Qt::endl;
        return false;
    }
    if (!options.zone.isEmpty() && !options.zone.startsWith(options.region + QLatin1Char('-'))) {
        context.err
            << tr("--zone: %1 is not a zone of %2 (zones are named like %2-a)").arg(options.zone, options.region)
            << Qt::endl;
        return false;
    }
    return true;
}

std::optional<int> checkFetchOutputs(const ParsedArgs &args, const FetchPaths &paths, Context &context)
{
    for (const QString &path : {paths.out, paths.log, paths.partial}) {
        if (const std::optional<int> refused = refusedOutput(path, context))
            return *refused;
    }
    // The partial file and the log of a failed run must not replace each other, the output, or an input.
    if (!outputsApartFromInputs(
            {{QStringLiteral("out"), paths.out},
             {QStringLiteral("log"), paths.log},
             {QStringLiteral("out") + QStringLiteral(" (.partial)"), paths.partial}},
            namedFiles(args, {QStringLiteral("catalog"), QStringLiteral("prices"), QStringLiteral("aliyun")}, false),
            context))
        return 2;
    return std::nullopt;
}

/** Sets options.program to --aliyun or the client on PATH; the exit code (and a message) when there is none. */
std::optional<int> findAliyunProgram(const ParsedArgs &args, AliyunFetchOptions &options, Context &context)
{
    if (args.has(QStringLiteral("aliyun"))) {
        options.program = args.value(QStringLiteral("aliyun"));
        const QFileInfo info(options.program);
        if (!info.isFile() || !info.isExecutable()) {
            context.err << tr("--aliyun: %1 is not an executable file").arg(options.program) << Qt::endl;
            return 2;
        }
    } else {
        options.program = QStandardPaths::findExecutable(QStringLiteral("aliyun"));
        if (options.program.isEmpty()) {
            context.err << tr("the aliyun command-line client is not installed (not found on PATH). Install it "
                              "(https://github.com/aliyun/aliyun-cli), run \"aliyun configure\", or give its path "
                              "with --aliyun")
                        << Qt::endl;
            return 1;
        }
    }
    return std::nullopt;
}

AliyunFetchListener fetchListener(Context &context)
{
    AliyunFetchListener listener;
    listener.progress = [&](int step, int total, const QString &what) {
        context.err << QStringLiteral("[%1/%2] ").arg(step).arg(total) << what << Qt::endl;
    };
    listener.note = [&](const QString &text) { context.err << QStringLiteral("  ") << text << Qt::endl; };
    listener.retry = [&](int attempt, int waitMs) {
        context.err << tr("  throttled by the API; attempt %1 in %2 s").arg(attempt).arg(waitMs / 1000.0) << Qt::endl;
    };
    return listener;
}

// Said before the first call: --all makes hundreds of them.
void announcePlan(const AliyunFetchOptions &options, int retryBudget, Context &context)
{
    const int calls = AliyunFetch::plannedCalls(int(options.types.size()));
    const double typicalSeconds = calls * (options.paceMs / 1000.0 + typicalCallSeconds);
    context.err << tr("%1 calls to make: about %2 min at --pace %3 ms, as a call "
                      "usually takes about a second, plus at most %4 s of waiting if the API throttles")
                       .arg(calls)
                       .arg(QLocale().toString(std::ceil(typicalSeconds / 6) / 10, 'f', 1))
                       .arg(options.paceMs)
                       .arg(retryBudget)
                << Qt::endl;
}

/** The types not offered in the region, and prices in a currency the catalog does not use. */
void reportUnusablePrices(const AliyunFetchResult &result, const QString &region, const Catalog &catalog,
                          Context &context)
{
    for (const QString &type : std::as_const(result.notOffered))
        context.err << tr("%1 is not offered in %2; no price for it").arg(type, region) << Qt::endl;
    QString foreignCurrency;
    for (const auto *quotes : {&result.payg, &result.monthly}) {
        for (const auto &[type, quote] : *quotes) {
            if (quote.currency != catalog.currency)
                foreignCurrency = quote.currency;
        }
    }
    if (!foreignCurrency.isEmpty())
        context.err << tr("the prices are in %1 but the catalog is in %2: the price import will refuse "
                          "them (the international site quotes USD, the China site CNY)")
                           .arg(foreignCurrency, catalog.currency)
                    << Qt::endl;
}

/** A complete run with prices: the price file is written unless the price import would refuse it. */
int finishCompleteFetch(const QString &out, const FetchOutcome &outcome, Context &context)
{
    const QStringList &refused = outcome.refused;
    if (!refused.isEmpty()) {
        for (const QString &problem : refused.mid(0, 5))
            context.err << problem << Qt::endl;
        if (refused.size() > 5)
            context.err << tr("… and %1 more problems").arg(refused.size() - 5) << Qt::endl;
        context.err << tr("the fetched prices would be refused by the price import; %1 was not written, and "
                          "every answer is in %2")
                           .arg(out, outcome.logPath)
                    << Qt::endl;
        return 1;
    }
    QString error;
    if (!SafeWrite::write(out, outcome.csv, &error)) {
        context.err << tr("cannot write %1: %2").arg(out, error) << Qt::endl;
        return 1;
    }
    if (!outcome.logWritten) {
        context.err << tr("wrote %1 prices to %2, but not the log of the calls").arg(outcome.written).arg(out)
                    << Qt::endl;
        return 1;
    }
    context.err
        << tr("wrote %1 prices to %2 and every request and answer to %3").arg(outcome.written).arg(out, outcome.logPath)
        << Qt::endl;
    return 0;
}

// Never leave a partial list where a complete one is expected: it goes beside it, named as such.
int finishIncompleteFetch(const AliyunFetchResult &result, const FetchPaths &paths, const FetchOutcome &outcome,
                          Context &context)
{
    if (!result.stopReason.isEmpty())
        context.err << tr("stopped: %1").arg(result.stopReason) << Qt::endl;
    for (const QString &line : std::as_const(result.missing))
        context.err << tr("missing %1").arg(line) << Qt::endl;
    if (outcome.anyPrice) {
        QString error;
        if (!SafeWrite::write(paths.partial, outcome.csv, &error)) {
            context.err << tr("cannot write %1: %2").arg(paths.partial, error) << Qt::endl;
            return 1;
        }
        context.err << tr("INCOMPLETE: %1 was not written; the %2 prices fetched are in %3")
                           .arg(paths.out)
                           .arg(outcome.written)
                           .arg(paths.partial)
                    << Qt::endl;
    } else {
        context.err << tr("no price was fetched; %1 was not written").arg(paths.out) << Qt::endl;
    }
    if (outcome.hasLog && outcome.logWritten)
        context.err << tr("every request and answer is in %1").arg(outcome.logPath) << Qt::endl;
    return 1;
}

int runFetch(const AliyunFetchOptions &options, int retryBudget, const Catalog &catalog, const FetchPaths &paths,
             Context &context)
{
    InterruptGuard guard;
    AliyunFetch fetch(options);
    fetch.setCancelCheck([] { return InterruptGuard::requested(); });
    const AliyunFetchListener listener = fetchListener(context);
    announcePlan(options, retryBudget, context);
    const QString date = QDate::currentDate().toString(Qt::ISODate);
    const AliyunFetchResult result = fetch.run(listener);
    const bool complete = result.complete();

    reportUnusablePrices(result, options.region, catalog, context);
    const bool anyPrice = !result.payg.empty() || !result.monthly.empty();
    printSummary(result, options.types, context);
    FetchOutcome outcome;
    outcome.anyPrice = anyPrice;
    outcome.csv = anyPrice ? AliyunFetch::priceCsv(result, options, date) : QByteArray();
    // List prices and the spot averages written beside them: every data row of the file.
    outcome.written = anyPrice ? CsvWriter::parse(outcome.csv).size() - 1 : 0;
    // What the price import would refuse (another currency, an unbelievable price) never replaces a
    // price file: the old one stays, and the answers are in the log.
    outcome.refused = complete && anyPrice ? PriceFile::parse(outcome.csv, catalog).messages() : QStringList();
    const bool succeeded = complete && anyPrice && outcome.refused.isEmpty();

    // A failed run's log never replaces an earlier run's: it goes beside it, and both are kept. A log
    // that cannot be written is reported, but the prices fetched are still kept.
    outcome.logPath = !succeeded && QFileInfo::exists(paths.log) ? failedRunLog(paths.log) : paths.log;
    outcome.hasLog = !fetch.client().log().empty();
    QString error;
    if (outcome.hasLog
        && !AliyunFetch::writeLog(outcome.logPath, fetch.logJson(result, QStringLiteral("gpu-advisor prices fetch")),
                                  &error)) {
        context.err << tr("cannot write the log %1: %2").arg(outcome.logPath, error) << Qt::endl;
        outcome.logWritten = false;
    }
    if (complete && !anyPrice) {
        context.err << tr("none of the %1 instance types asked for is offered in %2; nothing was written")
                           .arg(options.types.size())
                           .arg(options.region)
                    << Qt::endl;
        return 2;
    }
    if (complete)
        return finishCompleteFetch(paths.out, outcome, context);
    return finishIncompleteFetch(result, paths, outcome, context);
}

} // namespace

int runPricesFetch(ParsedArgs &args, Context &context)
{
    int code = 0;
    const auto catalog = loadCatalog(args, context, code);
    if (!catalog)
        return code;
    AliyunFetchOptions options;
    options.region = args.value(QStringLiteral("region"));
    options.zone = args.value(QStringLiteral("zone"));
    FetchPaths paths;
    paths.out = args.value(QStringLiteral("out"));
    if (options.region.isEmpty() || paths.out.isEmpty()) {
        context.err << usage(QStringLiteral("prices fetch")) << Qt::endl;
        return 2;
    }
    if (!regionAndZoneKnown(options, *catalog, context))
        return 2;
    const auto types = typesToFetch(args, *catalog, context);
    const auto timeout = intOption(args, QStringLiteral("timeout"), 60, 1, 3600, context);
    const auto pace = intOption(args, QStringLiteral("pace"), 200, 0, 60000, context);
    const auto retryBudget = intOption(args, QStringLiteral("retry-budget"), 120, 0, 3600, context);
    if (!types || !timeout || !pace || !retryBudget)
        return 2;
    options.types = *types;
    options.timeoutMs = *timeout * 1000;
    options.paceMs = *pace;
    options.retryBudgetMs = qint64(*retryBudget) * 1000;
    paths.log =
        args.has(QStringLiteral("log")) ? args.value(QStringLiteral("log")) : paths.out + QStringLiteral(".log.json");
    paths.partial = paths.out + QStringLiteral(".partial");
    if (const std::optional<int> refused = checkFetchOutputs(args, paths, context))
        return *refused;
    if (const std::optional<int> missing = findAliyunProgram(args, options, context))
        return *missing;
    return runFetch(options, *retryBudget, *catalog, paths, context);
}

InterruptGuard::InterruptGuard()
{
    interruptRequested = 0;
    m_int = std::signal(SIGINT, onInterrupt);
    m_term = std::signal(SIGTERM, onInterrupt);
    m_hup = std::signal(SIGHUP, onInterrupt);
}

InterruptGuard::~InterruptGuard()
{
    std::signal(SIGINT, m_int);
    std::signal(SIGTERM, m_term);
    std::signal(SIGHUP, m_hup);
}

bool InterruptGuard::requested()
{
    return interruptRequested != 0;
}

} // namespace Advisor::Cli
