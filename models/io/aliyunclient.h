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
    bool started = true;   // false: the program could not be run at all
    bool timedOut = false; // killed after the timeout
    bool cancelled = false;
    QByteArray standardOutput;
    QByteArray standardError;
    QString startError; // why it could not be run, in the system's words
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
    explicit AliyunClient(QString program);

    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    void setPaceMs(int ms) { m_paceMs = ms; }
    /** The first wait after a throttled call; it doubles for each retry. */
    void setRetryWaitMs(int ms) { m_retryWaitMs = ms; }
    void setMaxAttempts(int n) { m_maxAttempts = n; }
    /** Polled while waiting: true stops the running call and every wait at once. */
    void setCancelCheck(std::function<bool()> check) { m_cancelled = std::move(check); }
    /** Told of each retry: the attempt about to be made and the wait before it. */
    void setRetryListener(std::function<void(int attempt, int waitMs)> listener) { m_onRetry = std::move(listener); }

    /** Runs `aliyun ARGS…`, retrying throttled calls; every attempt is appended to log(). */
    AliyunCall call(const QStringList &arguments);

    const std::vector<AliyunCall> &log() const { return m_log; }
    bool cancelled() const { return m_cancelled && m_cancelled(); }

    /** The log as JSON: each request's arguments and the raw output, byte for byte as text. */
    QByteArray logJson(const QJsonObject &header) const;

private:
    AliyunCall runOnce(const QStringList &arguments);
    bool sleep(int ms) const; // false when cancelled meanwhile

    QString m_program;
    int m_timeoutMs = 60000;
    int m_paceMs = 200;
    int m_retryWaitMs = 1000;
    int m_maxAttempts = 5;
    std::function<bool()> m_cancelled;
    std::function<void(int, int)> m_onRetry;
    std::vector<AliyunCall> m_log;
};

} // namespace Advisor
