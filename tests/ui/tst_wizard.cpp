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
// The results page's tabs, in the order it shows them.
enum ResultTab
{
    DetailTab,
    AdviceTab,
    CostTab,
    PerformanceTab,
    MemoryTab,
    ScalingTab
};

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
    void stageBranchesTheScalePage();
    void editsAreCoalesced();
    void sortAndFilterTheTable();
    void compareSelectedRows();
    void switchLanguageAtRuntime();
    void escapeKeepsTheWizard();
    void inputsHaveAccessibleNamesAndTooltips();
    void settingsAreRemembered();
    void headroomBarFraction();
    void detailShowsPricesWithDateSourceAndAdvice();
    void keyboardOnlyPicksATemplateAndAdvances();
    void savedScenarioOpensIntoTheWizard();
    void exportCsvHasBomHeaderAndProvenance();
    void presentationModeEnlargesTextAndRestoresIt();
    void oneClickFixChangesTheScenario();
    void modelConfigJsonIsImported();
    void settingsDialogRejectsAnImpossibleRate();
    void resultsPageIsBuiltOnItsFirstVisit();
    void inputPagesAreBuiltOnTheirFirstVisit();
    void reportMadeElsewhereHasTheLatestAnswer();
    void headerStateSurvivesASessionWithoutResults();
    void onePerFamilyIsTheDefaultViewAndSaysHowManyItHides();
    void graphicsAsksForDesktopsAndTheirMemory();
    void encoderServingOffersTheEngine();
    void servingAsksOnlyForTheInputsThatApply();
    void imageSizeIsAskedForImageModels();
    void aboutBoxNamesLicenceCatalogAndNotices();
    void windowFitsTheScreen();
    void scratchAsksForWhatIsMissing();

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
    REQUIRE(m_fx->clickTab(tabs, CostTab));
    auto *cost = m_fx->find<QChartView>(QStringLiteral("costChart"));
    REQUIRE(cost);
    // One bar series; the rest are the cost bands' whiskers on it.
    int bars = 0;
    for (QAbstractSeries *s : cost->chart()->series())
        bars += s->type() == QAbstractSeries::SeriesTypeBar ? 1 : 0;
    QCOMPARE(bars, 1);
    REQUIRE(m_fx->clickTab(tabs, MemoryTab));
    auto *memory = m_fx->find<QChartView>(QStringLiteral("memoryChart"));
    REQUIRE(memory);
    QCOMPARE(memory->chart()->series().size(), 2);
    REQUIRE(m_fx->clickTab(tabs, PerformanceTab));
    auto *performance = m_fx->find<QChartView>(QStringLiteral("performanceChart"));
    REQUIRE(performance);
    // The recommended point is drawn once, in a series of its own (tst_charts checks the rest).
    int recommendedPoints = 0;
    for (const QAbstractSeries *series : performance->chart()->series()) {
        if (series->name().startsWith(QStringLiteral("1. ")))
            recommendedPoints += qobject_cast<const QXYSeries *>(series)->count();
    }
    QVERIFY(recommendedPoints <= 1);
    REQUIRE(m_fx->clickTab(tabs, ScalingTab));
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
    REQUIRE(m_fx->clickTab(tabs, CostTab));
    auto *costChart = m_fx->find<QChartView>(QStringLiteral("costChart"));
    REQUIRE(costChart);
    const double costBefore = session()->recommendation().ranked.front().jobCost;
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
    QTRY_VERIFY(session()->recommendation().ranked.front().jobCost > costBefore * 1.5);
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
    QVERIFY(epochs->errorText().contains(QStringLiteral("at least")));
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
    REQUIRE(m_fx->typeInto(QStringLiteral("epochsField"), QStringLiteral("12345")));
    QCOMPARE(session()->computeCount(), before); // five keystrokes, nothing computed yet
    QTRY_COMPARE(session()->computeCount(), before + 1);
}

void TestWizard::sortAndFilterTheTable()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    auto *fitsOnly = m_fx->find<QCheckBox>(QStringLiteral("fitsOnlyBox"));
    auto *family = m_fx->find<QComboBox>(QStringLiteral("familyFilter"));
    REQUIRE(view && fitsOnly && family);
    const QAbstractItemModel *proxy = view->model();
    REQUIRE(WindowFixture::sortBy(view, RecommendationTableModel::CostPerGpuHourColumn, Qt::AscendingOrder));
    double previous = -1;
    for (int row = 0; row < proxy->rowCount(); ++row) {
        const double value = proxy->index(row, RecommendationTableModel::CostPerGpuHourColumn)
                                 .data(RecommendationTableModel::SortRole)
                                 .toDouble();
        QVERIFY2(value >= previous, qPrintable(QString::number(row)));
        previous = value;
    }
    const int fitting = proxy->rowCount();
    REQUIRE(WindowFixture::click(fitsOnly));
    QVERIFY(proxy->rowCount() > fitting); // rejected rows come back
    REQUIRE(WindowFixture::click(fitsOnly));
    QCOMPARE(proxy->rowCount(), fitting);

    QVERIFY(family->count() > 2);
    REQUIRE(WindowFixture::choose(family, family->itemData(1)));
    const QString chosen = family->currentData().toString();
    QVERIFY(proxy->rowCount() > 0 && proxy->rowCount() < fitting);
    for (int row = 0; row < proxy->rowCount(); ++row)
        QCOMPARE(proxy->index(row, 0).data(RecommendationTableModel::FamilyRole).toString(), chosen);
    REQUIRE(WindowFixture::choose(family, family->itemData(0)));
    QCOMPARE(proxy->rowCount(), fitting);
}

void TestWizard::compareSelectedRows()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    auto *compare = m_fx->find<QPushButton>(QStringLiteral("compareButton"));
    REQUIRE(view && compare);
    QVERIFY(view->model()->rowCount() >= 3);
    // Ctrl+click takes the selected rows out again: nothing selected, nothing to compare.
    const QModelIndexList selected = view->selectionModel()->selectedRows();
    for (const QModelIndex &index : selected)
        REQUIRE(WindowFixture::clickRow(view, index.row(), Qt::ControlModifier));
    QVERIFY(!view->selectionModel()->hasSelection());
    QVERIFY(!compare->isEnabled());
    QTest::mouseClick(compare, Qt::LeftButton);
    QVERIFY(!m_fx->window()->findChild<QDialog *>(QStringLiteral("compareDialog")));
    // The first, the second and the last row: neighbours can be sister families with the same GPU.
    REQUIRE(WindowFixture::clickRow(view, 0));
    REQUIRE(WindowFixture::clickRow(view, 1, Qt::ControlModifier));
    REQUIRE(WindowFixture::clickRow(view, view->model()->rowCount() - 1, Qt::ControlModifier));
    QCOMPARE(view->selectionModel()->selectedRows().size(), 3);
    QVERIFY(compare->isEnabled());
    REQUIRE(WindowFixture::click(compare));
    auto *dialog = m_fx->find<QDialog>(QStringLiteral("compareDialog"));
    REQUIRE(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    auto *comparison = WindowFixture::find<QTableView>(dialog, QStringLiteral("comparisonView"));
    REQUIRE(comparison);
    QAbstractItemModel *model = comparison->model();
    QCOMPARE(model->columnCount(), 3);
    bool anyDifference = false;
    for (int row = 0; row < model->rowCount(); ++row)
        anyDifference = anyDifference || model->index(row, 0).data(ComparisonModel::DiffersRole).toBool();
    QVERIFY(anyDifference);
    QVERIFY(model->headerData(0, Qt::Horizontal).toString().contains(QStringLiteral("recommended")));
    // Each column lists the warnings the detail panel gives for that row, not "none" beside them.
    const auto *comparisonModel = qobject_cast<const ComparisonModel *>(model);
    REQUIRE(comparisonModel);
    int warned = 0;
    for (int column = 0; column < model->columnCount(); ++column) {
        const Configuration &c = comparisonModel->configurations()[size_t(column)];
        const QString shown = model->index(ComparisonModel::WarningsRow, column).data().toString();
        for (const Warning &w : session()->adviceFor(&c).warnings) {
            QVERIFY2(shown.contains(w.title), qPrintable(c.instanceType + QLatin1String(": ") + shown));
            ++warned;
        }
    }
    QVERIFY2(warned > 0, "no compared row has a warning, so this checks nothing");
    // Rows are as tall as their wrapped text, give or take the margins and a line.
    QTest::qWait(0); // the rows are measured once the columns have their widths
    const QFontMetrics metrics = comparison->fontMetrics();
    for (int row = 0; row < model->rowCount(); ++row) {
        int needed = 0;
        for (int column = 0; column < model->columnCount(); ++column) {
            const QRect text(0, 0, comparison->columnWidth(column) - 8, 10000);
            needed = std::max(
                needed,
                metrics.boundingRect(text, Qt::TextWordWrap, model->index(row, column).data().toString()).height());
        }
        QVERIFY2(comparison->rowHeight(row) <= needed + 2 * metrics.height(), // bold rows wrap sooner
                 qPrintable(QStringLiteral("row %1: %2 px for %3 px of text")
                                .arg(row)
                                .arg(comparison->rowHeight(row))
                                .arg(needed)));
    }
    dialog->close();
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
    QVERIFY(tabs->tabText(CostTab).contains(QStringLiteral("图")));
    session()->flush();
    REQUIRE(m_fx->clickTab(tabs, CostTab));
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

void TestWizard::headroomBarFraction()
{
    QCOMPARE(headroomFillFraction(-5), 0.0);
    QCOMPARE(headroomFillFraction(25), 0.5);
    QCOMPARE(headroomFillFraction(80), 1.0);
}

void TestWizard::detailShowsPricesWithDateSourceAndAdvice()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    auto *detailPanel = m_fx->find<QTextBrowser>(QStringLiteral("detailPanel"));
    REQUIRE(view && detailPanel);
    const QAbstractItemModel *proxy = view->model();
    // Find a row whose price is estimated or derived: its detail must say so, with a date.
    int estimatedRow = -1;
    for (int row = 0; row < proxy->rowCount() && estimatedRow < 0; ++row) {
        const QVariant origin =
            proxy->index(row, RecommendationTableModel::JobCostColumn).data(RecommendationTableModel::PriceOriginRole);
        if (origin.toInt() == int(PriceOrigin::Estimated) || origin.toInt() == int(PriceOrigin::Derived))
            estimatedRow = row;
    }
    QVERIFY(estimatedRow >= 0);
    QVERIFY(proxy->index(estimatedRow, RecommendationTableModel::JobCostColumn)
                .data()
                .toString()
                .startsWith(QLatin1Char('~')));
    REQUIRE(WindowFixture::clickRow(view, estimatedRow));
    const QString detail = detailPanel->toPlainText();
    const QString type = proxy->index(estimatedRow, RecommendationTableModel::InstanceTypeColumn).data().toString();
    QVERIFY(detail.contains(type));
    QVERIFY(detail.contains(QStringLiteral("~")));
    QVERIFY(detail.contains(QRegularExpression(QStringLiteral("as of \\d{4}-\\d{2}-\\d{2}"))));
    QVERIFY(detail.contains(QStringLiteral("Memory per GPU")));
    QVERIFY(detail.contains(QStringLiteral("Assumptions")));
    // The recommended 3-node A10 job trains over TCP: the advice rules must warn, with a fix.
    REQUIRE(WindowFixture::clickRow(view, 0));
    const QString recommended = detailPanel->toPlainText();
    QVERIFY2(recommended.contains(QStringLiteral("Fix:")), qPrintable(recommended.left(400)));
    QVERIFY(!proxy->index(0, RecommendationTableModel::WarningsColumn).data().toString().isEmpty());
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

void TestWizard::exportCsvHasBomHeaderAndProvenance()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    REQUIRE(view);
    const QString path = m_fx->filePath(QStringLiteral("table.csv"));
    m_fx->nextFiles << path;
    REQUIRE(m_fx->click(QStringLiteral("exportCsvButton")));
    QVERIFY2(m_fx->messages.isEmpty(), qPrintable(m_fx->messages.value(0).text));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray csv = file.readAll();
    QVERIFY(csv.startsWith("\xEF\xBB\xBF")); // spreadsheet programs need it for Chinese headers
    const QList<QStringList> rows = CsvWriter::parse(csv);
    QCOMPARE(rows.size(), view->model()->rowCount() + 1);
    QCOMPARE(rows.first().value(RecommendationTableModel::InstanceTypeColumn), QStringLiteral("Instance type"));
    // Provenance as data: the price's ISO date, region and source for the first (priced) row.
    const QStringList header = rows.first();
    const qsizetype date = header.indexOf(QStringLiteral("Price date"));
    const qsizetype region = header.indexOf(QStringLiteral("Price region"));
    const qsizetype source = header.indexOf(QStringLiteral("Price source"));
    QVERIFY2(date >= 0 && region >= 0 && source >= 0, qPrintable(header.join(QLatin1Char('|'))));
    QVERIFY2(QDate::fromString(rows.value(1).value(date), Qt::ISODate).isValid(),
             qPrintable(rows.value(1).value(date)));
    QVERIFY(!rows.value(1).value(region).isEmpty());
    // The source's address, or its title where the catalog has no address for it.
    QVERIFY(!rows.value(1).value(source).isEmpty());
    // A folder that does not exist: the user is told, nothing is written.
    m_fx->nextFiles << m_fx->filePath(QStringLiteral("no/such/folder/table.csv"));
    REQUIRE(m_fx->click(QStringLiteral("exportCsvButton")));
    QCOMPARE(m_fx->messages.size(), 1);
    QCOMPARE(m_fx->messages.first().icon, QMessageBox::Warning);
    QVERIFY(!QFile::exists(m_fx->filePath(QStringLiteral("no/such/folder/table.csv"))));
}

void TestWizard::presentationModeEnlargesTextAndRestoresIt()
{
    const qreal before = QApplication::font().pointSizeF();
    REQUIRE(m_fx->press(Qt::Key_F11));
    QVERIFY(QApplication::font().pointSizeF() > before * 1.2);
    QVERIFY(m_fx->window()->isFullScreen());
    REQUIRE(m_fx->press(Qt::Key_F11));
    QCOMPARE(QApplication::font().pointSizeF(), before);
    QVERIFY(!m_fx->window()->isFullScreen());
}

void TestWizard::oneClickFixChangesTheScenario()
{
    const FixAction fix{FixAction::Kind::SetStorage, QStringLiteral("cpfs-200")};
    const QUrl link = DetailHtml::fixLink(fix);
    QCOMPARE(DetailHtml::fixFromLink(link).value(), fix);
    // A link naming no known fix is no fix at all, whatever the page would make of it.
    QVERIFY(!DetailHtml::fixFromLink(QUrl(QStringLiteral("fix:no-such-kind?value=x"))));

    // Many small files on a single cloud disk: the detail offers CPFS instead, one click away.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::ImageClassifier, AdvisorWizard::DataPageId));
    auto *storage = m_fx->find<QComboBox>(QStringLiteral("storageCombo"));
    REQUIRE(storage);
    REQUIRE(WindowFixture::choose(storage, QStringLiteral("essd-pl1")));
    REQUIRE(WindowFixture::setChecked(m_fx->find<QCheckBox>(QStringLiteral("smallFilesBox")), true));
    REQUIRE(m_fx->nextTo(AdvisorWizard::ResultsPageId));
    auto *detail = m_fx->find<QTextBrowser>(QStringLiteral("detailPanel"));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    REQUIRE(detail && view);
    const QString href = link.toString(QUrl::FullyEncoded);
    QVERIFY2(WindowFixture::links(detail).contains(href),
             qPrintable(WindowFixture::links(detail).join(QLatin1Char(' '))));
    REQUIRE(WindowFixture::clickLink(detail, href));
    QCOMPARE(session()->scenario().data.storage, QStringLiteral("cpfs-200"));
    // The data page shows the new answer, not the old one.
    QCOMPARE(storage->currentData().toString(), QStringLiteral("cpfs-200"));

    // A fix that names another instance type selects its row.
    session()->flush();
    QString choose;
    for (int row = 0; row < view->model()->rowCount() && choose.isEmpty(); ++row) {
        REQUIRE(WindowFixture::clickRow(view, row));
        for (const QString &candidate : WindowFixture::links(detail)) {
            const std::optional<FixAction> action = DetailHtml::fixFromLink(QUrl(candidate));
            if (action && action->kind == FixAction::Kind::ChooseInstance)
                choose = candidate;
        }
    }
    QVERIFY2(!choose.isEmpty(), "no row's detail offers another instance type");
    const QString type = DetailHtml::fixFromLink(QUrl(choose))->value;
    auto *onePerFamily = m_fx->find<QCheckBox>(QStringLiteral("bestPerFamilyBox"));
    auto *fitsOnly = m_fx->find<QCheckBox>(QStringLiteral("fitsOnlyBox"));
    REQUIRE(onePerFamily && fitsOnly);
    bool shown = false;
    for (int row = 0; row < view->model()->rowCount(); ++row)
        shown = shown || view->model()->index(row, RecommendationTableModel::InstanceTypeColumn).data() == type;
    const bool onePerFamilyBefore = onePerFamily->isChecked();
    const bool fitsOnlyBefore = fitsOnly->isChecked();
    REQUIRE(WindowFixture::clickLink(detail, choose));
    const QModelIndexList selected = view->selectionModel()->selectedRows(RecommendationTableModel::InstanceTypeColumn);
    QCOMPARE(selected.size(), 1);
    QCOMPARE(selected.first().data().toString(), type);
    QCOMPARE(detail->toPlainText().contains(type), true);
    // The filters the user set stay when the row was already in view.
    QVERIFY2(shown, "the chosen row was hidden, so this would not test that filters stay");
    QCOMPARE(onePerFamily->isChecked(), onePerFamilyBefore);
    QCOMPARE(fitsOnly->isChecked(), fitsOnlyBefore);
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

void TestWizard::resultsPageIsBuiltOnItsFirstVisit()
{
    // Start-up speed depends on this: nothing of the last page exists before it is first shown.
    ResultsPage *results = m_fx->results();
    REQUIRE(results);
    const auto built = [results] { return results->findChild<QTableView *>(QStringLiteral("recommendationView")); };
    const auto charts = [results] { return results->findChildren<QChartView *>().size(); };
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::DataPageId));
    QVERIFY(session()->computeCount() > 0);
    QVERIFY(!built());
    REQUIRE(m_fx->next());
    QVERIFY(built());
    QVERIFY(built()->model()->rowCount() > 0);
    // Charts wait for their own tab, and only the chart on that tab is drawn.
    QCOMPARE(charts(), 0);
    REQUIRE(m_fx->clickTab(m_fx->find<QTabWidget>(QStringLiteral("resultTabs")), PerformanceTab));
    QCOMPARE(charts(), 1);
    const auto *performance = results->findChild<PerformanceChart *>();
    QVERIFY(performance);
    QVERIFY(!performance->chart()->series().isEmpty());
    QVERIFY(!results->findChild<CostChart *>());
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

void TestWizard::reportMadeElsewhereHasTheLatestAnswer()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    const QTableView *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    ResultsPage *results = m_fx->results();
    REQUIRE(view && results);
    const auto cell = [view] {
        return view->model()->index(0, RecommendationTableModel::JobCostColumn).data().toString();
    };
    const QString before = cell();
    REQUIRE(m_fx->back());
    REQUIRE(m_fx->back());
    REQUIRE(m_fx->back());
    QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::ScalePageId));
    session()->edit([](Scenario &s) { s.training.epochs *= 4; });
    session()->flush();
    // The hidden table was not redrawn...
    QCOMPARE(cell(), before);
    // ...but a report or CSV asked for from here is made from the new answer.
    const ReportTable table = ReportExport::table(*session(), *results);
    const int jobCost = int(table.header.indexOf(
        view->model()->headerData(RecommendationTableModel::JobCostColumn, Qt::Horizontal).toString()));
    QVERIFY(jobCost >= 0);
    QVERIFY(!table.rows.isEmpty());
    QVERIFY(table.rows.first().at(jobCost) != before);
    QCOMPARE(table.rows.first().at(jobCost), cell());
}

void TestWizard::headerStateSurvivesASessionWithoutResults()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    REQUIRE(view);
    REQUIRE(WindowFixture::resizeColumn(view, RecommendationTableModel::FamilyColumn, 233));
    REQUIRE(m_fx->trigger(QStringLiteral("quitAction")));
    const QByteArray saved = m_fx->settings()->tableHeaderState();
    QVERIFY(!saved.isEmpty());

    // A session that never reaches the results keeps the user's columns instead of forgetting them.
    REQUIRE(m_fx->relaunch());
    REQUIRE(m_fx->trigger(QStringLiteral("quitAction")));
    QCOMPARE(m_fx->settings()->tableHeaderState(), saved);

    REQUIRE(m_fx->relaunch());
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    REQUIRE(view);
    QCOMPARE(view->horizontalHeader()->sectionSize(RecommendationTableModel::FamilyColumn), 233);
}

void TestWizard::onePerFamilyIsTheDefaultViewAndSaysHowManyItHides()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    const auto *count = m_fx->find<QLabel>(QStringLiteral("shownCount"));
    auto *perFamily = m_fx->find<QCheckBox>(QStringLiteral("bestPerFamilyBox"));
    REQUIRE(view && count && perFamily);
    QVERIFY(perFamily->isChecked());
    const auto *proxy = qobject_cast<const QAbstractProxyModel *>(view->model());
    QVERIFY(proxy && proxy->sourceModel());
    const auto expected = [proxy] {
        return QStringLiteral("Showing %1 of %2").arg(proxy->rowCount()).arg(proxy->sourceModel()->rowCount());
    };
    QCOMPARE(count->text(), expected());
    QSet<QString> families;
    for (int row = 0; row < proxy->rowCount(); ++row)
        families.insert(proxy->index(row, RecommendationTableModel::FamilyColumn).data().toString());
    QCOMPARE(families.size(), proxy->rowCount());
    const int grouped = proxy->rowCount();
    REQUIRE(WindowFixture::setChecked(perFamily, false));
    QVERIFY(proxy->rowCount() > grouped);
    QCOMPARE(count->text(), expected());
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
    QVERIFY(session()->recommendation().ranked.front().usableGpuMemoryGiB >= 10);
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
                if (c.instanceType == type && c.totalGpus > 0)
                    return c.samplesPerSecond / c.totalGpus;
            }
        }
        return 0.0;
    };
    session()->flush();
    QVERIFY(!session()->recommendation().ranked.empty());
    const QString type = session()->recommendation().ranked.front().instanceType;
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

void TestWizard::servingAsksOnlyForTheInputsThatApply()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::InferenceApi, AdvisorWizard::ScalePageId));
    auto *context = m_fx->find<NumberField>(QStringLiteral("contextField"));
    auto *output = m_fx->find<NumberField>(QStringLiteral("outputField"));
    auto *rps = m_fx->find<NumberField>(QStringLiteral("rpsField"));
    REQUIRE(context && output && rps);
    // BERT reads its input and answers in one pass: an input length, no output length.
    QVERIFY(context->isVisible());
    QVERIFY(!output->isVisible());
    // An image classifier reads images: no token fields at all, but a rate and a latency.
    session()->edit([](Scenario &s) {
        s.task = Task::Cv;
        s.model = QStringLiteral("resnet-50");
    });
    QVERIFY(!context->isVisible());
    QVERIFY(!output->isVisible());
    QVERIFY(rps->isVisible());
    // A chat model reads a prompt and writes an answer.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    QVERIFY(context->isVisible());
    QVERIFY(output->isVisible());
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
                if (c.instanceType == type)
                    return c.ttftMs;
            }
        }
        return 0.0;
    };
    session()->flush();
    REQUIRE(!session()->recommendation().ranked.empty());
    const QString type = session()->recommendation().ranked.front().instanceType;
    const double native = latencyOn(type);
    QVERIFY(native > 0);
    // Typed through the field: 1024 px, four times the pixels, takes about four times as long.
    REQUIRE(WindowFixture::typeInto(image->lineEdit(), QStringLiteral("1024")));
    QCOMPARE(session()->scenario().imageResolution, std::optional<int>(1024));
    session()->flush();
    const double large = latencyOn(type);
    QVERIFY2(large / native > 2.5 && large / native < 4.5,
             qPrintable(QStringLiteral("%1 ms against %2 ms on %3").arg(large).arg(native).arg(type)));
    // Emptied, the model's own size again.
    image->lineEdit()->setFocus();
    image->lineEdit()->selectAll();
    QTest::keyClick(image->lineEdit(), Qt::Key_Backspace);
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
    const double hours = session()->recommendation().ranked.front().hours;
    const QString trainingType = session()->recommendation().ranked.front().instanceType;
    REQUIRE(WindowFixture::typeInto(trainingImage->lineEdit(), QStringLiteral("448")));
    QCOMPARE(session()->scenario().imageResolution, std::optional<int>(448));
    session()->flush();
    double larger = 0;
    for (const Configuration &c : session()->recommendation().ranked) {
        if (c.instanceType == trainingType)
            larger = c.hours;
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
    QVERIFY(std::isfinite(best.hours) && best.hours > 0);
    QVERIFY2(!status->text().contains(QStringLiteral("Still needed")), qPrintable(status->text()));
    QVERIFY(pdfAction->isEnabled());
}
