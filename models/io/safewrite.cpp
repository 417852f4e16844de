// SPDX-License-Identifier: Apache-2.0
#include "models/io/safewrite.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace Advisor {

bool SafeWrite::write(const QString &path, const QByteArray &bytes, QString *error)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = tr("Could not save \"%1\": %2. The previous file, if any, is unchanged.")
                         .arg(QDir::toNativeSeparators(path), reason);
        return false;
    };
    if (path.isEmpty())
        return fail(tr("no file name given"));
    const QFileInfo info(path);
    // QSaveFile's own message for a missing folder is "No such file or directory" about a temporary
    // name the user never chose; name the folder instead.
    const QFileInfo folder(info.absolutePath());
    if (!folder.exists())
        return fail(tr("the folder \"%1\" does not exist").arg(QDir::toNativeSeparators(folder.filePath())));
    if (!folder.isDir())
        return fail(tr("\"%1\" is a file, not a folder").arg(QDir::toNativeSeparators(folder.filePath())));
    if (info.isDir())
        return fail(tr("a folder of that name exists"));

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return fail(reason.isEmpty() ? tr("the disk may be full") : reason);
    }
    if (!file.commit())
        return fail(file.errorString().isEmpty() ? tr("the disk may be full") : file.errorString());
    return true;
}

} // namespace Advisor
