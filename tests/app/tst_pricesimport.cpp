// SPDX-License-Identifier: Apache-2.0
#include "models/catalog/catalogloader.h"
#include "models/io/csvwriter.h"
#include "models/io/pricefile.h"
#include "models/util/jsonreader.h"
#include "tests/clirun.h"
#include "tests/fakealiyun.h"
#include "tests/testutils.h"

#include <map>

#include <nlohmann/json.hpp>

#include <QDate>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Advisor;

namespace {
const QString fakeAliyun = FakeAliyun::program();
const QString scenario = sourcePath(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json"));

/** A DescribePrice answer as the fake client gives it: list 14.63, the account's 85 %, a disk of 1.5 on top. */
QByteArray describePrice(const QString &fixture, double list)
{
    QByteArray json = readSourceFile(QStringLiteral("tests/data/aliyun/") + fixture);
    json.replace("@LIST@", QByteArray::number(list));
    json.replace("@TRADE@", QByteArray::number(list * 0.85));
    json.replace("@DISCOUNT@", QByteArray::number(list * 0.15));
    json.replace("@DISK@", "1.5");
    json.replace("@TOTAL@", QByteArray::number(list + 1.5));
    return json;
}

std::optional<double> priceOf(const std::vector<PriceFileRow> &rows, const QString &type, const QString &billing)
{
    for (const PriceFileRow &row : rows) {
        if (row.instanceType == type && row.billing == billing)
            return row.amount;
    }
    return std::nullopt;
}

/** The text as PowerShell's ">" saves it: UTF-16, little-endian unless asked, with or without a byte-order mark. */
QByteArray utf16(const QByteArray &utf8, bool bigEndian, bool mark)
{
    QByteArray bytes;
    if (mark)
        bytes += bigEndian ? QByteArray("\xFE\xFF") : QByteArray("\xFF\xFE");
    for (const QChar c : QString::fromUtf8(utf8)) {
        const char low = char(c.unicode() & 0xFF);
        const char high = char(c.unicode() >> 8);
        bytes.append(bigEndian ? high : low).append(bigEndian ? low : high);
    }
    return bytes;
}

/** Arrays in arrays, depth deep: valid JSON that is nothing but nesting. */
QByteArray nested(int depth)
{
    return QByteArray(depth, '[') + QByteArray(depth, ']');
}

QString firstRecommendation(const QStringList &extra)
{
    const CliRun r = runCli(QStringList{QStringLiteral("recommend"), QStringLiteral("--scenario"), scenario,
                                        QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--top"),
                                        QStringLiteral("1")}
                            + extra);
    if (r.code != 0)
        return QStringLiteral("exit %1: %2").arg(r.code).arg(r.err);
    const auto doc = nlohmann::json::parse(r.out.toStdString());
    return QString::fromStdString(doc["recommendations"][0]["instanceType"].get<std::string>());
}
} // namespace

class TestPricesImport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    Catalog m_catalog;

    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString p = path(name);
        return writeAll(p, bytes) ? p : QString();
    }
    CliRun import(const QStringList &files, const QStringList &extra = {})
    {
        return runCli(QStringList{QStringLiteral("prices"), QStringLiteral("import")} + files
                      + QStringList{QStringLiteral("--out"), path(QStringLiteral("imported.csv"))} + extra);
    }
    CliRun fakeFetch(const QString &out)
    {
        return runCli({QStringLiteral("prices"), QStringLiteral("fetch"), QStringLiteral("--region"),
                       QStringLiteral("cn-hangzhou"), QStringLiteral("--families"), QStringLiteral("gn8is"),
                       QStringLiteral("--out"), out, QStringLiteral("--aliyun"), fakeAliyun, QStringLiteral("--pace"),
                       QStringLiteral("0")});
    }
    const QStringList bare{QStringLiteral("--type"),    QStringLiteral("ecs.gn8is.2xlarge"),
                           QStringLiteral("--region"),  QStringLiteral("cn-hangzhou"),
                           QStringLiteral("--billing"), QStringLiteral("payg"),
                           QStringLiteral("--date"),    QStringLiteral("2026-11-02")};

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
        QFile::remove(path(QStringLiteral("imported.csv")));
        FakeAliyun::reset(m_dir.path());
    }

    void theFetchLogImportsToTheFetchedFile()
    {
        const QString fetched = path(QStringLiteral("fetched.csv"));
        QFile::remove(fetched);
        QFile::remove(fetched + QStringLiteral(".log.json"));
        const CliRun f = fakeFetch(fetched);
        QVERIFY2(f.code == 0, qPrintable(f.err));
        const CliRun r = import({fetched + QStringLiteral(".log.json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        // Row for row the file the fetch wrote: the log alone is enough to rebuild and audit it.
        const auto fromFetch = PriceFile::parseFile(fetched, m_catalog);
        const auto fromLog = PriceFile::parseFile(path(QStringLiteral("imported.csv")), m_catalog);
        QVERIFY2(fromLog.ok(), qPrintable(fromLog.messages().join(QLatin1Char('\n'))));
        QCOMPARE(fromLog.rows.size(), fromFetch.rows.size());
        for (const PriceFileRow &row : fromFetch.rows)
            QCOMPARE(priceOf(fromLog.rows, row.instanceType, row.billing), row.amount);
        QVERIFY2(r.out.contains(QStringLiteral("call 2")), qPrintable(r.out)); // where each price came from
        QVERIFY(r.out.contains(QStringLiteral("spot ecs.gn8is.2xlarge in cn-hangzhou-i")));
    }

    void bareAnswersGiveTheInstancesListPrice_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::newRow("ResourcePriceModel") << QStringLiteral("describeprice-resourcepricemodel.json");
        QTest::newRow("DetailInfo") << QStringLiteral("describeprice-detailinfo.json");
    }

    void bareAnswersGiveTheInstancesListPrice()
    {
        QFETCH(QString, fixture);
        const QString answer = write(QStringLiteral("answer.json"), describePrice(fixture, 14.63));
        const CliRun r = import({answer}, bare);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const auto rows = PriceFile::parseFile(path(QStringLiteral("imported.csv")), m_catalog);
        QVERIFY(rows.ok());
        QCOMPARE(rows.rows.size(), std::size_t(1));
        // Not the total with the disk (16.13), not the account's TradePrice (12.44).
        QCOMPARE(rows.rows.front().amount, 14.63);
        QCOMPARE(rows.rows.front().date, QStringLiteral("2026-11-02"));
        QCOMPARE(rows.rows.front().source, QStringLiteral("Alibaba DescribePrice API"));
    }

    void badFilesSayWhatAndWhere_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<bool>("withContext");
        QTest::addColumn<QString>("expected");
        QTest::newRow("malformed") << QByteArray("{\n  \"PriceInfo\": {\"Price\": {\"Currency\": \"CNY\",\n") << true
                                   << QStringLiteral("not valid JSON at line 3");
        QTest::newRow("no context") << describePrice(QStringLiteral("describeprice-detailinfo.json"), 14.63) << false
                                    << QStringLiteral("give --type, --region and --billing");
        QTest::newRow("API error") << QByteArray(R"({"Code": "InvalidInstanceType.NotFound", "Message": "The )"
                                                 R"(specified InstanceType does not exist.", "RequestId": "x"})")
                                   << true << QStringLiteral("InvalidInstanceType.NotFound");
        QTest::newRow("specs") << readSourceFile(QStringLiteral("tests/data/aliyun/instancetypes.json")) << true
                               << QStringLiteral("DescribeInstanceTypes");
        QTest::newRow("other JSON") << QByteArray(R"({"name": "x"})") << true << QStringLiteral("it has name");
        QTest::newRow("not an object") << QByteArray("[1, 2]") << true << QStringLiteral("expected an object");
        QTest::newRow("only the total") << QByteArray(R"({"PriceInfo": {"Price": {"Currency": "CNY", )"
                                                      R"("OriginalPrice": 16.13, "TradePrice": 12.44}}})")
                                        << true << QStringLiteral("DetailInfos");
    }

    void badFilesSayWhatAndWhere()
    {
        QFETCH(QByteArray, content);
        QFETCH(bool, withContext);
        QFETCH(QString, expected);
        const QString file = write(QStringLiteral("bad.json"), content);
        const CliRun r = import({file}, withContext ? bare : QStringList{});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(file + QStringLiteral(": ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(!QFile::exists(path(QStringLiteral("imported.csv"))));
    }

    void aTypeTheCatalogLacksIsRefusedWithItsCall()
    {
        const QString answer =
            write(QStringLiteral("answer.json"), describePrice(QStringLiteral("describeprice-detailinfo.json"), 1));
        QStringList args = bare;
        args[1] = QStringLiteral("ecs.g6.large");
        const CliRun r = import({answer}, args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(answer + QStringLiteral(": instanceType: unknown instance type \"ecs.g6.large\"")),
                 qPrintable(r.err));
    }

    void spotPagesAreMergedAndAMissingPageIsNamed()
    {
        QByteArray template_ = readSourceFile(QStringLiteral("tests/data/aliyun/spotpricehistory.json"));
        template_.replace("@TYPE@", "ecs.gn8is.2xlarge").replace("@LIST@", "14.63");
        QByteArray first = template_;
        first.replace("@SPOT@", "2.9").replace("@SPOT_OLD@", "4.4");
        const QString page1 = write(QStringLiteral("spot1.json"), first);
        const QString price =
            write(QStringLiteral("answer.json"), describePrice(QStringLiteral("describeprice-detailinfo.json"), 14.63));
        CliRun r = import({price, page1}, bare);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("2.900")), qPrintable(r.out)); // the newest sample, not 4.4
        QVERIFY2(!r.err.contains(QStringLiteral("NextOffset")), qPrintable(r.err));

        // A page saying more follow, given alone, is imported with a warning naming it.
        QByteArray paged = first;
        paged.replace("\"Currency\"", "\"NextOffset\": 1000, \"Currency\"");
        const QString page = write(QStringLiteral("spotpaged.json"), paged);
        r = import({price, page}, bare);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(page + QStringLiteral(": more spot samples follow")), qPrintable(r.err));
    }

    void anIncompleteFetchLogSaysSo()
    {
        qputenv("FAKE_ALIYUN_MODE", "partial");
        qputenv("FAKE_ALIYUN_FAIL_AFTER", "6");
        const QString fetched = path(QStringLiteral("partial.csv"));
        const CliRun f = fakeFetch(fetched);
        QCOMPARE(f.code, 1);
        const CliRun r = import({fetched + QStringLiteral(".log.json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("did not finish")));
        const auto rows = PriceFile::parseFile(path(QStringLiteral("imported.csv")), m_catalog);
        QVERIFY(rows.ok());
        QVERIFY(rows.rows.size() < std::size_t(10)); // only what the fetch got before it failed
    }

    void aMalformedAnswerInTheLogIsLeftOutNamed()
    {
        qputenv("FAKE_ALIYUN_MODE", "malformed");
        const QString fetched = path(QStringLiteral("malformed.csv"));
        fakeFetch(fetched);
        const CliRun r = import({fetched + QStringLiteral(".log.json")});
        QCOMPARE(r.code, 2); // every price answer was broken: nothing to write
        QVERIFY2(r.err.contains(QStringLiteral("call 2: the recorded answer of ecs DescribePrice is not valid JSON")),
                 qPrintable(r.err));
    }

    void nestingPastTheBoundIsRefused_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::newRow("prices import") << QStringList{QStringLiteral("prices"), QStringLiteral("import"),
                                                      QStringLiteral("--out"), path(QStringLiteral("imported.csv"))};
        QTest::newRow("catalog refresh-specs")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("refresh-specs")};
    }

    void nestingPastTheBoundIsRefused()
    {
        QFETCH(QStringList, command);
        const int bound = JsonReader::maxDepth; // the one bound for every file the program reads
        const QString within = write(QStringLiteral("within.json"), nested(bound));
        const CliRun read = runCli(command + QStringList{within});
        QCOMPARE(read.code, 2); // nothing but brackets is no answer, but it is read as one
        QVERIFY2(!read.err.contains(QStringLiteral("nested")), qPrintable(read.err));
        const QString beyond = write(QStringLiteral("beyond.json"), nested(bound + 1));
        const CliRun refused = runCli(command + QStringList{beyond});
        QCOMPARE(refused.code, 2);
        // Where the level past the bound opens: line 1, its (bound + 1)th character.
        const QString expected = QStringLiteral("%1: nested more than %2 levels deep at line 1, column %3")
                                     .arg(beyond)
                                     .arg(bound)
                                     .arg(bound + 1);
        QVERIFY2(refused.err.contains(expected), qPrintable(refused.err));
        QVERIFY(!QFile::exists(path(QStringLiteral("imported.csv"))));
    }

    void aDeepAnswerInTheLogIsNotParsed()
    {
        // The log's own nesting is shallow: the deep text is a string in it, the answer the client printed.
        const QJsonObject call{{QStringLiteral("arguments"),
                                QJsonArray{QStringLiteral("ecs"), QStringLiteral("DescribePrice"),
                                           QStringLiteral("--RegionId"), QStringLiteral("cn-hangzhou"),
                                           QStringLiteral("--InstanceType"), QStringLiteral("ecs.gn8is.2xlarge")}},
                               {QStringLiteral("startedUtc"), QStringLiteral("2026-11-02T10:00:00.000Z")},
                               {QStringLiteral("exitCode"), 0},
                               {QStringLiteral("stdout"), QString::fromLatin1(nested(JsonReader::maxDepth + 1))}};
        const QString log = write(QStringLiteral("deep.log.json"),
                                  QJsonDocument(QJsonObject{{QStringLiteral("calls"), QJsonArray{call}}}).toJson());
        const CliRun r = import({log});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("%1, call 1: the recorded answer of ecs DescribePrice cannot be read "
                                               "(nested more than %2 levels deep")
                                    .arg(log)
                                    .arg(JsonReader::maxDepth)),
                 qPrintable(r.err));
    }

    void aLogWithAnExitCodeThatIsNoNumberIsReadNotCrashedOn()
    {
        // Found by fuzz_aliyun: the exit code was read as a number whatever it was, which threw.
        const QJsonObject call{
            {QStringLiteral("arguments"),
             QJsonArray{QStringLiteral("ecs"), QStringLiteral("DescribePrice"), QStringLiteral("--RegionId"),
                        QStringLiteral("cn-hangzhou"), QStringLiteral("--InstanceType"),
                        QStringLiteral("ecs.gn8is.2xlarge")}},
            {QStringLiteral("startedUtc"), QStringLiteral("2026-11-02T10:00:00.000Z")},
            {QStringLiteral("exitCode"), QStringLiteral("0")},
            {QStringLiteral("stdout"),
             QString::fromUtf8(describePrice(QStringLiteral("describeprice-detailinfo.json"), 14.63))}};
        const QString log = write(QStringLiteral("edited.log.json"),
                                  QJsonDocument(QJsonObject{{QStringLiteral("calls"), QJsonArray{call}}}).toJson());
        const CliRun r = import({log});
        QCOMPARE(r.code, 2); // the one call is not known to have answered: no price from it
        QVERIFY2(r.err.contains(QStringLiteral("no list price could be read")), qPrintable(r.err));
    }

    void utf16AnswersAreNamed_data()
    {
        QTest::addColumn<bool>("bigEndian");
        QTest::addColumn<bool>("mark");
        QTest::newRow("PowerShell >, little-endian with a mark") << false << true;
        QTest::newRow("big-endian with a mark") << true << true;
        QTest::newRow("without a mark") << false << false;
    }

    void utf16AnswersAreNamed()
    {
        QFETCH(bool, bigEndian);
        QFETCH(bool, mark);
        const QString answer =
            write(QStringLiteral("answer.json"),
                  utf16(describePrice(QStringLiteral("describeprice-detailinfo.json"), 14.63), bigEndian, mark));
        const CliRun r = import({answer}, bare);
        QCOMPARE(r.code, 2);
        QVERIFY2(
            r.err.contains(QStringLiteral("%1 is UTF-16 text; save it as UTF-8 (PowerShell: Out-File -Encoding utf8)")
                               .arg(answer)),
            qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("line 1, column 1")), qPrintable(r.err));
        QVERIFY(!QFile::exists(path(QStringLiteral("imported.csv"))));
        const QString specs =
            write(QStringLiteral("specs.json"),
                  utf16(readSourceFile(QStringLiteral("tests/data/aliyun/instancetypes.json")), bigEndian, mark));
        const CliRun s = runCli({QStringLiteral("catalog"), QStringLiteral("refresh-specs"), specs});
        QCOMPARE(s.code, 2);
        QVERIFY2(s.err.contains(QStringLiteral("%1: UTF-16 text; save it as UTF-8").arg(specs)), qPrintable(s.err));
    }

    void aPathIsNamedOnce_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<QString>("file");
        const QString device = QStringLiteral("/dev/zero");
        const QString missing = path(QStringLiteral("missing-answer.json"));
        const QStringList import{QStringLiteral("prices"), QStringLiteral("import"), QStringLiteral("--out"),
                                 path(QStringLiteral("imported.csv"))};
        const QStringList specs{QStringLiteral("catalog"), QStringLiteral("refresh-specs")};
        const QStringList validate{QStringLiteral("catalog"), QStringLiteral("validate")};
        QTest::newRow("prices import, a device") << (import + QStringList{device}) << device;
        QTest::newRow("prices import, no such file") << (import + QStringList{missing}) << missing;
        QTest::newRow("refresh-specs, a device") << (specs + QStringList{device}) << device;
        QTest::newRow("refresh-specs, no such file") << (specs + QStringList{missing}) << missing;
        QTest::newRow("catalog validate, a device") << (validate + QStringList{device}) << device;
        QTest::newRow("recommend --prices, a device")
            << QStringList{QStringLiteral("recommend"), QStringLiteral("--scenario"), scenario,
                           QStringLiteral("--prices"), device}
            << device;
    }

    void aPathIsNamedOnce()
    {
        QFETCH(QStringList, command);
        QFETCH(QString, file);
        const CliRun r = runCli(command);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(file), qPrintable(r.err));
        // Each line says the file's name once, not "/dev/zero: /dev/zero: is a device".
        for (const QString &line : r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            QVERIFY2(line.count(file) <= 1, qPrintable(line));
    }

    void outputMayNotOverwriteAnInput()
    {
        const QString answer =
            write(QStringLiteral("imported.csv"), describePrice(QStringLiteral("describeprice-detailinfo.json"), 1));
        const CliRun r = import({answer}, bare);
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QStringLiteral("also an input")));
        QVERIFY(!import({path(QStringLiteral("missing.json"))}).err.isEmpty());
        QCOMPARE(import({path(QStringLiteral("missing.json"))}).code, 2);
    }

    void pricesOptionChangesTheRanking()
    {
        const QString before = firstRecommendation({});
        QVERIFY2(before.startsWith(QLatin1String("ecs.")), qPrintable(before));
        // Every listed price of the winner, fifty times dearer: another type must win.
        QList<QStringList> rows{PriceFile::header()};
        for (const PriceRecord &p : m_catalog.prices) {
            if (p.instanceType == before)
                rows << QStringList{p.instanceType,
                                    p.region.isEmpty() ? m_catalog.referenceRegion : p.region,
                                    p.billing,
                                    QString::number(p.amount * 50, 'f', 2),
                                    p.currency,
                                    QStringLiteral("2026-11-01"),
                                    QStringLiteral("test quote")};
        }
        QVERIFY(rows.size() > 1);
        QByteArray csv;
        for (const QStringList &row : rows)
            csv += row.join(QLatin1Char(',')).toUtf8() + '\n';
        const QString dear = write(QStringLiteral("dear.csv"), csv);
        const QString after = firstRecommendation({QStringLiteral("--prices"), dear});
        QVERIFY2(after.startsWith(QLatin1String("ecs.")), qPrintable(after));
        QVERIFY2(after != before, qPrintable(after));
        // Given twice, the later file's price wins and the replacement is named.
        const CliRun r = runCli({QStringLiteral("recommend"), QStringLiteral("--scenario"), scenario,
                                 QStringLiteral("--prices"), dear, QStringLiteral("--prices"), dear});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains(dear + QStringLiteral(": %1 prices applied").arg(rows.size() - 1)), qPrintable(r.err));
    }

    void aQuoteRowIsNotDiscountedAndIsLabelledAsAQuote()
    {
        // Issue 46: under a 20 % customer discount, a price file's quote row costs its figure × instances
        // (the discount is already in a quote) and is labelled as the user's quote; its list row is discounted.
        nlohmann::json doc = nlohmann::json::parse(
            readSourceFile(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json")).toStdString());
        doc["constraints"]["customerDiscountPercent"] = 20;
        doc["constraints"]["billing"] =
            nlohmann::json::array({"payg"}); // the quote's billing model is the one each row is costed on
        doc["constraints"]["interruptible"] = false;
        const QString discounted =
            write(QStringLiteral("discounted.gpuadvisor.json"), QByteArray::fromStdString(doc.dump(2)));
        const auto ranked = [&](const QStringList &extra) {
            const CliRun r = runCli(QStringList{QStringLiteral("recommend"), QStringLiteral("--scenario"), discounted,
                                                QStringLiteral("--format"), QStringLiteral("json"),
                                                QStringLiteral("--top"), QStringLiteral("10000")}
                                    + extra);
            return r.code == 0 ? nlohmann::json::parse(r.out.toStdString())["recommendations"] : nlohmann::json();
        };
        // Two types the scenario fits on, each with a listed price in the reference region.
        QStringList types;
        for (const auto &row : ranked({})) {
            const QString type = QString::fromStdString(row["instanceType"].get<std::string>());
            if (row["cost"].is_object() && row["cost"].contains("payg") && row["cost"]["payg"].is_object()
                && row["cost"]["payg"]["origin"] == "listed"
                && QString::fromStdString(row["cost"]["payg"]["priceRegion"].get<std::string>())
                    == m_catalog.referenceRegion
                && !types.contains(type))
                types << type;
        }
        QVERIFY2(types.size() >= 2, qPrintable(types.join(u' ')));
        const QString quoted = types.at(0);
        const QString listed = types.at(1);
        const QString file = write(QStringLiteral("partner.csv"),
                                   QStringLiteral("instanceType,region,billing,price,currency,date,source,origin\n"
                                                  "%1,%3,payg,7.5,CNY,2026-11-01,Partner A,quote\n"
                                                  "%2,%3,payg,12.5,CNY,2026-11-01,console,list\n")
                                       .arg(quoted, listed, m_catalog.referenceRegion)
                                       .toUtf8());
        const nlohmann::json rows = ranked({QStringLiteral("--prices"), file});
        QVERIFY(rows.is_array());
        const auto rowOf = [&](const QString &type) {
            for (const auto &row : rows) {
                if (row["instanceType"] == type.toStdString())
                    return row;
            }
            return nlohmann::json();
        };
        const nlohmann::json q = rowOf(quoted);
        const nlohmann::json l = rowOf(listed);
        QVERIFY(!q.is_null() && !l.is_null());
        QCOMPARE(q["cost"]["payg"]["origin"].get<std::string>(), std::string("quote"));
        QCOMPARE(q["cost"]["payg"]["hourly"].get<double>(), 7.5 * q["instances"].get<int>());
        QCOMPARE(l["cost"]["payg"]["origin"].get<std::string>(), std::string("listed"));
        QCOMPARE(l["cost"]["payg"]["hourly"].get<double>(), 12.5 * l["instances"].get<int>() * 0.8);

        // The CSV names the quote as the user's, with its date, in its price-source column (every size is
        // listed, so both rows are there whichever family leads).
        const CliRun csv = runCli({QStringLiteral("recommend"), QStringLiteral("--scenario"), discounted,
                                   QStringLiteral("--prices"), file, QStringLiteral("--format"), QStringLiteral("csv"),
                                   QStringLiteral("--top"), QStringLiteral("10000"), QStringLiteral("--all-sizes")});
        QVERIFY2(csv.code == 0, qPrintable(csv.err));
        const QList<QStringList> cells = CsvWriter::parse(csv.out.toUtf8());
        const auto csvRow = [&](const QString &type) {
            const auto it =
                std::find_if(cells.begin(), cells.end(), [&](const QStringList &row) { return row.contains(type); });
            return it == cells.end() ? QStringList() : *it;
        };
        // The column is found by its header: the cost band's columns follow it.
        QVERIFY(!cells.isEmpty());
        const qsizetype source = cells.front().indexOf(QStringLiteral("Price source"));
        QVERIFY(source >= 0);
        QCOMPARE(csvRow(quoted).value(source), QStringLiteral("your quote, entered 2026-11-01"));
        QVERIFY(!csvRow(listed).isEmpty());
        QVERIFY2(!csvRow(listed).value(source).contains(QStringLiteral("quote")),
                 qPrintable(csvRow(listed).value(source)));

        // The report text marks the quote's cost ‡ and says what ‡ means; the list row has no mark.
        const CliRun text =
            runCli({QStringLiteral("recommend"), QStringLiteral("--scenario"), discounted, QStringLiteral("--prices"),
                    file, QStringLiteral("--top"), QStringLiteral("10000"), QStringLiteral("--all-sizes")});
        QVERIFY2(text.code == 0, qPrintable(text.err));
        QVERIFY(text.out.contains(QStringLiteral("‡ your own quotes")));
        const auto lineOf = [&](const QString &type) {
            for (const QString &line : text.out.split(u'\n')) {
                if (line.contains(type + u' '))
                    return line;
            }
            return QString();
        };
        QVERIFY2(lineOf(quoted).contains(QStringLiteral("‡")), qPrintable(lineOf(quoted)));
        QVERIFY2(!lineOf(listed).isEmpty() && !lineOf(listed).contains(QStringLiteral("‡")),
                 qPrintable(lineOf(listed)));
    }

    void catalogListMarksAQuoteAndLeavesAListPriceUnmarked()
    {
        // Issue 46: a price file's quote row is an offer to this customer. `catalog list` marks it ‡ with
        // "your quote" and its date, as the results table and the report do; a list price beside it stays plain.
        const QString quoted = QStringLiteral("ecs.gn7i-c8g1.2xlarge");
        const QString listed = QStringLiteral("ecs.gn7i-c16g1.4xlarge");
        QVERIFY(m_catalog.instanceType(quoted) && m_catalog.instanceType(listed));
        const QString file = write(QStringLiteral("catalog-quote.csv"),
                                   QStringLiteral("instanceType,region,billing,price,currency,date,source,origin\n"
                                                  "%1,%3,payg,7.5,CNY,2026-11-01,Partner A,quote\n"
                                                  "%2,%3,payg,12.5,CNY,2026-11-02,console,list\n")
                                       .arg(quoted, listed, m_catalog.referenceRegion)
                                       .toUtf8());
        const auto list = [&](const QStringList &extra) {
            return runCli(QStringList{QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--prices"),
                                      file, QStringLiteral("--region"), m_catalog.referenceRegion}
                          + extra);
        };
        const auto lineOf = [](const QString &out, const QString &type) {
            for (const QString &line : out.split(u'\n')) {
                if (line.startsWith(type + u' ') || line.startsWith(type + u','))
                    return line;
            }
            return QString();
        };

        const CliRun en = list({});
        QVERIFY2(en.code == 0, qPrintable(en.err));
        // The legend is the second line, under the catalog's name and price date.
        QVERIFY2(en.out.section(u'\n', 1, 1).contains(QStringLiteral("‡ = your quote")), qPrintable(en.out.left(400)));
        QVERIFY2(lineOf(en.out, quoted).contains(QStringLiteral("‡7.5 ")), qPrintable(lineOf(en.out, quoted)));
        QVERIFY2(lineOf(en.out, quoted).contains(QStringLiteral("your quote, entered 2026-11-01")),
                 qPrintable(lineOf(en.out, quoted)));
        const QString listLine = lineOf(en.out, listed);
        QVERIFY2(listLine.contains(QStringLiteral(" 12.5 ")) && listLine.contains(QStringLiteral("2026-11-02")),
                 qPrintable(listLine));
        QVERIFY2(!listLine.contains(QStringLiteral("‡")) && !listLine.contains(QStringLiteral("quote")),
                 qPrintable(listLine));

        const CliRun zh = list({QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QLocale::setDefault(QLocale::c());
        QVERIFY2(zh.code == 0, qPrintable(zh.err));
        QVERIFY2(lineOf(zh.out, quoted).contains(QStringLiteral("‡7.5 ")), qPrintable(lineOf(zh.out, quoted)));
        QVERIFY2(lineOf(zh.out, quoted).contains(QStringLiteral("您的报价，录入于 2026-11-01")),
                 qPrintable(lineOf(zh.out, quoted)));
        QVERIFY2(!lineOf(zh.out, listed).contains(QStringLiteral("‡")), qPrintable(lineOf(zh.out, listed)));

        // The CSV carries the same basis, its price a plain number as in recommend's CSV (the basis says it is
        // a quote); the JSON names the origin.
        const CliRun csv = list({QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY2(csv.code == 0, qPrintable(csv.err));
        const QList<QStringList> cells = CsvWriter::parse(csv.out.toUtf8());
        QVERIFY(!cells.isEmpty());
        const qsizetype priceColumn = cells.first().indexOf(QStringLiteral("Pay-as-you-go (CNY/h)"));
        const qsizetype basisColumn = cells.first().indexOf(QStringLiteral("Price basis"));
        QVERIFY(priceColumn >= 0 && basisColumn >= 0);
        const auto csvRow = [&](const QString &type) {
            const auto it =
                std::find_if(cells.begin(), cells.end(), [&](const QStringList &row) { return row.value(0) == type; });
            return it == cells.end() ? QStringList() : *it;
        };
        QCOMPARE(csvRow(quoted).value(priceColumn), QStringLiteral("7.5"));
        QCOMPARE(csvRow(quoted).value(basisColumn), QStringLiteral("your quote, entered 2026-11-01"));
        QCOMPARE(csvRow(listed).value(priceColumn), QStringLiteral("12.5"));
        QCOMPARE(csvRow(listed).value(basisColumn), QStringLiteral("listed price"));

        const CliRun json = list({QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(json.code == 0, qPrintable(json.err));
        const nlohmann::json doc = nlohmann::json::parse(json.out.toStdString());
        std::map<std::string, nlohmann::json> payg;
        for (const auto &type : doc["instanceTypes"])
            payg[type["id"].get<std::string>()] = type["payg"];
        QCOMPARE(payg[quoted.toStdString()]["origin"].get<std::string>(), std::string("quote"));
        QCOMPARE(payg[quoted.toStdString()]["date"].get<std::string>(), std::string("2026-11-01"));
        QCOMPARE(payg[listed.toStdString()]["origin"].get<std::string>(), std::string("listed"));
    }

    void aBadPricesFileStopsTheCommandWithTheImportsWords_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("estimate") << QStringLiteral("estimate");
        QTest::newRow("recommend") << QStringLiteral("recommend");
        QTest::newRow("export") << QStringLiteral("export");
    }

    void aBadPricesFileStopsTheCommandWithTheImportsWords()
    {
        QFETCH(QString, command);
        const QString bad = sourcePath(QStringLiteral("tests/data/prices/bad-unknown-type.csv"));
        QStringList args{command, QStringLiteral("--scenario"), scenario, QStringLiteral("--prices"), bad};
        if (command == QLatin1String("export"))
            args << QStringLiteral("--pdf") << path(QStringLiteral("out.pdf"));
        const CliRun r = runCli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(PriceFile::notImportedMessage(bad)), qPrintable(r.err));
        QVERIFY2(r.err.contains(bad + QStringLiteral(": row ")), qPrintable(r.err));
        QVERIFY(!QFile::exists(path(QStringLiteral("out.pdf"))));
    }

    void fetchedPricesReachTheRecommendation()
    {
        const QString fetched = path(QStringLiteral("forrecommend.csv"));
        QVERIFY(fakeFetch(fetched).code == 0);
        const CliRun r = runCli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--region"),
                                 QStringLiteral("cn-hangzhou"), QStringLiteral("--prices"), fetched});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString line = r.out.section(QStringLiteral("ecs.gn8is.2xlarge "), 1, 1).section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(line.contains(QStringLiteral("14.63")), qPrintable(line));
        // Five types' PAYG and one-month list prices, and the two spot averages the fake's advice gives.
        QVERIFY2(r.err.contains(fetched + QStringLiteral(": 12 prices applied (0 changed, 12 new, 0 unchanged)")),
                 qPrintable(r.err));
    }

    void refreshSpecsShowsADiffAndWritesItOnlyWhenAsked()
    {
        const CliRun r = runCli({QStringLiteral("catalog"), QStringLiteral("refresh-specs"), QStringLiteral("--region"),
                                 QStringLiteral("cn-hangzhou"), QStringLiteral("--aliyun"), fakeAliyun});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        // Both pages were asked for (NextToken), and only the NVIDIA type the catalog lacks is new.
        QVERIFY2(r.err.contains(QStringLiteral("[page 2]")), qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("+ ecs.gnx-test.2xlarge")), qPrintable(r.out));
        QVERIFY(!r.out.contains(QStringLiteral("ecs.f1-c8f1.4xlarge"))); // FPGA, though it fills GPUAmount
        QVERIFY2(r.out.contains(QStringLiteral("~ ecs.gn7i-c8g1.2xlarge memoryGiB: catalog 30, Alibaba 32")),
                 qPrintable(r.out));
        QVERIFY(!r.out.contains(QStringLiteral("~ ecs.gn7i-c8g1.2xlarge networkGbits"))); // 16,384,000 Kbit/s = 16
        QVERIFY(!r.out.contains(QStringLiteral("ecs.gn5-c4g1.xlarge"))); // described as the catalog has it

        // Written to a user catalog that loads, with the change in it; the catalog in use is untouched.
        const QString out = path(QStringLiteral("user-catalog.json"));
        const CliRun w = runCli({QStringLiteral("catalog"), QStringLiteral("refresh-specs"), QStringLiteral("--region"),
                                 QStringLiteral("cn-hangzhou"), QStringLiteral("--aliyun"), fakeAliyun,
                                 QStringLiteral("--out"), out});
        QVERIFY2(w.code == 0, qPrintable(w.err));
        const auto loaded = CatalogLoader::fromFile(out);
        QVERIFY2(loaded.catalog, qPrintable(loaded.diagnostics.toStringList().join(QLatin1Char('\n'))));
        QCOMPARE(loaded.catalog->instanceType(QStringLiteral("ecs.gn7i-c8g1.2xlarge"))->memoryGiB, 32.0);
        QVERIFY(!loaded.catalog->instanceType(QStringLiteral("ecs.gnx-test.2xlarge")));
        QCOMPARE(m_catalog.instanceType(QStringLiteral("ecs.gn7i-c8g1.2xlarge"))->memoryGiB, 30.0);
    }

    void refreshSpecsReadsTheDocumentedExample()
    {
        const CliRun r = runCli({QStringLiteral("catalog"), QStringLiteral("refresh-specs"),
                                 sourcePath(QStringLiteral("tests/data/aliyun/instancetypes.json"))});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        // ecs.g6.large has no GPU: neither new nor compared.
        QVERIFY2(r.out.contains(QStringLiteral("1 instance types described, 0 of them in the catalog")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("no differences")));
        const QString bad =
            write(QStringLiteral("prices.json"), describePrice(QStringLiteral("describeprice-detailinfo.json"), 1));
        const CliRun wrong = runCli({QStringLiteral("catalog"), QStringLiteral("refresh-specs"), bad});
        QCOMPARE(wrong.code, 2);
        QVERIFY(wrong.err.contains(bad + QStringLiteral(": not a DescribeInstanceTypes answer")));
    }

    void refreshSpecsFailsLikeTheFetch_data()
    {
        QTest::addColumn<QByteArray>("mode");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not configured") << QByteArray("notconfigured") << QStringLiteral("aliyun configure");
        QTest::newRow("auth") << QByteArray("auth") << QStringLiteral("InvalidAccessKeyId.NotFound");
        QTest::newRow("crash") << QByteArray("crash") << QStringLiteral("panic");
    }

    void refreshSpecsFailsLikeTheFetch()
    {
        QFETCH(QByteArray, mode);
        QFETCH(QString, expected);
        qputenv("FAKE_ALIYUN_MODE", mode);
        const QString out = path(QStringLiteral("never.json"));
        const CliRun r = runCli({QStringLiteral("catalog"), QStringLiteral("refresh-specs"), QStringLiteral("--region"),
                                 QStringLiteral("cn-hangzhou"), QStringLiteral("--aliyun"), fakeAliyun,
                                 QStringLiteral("--out"), out});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }

    void refreshSpecsStopsAHangingClientAfterItsTimeout()
    {
        qputenv("FAKE_ALIYUN_MODE", "hang");
        const QString out = path(QStringLiteral("never.json"));
        QElapsedTimer clock;
        clock.start();
        const CliRun r = runCli({QStringLiteral("catalog"), QStringLiteral("refresh-specs"), QStringLiteral("--region"),
                                 QStringLiteral("cn-hangzhou"), QStringLiteral("--aliyun"), fakeAliyun,
                                 QStringLiteral("--timeout"), QStringLiteral("1"), QStringLiteral("--out"), out});
        QVERIFY(clock.elapsed() < 10000); // the fake sleeps 30 s
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("within 1 s")), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
        const CliRun bad =
            runCli({QStringLiteral("catalog"), QStringLiteral("refresh-specs"), QStringLiteral("--region"),
                    QStringLiteral("cn-hangzhou"), QStringLiteral("--aliyun"), fakeAliyun, QStringLiteral("--timeout"),
                    QStringLiteral("0")});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("--timeout expects a whole number from 1 to 3600")),
                 qPrintable(bad.err));
    }
};

QTEST_GUILESS_MAIN(TestPricesImport)
#include "tst_pricesimport.moc"
