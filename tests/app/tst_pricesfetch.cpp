// SPDX-License-Identifier: Apache-2.0
#include "models/catalog/catalogloader.h"
#include "models/io/aliyunclient.h"
#include "models/io/aliyunprices.h"
#include "models/io/pricefile.h"
#include "tests/clirun.h"
#include "tests/fakealiyun.h"
#include "tests/testutils.h"

#include <nlohmann/json.hpp>

#include <QDate>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <sys/resource.h>
#include <sys/stat.h>

using namespace Advisor;

namespace {
const QString fakeAliyun = FakeAliyun::program();
const int gn8isTypes = 5;  // ecs.gn8is.* in the embedded catalog, all in the fake's price table
const int spotAdvised = 2; // of those, the fake's DescribeSpotAdvice answers for the 2xlarge and the 4xlarge

QJsonArray loggedCalls(const QString &path)
{
    return QJsonDocument::fromJson(readAll(path)).object().value(QStringLiteral("calls")).toArray();
}

std::optional<double> priceOf(const std::vector<PriceFileRow> &rows, const QString &type, const QString &billing)
{
    for (const PriceFileRow &row : rows) {
        if (row.instanceType == type && row.billing == billing)
            return row.amount;
    }
    return std::nullopt;
}
} // namespace

class TestPricesFetch : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_out;
    Catalog m_catalog;

    CliRun fetch(const QStringList &extra = {}) { return fetchWith(fakeAliyun, extra); }
    CliRun fetchWith(const QString &client, const QStringList &extra = {})
    {
        return runCli(QStringList{QStringLiteral("prices"), QStringLiteral("fetch"), QStringLiteral("--region"),
                                  QStringLiteral("cn-hangzhou"), QStringLiteral("--families"), QStringLiteral("gn8is"),
                                  QStringLiteral("--out"), m_out, QStringLiteral("--aliyun"), client,
                                  QStringLiteral("--pace"), QStringLiteral("0")}
                      + extra);
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

    void init()
    {
        // A fresh state for the fake (its call counter) and no output from an earlier test.
        for (const QString &name : QDir(m_dir.path()).entryList(QDir::Files))
            QFile::remove(m_dir.filePath(name));
        m_out = m_dir.filePath(QStringLiteral("prices.csv"));
        FakeAliyun::reset(m_dir.path());
    }

    void aFailedRunKeepsTheEarlierLogAndItsOwn()
    {
        // A good run, then one whose calls fail: the first run's log stays byte for byte, and the failed
        // run's log is kept beside it, not thrown away.
        QCOMPARE(fetch().code, 0);
        const QString log = m_out + QStringLiteral(".log.json");
        const QByteArray good = readAll(log);
        QVERIFY(!good.isEmpty());
        FakeAliyun::reset(m_dir.path());
        qputenv("FAKE_ALIYUN_MODE", "partial");
        qputenv("FAKE_ALIYUN_FAIL_AFTER", "4");
        const CliRun r = fetch();
        QCOMPARE(r.code, 1);
        QCOMPARE(readAll(log), good);
        const QStringList failed =
            QDir(m_dir.path()).entryList({QStringLiteral("prices.csv.log.failed-*.json")}, QDir::Files);
        QCOMPARE(failed.size(), 1);
        QVERIFY2(r.err.contains(failed.front()), qPrintable(r.err));
        const QJsonObject failedLog = QJsonDocument::fromJson(readAll(m_dir.filePath(failed.front()))).object();
        QVERIFY(!failedLog.value(QStringLiteral("complete")).toBool(true));
        QVERIFY(QJsonDocument::fromJson(good).object().value(QStringLiteral("complete")).toBool(false));
    }

    void aFetchTheImportWouldRefuseKeepsTheOldFile_data()
    {
        QTest::addColumn<QByteArray>("variable");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("reason");
        QTest::newRow("another currency")
            << QByteArray("FAKE_ALIYUN_CURRENCY") << QByteArray("USD") << QStringLiteral("expected CNY");
        QTest::newRow("past any believable price")
            << QByteArray("FAKE_ALIYUN_LIST_PRICE") << QByteArray("99999999") << QStringLiteral("not a believable");
        QTest::newRow("1e308, near the largest double")
            << QByteArray("FAKE_ALIYUN_LIST_PRICE") << QByteArray("1e308") << QStringLiteral("not a believable");
        QTest::newRow("a price of nearly nothing")
            << QByteArray("FAKE_ALIYUN_LIST_PRICE") << QByteArray("0.0000001") << QStringLiteral("not a believable");
    }

    void aFetchTheImportWouldRefuseKeepsTheOldFile()
    {
        QFETCH(QByteArray, variable);
        QFETCH(QByteArray, value);
        QFETCH(QString, reason);
        const QByteArray good("a good price file, byte for byte\n");
        QVERIFY(writeAll(m_out, good));
        qputenv(variable.constData(), value);
        const CliRun r = fetch();
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(reason), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("was not written")), qPrintable(r.err));
        QCOMPARE(readAll(m_out), good);
        // The answers are kept for a look at what the API said.
        QVERIFY(QFile::exists(m_out + QStringLiteral(".log.json")));
    }

    void fetchWritesAPriceFileTheImportAccepts_data()
    {
        QTest::addColumn<QByteArray>("spelling");
        QTest::newRow("ResourcePriceModel, Resource instance") << QByteArray("ResourcePriceModel");
        QTest::newRow("DetailInfo, Resource instanceType") << QByteArray("DetailInfo");
    }

    void fetchWritesAPriceFileTheImportAccepts()
    {
        QFETCH(QByteArray, spelling);
        qputenv("FAKE_ALIYUN_SPELLING", spelling);
        const CliRun r = fetch();
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const PriceImportResult imported = PriceFile::parseFile(m_out, m_catalog);
        QVERIFY2(imported.ok(), qPrintable(imported.messages().join(QLatin1Char('\n'))));
        QCOMPARE(int(imported.rows.size()), gn8isTypes * 2 + spotAdvised);
        QVERIFY2(r.err.contains(QStringLiteral("wrote %1 prices").arg(gn8isTypes * 2 + spotAdvised)),
                 qPrintable(r.err));
        // The instance's list price: not the total with the system disk (16.13), not the account's price (12.44).
        QCOMPARE(priceOf(imported.rows, QStringLiteral("ecs.gn8is.2xlarge"), QStringLiteral("payg")), 14.63);
        QCOMPARE(priceOf(imported.rows, QStringLiteral("ecs.gn8is.2xlarge"), QStringLiteral("subscription-1m")),
                 7019.25);
        for (const PriceFileRow &row : imported.rows) {
            QCOMPARE(row.region, QStringLiteral("cn-hangzhou"));
            QCOMPARE(row.source,
                     row.billing == QLatin1String("spot")
                         ? QStringLiteral("Alibaba DescribeSpotAdvice API, 30-day average, cn-hangzhou-i")
                         : QStringLiteral("Alibaba DescribePrice API"));
            QCOMPARE(row.date, QDate::currentDate().toString(Qt::ISODate));
        }
        // Spot: the 30-day average (25 % of the PAYG list price) of the zone with the lowest interruption band.
        QCOMPARE(priceOf(imported.rows, QStringLiteral("ecs.gn8is.2xlarge"), QStringLiteral("spot")), 14.63 * 0.25);
        QCOMPARE(imported.rows.back().interruption, QStringLiteral("3-5%"));
        // Applied, the prices count as observations (tier A) for the region asked.
        const PriceApplyResult applied = PriceFile::apply(imported.rows, m_catalog);
        int tierA = 0;
        for (const PriceRecord &price : applied.catalog.prices)
            tierA += price.region == QLatin1String("cn-hangzhou")
                && price.instanceType.startsWith(QLatin1String("ecs.gn8is")) && price.tier == QLatin1String("A");
        QCOMPARE(tierA, gn8isTypes * 2 + spotAdvised);

        // One stock call, then per type: PAYG, one month, spot history; then the region's spot advice. Each is
        // in the log, with its answer.
        const QJsonArray calls = loggedCalls(m_out + QStringLiteral(".log.json"));
        QCOMPARE(calls.size(), 1 + gn8isTypes * 3 + 1);
        QCOMPARE(callsMade(), calls.size());
        const QStringList first = calls.at(1).toObject().value(QStringLiteral("arguments")).toVariant().toStringList();
        QVERIFY(first.join(QLatin1Char(' ')).contains(QStringLiteral("--PriceUnit Hour --Period 1")));
        const QStringList second = calls.at(2).toObject().value(QStringLiteral("arguments")).toVariant().toStringList();
        QVERIFY(second.join(QLatin1Char(' ')).contains(QStringLiteral("--PriceUnit Month --Period 1")));
        QVERIFY(calls.at(1).toObject().value(QStringLiteral("stdout")).toString().contains(QStringLiteral("14.63")));
        // The spot column shows the newest sample (0.2 × 14.63), not the older, dearer one (0.3 ×).
        QVERIFY2(r.out.contains(QStringLiteral("2.93 (cn-hangzhou-i)")), qPrintable(r.out));
        QVERIFY(!r.out.contains(QStringLiteral("4.39")));
        // Stock is per type: the zone has stock, but only the 2xlarge is WithStock in it.
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        for (const QString &line : lines) {
            if (line.startsWith(QStringLiteral("ecs.gn8is.2xlarge ")))
                QVERIFY2(line.endsWith(QStringLiteral("cn-hangzhou-i")), qPrintable(line));
            if (line.startsWith(QStringLiteral("ecs.gn8is.4xlarge ")))
                QVERIFY2(line.trimmed().endsWith(QStringLiteral(")")),
                         qPrintable(line)); // the spot column, no zone after
        }
        QVERIFY(!QFile::exists(m_out + QStringLiteral(".partial")));
    }

    void clientNotInstalled()
    {
        const CliRun missing = fetch({QStringLiteral("--aliyun"), m_dir.filePath(QStringLiteral("no-such-aliyun"))});
        QCOMPARE(missing.code, 2); // a path the user gave that is wrong
        QVERIFY(missing.err.contains(QStringLiteral("no-such-aliyun")));

        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", m_dir.path().toLocal8Bit()); // a folder without aliyun
        const CliRun r =
            runCli({QStringLiteral("prices"), QStringLiteral("fetch"), QStringLiteral("--region"),
                    QStringLiteral("cn-hangzhou"), QStringLiteral("--all"), QStringLiteral("--out"), m_out});
        qputenv("PATH", path);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("not installed")), qPrintable(r.err));
        QVERIFY(!QFile::exists(m_out));
    }

    void stopsAtOnceWhenTheClientCannotSignIn_data()
    {
        QTest::addColumn<QByteArray>("mode");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not configured") << QByteArray("notconfigured") << QStringLiteral("aliyun configure");
        QTest::newRow("key refused") << QByteArray("auth") << QStringLiteral("InvalidAccessKeyId.NotFound");
    }

    void stopsAtOnceWhenTheClientCannotSignIn()
    {
        QFETCH(QByteArray, mode);
        QFETCH(QString, expected);
        qputenv("FAKE_ALIYUN_MODE", mode);
        const CliRun r = fetch();
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QCOMPARE(callsMade(), 1); // no point asking 15 more times
        QVERIFY(!QFile::exists(m_out));
        QVERIFY(!QFile::exists(m_out + QStringLiteral(".partial")));
        QCOMPARE(loggedCalls(m_out + QStringLiteral(".log.json")).size(), 1);
    }

    void nonZeroExitWritesNothing()
    {
        qputenv("FAKE_ALIYUN_MODE", "crash");
        QFile old(m_out);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the previous prices\n");
        old.close();
        const CliRun r = fetch();
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("exit code 2")), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("no price was fetched")));
        QCOMPARE(readAll(m_out), QByteArray("the previous prices\n"));
    }

    void throttlingIsRetried()
    {
        qputenv("FAKE_ALIYUN_MODE", "throttle");
        const CliRun r = fetch();
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("throttled")));
        const QJsonArray calls = loggedCalls(m_out + QStringLiteral(".log.json"));
        QCOMPARE(calls.size(), 3 + gn8isTypes * 3); // the throttled attempt is logged too
        QVERIFY(calls.at(1)
                    .toObject()
                    .value(QStringLiteral("stderr"))
                    .toString()
                    .contains(QStringLiteral("Throttling.User")));
        const PriceImportResult imported = PriceFile::parseFile(m_out, m_catalog);
        QVERIFY(imported.ok());
        QCOMPARE(int(imported.rows.size()), gn8isTypes * 2 + spotAdvised);
    }

    void endlessThrottlingStopsWithinTheRunsBudget()
    {
        // Every call after the first is throttled: 1 s, then 2 s of waiting spend a 3 s budget, and the
        // next wait (4 s) would pass it, so the fetch stops there instead of trying every type.
        qputenv("FAKE_ALIYUN_MODE", "throttle-always");
        const CliRun r = fetch({QStringLiteral("--retry-budget"), QStringLiteral("3")});
        QCOMPARE(r.code, 1);
        const int planned = 3 + gn8isTypes * 3 - 1; // stock, three calls a type, spot advice
        QVERIFY2(r.err.contains(QStringLiteral("%1 calls to make").arg(planned)), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("at most 3 s of waiting")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("kept throttling")) && r.err.contains(QStringLiteral("--retry-budget")),
                 qPrintable(r.err));
        QCOMPARE(callsMade(), 1 + 3); // the stock call, then the first price call and its two retries
        const QJsonArray calls = loggedCalls(m_out + QStringLiteral(".log.json"));
        QCOMPARE(calls.size(), 4);
        QVERIFY(!QFileInfo::exists(m_out));
        // A budget that is not a number of seconds is a usage error, before any call.
        const CliRun bad = fetch({QStringLiteral("--retry-budget"), QStringLiteral("-1")});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("--retry-budget")), qPrintable(bad.err));
    }

    void malformedJsonIsNotAPrice()
    {
        qputenv("FAKE_ALIYUN_MODE", "malformed");
        const CliRun r = fetch();
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("not valid JSON")), qPrintable(r.err));
        QVERIFY(!QFile::exists(m_out));
    }

    void aHangingClientIsStopped()
    {
        qputenv("FAKE_ALIYUN_MODE", "hang");
        QElapsedTimer clock;
        clock.start();
        const CliRun r = fetch({QStringLiteral("--timeout"), QStringLiteral("1")});
        QVERIFY(clock.elapsed() < 10000);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("within 1 s")), qPrintable(r.err));
        QCOMPARE(callsMade(), 1);
        QVERIFY(!QFile::exists(m_out));
        QVERIFY(loggedCalls(m_out + QStringLiteral(".log.json"))
                    .at(0)
                    .toObject()
                    .value(QStringLiteral("timedOut"))
                    .toBool());
    }

    void partialResultsAreKeptButNotPresentedAsComplete_data()
    {
        QTest::addColumn<QByteArray>("mode");
        QTest::addColumn<QString>("expected");
        QTest::newRow("calls fail") << QByteArray("partial") << QStringLiteral("InternalError");
        QTest::newRow("interrupted") << QByteArray("interrupt") << QStringLiteral("interrupted");
    }

    void partialResultsAreKeptButNotPresentedAsComplete()
    {
        QFETCH(QByteArray, mode);
        QFETCH(QString, expected);
        qputenv("FAKE_ALIYUN_MODE", mode);
        qputenv("FAKE_ALIYUN_FAIL_AFTER", "4"); // stock, then the first type's PAYG, month and spot
        const CliRun r = fetch();
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("INCOMPLETE")));
        QVERIFY(!QFile::exists(m_out));
        const PriceImportResult kept = PriceFile::parseFile(m_out + QStringLiteral(".partial"), m_catalog);
        QVERIFY(kept.ok());
        QCOMPARE(int(kept.rows.size()), 2);
        QCOMPARE(kept.rows.front().instanceType, QStringLiteral("ecs.gn8is.2xlarge"));
        QVERIFY(!QJsonDocument::fromJson(readAll(m_out + QStringLiteral(".log.json")))
                     .object()
                     .value(QStringLiteral("complete"))
                     .toBool(true));
    }

    void aClientThatPrintsWithoutEndIsStoppedAndThePricesKept()
    {
        qputenv("FAKE_ALIYUN_FAIL_AFTER", "4"); // stock, then the first type's PAYG, month and spot
        QElapsedTimer clock;
        clock.start();
        const CliRun r = fetchWith(FakeAliyun::misbehaving(m_dir.path(), FakeAliyun::Misbehaviour::EndlessOutput),
                                   {QStringLiteral("--timeout"), QStringLiteral("30")});
        QVERIFY(clock.elapsed() < 15000); // stopped for what it printed, not after its time
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("the aliyun client printed more than 8 MiB; stopped it")),
                 qPrintable(r.err.left(2000)));
        QCOMPARE(callsMade(), 5);
        const PriceImportResult kept = PriceFile::parseFile(m_out + QStringLiteral(".partial"), m_catalog);
        QVERIFY2(kept.ok(), qPrintable(kept.messages().join(QLatin1Char('\n'))));
        QCOMPARE(int(kept.rows.size()), 2);
        // The log keeps the bound's worth of what it printed, not all of it.
        const QString log = m_out + QStringLiteral(".log.json");
        QVERIFY2(QFileInfo(log).size() < 2 * AliyunClient::maxCallOutputBytes, qPrintable(log));
        const QJsonObject flood = loggedCalls(log).last().toObject();
        QVERIFY(flood.value(QStringLiteral("stdout")).toString().size() <= AliyunClient::maxCallOutputBytes);
        QCOMPARE(flood.value(QStringLiteral("stoppedAfterBytes")).toInteger(), AliyunClient::maxCallOutputBytes);
    }

    void aHangupOrTermKeepsWhatWasFetchedAndStopsTheClient_data()
    {
        QTest::addColumn<QByteArray>("signal");
        QTest::newRow("SIGHUP (a closed terminal)") << QByteArray("HUP");
        QTest::newRow("SIGTERM (kill, a logout, systemd)") << QByteArray("TERM");
    }

    void aHangupOrTermKeepsWhatWasFetchedAndStopsTheClient()
    {
        // The client has a process group of its own, so the signal reaches only the program, which stops
        // the client itself. The fifth call notes its pid, signals the program, then would hang for 30 s.
        QFETCH(QByteArray, signal);
        qputenv("FAKE_ALIYUN_FAIL_AFTER", "4");
        const QString client = FakeAliyun::misbehaving(m_dir.path(), FakeAliyun::Misbehaviour::HangsUp);
        QByteArray script = readAll(client);
        const QByteArray hangup("kill -HUP \"$PPID\"");
        QVERIFY(script.contains(hangup));
        script.replace(hangup, "echo $$ > \"$state/client\"\nkill -" + signal + " \"$PPID\"");
        QVERIFY(writeAll(client, script));
        QVERIFY(
            QFile::setPermissions(client, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
        QElapsedTimer clock;
        clock.start();
        const CliRun r = fetchWith(client);
        QVERIFY(clock.elapsed() < 10000);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("interrupted")), qPrintable(r.err));
        const qint64 pid = readAll(m_dir.filePath(QStringLiteral("client"))).trimmed().toLongLong();
        QVERIFY(pid > 0);
        QVERIFY2(FakeAliyun::processGone(pid), "the client was left running");
        const PriceImportResult kept = PriceFile::parseFile(m_out + QStringLiteral(".partial"), m_catalog);
        QVERIFY2(kept.ok(), qPrintable(kept.messages().join(QLatin1Char('\n'))));
        QCOMPARE(int(kept.rows.size()), 2);
        QCOMPARE(loggedCalls(m_out + QStringLiteral(".log.json")).size(), 5);
    }

    void aCrashedClientIsNamedBySignal()
    {
        const CliRun r = fetchWith(FakeAliyun::misbehaving(m_dir.path(), FakeAliyun::Misbehaviour::KilledBySignal));
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("killed by signal %1 (SIGKILL)").arg(SIGKILL)), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("exit code -1")), qPrintable(r.err));
    }

    void theLogIsTheUsersAloneAndHoldsNoAccessKey()
    {
        const QString client = FakeAliyun::misbehaving(m_dir.path(), FakeAliyun::Misbehaviour::PrintsAccessKeys);
        const QString log = m_out + QStringLiteral(".log.json");
        const auto othersMay = [](const QString &path) {
            return QFileInfo(path).permissions()
                & (QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ReadOther | QFileDevice::WriteOther);
        };
        const mode_t umask = ::umask(022); // as most users have it: new files readable by everyone
        const auto restore = qScopeGuard([umask] { ::umask(umask); });
        CliRun r = fetchWith(client);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(QFile::exists(log));
        QVERIFY(!othersMay(log));
        QVERIFY(QFileInfo(log).permissions() & QFileDevice::ReadOwner);
        // A log that others could read keeps that no longer once it is written again.
        QVERIFY(QFile::setPermissions(log, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadOther));
        FakeAliyun::reset(m_dir.path());
        r = fetchWith(client);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(!othersMay(log));
        // The client printed an AccessKey ID and two secrets with every call: none of them is kept.
        const QByteArray text = readAll(log);
        for (const char *key :
             {"LTAI5tQk2Xb7RvNw9Jp3HsYd", "k3Jd9sLq0PzWx7VbN2mRt5YcHf8GaE", "Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0LzX"})
            QVERIFY2(!text.contains(key), key);
        QVERIFY(text.contains("[redacted]"));
        QVERIFY(loggedCalls(log)
                    .at(1)
                    .toObject()
                    .value(QStringLiteral("stdout"))
                    .toString()
                    .contains(QStringLiteral("PriceInfo"))); // the answers themselves are kept
    }

    void anOutputThatIsTheCatalogThroughALinkNamesBoth()
    {
        // --out reaches the user's --catalog through a link: exit 2 before any call, both paths named as
        // given, the catalog byte for byte, and nothing written.
        const QString catalog = m_dir.filePath(QStringLiteral("mine.catalog.json"));
        QVERIFY(QFile::copy(sourcePath(QStringLiteral("catalog/catalog.json")), catalog));
        const QByteArray before = readAll(catalog);
        const QString link = m_dir.filePath(QStringLiteral("prices-link.csv"));
        QVERIFY(QFile::link(catalog, link));
        const QStringList filesBefore = QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden);
        for (const QString &option : {QStringLiteral("--out"), QStringLiteral("--log")}) {
            // fetch() gives --out m_out: the link itself, or a file of its own while --log is the link.
            const bool out = option == QLatin1String("--out");
            m_out = out ? link : m_dir.filePath(QStringLiteral("prices.csv"));
            QStringList extra{QStringLiteral("--catalog"), catalog};
            if (!out)
                extra << option << link;
            const CliRun r = fetch(extra);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(option) && r.err.contains(QStringLiteral("--catalog")), qPrintable(r.err));
            QVERIFY2(r.err.contains(link) && r.err.contains(catalog), qPrintable(r.err));
            QCOMPARE(readAll(catalog), before);
            QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden), filesBefore);
            QCOMPARE(callsMade(), 0);
        }
    }

    void clientOutputThatIsNotUtf8IsLoggedAsTheReadmeSays()
    {
        // A client on a GBK desktop prints "测试" in GBK: the log stays valid UTF-8 JSON, and each byte
        // that is not UTF-8 becomes U+FFFD, as the README says, while the answers themselves are kept.
        const QString client = m_dir.filePath(QStringLiteral("gbk-aliyun"));
        QVERIFY(writeAll(client,
                         "#!/bin/sh\nprintf 'notice: \\262\\342\\312\\324 done\\n' >&2\nexec '"
                             + QFile::encodeName(fakeAliyun) + "' \"$@\"\n"));
        QVERIFY(
            QFile::setPermissions(client, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
        const CliRun r = fetchWith(client);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QByteArray log = readAll(m_out + QStringLiteral(".log.json"));
        QVERIFY(!log.contains("\xb2\xe2"));
        QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        (void)QString(utf8(log));
        QVERIFY(!utf8.hasError());
        const QString said = loggedCalls(m_out + QStringLiteral(".log.json"))
                                 .at(0)
                                 .toObject()
                                 .value(QStringLiteral("stderr"))
                                 .toString();
        QVERIFY2(said.contains(QStringLiteral("notice: \uFFFD\uFFFD\uFFFD\uFFFD done")), qPrintable(said));
        const QString readme = QString::fromUtf8(readSourceFile(QStringLiteral("README.md")));
        QVERIFY(readme.contains(QStringLiteral("bytes that are not UTF-8 become U+FFFD")));
    }

    void aLogThatDoesNotFitKeepsThePrices()
    {
        // The log (about 32 KB) does not fit under the file-size limit, the price file (about 1 KB) does:
        // the prices are written all the same, and the run says the log is missing and exits 1.
        rlimit saved = {};
        QCOMPARE(::getrlimit(RLIMIT_FSIZE, &saved), 0);
        const auto handler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit lowered = saved;
        lowered.rlim_cur = 8192;
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &lowered), 0);
        CliRun r;
        {
            const auto restore = qScopeGuard([&] {
                ::setrlimit(RLIMIT_FSIZE, &saved);
                std::signal(SIGXFSZ, handler);
            });
            r = fetch();
        }
        QCOMPARE(r.code, 1);
        const QString log = m_out + QStringLiteral(".log.json");
        QVERIFY2(r.err.contains(QStringLiteral("cannot write the log %1").arg(log)), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("wrote 12 prices to %1, but not the log").arg(m_out)),
                 qPrintable(r.err));
        const PriceImportResult kept = PriceFile::parseFile(m_out, m_catalog);
        QVERIFY2(kept.ok(), qPrintable(kept.messages().join(QLatin1Char('\n'))));
        QCOMPARE(int(kept.rows.size()), gn8isTypes * 2 + spotAdvised);
        QVERIFY(!QFile::exists(log));
        // Nothing half-written beside them.
        const QStringList left = QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden);
        QVERIFY2(left.filter(QStringLiteral("gpu-advisor-")).isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
    }

    void typesNotSoldInTheRegionAreSkipped()
    {
        qputenv("FAKE_ALIYUN_NOT_OFFERED", "ecs.gn8is-8x.32xlarge");
        const CliRun r = fetch();
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("ecs.gn8is-8x.32xlarge is not offered in cn-hangzhou")));
        const PriceImportResult imported = PriceFile::parseFile(m_out, m_catalog);
        QVERIFY(imported.ok());
        QCOMPARE(int(imported.rows.size()), (gn8isTypes - 1) * 2 + spotAdvised);
        QVERIFY(!priceOf(imported.rows, QStringLiteral("ecs.gn8is-8x.32xlarge"), QStringLiteral("payg")));
    }

    void badInputIsRefusedBeforeAnyCall_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        const QString out = QStringLiteral("--out");
        QTest::newRow("no families") << QStringList{QStringLiteral("prices"),
                                                    QStringLiteral("fetch"),
                                                    QStringLiteral("--region"),
                                                    QStringLiteral("cn-hangzhou"),
                                                    out,
                                                    QStringLiteral("x.csv")}
                                     << QStringLiteral("--families");
        QTest::newRow("unknown region") << QStringList{
            QStringLiteral("prices"), QStringLiteral("fetch"), QStringLiteral("--region"),
            QStringLiteral("mars-1"), QStringLiteral("--all"), out,
            QStringLiteral("x.csv")} << QStringLiteral("mars-1");
        QTest::newRow("unknown family") << QStringList{QStringLiteral("prices"),
                                                       QStringLiteral("fetch"),
                                                       QStringLiteral("--region"),
                                                       QStringLiteral("cn-hangzhou"),
                                                       QStringLiteral("--families"),
                                                       QStringLiteral("gn99"),
                                                       out,
                                                       QStringLiteral("x.csv")}
                                        << QStringLiteral("gn99");
        QTest::newRow("zone of another region")
            << QStringList{QStringLiteral("prices"),   QStringLiteral("fetch"),
                           QStringLiteral("--region"), QStringLiteral("cn-hangzhou"),
                           QStringLiteral("--zone"),   QStringLiteral("cn-beijing-a"),
                           QStringLiteral("--all"),    out,
                           QStringLiteral("x.csv")}
            << QStringLiteral("cn-beijing-a");
        QTest::newRow("no subcommand") << QStringList{QStringLiteral("prices")} << QStringLiteral("usage");
    }

    void badInputIsRefusedBeforeAnyCall()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const CliRun r = runCli(args + QStringList{QStringLiteral("--aliyun"), fakeAliyun});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QCOMPARE(callsMade(), 0);
    }

    void recommendDatesItsHeaderByTheOldestPriceShown_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::newRow("LoRA fine-tune") << QStringLiteral("finetune-7b-lora");
        QTest::newRow("full fine-tune, 13B") << QStringLiteral("finetune-full-13b");
    }

    void recommendDatesItsHeaderByTheOldestPriceShown()
    {
        // The catalog's date is its newest price; a header with it made 2023 prices read as current.
        QFETCH(QString, scenario);
        const QStringList args{QStringLiteral("recommend"),
                               QStringLiteral("--scenario"),
                               sourcePath(QStringLiteral("resources/scenarios/%1.gpuadvisor.json").arg(scenario)),
                               QStringLiteral("--all-sizes"),
                               QStringLiteral("--top"),
                               QStringLiteral("5")};
        const CliRun json = runCli(args + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.code, 0);
        const auto doc = nlohmann::json::parse(json.out.toStdString());
        QString oldest;
        for (const auto &configuration : doc.at("recommendations")) {
            for (const auto &cost : configuration.at("cost")) {
                if (cost.is_null())
                    continue;
                const QString date = QString::fromStdString(cost.at("priceDate").get<std::string>());
                if (!date.isEmpty() && (oldest.isEmpty() || date < oldest))
                    oldest = date;
            }
        }
        QVERIFY(!oldest.isEmpty());
        // Only a case where the shown prices are older than the catalog's newest tells the two apart.
        QVERIFY2(oldest < m_catalog.priceDate, qPrintable(oldest + QStringLiteral(" vs ") + m_catalog.priceDate));
        const CliRun table = runCli(args);
        QCOMPARE(table.code, 0);
        const auto match = QRegularExpression(QStringLiteral("as of (\\d{4}-\\d{2}-\\d{2})")).match(table.out);
        QVERIFY2(match.hasMatch(), qPrintable(table.out.left(300)));
        QCOMPARE(match.captured(1), oldest);
    }

    void errorCodesAreReadFromEitherStream()
    {
        QCOMPARE(AliyunPrices::errorCode({}, "ERROR: SDK.ServerError\nErrorCode: Throttling.User\nMessage: x\n"),
                 QStringLiteral("Throttling.User"));
        QCOMPARE(AliyunPrices::errorCode(R"({"Code": "PriceNotFound", "Message": "x"})", {}),
                 QStringLiteral("PriceNotFound"));
        QCOMPARE(AliyunPrices::classify(R"({"Code": "PriceNotFound"})", {}), AliyunFailure::NotOffered);
        QCOMPARE(AliyunPrices::classify({}, "ERROR: default RegionId is empty! run `aliyun configure` first\n"),
                 AliyunFailure::NotConfigured);
        QCOMPARE(AliyunPrices::classify({}, "ERROR: SDK.ServerError\nErrorCode: SignatureDoesNotMatch\n"),
                 AliyunFailure::AuthFailed);
    }

    void aPriceWithoutItsInstancePartIsRefused()
    {
        // The 2021 documented answer has only the total (with disk and image): no instance price in it.
        QString error;
        QVERIFY(!AliyunPrices::parsePrice(R"({"RequestId": "04F0F334-1335-436C-A1D7-6C044FE73368",
            "PriceInfo": {"Price": {"Currency": "CNY", "DiscountPrice": 655.2, "OriginalPrice": 4368,
            "TradePrice": 3712.8}}})",
                                          &error));
        QVERIFY2(error.contains(QStringLiteral("DetailInfos")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestPricesFetch)
#include "tst_pricesfetch.moc"
