// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/io/aliyunclient.h"
#include "models/io/aliyunprices.h"

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <vector>

#include <QObject>
#include <QStringList>

class QThread;

namespace Advisor {

struct AliyunFetchOptions
{
    QString region;
    QString zone; // optional
    QStringList types;
    QString program; // the aliyun client
    int timeoutMs = 60000;
    int paceMs = 200;
    int retryWaitMs = 1000;
    qint64 retryBudgetMs = 120000; // the whole run's waiting on throttling
};

/** What a fetch got, and why it stopped early if it did. */
struct AliyunFetchResult
{
    std::map<QString, AliyunQuote> payg;    // instance type ->
    std::map<QString, AliyunQuote> monthly; // instance type ->
    QStringList notOffered;                 // types the region does not sell
    QStringList missing;                    // "type (billing): reason", the calls that failed
    std::vector<AliyunSpotPrice> spot;
    std::vector<AliyunSpotAdvice> spotAdvice;
    std::vector<AliyunStock> stock;
    QString stopReason; // empty unless the whole fetch had to stop
    bool configurationProblem = false;
    bool cancelled = false; // the user stopped it

    bool complete() const { return stopReason.isEmpty() && missing.isEmpty(); }
    int priceCount() const { return int(payg.size() + monthly.size()); }
    bool anyPrice() const { return priceCount() > 0; }
};

/** What a running fetch tells about itself; every member is optional. */
struct AliyunFetchListener
{
    std::function<void(int step, int total, const QString &what)> progress;
    std::function<void(const QString &text)> note; // a call that failed without stopping the fetch
    std::function<void(int attempt, int waitMs)> retry;
};

/**
 * One fetch of list prices (pay-as-you-go and one month), spot prices, spot advice and stock for a
 * region from the user's own `aliyun` client: the calls in order, paced, throttled calls retried, and
 * what was got kept when a call fails or the user cancels. The CLI and the GUI both run this, so
 * both ask the same questions and read the answers the same way. run() blocks; AliyunFetchJob runs
 * it off the GUI thread.
 */
class AliyunFetch
{
    Q_DECLARE_TR_FUNCTIONS(AliyunFetch)

public:
    explicit AliyunFetch(AliyunFetchOptions options);

    /** Polled while waiting: true stops the running call and the fetch, keeping what was got. */
    /** How many calls run() makes: stock, three per type, the region's spot advice. */
    static int plannedCalls(int types) { return types * 3 + 2; }
    void setCancelCheck(std::function<bool()> check);
    AliyunFetchResult run(const AliyunFetchListener &listener = {});

    const AliyunFetchOptions &options() const { return m_options; }
    const AliyunClient &client() const { return m_client; }
    /** Every request and answer (AccessKeys redacted), with the fetch's own facts in front. */
    QByteArray logJson(const AliyunFetchResult &result, const QString &generator) const;
    /**
     * Writes a log as SafeWrite writes any file, but readable by the user alone (0600): the answers
     * describe the account. An existing log at the path is narrowed to 0600 first.
     */
    static bool writeLog(const QString &path, const QByteArray &log, QString *error);

    /** The catalog's instance types of these families (every family when empty), in catalog order. */
    static QStringList typesOf(const Catalog &catalog, const QStringList &families);
    /** The source every fetched row names. */
    static QString priceSource();
    /**
     * The price file (the price import's format), in the order of options.types: PAYG rows, then
     * one-month subscriptions, then spot rows where spot advice came back.
     */
    static QByteArray priceCsv(const AliyunFetchResult &result, const AliyunFetchOptions &options, const QString &date);

private:
    QString describeFailure(const AliyunCall &call, bool *fatal, bool *configuration) const;
    QStringList zoneArgument() const;

    AliyunFetchOptions m_options;
    AliyunClient m_client;
};

/**
 * AliyunFetch on a worker thread, for a window that must stay responsive: progress comes as
 * signals in the owner's thread, cancel() stops the running call at once and keeps what was got.
 */
class AliyunFetchJob : public QObject
{
    Q_OBJECT

public:
    explicit AliyunFetchJob(AliyunFetchOptions options, QObject *parent = nullptr);
    ~AliyunFetchJob() override; // cancels a running fetch and waits for it

    void start();
    void cancel();
    bool isRunning() const;
    /** Valid once finished() was emitted. */
    const AliyunFetchResult &result() const { return m_result; }
    QByteArray logJson(const QString &generator) const;
    const AliyunFetchOptions &options() const { return m_fetch.options(); }

signals:
    void progress(int step, int total, const QString &what);
    void note(const QString &text);
    void finished();

private:
    AliyunFetch m_fetch;
    AliyunFetchResult m_result;
    std::atomic_bool m_cancel{false};
    QThread *m_thread = nullptr;
};

} // namespace Advisor
