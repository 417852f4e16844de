// SPDX-License-Identifier: Apache-2.0
// Rendering and cloud gaming as a game studio meets it (issue 47, item 19): the wizard asks for sessions
// and their GPU memory, never for a model, a precision or a dataset; a vGPU row's GPUs read as slices,
// never as "0.1667 GPUs in total"; its speed is the sessions it runs, not "n/a"; and its stage is its
// sessions, not "inference".
#include "models/application/advisorsession.h"
#include "models/itemmodels/comparisonmodel.h"
#include "models/itemmodels/displaytext.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/report/reportdata.h"
#include "models/text/findingtext.h"
#include "tests/ui/windowfixture.h"
#include "ui/application/mainwindow.h"
#include "ui/results/detailhtml.h"
#include "ui/widgets/numberfield.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/scenariotemplates.h"

#include <memory>

#include <QComboBox>
#include <QLabel>
#include <QRegularExpression>
#include <QTest>

using namespace Advisor;
using namespace Advisor::Ui;

namespace {

/** A share of a card summed over a fleet, written as a decimal fraction: "0.1667", "0,167", "0.083". */
bool hasFractionOfAGpu(const QString &text)
{
    static const QRegularExpression fraction(QStringLiteral("(^|[^0-9])0[.,][0-9]{2,}"));
    return text.contains(fraction);
}

/** The first ranked row that runs on vGPU slices; null fails the test. */
const Configuration *firstSliceRow(const Recommendation &r)
{
    for (const Configuration &c : r.ranked) {
        if (FindingText::isVgpuSlice(c.layout.gpusPerInstance))
            return &c;
    }
    WindowFixture::fail(QStringLiteral("no ranked row of the rendering template runs on a vGPU slice"));
    return nullptr;
}

} // namespace

class TestGraphicsDesktops : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { m_fx.reset(); }

    void aStudioIsAskedNoModelPrecisionOrDataset();
    void slicesReadAsSlices_data();
    void slicesReadAsSlices();
    void theSpeedIsTheSessionsAndTheStageIsNotInference();

private:
    std::unique_ptr<WindowFixture> m_fx;
};

void TestGraphicsDesktops::aStudioIsAskedNoModelPrecisionOrDataset()
{
    m_fx = std::make_unique<WindowFixture>();
    REQUIRE(m_fx->launch());
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Rendering, AdvisorWizard::WorkloadPageId));
    const QStringList modelFields{QStringLiteral("stageCombo"), QStringLiteral("presetCombo"),
                                  QStringLiteral("parametersField"), QStringLiteral("precisionCombo")};
    for (const QString &name : modelFields) {
        auto *field = m_fx->find<QWidget>(name);
        REQUIRE(field);
        QVERIFY2(!field->isVisible(), qPrintable(name + QStringLiteral(" is asked of a game studio")));
    }
    auto *note = m_fx->find<QLabel>(QStringLiteral("graphicsNote"));
    REQUIRE(note);
    QVERIFY(note->isVisible());
    QVERIFY2(note->text().contains(QStringLiteral("session")), qPrintable(note->text()));
    // Every line of it shows: a wrapped label laid out by its size hint was cut at its top and bottom.
    QTest::qWait(50);
    QCoreApplication::processEvents();
    QVERIFY2(note->height() >= note->heightForWidth(note->width()),
             qPrintable(QStringLiteral("%1 px of %2").arg(note->height()).arg(note->heightForWidth(note->width()))));
    // The session count and each one's memory are what the next page asks.
    REQUIRE(m_fx->next());
    for (const char *name : {"concurrencyField", "sessionMemoryField"}) {
        auto *field = m_fx->find<NumberField>(QLatin1String(name));
        REQUIRE(field);
        QVERIFY2(field->isVisible(), name);
    }
    REQUIRE(m_fx->nextTo(AdvisorWizard::DataPageId));
    for (const char *name : {"datasetField", "smallFilesBox", "maxNodesField"}) {
        auto *field = m_fx->find<QWidget>(QLatin1String(name));
        REQUIRE(field);
        QVERIFY2(!field->isVisible(), qPrintable(QStringLiteral("%1 is asked of a game studio").arg(name)));
    }
    QCOMPARE(m_fx->session()->scenario().data.datasetGiB, 0.0);
    QVERIFY(!m_fx->session()->scenario().parameters.has_value());
    // Another task asks for its model again.
    REQUIRE(m_fx->backToStart());
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::WorkloadPageId));
    for (const QString &name : modelFields) {
        auto *field = m_fx->find<QWidget>(name);
        REQUIRE(field);
        QVERIFY2(field->isVisible(), qPrintable(name));
    }
    QVERIFY(!m_fx->find<QLabel>(QStringLiteral("graphicsNote"))->isVisible());
    REQUIRE(m_fx->nextTo(AdvisorWizard::DataPageId));
    QVERIFY(m_fx->find<QWidget>(QStringLiteral("datasetField"))->isVisible());
}

void TestGraphicsDesktops::slicesReadAsSlices_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestGraphicsDesktops::slicesReadAsSlices()
{
    QFETCH(QString, language);
    m_fx = std::make_unique<WindowFixture>();
    REQUIRE(m_fx->launch(language));
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Rendering, AdvisorWizard::ResultsPageId));
    const Evaluation &e = m_fx->session()->evaluation();
    const Configuration *slice = firstSliceRow(e.recommendation);
    REQUIRE(slice);
    // The premise: summed, the fleet's slices are a fraction of one card.
    QVERIFY(slice->layout.totalGpus < 1 || slice->layout.instances > 1);

    // The details pane.
    DetailHtml::Input in;
    in.configuration = slice;
    in.recommendation = &e.recommendation;
    in.catalog = &m_fx->session()->catalog();
    in.scenario = &e.scenario;
    in.training = false;
    const QString html = DetailHtml::configuration(in);
    // The line under the heading: rank, GPU, GPUs in all, speed.
    const qsizetype start = html.indexOf(QStringLiteral("<p>"));
    const QString detail = html.mid(start, html.indexOf(QStringLiteral("</p>"), start) - start);
    QVERIFY2(start >= 0 && !hasFractionOfAGpu(detail), qPrintable(detail));
    const QString slices = FindingText::totalGpus(slice->layout);
    QVERIFY2(detail.contains(slices.toHtmlEscaped()), qPrintable(slices + QStringLiteral(" | ") + detail));
    QVERIFY2(slices.contains(QStringLiteral("1/")) && slices.contains(QStringLiteral("vGPU")), qPrintable(slices));
    if (language == QLatin1String("en")) {
        QVERIFY2(!detail.contains(QStringLiteral("GPUs in total")), qPrintable(detail));
        // A session's memory is its framebuffer, not a model's weights and a CUDA context.
        QVERIFY2(html.contains(QStringLiteral("One session")), qPrintable(html));
        for (const char *modelWord : {"Weights", "CUDA context"})
            QVERIFY2(!html.contains(QLatin1String(modelWord)), modelWord);
        QVERIFY2(slices.contains(QStringLiteral("slice")), qPrintable(slices));
    }

    // The comparison's "GPUs in total" row.
    ComparisonModel comparison;
    comparison.setConfigurations({*slice}, std::nullopt, &m_fx->session()->catalog(), false);
    const QString compared = comparison.index(ComparisonModel::TotalGpusRow, 0).data().toString();
    QCOMPARE(compared, slices);

    // The report's figures, when the recommended row is a slice.
    if (&e.recommendation.ranked.front() == slice) {
        const ReportData report = ReportBuilder::build(ReportBuilder::inputFor(e, m_fx->session()->catalog()));
        QString total;
        for (const ReportLine &line : report.recommendationFigures) {
            if (line.label == ReportBuilder::tr("GPUs in total"))
                total = line.value;
        }
        QCOMPARE(total, slices);
    }
}

void TestGraphicsDesktops::theSpeedIsTheSessionsAndTheStageIsNotInference()
{
    m_fx = std::make_unique<WindowFixture>();
    REQUIRE(m_fx->launch());
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Rendering, AdvisorWizard::ResultsPageId));
    const Evaluation &e = m_fx->session()->evaluation();
    REQUIRE(!e.recommendation.ranked.empty());
    const Configuration &best = e.recommendation.ranked.front();
    const int sessions = m_fx->session()->scenario().inference.concurrency;
    const QString speed = DisplayText::speed(best, false, e.recommendation.profile.kind);
    QCOMPARE(speed, QStringLiteral("%1 desktop sessions").arg(sessions));
    // The results table's speed column says the same.
    RecommendationTableModel table;
    table.setRecommendation(e.recommendation, &m_fx->session()->catalog(), false);
    QCOMPARE(table.index(0, RecommendationTableModel::SpeedColumn).data().toString(), speed);
    // The live result in the status bar, and the summary above the table.
    auto *status = m_fx->find<QLabel>(QStringLiteral("liveStatus"));
    auto *summary = m_fx->find<QLabel>(QStringLiteral("resultsSummary"));
    REQUIRE(status && summary);
    for (const QString &text : {status->toolTip(), summary->text()}) {
        QVERIFY2(text.contains(speed), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("n/a")), qPrintable(text));
    }
    // Whichever stage the scenario was saved with, desktops are sessions, not inference.
    for (const Stage stage : {Stage::Development, Stage::Inference}) {
        Scenario s = e.scenario;
        s.stage = stage;
        const QString summaryLine = ReportBuilder::workloadSummary(s, e.recommendation.profile);
        QVERIFY2(summaryLine.contains(QStringLiteral("Live sessions")), qPrintable(summaryLine));
        QVERIFY2(!summaryLine.contains(QStringLiteral("inference")), qPrintable(summaryLine));
        QCOMPARE(DisplayText::stage(s), QStringLiteral("Live sessions"));
    }
}

QTEST_MAIN(TestGraphicsDesktops)
#include "tst_graphicsdesktops.moc"
