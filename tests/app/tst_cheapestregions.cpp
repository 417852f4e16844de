// SPDX-License-Identifier: Apache-2.0
#include "models/text/moneyformatter.h"
#include "tests/clirun.h"
#include "tests/testutils.h"

#include <nlohmann/json.hpp>

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Advisor;

namespace {
const QString scenario = sourcePath(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json"));
// The recommended gn7 size priced in cn-beijing (below the catalog's cn-shanghai price) and cn-hangzhou (above).
const QString multiRegion = sourcePath(QStringLiteral("tests/data/prices/multi-region.csv"));

CliRun recommend(const QStringList &extra)
{
    return runCli(QStringList{QStringLiteral("recommend"), QStringLiteral("--scenario"), scenario,
                              QStringLiteral("--top"), QStringLiteral("3")}
                  + extra);
}

/** The lines of the text output's "Cheapest regions" section. */
QStringList section(const QString &out)
{
    const QStringList lines = out.split(QLatin1Char('\n'));
    const qsizetype start = lines.indexOf(QStringLiteral("Cheapest regions:"));
    if (start < 0)
        return {};
    QStringList body;
    for (qsizetype i = start + 1; i < lines.size() && !lines[i].isEmpty(); ++i)
        body << lines[i];
    return body;
}
} // namespace

class TestCheapestRegions : public QObject
{
    Q_OBJECT

private slots:
    void jsonListsEachRegionCheapestFirstAtTheRankingsFigure()
    {
        const CliRun r =
            recommend({QStringLiteral("--prices"), multiRegion, QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const auto doc = nlohmann::json::parse(r.out.toStdString());
        const auto &first = doc["recommendations"][0];
        QCOMPARE(first["instanceType"].get<std::string>(), std::string("ecs.gn7-c13g1.26xlarge"));
        const auto &regions = first["cheapestRegions"];
        QVERIFY(regions.is_array());
        QCOMPARE(regions.size(), std::size_t(3));
        QCOMPARE(regions[0]["region"].get<std::string>(), std::string("cn-beijing"));
        QCOMPARE(regions[1]["region"].get<std::string>(), std::string("cn-shanghai"));
        QCOMPARE(regions[2]["region"].get<std::string>(), std::string("cn-hangzhou"));
        for (std::size_t i = 1; i < regions.size(); ++i)
            QVERIFY(regions[i - 1]["monthly"].get<double>() <= regions[i]["monthly"].get<double>());
        const std::string billing = first["primaryBilling"].get<std::string>();
        // Each region's own date and tier, from the file or the catalog.
        QCOMPARE(regions[0]["priceDate"].get<std::string>(), std::string("2026-10-01"));
        QCOMPARE(regions[2]["priceDate"].get<std::string>(), std::string("2026-09-15"));
        QCOMPARE(regions[1]["priceDate"].get<std::string>(), first["cost"][billing]["priceDate"].get<std::string>());
        // The ranking's region is at the ranking's own monthly figure: one computation, not two.
        QCOMPARE(regions[1]["billing"].get<std::string>(), billing);
        QVERIFY(regions[1]["rankingRegion"].get<bool>());
        QVERIFY(!regions[0]["rankingRegion"].get<bool>());
        QVERIFY(qFuzzyCompare(regions[1]["monthly"].get<double>(), first["cost"][billing]["monthly"].get<double>()));
        QCOMPARE(regions[0]["regionName"].get<std::string>(), std::string("China (Beijing)"));
    }

    void textSectionFollowsWhyAndNamesTheCheapestFirst()
    {
        const CliRun json =
            recommend({QStringLiteral("--prices"), multiRegion, QStringLiteral("--format"), QStringLiteral("json")});
        const auto doc = nlohmann::json::parse(json.out.toStdString());
        const double beijing = doc["recommendations"][0]["cheapestRegions"][0]["monthly"].get<double>();
        const CliRun r = recommend({QStringLiteral("--prices"), multiRegion});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.indexOf(QStringLiteral("Why #1:")) < r.out.indexOf(QStringLiteral("Cheapest regions:")));
        const QStringList lines = section(r.out);
        QVERIFY2(lines.size() >= 4, qPrintable(r.out));
        QCOMPARE(lines[0], QStringLiteral("  #1 ecs.gn7-c13g1.26xlarge"));
        QVERIFY2(lines[1].contains(QStringLiteral("China (Beijing) (cn-beijing)")), qPrintable(lines[1]));
        QVERIFY2(lines[1].contains(MoneyFormatter(QStringLiteral("CNY"), QStringLiteral("CNY"), 1).format(beijing)),
                 qPrintable(lines[1]));
        QVERIFY2(lines[1].contains(QStringLiteral("2026-10-01")), qPrintable(lines[1]));
        QVERIFY2(lines[2].contains(QStringLiteral("cn-shanghai")) && lines[2].contains(QStringLiteral("ranking")),
                 qPrintable(lines[2]));
        QVERIFY2(lines[3].contains(QStringLiteral("cn-hangzhou")), qPrintable(lines[3]));
    }

    void reportShowsTheRecommendedTypesRegionsAsTheTextDoes()
    {
        const QStringList text = section(recommend({QStringLiteral("--prices"), multiRegion}).out);
        QVERIFY(text.size() >= 4);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        const CliRun r = runCli({QStringLiteral("export"), QStringLiteral("--scenario"), scenario,
                                 QStringLiteral("--prices"), multiRegion, QStringLiteral("--pdf"), pdf});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("poppler-utils (pdftotext) not installed");
        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"),
                        {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
        QVERIFY(pdftotext.waitForFinished(60000) && pdftotext.exitCode() == 0);
        // Lines wrap where the page ends them; compared with single spaces, ligatures undone and without
        // hyphens, as pdftotext joins a word the page broke after its hyphen ("multi-region" → "multiregion").
        const auto words = [](const QString &s) {
            return s.normalized(QString::NormalizationForm_KC).simplified().remove(QLatin1Char('-'));
        };
        const QString report = words(QString::fromUtf8(pdftotext.readAllStandardOutput()));
        QVERIFY2(report.contains(QStringLiteral("Price by region")), qPrintable(report.left(2000)));
        // The recommended type's three regions, each line word for word as the command line prints it.
        for (qsizetype i = 1; i < 4; ++i) {
            const QString line = words(text[i]).mid(2); // without the "- " bullet
            QVERIFY2(report.contains(line), qPrintable(line));
        }
    }

    void oneRegionSaysSoInOneLine()
    {
        const CliRun r = recommend({});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QStringList lines = section(r.out);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines[0].contains(QStringLiteral("more than one region")), qPrintable(lines[0]));
        const CliRun json = recommend({QStringLiteral("--format"), QStringLiteral("json")});
        const auto doc = nlohmann::json::parse(json.out.toStdString());
        QVERIFY(doc["recommendations"][0]["cheapestRegions"].is_array());
        QVERIFY(doc["recommendations"][0]["cheapestRegions"].empty());
    }
};

// A GUI application: the report is painted with Qt GUI, as export --pdf does in the program.
QTEST_MAIN(TestCheapestRegions)
#include "tst_cheapestregions.moc"
