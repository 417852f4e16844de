// SPDX-License-Identifier: Apache-2.0
// One pipeline: every example scenario answered by the command line (recommend, estimate, export --csv)
// and by the wizard's session and results page must agree field by field.
#include "models/advice/rules.h"
#include "models/application/advisorsession.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/io/csvwriter.h"
#include "models/itemmodels/displaytext.h"
#include "models/itemmodels/economicstext.h"
#include "models/report/recommendationjson.h"
#include "models/report/timelinejson.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/confidence.h"
#include "tests/clirun.h"
#include "tests/testutils.h"
#include "ui/application/translations.h"
#include "ui/report/reportexport.h"
#include "ui/results/detailhtml.h"
#include "ui/results/resultspage.h"

#include <nlohmann/json.hpp>

#include <algorithm>

#include <QDate>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace Advisor;

namespace {
/** The first differences between two JSON documents, as JSON-patch paths, for a readable failure. */
QByteArray firstDifferences(const nlohmann::json &expected, const nlohmann::json &actual)
{
    const nlohmann::json patch = nlohmann::json::diff(expected, actual);
    QByteArray text;
    for (std::size_t i = 0; i < patch.size() && i < 5; ++i)
        text += QByteArray::fromStdString(patch[i].dump()) + '\n';
    return text;
}

QString scenarioDir()
{
    return sourcePath(QStringLiteral("resources/scenarios"));
}
} // namespace

class TestPipeline : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // English as the program installs it at start (its plurals: "4 graphics sessions"), as the CLI does.
        QVERIFY(m_translations.apply(QStringLiteral("en")));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_dir.isValid());
        const QStringList files = QDir(scenarioDir()).entryList({QStringLiteral("*.gpuadvisor.json")});
        QVERIFY2(files.size() >= 10, qPrintable(scenarioDir()));
    }

    void cliAndWizardAgree_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &file : QDir(scenarioDir()).entryList({QStringLiteral("*.gpuadvisor.json")}))
            QTest::newRow(qPrintable(file)) << QDir(scenarioDir()).filePath(file);
    }

    void cliAndWizardAgree()
    {
        QFETCH(QString, file);
        // The wizard: a session with the embedded catalog, presets and rules, and its results page.
        AdvisorSession session(*CatalogLoader::embedded().catalog, *PresetLoader::embedded().library,
                               RulesLoader::embedded().rules);
        Ui::ResultsPage page(&session);
        const ScenarioLoadResult loaded = ScenarioIo::fromFile(file);
        QVERIFY(loaded.scenario);
        session.setScenario(*loaded.scenario, ScenarioChange::Loaded);
        session.flush();
        const Recommendation &r = session.recommendation();

        // recommend --format json: every configuration, every figure, the advice.
        const CliRun recommend =
            runCli({QStringLiteral("recommend"), QStringLiteral("--scenario"), file, QStringLiteral("--format"),
                    QStringLiteral("json"), QStringLiteral("--top"), QStringLiteral("10000")});
        QVERIFY2(recommend.code == 0, qPrintable(recommend.err));
        nlohmann::json wizard = recommendationToJson(r, 10000, &session.catalog());
        // The discount the wizard's budget page holds, which every cost is after.
        wizard["customerDiscountPercent"] = session.scenario().constraints.customerDiscountPercent;
        // The detail panel's cheapest regions, from the session's evaluation.
        addRegionComparisons(wizard, session.evaluation().regionComparisons, &session.catalog());
        const nlohmann::json advice = adviceToJson(session.advice());
        for (auto it = advice.begin(); it != advice.end(); ++it)
            wizard[it.key()] = it.value();
        // A project's timeline, from the session's scenario as the wizard's Timeline tab computes it.
        if (!session.scenario().phases.empty()) {
            const Evaluator evaluator(session.catalog(), session.presets(), nullptr);
            TimelineCalculator calculator(evaluator);
            wizard["timeline"] = timelineToJson(calculator.compute(session.scenario()), session.scenario());
        }
        const nlohmann::json cli = nlohmann::json::parse(recommend.out.toStdString());
        QVERIFY2(cli == wizard, firstDifferences(wizard, cli).constData());

        // estimate --format json: the same memory, FLOPs and assumptions.
        const CliRun estimate = runCli({QStringLiteral("estimate"), QStringLiteral("--scenario"), file,
                                        QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(estimate.code == 0, qPrintable(estimate.err));
        const nlohmann::json estimated = nlohmann::json::parse(estimate.out.toStdString())["estimate"];
        QVERIFY2(estimated == wizard["estimate"], firstDifferences(wizard["estimate"], estimated).constData());

        // The table: the results page's default view, export --csv and recommend --format csv are one table.
        const ReportTable onScreen = Ui::ReportExport::table(session, page);
        const QString csvPath = m_dir.filePath(QFileInfo(file).baseName() + QStringLiteral(".csv"));
        const CliRun exported =
            runCli({QStringLiteral("export"), QStringLiteral("--scenario"), file, QStringLiteral("--csv"), csvPath});
        QVERIFY2(exported.code == 0, qPrintable(exported.err));
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QStringList> exportedRows = CsvWriter::parse(csv.readAll());
        QCOMPARE(exportedRows, onScreen.csvRows());
        const CliRun recommendCsv =
            runCli({QStringLiteral("recommend"), QStringLiteral("--scenario"), file, QStringLiteral("--format"),
                    QStringLiteral("csv"), QStringLiteral("--top"), QStringLiteral("10000")});
        QVERIFY2(recommendCsv.code == 0, qPrintable(recommendCsv.err));
        if (r.ranked.empty()) {
            // Nothing fits: both list the rejected configurations and why.
            QVERIFY(exportedRows.size() > 1);
        }
        QCOMPARE(CsvWriter::parse(recommendCsv.out.toUtf8()), onScreen.csvRows());

        // That one table says of a row that fits yet serves no user in time (its first token late) that it does.
        const qsizetype fitColumn = exportedRows.value(0).indexOf(QStringLiteral("Fit"));
        QVERIFY(fitColumn >= 0);
        for (qsizetype row = 1; row < exportedRows.size(); ++row) {
            const Configuration *config = nullptr;
            for (const auto *list : {&r.ranked, &r.rejected}) {
                for (const Configuration &c : *list) {
                    if (c.layout.instanceType == exportedRows[row].value(1))
                        config = &c;
                }
            }
            QVERIFY2(config, qPrintable(exportedRows[row].value(1)));
            QCOMPARE(exportedRows[row].value(fitColumn), DisplayText::fit(*config));
            QCOMPARE(exportedRows[row].value(fitColumn).contains(QStringLiteral("first token late")),
                     DisplayText::firstTokenLate(*config));
        }
        // And so does the JSON, for a program reading it: the same rows flagged.
        for (const nlohmann::json &row : cli["recommendations"]) {
            const QString type = QString::fromStdString(row["instanceType"].get<std::string>());
            for (const Configuration &c : r.ranked) {
                if (c.layout.instanceType == type)
                    QCOMPARE(row["firstTokenLate"].get<bool>(), DisplayText::firstTokenLate(c));
            }
        }
    }

    void aQuoteIsOneAnswerOnEverySurface()
    {
        // DeepSeek-V3 fits only on types without a listed price. A quote for the 8 × H20 type, entered as the
        // results page keeps it or given with --quote, prices it: the same cost and rank in the wizard, the
        // command line, the CSV, the workbook and the report, each marked as the user's own quote.
        const QString file = QDir(scenarioDir()).filePath(QStringLiteral("serve-deepseek-v3.gpuadvisor.json"));
        const QString type = QStringLiteral("ecs.gn8v-8x.48xlarge");
        AdvisorSession session(*CatalogLoader::embedded().catalog, *PresetLoader::embedded().library,
                               RulesLoader::embedded().rules);
        Ui::ResultsPage page(&session);
        const ScenarioLoadResult loaded = ScenarioIo::fromFile(file);
        QVERIFY(loaded.scenario);
        session.setScenario(*loaded.scenario, ScenarioChange::Loaded);
        session.flush();
        const auto rowOf = [&](const Recommendation &r) {
            return std::find_if(r.ranked.begin(), r.ranked.end(),
                                [&](const Configuration &c) { return c.layout.instanceType == type; });
        };
        QVERIFY(rowOf(session.recommendation()) != session.recommendation().ranked.end());
        QVERIFY(!rowOf(session.recommendation())->pricing.priced);
        session.edit([&](Scenario &s) {
            s.constraints.quotes.push_back(
                {type, QStringLiteral("payg"), 250, QDate::currentDate().toString(Qt::ISODate)});
        });
        session.flush();
        const Recommendation &r = session.recommendation();
        const auto quoted = rowOf(r);
        QVERIFY(quoted != r.ranked.end());
        QVERIFY(quoted->pricing.priced);
        const BillingCost *cost = quoted->cost(quoted->pricing.primaryBilling);
        QVERIFY(cost && cost->price->isQuote());
        QCOMPARE(quoted->pricing.jobCost, 250.0 * quoted->layout.instances * hoursPerMonth);

        const QString quote = type + QStringLiteral("=250");
        const CliRun recommend = runCli({QStringLiteral("recommend"), QStringLiteral("--scenario"), file,
                                         QStringLiteral("--quote"), quote, QStringLiteral("--format"),
                                         QStringLiteral("json"), QStringLiteral("--top"), QStringLiteral("10000")});
        QVERIFY2(recommend.code == 0, qPrintable(recommend.err));
        const nlohmann::json cli = nlohmann::json::parse(recommend.out.toStdString());
        nlohmann::json wizard = recommendationToJson(r, 10000, &session.catalog());
        addRegionComparisons(wizard, session.evaluation().regionComparisons, &session.catalog());
        QVERIFY2(cli["recommendations"] == wizard["recommendations"],
                 firstDifferences(wizard["recommendations"], cli["recommendations"]).constData());
        const nlohmann::json &row = cli["recommendations"][std::size_t(quoted->ranking.rank - 1)];
        QCOMPARE(QString::fromStdString(row["instanceType"].get<std::string>()), type);
        QCOMPARE(row["cost"]["payg"]["origin"].get<std::string>(), std::string("quote"));

        const QString csvPath = m_dir.filePath(QStringLiteral("quote.csv"));
        const QString xlsxPath = m_dir.filePath(QStringLiteral("quote.xlsx"));
        const QString pdfPath = m_dir.filePath(QStringLiteral("quote.pdf"));
        const CliRun exported = runCli({QStringLiteral("export"), QStringLiteral("--scenario"), file,
                                        QStringLiteral("--quote"), quote, QStringLiteral("--csv"), csvPath,
                                        QStringLiteral("--xlsx"), xlsxPath, QStringLiteral("--pdf"), pdfPath});
        QVERIFY2(exported.code == 0, qPrintable(exported.err));
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QStringList> rows = CsvWriter::parse(csv.readAll());
        QCOMPARE(rows, Ui::ReportExport::table(session, page).csvRows());
        const auto csvRow =
            std::find_if(rows.begin(), rows.end(), [&](const QStringList &cells) { return cells.contains(type); });
        QVERIFY(csvRow != rows.end());
        // Found by its header: the cost band's columns come after it.
        const qsizetype sourceColumn = rows.front().indexOf(QStringLiteral("Price source"));
        QVERIFY(sourceColumn > 0);
        QVERIFY2(csvRow->value(sourceColumn).startsWith(QStringLiteral("your quote")),
                 qPrintable(csvRow->join(QLatin1Char(','))));
        QFile xlsx(xlsxPath);
        QVERIFY(xlsx.open(QIODevice::ReadOnly));
        QVERIFY(xlsx.size() > 0);
        QVERIFY(QFileInfo(pdfPath).size() > 0);
        // The workbook and the report are built from the same report data: its cost line carries the mark.
        const ReportData data = Ui::ReportExport::build(session, page, MoneyFormatter(), ReportMeta{});
        if (quoted->ranking.rank == 1)
            QVERIFY(std::any_of(data.summary.figures.begin(), data.summary.figures.end(),
                                [](const ReportLine &l) { return l.value.startsWith(QStringLiteral("‡")); }));
        QVERIFY(std::any_of(data.table.notes.begin(), data.table.notes.end(),
                            [](const QString &n) { return n.contains(QStringLiteral("‡ marks your own quote")); }));
    }

    void pricesAsOfIsOneAnswerOnEverySurface()
    {
        // The BERT example: its recommended A10 has a 2026 price while older prices sit among the rows that
        // fit. The command line's header, the report's cover and the workbook state the same dates.
        const QString file = QDir(scenarioDir()).filePath(QStringLiteral("serve-bert-api.gpuadvisor.json"));
        AdvisorSession session(*CatalogLoader::embedded().catalog, *PresetLoader::embedded().library,
                               RulesLoader::embedded().rules);
        Ui::ResultsPage page(&session);
        const ScenarioLoadResult loaded = ScenarioIo::fromFile(file);
        QVERIFY(loaded.scenario);
        session.setScenario(*loaded.scenario, ScenarioChange::Loaded);
        session.flush();
        const QString stated = ReportBuilder::pricesAsOf(session.recommendation());
        QVERIFY2(stated.contains(QLatin1Char(';')), qPrintable(stated)); // two dates: the premise
        const CliRun table = runCli({QStringLiteral("recommend"), QStringLiteral("--scenario"), file});
        QVERIFY2(table.code == 0, qPrintable(table.err));
        QVERIFY2(table.out.contains(QStringLiteral("as of ") + stated), qPrintable(table.out.left(400)));
        const ReportData data = Ui::ReportExport::build(session, page, MoneyFormatter(), ReportMeta{});
        QCOMPARE(data.pricesAsOf, stated);
    }

    void lowerTopKeepsTheSameFirstRows()
    {
        const QString file = QDir(scenarioDir()).filePath(QStringLiteral("finetune-7b-lora.gpuadvisor.json"));
        const CliRun all =
            runCli({QStringLiteral("recommend"), QStringLiteral("--scenario"), file, QStringLiteral("--format"),
                    QStringLiteral("csv"), QStringLiteral("--top"), QStringLiteral("10000")});
        const CliRun three =
            runCli({QStringLiteral("recommend"), QStringLiteral("--scenario"), file, QStringLiteral("--format"),
                    QStringLiteral("csv"), QStringLiteral("--top"), QStringLiteral("3")});
        QCOMPARE(all.code, 0);
        QCOMPARE(three.code, 0);
        const QList<QStringList> allRows = CsvWriter::parse(all.out.toUtf8());
        const QList<QStringList> firstRows = CsvWriter::parse(three.out.toUtf8());
        QVERIFY(allRows.size() > 4);
        QCOMPARE(firstRows.size(), 4); // header and three rows
        QCOMPARE(firstRows, allRows.mid(0, 4));
    }

    void cliFitsTheScenarioToTheCatalogAndSaysSo()
    {
        // A scenario for a region this catalog does not price: the wizard replaces the region and says
        // so, and the command line must do the same instead of leaving every row unpriced.
        QFile source(QDir(scenarioDir()).filePath(QStringLiteral("serve-70b.gpuadvisor.json")));
        QVERIFY(source.open(QIODevice::ReadOnly));
        nlohmann::json doc = nlohmann::json::parse(source.readAll().toStdString());
        doc["constraints"]["region"] = "xx-nowhere-1";
        const QString path = m_dir.filePath(QStringLiteral("foreign-region.gpuadvisor.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QByteArray::fromStdString(doc.dump()));
        out.close();

        const CliRun r = runCli({QStringLiteral("recommend"), QStringLiteral("--scenario"), path,
                                 QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("xx-nowhere-1")), qPrintable(r.err));
        const nlohmann::json result = nlohmann::json::parse(r.out.toStdString());
        const Catalog catalog = *CatalogLoader::embedded().catalog;
        QCOMPARE(QString::fromStdString(result["catalog"]["region"].get<std::string>()), catalog.referenceRegion);
        // Priced as in the reference region: the first recommendation has a cost.
        QVERIFY(!result["recommendations"].empty());
        bool anyPrice = false;
        for (const auto &[billing, cost] : result["recommendations"][0]["cost"].items())
            anyPrice = anyPrice || !cost.is_null();
        QVERIFY(anyPrice);
    }

    void servingFiguresAgreeOnEverySurface_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("LLM, priced") << QStringLiteral("serve-70b.gpuadvisor.json");
        QTest::newRow("LLM, users served") << QStringLiteral("serve-deepseek-v3.gpuadvisor.json");
        QTest::newRow("BERT") << QStringLiteral("serve-bert-api.gpuadvisor.json");
        QTest::newRow("text embedding") << QStringLiteral("serve-text-embeddings.gpuadvisor.json");
        QTest::newRow("training") << QStringLiteral("finetune-7b-lora.gpuadvisor.json");
    }

    void servingFiguresAgreeOnEverySurface()
    {
        // The figures in users' terms and the bands: computed once, the same in the JSON, the CLI text,
        // the detail panel and the report.
        QFETCH(QString, file);
        const QString path = QDir(scenarioDir()).filePath(file);
        AdvisorSession session(*CatalogLoader::embedded().catalog, *PresetLoader::embedded().library,
                               RulesLoader::embedded().rules);
        Ui::ResultsPage page(&session);
        const ScenarioLoadResult loaded = ScenarioIo::fromFile(path);
        QVERIFY(loaded.scenario);
        session.setScenario(*loaded.scenario, ScenarioChange::Loaded);
        session.flush();
        const Recommendation &r = session.recommendation();
        QVERIFY(!r.ranked.empty());
        const Configuration &best = r.ranked.front();

        const CliRun json = runCli({QStringLiteral("recommend"), QStringLiteral("--scenario"), path,
                                    QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(json.code == 0, qPrintable(json.err));
        const nlohmann::json first = nlohmann::json::parse(json.out.toStdString())["recommendations"][0];
        for (const char *key : {"perUserTokensPerSecond", "usersServed", "costPerMillionOutputTokens",
                                "costPerMillionOutputTokensFullLoad", "costPerMillionTotalTokens",
                                "costPerMillionTotalTokensFullLoad", "costPerUserMonth", "costPerUserMonthFullLoad",
                                "hoursLow", "hoursHigh", "tokensPerSecondLow", "tokensPerSecondHigh", "jobCostLow",
                                "jobCostHigh", "speedEvidence", "buildOrBuy", "meetsDeadlineAtSlowEnd"})
            QVERIFY2(first.contains(key), key);
        const ServingEconomics &e = *best.pricing.economics;
        if (loaded.scenario->isTraining()) {
            QVERIFY(first["usersServed"].is_null());
            QVERIFY(first["costPerMillionOutputTokens"].is_null());
            // The job time's band: analytical (assumed MFU), ± the fitted analytical width.
            QCOMPARE(first["hoursLow"].get<double>(), best.speed.hours * (1 - analyticalBand));
            QCOMPARE(first["hoursHigh"].get<double>(), best.speed.hours * (1 + analyticalBand));
        } else if (e.generative) {
            QCOMPARE(first["usersServed"].get<int>(), e.usersServed);
            // serve-70b's 4,096-token prompt takes longer than the 2 s first-token target: nobody is served.
            QCOMPARE(e.usersServed > 0, !e.ttftMissed);
            QCOMPARE(first["totalTokensPerSecond"].get<double>(), best.speed.tokensPerSecond);
            QVERIFY(first["perUserTokensPerSecond"].get<double>() < first["totalTokensPerSecond"].get<double>());
            if (const BillingCost *cost = best.pricing.priced ? best.cost(best.pricing.primaryBilling) : nullptr) {
                // Full-load cost per 1M generated tokens: the hourly rate over an hour's tokens.
                const double perMillion = cost->hourly / (best.speed.tokensPerSecond * 3600) * 1e6;
                QCOMPARE(first["costPerMillionOutputTokensFullLoad"].get<double>(), perMillion);
                QCOMPARE(first["costPerUserMonth"].get<double>(),
                         cost->monthly / std::max(1, loaded.scenario->inference.concurrency));
            } else {
                QVERIFY(first["costPerMillionOutputTokens"].is_null());
            }
            QVERIFY(first["buildOrBuy"].is_null()); // the catalog has no verified Model Studio price
        } else {
            QVERIFY(first["usersServed"].is_null());
            QVERIFY(first["costPerMillionRequestsFullLoad"].get<double>() > 0);
        }

        // The same sentences on every surface.
        const MoneyFormatter money(session.catalog().currency, session.catalog().currency, 1);
        QStringList lines = EconomicsText::serving(best, money, &session.catalog());
        lines += EconomicsText::confidence(best, *loaded.scenario, money);
        QVERIFY(!lines.isEmpty());
        const CliRun text = runCli({QStringLiteral("recommend"), QStringLiteral("--scenario"), path});
        QVERIFY2(text.code == 0, qPrintable(text.err));
        Ui::DetailHtml::Input in;
        in.configuration = &best;
        in.recommendation = &r;
        in.catalog = &session.catalog();
        in.scenario = &session.scenario();
        in.money = money;
        in.training = loaded.scenario->isTraining();
        const QString detail = Ui::DetailHtml::configuration(in);
        const ReportData report = Ui::ReportExport::build(session, page, money, {});
        QStringList reportText;
        for (const ReportLine &line : report.recommendationFigures)
            reportText << line.label + QStringLiteral(": ") + line.value;
        for (const QString &line : std::as_const(lines)) {
            QVERIFY2(text.out.contains(line), qPrintable(line + QStringLiteral("\n---\n") + text.out));
            QVERIFY2(detail.contains(line.toHtmlEscaped()), qPrintable(line));
            QVERIFY2(reportText.contains(line), qPrintable(line + QStringLiteral("\n---\n") + reportText.join('\n')));
        }
        // The speed (with its band) as the table and the report show it.
        QVERIFY(detail.contains(DisplayText::speed(best, in.training).toHtmlEscaped()));
    }

private:
    QTemporaryDir m_dir;
    Ui::Translations m_translations;
};

QTEST_MAIN(TestPipeline)
#include "tst_pipeline.moc"
