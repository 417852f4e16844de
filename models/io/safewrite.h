// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace Advisor {

/**
 * Writes whole files through QSaveFile: the bytes go to a temporary file beside the target, which
 * replaces the target only when everything was written. A failure (read-only folder, full disk,
 * a path whose folder does not exist) leaves the old file exactly as it was and says why.
 */
class SafeWrite
{
    Q_DECLARE_TR_FUNCTIONS(SafeWrite)

public:
    /** Returns true on success; on failure *error (if given) holds a translated, user-facing reason. */
    static bool write(const QString &path, const QByteArray &bytes, QString *error = nullptr);
};

} // namespace Advisor
