// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <optional>

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace Advisor {

/**
 * Writes whole files: the bytes go to a temporary file beside the target ("NAME.XXXXXX"), which is
 * flushed to the disk and only then renamed over the target. Every write, the flush and the close are
 * checked, so a full disk, a file-size limit or an I/O error leaves the old file exactly as it was and
 * says why in the system's words ("No space left on device"). Only regular files are replaced: a
 * FIFO, a device or a socket at the path is refused, never swapped for a file.
 */
class SafeWrite
{
    Q_DECLARE_TR_FUNCTIONS(SafeWrite)

public:
    /** Returns true on success; on failure *error (if given) holds a translated, user-facing reason. */
    static bool write(const QString &path, const QByteArray &bytes, QString *error = nullptr);

    /**
     * What write() checks before writing: the folder exists, and the path is a regular file or
     * nothing. Lets a command with several outputs refuse before it writes the first.
     */
    static bool canReplace(const QString &path, QString *error = nullptr);

    /**
     * True when the two paths reach one file: the same inode when both exist, else the same
     * canonical folder and name. Commands with several outputs compare them before writing any.
     */
    static bool sameFile(const QString &a, const QString &b);

    /** True for "NAME.XXXXXX": what write() leaves beside NAME when it is killed mid-write. */
    static bool isTemporaryOf(const QString &fileName, const QString &targetFileName);

    /**
     * Tests only: the step at which the next writes fail, with which errno, as a full disk makes them
     * fail. Some file systems (NFS, quota'd ones) report ENOSPC only on fsync or close, hence the steps.
     */
    enum class Step
    {
        Write,
        Sync,
        Close,
        Rename
    };
    struct Fault
    {
        Step step = Step::Write;
        int error = 0;
    };
    static void setFaultForTesting(std::optional<Fault> fault);
};

} // namespace Advisor
