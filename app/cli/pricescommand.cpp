// SPDX-License-Identifier: Apache-2.0
#include "app/cli/pricescommand.h"
#include "app/cli/pricesimportcommand.h"

#include "models/io/aliyunclient.h"
#include "models/io/aliyunprices.h"
#include "models/io/csvwriter.h"
#include "models/io/pricefile.h"
#include "models/io/safewrite.h"
#include "models/io/texttable.h"

#include <csignal>
#include <map>

#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QJsonObject>
#include <QLocale>
#include <QStandardPaths>

namespace Advisor::Cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Advisor::Cli", text);
}

const QString priceSource = QStringLiteral("Alibaba DescribePrice API");

volatile std::sig_atomic_t interruptRequested = 0;
extern "C" void onInterrupt(int)
{
    interruptRequested = 1;
}

/** Ctrl-C (or a TERM) during a fetch stops it cleanly, so what was fetched is kept; restored afterwards. */
class InterruptGuard
{
public:
    InterruptGuard()
    {
        interruptRequested = 0;
        m_int = std::signal(SIGINT, onInterrupt);
        m_term = std::signal(SIGTERM, onInterrupt);
    }
    ~InterruptGuard()
    {
        std::signal(SIGINT, m_int);
        std::signal(SIGTERM, m_term);
    }
    InterruptGuard(const InterruptGuard &) = delete;
    InterruptGuard &operator=(const InterruptGuard &) = delete;

private:
    void (*m_int)(int) = SIG_DFL;
    void (*m_term)(int) = SIG_DFL;
};

struct FetchOptions
{
    QString region;
    QString zone;
    QStringList types;
    QString out;
    QString log;
    QString partial;
    QString program;
    int timeoutMs = 60000;
    int paceMs = 200;
};

/** What the fetch got, and why it stopped early if it did. */
struct FetchResult
{
    std::map<QString, AliyunQuote> payg;    // instance type ->
    std::map<QString, AliyunQuote> monthly; // instance type ->
    QStringList notOffered;                 // types the region does not sell
    QStringList missing;                    // "type (billing): reason", the calls that failed
    std::vector<AliyunSpotPrice> spot;
    std::vector<AliyunStock> stock;
    QString stopReason; // empty unless the whole fetch had to stop
    bool configurationProblem = false;
};

std::optional<int> intOption(const ParsedArgs &args, const QString &name, int fallback, int min, int max,
                             Context &context)
{
    if (!args.has(name))
        return fallback;
    bool ok = false;
    const int value = args.value(name).toInt(&ok);
    if (!ok || value < min || value > max) {
        context.err << tr("--%1 expects a whole number from %2 to %3, found \"%4\"")
                           .arg(name)
                           .arg(min)
                           .arg(max)
                           .arg(args.value(name))
                    << Qt::endl;
        return std::nullopt;
    }
    return value;
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
    QStringList types;
    for (const InstanceType &type : catalog.instanceTypes) {
        if (all || families.contains(type.family))
            types << type.id;
    }
    if (types.isEmpty()) {
        context.err << tr("--families names no instance type") << Qt::endl;
        return std::nullopt;
    }
    return types;
}

/** One call's failure in words, and whether the fetch must stop (nothing later can succeed). */
QString describeFailure(const AliyunCall &call, const FetchOptions &options, bool *fatal, bool *configuration)
{
    *fatal = true;
    *configuration = false;
    if (call.cancelled)
        return tr("interrupted");
    if (!call.started)
        return tr("the aliyun client at %1 could not be run: %2").arg(options.program, call.startError);
    if (call.timedOut)
        return tr("the aliyun client did not answer within %1 s and was stopped (check the network, or give "
                  "more time with --timeout)")
            .arg(options.timeoutMs / 1000);
    const QString code = AliyunPrices::errorCode(call.standardOutput, call.standardError);
    switch (AliyunPrices::classify(call.standardOutput, call.standardError)) {
    case AliyunFailure::NotConfigured:
        *configuration = true;
        return tr("the aliyun client is not configured: run \"aliyun configure\" (an AccessKey and a default "
                  "region) and try again");
    case AliyunFailure::AuthFailed:
        *configuration = true;
        return tr("Alibaba Cloud refused the credentials (%1): check the AccessKey with \"aliyun configure\" and "
                  "that it may call ECS DescribePrice")
            .arg(code);
    case AliyunFailure::Throttled:
        *fatal = false;
        return tr("still throttled (%1) after %2 attempts").arg(code).arg(5);
    case AliyunFailure::NotOffered:
        *fatal = false;
        return tr("not offered in %1 (%2)").arg(options.region, code);
    case AliyunFailure::None:
    case AliyunFailure::Other:
        break;
    }
    *fatal = false;
    const QString firstLine = QString::fromUtf8(call.standardError).trimmed().section(QLatin1Char('\n'), 0, 0);
    return code.isEmpty() ? tr("the aliyun client failed with exit code %1: %2").arg(call.exitCode).arg(firstLine)
                          : tr("the API answered %1").arg(code);
}

QStringList zoneArgument(const FetchOptions &options)
{
    return options.zone.isEmpty() ? QStringList{} : QStringList{QStringLiteral("--ZoneId"), options.zone};
}

/** Runs every call; stops at the first failure that no later call can avoid. */
FetchResult fetch(AliyunClient &client, const FetchOptions &options, Context &context)
{
    FetchResult result;
    const int total = static_cast<int>(options.types.size()) * 3 + 1;
    int step = 0;
    const auto progress = [&](const QString &what) {
        context.err << QStringLiteral("[%1/%2] ").arg(++step).arg(total) << what << Qt::endl;
    };
    // Returns false when the whole fetch must stop.
    const auto failed = [&](const AliyunCall &call, const QString &what, bool counts) {
        bool fatal = false;
        const QString reason = describeFailure(call, options, &fatal, &result.configurationProblem);
        if (fatal) {
            result.stopReason = reason;
            return false;
        }
        if (counts)
            result.missing << QStringLiteral("%1: %2").arg(what, reason);
        else
            context.err << tr("  %1: %2").arg(what, reason) << Qt::endl;
        return true;
    };

    progress(tr("stock in %1 (DescribeAvailableResource)").arg(options.region));
    const AliyunCall stockCall = client.call(
        QStringList{QStringLiteral("ecs"), QStringLiteral("DescribeAvailableResource"), QStringLiteral("--RegionId"),
                    options.region, QStringLiteral("--DestinationResource"), QStringLiteral("InstanceType"),
                    QStringLiteral("--InstanceChargeType"), QStringLiteral("PostPaid")}
        + zoneArgument(options));
    if (stockCall.exitCode == 0) {
        QString error;
        if (auto stock = AliyunPrices::parseAvailableResource(stockCall.standardOutput, &error))
            result.stock = std::move(*stock);
        else
            context.err << tr("  stock: %1").arg(error) << Qt::endl;
    } else if (!failed(stockCall, tr("stock"), false)) {
        return result;
    }

    for (const QString &type : options.types) {
        bool offered = true;
        for (const bool monthly : {false, true}) {
            if (!offered)
                continue;
            const QString billing = monthly ? QStringLiteral("subscription-1m") : QStringLiteral("payg");
            progress(QStringLiteral("%1 %2 (DescribePrice)").arg(type, billing));
            const AliyunCall call = client.call(
                QStringList{QStringLiteral("ecs"), QStringLiteral("DescribePrice"), QStringLiteral("--RegionId"),
                            options.region, QStringLiteral("--ResourceType"), QStringLiteral("instance"),
                            QStringLiteral("--InstanceType"), type, QStringLiteral("--PriceUnit"),
                            monthly ? QStringLiteral("Month") : QStringLiteral("Hour"), QStringLiteral("--Period"),
                            QStringLiteral("1"),
                            // Many GPU families refuse the default disk category.
                            QStringLiteral("--SystemDisk.Category"), QStringLiteral("cloud_essd")}
                + zoneArgument(options));
            const QString what = QStringLiteral("%1 (%2)").arg(type, billing);
            if (call.exitCode == 0) {
                QString error;
                if (auto quote = AliyunPrices::parsePrice(call.standardOutput, &error))
                    (monthly ? result.monthly : result.payg)[type] = *quote;
                else
                    result.missing << QStringLiteral("%1: %2").arg(what, error);
                continue;
            }
            if (AliyunPrices::classify(call.standardOutput, call.standardError) == AliyunFailure::NotOffered
                && !call.timedOut && !call.cancelled) {
                offered = false;
                result.notOffered << type;
                continue;
            }
            if (!failed(call, what, true))
                return result;
        }
        if (!offered) {
            step += 2;
            continue;
        }
        progress(QStringLiteral("%1 spot (DescribeSpotPriceHistory)").arg(type));
        const AliyunCall spotCall =
            client.call(QStringList{QStringLiteral("ecs"), QStringLiteral("DescribeSpotPriceHistory"),
                                    QStringLiteral("--RegionId"), options.region, QStringLiteral("--InstanceType"),
                                    type, QStringLiteral("--NetworkType"), QStringLiteral("vpc")}
                        + zoneArgument(options));
        if (spotCall.exitCode == 0) {
            QString error;
            if (auto spot = AliyunPrices::parseSpotHistory(spotCall.standardOutput, &error))
                result.spot.insert(result.spot.end(), spot->begin(), spot->end());
            else
                context.err << tr("  %1 spot: %2").arg(type, error) << Qt::endl;
        } else if (!failed(spotCall, tr("%1 spot").arg(type), false)) {
            return result;
        }
    }
    return result;
}

/** The price file, in catalog order: PAYG rows first, then one-month subscriptions. */
QByteArray priceCsv(const FetchResult &result, const FetchOptions &options, const QString &date)
{
    QList<QStringList> rows{PriceFile::header()};
    const auto add = [&](const std::map<QString, AliyunQuote> &quotes, const QString &billing) {
        for (const QString &type : options.types) {
            const auto it = quotes.find(type);
            if (it == quotes.end())
                continue;
            // The list price: TradePrice carries this account's own discounts, which are not a list price.
            rows << QStringList{
                type, options.region, billing, QString::number(it->second.listPrice, 'g', 15), it->second.currency,
                date, priceSource};
        }
    };
    add(result.payg, QStringLiteral("payg"));
    add(result.monthly, QStringLiteral("subscription-1m"));
    return CsvWriter::toCsv(rows);
}

void printSummary(const FetchResult &result, const QStringList &types, Context &context)
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

int fetchCommand(const QStringList &args, Context &context)
{
    const auto parsed = parseArgs(args,
                                  {QStringLiteral("region"), QStringLiteral("zone"), QStringLiteral("families"),
                                   QStringLiteral("out"), QStringLiteral("aliyun"), QStringLiteral("log"),
                                   QStringLiteral("catalog"), QStringLiteral("timeout"), QStringLiteral("pace")},
                                  {QStringLiteral("all")}, context);
    if (!parsed)
        return 2;
    int code = 0;
    const auto catalog = loadCatalog(*parsed, context, code);
    if (!catalog)
        return code;
    FetchOptions options;
    options.region = parsed->value(QStringLiteral("region"));
    options.zone = parsed->value(QStringLiteral("zone"));
    options.out = parsed->value(QStringLiteral("out"));
    if (options.region.isEmpty() || options.out.isEmpty()) {
        context.err << tr("usage: gpu-advisor prices fetch --region R [--zone Z] [--families F,…|--all] --out FILE "
                          "[--aliyun PATH] [--log FILE]")
                    << Qt::endl;
        return 2;
    }
    if (!catalog->region(options.region)) {
        QStringList known;
        for (const Region &region : catalog->regions)
            known << region.id;
        context.err << tr("--region: unknown region \"%1\"; the catalog knows %2")
                           .arg(options.region, known.join(QStringLiteral(", ")))
                    << Qt::endl;
        return 2;
    }
    if (!options.zone.isEmpty() && !options.zone.startsWith(options.region + QLatin1Char('-'))) {
        context.err
            << tr("--zone: %1 is not a zone of %2 (zones are named like %2-a)").arg(options.zone, options.region)
            << Qt::endl;
        return 2;
    }
    const auto types = typesToFetch(*parsed, *catalog, context);
    const auto timeout = intOption(*parsed, QStringLiteral("timeout"), 60, 1, 3600, context);
    const auto pace = intOption(*parsed, QStringLiteral("pace"), 200, 0, 60000, context);
    if (!types || !timeout || !pace)
        return 2;
    options.types = *types;
    options.timeoutMs = *timeout * 1000;
    options.paceMs = *pace;
    options.log = parsed->has(QStringLiteral("log")) ? parsed->value(QStringLiteral("log"))
                                                     : options.out + QStringLiteral(".log.json");
    options.partial = options.out + QStringLiteral(".partial");
    for (const QString &path : {options.out, options.log, options.partial}) {
        QString error;
        if (!SafeWrite::canReplace(path, &error)) {
            context.err << error << Qt::endl;
            return 2;
        }
    }
    if (SafeWrite::sameFile(options.out, options.log)) {
        context.err << tr("--out and --log name the same file") << Qt::endl;
        return 2;
    }
    if (parsed->has(QStringLiteral("aliyun"))) {
        options.program = parsed->value(QStringLiteral("aliyun"));
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

    InterruptGuard guard;
    AliyunClient client(options.program);
    client.setTimeoutMs(options.timeoutMs);
    client.setPaceMs(options.paceMs);
    client.setCancelCheck([] { return interruptRequested != 0; });
    client.setRetryListener([&](int attempt, int waitMs) {
        context.err << tr("  throttled by the API; attempt %1 in %2 s").arg(attempt).arg(waitMs / 1000.0) << Qt::endl;
    });
    const QString date = QDate::currentDate().toString(Qt::ISODate);
    FetchResult result = fetch(client, options, context);
    const bool complete = result.stopReason.isEmpty() && result.missing.isEmpty();

    QJsonObject header{{QStringLiteral("generator"), QStringLiteral("gpu-advisor prices fetch")},
                       {QStringLiteral("region"), options.region},
                       {QStringLiteral("zone"), options.zone},
                       {QStringLiteral("complete"), complete}};
    QString error;
    if (!client.log().empty() && !SafeWrite::write(options.log, client.logJson(header), &error)) {
        context.err << tr("cannot write the log %1: %2").arg(options.log, error) << Qt::endl;
        return 1;
    }
    for (const QString &type : std::as_const(result.notOffered))
        context.err << tr("%1 is not offered in %2; no price for it").arg(type, options.region) << Qt::endl;
    const bool anyPrice = !result.payg.empty() || !result.monthly.empty();
    QString foreignCurrency;
    for (const auto *quotes : {&result.payg, &result.monthly}) {
        for (const auto &[type, quote] : *quotes) {
            if (quote.currency != catalog->currency)
                foreignCurrency = quote.currency;
        }
    }
    if (!foreignCurrency.isEmpty())
        context.err << tr("the prices are in %1 but the catalog is in %2: the price import will refuse "
                          "them (the international site quotes USD, the China site CNY)")
                           .arg(foreignCurrency, catalog->currency)
                    << Qt::endl;
    printSummary(result, options.types, context);
    if (complete && !anyPrice) {
        context.err << tr("none of the %1 instance types asked for is offered in %2; nothing was written")
                           .arg(options.types.size())
                           .arg(options.region)
                    << Qt::endl;
        return 2;
    }
    const QByteArray csv = priceCsv(result, options, date);
    if (complete) {
        if (!SafeWrite::write(options.out, csv, &error)) {
            context.err << tr("cannot write %1: %2").arg(options.out, error) << Qt::endl;
            return 1;
        }
        context.err << tr("wrote %1 prices to %2 and every request and answer to %3")
                           .arg(result.payg.size() + result.monthly.size())
                           .arg(options.out, options.log)
                    << Qt::endl;
        return 0;
    }
    // Never leave a partial list where a complete one is expected: it goes beside it, named as such.
    if (!result.stopReason.isEmpty())
        context.err << tr("stopped: %1").arg(result.stopReason) << Qt::endl;
    for (const QString &line : std::as_const(result.missing))
        context.err << tr("missing %1").arg(line) << Qt::endl;
    if (anyPrice) {
        if (!SafeWrite::write(options.partial, csv, &error)) {
            context.err << tr("cannot write %1: %2").arg(options.partial, error) << Qt::endl;
            return 1;
        }
        context.err << tr("INCOMPLETE: %1 was not written; the %2 prices fetched are in %3")
                           .arg(options.out)
                           .arg(result.payg.size() + result.monthly.size())
                           .arg(options.partial)
                    << Qt::endl;
    } else {
        context.err << tr("no price was fetched; %1 was not written").arg(options.out) << Qt::endl;
    }
    if (!client.log().empty())
        context.err << tr("every request and answer is in %1").arg(options.log) << Qt::endl;
    return 1;
}
} // namespace

int runPricesCommand(const QStringList &args, Context &context)
{
    if (args.value(0) == QLatin1String("fetch"))
        return fetchCommand(args.mid(1), context);
    if (args.value(0) == QLatin1String("import"))
        return runPricesImport(args.mid(1), context);
    context.err << tr("usage: gpu-advisor prices fetch --region R [--zone Z] [--families F,…|--all] --out FILE "
                      "[--aliyun PATH] [--log FILE]")
                << Qt::endl
                << tr("   or: gpu-advisor prices import FILE… --out FILE") << Qt::endl;
    return 2;
}

} // namespace Advisor::Cli
