// SPDX-License-Identifier: Apache-2.0
#include "models/io/safewrite.h"

#include <cerrno>
#include <cstring>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

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

constexpr int suffixLength = 6; // the "XXXXXX" of QSaveFile and mkstemp, so old leftovers match too

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
    if (fileName.size() != targetFileName.size() + 1 + suffixLength || !fileName.startsWith(targetFileName)
        || fileName.at(targetFileName.size()) != QLatin1Char('.'))
        return false;
    for (qsizetype i = targetFileName.size() + 1; i < fileName.size(); ++i) {
        const QChar c = fileName.at(i);
        if (!(c.isDigit() || (c >= QLatin1Char('a') && c <= QLatin1Char('z'))
              || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))))
            return false;
    }
    return true;
}

bool SafeWrite::sameFile(const QString &a, const QString &b)
{
    struct stat sa = {};
    struct stat sb = {};
    if (::stat(QFile::encodeName(a).constData(), &sa) == 0 && ::stat(QFile::encodeName(b).constData(), &sb) == 0)
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
    return canonicalTarget(a) == canonicalTarget(b);
}

namespace {
QString saveError(const QString &path, const QString &reason)
{
    return SafeWrite::tr("Could not save \"%1\": %2. The previous file, if any, is unchanged.")
        .arg(QDir::toNativeSeparators(path), reason);
}

/** Whether path may be replaced; *mode gets an existing file's permissions (0 when there is none). */
std::optional<QString> targetProblem(const QString &path, mode_t *mode)
{
    *mode = 0;
    if (path.isEmpty())
        return SafeWrite::tr("no file name given");
    const QFileInfo info(path);
    // The system's own message for a missing folder would be about a temporary name the user never
    // chose; name the folder instead.
    const QFileInfo folder(info.absolutePath());
    if (!folder.exists())
        return SafeWrite::tr("the folder \"%1\" does not exist").arg(QDir::toNativeSeparators(folder.filePath()));
    if (!folder.isDir())
        return SafeWrite::tr("\"%1\" is a file, not a folder").arg(QDir::toNativeSeparators(folder.filePath()));
    struct stat existing = {};
    if (::stat(QFile::encodeName(info.absoluteFilePath()).constData(), &existing) == 0) {
        if (S_ISDIR(existing.st_mode))
            return SafeWrite::tr("a folder of that name exists");
        if (!S_ISREG(existing.st_mode))
            return specialKind(existing.st_mode);
        *mode = existing.st_mode & 07777;
    } else if (errno != ENOENT) {
        return systemReason(errno); // a link loop, a permission denied on the way
    }
    return std::nullopt;
}
} // namespace

bool SafeWrite::canReplace(const QString &path, QString *error)
{
    mode_t mode = 0;
    const std::optional<QString> problem = targetProblem(path, &mode);
    if (problem && error)
        *error = saveError(path, *problem);
    return !problem;
}

bool SafeWrite::write(const QString &path, const QByteArray &bytes, QString *error)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = saveError(path, reason);
        return false;
    };
    mode_t mode = 0;
    if (const std::optional<QString> problem = targetProblem(path, &mode))
        return fail(*problem);
    const QFileInfo info(path);
    // Through a symbolic link the file it points to is replaced, and the link stays a link.
    const QByteArray target =
        QFile::encodeName(info.isSymLink() && mode != 0 ? info.canonicalFilePath() : info.absoluteFilePath());

    QByteArray temporary;
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
        temporary = target + '.' + randomSuffix();
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
