// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "tests/testutils.h"

#include <QDir>
#include <QFile>
#include <QString>
#include <QTextStream>

/**
 * The fake `aliyun` client (tests/data/aliyun/fake-aliyun): it answers as the real one does, or fails
 * in one of its ways when FAKE_ALIYUN_MODE asks it to, and counts its calls in a state folder.
 */
namespace FakeAliyun {

inline QString program()
{
    return sourcePath(QStringLiteral("tests/data/aliyun/fake-aliyun"));
}

/** A fresh fake for the next test: its call count and list in `stateFolder` cleared, and no failure asked for. */
inline void reset(const QString &stateFolder)
{
    for (const char *file : {"count", "calls"})
        QFile::remove(QDir(stateFolder).filePath(QLatin1String(file)));
    qputenv("FAKE_ALIYUN_STATE", stateFolder.toLocal8Bit());
    for (const char *name : {"FAKE_ALIYUN_MODE", "FAKE_ALIYUN_SPELLING", "FAKE_ALIYUN_FAIL_AFTER",
                             "FAKE_ALIYUN_NOT_OFFERED", "FAKE_ALIYUN_CURRENCY", "FAKE_ALIYUN_LIST_PRICE"})
        qunsetenv(name);
}

/** Ways a client goes wrong that the fake does not know; misbehaving() writes a client for each. */
enum class Misbehaviour
{
    EndlessOutput,    // prints to standard output until it is stopped
    EndlessErrors,    // the same on standard error
    HugeOutput,       // prints 100 MB, then ends as if all were well
    ChildOutlivesIt,  // starts a child that would outlive it (its pid in STATE/child), then hangs
    KilledBySignal,   // ends by SIGKILL, as the kernel's OOM killer ends it
    PrintsAccessKeys, // prints an AccessKey ID and secrets on standard error, then answers as the fake
    HangsUp,          // sends its caller SIGHUP, as a closed terminal does, then hangs
    AnswersTooDeep    // answers JSON nested a million levels deep (2 MB), and ends as if all were well
};

/**
 * A client, written into folder, that misbehaves as asked from the call after FAKE_ALIYUN_FAIL_AFTER
 * (from the first when it is not set); before that it is the fake. It counts its calls in the fake's
 * state folder as the fake does.
 */
inline QString misbehaving(const QString &folder, Misbehaviour how)
{
    QString body;
    switch (how) {
    case Misbehaviour::EndlessOutput:
        body = QStringLiteral("exec yes '{\"RequestId\": \"0F8A2B6C\", \"endless\": true}'\n");
        break;
    case Misbehaviour::EndlessErrors:
        body = QStringLiteral("exec yes 'ERROR: SDK.ServerError' >&2\n");
        break;
    case Misbehaviour::HugeOutput:
        body = QStringLiteral("head -c 100000000 /dev/zero | tr '\\000' x\nexit 0\n");
        break;
    case Misbehaviour::ChildOutlivesIt:
        body = QStringLiteral("sleep 300 &\necho $! > \"$FAKE_ALIYUN_STATE/child\"\nexec sleep 60\n");
        break;
    case Misbehaviour::KilledBySignal:
        body = QStringLiteral("echo 'fatal error: runtime: out of memory' >&2\nkill -KILL $$\n");
        break;
    case Misbehaviour::PrintsAccessKeys:
        body = QStringLiteral("echo 'DEBUG credential: AccessKeyId=LTAI5tQk2Xb7RvNw9Jp3HsYd' >&2\n"
                              "echo 'DEBUG \"AccessKeySecret\": \"k3Jd9sLq0PzWx7VbN2mRt5YcHf8GaE\"' >&2\n"
                              "echo 'DEBUG access_key_secret = Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0LzX' >&2\n"
                              "exec '%1' \"$@\"\n")
                   .arg(program());
        break;
    case Misbehaviour::AnswersTooDeep:
        body = QStringLiteral("printf '{\"PriceInfo\": '\nhead -c 1000000 /dev/zero | tr '\\000' '['\n"
                              "head -c 1000000 /dev/zero | tr '\\000' ']'\nprintf '}'\nexit 0\n");
        break;
    case Misbehaviour::HangsUp:
        body = QStringLiteral("kill -HUP \"$PPID\"\nexec sleep 30\n");
        break;
    }
    const QString path = QDir(folder).filePath(QStringLiteral("misbehaving-aliyun"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    QTextStream script(&file);
    // The calls up to FAKE_ALIYUN_FAIL_AFTER are the fake's own answers.
    script << "#!/bin/sh\n"
           << "state=${FAKE_ALIYUN_STATE:-/tmp}\n"
           << "count=$(cat \"$state/count\" 2>/dev/null || echo 0)\n"
           << "if [ \"$count\" -lt \"${FAKE_ALIYUN_FAIL_AFTER:-0}\" ]; then exec '" << program() << "' \"$@\"; fi\n";
    if (how != Misbehaviour::PrintsAccessKeys) // the fake counts that one itself
        script << "echo $((count + 1)) > \"$state/count\"\n";
    script << body;
    script.flush();
    file.close();
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    return path;
}

/** True when no process has this pid any more, or only its zombie, which runs nothing. */
inline bool processGone(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray line = stat.readAll();
    // "PID (NAME) STATE …": the name may hold spaces and parentheses, the state follows the last ")".
    const qsizetype close = line.lastIndexOf(')');
    return close < 0 || line.mid(close + 2, 1) == "Z";
}

} // namespace FakeAliyun
