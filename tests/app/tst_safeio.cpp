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
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>
#include <sys/stat.h>
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
        QVERIFY(!QFile::exists(out));
        // An output that is the input, through a symbolic link.
        const QString link = m_dir.filePath(QStringLiteral("alias.csv"));
        QVERIFY(QFile::link(scenario, link));
        r = runCli({QStringLiteral("export"), QStringLiteral("--scenario"), scenario, QStringLiteral("--csv"), link});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--scenario")), qPrintable(r.err));
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
