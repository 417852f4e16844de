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

#include <QDir>
#include <QStringList>

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
    return QDir(sourcePath(QStringLiteral("resources/scenarios")))
        .entryList({QStringLiteral("*.gpuadvisor.json")}, QDir::Files, QDir::Name);
}
