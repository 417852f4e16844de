// SPDX-License-Identifier: Apache-2.0
// Issue 47, items 2 and 22: at 100,000 users the counts run to five digits and more. A count read as
// "6.67E+04 × NVIDIA A100" is a figure no customer can quote, in any language; and a row the estimate never
// sized (a vGPU slice offered an LLM) must not show zeros as if they were its figures.
#include "app/cli/cli.h"
#include "models/advice/rules.h"
#include "models/application/advisorsession.h"
#include "models/application/evaluation.h"
#include "models/itemmodels/recommendationfiltermodel.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/scenario/scenarioio.h"
#include "models/text/findingtext.h"
#include "tests/clirun.h"
#include "tests/embeddeddata.h"
#include "tests/testutils.h"
#include "ui/application/translations.h"
#include "ui/results/detailhtml.h"
#include "ui/results/resultspage.h"

#include <cmath>
#include <memory>

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QtTest>

using namespace Advisor;
using namespace Advisor::Ui;

class TestLargeLoads : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;
    ModelPresetLibrary m_presets;
    std::unique_ptr<RuleSet> m_rules;
    Translations m_translations;
    QTemporaryDir m_dir;

    static constexpr int users = 100000;

    /** The example with its users raised, as a file the command line can read too. */
    QString largeScenarioFile()
    {
        const QByteArray json = readSourceFile(QStringLiteral("resources/scenarios/serve-70b.gpuadvisor.json"));
        QJsonObject root = QJsonDocument::fromJson(json).object();
        QJsonObject workload = root.value(QStringLiteral("workload")).toObject();
        QJsonObject inference = workload.value(QStringLiteral("inference")).toObject();
        inference.insert(QStringLiteral("concurrency"), users);
        workload.insert(QStringLiteral("inference"), inference);
        root.insert(QStringLiteral("workload"), workload);
        const QString path = m_dir.filePath(QStringLiteral("serve-70b-100k.gpuadvisor.json"));
        return writeAll(path, QJsonDocument(root).toJson()) ? path : QString();
    }

    Evaluation evaluate(const QString &path) const
    {
        ScenarioLoadResult loaded = ScenarioIo::fromFile(path);
        if (!loaded.scenario)
            qFatal("%s did not load", qPrintable(path));
        return Evaluator(m_catalog, m_presets, m_rules.get()).evaluate(*loaded.scenario);
    }

    /** The detail pane's text for a row, with the advice the results page shows beside it. */
    QString detailText(const Evaluation &e, const Configuration &c) const
    {
        const AdviceReport advice = Evaluator(m_catalog, m_presets, m_rules.get()).adviceFor(e, &c);
        DetailHtml::Input in;
        in.configuration = &c;
        in.recommendation = &e.recommendation;
        in.advice = &advice;
        in.catalog = &m_catalog;
        in.scenario = &e.scenario;
        in.training = e.scenario.isTraining();
        QTextDocument doc;
        doc.setHtml(DetailHtml::configuration(in) + DetailHtml::advice(advice));
        return doc.toPlainText();
    }

    QStringList tableTexts(const Evaluation &e) const
    {
        RecommendationTableModel model;
        model.setRecommendation(e.recommendation, &m_catalog, e.scenario.isTraining());
        QStringList texts;
        for (int row = 0; row < std::min(model.rowCount(), 12); ++row) {
            for (int column = 0; column < model.columnCount(); ++column) {
                texts << model.index(row, column).data(Qt::DisplayRole).toString()
                      << model.index(row, column).data(Qt::ToolTipRole).toString();
            }
        }
        return texts;
    }

    static QStringList exponents(const QStringList &texts)
    {
        static const QRegularExpression exponent(QStringLiteral("[0-9]E[+-][0-9]"),
                                                 QRegularExpression::CaseInsensitiveOption);
        QStringList found;
        for (const QString &text : texts) {
            if (text.contains(exponent))
                found << text;
        }
        return found;
    }

private slots:
    void initTestCase()
    {
        loadEmbeddedData(m_catalog, m_presets);
        RulesLoadResult rules = RulesLoader::embedded();
        QVERIFY(rules.rules);
        m_rules = std::make_unique<RuleSet>(*rules.rules);
        QVERIFY(m_dir.isValid());
    }

    void cleanupTestCase() { m_translations.apply(QStringLiteral("en")); }

    void aNumberOutgrowingItsColumnWidensIt()
    {
        // The columns were fitted to 16 users; a recompute for 100,000 makes every throughput ten digits long.
        QVERIFY(m_translations.apply(QStringLiteral("en")));
        AdvisorSession session(m_catalog, m_presets, *m_rules);
        ResultsPage page(&session);
        page.resize(1366, 700);
        ScenarioLoadResult loaded =
            ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/serve-70b.gpuadvisor.json")));
        QVERIFY(loaded.scenario);
        session.setScenario(*loaded.scenario, ScenarioChange::Loaded);
        session.flush();
        page.ensureUpToDate();
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto *view = page.findChild<QTableView *>(QStringLiteral("recommendationView"));
        QVERIFY(view);
        const int before = view->columnWidth(RecommendationTableModel::SpeedColumn);

        Scenario more = *loaded.scenario;
        more.inference.concurrency = users;
        session.setScenario(more, ScenarioChange::Adjusted);
        session.flush();
        QAbstractItemModel *rows = page.filterModel();
        QVERIFY(rows->rowCount() > 0);
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents(); // the columns widen once, after the model has settled
        const int column = RecommendationTableModel::SpeedColumn;
        QStringList cut;
        QStyleOptionViewItem option;
        option.initFrom(view->viewport());
        option.font = view->font();
        for (int row = 0; row < rows->rowCount(); ++row) {
            // The delegate's own measure, bold for the recommended row: a cell narrower than it is elided.
            const QModelIndex index = rows->index(row, column);
            const int needed = view->itemDelegate()->sizeHint(option, index).width();
            if (needed > view->columnWidth(column))
                cut << QStringLiteral("%1 (%2 > %3)")
                           .arg(index.data(Qt::DisplayRole).toString())
                           .arg(needed)
                           .arg(view->columnWidth(column));
        }
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
        QVERIFY2(view->columnWidth(column) > before, "the numbers did not grow: the test checks nothing");
    }

    void aRowNeverSizedShowsNoZeroFigures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("serve-70b") << QStringLiteral("serve-70b.gpuadvisor.json");
        QTest::newRow("serve-bert-api") << QStringLiteral("serve-bert-api.gpuadvisor.json");
    }

    void aRowNeverSizedShowsNoZeroFigures()
    {
        QFETCH(QString, file);
        QVERIFY(m_translations.apply(QStringLiteral("en")));
        const Evaluation e = evaluate(sourcePath(QStringLiteral("resources/scenarios/") + file));
        int unsized = 0;
        for (const Configuration &c : e.recommendation.rejected) {
            if (c.placed || c.memory.perGpuMemoryGiB > 0)
                continue;
            ++unsized;
            const QString detail = detailText(e, c);
            // The assumptions below may speak of what "a copy's KV cache holds"; no figure may be a zero.
            for (const QString &zero : {QStringLiteral("Weights"), QStringLiteral("Needed"), QStringLiteral("hold 0 "),
                                        QStringLiteral("holds 0 ")})
                QVERIFY2(!detail.contains(zero), qPrintable(zero + QStringLiteral(" in:\n") + detail));
            // "0.0 GiB" alone, not the end of "10.0 GiB" in an assumption.
            static const QRegularExpression zeroGib(QStringLiteral("(^|[^0-9.,])0\\.0 GiB"));
            QVERIFY2(!detail.contains(zeroGib), qPrintable(detail));
            // What it says instead: that it was not sized, and why.
            QVERIFY(!c.problems.empty());
            const QString why = FindingText::text(c.problems.front(), &m_catalog);
            QVERIFY2(detail.contains(QStringLiteral("Not sized")) && detail.contains(why), qPrintable(detail));
        }
        QVERIFY2(unsized > 0, "no rejected row of this example stopped before sizing: the test checks nothing");
        // A row that was sized keeps its figures.
        QVERIFY(!e.recommendation.ranked.empty());
        const QString sized = detailText(e, e.recommendation.ranked.front());
        QVERIFY2(sized.contains(QStringLiteral("Weights")) && !sized.contains(QStringLiteral("Not sized")),
                 qPrintable(sized));
    }

    // Last: the command line installs a translator of its own, which the other functions would read in.
    void countsAreWrittenInFull_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void countsAreWrittenInFull()
    {
        QFETCH(QString, language);
        QVERIFY(m_translations.apply(language));
        const QString path = largeScenarioFile();
        QVERIFY(!path.isEmpty());
        const Evaluation e = evaluate(path);
        QVERIFY(!e.recommendation.ranked.empty());
        const Configuration &best = e.recommendation.ranked.front();
        // The test means something only while the load needs a five-digit count of GPUs.
        QVERIFY2(best.layout.totalGpus >= 10000, qPrintable(QString::number(best.layout.totalGpus)));

        QStringList texts = tableTexts(e);
        const std::size_t top = std::min<std::size_t>(e.recommendation.ranked.size(), 8);
        for (std::size_t i = 0; i < top; ++i) {
            const Configuration &c = e.recommendation.ranked[i];
            texts << FindingText::texts(c.ranking.reasons, &m_catalog) << FindingText::texts(c.problems, &m_catalog)
                  << FindingText::totalGpus(c.layout) << detailText(e, c);
        }
        for (std::size_t i = 0; i < std::min<std::size_t>(e.recommendation.rejected.size(), 8); ++i) {
            const Configuration &c = e.recommendation.rejected[i];
            texts << FindingText::texts(c.problems, &m_catalog) << detailText(e, c);
        }
        const CliRun cli = runCli({QStringLiteral("recommend"), path, QStringLiteral("--top"), QStringLiteral("8"),
                                   QStringLiteral("--lang"), language});
        QVERIFY(m_translations.apply(language)); // the command line set the language its own way
        QVERIFY2(cli.code == 0, qPrintable(cli.err));
        texts << cli.out.split(QLatin1Char('\n'));

        const QStringList bad = exponents(texts);
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QStringLiteral("\n---\n"))));
        // Written in full, with the locale's grouping, where the recommended row's lead names its GPUs.
        const QString gpus = QLocale().toString(qint64(std::llround(best.layout.totalGpus)));
        QVERIFY(gpus.size() > 5);
        const QString lead = FindingText::text(best.ranking.reasons.front(), &m_catalog);
        QVERIFY2(lead.contains(gpus), qPrintable(lead + QStringLiteral(" / ") + gpus));
        QVERIFY2(cli.out.contains(gpus + QStringLiteral(" × ")), qPrintable(gpus));
    }
};

QTEST_MAIN(TestLargeLoads)
#include "tst_largeloads.moc"
