// SPDX-License-Identifier: Apache-2.0
#include "tests/testutils.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTest>

/**
 * Issue 20: the project is Apache-2.0. Every source file says so in its first lines (the files
 * tools/add-spdx.sh marks: keep the two lists alike), and the licence files of the package agree.
 */
class TestLicence : public QObject
{
    Q_OBJECT

private slots:
    void everySourceFileCarriesTheSpdxLine();
    void packageFilesNameTheLicence();
};

namespace {

const QByteArray spdxTag = "SPDX-License-Identifier: Apache-2.0";

/** Relative path with '/' separators: is it a file tools/add-spdx.sh marks? */
bool needsSpdx(const QString &path)
{
    static const QRegularExpression cpp(QStringLiteral("^(app|ui|models|tests|tools)/.+\\.(cpp|h)$"));
    static const QRegularExpression cmake(QStringLiteral("(^|/)CMakeLists\\.txt$|\\.cmake$"));
    static const QRegularExpression shell(
        QStringLiteral("^\\.ci/run$|^\\.ci/.+\\.sh$|^(packaging|resources|tools)/.+\\.sh$|^dev\\.sh$"));
    if (path.startsWith(QLatin1String("tests/data/")) || path.startsWith(QLatin1String("tests/fuzz/corpus/")))
        return false;
    return cpp.match(path).hasMatch() || cmake.match(path).hasMatch() || shell.match(path).hasMatch();
}

/** A build folder (any folder with a CMakeCache.txt) or version control: not sources. */
bool skippedFolder(const QFileInfo &dir)
{
    return dir.fileName() == QLatin1String(".git")
        || QFileInfo::exists(dir.filePath() + QStringLiteral("/CMakeCache.txt"));
}

void collect(const QDir &root, const QString &relative, QStringList &out)
{
    const QDir dir(root.filePath(relative));
    for (const QFileInfo &info :
         dir.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden, QDir::Name)) {
        const QString path = relative.isEmpty() ? info.fileName() : relative + u'/' + info.fileName();
        if (info.isDir()) {
            if (!skippedFolder(info) && !info.isSymLink())
                collect(root, path, out);
        } else if (needsSpdx(path)) {
            out << path;
        }
    }
}

} // namespace

void TestLicence::everySourceFileCarriesTheSpdxLine()
{
    const QString rootPath = sourcePath(QStringLiteral("CMakeLists.txt"));
    QVERIFY(!rootPath.isEmpty());
    const QDir root = QFileInfo(rootPath).absoluteDir();
    QStringList files;
    collect(root, QString(), files);
    // The walk must have found the tree: C++, CMake and scripts alike.
    for (const char *known : {"app/main.cpp", "tests/app/tst_licence.cpp", "CMakeLists.txt", "ui/CMakeLists.txt",
                              "cmake/ProjectOptions.cmake", ".ci/run", "dev.sh", "packaging/ci-package.sh"})
        QVERIFY2(files.contains(QLatin1String(known)), known);
    QVERIFY2(files.size() > 200, qPrintable(QString::number(files.size())));

    QStringList missing;
    for (const QString &path : files) {
        QFile file(root.filePath(path));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        QList<QByteArray> lines = file.read(4096).split('\n');
        // The first line, or the second after a shebang.
        int at = !lines.isEmpty() && lines.front().startsWith("#!") ? 1 : 0;
        const QByteArray prefix = path.endsWith(QLatin1String(".cpp")) || path.endsWith(QLatin1String(".h"))
            ? QByteArray("// ")
            : QByteArray("# ");
        if (lines.size() <= at || lines.at(at).trimmed() != prefix + spdxTag)
            missing << path;
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("no SPDX line (run tools/add-spdx.sh): ") + missing.join(QStringLiteral(", "))));
}

void TestLicence::packageFilesNameTheLicence()
{
    const QByteArray licence = readSourceFile(QStringLiteral("LICENSE"));
    QVERIFY(licence.contains("Apache License"));
    QVERIFY(licence.contains("Version 2.0, January 2004"));

    const QByteArray copyright = readSourceFile(QStringLiteral("packaging/debian/copyright"));
    QVERIFY(copyright.startsWith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"));
    QVERIFY(copyright.contains("Files: *\n"));
    QVERIFY(copyright.contains("License: Apache-2.0\n"));

    const QByteArray metainfo = readSourceFile(QStringLiteral("packaging/invalid.example.GpuAdvisor.metainfo.xml"));
    QVERIFY(metainfo.contains("<project_license>Apache-2.0</project_license>"));

    const QByteArray notices = readSourceFile(QStringLiteral("THIRD-PARTY-NOTICES"));
    for (const char *part : {"Qt 6", "LGPL-3.0", "nlohmann/json", "Niels Lohmann", "DejaVu Sans", "Noto Sans CJK SC"})
        QVERIFY2(notices.contains(part), part);

    const QByteArray cpack = readSourceFile(QStringLiteral("packaging/CPackConfig.cmake"));
    QVERIFY(cpack.contains("CPACK_RESOURCE_FILE_LICENSE"));
    QVERIFY(cpack.contains("THIRD-PARTY-NOTICES"));
}

QTEST_GUILESS_MAIN(TestLicence)
#include "tst_licence.moc"
