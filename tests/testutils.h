// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTest>

/**
 * A file or folder of the source tree. The source folder is compiled in (tests/CMakeLists.txt), so a
 * test run by hand, outside CTest, reads the same files; one that is missing makes QFINDTESTDATA warn
 * and return an empty path, which fails the test instead of letting it pass having read nothing.
 */
inline QString sourcePath(const QString &relative)
{
    return QTest::qFindTestData(QStringLiteral(GPUADVISOR_SOURCE_DIR "/") + relative, __FILE__, __LINE__);
}

/** A file's bytes, or none when it cannot be read. */
inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/** Writes the whole file, replacing it; false unless every byte was written. */
inline bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

inline QByteArray readSourceFile(const QString &relative)
{
    QFile file(sourcePath(relative));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

#include <QDir>
#include <QStringList>

/**
 * A folder of the source tree. Never the current folder: sourcePath() of a missing folder is an empty
 * string, and QDir("") lists wherever the test runs (the build folder, with every test binary in it).
 */
inline QDir sourceDir(const QString &relative)
{
    return QDir(QStringLiteral(GPUADVISOR_SOURCE_DIR "/") + relative);
}

/**
 * The first name of a private reference note found in text users see ("sizing-math §3.2", "Seed 000",
 * "fact sheet"), or an empty string. Users are shown public sources only.
 */
inline QString internalNoteIn(const QString &text)
{
    static const QStringList markers{
        QStringLiteral("sizing-math"), QStringLiteral("Sizing-math"), QStringLiteral("Seed 0"),
        QStringLiteral("seed 0"),      QStringLiteral("seeds"),       QStringLiteral("fact sheet"),
        QStringLiteral("Fact sheet"),  QStringLiteral("Prices §"),    QStringLiteral("prices §"),
        QStringLiteral("§"),           QStringLiteral("种子文章")};
    for (const QString &m : markers) {
        if (text.contains(m))
            return m;
    }
    return {};
}

/** The example scenarios shipped in resources/scenarios/, by file name. */
inline QStringList exampleScenarioFiles()
{
    return sourceDir(QStringLiteral("resources/scenarios"))
        .entryList({QStringLiteral("*.gpuadvisor.json")}, QDir::Files, QDir::Name);
}
