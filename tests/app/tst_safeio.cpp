// SPDX-License-Identifier: Apache-2.0
// Nothing lost, nothing hangs: the one writer commits only what fully reached the disk and never
// replaces a special file; the one reader refuses what is not a regular file and reads no more than
// its limit; the command line refuses outputs that would overwrite each other or an input.
#include "models/catalog/catalogloader.h"
#include "models/io/boundedread.h"
#include "models/io/pricefile.h"
#include "models/io/safewrite.h"
#include "models/scenario/modelconfigimport.h"
#include "models/scenario/scenarioio.h"
#include "tests/clirun.h"
#include "tests/testutils.h"

#include <cerrno>
#include <csignal>
#include <cstring>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace Advisor;

namespace {
// Unlike readAll(), an unreadable file reads as a marker, so it never equals an expected empty file.
QByteArray fileContents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

bool writeRaw(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/** What else is in the folder besides the named files: a leftover temporary would show here. */
QStringList othersIn(const QString &folder, const QStringList &expected)
{
    QStringList names = QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QString &e : expected)
        names.removeAll(e);
    return names;
}

mode_t modeOf(const QString &path)
{
    struct stat st = {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_mode : 0;
}

QString systemText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

/** Lowers the file-size limit (and ignores SIGXFSZ) while in scope: writes past it fail with EFBIG. */
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        ::getrlimit(RLIMIT_FSIZE, &m_saved);
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit lowered = m_saved;
        lowered.rlim_cur = bytes;
        m_ok = ::setrlimit(RLIMIT_FSIZE, &lowered) == 0;
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_saved);
        std::signal(SIGXFSZ, m_handler);
    }
    bool ok() const { return m_ok; }

private:
    rlimit m_saved = {};
    void (*m_handler)(int) = nullptr;
    bool m_ok = false;
};

QString scenarioFile()
{
    return sourcePath(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json"));
}
} // namespace

class TestSafeIo : public QObject
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(m_dir.isValid()); }
    void cleanup() { SafeWrite::setFaultForTesting(std::nullopt); }

    void fullDiskNeverCommits_data()
    {
        QTest::addColumn<int>("step");
        QTest::newRow("write") << int(SafeWrite::Step::Write);
        QTest::newRow("fsync") << int(SafeWrite::Step::Sync);
        QTest::newRow("close") << int(SafeWrite::Step::Close);
        QTest::newRow("rename") << int(SafeWrite::Step::Rename);
    }

    void fullDiskNeverCommits()
    {
        QFETCH(int, step);
        const QString folder = m_dir.filePath(QStringLiteral("full-%1").arg(step));
        QVERIFY(QDir().mkpath(folder));
        const QString path = folder + QStringLiteral("/table.csv");
        QVERIFY(writeRaw(path, "the good old file\n"));
        SafeWrite::setFaultForTesting(SafeWrite::Fault{SafeWrite::Step(step), ENOSPC});
        QString error;
        QVERIFY(!SafeWrite::write(path, QByteArray(100000, 'x'), &error));
        QCOMPARE(fileContents(path), QByteArray("the good old file\n"));
        QVERIFY2(error.contains(systemText(ENOSPC)), qPrintable(error)); // "No space left on device"
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(othersIn(folder, {QStringLiteral("table.csv")}), QStringList()); // no temporary left
    }

    void fileSizeLimitFailsTheWriteForReal()
    {
        // A real failing write(2), not an injected one: past RLIMIT_FSIZE the kernel returns EFBIG,
        // just as a full disk returns ENOSPC after a short write.
        const QString path = m_dir.filePath(QStringLiteral("limited.json"));
        QVERIFY(writeRaw(path, "{\"old\": true}\n"));
        QString error;
        {
            FileSizeLimit limit(4096);
            QVERIFY(limit.ok());
            QVERIFY(!SafeWrite::write(path, QByteArray(64 * 1024, ' '), &error));
        }
        QCOMPARE(fileContents(path), QByteArray("{\"old\": true}\n"));
        QVERIFY2(error.contains(systemText(EFBIG)), qPrintable(error));
        QCOMPARE(othersIn(m_dir.path(), {QStringLiteral("limited.json")}).filter(QStringLiteral("limited")),
                 QStringList());
    }

    void exportThatCannotWriteExitsOneAndKeepsTheOldFile()
    {
        const QString csv = m_dir.filePath(QStringLiteral("export.csv"));
        QVERIFY(writeRaw(csv, "previous export\n"));
        CliRun r;
        {
            FileSizeLimit limit(64); // the comparison table is several KiB
            QVERIFY(limit.ok());
            r = runCli(
                {QStringLiteral("export"), QStringLiteral("--scenario"), scenarioFile(), QStringLiteral("--csv"), csv});
        }
        QCOMPARE(r.code, 1);
        QVERIFY2(!r.out.contains(QStringLiteral("wrote")), qPrintable(r.out));
        QVERIFY2(r.err.contains(systemText(EFBIG)), qPrintable(r.err));
        QCOMPARE(fileContents(csv), QByteArray("previous export\n"));
    }

    void workbookThatCannotBeWrittenKeepsTheOldOne()
    {
        // A full disk at each step of the safe write: exit 1, the reason in the system's words, the old
        // workbook as it was, no temporary left beside it.
        const QString xlsx = m_dir.filePath(QStringLiteral("report.xlsx"));
        for (const SafeWrite::Step step :
             {SafeWrite::Step::Write, SafeWrite::Step::Sync, SafeWrite::Step::Close, SafeWrite::Step::Rename}) {
            QVERIFY(writeRaw(xlsx, "previous workbook\n"));
            SafeWrite::setFaultForTesting(SafeWrite::Fault{step, ENOSPC});
            const CliRun r = runCli({QStringLiteral("export"), QStringLiteral("--scenario"), scenarioFile(),
                                     QStringLiteral("--xlsx"), xlsx});
            SafeWrite::setFaultForTesting(std::nullopt);
            QCOMPARE(r.code, 1);
            QVERIFY2(!r.out.contains(QStringLiteral("wrote")), qPrintable(r.out));
            QVERIFY2(r.err.contains(systemText(ENOSPC)), qPrintable(r.err));
            QCOMPARE(fileContents(xlsx), QByteArray("previous workbook\n"));
            QCOMPARE(othersIn(m_dir.path(), {QStringLiteral("report.xlsx")}).filter(QStringLiteral("report.xlsx")),
                     QStringList());
        }
        // Without the fault the same command replaces it with a workbook (a ZIP file).
        const CliRun r = runCli(
            {QStringLiteral("export"), QStringLiteral("--scenario"), scenarioFile(), QStringLiteral("--xlsx"), xlsx});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(fileContents(xlsx).startsWith("PK\x03\x04"));
    }

    void workbookNamesItsTemporaryFolderAndSweepsKilledOnes()
    {
        const QString tmp = m_dir.filePath(QStringLiteral("tmpdir"));
        QVERIFY(QDir().mkpath(tmp));
        const QByteArray savedTmp = qgetenv("TMPDIR");
        qputenv("TMPDIR", QFile::encodeName(tmp));
        const auto restore = qScopeGuard([&] { qputenv("TMPDIR", savedTmp); });
        // A killed export's folder, and names that only look like one.
        const QStringList folders = {QStringLiteral("gpu-advisor-xlsx-Ab12Cd"), QStringLiteral("gpu-advisor-xlsx-mine"),
                                     QStringLiteral("gpu-advisor-Ab12Cd"), QStringLiteral("gpu-advisor-xlsx-Fresh1")};
        for (const QString &name : folders) {
            QVERIFY(QDir(tmp).mkpath(name + QStringLiteral("/xl")));
            QVERIFY(writeRaw(tmp + QLatin1Char('/') + name + QStringLiteral("/xl/workbook.xml"), "<x/>"));
            if (name == QLatin1String("gpu-advisor-xlsx-Fresh1"))
                continue;
            const timeval past[2] = {{::time(nullptr) - 2 * 3600, 0}, {::time(nullptr) - 2 * 3600, 0}};
            QCOMPARE(::utimes(QFile::encodeName(tmp + QLatin1Char('/') + name).constData(), past), 0);
        }
        const QString xlsx = m_dir.filePath(QStringLiteral("book.xlsx"));
        QVERIFY(writeRaw(xlsx, "previous workbook\n"));
        CliRun r;
        {
            FileSizeLimit limit(2048); // the library's own files in TMPDIR pass it first
            QVERIFY(limit.ok());
            r = runCli({QStringLiteral("export"), QStringLiteral("--scenario"), scenarioFile(),
                        QStringLiteral("--xlsx"), xlsx});
        }
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(tmp) && r.err.contains(systemText(EFBIG)), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("ZIP_")), qPrintable(r.err));
        QCOMPARE(fileContents(xlsx), QByteArray("previous workbook\n"));
        QStringList left = QDir(tmp).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        left.sort();
        QStringList expected = folders.mid(1);
        expected.sort();
        QCOMPARE(left, expected); // the failed export's own folder is gone too
    }

    void aWorkbookThatCannotBeBuiltIsSaidOnceInOurWords()
    {
        // The shipped program, its file-size limit too small for the workbook in TMPDIR: the library's
        // own "[ERROR] … Zip ZIP_ERRNO error" lines stay out of the user's terminal; the folder is named.
        const QString tmp = m_dir.filePath(QStringLiteral("small-tmp"));
        QVERIFY(QDir().mkpath(tmp));
        const QString xlsx = m_dir.filePath(QStringLiteral("quiet.xlsx"));
        QVERIFY(writeRaw(xlsx, "previous workbook\n"));
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TMPDIR"), tmp);
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_dir.path());
        process.setProcessEnvironment(env);
        process.start(QStringLiteral("/bin/sh"),
                      {QStringLiteral("-c"), QStringLiteral("trap '' XFSZ; ulimit -f 4; exec \"$0\" \"$@\""),
                       QStringLiteral(GPUADVISOR_BINARY), QStringLiteral("export"), QStringLiteral("--scenario"),
                       scenarioFile(), QStringLiteral("--xlsx"), xlsx});
        QVERIFY(process.waitForStarted());
        QVERIFY(process.waitForFinished(60000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(err.contains(QStringLiteral("temporary folder %1").arg(tmp)) && err.contains(systemText(EFBIG)),
                 qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("ZIP_")) && !err.contains(QStringLiteral("[ERROR]")), qPrintable(err));
        QCOMPARE(err.count(systemText(EFBIG)), 1);
        QCOMPARE(fileContents(xlsx), QByteArray("previous workbook\n"));
    }

    void exportOnAServerPrintsNoQtNoise()
    {
        // Issue 47: a server (or cron, or a container) has no XDG_RUNTIME_DIR; Qt's start-up warned about it
        // on stderr in English, though export never uses it. The shipped program, as such a user runs it.
        const QString csv = m_dir.filePath(QStringLiteral("server.csv"));
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(GPUADVISOR_BINARY),
                      {QStringLiteral("export"), QStringLiteral("--scenario"), scenarioFile(), QStringLiteral("--csv"),
                       csv, QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QVERIFY(process.waitForStarted());
        QVERIFY(process.waitForFinished(60000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QCOMPARE(process.exitCode(), 0);
        QVERIFY2(!err.contains(QStringLiteral("XDG_RUNTIME_DIR")) && !err.contains(QStringLiteral("QStandardPaths")),
                 qPrintable(err));
        QVERIFY(QFileInfo(csv).size() > 0);
    }

    void specialFilesAreNeverReplaced()
    {
        const QString fifo = m_dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QString error;
        QVERIFY(!SafeWrite::write(fifo, "data", &error));
        QVERIFY2(S_ISFIFO(modeOf(fifo)), "the FIFO was replaced by a file");
        QVERIFY2(error.contains(QStringLiteral("FIFO")), qPrintable(error));
        // As root, /dev/full would have been replaced by a regular file.
        QVERIFY(!SafeWrite::write(QStringLiteral("/dev/full"), "data", &error));
        QVERIFY(S_ISCHR(modeOf(QStringLiteral("/dev/full"))));
        QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
        const CliRun r = runCli({QStringLiteral("export"), QStringLiteral("--scenario"), scenarioFile(),
                                 QStringLiteral("--csv"), QStringLiteral("/dev/full")});
        QCOMPARE(r.code, 2); // a device is no place for a table: the argument is wrong
        QVERIFY(S_ISCHR(modeOf(QStringLiteral("/dev/full"))));
    }

    void aLinkKeepsPointingAtTheReplacedFile()
    {
        const QString real = m_dir.filePath(QStringLiteral("real.json"));
        const QString link = m_dir.filePath(QStringLiteral("link.json"));
        QVERIFY(writeRaw(real, "old"));
        QVERIFY(QFile::link(real, link));
        QVERIFY(SafeWrite::write(link, "new"));
        QVERIFY(S_ISLNK(modeOf(link)));
        QCOMPARE(fileContents(real), QByteArray("new"));
    }

    void theLongestLegalNamesCanBeWritten()
    {
        // 255 bytes is what ext4, xfs and tmpfs allow; the temporary beside it must not need more.
        const QString ascii = QString(251, QLatin1Char('a')) + QStringLiteral(".csv");
        const QString chinese = QString(83, QChar(0x62A5)) + QStringLiteral(".csv"); // 83 × 3 bytes + 4
        for (const QString &name : {ascii, chinese}) {
            QVERIFY(QFile::encodeName(name).size() >= 253);
            const QString path = m_dir.filePath(name);
            QString error;
            QVERIFY2(SafeWrite::write(path, "first", &error), qPrintable(error));
            QVERIFY2(SafeWrite::write(path, "second", &error), qPrintable(error));
            QCOMPARE(fileContents(path), QByteArray("second"));
            QCOMPARE(othersIn(m_dir.path(), {name}).filter(QStringLiteral("gpu-advisor")), QStringList());
        }
        const QString csv = m_dir.filePath(ascii);
        const CliRun r = runCli(
            {QStringLiteral("export"), QStringLiteral("--scenario"), scenarioFile(), QStringLiteral("--csv"), csv});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(fileContents(csv).size() > 100);
    }

    void aKilledWritesTemporaryIsSweptByTheNextWrite()
    {
        const QString name = QString(235, QLatin1Char('k')) + QStringLiteral(".json"); // its temporary needs cutting
        const QString folder = m_dir.filePath(QStringLiteral("killed"));
        QVERIFY(QDir().mkpath(folder));
        const QString path = folder + QLatin1Char('/') + name;
        QVERIFY(writeRaw(path, "old"));
        // A child killed by SIGXFSZ in the middle of its write leaves its temporary behind, as a crash would.
        const pid_t child = ::fork();
        if (child == 0) {
            rlimit limit = {4096, 4096};
            ::setrlimit(RLIMIT_FSIZE, &limit);
            std::signal(SIGXFSZ, SIG_DFL);
            SafeWrite::write(path, QByteArray(1 << 20, 'x'));
            ::_exit(0);
        }
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFSIGNALED(status) && WTERMSIG(status) == SIGXFSZ);
        const QStringList leftovers = othersIn(folder, {name});
        QCOMPARE(leftovers.size(), 1);
        QVERIFY2(SafeWrite::isTemporaryOf(leftovers.first(), name), qPrintable(leftovers.first()));
        QCOMPARE(fileContents(path), QByteArray("old"));
        // Files of the user's that merely look alike are never touched, however old.
        const QStringList users = {name + QStringLiteral(".backup"), name + QStringLiteral(".Ab3xYz"),
                                   QStringLiteral("notes.txt")};
        for (const QString &user : users)
            QVERIFY(writeRaw(folder + QLatin1Char('/') + user, "mine"));
        const auto age = [&](const QString &file, int seconds) {
            const QByteArray bytes = QFile::encodeName(folder + QLatin1Char('/') + file);
            const timeval past[2] = {{::time(nullptr) - seconds, 0}, {::time(nullptr) - seconds, 0}};
            return ::utimes(bytes.constData(), past) == 0;
        };
        for (const QString &user : users)
            QVERIFY(age(user, 86400));
        // A fresh temporary may be another write in progress: the next write leaves it alone.
        QVERIFY(SafeWrite::write(path, "new"));
        QCOMPARE(othersIn(folder, QStringList{name} + users), leftovers);
        // Once it is older than any write takes, it goes, and only it.
        QVERIFY(age(leftovers.first(), SafeWrite::staleTemporarySeconds + 60));
        QVERIFY(SafeWrite::write(path, "newer"));
        QCOMPARE(othersIn(folder, QStringList{name} + users), QStringList());
        for (const QString &user : users)
            QCOMPARE(fileContents(folder + QLatin1Char('/') + user), QByteArray("mine"));
        QCOMPARE(fileContents(path), QByteArray("newer"));
    }

    void aLinkPlantedInASharedFolderIsRefused()
    {
        // Needs a link owned by another user, which only root can make here.
        if (::geteuid() != 0)
            QSKIP("making a symbolic link owned by another user needs root");
        const QString shared = m_dir.filePath(QStringLiteral("shared-tmp"));
        QVERIFY(QDir().mkpath(shared));
        QCOMPARE(::chmod(QFile::encodeName(shared).constData(), 01777), 0);
        const QString victim = m_dir.filePath(QStringLiteral("victims-thesis.tex"));
        QVERIFY(writeRaw(victim, "years of work"));
        const QString trap = shared + QStringLiteral("/report.csv");
        QVERIFY(QFile::link(victim, trap));
        QCOMPARE(::lchown(QFile::encodeName(trap).constData(), 65534, 65534), 0);
        QString error;
        QVERIFY(!SafeWrite::write(trap, "table", &error));
        QVERIFY2(error.contains(QStringLiteral("symbolic link")) && error.contains(shared), qPrintable(error));
        QCOMPARE(fileContents(victim), QByteArray("years of work"));
        const CliRun r = runCli(
            {QStringLiteral("export"), QStringLiteral("--scenario"), scenarioFile(), QStringLiteral("--csv"), trap});
        QCOMPARE(r.code, 1);
        QCOMPARE(fileContents(victim), QByteArray("years of work"));
        // A link of one's own there is followed as before, as the kernel's rule allows.
        QCOMPARE(::lchown(QFile::encodeName(trap).constData(), 0, 0), 0);
        QVERIFY2(SafeWrite::write(trap, "table", &error), qPrintable(error));
        QCOMPARE(fileContents(victim), QByteArray("table"));
    }

    void permissionProblemsExitOneAndNameTheFolder_data()
    {
        QTest::addColumn<int>("step");
        QTest::addColumn<int>("error");
        QTest::addColumn<QString>("says");
        QTest::newRow("a folder above may not be searched")
            << int(SafeWrite::Step::FolderLookup) << EACCES << QStringLiteral("cannot be reached");
        QTest::newRow("the folder may not be written in")
            << int(SafeWrite::Step::FolderAccess) << EACCES << systemText(EACCES);
        QTest::newRow("read-only file system")
            << int(SafeWrite::Step::FolderAccess) << EROFS << QStringLiteral("read-only file system");
    }

    void permissionProblemsExitOneAndNameTheFolder()
    {
        // Root passes every permission check, so the system's answer is injected at the step that asks it.
        QFETCH(int, step);
        QFETCH(int, error);
        QFETCH(QString, says);
        const QString folder = m_dir.filePath(QStringLiteral("locked"));
        QVERIFY(QDir().mkpath(folder));
        const QString csv = folder + QStringLiteral("/table.csv");
        SafeWrite::setFaultForTesting(SafeWrite::Fault{SafeWrite::Step(step), error});
        for (const QString &command : {QStringLiteral("export"), QStringLiteral("prices-import")}) {
            const QStringList args = command == QLatin1String("export")
                ? QStringList{QStringLiteral("export"), QStringLiteral("--scenario"), scenarioFile(),
                              QStringLiteral("--csv"), csv}
                : QStringList{QStringLiteral("prices"),
                              QStringLiteral("import"),
                              sourcePath(QStringLiteral("tests/data/aliyun/describeprice-detailinfo.json")),
                              QStringLiteral("--type"),
                              QStringLiteral("ecs.gn7i-c8g1.2xlarge"),
                              QStringLiteral("--region"),
                              QStringLiteral("cn-hangzhou"),
                              QStringLiteral("--billing"),
                              QStringLiteral("payg"),
                              QStringLiteral("--out"),
                              csv};
            const CliRun r = runCli(args);
            QVERIFY2(r.code == 1, qPrintable(command + QStringLiteral(": ") + r.err));
            QVERIFY2(r.err.contains(says, Qt::CaseInsensitive), qPrintable(r.err));
            QVERIFY2(r.err.contains(folder), qPrintable(r.err));
            QVERIFY2(!r.err.contains(QStringLiteral("does not exist")), qPrintable(r.err));
        }
        SafeWrite::setFaultForTesting(std::nullopt);
        QVERIFY(!QFile::exists(csv));
        // A folder that is really missing is a wrong argument, exit 2, and is called missing.
        const CliRun r = runCli({QStringLiteral("export"), QStringLiteral("--scenario"), scenarioFile(),
                                 QStringLiteral("--csv"), m_dir.filePath(QStringLiteral("missing/table.csv"))});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("does not exist")), qPrintable(r.err));
    }

    void readerRefusesWhatIsNotARegularFile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("says");
        QTest::newRow("/dev/zero") << "/dev/zero"
                                   << "is a device";
        QTest::newRow("/dev/urandom") << "/dev/urandom"
                                      << "is a device";
        QTest::newRow("fifo") << "FIFO"
                              << "named pipe (FIFO)";
        QTest::newRow("folder") << "FOLDER"
                                << "is a folder";
        QTest::newRow("link loop") << "LOOP" << systemText(ELOOP);
    }

    void readerRefusesWhatIsNotARegularFile()
    {
        QFETCH(QString, path);
        QFETCH(QString, says);
        if (path == QLatin1String("FIFO")) {
            path = m_dir.filePath(QStringLiteral("reader-pipe"));
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else if (path == QLatin1String("FOLDER")) {
            path = m_dir.path();
        } else if (path == QLatin1String("LOOP")) {
            path = m_dir.filePath(QStringLiteral("loop-a"));
            QVERIFY(QFile::link(m_dir.filePath(QStringLiteral("loop-b")), path));
            QVERIFY(QFile::link(path, m_dir.filePath(QStringLiteral("loop-b"))));
        }
        QElapsedTimer clock;
        clock.start();
        QString error;
        QVERIFY(!BoundedRead::read(path, 1024 * 1024, &error));
        QVERIFY2(error.contains(says), qPrintable(error));
        QVERIFY2(!error.contains(QStringLiteral("not found")), qPrintable(error));
        // Every loader goes through it: none hangs on the FIFO or runs out of memory on /dev/zero.
        QString importError;
        QVERIFY(!ModelConfigImport::fromFile(path, &importError));
        QVERIFY2(importError.contains(says), qPrintable(importError));
        const ScenarioLoadResult scenario = ScenarioIo::fromFile(path);
        QVERIFY(!scenario.scenario);
        QVERIFY(scenario.diagnostics.toStringList().join(QString()).contains(says));
        const PriceImportResult prices = PriceFile::parseFile(path, *CatalogLoader::embedded().catalog);
        QVERIFY(!prices.issues.isEmpty());
        QVERIFY2(prices.issues.first().message.contains(says), qPrintable(prices.issues.first().message));
        QVERIFY2(clock.elapsed() < 10000, "a reader waited on the special file");
        // The command line names the file once a line, not "PATH: error: PATH: is a device".
        for (const QStringList &args :
             {QStringList{QStringLiteral("recommend"), path},
              QStringList{QStringLiteral("recommend"), scenarioFile(), QStringLiteral("--catalog"), path},
              QStringList{QStringLiteral("catalog"), QStringLiteral("validate"), path}}) {
            const CliRun r = runCli(args);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(says), qPrintable(r.err));
            for (const QString &line : r.err.split(QLatin1Char('\n')))
                QVERIFY2(line.count(path) <= 1, qPrintable(line));
        }
    }

    void readerStopsAtItsLimitWhateverTheSizeClaims()
    {
        const QString path = m_dir.filePath(QStringLiteral("exact.json"));
        QVERIFY(writeRaw(path, QByteArray(1000, ' ')));
        QString error;
        QCOMPARE(BoundedRead::read(path, 1000, &error).value_or(QByteArray()).size(), 1000);
        QVERIFY(!BoundedRead::read(path, 999, &error));
        QVERIFY2(error.contains(QStringLiteral("limit")), qPrintable(error));
        // /proc files claim a size of 0 and are read to their end, still within the limit.
        const auto status = BoundedRead::read(QStringLiteral("/proc/self/status"), 1024 * 1024, &error);
        QVERIFY2(status && status->contains("Pid:"), qPrintable(error));
    }

    void exportRefusesOutputsThatCollide()
    {
        const QString scenario = m_dir.filePath(QStringLiteral("job.gpuadvisor.json"));
        QVERIFY(QFile::copy(scenarioFile(), scenario));
        const QByteArray before = fileContents(scenario);
        const QString out = m_dir.filePath(QStringLiteral("report.out"));
        // The same file spelt two ways is still the same file.
        const QString sameOut = m_dir.path() + QStringLiteral("/./sub/../report.out");
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("sub")));
        CliRun r = runCli({QStringLiteral("export"), QStringLiteral("--scenario"), scenario, QStringLiteral("--pdf"),
                           out, QStringLiteral("--csv"), sameOut});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("same file")), qPrintable(r.err));
        // Each as the user gave it: neither spelling alone tells which two options collide.
        QVERIFY2(r.err.contains(out) && r.err.contains(sameOut), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
        // An output that is the input, through a symbolic link.
        const QString link = m_dir.filePath(QStringLiteral("alias.csv"));
        QVERIFY(QFile::link(scenario, link));
        r = runCli({QStringLiteral("export"), QStringLiteral("--scenario"), scenario, QStringLiteral("--csv"), link});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--scenario")), qPrintable(r.err));
        QVERIFY2(r.err.contains(link) && r.err.contains(scenario), qPrintable(r.err));
        QCOMPARE(fileContents(scenario), before);
        // A bad second output stops the first from being written too.
        r = runCli({QStringLiteral("export"), QStringLiteral("--scenario"), scenario, QStringLiteral("--csv"), out,
                    QStringLiteral("--pdf"), m_dir.filePath(QStringLiteral("no-such-folder/r.pdf"))});
        QCOMPARE(r.code, 2);
        QVERIFY(!QFile::exists(out));
    }

    void aMisspeltCommandIsAUsageErrorNotAWindow()
    {
        // The shipped program, without a display: a window would abort (134) or hang.
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            env.remove(QLatin1String(name));
        process.setProcessEnvironment(env);
        for (const QStringList &args :
             {QStringList{QStringLiteral("recomend"), QStringLiteral("--scenario"), scenarioFile()},
              QStringList{QStringLiteral("my-job.json.bak")}, QStringList{QStringLiteral("--bogus")}}) {
            process.start(QStringLiteral(GPUADVISOR_BINARY), args);
            QVERIFY(process.waitForStarted());
            if (!process.waitForFinished(30000)) {
                process.kill();
                process.waitForFinished();
                QFAIL(qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(" did not exit: a window opened?")));
            }
            QCOMPARE(process.exitStatus(), QProcess::NormalExit);
            QCOMPARE(process.exitCode(), 2);
            const QString err = QString::fromUtf8(process.readAllStandardError());
            QVERIFY2(err.contains(QStringLiteral("gpu-advisor --help")), qPrintable(err));
        }
        // A scenario file opens in the wizard; without a display that is said, not an abort.
        for (const QStringList &args : {QStringList{}, QStringList{QStringLiteral("my-job.gpuadvisor.json")}}) {
            process.start(QStringLiteral(GPUADVISOR_BINARY), args);
            QVERIFY(process.waitForStarted());
            QVERIFY(process.waitForFinished(30000));
            QCOMPARE(process.exitStatus(), QProcess::NormalExit);
            QCOMPARE(process.exitCode(), 1);
            const QString err = QString::fromUtf8(process.readAllStandardError());
            QVERIFY2(err.contains(QStringLiteral("no display")), qPrintable(err));
        }
        const CliRun typo = runCli({QStringLiteral("recomend")});
        QVERIFY2(typo.err.contains(QStringLiteral("did you mean \"recommend\"")), qPrintable(typo.err));
        QVERIFY(!Cli::isHeadless({QStringLiteral("gpu-advisor")}));
        QVERIFY(!Cli::isHeadless({QStringLiteral("gpu-advisor"), QStringLiteral("-platform"), QStringLiteral("xcb")}));
        QVERIFY(!Cli::isHeadless({QStringLiteral("gpu-advisor"), QStringLiteral("--smoke")}));
        QVERIFY(Cli::isHeadless({QStringLiteral("gpu-advisor"), QStringLiteral("recomend")}));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestSafeIo)
#include "tst_safeio.moc"
