#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

/** The project's source folder (set by CTest), so tests find tests/data from a fresh clone. */
inline QString sourcePath(const QString &relative)
{
    return qEnvironmentVariable("GPUADVISOR_SOURCE_DIR") + QLatin1Char('/') + relative;
}

inline QByteArray readSourceFile(const QString &relative)
{
    QFile file(sourcePath(relative));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}
