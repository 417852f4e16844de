// SPDX-License-Identifier: Apache-2.0
#include "models/io/boundedread.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <QFile>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Advisor {

namespace {
QString tooLarge(const QString &path, qint64 maxBytes)
{
    return BoundedRead::tr("%1: larger than the %2 MiB limit for this kind of file")
        .arg(path)
        .arg(double(maxBytes) / (1024.0 * 1024.0), 0, 'f', 1);
}

QString notRegular(const QString &path, mode_t mode)
{
    if (S_ISDIR(mode))
        return BoundedRead::tr("%1: is a folder, not a file").arg(path);
    if (S_ISFIFO(mode))
        return BoundedRead::tr("%1: is a named pipe (FIFO), not a regular file").arg(path);
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return BoundedRead::tr("%1: is a device, not a regular file").arg(path);
    return BoundedRead::tr("%1: is not a regular file").arg(path);
}
} // namespace

std::optional<QByteArray> BoundedRead::read(const QString &path, qint64 maxBytes, QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (path.isEmpty())
        return fail(tr("no file name given"));
    if (path.startsWith(QLatin1Char(':'))) { // compiled into the program: in memory, but still bounded
        QFile resource(path);
        if (!resource.open(QIODevice::ReadOnly))
            return fail(tr("%1: file not found").arg(path));
        // read(n) reserves n bytes first: ask for the resource's own size, not the limit.
        QByteArray data = resource.read(std::min(resource.size(), maxBytes) + 1);
        if (data.size() > maxBytes)
            return fail(tooLarge(path, maxBytes));
        return data;
    }
    // O_NONBLOCK: opening a FIFO without a writer would otherwise wait forever, before fstat can refuse it.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        const int e = errno;
        if (e == ENOENT)
            return fail(tr("%1: file not found").arg(path));
        return fail(tr("%1: cannot be opened: %2").arg(path, QString::fromLocal8Bit(std::strerror(e))));
    }
    struct stat info = {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        const mode_t mode = info.st_mode;
        ::close(fd);
        return fail(notRegular(path, mode));
    }
    QByteArray data;
    qint64 chunk = 64 * 1024;
    for (;;) {
        const qint64 have = data.size();
        if (have > maxBytes) {
            ::close(fd);
            return fail(tooLarge(path, maxBytes));
        }
        // One byte past the limit tells "exactly at the limit" from "larger".
        const qint64 want = std::min(chunk, maxBytes + 1 - have);
        data.resize(have + want);
        const ssize_t n = ::read(fd, data.data() + have, size_t(want));
        if (n < 0 && errno == EINTR) {
            data.resize(have);
            continue;
        }
        if (n < 0) {
            const int e = errno;
            ::close(fd);
            return fail(tr("%1: cannot be read: %2").arg(path, QString::fromLocal8Bit(std::strerror(e))));
        }
        data.resize(have + n);
        if (n == 0)
            break;
        chunk = std::min<qint64>(chunk * 2, 4 * 1024 * 1024);
    }
    ::close(fd);
    return data;
}

} // namespace Advisor
