// SPDX-License-Identifier: Apache-2.0
#include "models/io/aliyunfetch.h"

#include "models/io/csvwriter.h"
#include "models/io/pricefile.h"
#include "models/io/safewrite.h"
#include "models/io/savedjson.h"

#include <QFile>
#include <QJsonObject>
#include <QThread>

#include <sys/stat.h>

namespace Advisor {

AliyunFetch::AliyunFetch(AliyunFetchOptions options)
    : m_options(std::move(options))
    , m_client(m_options.program)
{
    m_client.setTimeoutMs(m_options.timeoutMs);
    m_client.setPaceMs(m_options.paceMs);
    m_client.setRetryWaitMs(m_options.retryWaitMs);
    m_client.setRetryBudgetMs(m_options.retryBudgetMs);
}

void AliyunFetch::setCancelCheck(std::function<bool()> check)
{
    m_client.setCancelCheck(std::move(check));
}

QStringList AliyunFetch::typesOf(const Catalog &catalog, const QStringList &families)
{
    QStringList types;
    for (const InstanceType &type : catalog.instanceTypes) {
        if (families.isEmpty() || families.contains(type.family))
            types << type.id;
    }
    return types;
}

QString AliyunFetch::priceSource()
{
    return QStringLiteral("Alibaba DescribePrice API");
}

QStringList AliyunFetch::zoneArgument() const
{
    return m_options.zone.isEmpty() ? QStringList{} : QStringList{QStringLiteral("--ZoneId"), m_options.zone};
}

QString AliyunFetch::describeFailure(const AliyunCall &call, bool *fatal, bool *configuration) const
{
    *fatal = true;
    *configuration = false;
    if (call.cancelled)
        return tr("interrupted");
    if (!call.started)
        return tr("the aliyun client at %1 could not be run: %2").arg(m_options.program, call.startError);
    if (call.timedOut)
        return tr("the aliyun client did not answer within %1 s and was stopped (check the network, or allow "
                  "more time)")
            .arg(m_options.timeoutMs / 1000);
    // A client that prints without end is broken: no later call would go better.
    if (call.outputLimit > 0)
        return call.outputLimitDescription();
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
        // Once the run's waiting time is spent, every later call would be throttled too: stop, keep what came.
        *fatal = call.retryBudgetSpent;
        if (call.retryBudgetSpent)
            return tr("the API kept throttling (%1), and this run's %2 s of waiting on it are spent; the prices "
                      "fetched so far are kept. Try again later, or with a longer --pace or --retry-budget")
                .arg(code)
                .arg(m_options.retryBudgetMs / 1000.0);
        return tr("still throttled (%1) after %2 attempts").arg(code).arg(m_client.maxAttempts());
    case AliyunFailure::NotOffered:
        *fatal = false;
        return tr("not offered in %1 (%2)").arg(m_options.region, code);
    case AliyunFailure::None:
    case AliyunFailure::Other:
        break;
    }
    *fatal = false;
    const QString firstLine =
        AliyunClient::redacted(QString::fromUtf8(call.standardError).trimmed().section(QLatin1Char('\n'), 0, 0));
    if (!code.isEmpty())
        return tr("the API answered %1").arg(code);
    if (call.crashSignal > 0)
        return firstLine.isEmpty() ? call.crashDescription() : tr("%1: %2").arg(call.crashDescription(), firstLine);
    return tr("the aliyun client failed with exit code %1: %2").arg(call.exitCode).arg(firstLine);
}

namespace {

/** One run's calls in order, and what they got so far. */
class FetchRun
{
public:
    using FailureDescriber = std::function<QString(const AliyunCall &call, bool *fatal, bool *configuration)>;

    FetchRun(AliyunClient &client, const AliyunFetchOptions &options, QStringList zoneArgument,
             FailureDescriber describeFailure, const AliyunFetchListener &listener)
        : m_client(client)
        , m_options(options)
        , m_zoneArgument(std::move(zoneArgument))
        , m_describeFailure(std::move(describeFailure))
        , m_listener(listener)
        // Stock first, then three calls per type, then the region's spot advice.
        , m_total(AliyunFetch::plannedCalls(static_cast<int>(options.types.size())))
    { }

    // Each returns false when the whole fetch must stop.
    bool fetchStock();
    bool fetchType(const QString &type);
    bool fetchSpotAdvice();

    AliyunFetchResult result;

private:
    void progress(const QString &what)
    {
        ++m_step;
        if (m_listener.progress)
            m_listener.progress(m_step, m_total, what);
    }
    void note(const QString &text)
    {
        if (m_listener.note)
            m_listener.note(text);
    }
    bool failed(const AliyunCall &call, const QString &what, bool counts);
    // An answer nested past the bound every reader keeps is not handed to the parser, which would build it all.
    static bool bounded(const AliyunCall &call, QString *error)
    {
        return SavedJson::checkBounds(call.standardOutput, AliyunFetch::tr("the answer"), error);
    }
    AliyunCall ecs(const QString &api, const QStringList &arguments)
    {
        return m_client.call(QStringList{QStringLiteral("ecs"), api, QStringLiteral("--RegionId"), m_options.region}
                             + arguments + m_zoneArgument);
    }
    bool fetchPrice(const QString &type, bool monthly, bool *offered);
    bool fetchSpot(const QString &type);

    AliyunClient &m_client;
    const AliyunFetchOptions &m_options;
    const QStringList m_zoneArgument;
    const FailureDescriber m_describeFailure;
    const AliyunFetchListener &m_listener;
    const int m_total;
    int m_step = 0;
};

bool FetchRun::failed(const AliyunCall &call, const QString &what, bool counts)
{
    bool fatal = false;
    const QString reason = m_describeFailure(call, &fatal, &result.configurationProblem);
    if (fatal) {
        result.stopReason = reason;
        result.cancelled = call.cancelled;
        return false;
    }
    if (counts)
        result.missing << QStringLiteral("%1: %2").arg(what, reason);
    else
        note(AliyunFetch::tr("%1: %2").arg(what, reason));
    return true;
}

bool FetchRun::fetchStock()
{
    progress(AliyunFetch::tr("stock in %1 (DescribeAvailableResource)").arg(m_options.region));
    const AliyunCall stockCall = ecs(QStringLiteral("DescribeAvailableResource"),
                                     {QStringLiteral("--DestinationResource"), QStringLiteral("InstanceType"),
                                      QStringLiteral("--InstanceChargeType"), QStringLiteral("PostPaid")});
    if (stockCall.exitCode != 0)
        return failed(stockCall, AliyunFetch::tr("stock"), false);
    QString error;
    if (auto stock = bounded(stockCall, &error) ? AliyunPrices::parseAvailableResource(stockCall.standardOutput, &error)
                                                : std::nullopt)
        result.stock = std::move(*stock);
    else
        note(AliyunFetch::tr("stock: %1").arg(error));
    return true;
}

bool FetchRun::fetchPrice(const QString &type, bool monthly, bool *offered)
{
    const QString billing = monthly ? BillingId::monthlySubscription : BillingId::payg;
    progress(QStringLiteral("%1 %2 (DescribePrice)").arg(type, billing));
    const AliyunCall call =
        ecs(QStringLiteral("DescribePrice"),
            {QStringLiteral("--ResourceType"), QStringLiteral("instance"), QStringLiteral("--InstanceType"), type,
             QStringLiteral("--PriceUnit"), monthly ? QStringLiteral("Month") : QStringLiteral("Hour"),
             QStringLiteral("--Period"), QStringLiteral("1"),
             // Many GPU families refuse the default disk category.
             QStringLiteral("--SystemDisk.Category"), QStringLiteral("cloud_essd")});
    const QString what = QStringLiteral("%1 (%2)").arg(type, billing);
    if (call.exitCode == 0) {
        QString error;
        if (auto quote = bounded(call, &error) ? AliyunPrices::parsePrice(call.standardOutput, &error) : std::nullopt)
            (monthly ? result.monthly : result.payg)[type] = *quote;
        else
            result.missing << QStringLiteral("%1: %2").arg(what, error);
        return true;
    }
    if (AliyunPrices::classify(call.standardOutput, call.standardError) == AliyunFailure::NotOffered && !call.timedOut
        && !call.cancelled) {
        *offered = false;
        result.notOffered << type;
        return true;
    }
    return failed(call, what, true);
}

bool FetchRun::fetchSpot(const QString &type)
{
    progress(QStringLiteral("%1 spot (DescribeSpotPriceHistory)").arg(type));
    const AliyunCall spotCall =
        ecs(QStringLiteral("DescribeSpotPriceHistory"),
            {QStringLiteral("--InstanceType"), type, QStringLiteral("--NetworkType"), QStringLiteral("vpc")});
    if (spotCall.exitCode != 0)
        return failed(spotCall, AliyunFetch::tr("%1 spot").arg(type), false);
    QString error;
    if (auto spot =
            bounded(spotCall, &error) ? AliyunPrices::parseSpotHistory(spotCall.standardOutput, &error) : std::nullopt)
        result.spot.insert(result.spot.end(), spot->begin(), spot->end());
    else
        note(AliyunFetch::tr("%1 spot: %2").arg(type, error));
    return true;
}

bool FetchRun::fetchType(const QString &type)
{
    bool offered = true;
    for (const bool monthly : {false, true}) {
        if (!offered)
            continue;
        if (!fetchPrice(type, monthly, &offered))
            return false;
    }
    if (!offered) {
        m_step += 2;
        return true;
    }
    return fetchSpot(type);
}

bool FetchRun::fetchSpotAdvice()
{
    // One call answers for every type of the region: the 30-day average discount and interruption band.
    progress(AliyunFetch::tr("spot advice in %1 (DescribeSpotAdvice)").arg(m_options.region));
    const AliyunCall adviceCall = ecs(QStringLiteral("DescribeSpotAdvice"), {});
    if (adviceCall.exitCode != 0)
        return failed(adviceCall, AliyunFetch::tr("spot advice"), false);
    QString error;
    if (auto advice = bounded(adviceCall, &error) ? AliyunPrices::parseSpotAdvice(adviceCall.standardOutput, &error)
                                                  : std::nullopt) {
        for (const AliyunSpotAdvice &a : *advice) {
            if (m_options.types.contains(a.instanceType))
                result.spotAdvice.push_back(a);
        }
    } else {
        note(AliyunFetch::tr("spot advice: %1").arg(error));
    }
    return true;
}

} // namespace

AliyunFetchResult AliyunFetch::run(const AliyunFetchListener &listener)
{
    m_client.setRetryListener(listener.retry);
    FetchRun fetch(
        m_client, m_options, zoneArgument(),
        [this](const AliyunCall &call, bool *fatal, bool *configuration) {
            return describeFailure(call, fatal, configuration);
        },
        listener);
    if (!fetch.fetchStock())
        return std::move(fetch.result);
    for (const QString &type : m_options.types) {
        if (!fetch.fetchType(type))
            return std::move(fetch.result);
    }
    fetch.fetchSpotAdvice();
    return std::move(fetch.result);
}

QByteArray AliyunFetch::logJson(const AliyunFetchResult &result, const QString &generator) const
{
    const QJsonObject header{{QStringLiteral("generator"), generator},
                             {QStringLiteral("region"), m_options.region},
                             {QStringLiteral("zone"), m_options.zone},
                             {QStringLiteral("complete"), result.complete()}};
    return m_client.logJson(header);
}

bool AliyunFetch::writeLog(const QString &path, const QByteArray &log, QString *error)
{
    // SafeWrite gives a new file 0666 less the umask and a replaced one the old file's permissions:
    // narrow both, so that the log is never readable by others, not even between the write and a chmod.
    const QByteArray name = QFile::encodeName(path);
    struct stat existing = {};
    if (::stat(name.constData(), &existing) == 0 && S_ISREG(existing.st_mode))
        (void)::chmod(name.constData(), S_IRUSR | S_IWUSR); // best effort: another's file keeps its own
    // The umask is the whole process's: it is narrowed for this one write and given back at once.
    const mode_t umask = ::umask(S_IRWXG | S_IRWXO);
    const bool written = SafeWrite::write(path, log, error);
    ::umask(umask);
    if (written)
        (void)::chmod(name.constData(), S_IRUSR | S_IWUSR);
    return written;
}

QByteArray AliyunFetch::priceCsv(const AliyunFetchResult &result, const AliyunFetchOptions &options,
                                 const QString &date)
{
    std::map<QString, AliyunSpotAdvice> advice; // type -> the zone kept, for types with a PAYG price
    for (const auto &[key, a] : AliyunPrices::bestSpotAdvice(result.spotAdvice, options.zone)) {
        if (result.payg.count(a.instanceType) > 0)
            advice.emplace(a.instanceType, a);
    }
    // The interruption column is only there when spot rows are: a file of list prices keeps its seven columns.
    QStringList head = PriceFile::header();
    if (!advice.empty())
        head << PriceFile::interruptionHeader();
    QList<QStringList> rows{head};
    const auto add = [&](const QString &type, const QString &billing, double amount, const QString &currency,
                         const QString &source, const QString &band) {
        QStringList row{type, options.region, billing, QString::number(amount, 'g', 15), currency, date, source};
        if (!advice.empty())
            row << band;
        rows << row;
    };
    const auto addQuotes = [&](const std::map<QString, AliyunQuote> &quotes, const QString &billing) {
        for (const QString &type : options.types) {
            const auto it = quotes.find(type);
            // The list price: TradePrice carries this account's own discounts, which are not a list price.
            if (it != quotes.end())
                add(type, billing, it->second.listPrice, it->second.currency, priceSource(), {});
        }
    };
    addQuotes(result.payg, BillingId::payg);
    addQuotes(result.monthly, BillingId::monthlySubscription);
    for (const QString &type : options.types) {
        const auto it = advice.find(type);
        if (it == advice.end())
            continue;
        const AliyunQuote &payg = result.payg.at(type);
        // AverageSpotDiscount is the 30-day average spot price as a percentage of pay-as-you-go.
        const double average = payg.listPrice * it->second.averageDiscountPercent / 100.0;
        add(type, BillingId::spot, average, payg.currency, AliyunPrices::spotSource(it->second),
            it->second.interruptionBand);
    }
    return CsvWriter::toCsv(rows);
}

AliyunFetchJob::AliyunFetchJob(AliyunFetchOptions options, QObject *parent)
    : QObject(parent)
    , m_fetch(std::move(options))
{
    m_fetch.setCancelCheck([this] { return m_cancel.load(); });
}

AliyunFetchJob::~AliyunFetchJob()
{
    if (m_thread) {
        m_cancel = true;
        m_thread->wait();
        delete m_thread;
    }
}

void AliyunFetchJob::start()
{
    if (m_thread)
        return;
    m_cancel = false;
    // The blocking fetch runs on its own thread; what it reports is queued to this object's thread.
    m_thread = QThread::create([this] {
        AliyunFetchListener listener;
        listener.progress = [this](int step, int total, const QString &what) {
            QMetaObject::invokeMethod(
                this, [this, step, total, what] { emit progress(step, total, what); }, Qt::QueuedConnection);
        };
        listener.note = [this](const QString &text) {
            QMetaObject::invokeMethod(
                this, [this, text] { emit note(text); }, Qt::QueuedConnection);
        };
        listener.retry = [this](int attempt, int waitMs) {
            const QString text = tr("throttled by the API; attempt %1 in %2 s").arg(attempt).arg(waitMs / 1000.0);
            QMetaObject::invokeMethod(
                this, [this, text] { emit note(text); }, Qt::QueuedConnection);
        };
        m_result = m_fetch.run(listener);
    });
    connect(m_thread, &QThread::finished, this, [this] {
        m_thread->deleteLater();
        m_thread = nullptr;
        emit finished();
    });
    m_thread->start();
}

void AliyunFetchJob::cancel()
{
    m_cancel = true;
}

bool AliyunFetchJob::isRunning() const
{
    return m_thread != nullptr;
}

QByteArray AliyunFetchJob::logJson(const QString &generator) const
{
    return m_fetch.logJson(m_result, generator);
}

} // namespace Advisor
