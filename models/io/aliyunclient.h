// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <functional>
#include <vector>

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Advisor {

/** One run of the `aliyun` client, kept whole so that every figure can be audited later. */
struct AliyunCall
{
    QStringList arguments; // without the program
    QDateTime startedUtc;
    qint64 milliseconds = 0;
    int exitCode = -1;
    int crashSignal = 0;   // the signal that ended the client when it crashed or was killed by someone else
    bool started = true;   // false: the program could not be run at all
    bool timedOut = false; // killed after the timeout
    bool cancelled = false;
    qint64 outputLimit = 0;        // > 0: the client printed more than this many bytes, and was stopped
    bool limitInAll = false;       // the limit was what was left of every call's together, not one call's
    bool retryBudgetSpent = false; // throttled, and the run's time for waiting on throttling is used up
    QByteArray standardOutput;
    QByteArray standardError;
    QString startError; // why it could not be run, in the system's words

    /** "the aliyun client was killed by signal 9 (SIGKILL)" when it crashed, else empty. */
    QString crashDescription() const;
    /** "the aliyun client printed more than 8 MiB; stopped it" when it was stopped for that, else empty. */
    QString outputLimitDescription() const;
};

/**
 * Runs the user's own `aliyun` client directly (never through a shell, so no argument is ever
 * interpreted), one call at a time, with a pause between calls and retries when the API says it is
 * throttling. It never sees or stores credentials: the client reads its own configuration.
 */
class AliyunClient
{
    Q_DECLARE_TR_FUNCTIONS(AliyunClient)

public:
    /**
     * What one call may print on both streams before the client is stopped. The largest answer asked
     * for, DescribeAvailableResource for a whole region, takes some 200 bytes per type and zone as the
     * client prints it (tests/data/aliyun), so a region of 10 zones selling 800 types each would print
     * under 2 MB: an estimate, with four times that as room.
     */
    static constexpr qint64 maxCallOutputBytes = 8 * 1024 * 1024;
    /**
     * What every call of one client may print together, since all of it is held for the log: 200 KB
     * for each of the some 320 calls that a fetch of every type in the catalog makes (three per type).
     */
    static constexpr qint64 maxTotalOutputBytes = 64 * 1024 * 1024;

    explicit AliyunClient(QString program);

    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    void setPaceMs(int ms) { m_paceMs = ms; }
    /** The first wait after a throttled call; it doubles for each retry. */
    void setRetryWaitMs(int ms) { m_retryWaitMs = ms; }
    void setMaxAttempts(int n) { m_maxAttempts = n; }
    int maxAttempts() const { return m_maxAttempts; }
    /**
     * How long one run may wait on throttling in all, over every call: endless throttling would
     * otherwise cost about 15 s a call, over an hour for every type. Once spent, a throttled call is
     * returned as it is, marked retryBudgetSpent.
     */
    void setRetryBudgetMs(qint64 ms) { m_retryBudgetMs = ms; }
    /** Tests only: smaller bounds than maxCallOutputBytes and maxTotalOutputBytes. */
    void setOutputLimits(qint64 perCall, qint64 total)
    {
        m_maxCallOutput = perCall;
        m_maxTotalOutput = total;
    }
    /** Polled while waiting: true stops the running call and every wait at once. */
    void setCancelCheck(std::function<bool()> check) { m_cancelled = std::move(check); }
    /** Told of each retry: the attempt about to be made and the wait before it. */
    void setRetryListener(std::function<void(int attempt, int waitMs)> listener) { m_onRetry = std::move(listener); }

    /** Runs `aliyun ARGS…`, retrying throttled calls; every attempt is appended to log(). */
    AliyunCall call(const QStringList &arguments);

    const std::vector<AliyunCall> &log() const { return m_log; }
    bool cancelled() const { return m_cancelled && m_cancelled(); }

    /**
     * The log as JSON: each request's arguments and its output as UTF-8 text (bytes that are not
     * UTF-8 become U+FFFD), with AccessKey IDs and secrets replaced by redacted().
     */
    QByteArray logJson(const QJsonObject &header) const;

    /**
     * The text with anything AccessKey-like replaced by "[redacted]": IDs (LTAI and 12 to 30 letters
     * and digits) and the value after a key such as AccessKeySecret or access_key_secret. A client
     * prints them in debug output and in some errors; the log is kept, and may be passed on.
     */
    static QString redacted(QString text);

private:
    AliyunCall runOnce(const QStringList &arguments);
    bool sleep(int ms) const; // false when cancelled meanwhile

    QString m_program;
    int m_timeoutMs = 60000;
    int m_paceMs = 200;
    int m_retryWaitMs = 1000;
    int m_maxAttempts = 5;
    qint64 m_retryBudgetMs = 120000;
    qint64 m_retryWaitedMs = 0;
    qint64 m_maxCallOutput = maxCallOutputBytes;
    qint64 m_maxTotalOutput = maxTotalOutputBytes;
    qint64 m_outputSoFar = 0;
    std::function<bool()> m_cancelled;
    std::function<void(int, int)> m_onRetry;
    std::vector<AliyunCall> m_log;
};

} // namespace Advisor
