// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <optional>

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace Advisor {

/**
 * Writes whole files: the bytes go to a hidden temporary file beside the target
 * (".NAME~gpu-advisor-XXXXXX", the name cut short when a long one would pass the file system's
 * 255 bytes), which is flushed to the disk and only then renamed over the target. Every write, the
 * flush and the close are checked, so a full disk, a file-size limit or an I/O error leaves the old
 * file exactly as it was and says why in the system's words ("No space left on device"). Only regular
 * files are replaced: a FIFO, a device or a socket at the path is refused, never swapped for a file.
 * In a shared sticky folder such as /tmp, a symbolic link that another user planted is refused, as
 * the kernel's protected_symlinks would. A temporary left by a write that was killed is removed by
 * the next write to the same file, once it is old enough that no write can still be using it.
 */
class SafeWrite
{
    Q_DECLARE_TR_FUNCTIONS(SafeWrite)

public:
    /** Returns true on success; on failure *error (if given) holds a translated, user-facing reason. */
    static bool write(const QString &path, const QByteArray &bytes, QString *error = nullptr);

    /** Why a path cannot be written: the path itself is wrong, or the system denies it. */
    enum class Refusal
    {
        None,
        BadPath,      // no such folder, a file where a folder should be, a folder or a FIFO at the path
        SystemDenied, // no permission to reach or write in the folder, a read-only file system
    };

    /**
     * What write() checks before writing: the folder exists and may be written in, and the path is a
     * regular file or nothing. Lets a command with several outputs refuse before it writes the first;
     * the kind tells a wrong argument (exit 2) from a system that refuses (exit 1).
     */
    static Refusal check(const QString &path, QString *error = nullptr);
    static bool canReplace(const QString &path, QString *error = nullptr)
    {
        return check(path, error) == Refusal::None;
    }

    /**
     * True when the two paths reach one file: the same inode when both exist, else the same
     * canonical folder and name. Commands with several outputs compare them before writing any.
     */
    static bool sameFile(const QString &a, const QString &b);

    /** True for ".NAME~gpu-advisor-XXXXXX": what write() leaves beside NAME when it is killed mid-write. */
    static bool isTemporaryOf(const QString &fileName, const QString &targetFileName);
    /** True for "NAME.XXXXXX", what earlier versions and QSaveFile leave: only for folders of our own. */
    static bool isLegacyTemporaryOf(const QString &fileName, const QString &targetFileName);

    /** A killed write's temporary is left alone this long, so that no write still in progress loses it. */
    static constexpr int staleTemporarySeconds = 600;
    /**
     * Removes the temporaries of path (isTemporaryOf) that this user owns and that are older than
     * staleTemporarySeconds; returns how many. write() calls it; nothing else is ever touched.
     */
    static int removeStaleTemporaries(const QString &path);

    /**
     * A private folder for a writer that must build its file elsewhere first (the XLSX library):
     * "PREFIX-XXXXXX" in the temporary folder. The template is what removeStaleFolders() looks for.
     */
    static QString temporaryFolderTemplate(const QString &prefix);
    /**
     * Removes the folders of temporaryFolderTemplate(prefix) that a killed run left in parent: named
     * exactly so, owned by this user, untouched for an hour. Returns how many.
     */
    static int removeStaleFolders(const QString &parent, const QString &prefix);
    static constexpr int staleFolderSeconds = 3600;

    /**
     * Tests only: the step at which the next writes fail, with which errno, as a full disk makes them
     * fail. Some file systems (NFS, quota'd ones) report ENOSPC only on fsync or close, hence the steps.
     */
    enum class Step
    {
        FolderLookup, // the folder's stat(): EACCES when a folder above it may not be searched
        FolderAccess, // whether the folder may be written in: EACCES, EROFS
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
