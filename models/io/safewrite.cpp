// SPDX-License-Identifier: Apache-2.0
#include "models/io/safewrite.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <ctime>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Advisor {

namespace {
std::optional<SafeWrite::Fault> injectedFault;

/** errno of a step, or the injected one: -1 means the step succeeded. */
int failure(SafeWrite::Step step, int result)
{
    if (injectedFault && injectedFault->step == step)
        return injectedFault->error;
    return result < 0 ? errno : -1;
}

QString systemReason(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

constexpr int suffixLength = 6; // as mkstemp's "XXXXXX"
constexpr char temporaryMark[] = "~gpu-advisor-";
constexpr int markLength = int(sizeof(temporaryMark) - 1);
constexpr int nameMax = 255; // NAME_MAX of the usual Linux file systems, in bytes

/** The target's name, cut at a character boundary so that the temporary's name stays within nameMax. */
QByteArray temporaryStem(const QByteArray &name)
{
    const int room = nameMax - 1 - markLength - suffixLength;
    if (name.size() <= room)
        return name;
    int cut = room;
    while (cut > 0 && (uchar(name.at(cut)) & 0xC0) == 0x80) // not inside a UTF-8 sequence
        --cut;
    return name.left(cut);
}

bool isSuffixCharacter(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/** ".STEM~gpu-advisor-XXXXXX" for the (encoded) file name. */
bool matchesTemporary(const QByteArray &fileName, const QByteArray &targetName)
{
    const QByteArray prefix = '.' + temporaryStem(targetName) + temporaryMark;
    if (fileName.size() != prefix.size() + suffixLength || !fileName.startsWith(prefix))
        return false;
    return std::all_of(fileName.cend() - suffixLength, fileName.cend(), isSuffixCharacter);
}

QByteArray randomSuffix()
{
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    QByteArray suffix(suffixLength, 'X');
    for (char &c : suffix)
        c = alphabet[QRandomGenerator::global()->bounded(int(sizeof(alphabet) - 1))];
    return suffix;
}

/** What a non-regular file is, for the message that refuses to replace it. */
QString specialKind(mode_t mode)
{
    if (S_ISFIFO(mode))
        return SafeWrite::tr("it is a named pipe (FIFO), not a regular file, and is left alone");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return SafeWrite::tr("it is a device, not a regular file, and is left alone");
    if (S_ISSOCK(mode))
        return SafeWrite::tr("it is a socket, not a regular file, and is left alone");
    return SafeWrite::tr("it is not a regular file and is left alone");
}

QString canonicalTarget(const QString &path)
{
    const QFileInfo info(path);
    if (info.exists())
        return info.canonicalFilePath();
    const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
    return folder.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : folder + QLatin1Char('/') + info.fileName();
}
} // namespace

void SafeWrite::setFaultForTesting(std::optional<Fault> fault)
{
    injectedFault = fault;
}

bool SafeWrite::isTemporaryOf(const QString &fileName, const QString &targetFileName)
{
    return matchesTemporary(QFile::encodeName(fileName), QFile::encodeName(targetFileName));
}

bool SafeWrite::isLegacyTemporaryOf(const QString &fileName, const QString &targetFileName)
{
    if (fileName.size() != targetFileName.size() + 1 + suffixLength || !fileName.startsWith(targetFileName)
        || fileName.at(targetFileName.size()) != QLatin1Char('.'))
        return false;
    for (qsizetype i = targetFileName.size() + 1; i < fileName.size(); ++i) {
        if (const QChar c = fileName.at(i); c.unicode() > 127 || !isSuffixCharacter(char(c.unicode())))
            return false;
    }
    return true;
}

int SafeWrite::removeStaleTemporaries(const QString &path)
{
    const QFileInfo info(path);
    const QByteArray folder = QFile::encodeName(info.absolutePath());
    const QByteArray name = QFile::encodeName(info.fileName());
    DIR *dir = ::opendir(folder.constData());
    if (!dir)
        return 0;
    const time_t now = ::time(nullptr);
    int removed = 0;
    while (const dirent *entry = ::readdir(dir)) {
        const QByteArray candidate(entry->d_name);
        if (!matchesTemporary(candidate, name))
            continue;
        const QByteArray full = folder + '/' + candidate;
        struct stat st = {};
        // Only a regular file of this user's, and only one that no write can still be filling.
        if (::lstat(full.constData(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != ::geteuid()
            || now - st.st_mtime < staleTemporarySeconds)
            continue;
        if (::unlink(full.constData()) == 0)
            ++removed;
    }
    ::closedir(dir);
    return removed;
}

bool SafeWrite::sameFile(const QString &a, const QString &b)
{
    struct stat sa = {};
    struct stat sb = {};
    if (::stat(QFile::encodeName(a).constData(), &sa) == 0 && ::stat(QFile::encodeName(b).constData(), &sb) == 0)
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
    return canonicalTarget(a) == canonicalTarget(b);
}

QString SafeWrite::temporaryFolderTemplate(const QString &prefix)
{
    return QDir::tempPath() + QLatin1Char('/') + prefix + QLatin1Char('-') + QString(suffixLength, QLatin1Char('X'));
}

int SafeWrite::removeStaleFolders(const QString &parent, const QString &prefix)
{
    const QByteArray folder = QFile::encodeName(parent);
    const QByteArray start = QFile::encodeName(prefix) + '-';
    DIR *dir = ::opendir(folder.constData());
    if (!dir)
        return 0;
    const time_t now = ::time(nullptr);
    QStringList stale;
    while (const dirent *entry = ::readdir(dir)) {
        const QByteArray name(entry->d_name);
        if (name.size() != start.size() + suffixLength || !name.startsWith(start)
            || !std::all_of(name.cend() - suffixLength, name.cend(), isSuffixCharacter))
            continue;
        struct stat st = {};
        const QByteArray full = folder + '/' + name;
        if (::lstat(full.constData(), &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == ::geteuid()
            && now - st.st_mtime >= staleFolderSeconds)
            stale << QFile::decodeName(full);
    }
    ::closedir(dir);
    int removed = 0;
    for (const QString &path : std::as_const(stale))
        removed += QDir(path).removeRecursively() ? 1 : 0;
    return removed;
}

namespace {
QString saveError(const QString &path, const QString &reason)
{
    return SafeWrite::tr("Could not save \"%1\": %2. The previous file, if any, is unchanged.")
        .arg(QDir::toNativeSeparators(path), reason);
}

struct Problem
{
    SafeWrite::Refusal kind = SafeWrite::Refusal::None;
    QString reason;
};

Problem badPath(const QString &reason)
{
    return {SafeWrite::Refusal::BadPath, reason};
}

Problem denied(const QString &reason)
{
    return {SafeWrite::Refusal::SystemDenied, reason};
}

/** A link in a shared sticky folder (/tmp) that neither we nor the folder's owner made: another user's trap. */
bool isPlantedLink(const struct stat &link, const struct stat &folder)
{
    const bool shared = (folder.st_mode & S_ISVTX) && (folder.st_mode & S_IWOTH);
    return shared && link.st_uid != ::geteuid() && link.st_uid != folder.st_uid;
}

/** Whether path may be replaced; *mode gets an existing file's permissions (0 when there is none). */
Problem targetProblem(const QString &path, mode_t *mode)
{
    *mode = 0;
    if (path.isEmpty())
        return badPath(SafeWrite::tr("no file name given"));
    const QFileInfo info(path);
    // The system's own message for a missing folder would be about a temporary name the user never
    // chose; name the folder instead, and say whether it is missing or out of reach.
    const QString folderPath = info.absolutePath();
    const QString shownFolder = QDir::toNativeSeparators(folderPath);
    const QByteArray folder = QFile::encodeName(folderPath);
    struct stat folderStat = {};
    if (const int e = failure(SafeWrite::Step::FolderLookup, ::stat(folder.constData(), &folderStat)); e >= 0) {
        if (e == ENOENT)
            return badPath(SafeWrite::tr("the folder \"%1\" does not exist").arg(shownFolder));
        if (e == ENOTDIR)
            return badPath(SafeWrite::tr("a part of \"%1\" is a file, not a folder").arg(shownFolder));
        if (e == EACCES)
            return denied(SafeWrite::tr("the folder \"%1\" cannot be reached: a folder on the way to it may "
                                        "not be opened by this user (permission denied)")
                              .arg(shownFolder));
        return denied(SafeWrite::tr("the folder \"%1\" cannot be used: %2").arg(shownFolder, systemReason(e)));
    }
    if (!S_ISDIR(folderStat.st_mode))
        return badPath(SafeWrite::tr("\"%1\" is a file, not a folder").arg(shownFolder));
    if (const int e = failure(SafeWrite::Step::FolderAccess, ::access(folder.constData(), W_OK | X_OK)); e >= 0) {
        if (e == EROFS)
            return denied(SafeWrite::tr("the folder \"%1\" is on a read-only file system").arg(shownFolder));
        return denied(
            SafeWrite::tr("this user may not write in the folder \"%1\" (%2)").arg(shownFolder, systemReason(e)));
    }
    const QByteArray target = QFile::encodeName(info.absoluteFilePath());
    struct stat link = {};
    if (::lstat(target.constData(), &link) == 0 && S_ISLNK(link.st_mode) && isPlantedLink(link, folderStat))
        return denied(SafeWrite::tr("it is a symbolic link that another user made in the shared folder \"%1\"; "
                                    "following it could overwrite someone else's file, so it is left alone")
                          .arg(shownFolder));
    struct stat existing = {};
    if (::stat(target.constData(), &existing) == 0) {
        if (S_ISDIR(existing.st_mode))
            return badPath(SafeWrite::tr("a folder of that name exists"));
        if (!S_ISREG(existing.st_mode))
            return badPath(specialKind(existing.st_mode));
        *mode = existing.st_mode & 07777;
    } else if (errno != ENOENT) {
        return denied(systemReason(errno)); // a link loop, a permission denied on the way
    }
    return {};
}
} // namespace

SafeWrite::Refusal SafeWrite::check(const QString &path, QString *error)
{
    mode_t mode = 0;
    const Problem problem = targetProblem(path, &mode);
    if (problem.kind != Refusal::None && error)
        *error = saveError(path, problem.reason);
    return problem.kind;
}

bool SafeWrite::write(const QString &path, const QByteArray &bytes, QString *error)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = saveError(path, reason);
        return false;
    };
    mode_t mode = 0;
    if (const Problem problem = targetProblem(path, &mode); problem.kind != Refusal::None)
        return fail(problem.reason);
    const QFileInfo info(path);
    // Through a symbolic link the file it points to is replaced, and the link stays a link.
    const QByteArray target =
        QFile::encodeName(info.isSymLink() && mode != 0 ? info.canonicalFilePath() : info.absoluteFilePath());

    removeStaleTemporaries(QFile::decodeName(target));
    const QFileInfo targetInfo(QFile::decodeName(target));
    const QByteArray temporaryPrefix = QFile::encodeName(targetInfo.absolutePath()) + "/."
        + temporaryStem(QFile::encodeName(targetInfo.fileName())) + temporaryMark;
    QByteArray temporary;
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
        temporary = temporaryPrefix + randomSuffix();
        // 0666 less the umask, as any new file; an existing file's permissions are copied below.
        fd = ::open(temporary.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST)
            return fail(systemReason(errno));
    }
    if (fd < 0)
        return fail(systemReason(EEXIST));
    const auto abandon = [&](int reason) {
        if (fd >= 0)
            ::close(fd);
        ::unlink(temporary.constData());
        return fail(systemReason(reason));
    };
    if (mode != 0)
        (void)::fchmod(fd, mode); // best effort, as QSaveFile: a file one does not own keeps ours

    const char *data = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t n = injectedFault && injectedFault->step == Step::Write ? -1 : ::write(fd, data, size_t(left));
        if (n < 0 && errno == EINTR && !injectedFault)
            continue;
        if (const int e = failure(Step::Write, n < 0 ? -1 : 0); e >= 0)
            return abandon(e);
        if (n == 0)
            return abandon(ENOSPC); // no progress and no error: nothing more will fit
        data += n;
        left -= n;
    }
    // Only what reached the disk may replace the old file: unsynced, the rename could reach it before the data.
    if (const int e = failure(Step::Sync, ::fsync(fd)); e >= 0)
        return abandon(e);
    const int closed = ::close(fd);
    fd = -1;
    if (const int e = failure(Step::Close, closed); e >= 0)
        return abandon(e);
    const int renamed =
        injectedFault && injectedFault->step == Step::Rename ? -1 : ::rename(temporary.constData(), target.constData());
    if (const int e = failure(Step::Rename, renamed); e >= 0)
        return abandon(e);
    // The new name itself lives in the folder: flush it too (best effort; some file systems refuse).
    const int dir = ::open(QFile::encodeName(QFileInfo(QFile::decodeName(target)).absolutePath()).constData(),
                           O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        (void)::fsync(dir);
        ::close(dir);
    }
    return true;
}

} // namespace Advisor
