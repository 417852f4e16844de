// SPDX-License-Identifier: Apache-2.0
#include "models/application/advisorsession.h"
#include "models/io/csvwriter.h"
#include "models/itemmodels/comparisonmodel.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/scenario/modelconfigimport.h"
#include "models/scenario/scenarioio.h"
#include "tests/ui/windowfixture.h"
#include "ui/application/appsettings.h"
#include "ui/application/mainwindow.h"
#include "ui/application/translations.h"
#include "ui/charts/costchart.h"
#include "ui/charts/performancechart.h"
#include "ui/charts/scalingchart.h"
#include "ui/delegates/recommendationdelegate.h"
#include "ui/report/reportexport.h"
#include "ui/results/detailhtml.h"
#include "ui/results/resultspage.h"
#include "ui/widgets/numberfield.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/startpage.h"

#include <cmath>
#include <memory>

#include <QAbstractBarSeries>
#include <QAbstractProxyModel>
#include <QApplication>
#include <QBarSet>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDialog>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QWizardPage>
#include <QXYSeries>

using namespace Advisor;
using namespace Advisor::Ui;

namespace {
double firstBarValue(QChartView *view)
{
    const auto *series = qobject_cast<QAbstractBarSeries *>(view->chart()->series().value(0));
    return series && !series->barSets().isEmpty() ? series->barSets().first()->at(0) : -1;
}
} // namespace

class TestWizard : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void smokeStartPageShows();
    void everyTemplateReachesResults_data();
    void everyTemplateReachesResults();
    void changingAnAnswerUpdatesTableAndCharts();
    void invalidInputIsShownAtTheField();
    void returnInAValidFieldGoesToTheNextPage();
    void stageBranchesTheScalePage();
    void aVideoModelAsksForClips();
    void editsAreCoalesced();
    void switchLanguageAtRuntime();
    void escapeKeepsTheWizard();
    void inputsHaveAccessibleNamesAndTooltips();
    void settingsAreRemembered();
    void keyboardOnlyPicksATemplateAndAdvances();
    void savedScenarioOpensIntoTheWizard();
    void presentationModeEnlargesTextAndRestoresIt();
    void modelConfigJsonIsImported();
    void settingsDialogRejectsAnImpossibleRate();
    void inputPagesAreBuiltOnTheirFirstVisit();
    void graphicsAsksForDesktopsAndTheirMemory();
    void encoderServingOffersTheEngine();
    void speechOffersItsEnginesByKeyboard();
    void fineTuningOffersMemorySavingAndOffloadByKeyboard();
    void servingAsksOnlyForTheInputsThatApply();
    void imageSizeIsAskedForImageModels();
    void aboutBoxNamesLicenceCatalogAndNotices();
    void theWindowHasTheProgramsIcon();
    void windowFitsTheScreen();
    void scratchAsksForWhatIsMissing();
    void budgetPageTakesAJobBudgetAndAMemoryMargin();

private:
    AdvisorSession *session() const { return m_fx->session(); }

    std::unique_ptr<WindowFixture> m_fx;
};

void TestWizard::init()
{
    m_fx = std::make_unique<WindowFixture>();
    REQUIRE(m_fx->launch());
}

void TestWizard::cleanup()
{
    m_fx.reset();
}

void TestWizard::smokeStartPageShows()
{
    AdvisorWizard *wizard = m_fx->wizard();
    REQUIRE(wizard);
    QCOMPARE(wizard->currentId(), int(AdvisorWizard::StartPageId));
    QCOMPARE(wizard->wizardStyle(), QWizard::ModernStyle);
    auto *templates = m_fx->find<QListWidget>(QStringLiteral("templateList"));
    REQUIRE(templates);
    QCOMPARE(templates->count(), 6);
}

void TestWizard::everyTemplateReachesResults_data()
{
    QTest::addColumn<int>("id");
    // "Start from scratch" lacks the model and data size; scratchAsksForWhatIsMissing covers it.
    for (ScenarioTemplates::Id id : ScenarioTemplates::all()) {
        if (id != ScenarioTemplates::FromScratch)
            QTest::newRow(qPrintable(ScenarioTemplates::title(id))) << int(id);
    }
}

void TestWizard::everyTemplateReachesResults()
{
    QFETCH(int, id);
    REQUIRE(m_fx->walkTo(static_cast<ScenarioTemplates::Id>(id), AdvisorWizard::ResultsPageId));
    AdvisorWizard *wizard = m_fx->wizard();
    REQUIRE(wizard);
    QCOMPARE(wizard->currentId(), int(AdvisorWizard::ResultsPageId));
    QVERIFY(wizard->visitedIds().size() == 6);
    // Every template describes something the catalog can run.
    QVERIFY2(!session()->recommendation().ranked.empty(),
             qPrintable(ScenarioTemplates::title(ScenarioTemplates::Id(id))));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    auto *detail = m_fx->find<QTextBrowser>(QStringLiteral("detailPanel"));
    auto *tabs = m_fx->find<QTabWidget>(QStringLiteral("resultTabs"));
    REQUIRE(view && detail && tabs);
    QVERIFY(view->model()->rowCount() > 0);
    QVERIFY(!detail->toPlainText().isEmpty());
    // Each chart is drawn when its tab is first shown.
    REQUIRE(m_fx->clickTab(tabs, WindowFixture::CostTab));
    auto *cost = m_fx->find<QChartView>(QStringLiteral("costChart"));
    REQUIRE(cost);
    // One bar series; the rest are the cost bands' whiskers on it.
    int bars = 0;
    for (QAbstractSeries *s : cost->chart()->series())
        bars += s->type() == QAbstractSeries::SeriesTypeBar ? 1 : 0;
    QCOMPARE(bars, 1);
    REQUIRE(m_fx->clickTab(tabs, WindowFixture::MemoryTab));
    auto *memory = m_fx->find<QChartView>(QStringLiteral("memoryChart"));
    REQUIRE(memory);
    QCOMPARE(memory->chart()->series().size(), 2);
    REQUIRE(m_fx->clickTab(tabs, WindowFixture::PerformanceTab));
    auto *performance = m_fx->find<QChartView>(QStringLiteral("performanceChart"));
    REQUIRE(performance);
    // The recommended point is drawn once, in a series of its own (tst_charts checks the rest).
    int recommendedPoints = 0;
    for (const QAbstractSeries *series : performance->chart()->series()) {
        if (series->name().startsWith(QStringLiteral("1. ")))
            recommendedPoints += qobject_cast<const QXYSeries *>(series)->count();
    }
    QVERIFY(recommendedPoints <= 1);
    REQUIRE(m_fx->clickTab(tabs, WindowFixture::ScalingTab));
    auto *scaling = m_fx->find<QChartView>(QStringLiteral("scalingChart"));
    REQUIRE(scaling);
    QVERIFY(scaling->chart()->series().size() <= ScalingChart::maxLines);
}

void TestWizard::changingAnAnswerUpdatesTableAndCharts()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    auto *tabs = m_fx->find<QTabWidget>(QStringLiteral("resultTabs"));
    REQUIRE(view && tabs);
    REQUIRE(m_fx->clickTab(tabs, WindowFixture::CostTab));
    auto *costChart = m_fx->find<QChartView>(QStringLiteral("costChart"));
    REQUIRE(costChart);
    const double costBefore = session()->recommendation().ranked.front().pricing.jobCost;
    const double barBefore = firstBarValue(costChart);
    const QString cellBefore = view->model()->index(0, RecommendationTableModel::JobCostColumn).data().toString();
    QVERIFY(barBefore > 0);

    // Back to the scale page, double the epochs by typing, and on to the results again: no calculate button.
    REQUIRE(m_fx->back());
    REQUIRE(m_fx->back());
    REQUIRE(m_fx->back());
    QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::ScalePageId));
    REQUIRE(m_fx->typeInto(QStringLiteral("epochsField"), QStringLiteral("6")));
    QCOMPARE(session()->scenario().training.epochs, 6.0);
    QTRY_VERIFY(session()->recommendation().ranked.front().pricing.jobCost > costBefore * 1.5);
    REQUIRE(m_fx->nextTo(AdvisorWizard::ResultsPageId));
    QVERIFY(firstBarValue(costChart) > barBefore * 1.5);
    QVERIFY(view->model()->index(0, RecommendationTableModel::JobCostColumn).data().toString() != cellBefore);
}

void TestWizard::invalidInputIsShownAtTheField()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ScalePageId));
    auto *epochs = m_fx->find<NumberField>(QStringLiteral("epochsField"));
    REQUIRE(epochs);
    REQUIRE(WindowFixture::typeInto(epochs->lineEdit(), QStringLiteral("0")));
    QVERIFY(!epochs->isValid());
    QVERIFY(epochs->errorText().contains(QStringLiteral("more than")));
    auto *error = WindowFixture::find<QLabel>(epochs, QStringLiteral("fieldError"));
    REQUIRE(error);
    QVERIFY(error->isVisible());
    // Not clamped, not applied: the scenario keeps its last valid value.
    QCOMPARE(session()->scenario().training.epochs, 3.0);
    // Next waits for a valid value, and Return (which presses Next) stays on the page.
    QAbstractButton *next = m_fx->wizard()->button(QWizard::NextButton);
    QVERIFY(!next->isEnabled());
    epochs->lineEdit()->setFocus();
    QTest::keyClick(epochs->lineEdit(), Qt::Key_Return);
    QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::ScalePageId));
    REQUIRE(WindowFixture::typeInto(epochs->lineEdit(), QStringLiteral("2")));
    QVERIFY(epochs->isValid());
    QVERIFY(!error->isVisible());
    QCOMPARE(session()->scenario().training.epochs, 2.0);
    QVERIFY(next->isEnabled());
    // A bad value in a field this task does not ask for holds nothing back once it is hidden.
    REQUIRE(WindowFixture::typeInto(epochs->lineEdit(), QStringLiteral("0")));
    QVERIFY(!next->isEnabled());
    session()->edit([](Scenario &s) { s.stage = Stage::Inference; });
    QVERIFY(!epochs->isVisible());
    QVERIFY(next->isEnabled());
}

// A video model counts clips an hour and seconds per clip, and asks for frames and steps; typed values reach
// the scenario in its own units, and a switch back to a chat model shows requests per second again.
// Return in a field finishes the answer and goes on, as in every wizard: typing a number and pressing
// Return is the quickest way through (issue 47 item 6).
void TestWizard::returnInAValidFieldGoesToTheNextPage()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ScalePageId));
    auto *epochs = m_fx->find<NumberField>(QStringLiteral("epochsField"));
    REQUIRE(epochs);
    REQUIRE(WindowFixture::typeInto(epochs->lineEdit(), QStringLiteral("2")));
    epochs->lineEdit()->setFocus();
    QTest::keyClick(epochs->lineEdit(), Qt::Key_Return);
    QCOMPARE(session()->scenario().training.epochs, 2.0);
    QTRY_VERIFY(m_fx->currentPage() != int(AdvisorWizard::ScalePageId));
}

void TestWizard::aVideoModelAsksForClips()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ScalePageId));
    session()->edit([](Scenario &s) {
        s.task = Task::Diffusion;
        s.stage = Stage::Inference;
        s.model = QStringLiteral("wan2.1-t2v-14b");
        s.inference.requestsPerSecond = 0.005;
    });
    auto *rps = m_fx->find<NumberField>(QStringLiteral("rpsField"));
    auto *frames = m_fx->find<NumberField>(QStringLiteral("framesField"));
    auto *steps = m_fx->find<NumberField>(QStringLiteral("stepsField"));
    REQUIRE(rps && frames && steps);
    QVERIFY(frames->isVisible() && steps->isVisible());
    QCOMPARE(rps->value(), std::optional<double>(18));
    REQUIRE(WindowFixture::typeInto(rps->lineEdit(), QStringLiteral("36")));
    QVERIFY(std::abs(session()->scenario().inference.requestsPerSecond - 0.01) < 1e-12);
    REQUIRE(WindowFixture::typeInto(frames->lineEdit(), QStringLiteral("121")));
    QCOMPARE(session()->scenario().videoFrames, std::optional<int>(121));
    REQUIRE(WindowFixture::typeInto(steps->lineEdit(), QStringLiteral("0")));
    QVERIFY(!steps->isValid());
    QCOMPARE(session()->scenario().samplingSteps, std::optional<int>());
    REQUIRE(WindowFixture::typeInto(steps->lineEdit(), QStringLiteral("30")));
    QCOMPARE(session()->scenario().samplingSteps, std::optional<int>(30));
    session()->edit([](Scenario &s) {
        s.task = Task::Llm;
        s.model = QStringLiteral("llama-3.1-8b");
    });
    QVERIFY(!frames->isVisible() && !steps->isVisible());
    QVERIFY(std::abs(*rps->value() - 0.01) < 1e-9);
}

void TestWizard::stageBranchesTheScalePage()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ScalePageId));
    auto *training = m_fx->find<QGroupBox>(QStringLiteral("trainingGroup"));
    auto *serving = m_fx->find<QGroupBox>(QStringLiteral("servingGroup"));
    REQUIRE(training && serving);
    QVERIFY(training->isVisible());
    QVERIFY(!serving->isVisible());
    REQUIRE(m_fx->back());
    REQUIRE(WindowFixture::choose(m_fx->find<QComboBox>(QStringLiteral("stageCombo")), int(Stage::Inference)));
    QVERIFY(session()->scenario().stage == Stage::Inference);
    REQUIRE(m_fx->next());
    QVERIFY(!training->isVisible());
    QVERIFY(serving->isVisible());
    // The results name their speed column after what serving measures.
    REQUIRE(m_fx->nextTo(AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    REQUIRE(view);
    QCOMPARE(view->model()->headerData(RecommendationTableModel::SpeedColumn, Qt::Horizontal).toString(),
             QStringLiteral("Throughput"));
    REQUIRE(m_fx->back());
    REQUIRE(m_fx->back());
    REQUIRE(m_fx->back());
    QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::ScalePageId));
    // A task that counts samples, not tokens, relabels the data field and shows the samples answer.
    session()->edit([](Scenario &s) {
        s.stage = Stage::FinetuneFull;
        s.task = Task::Cv;
        s.training.samples = 5000;
    });
    QVERIFY(training->isVisible());
    auto *data = WindowFixture::find<NumberField>(training, QStringLiteral("trainingDataField"));
    REQUIRE(data);
    QCOMPARE(data->value(), std::optional<double>(5));
}

void TestWizard::editsAreCoalesced()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ScalePageId));
    const int before = session()->computeCount();
    // Two numbers taken in quick succession (a field takes its number when the user leaves it).
    REQUIRE(m_fx->typeInto(QStringLiteral("epochsField"), QStringLiteral("12")));
    REQUIRE(m_fx->typeInto(QStringLiteral("epochsField"), QStringLiteral("1234")));
    QCOMPARE(session()->computeCount(), before); // nothing computed yet
    QTRY_COMPARE(session()->computeCount(), before + 1);
    QCOMPARE(session()->scenario().training.epochs, 1234.0);
}

void TestWizard::escapeKeepsTheWizard()
{
    // People press Esc to close a dropdown; QWizard would hide itself and leave a blank window for good.
    for (AdvisorWizard::PageId page :
         {AdvisorWizard::StartPageId, AdvisorWizard::ScalePageId, AdvisorWizard::ResultsPageId}) {
        REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, page));
        AdvisorWizard *wizard = m_fx->wizard();
        QWidget *focus = QApplication::focusWidget() ? QApplication::focusWidget() : wizard;
        QTest::keyClick(focus, Qt::Key_Escape);
        QTest::keyClick(wizard, Qt::Key_Escape);
        QCoreApplication::processEvents();
        QVERIFY(wizard->isVisible());
        QCOMPARE(wizard->currentId(), int(page));
    }
}

void TestWizard::switchLanguageAtRuntime()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    auto *detailPanel = m_fx->find<QTextBrowser>(QStringLiteral("detailPanel"));
    auto *tabs = m_fx->find<QTabWidget>(QStringLiteral("resultTabs"));
    REQUIRE(view && detailPanel && tabs);
    const QString englishHeader =
        view->model()->headerData(RecommendationTableModel::InstanceTypeColumn, Qt::Horizontal).toString();
    QCOMPARE(englishHeader, QStringLiteral("Instance type"));
    session()->flush();
    const int computed = session()->computeCount();
    REQUIRE(WindowFixture::clickRow(view, 0));
    QVERIFY(detailPanel->toPlainText().contains(QStringLiteral("Why it ranks here")));
    QVERIFY(detailPanel->toPlainText().contains(QStringLiteral("listed price")));
    // The user's way: the Language menu's action.
    REQUIRE(m_fx->trigger(QStringLiteral("chineseAction")));
    QCoreApplication::processEvents();
    // Everything the detail shows follows, the price basis of the cost reason included, without a new
    // estimate: the results are data worded where shown.
    session()->flush();
    QCOMPARE(session()->computeCount(), computed);
    // Read the first row afresh, as a user clicking it again would.
    REQUIRE(WindowFixture::clickRow(view, 0, Qt::ControlModifier));
    REQUIRE(WindowFixture::clickRow(view, 0));
    const QString detail = detailPanel->toPlainText();
    QVERIFY2(!detail.contains(QStringLiteral("Why it ranks here")), qPrintable(detail));
    QVERIFY2(!detail.contains(QStringLiteral("listed price")), qPrintable(detail));
    QVERIFY2(detail.contains(QStringLiteral("GPU")), qPrintable(detail));
    QCOMPARE(m_fx->settings()->language(), QStringLiteral("zh_CN"));
    // The title also names the scenario file and carries the [*] modified mark (tst_files checks those).
    MainWindow *window = m_fx->window();
    QVERIFY2(window->windowTitle().endsWith(QStringLiteral("GPU 实例选型助手")), qPrintable(window->windowTitle()));
    QCOMPARE(view->model()->headerData(RecommendationTableModel::InstanceTypeColumn, Qt::Horizontal).toString(),
             QStringLiteral("实例规格"));
    QVERIFY(tabs->tabText(WindowFixture::CostTab).contains(QStringLiteral("图")));
    session()->flush();
    REQUIRE(m_fx->clickTab(tabs, WindowFixture::CostTab));
    auto *costChart = m_fx->find<QChartView>(QStringLiteral("costChart"));
    REQUIRE(costChart);
    QVERIFY(!costChart->chart()->title().contains(QStringLiteral("cost")));
    REQUIRE(m_fx->trigger(QStringLiteral("englishAction")));
    QCoreApplication::processEvents();
    QVERIFY2(window->windowTitle().endsWith(QStringLiteral("GPU Instance Advisor")), qPrintable(window->windowTitle()));
    QCOMPARE(view->model()->headerData(RecommendationTableModel::InstanceTypeColumn, Qt::Horizontal).toString(),
             englishHeader);
}

void TestWizard::inputsHaveAccessibleNamesAndTooltips()
{
    // The input pages build their fields on their first visit.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::DataPageId));
    int checked = 0;
    for (const char *name : {"workloadPage", "scalePage", "budgetPage", "dataPage"}) {
        auto *page = m_fx->find<QWizardPage>(QString::fromLatin1(name));
        REQUIRE(page);
        const QList<QLineEdit *> edits = page->findChildren<QLineEdit *>();
        for (QLineEdit *edit : edits) {
            if (qobject_cast<QComboBox *>(edit->parent()))
                continue; // the preset combo's editor: the combo has the name
            QVERIFY2(!edit->accessibleName().isEmpty(), qPrintable(edit->parent()->objectName()));
            QVERIFY2(!edit->toolTip().isEmpty(), qPrintable(edit->parent()->objectName()));
            ++checked;
        }
        const QList<QComboBox *> combos = page->findChildren<QComboBox *>();
        for (QComboBox *combo : combos)
            QVERIFY2(!combo->accessibleName().isEmpty(), qPrintable(combo->objectName()));
    }
    QVERIFY(checked >= 14);
}

void TestWizard::settingsAreRemembered()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    REQUIRE(view);
    m_fx->onNextDialog([](QDialog *dialog) {
        REQUIRE(WindowFixture::typeInto(dialog, QStringLiteral("currencyEdit"), QStringLiteral("USD")));
        REQUIRE(WindowFixture::typeInto(dialog, QStringLiteral("exchangeRateField"), QStringLiteral("0.14")));
        // The rate reads as the equation it is, in the currency just typed ("1 per 1 CNY" named neither side).
        auto *rate = WindowFixture::find<NumberField>(dialog, QStringLiteral("exchangeRateField"));
        REQUIRE(rate);
        QCOMPARE(rate->unit(), QStringLiteral("USD = 1 CNY"));
        REQUIRE(WindowFixture::clickOk(dialog));
    });
    REQUIRE(m_fx->trigger(QStringLiteral("settingsAction")));
    const QString cell = view->model()->index(0, RecommendationTableModel::JobCostColumn).data().toString();
    QVERIFY2(cell.endsWith(QStringLiteral("USD*")), qPrintable(cell));
    REQUIRE(WindowFixture::resizeColumn(view, RecommendationTableModel::FamilyColumn, 211));
    REQUIRE(m_fx->trigger(QStringLiteral("quitAction")));
    QVERIFY(!m_fx->settings()->windowGeometry().isEmpty());
    QHeaderView restored(Qt::Horizontal);
    QStandardItemModel columns(1, view->model()->columnCount());
    restored.setModel(&columns);
    QVERIFY(restored.restoreState(m_fx->settings()->tableHeaderState()));
    QCOMPARE(restored.sectionSize(RecommendationTableModel::FamilyColumn), 211);
}

void TestWizard::keyboardOnlyPicksATemplateAndAdvances()
{
    auto *list = m_fx->find<QListWidget>(QStringLiteral("templateList"));
    AdvisorWizard *wizard = m_fx->wizard();
    REQUIRE(list && wizard);
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Home);
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(session()->scenario().name, ScenarioTemplates::title(ScenarioTemplates::Serve70B));
    QTest::keyClick(list, Qt::Key_Return);
    QTRY_COMPARE(wizard->currentId(), int(AdvisorWizard::WorkloadPageId));
    QTest::qWait(50); // and it stays there: one Return, one page
    QCOMPARE(wizard->currentId(), int(AdvisorWizard::WorkloadPageId));
    // Back and Next carry mnemonics (Alt+B, Alt+N), so the whole walk works without a mouse.
    QCOMPARE(wizard->button(QWizard::NextButton)->shortcut(), QKeySequence(Qt::ALT | Qt::Key_N));
    QCOMPARE(wizard->button(QWizard::BackButton)->shortcut(), QKeySequence(Qt::ALT | Qt::Key_B));
}

void TestWizard::savedScenarioOpensIntoTheWizard()
{
    Scenario saved = ScenarioTemplates::scenario(ScenarioTemplates::Serve70B);
    saved.inference.concurrency = 48;
    const QString path = m_fx->filePath(QStringLiteral("saved.gpuadvisor.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(ScenarioIo::toJson(saved));
    file.close();
    m_fx->nextFiles << path;
    REQUIRE(m_fx->trigger(QStringLiteral("openAction")));
    QVERIFY2(m_fx->messages.isEmpty(), qPrintable(m_fx->messages.value(0).text));
    QCOMPARE(session()->scenario().inference.concurrency, 48);
    QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::WorkloadPageId));
    REQUIRE(m_fx->next());
    auto *concurrency = m_fx->find<NumberField>(QStringLiteral("concurrencyField"));
    REQUIRE(concurrency);
    QCOMPARE(concurrency->value(), std::optional<double>(48));
    m_fx->nextFiles << m_fx->filePath(QStringLiteral("missing.json"));
    REQUIRE(m_fx->trigger(QStringLiteral("openAction")));
    QCOMPARE(m_fx->messages.size(), 1);
    QVERIFY(!m_fx->messages.first().text.isEmpty());
}

void TestWizard::presentationModeEnlargesTextAndRestoresIt()
{
    const qreal before = QApplication::font().pointSizeF();
    REQUIRE(m_fx->press(Qt::Key_F11));
    QVERIFY(QApplication::font().pointSizeF() > before * 1.2);
    QVERIFY(m_fx->window()->isFullScreen());
    // Error and warning texts grow too: a style-sheet colour had kept them at the size they were made in.
    for (const QString &name : {QStringLiteral("liveStatus"), QStringLiteral("autosaveWarning")})
        QTRY_COMPARE(m_fx->find<QLabel>(name)->font().pointSizeF(), QApplication::font().pointSizeF());
    REQUIRE(m_fx->press(Qt::Key_F11));
    QCOMPARE(QApplication::font().pointSizeF(), before);
    QVERIFY(!m_fx->window()->isFullScreen());
    // Esc leaves it too, as it ends a slideshow, and the setting follows: from an input page and from the
    // results, wherever the focus is.
    for (AdvisorWizard::PageId page : {AdvisorWizard::ScalePageId, AdvisorWizard::ResultsPageId}) {
        REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, page));
        REQUIRE(m_fx->press(Qt::Key_F11));
        QVERIFY(m_fx->window()->isFullScreen());
        for (const QString &name : {QStringLiteral("presetMiss"), QStringLiteral("fieldError")})
            QTRY_COMPARE(m_fx->find<QLabel>(name)->font().pointSizeF(), QApplication::font().pointSizeF());
        QWidget *focus = QApplication::focusWidget() ? QApplication::focusWidget() : m_fx->wizard();
        QTest::keyClick(focus, Qt::Key_Escape);
        QVERIFY2(!m_fx->window()->isFullScreen(), focus->metaObject()->className());
        QCOMPARE(QApplication::font().pointSizeF(), before);
        QVERIFY(!m_fx->find<QAction>(QStringLiteral("presentationAction"))->isChecked());
    }
    // Also when no widget has the focus (Next was focused, and is disabled on the last page): the key then
    // goes to the window itself.
    REQUIRE(m_fx->press(Qt::Key_F11));
    QVERIFY(m_fx->window()->isFullScreen());
    REQUIRE(m_fx->press(Qt::Key_Escape));
    QVERIFY(!m_fx->window()->isFullScreen());
}

void TestWizard::modelConfigJsonIsImported()
{
    // Llama 2 7B's config.json: the estimate must land within 0.1 % of the published 6.74 B.
    const QByteArray llama = R"({"model_type": "llama", "num_hidden_layers": 32, "hidden_size": 4096,
        "num_attention_heads": 32, "num_key_value_heads": 32, "intermediate_size": 11008, "vocab_size": 32000})";
    QString error;
    const std::optional<ImportedModelConfig> imported = ModelConfigImport::fromJson(llama, &error);
    QVERIFY2(imported, qPrintable(error));
    QCOMPARE(imported->architecture.layers, 32);
    QCOMPARE(imported->architecture.headDim, 128);
    QVERIFY(std::abs(imported->parameters - 6.738e9) / 6.738e9 < 0.001);
    QVERIFY(!ModelConfigImport::fromJson(R"({"hidden_size": 10})", &error));
    QVERIFY(error.contains(QStringLiteral("num_hidden_layers")));
    QVERIFY(!ModelConfigImport::fromJson("not json", &error));
}

void TestWizard::settingsDialogRejectsAnImpossibleRate()
{
    AppSettings *settings = m_fx->settings();
    m_fx->onNextDialog([settings](QDialog *dialog) {
        auto *rate = WindowFixture::find<NumberField>(dialog, QStringLiteral("exchangeRateField"));
        REQUIRE(rate);
        REQUIRE(WindowFixture::typeInto(dialog, QStringLiteral("currencyEdit"), QStringLiteral("usd")));
        REQUIRE(WindowFixture::typeInto(rate->lineEdit(), QStringLiteral("0")));
        QVERIFY(!rate->isValid());
        REQUIRE(WindowFixture::clickOk(dialog));
        QVERIFY(dialog->isVisible());                          // OK refused: the dialog stays open at the field
        QCOMPARE(settings->currency(), QStringLiteral("CNY")); // nothing written
        REQUIRE(WindowFixture::typeInto(rate->lineEdit(), QStringLiteral("0.14")));
        REQUIRE(WindowFixture::clickOk(dialog));
        QCOMPARE(dialog->result(), int(QDialog::Accepted));
    });
    REQUIRE(m_fx->trigger(QStringLiteral("settingsAction")));
    QCOMPARE(settings->currency(), QStringLiteral("USD"));
    QCOMPARE(settings->exchangeRate(), 0.14);
}

void TestWizard::inputPagesAreBuiltOnTheirFirstVisit()
{
    // Start-up speed in Chinese depends on this: a page's widgets lay out their text in the CJK fonts as
    // they are made, so the pages behind the start page wait for their first visit.
    struct Page
    {
        const char *name;
        const char *context;
        const char *title;
    };
    const Page pages[] = {{"workloadPage", "Advisor::Ui::WorkloadPage", "Workload"},
                          {"scalePage", "Advisor::Ui::ScalePage", "Scale and speed"},
                          {"budgetPage", "Advisor::Ui::BudgetPage", "Budget and billing"},
                          {"dataPage", "Advisor::Ui::DataPage", "Data and network"}};
    for (const Page &page : pages) {
        const auto *widget = m_fx->find<QWizardPage>(QString::fromLatin1(page.name));
        REQUIRE(widget);
        QVERIFY2(widget->findChildren<QWidget *>().isEmpty(), page.name);
    }
    const QSize before = m_fx->window()->size();
    // A language chosen while a page waits reaches it when it is built.
    REQUIRE(m_fx->trigger(QStringLiteral("chineseAction")));
    QCoreApplication::processEvents();
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::DataPageId));
    for (const Page &page : pages) {
        const auto *widget = m_fx->find<QWizardPage>(QString::fromLatin1(page.name));
        QVERIFY2(!widget->findChildren<QLineEdit *>().isEmpty(), page.name);
        const QString chinese = QCoreApplication::translate(page.context, page.title);
        QVERIFY2(chinese != QLatin1String(page.title), page.title);
        QCOMPARE(widget->title(), chinese);
    }
    // Building a page on its first visit must not resize the window under the user.
    QCOMPARE(m_fx->window()->size(), before);
}

void TestWizard::graphicsAsksForDesktopsAndTheirMemory()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Rendering, AdvisorWizard::ScalePageId));
    auto *sessionMemory = m_fx->find<NumberField>(QStringLiteral("sessionMemoryField"));
    auto *context = m_fx->find<NumberField>(QStringLiteral("contextField"));
    auto *rps = m_fx->find<NumberField>(QStringLiteral("rpsField"));
    REQUIRE(sessionMemory && context && rps);
    // Tokens and request rates mean nothing for remote desktops; their memory does.
    QVERIFY(sessionMemory->isVisible());
    QVERIFY(!context->isVisible());
    QVERIFY(!rps->isVisible());
    REQUIRE(WindowFixture::typeInto(sessionMemory->lineEdit(), QStringLiteral("10")));
    QCOMPARE(session()->scenario().inference.memoryPerSessionGiB, 10.0);
    session()->flush();
    QVERIFY(!session()->recommendation().ranked.empty());
    QVERIFY(session()->recommendation().ranked.front().memory.usableGpuMemoryGiB >= 10);
    // Back to a language model: the token fields return and the desktop field goes.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    QVERIFY(!sessionMemory->isVisible());
    QVERIFY(context->isVisible());
}

void TestWizard::encoderServingOffersTheEngine()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::InferenceApi, AdvisorWizard::ScalePageId));
    auto *engine = m_fx->find<QComboBox>(QStringLiteral("engineCombo"));
    REQUIRE(engine);
    QVERIFY(engine->isVisible());
    QCOMPARE(engine->currentData().toString(), QStringLiteral("tensorrt"));
    // Speed per GPU of one instance type, wherever it ranks (or is rejected) now.
    const auto perGpu = [this](const QString &type) {
        const Recommendation &r = session()->recommendation();
        for (const std::vector<Configuration> *list : {&r.ranked, &r.rejected}) {
            for (const Configuration &c : *list) {
                if (c.layout.instanceType == type && c.layout.totalGpus > 0)
                    return c.speed.samplesPerSecond / c.layout.totalGpus;
            }
        }
        return 0.0;
    };
    session()->flush();
    QVERIFY(!session()->recommendation().ranked.empty());
    const QString type = session()->recommendation().ranked.front().layout.instanceType;
    const double compiled = perGpu(type);
    QVERIFY(compiled > 0);
    // The framework serves the same BERT several times slower (NVIDIA: 312 against 782 sequences/s).
    REQUIRE(WindowFixture::choose(engine, QStringLiteral("framework")));
    QVERIFY(session()->scenario().inference.engine == ServingEngine::Framework);
    session()->flush();
    const double framework = perGpu(type);
    QVERIFY2(framework > 0 && compiled / framework > 1.5,
             qPrintable(QStringLiteral("%1 against %2 per GPU on %3").arg(compiled).arg(framework).arg(type)));
    // A chat model has its own serving engines: the choice is not offered.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    QVERIFY(!engine->isVisible());
}

void TestWizard::speechOffersItsEnginesByKeyboard()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::InferenceApi, AdvisorWizard::ScalePageId));
    auto *engine = m_fx->find<QComboBox>(QStringLiteral("engineCombo"));
    auto *speech = m_fx->find<QComboBox>(QStringLiteral("speechEngineCombo"));
    REQUIRE(engine && speech);
    QVERIFY(engine->isVisible() && !speech->isVisible());
    // A Whisper model: the speech engines take the serving engine's place, and its key.
    session()->edit([](Scenario &s) {
        s.task = Task::Other;
        s.model = QStringLiteral("whisper-large-v3");
    });
    QTRY_VERIFY(speech->isVisible());
    QVERIFY(!engine->isVisible());
    QCOMPARE(speech->currentData().toString(), QStringLiteral("faster-whisper"));
    session()->flush();
    REQUIRE(!session()->recommendation().ranked.empty());
    const QString type = session()->recommendation().ranked.front().layout.instanceType;
    const auto tokenMs = [&] {
        const Recommendation &r = session()->recommendation();
        for (const std::vector<Configuration> *list : {&r.ranked, &r.rejected}) {
            for (const Configuration &c : *list) {
                if (c.layout.instanceType == type)
                    return c.speed.tpotMs;
            }
        }
        return 0.0;
    };
    const double fast = tokenMs();
    // Alt+G, then Down twice: openai-whisper, whose steps take about three times faster-whisper's.
    REQUIRE(m_fx->press(Qt::Key_G, Qt::AltModifier));
    QTRY_VERIFY(speech->hasFocus());
    QTest::keyClick(speech, Qt::Key_Down);
    QTest::keyClick(speech, Qt::Key_Down);
    QVERIFY(session()->scenario().inference.speechEngine == SpeechEngine::OpenAiWhisper);
    session()->flush();
    QVERIFY2(tokenMs() > 2 * fast, qPrintable(QStringLiteral("%1 against %2 ms").arg(tokenMs()).arg(fast)));
}

void TestWizard::fineTuningOffersMemorySavingAndOffloadByKeyboard()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ScalePageId));
    auto *saving = m_fx->find<QComboBox>(QStringLiteral("memorySavingCombo"));
    auto *offload = m_fx->find<QComboBox>(QStringLiteral("offloadCombo"));
    REQUIRE(saving && offload);
    QVERIFY(saving->isVisible() && offload->isVisible());
    QVERIFY(session()->scenario().training.memorySaving == MemorySaving::None);
    session()->flush();
    REQUIRE(!session()->recommendation().ranked.empty());
    const QString type = session()->recommendation().ranked.front().layout.instanceType;
    const auto memoryOf = [this](const QString &id) {
        for (const std::vector<Configuration> *list :
             {&session()->recommendation().ranked, &session()->recommendation().rejected}) {
            for (const Configuration &c : *list) {
                if (c.layout.instanceType == id)
                    return c.memory.perGpuMemoryGiB;
            }
        }
        return 0.0;
    };
    const double before = memoryOf(type);
    QVERIFY(before > 0);
    // Alt+W reaches the loss choice and Down picks the chunked loss: the same row needs less GPU memory.
    REQUIRE(m_fx->press(Qt::Key_W, Qt::AltModifier));
    QCOMPARE(QApplication::focusWidget(), saving);
    QTest::keyClick(saving, Qt::Key_Down); // to the focused box, as the keyboard sends it
    QVERIFY(session()->scenario().training.memorySaving == MemorySaving::ChunkedLoss);
    session()->flush();
    const double chunked = memoryOf(type);
    QVERIFY2(chunked > 0 && chunked < before, qPrintable(QStringLiteral("%1 then %2").arg(before).arg(chunked)));
    // Alt+X reaches the offload choice; Down keeps the optimizer in host memory.
    REQUIRE(m_fx->press(Qt::Key_X, Qt::AltModifier));
    QCOMPARE(QApplication::focusWidget(), offload);
    QTest::keyClick(offload, Qt::Key_Down);
    QVERIFY(session()->scenario().training.offload == HostOffload::Optimizer);
    session()->flush();
    QVERIFY(memoryOf(type) < chunked);
    // An image model has no vocabulary to save on: neither choice is offered.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::ImageClassifier, AdvisorWizard::ScalePageId));
    QVERIFY(!saving->isVisible() && !offload->isVisible());
}

void TestWizard::servingAsksOnlyForTheInputsThatApply()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::InferenceApi, AdvisorWizard::ScalePageId));
    auto *context = m_fx->find<NumberField>(QStringLiteral("contextField"));
    auto *output = m_fx->find<NumberField>(QStringLiteral("outputField"));
    auto *rps = m_fx->find<NumberField>(QStringLiteral("rpsField"));
    auto *firstToken = m_fx->find<NumberField>(QStringLiteral("firstTokenField"));
    REQUIRE(context && output && rps && firstToken);
    // BERT reads its input and answers in one pass: an input length, no output length, no first token.
    QVERIFY(context->isVisible());
    QVERIFY(!output->isVisible());
    QVERIFY(!firstToken->isVisible());
    // An image classifier reads images: no token fields at all, but a rate and a latency.
    session()->edit([](Scenario &s) {
        s.task = Task::Cv;
        s.model = QStringLiteral("resnet-50");
    });
    QVERIFY(!context->isVisible());
    QVERIFY(!output->isVisible());
    QVERIFY(rps->isVisible());
    // A chat model reads a prompt and writes an answer, and its users wait for the first token.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    QVERIFY(context->isVisible());
    QVERIFY(output->isVisible());
    QVERIFY(firstToken->isVisible());
    QVERIFY(!session()->scenario().inference.ttftMsTarget);
    // Typed in seconds, kept in milliseconds, and shown as the user's own target, not the assumed one.
    REQUIRE(WindowFixture::typeInto(firstToken->lineEdit(), QStringLiteral("1.5")));
    session()->flush();
    QCOMPARE(session()->scenario().inference.ttftMsTarget, std::optional<double>(1500));
    REQUIRE(!session()->recommendation().ranked.empty());
    const ServingEconomics &e = *session()->recommendation().ranked.front().pricing.economics;
    QCOMPARE(e.ttftTargetMs, 1500.0);
    QVERIFY(!e.ttftTargetAssumed);
    // Emptied, the assumed target is back.
    REQUIRE(WindowFixture::typeInto(firstToken->lineEdit(), QString()));
    QVERIFY(firstToken->lineEdit()->text().isEmpty());
    session()->flush();
    QVERIFY(!session()->scenario().inference.ttftMsTarget);
    QVERIFY(session()->recommendation().ranked.front().pricing.economics->ttftTargetAssumed);
}

void TestWizard::imageSizeIsAskedForImageModels()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::InferenceApi, AdvisorWizard::ScalePageId));
    auto *image = m_fx->find<NumberField>(QStringLiteral("servingImageField"));
    REQUIRE(image);
    // BERT reads text: no image size.
    QVERIFY(!image->isVisible());
    // Stable Diffusion generates images: asked, and empty means its own 512 px.
    session()->edit([](Scenario &s) {
        s.task = Task::Diffusion;
        s.model = QStringLiteral("sd-1.5");
        s.precision = Precision::Fp16;
        s.inference.concurrency = 1;
        s.inference.requestsPerSecond = 0.1;
        s.inference.latencyMsTarget.reset();
    });
    QVERIFY(image->isVisible());
    QVERIFY2(image->lineEdit()->placeholderText().contains(QStringLiteral("512")),
             qPrintable(image->lineEdit()->placeholderText()));
    // One image's time on the top-ranked instance type, wherever it ranks after the change.
    const auto latencyOn = [this](const QString &type) {
        const Recommendation &r = session()->recommendation();
        for (const std::vector<Configuration> *list : {&r.ranked, &r.rejected}) {
            for (const Configuration &c : *list) {
                if (c.layout.instanceType == type)
                    return c.speed.ttftMs;
            }
        }
        return 0.0;
    };
    session()->flush();
    REQUIRE(!session()->recommendation().ranked.empty());
    const QString type = session()->recommendation().ranked.front().layout.instanceType;
    const double native = latencyOn(type);
    QVERIFY(native > 0);
    // Typed through the field: 1024 px, four times the pixels, takes more than four times as long, since
    // self-attention grows with the square of the latent tokens; not past the square of the pixel ratio.
    REQUIRE(WindowFixture::typeInto(image->lineEdit(), QStringLiteral("1024")));
    QCOMPARE(session()->scenario().imageResolution, std::optional<int>(1024));
    session()->flush();
    const double large = latencyOn(type);
    QVERIFY2(large / native > 4 && large / native < 16,
             qPrintable(QStringLiteral("%1 ms against %2 ms on %3").arg(large).arg(native).arg(type)));
    // Emptied, the model's own size again.
    REQUIRE(WindowFixture::typeInto(image->lineEdit(), QString()));
    QVERIFY(!session()->scenario().imageResolution);
    // Training a CNN asks too, in the training group: ResNet-50 at 448 px costs about four times 224 px.
    session()->edit([](Scenario &s) {
        s.task = Task::Cv;
        s.model = QStringLiteral("resnet-50");
        s.stage = Stage::FinetuneFull;
        s.training.samples = 1.28e6;
        s.training.tokens.reset();
        s.training.microBatch = 64;
        s.training.deadlineHours.reset();
    });
    auto *trainingImage = m_fx->find<NumberField>(QStringLiteral("trainingImageField"));
    REQUIRE(trainingImage);
    QVERIFY(trainingImage->isVisible());
    QVERIFY(trainingImage->lineEdit()->placeholderText().contains(QStringLiteral("224")));
    session()->flush();
    REQUIRE(!session()->recommendation().ranked.empty());
    const double hours = session()->recommendation().ranked.front().speed.hours;
    const QString trainingType = session()->recommendation().ranked.front().layout.instanceType;
    REQUIRE(WindowFixture::typeInto(trainingImage->lineEdit(), QStringLiteral("448")));
    QCOMPARE(session()->scenario().imageResolution, std::optional<int>(448));
    session()->flush();
    double larger = 0;
    for (const Configuration &c : session()->recommendation().ranked) {
        if (c.layout.instanceType == trainingType)
            larger = c.speed.hours;
    }
    QVERIFY2(larger > 3 * hours, qPrintable(QStringLiteral("%1 h against %2 h").arg(larger).arg(hours)));
}

void TestWizard::aboutBoxNamesLicenceCatalogAndNotices()
{
    // Opened as a user opens it: Help › About, the real menu action.
    const QString priceDate = session()->catalog().priceDate;
    const QString version = session()->catalog().version;
    QVERIFY(!priceDate.isEmpty());
    bool seen = false;
    m_fx->onNextDialog([&](QDialog *dialog) {
        QCOMPARE(dialog->objectName(), QStringLiteral("aboutDialog"));
        auto *licence = WindowFixture::find<QLabel>(dialog, QStringLiteral("aboutLicence"));
        REQUIRE(licence);
        QVERIFY2(licence->text().contains(QStringLiteral("Apache License 2.0")), qPrintable(licence->text()));
        auto *catalog = WindowFixture::find<QLabel>(dialog, QStringLiteral("aboutCatalog"));
        REQUIRE(catalog);
        QVERIFY2(catalog->text().contains(priceDate), qPrintable(catalog->text()));
        // Prices carry their own dates: the oldest one is stated too, not only the catalog's newest.
        QString oldest = priceDate;
        for (const PriceRecord &p : session()->catalog().prices)
            if (!p.date.isEmpty() && p.date < oldest)
                oldest = p.date;
        QVERIFY2(oldest < priceDate, qPrintable(oldest));
        QVERIFY2(catalog->text().contains(oldest), qPrintable(catalog->text()));
        QVERIFY2(catalog->text().contains(version), qPrintable(catalog->text()));
        QVERIFY2(catalog->text().contains(QStringLiteral("reference only")), qPrintable(catalog->text()));
        auto *notices = WindowFixture::find<QPlainTextEdit>(dialog, QStringLiteral("thirdPartyNotices"));
        REQUIRE(notices);
        for (const char *name : {"Qt 6", "LGPL", "nlohmann/json", "MIT", "DejaVu Sans", "Noto Sans CJK SC", "OFL-1.1"})
            QVERIFY2(notices->toPlainText().contains(QLatin1String(name)), name);
        const QString text = WindowFixture::dialogText(dialog);
        QVERIFY2(text.contains(QCoreApplication::translate("Advisor::Ui::AboutDialog", "GPU Instance Advisor")),
                 qPrintable(text));
        seen = true;
        REQUIRE(WindowFixture::clickOk(dialog));
    });
    REQUIRE(m_fx->trigger(QStringLiteral("aboutAction")));
    QVERIFY(seen);
    QVERIFY(m_fx->dialogs.join(QLatin1Char('\n')).contains(QStringLiteral("aboutDialog")));
}

void TestWizard::theWindowHasTheProgramsIcon()
{
    // Read by Qt's built-in PNG reader: the SVG it replaced needed the optional qt6-svg-plugins, and
    // without them the window had no icon at all.
    const QIcon icon = m_fx->window()->windowIcon();
    QVERIFY(!icon.isNull());
    for (const int size : {16, 24, 32, 48, 64}) {
        const QPixmap pixmap = icon.pixmap(QSize(size, size));
        QVERIFY2(!pixmap.isNull(), qPrintable(QString::number(size)));
        QCOMPARE(pixmap.size(), QSize(size, size));
        QVERIFY(pixmap.toImage().pixelColor(size / 2, size / 2).alpha() > 0); // drawn, not transparent
    }
}

void TestWizard::windowFitsTheScreen()
{
    // The program opens its own window (the fixture's is enlarged for the other tests): on a screen
    // smaller than the default size it must shrink, so Back and Next stay on the screen.
    Translations translations;
    MainWindow window(session(), m_fx->settings(), &translations);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QRect available = window.screen()->availableGeometry();
    QVERIFY2(window.height() < available.height() && window.width() < available.width(),
             qPrintable(QStringLiteral("%1×%2 on a %3×%4 screen")
                            .arg(window.width())
                            .arg(window.height())
                            .arg(available.width())
                            .arg(available.height())));
    auto *wizard = WindowFixture::find<AdvisorWizard>(&window, QStringLiteral("advisorWizard"));
    REQUIRE(wizard);
    QAbstractButton *next = wizard->button(QWizard::NextButton);
    const QRect onWindow(next->mapTo(&window, QPoint(0, 0)), next->size());
    QVERIFY2(window.rect().contains(onWindow), "Next lies outside the window");
    // The results page, built on its first visit, must not push the window past the screen either.
    wizard->startPage()->chooseTemplate(ScenarioTemplates::FineTune7B);
    wizard->goToPage(AdvisorWizard::ResultsPageId);
    QTest::qWait(50);
    QVERIFY2(
        window.width() <= available.width(),
        qPrintable(
            QStringLiteral("%1 px wide on a %2 px screen at the results").arg(window.width()).arg(available.width())));
    // Its rows wrap: presentation mode's larger text (a third wider) must still leave room on the screen.
    const int least = wizard->resultsPage()->minimumSizeHint().width();
    QVERIFY2(least * 1.35 < available.width(),
             qPrintable(QStringLiteral("the results page needs %1 px at least").arg(least)));
}

QTEST_MAIN(TestWizard)
#include "tst_wizard.moc"

void TestWizard::scratchAsksForWhatIsMissing()
{
    // A 70B model first, so a stale parameter count would show.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::WorkloadPageId));
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FromScratch, AdvisorWizard::WorkloadPageId));
    auto *status = m_fx->find<QLabel>(QStringLiteral("liveStatus"));
    auto *parameters = m_fx->find<NumberField>(QStringLiteral("parametersField"));
    REQUIRE(status && parameters);
    QVERIFY2(!parameters->value(), qPrintable(parameters->lineEdit()->text()));
    QVERIFY(parameters->lineEdit()->text().isEmpty());
    // No figure before the answers it rests on: not "inf samples/s", not "0.00 CNY".
    QVERIFY2(status->text().contains(QStringLiteral("Still needed")), qPrintable(status->text()));
    QVERIFY2(!status->text().contains(QStringLiteral("inf")), qPrintable(status->text()));
    QVERIFY(session()->recommendation().ranked.empty());

    // Typing a size leaves only the training data missing.
    REQUIRE(m_fx->typeInto(QStringLiteral("parametersField"), QStringLiteral("7")));
    session()->flush();
    QCOMPARE(session()->evaluation().missing.size(), std::size_t(1));
    QVERIFY(session()->recommendation().ranked.empty());
    REQUIRE(m_fx->nextTo(AdvisorWizard::ResultsPageId));
    auto *summary = m_fx->find<QLabel>(QStringLiteral("resultsSummary"));
    auto *pdf = m_fx->find<QPushButton>(QStringLiteral("exportPdfButton"));
    REQUIRE(summary && pdf);
    QVERIFY2(summary->text().contains(QStringLiteral("No estimate yet")), qPrintable(summary->text()));
    QVERIFY2(summary->text().contains(QStringLiteral("tokens or samples")), qPrintable(summary->text()));
    QVERIFY(!pdf->isEnabled());
    auto *pdfAction = m_fx->find<QAction>(QStringLiteral("exportPdfAction"));
    REQUIRE(pdfAction);
    QVERIFY(!pdfAction->isEnabled());

    // With the data size given the estimate is there, finite and priced.
    while (m_fx->currentPage() != AdvisorWizard::ScalePageId)
        REQUIRE(m_fx->back());
    REQUIRE(m_fx->typeInto(QStringLiteral("trainingDataField"), QStringLiteral("100")));
    session()->flush();
    QVERIFY(session()->evaluation().isComplete());
    REQUIRE(!session()->recommendation().ranked.empty());
    const Configuration &best = session()->recommendation().ranked.front();
    QVERIFY(std::isfinite(best.speed.hours) && best.speed.hours > 0);
    QVERIFY2(!status->text().contains(QStringLiteral("Still needed")), qPrintable(status->text()));
    QVERIFY(pdfAction->isEnabled());
}

void TestWizard::budgetPageTakesAJobBudgetAndAMemoryMargin()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::BudgetPageId));
    auto *monthly = m_fx->find<NumberField>(QStringLiteral("budgetField"));
    auto *job = m_fx->find<NumberField>(QStringLiteral("jobBudgetField"));
    auto *margin = m_fx->find<NumberField>(QStringLiteral("memoryMarginField"));
    REQUIRE(monthly && job && margin);
    // A job is judged by its whole cost, and the field is next on Tab after the monthly one.
    QVERIFY(job->isVisible());
    monthly->lineEdit()->setFocus();
    QTest::keyClick(monthly->lineEdit(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), job->lineEdit());
    session()->flush();
    const double cheapest = session()->recommendation().ranked.front().pricing.jobCost;
    REQUIRE(cheapest > 0);
    // A job budget under the cheapest job sets every priced row aside, and says so by the row.
    REQUIRE(WindowFixture::typeInto(job->lineEdit(), QLocale().toString(std::floor(cheapest / 2), 'f', 0)));
    QCOMPARE(session()->scenario().constraints.budgetJob, std::optional<double>(std::floor(cheapest / 2)));
    session()->flush();
    for (const Configuration &c : session()->recommendation().ranked)
        QVERIFY2(!c.pricing.priced || !c.pricing.withinBudget, qPrintable(c.layout.instanceType));
    REQUIRE(WindowFixture::typeInto(job->lineEdit(), QString()));
    QCOMPARE(session()->scenario().constraints.budgetJob, std::nullopt);

    // The margin shows its default until one is typed; a typed one ranks rows under it lower.
    QVERIFY2(margin->lineEdit()->placeholderText().contains(QStringLiteral("10")),
             qPrintable(margin->lineEdit()->placeholderText()));
    REQUIRE(WindowFixture::typeInto(margin->lineEdit(), QStringLiteral("60")));
    QVERIFY(!margin->isValid()); // past half the card is a typo
    QVERIFY(session()->scenario().constraints.memoryMarginPercent != std::optional<double>(60));
    REQUIRE(WindowFixture::typeInto(margin->lineEdit(), QStringLiteral("30")));
    QCOMPARE(session()->scenario().constraints.memoryMarginPercent, std::optional<double>(30));
    session()->flush();
    const Configuration &first = session()->recommendation().ranked.front();
    bool anyWithTheMargin = false;
    for (const Configuration &c : session()->recommendation().ranked)
        anyWithTheMargin = anyWithTheMargin || c.memory.headroomPercent >= 30;
    if (anyWithTheMargin)
        QVERIFY2(first.memory.headroomPercent >= 30, qPrintable(first.layout.instanceType));

    // Serving runs by the month: no job budget to ask for, the margin stays.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::BudgetPageId));
    QVERIFY(!job->isVisible());
    QVERIFY(margin->isVisible());
}
