// SPDX-License-Identifier: Apache-2.0
#include "models/catalog/catalogloader.h"
#include "models/io/aliyunfetch.h"
#include "models/io/csvwriter.h"
#include "models/io/pricefile.h"
#include "models/io/savedjson.h"
#include "tests/fakealiyun.h"
#include "tests/testutils.h"

#include <QElapsedTimer>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <sys/resource.h>

using namespace Advisor;

namespace {
const QString fakeAliyun = FakeAliyun::program();

/** The most memory this process has held at once, in KiB (Linux counts ru_maxrss in KiB). */
long peakMemoryKiB()
{
    rusage usage = {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}
} // namespace

Q_DECLARE_METATYPE(FakeAliyun::Misbehaviour)

/** The fetch that `prices fetch` and File › Update prices both run, against the fake `aliyun` client. */
class TestAliyunFetch : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    Catalog m_catalog;

    AliyunFetchOptions options() const
    {
        AliyunFetchOptions o;
        o.region = QStringLiteral("cn-hangzhou");
        o.types = AliyunFetch::typesOf(m_catalog, {QStringLiteral("gn8is")});
        o.program = fakeAliyun;
        o.paceMs = 0;
        o.retryWaitMs = 10;
        o.timeoutMs = 20000;
        return o;
    }
    int callsMade() const { return readAll(m_dir.filePath(QStringLiteral("count"))).trimmed().toInt(); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        auto loaded = CatalogLoader::embedded();
        QVERIFY(loaded.catalog);
        m_catalog = *loaded.catalog;
    }

    void init() { FakeAliyun::reset(m_dir.path()); }

    void typesOfFamiliesKeepCatalogOrder()
    {
        const QStringList some = AliyunFetch::typesOf(m_catalog, {QStringLiteral("gn8is")});
        QCOMPARE(some.size(), 5);
        for (const QString &type : some)
            QVERIFY(type.startsWith(QLatin1String("ecs.gn8is")));
        QCOMPARE(AliyunFetch::typesOf(m_catalog, {}).size(), qsizetype(m_catalog.instanceTypes.size()));
    }

    void progressCountsEveryCallAndEndsAtTheTotal()
    {
        AliyunFetch fetch(options());
        QList<int> steps;
        int total = 0;
        AliyunFetchListener listener;
        listener.progress = [&](int step, int all, const QString &) {
            steps << step;
            total = all;
        };
        const AliyunFetchResult result = fetch.run(listener);
        QVERIFY2(result.complete(), qPrintable(result.stopReason + result.missing.join(QLatin1Char(';'))));
        QCOMPARE(result.priceCount(), 10);
        QCOMPARE(total, 5 * 3 + 2);
        QCOMPARE(steps.size(), total);
        for (int i = 0; i < steps.size(); ++i)
            QCOMPARE(steps.at(i), i + 1);
        QCOMPARE(callsMade(), total);
        // The fake advises on two gn8is types (one of them in two zones) and on a type not asked for, left out.
        QCOMPARE(int(result.spotAdvice.size()), 3);
    }

    void cancellingKeepsWhatWasFetched()
    {
        AliyunFetch fetch(options());
        bool stop = false;
        fetch.setCancelCheck([&] { return stop; });
        AliyunFetchListener listener;
        // Stop while the first type's monthly price is asked: its PAYG price is already in.
        listener.progress = [&](int step, int, const QString &) { stop = step >= 3; };
        const AliyunFetchResult result = fetch.run(listener);
        QVERIFY(result.cancelled);
        QVERIFY(!result.complete());
        QCOMPARE(result.stopReason, QStringLiteral("interrupted"));
        QCOMPARE(int(result.payg.size()), 1);
        QVERIFY(result.monthly.empty());
        const PriceImportResult kept =
            PriceFile::parse(AliyunFetch::priceCsv(result, fetch.options(), QStringLiteral("2026-11-30")), m_catalog);
        QVERIFY2(kept.ok(), qPrintable(kept.messages().join(QLatin1Char('\n'))));
        QCOMPARE(int(kept.rows.size()), 1);
    }

    void aFailedSpotAdviceIsANoteNotAMissingPrice()
    {
        qputenv("FAKE_ALIYUN_MODE", "partial");
        qputenv("FAKE_ALIYUN_FAIL_AFTER", "16"); // every call but the last, the region's spot advice
        AliyunFetch fetch(options());
        QStringList notes;
        AliyunFetchListener listener;
        listener.note = [&](const QString &text) { notes << text; };
        const AliyunFetchResult result = fetch.run(listener);
        QVERIFY(result.complete());
        QVERIFY(result.spotAdvice.empty());
        QCOMPARE(notes.size(), 1);
        QVERIFY2(notes.first().contains(QStringLiteral("InternalError")), qPrintable(notes.first()));
    }

    void theJobRunsOffTheCallingThreadAndCancelsAtOnce()
    {
        qputenv("FAKE_ALIYUN_MODE", "slow");
        qputenv("FAKE_ALIYUN_FAIL_AFTER", "2"); // stock and one price, then every call hangs
        AliyunFetchJob job(options());
        QSignalSpy finished(&job, &AliyunFetchJob::finished);
        QSignalSpy progress(&job, &AliyunFetchJob::progress);
        job.start();
        QVERIFY(job.isRunning());
        // The event loop keeps running while the fetch waits on the hanging client.
        QTRY_VERIFY_WITH_TIMEOUT(callsMade() >= 3, 10000);
        QVERIFY(finished.isEmpty());
        QElapsedTimer clock;
        clock.start();
        job.cancel();
        QVERIFY(finished.wait(5000));
        QVERIFY(clock.elapsed() < 5000);
        QVERIFY(!job.isRunning());
        QVERIFY(job.result().cancelled);
        QCOMPARE(job.result().priceCount(), 1);
        QCOMPARE(progress.size(), 3);
        QCOMPARE(progress.last().at(0).toInt(), 3);
    }

    void aClientThatPrintsWithoutEndIsStopped_data()
    {
        QTest::addColumn<FakeAliyun::Misbehaviour>("how");
        QTest::newRow("standard output") << FakeAliyun::Misbehaviour::EndlessOutput;
        QTest::newRow("standard error") << FakeAliyun::Misbehaviour::EndlessErrors;
        QTest::newRow("100 MB, then a normal end") << FakeAliyun::Misbehaviour::HugeOutput;
    }

    void aClientThatPrintsWithoutEndIsStopped()
    {
        QFETCH(FakeAliyun::Misbehaviour, how);
        AliyunFetchOptions o = options();
        o.program = FakeAliyun::misbehaving(m_dir.path(), how);
        QVERIFY(!o.program.isEmpty());
        qputenv("FAKE_ALIYUN_FAIL_AFTER", "3"); // stock and the first type's two prices, then the flood
        AliyunFetch fetch(o);
        const long memoryBefore = peakMemoryKiB();
        QElapsedTimer clock;
        clock.start();
        const AliyunFetchResult result = fetch.run();
        QVERIFY(clock.elapsed() < o.timeoutMs / 2); // stopped for what it printed, not for its time
        QVERIFY2(result.stopReason.contains(QStringLiteral("printed more than 8 MiB; stopped it")),
                 qPrintable(result.stopReason));
        QCOMPARE(callsMade(), 4);         // no later call
        QCOMPARE(result.priceCount(), 2); // what came before is kept
        const AliyunCall &flood = fetch.client().log().back();
        QCOMPARE(flood.outputLimit, AliyunClient::maxCallOutputBytes);
        QVERIFY(flood.standardOutput.size() + flood.standardError.size() <= AliyunClient::maxCallOutputBytes);
        QVERIFY(flood.exitCode != 0);
        // What is held, and logged, is the bound's worth, not what was printed.
        const QByteArray log = fetch.logJson(result, QStringLiteral("test"));
        QVERIFY2(log.size() < 2 * AliyunClient::maxCallOutputBytes, QByteArray::number(log.size()));
#if !defined(__SANITIZE_ADDRESS__) // its quarantine holds freed memory back by design
        QVERIFY2(peakMemoryKiB() - memoryBefore < 256 * 1024,
                 qPrintable(QStringLiteral("%1 KiB more").arg(peakMemoryKiB() - memoryBefore)));
#else
        Q_UNUSED(memoryBefore);
#endif
    }

    void everyCallTogetherIsBoundedToo()
    {
        AliyunClient client(FakeAliyun::misbehaving(m_dir.path(), FakeAliyun::Misbehaviour::HugeOutput));
        client.setPaceMs(0);
        client.setOutputLimits(1024 * 1024, 1536 * 1024);
        const AliyunCall first = client.call({QStringLiteral("ecs"), QStringLiteral("DescribePrice")});
        QCOMPARE(first.standardOutput.size(), 1024 * 1024);
        QVERIFY2(first.outputLimitDescription().contains(QStringLiteral("more than 1 MiB; stopped it")),
                 qPrintable(first.outputLimitDescription()));
        const AliyunCall second = client.call({QStringLiteral("ecs"), QStringLiteral("DescribePrice")});
        QCOMPARE(second.standardOutput.size(), 512 * 1024);
        QVERIFY2(second.outputLimitDescription().contains(QStringLiteral("in all calls together")),
                 qPrintable(second.outputLimitDescription()));
    }

    void aTimeoutStopsWhatTheClientStartedToo()
    {
        AliyunFetchOptions o = options();
        o.program = FakeAliyun::misbehaving(m_dir.path(), FakeAliyun::Misbehaviour::ChildOutlivesIt);
        o.timeoutMs = 1000;
        AliyunFetch fetch(o);
        const AliyunFetchResult result = fetch.run();
        QVERIFY2(result.stopReason.contains(QStringLiteral("within 1 s")), qPrintable(result.stopReason));
        bool ok = false;
        const qint64 child = readAll(m_dir.filePath(QStringLiteral("child"))).trimmed().toLongLong(&ok);
        QVERIFY(ok && child > 0);
        const auto cleanUp = qScopeGuard([child] {
            if (!FakeAliyun::processGone(child))
                ::kill(pid_t(child), SIGKILL); // a failed run leaves nothing behind either
        });
        // The client's child (sleep 300) would otherwise run on, orphaned, for five minutes.
        QTRY_VERIFY_WITH_TIMEOUT(FakeAliyun::processGone(child), 5000);
    }

    void aCrashedClientIsNamedBySignal()
    {
        AliyunFetchOptions o = options();
        o.program = FakeAliyun::misbehaving(m_dir.path(), FakeAliyun::Misbehaviour::KilledBySignal);
        AliyunFetch fetch(o);
        const AliyunFetchResult result = fetch.run();
        QVERIFY(!result.missing.isEmpty());
        for (const QString &line : result.missing) {
            QVERIFY2(line.contains(QStringLiteral("killed by signal %1 (SIGKILL)").arg(SIGKILL)), qPrintable(line));
            QVERIFY2(line.contains(QStringLiteral("out of memory")), qPrintable(line)); // what it said last
            QVERIFY2(!line.contains(QStringLiteral("exit code")), qPrintable(line));
        }
        QCOMPARE(fetch.client().log().front().crashSignal, int(SIGKILL));
    }

    void anAnswerNestedPastTheBoundIsNotParsed()
    {
        AliyunFetchOptions o = options();
        o.program = FakeAliyun::misbehaving(m_dir.path(), FakeAliyun::Misbehaviour::AnswersTooDeep);
        qputenv("FAKE_ALIYUN_FAIL_AFTER", "1"); // the stock, then every answer is a million levels deep
        AliyunFetch fetch(o);
        const long memoryBefore = peakMemoryKiB();
        const AliyunFetchResult result = fetch.run();
        QCOMPARE(result.priceCount(), 0);
        QCOMPARE(result.missing.size(), o.types.size() * 2);
        for (const QString &line : result.missing)
            QVERIFY2(line.contains(QStringLiteral("nested more than %1 levels deep").arg(SavedJson::maxDepth)),
                     qPrintable(line));
#if !defined(__SANITIZE_ADDRESS__)
        QVERIFY2(peakMemoryKiB() - memoryBefore < 64 * 1024,
                 qPrintable(QStringLiteral("%1 KiB more").arg(peakMemoryKiB() - memoryBefore)));
#else
        Q_UNUSED(memoryBefore);
#endif
    }

    void accessKeysAreRedacted_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("secret"); // empty: nothing in text may be redacted
        QTest::newRow("ID") << QStringLiteral("AccessKeyId=LTAI5tQk2Xb7RvNw9Jp3HsYd used")
                            << QStringLiteral("LTAI5tQk2Xb7RvNw9Jp3HsYd");
        QTest::newRow("JSON secret") << QStringLiteral(R"({"AccessKeySecret": "k3Jd9sLq0PzWx7VbN2mRt5YcHf8GaE"})")
                                     << QStringLiteral("k3Jd9sLq0PzWx7VbN2mRt5YcHf8GaE");
        QTest::newRow("configuration secret") << QStringLiteral("access_key_secret = Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0LzX")
                                              << QStringLiteral("Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0LzX");
        QTest::newRow("an error code") << QStringLiteral("ErrorCode: InvalidAccessKeyId.NotFound") << QString();
        QTest::newRow("the not-configured message")
            << QStringLiteral("ERROR: AccessKeyId/AccessKeySecret is empty! run `aliyun configure` first") << QString();
        QTest::newRow("a request ID") << QStringLiteral(R"("RequestId": "5E2D59BA-4EB0-45C4-A0D7-D98C1A4B320B")")
                                      << QString();
    }

    void accessKeysAreRedacted()
    {
        QFETCH(QString, text);
        QFETCH(QString, secret);
        const QString redacted = AliyunClient::redacted(text);
        if (secret.isEmpty()) {
            QCOMPARE(redacted, text);
            return;
        }
        QVERIFY2(!redacted.contains(secret), qPrintable(redacted));
        QVERIFY2(redacted.contains(QStringLiteral("[redacted]")), qPrintable(redacted));
        // Only the key itself: what names it stays, so the log still says what was there.
        QCOMPARE(redacted.size(), text.size() - secret.size() + QStringLiteral("[redacted]").size());
    }

    void spotRowsComeFromTheZoneThatInterruptsLeast()
    {
        AliyunFetchOptions o = options();
        o.types = {QStringLiteral("ecs.gn8is.2xlarge"), QStringLiteral("ecs.gn8is.4xlarge"),
                   QStringLiteral("ecs.gn8is-2x.8xlarge")};
        AliyunFetchResult result;
        result.payg[o.types.at(0)] = {QStringLiteral("CNY"), 10.0, 8.5};
        result.payg[o.types.at(1)] = {QStringLiteral("CNY"), 20.0, 17.0};
        result.spotAdvice = {
            {o.region, QStringLiteral("cn-hangzhou-j"), o.types.at(0), 15, QStringLiteral("5-10%")},
            {o.region, QStringLiteral("cn-hangzhou-i"), o.types.at(0), 25, QStringLiteral("0-3%")},
            {o.region, QStringLiteral("cn-hangzhou-k"), o.types.at(0), 20, QStringLiteral("0-3%")},
            // No PAYG price to take a percentage of: no spot row.
            {o.region, QStringLiteral("cn-hangzhou-i"), o.types.at(2), 30, QStringLiteral("0-3%")},
            {o.region, QStringLiteral("cn-hangzhou-i"), o.types.at(1), 40, QStringLiteral("3-5%")},
        };
        QString error;
        const QList<QStringList> rows =
            CsvWriter::parse(AliyunFetch::priceCsv(result, o, QStringLiteral("2026-11-30")), &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(rows.first(), PriceFile::header() << PriceFile::interruptionHeader());
        QList<QStringList> spot;
        for (const QStringList &row : rows) {
            if (row.value(2) == QLatin1String("spot"))
                spot << row;
        }
        QCOMPARE(spot.size(), 2);
        // Of the two zones with the lowest band, the cheaper one (20 % of 10.0).
        QCOMPARE(spot.at(0).at(0), o.types.at(0));
        QCOMPARE(spot.at(0).at(3).toDouble(), 2.0);
        QCOMPARE(spot.at(0).at(7), QStringLiteral("0-3%"));
        QVERIFY(spot.at(0).at(6).contains(QStringLiteral("cn-hangzhou-k")));
        QCOMPARE(spot.at(1).at(3).toDouble(), 8.0);
        QCOMPARE(spot.at(1).at(7), QStringLiteral("3-5%"));
        // Asked for one zone, only that zone's advice counts.
        o.zone = QStringLiteral("cn-hangzhou-j");
        const QList<QStringList> zoned =
            CsvWriter::parse(AliyunFetch::priceCsv(result, o, QStringLiteral("2026-11-30")), &error);
        QCOMPARE(zoned.last().at(3).toDouble(), 1.5);
        // Without spot advice the file keeps the seven columns older readers know.
        result.spotAdvice.clear();
        QCOMPARE(CsvWriter::parse(AliyunFetch::priceCsv(result, o, QStringLiteral("2026-11-30")), &error).first(),
                 PriceFile::header());
    }
};

QTEST_GUILESS_MAIN(TestAliyunFetch)
#include "tst_aliyunfetch.moc"
