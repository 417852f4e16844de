// SPDX-License-Identifier: Apache-2.0
#include "models/io/aliyunclient.h"

#include "models/io/aliyunprices.h"

#include <algorithm>
#include <csignal>

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QThread>

#include <signal.h>
#include <unistd.h>

namespace Advisor {

namespace {

/** Stops the client and everything it started (its process group). */
void killProcessGroup(QProcess &process)
{
    // Only while QProcess has not reaped it: until then its pid, and so its group id, cannot be reused.
    if (process.state() == QProcess::NotRunning)
        return;
    if (const qint64 pid = process.processId(); pid > 0)
        ::kill(-static_cast<pid_t>(pid), SIGKILL);
    process.kill();
}

/** The exit code or crash signal, unless the client was stopped here (its end then says nothing). */
void recordExit(const QProcess &process, AliyunCall &call)
{
    const bool stoppedHere = call.timedOut || call.cancelled || call.outputLimit > 0;
    if (process.exitStatus() == QProcess::NormalExit && !stoppedHere)
        call.exitCode = process.exitCode();
    else if (process.exitStatus() == QProcess::CrashExit && !stoppedHere)
        call.crashSignal = process.exitCode(); // on Unix, the signal that ended it
}

} // namespace

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
    const qint64 budget = std::max<qint64>(0, m_maxTotalOutput - m_outputSoFar);
    const qint64 limit = std::min(m_maxCallOutput, budget);
    QProcess process;
    // The client's own configuration and credentials stay its business: it inherits the environment.
    process.setProgram(m_program);
    process.setArguments(arguments);
    process.setProcessChannelMode(QProcess::SeparateChannels);
    // Its own process group, so that stopping it stops whatever it started too: nothing is left running.
    process.setChildProcessModifier([] { ::setpgid(0, 0); });
    const auto stop = [&process] { killProcessGroup(process); };
    qint64 printed = 0;
    // Read as it arrives, so what is held is at most the limit and one pipe's worth, whatever is printed.
    const auto take = [&](const QByteArray &chunk, QByteArray &into) {
        if (call.outputLimit > 0)
            return;
        if (chunk.size() > limit - printed) {
            into.append(chunk.first(limit - printed));
            printed = limit;
            call.outputLimit = limit;
            call.limitInAll = limit < m_maxCallOutput;
            stop();
            return;
        }
        into.append(chunk);
        printed += chunk.size();
    };
    QObject::connect(&process, &QProcess::readyReadStandardOutput,
                     [&] { take(process.readAllStandardOutput(), call.standardOutput); });
    QObject::connect(&process, &QProcess::readyReadStandardError,
                     [&] { take(process.readAllStandardError(), call.standardError); });
    // A process that outlived the waits below is killed by ~QProcess, which may still read: not into take.
    const auto disconnect = qScopeGuard([&process] { QObject::disconnect(&process, nullptr, nullptr, nullptr); });
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
        if (call.outputLimit > 0) {
            process.waitForFinished(5000);
            break;
        }
        const bool cancel = cancelled();
        if (cancel || deadline.hasExpired()) {
            call.cancelled = cancel;
            call.timedOut = !cancel;
            stop();
            process.waitForFinished(5000);
            break;
        }
    }
    take(process.readAllStandardOutput(), call.standardOutput);
    take(process.readAllStandardError(), call.standardError);
    m_outputSoFar += printed;
    recordExit(process, call);
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
        if (m_retryWaitedMs + wait > m_retryBudgetMs) {
            m_log.back().retryBudgetSpent = true;
            return m_log.back();
        }
        m_retryWaitedMs += wait;
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
        if (call.crashSignal > 0)
            entry.insert(QStringLiteral("signal"), call.crashSignal);
        if (call.outputLimit > 0)
            entry.insert(QStringLiteral("stoppedAfterBytes"), call.outputLimit);
        entry.insert(QStringLiteral("stdout"), redacted(QString::fromUtf8(call.standardOutput)));
        entry.insert(QStringLiteral("stderr"), redacted(QString::fromUtf8(call.standardError)));
        calls.append(entry);
    }
    root.insert(QStringLiteral("calls"), calls);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

namespace {
/** The usual name of a signal that ends a program; a number is all the rest get. */
QString signalName(int signal)
{
    struct Name
    {
        int signal;
        const char *name;
    };
    static const Name names[] = {{SIGHUP, "SIGHUP"},   {SIGINT, "SIGINT"},   {SIGQUIT, "SIGQUIT"}, {SIGILL, "SIGILL"},
                                 {SIGTRAP, "SIGTRAP"}, {SIGABRT, "SIGABRT"}, {SIGBUS, "SIGBUS"},   {SIGFPE, "SIGFPE"},
                                 {SIGKILL, "SIGKILL"}, {SIGUSR1, "SIGUSR1"}, {SIGSEGV, "SIGSEGV"}, {SIGUSR2, "SIGUSR2"},
                                 {SIGPIPE, "SIGPIPE"}, {SIGALRM, "SIGALRM"}, {SIGTERM, "SIGTERM"}, {SIGXCPU, "SIGXCPU"},
                                 {SIGXFSZ, "SIGXFSZ"}, {SIGSYS, "SIGSYS"}};
    for (const Name &n : names) {
        if (n.signal == signal)
            return QString::fromLatin1(n.name);
    }
    return {};
}
} // namespace

QString AliyunCall::crashDescription() const
{
    if (crashSignal <= 0)
        return {};
    const QString name = signalName(crashSignal);
    return name.isEmpty()
        ? AliyunClient::tr("the aliyun client was killed by signal %1").arg(crashSignal)
        : AliyunClient::tr("the aliyun client was killed by signal %1 (%2)").arg(crashSignal).arg(name);
}

QString AliyunCall::outputLimitDescription() const
{
    if (outputLimit <= 0)
        return {};
    const QString mib = QString::number(double(outputLimit) / (1024.0 * 1024.0), 'g', 3);
    return limitInAll
        ? AliyunClient::tr("the aliyun client printed more than %1 MiB in all calls together; stopped it").arg(mib)
        : AliyunClient::tr("the aliyun client printed more than %1 MiB; stopped it").arg(mib);
}

QString AliyunClient::redacted(QString text)
{
    static const QString mark = QStringLiteral("[redacted]");
    // Alibaba's AccessKey IDs: "LTAI" and 12 to 30 letters and digits.
    static const QRegularExpression id(QStringLiteral("(?<![A-Za-z0-9])LTAI[A-Za-z0-9]{12,30}(?![A-Za-z0-9])"));
    // A secret is 30 letters and digits, named by its key in the client's debug output and configuration.
    static const QRegularExpression secret(
        QStringLiteral("(access[_-]?key[_-]?secret|secret[_-]?access[_-]?key)([\"']?\\s*[:=]\\s*[\"']?)"
                       "[A-Za-z0-9+/]{20,}"),
        QRegularExpression::CaseInsensitiveOption);
    text.replace(id, mark);
    text.replace(secret, QStringLiteral("\\1\\2") + mark);
    return text;
}

} // namespace Advisor
