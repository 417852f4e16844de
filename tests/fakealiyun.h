// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "tests/testutils.h"

#include <QDir>
#include <QFile>
#include <QString>

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

} // namespace FakeAliyun
