// SPDX-License-Identifier: Apache-2.0
#include "models/io/aliyunclient.h"

#include "models/io/aliyunprices.h"

#include <algorithm>

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QThread>

namespace Advisor {

AliyunClient::AliyunClient(QString program)
    : m_program(std::move(program))
{ }

bool AliyunClient::sleep(int ms) const
{
    QDeadlineTimer deadline(ms);
    while (!deadline.hasExpired()) {
        if (cancelled())
            return false;
        QThread::msleep(static_cast<unsigned long>(std::min<qint64>(50, deadline.remainingTime())));
    }
    return !cancelled();
}

AliyunCall AliyunClient::runOnce(const QStringList &arguments)
{
    AliyunCall call;
    call.arguments = arguments;
    call.startedUtc = QDateTime::currentDateTimeUtc();
    QElapsedTimer clock;
    clock.start();
    QProcess process;
    // The client's own configuration and credentials stay its business: it inherits the environment.
    process.setProgram(m_program);
    process.setArguments(arguments);
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start(QIODevice::ReadOnly);
    if (!process.waitForStarted(10000)) {
        call.started = false;
        call.startError = process.errorString();
        call.milliseconds = clock.elapsed();
        return call;
    }
    process.closeWriteChannel();
    QDeadlineTimer deadline(m_timeoutMs);
    while (!process.waitForFinished(50)) {
        if (process.state() == QProcess::NotRunning)
            break;
        const bool stop = cancelled();
        if (stop || deadline.hasExpired()) {
            call.cancelled = stop;
            call.timedOut = !stop;
            process.kill();
            process.waitForFinished(5000);
            break;
        }
    }
    call.standardOutput = process.readAllStandardOutput();
    call.standardError = process.readAllStandardError();
    call.exitCode =
        process.exitStatus() == QProcess::NormalExit && !call.timedOut && !call.cancelled ? process.exitCode() : -1;
    call.milliseconds = clock.elapsed();
    return call;
}

AliyunCall AliyunClient::call(const QStringList &arguments)
{
    // Alibaba limits each API per account and second; a steady pace avoids most throttling.
    if (!m_log.empty() && !sleep(m_paceMs)) {
        AliyunCall skipped;
        skipped.arguments = arguments;
        skipped.cancelled = true;
        return skipped;
    }
    int wait = m_retryWaitMs;
    for (int attempt = 1;; ++attempt) {
        m_log.push_back(runOnce(arguments));
        const AliyunCall &last = m_log.back();
        const bool throttled = last.started && !last.timedOut && !last.cancelled && last.exitCode != 0
            && AliyunPrices::classify(last.standardOutput, last.standardError) == AliyunFailure::Throttled;
        if (!throttled || attempt >= m_maxAttempts)
            return last;
        if (m_onRetry)
            m_onRetry(attempt + 1, wait);
        if (!sleep(wait)) {
            AliyunCall stopped = last;
            stopped.cancelled = true;
            return stopped;
        }
        wait *= 2;
    }
}

QByteArray AliyunClient::logJson(const QJsonObject &header) const
{
    QJsonObject root = header;
    QJsonArray calls;
    for (const AliyunCall &call : m_log) {
        QJsonObject entry;
        entry.insert(QStringLiteral("program"), m_program);
        entry.insert(QStringLiteral("arguments"), QJsonArray::fromStringList(call.arguments));
        entry.insert(QStringLiteral("startedUtc"), call.startedUtc.toString(Qt::ISODateWithMs));
        entry.insert(QStringLiteral("milliseconds"), call.milliseconds);
        entry.insert(QStringLiteral("exitCode"), call.exitCode);
        if (!call.started)
            entry.insert(QStringLiteral("startError"), call.startError);
        if (call.timedOut)
            entry.insert(QStringLiteral("timedOut"), true);
        if (call.cancelled)
            entry.insert(QStringLiteral("cancelled"), true);
        entry.insert(QStringLiteral("stdout"), QString::fromUtf8(call.standardOutput));
        entry.insert(QStringLiteral("stderr"), QString::fromUtf8(call.standardError));
        calls.append(entry);
    }
    root.insert(QStringLiteral("calls"), calls);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace Advisor
