#include "models/advice/rules.h"
#include "models/application/advisorsession.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/io/csvwriter.h"
#include "models/itemmodels/comparisonmodel.h"
#include "models/itemmodels/recommendationfiltermodel.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/scenario/modelconfigimport.h"
#include "models/scenario/scenarioio.h"
#include "ui/application/appsettings.h"
#include "ui/application/mainwindow.h"
#include "ui/application/settingsdialog.h"
#include "ui/application/translations.h"
#include "ui/charts/costchart.h"
#include "ui/charts/memorychart.h"
#include "ui/charts/performancechart.h"
#include "ui/charts/scalingchart.h"
#include "ui/delegates/recommendationdelegate.h"
#include "ui/report/reportexport.h"
#include "ui/results/comparedialog.h"
#include "ui/results/detailhtml.h"
#include "ui/results/resultspage.h"
#include "ui/widgets/numberfield.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/budgetpage.h"
#include "ui/wizard/datapage.h"
#include "ui/wizard/scalepage.h"
#include "ui/wizard/startpage.h"
#include "ui/wizard/workloadpage.h"

#include <cmath>
#include <memory>

#include <QAbstractBarSeries>
#include <QApplication>
#include <QBarSet>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QXYSeries>

using namespace Advisor;
using namespace Advisor::Ui;

namespace {
/** Types into a field as a user would: select all, type, so textEdited fires. */
void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
}

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
    void initTestCase();
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
    void reportMadeElsewhereHasTheLatestAnswer();
    void headerStateSurvivesASessionWithoutResults();
    void onePerFamilyIsTheDefaultViewAndSaysHowManyItHides();
    void graphicsAsksForDesktopsAndTheirMemory();

private:
    ResultsPage *results() const { return m_window->wizard()->resultsPage(); }
    void walkTo(ScenarioTemplates::Id id, AdvisorWizard::PageId page);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_qsettings;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<Translations> m_translations;
    std::unique_ptr<AdvisorSession> m_session;
    std::unique_ptr<MainWindow> m_window;
};

void TestWizard::initTestCase()
{
    QLocale::setDefault(QLocale::c());
}

void TestWizard::init()
{
    // The offscreen plugin's own notices are not ours; anything else is a bug.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!This plugin does not support ).*")));
    m_dir = std::make_unique<QTemporaryDir>();
    m_qsettings = std::make_unique<QSettings>(m_dir->filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    m_settings = std::make_unique<AppSettings>(m_qsettings.get());
    m_settings->setLanguage(QStringLiteral("en"));
    m_translations = std::make_unique<Translations>();
    m_translations->apply(QStringLiteral("en"));
    CatalogLoadResult catalog = CatalogLoader::embedded();
    PresetLoadResult presets = PresetLoader::embedded();
    QVERIFY(catalog.catalog && presets.library);
    m_session = std::make_unique<AdvisorSession>(std::move(*catalog.catalog), std::move(*presets.library),
                                                 RulesLoader::embedded().rules);
    m_window = std::make_unique<MainWindow>(m_session.get(), m_settings.get(), m_translations.get());
    m_window->resize(1280, 860);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestWizard::cleanup()
{
    m_window.reset();
    m_session.reset();
    m_translations.reset();
    QLocale::setDefault(QLocale::c());
}

void TestWizard::walkTo(ScenarioTemplates::Id id, AdvisorWizard::PageId page)
{
    AdvisorWizard *wizard = m_window->wizard();
    wizard->restart();
    wizard->startPage()->chooseTemplate(id);
    wizard->goToPage(page);
    m_session->flush();
    QCoreApplication::processEvents();
}

void TestWizard::smokeStartPageShows()
{
    QCOMPARE(m_window->wizard()->currentId(), int(AdvisorWizard::StartPageId));
    QCOMPARE(m_window->wizard()->wizardStyle(), QWizard::ModernStyle);
    QCOMPARE(m_window->wizard()->startPage()->templateList()->count(), 6);
}

void TestWizard::everyTemplateReachesResults_data()
{
    QTest::addColumn<int>("id");
    for (ScenarioTemplates::Id id : ScenarioTemplates::all())
        QTest::newRow(qPrintable(ScenarioTemplates::title(id))) << int(id);
}

void TestWizard::everyTemplateReachesResults()
{
    QFETCH(int, id);
    walkTo(static_cast<ScenarioTemplates::Id>(id), AdvisorWizard::ResultsPageId);
    QCOMPARE(m_window->wizard()->currentId(), int(AdvisorWizard::ResultsPageId));
    QVERIFY(m_window->wizard()->visitedIds().size() == 6);
    // Every template describes something the catalog can run.
    QVERIFY2(!m_session->recommendation().ranked.empty(),
             qPrintable(ScenarioTemplates::title(ScenarioTemplates::Id(id))));
    QVERIFY(results()->filterModel()->rowCount() > 0);
    QVERIFY(!results()->detail()->toPlainText().isEmpty());
    QCOMPARE(results()->costChart()->chart()->series().size(), 1);
    QCOMPARE(results()->memoryChart()->chart()->series().size(), 2);
    QCOMPARE(results()->performanceChart()->chart()->series().size(), 2);
    QCOMPARE(results()->scalingChart()->chart()->series().size(), 2);
    const auto *recommended = qobject_cast<QXYSeries *>(results()->performanceChart()->chart()->series().at(1));
    QVERIFY(recommended);
    QVERIFY(recommended->count() <= 1);
}

void TestWizard::changingAnAnswerUpdatesTableAndCharts()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId);
    const double costBefore = m_session->recommendation().ranked.front().jobCost;
    const double barBefore = firstBarValue(results()->costChart());
    const QString cellBefore =
        results()->filterModel()->index(0, RecommendationTableModel::JobCostColumn).data().toString();
    QVERIFY(barBefore > 0);

    // Back to the scale page, double the epochs by typing, and come back: no calculate button.
    m_window->wizard()->back();
    m_window->wizard()->back();
    m_window->wizard()->back();
    QCOMPARE(m_window->wizard()->currentId(), int(AdvisorWizard::ScalePageId));
    typeInto(m_window->wizard()->scalePage()->epochsField()->lineEdit(), QStringLiteral("6"));
    QCOMPARE(m_session->scenario().training.epochs, 6.0);
    QTRY_VERIFY(m_session->recommendation().ranked.front().jobCost > costBefore * 1.5);
    QVERIFY(firstBarValue(results()->costChart()) > barBefore * 1.5);
    QVERIFY(results()->filterModel()->index(0, RecommendationTableModel::JobCostColumn).data().toString()
            != cellBefore);
}

void TestWizard::invalidInputIsShownAtTheField()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ScalePageId);
    NumberField *epochs = m_window->wizard()->scalePage()->epochsField();
    typeInto(epochs->lineEdit(), QStringLiteral("0"));
    QVERIFY(!epochs->isValid());
    QVERIFY(epochs->errorText().contains(QStringLiteral("at least")));
    auto *error = epochs->findChild<QLabel *>(QStringLiteral("fieldError"));
    QVERIFY(error && error->isVisible());
    // Not clamped, not applied: the scenario keeps its last valid value.
    QCOMPARE(m_session->scenario().training.epochs, 3.0);
    typeInto(epochs->lineEdit(), QStringLiteral("2"));
    QVERIFY(epochs->isValid());
    QVERIFY(!error->isVisible());
    QCOMPARE(m_session->scenario().training.epochs, 2.0);
}

void TestWizard::stageBranchesTheScalePage()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ScalePageId);
    ScalePage *scale = m_window->wizard()->scalePage();
    QVERIFY(scale->trainingGroup()->isVisible());
    QVERIFY(!scale->servingGroup()->isVisible());
    m_window->wizard()->back();
    QComboBox *stage = m_window->wizard()->workloadPage()->stageCombo();
    stage->setCurrentIndex(stage->findData(int(Stage::Inference)));
    QVERIFY(m_session->scenario().stage == Stage::Inference);
    m_window->wizard()->next();
    QVERIFY(!scale->trainingGroup()->isVisible());
    QVERIFY(scale->servingGroup()->isVisible());
    m_session->flush();
    QCOMPARE(results()->tableModel()->headerData(RecommendationTableModel::SpeedColumn, Qt::Horizontal).toString(),
             QStringLiteral("Throughput"));
    // A task that counts samples, not tokens, relabels the data field and shows the samples answer.
    m_session->edit([](Scenario &s) {
        s.stage = Stage::FinetuneFull;
        s.task = Task::Cv;
        s.training.samples = 5000;
    });
    QVERIFY(scale->trainingGroup()->isVisible());
    auto *data = scale->findChild<NumberField *>(QStringLiteral("trainingDataField"));
    QVERIFY(data);
    QCOMPARE(data->value(), std::optional<double>(5));
}

void TestWizard::editsAreCoalesced()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ScalePageId);
    const int before = m_session->computeCount();
    typeInto(m_window->wizard()->scalePage()->epochsField()->lineEdit(), QStringLiteral("12345"));
    QCOMPARE(m_session->computeCount(), before); // five keystrokes, nothing computed yet
    QTRY_COMPARE(m_session->computeCount(), before + 1);
}

void TestWizard::sortAndFilterTheTable()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId);
    QTableView *view = results()->tableView();
    RecommendationFilterModel *proxy = results()->filterModel();
    view->sortByColumn(RecommendationTableModel::CostPerGpuHourColumn, Qt::AscendingOrder);
    double previous = -1;
    for (int row = 0; row < proxy->rowCount(); ++row) {
        const double value = proxy->index(row, RecommendationTableModel::CostPerGpuHourColumn)
                                 .data(RecommendationTableModel::SortRole)
                                 .toDouble();
        QVERIFY2(value >= previous, qPrintable(QString::number(row)));
        previous = value;
    }
    const int fitting = proxy->rowCount();
    results()->fitsOnlyBox()->click();
    QVERIFY(proxy->rowCount() > fitting); // rejected rows come back
    results()->fitsOnlyBox()->click();
    QCOMPARE(proxy->rowCount(), fitting);

    QComboBox *family = results()->familyFilter();
    QVERIFY(family->count() > 2);
    family->setCurrentIndex(1);
    const QString chosen = family->currentData().toString();
    QVERIFY(proxy->rowCount() > 0 && proxy->rowCount() < fitting);
    for (int row = 0; row < proxy->rowCount(); ++row)
        QCOMPARE(proxy->index(row, 0).data(RecommendationTableModel::FamilyRole).toString(), chosen);
    family->setCurrentIndex(0);
    QCOMPARE(proxy->rowCount(), fitting);
}

void TestWizard::compareSelectedRows()
{
    walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ResultsPageId);
    QTableView *view = results()->tableView();
    QVERIFY(view->model()->rowCount() >= 3);
    view->clearSelection();
    QVERIFY(!results()->compareButton()->isEnabled());
    QVERIFY(!results()->compareSelected());
    for (int row = 0; row < 3; ++row)
        view->selectionModel()->select(view->model()->index(row, 0),
                                       QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QVERIFY(results()->compareButton()->isEnabled());
    CompareDialog *dialog = results()->compareSelected();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QAbstractItemModel *model = dialog->view()->model();
    QCOMPARE(model->columnCount(), 3);
    bool anyDifference = false;
    for (int row = 0; row < model->rowCount(); ++row)
        anyDifference = anyDifference || model->index(row, 0).data(ComparisonModel::DiffersRole).toBool();
    QVERIFY(anyDifference);
    QVERIFY(model->headerData(0, Qt::Horizontal).toString().contains(QStringLiteral("recommended")));
    dialog->close();
}

void TestWizard::escapeKeepsTheWizard()
{
    // People press Esc to close a dropdown; QWizard would hide itself and leave a blank window for good.
    for (AdvisorWizard::PageId page :
         {AdvisorWizard::StartPageId, AdvisorWizard::ScalePageId, AdvisorWizard::ResultsPageId}) {
        walkTo(ScenarioTemplates::FineTune7B, page);
        QWidget *focus = QApplication::focusWidget() ? QApplication::focusWidget() : m_window->wizard();
        QTest::keyClick(focus, Qt::Key_Escape);
        QTest::keyClick(m_window->wizard(), Qt::Key_Escape);
        QCoreApplication::processEvents();
        QVERIFY(m_window->wizard()->isVisible());
        QCOMPARE(m_window->wizard()->currentId(), int(page));
    }
}

void TestWizard::switchLanguageAtRuntime()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId);
    const QString englishHeader =
        results()->tableModel()->headerData(RecommendationTableModel::InstanceTypeColumn, Qt::Horizontal).toString();
    QCOMPARE(englishHeader, QStringLiteral("Instance type"));
    m_session->flush();
    const int computed = m_session->computeCount();
    auto *view = results()->findChild<QTableView *>(QStringLiteral("recommendationView"));
    auto *detailPanel = results()->findChild<QTextBrowser *>(QStringLiteral("detailPanel"));
    QVERIFY(view && detailPanel);
    view->selectRow(0);
    QVERIFY(detailPanel->toPlainText().contains(QStringLiteral("Why it ranks here")));
    QVERIFY(detailPanel->toPlainText().contains(QStringLiteral("listed price")));
    // The user's way: the Language menu's action.
    QAction *chinese = m_window->findChild<QAction *>(QStringLiteral("chineseAction"));
    QVERIFY(chinese);
    chinese->trigger();
    QCoreApplication::processEvents();
    // Everything the detail shows follows, the price basis of the cost reason included, without a new
    // estimate: the results are data worded where shown.
    m_session->flush();
    QCOMPARE(m_session->computeCount(), computed);
    view->clearSelection();
    view->selectRow(0);
    const QString detail = detailPanel->toPlainText();
    QVERIFY2(!detail.contains(QStringLiteral("Why it ranks here")), qPrintable(detail));
    QVERIFY2(!detail.contains(QStringLiteral("listed price")), qPrintable(detail));
    QVERIFY2(detail.contains(QStringLiteral("GPU")), qPrintable(detail));
    QCOMPARE(m_settings->language(), QStringLiteral("zh_CN"));
    // The title also names the scenario file and carries the [*] modified mark (tst_files checks those).
    QVERIFY2(m_window->windowTitle().endsWith(QStringLiteral("GPU 实例选型顾问")), qPrintable(m_window->windowTitle()));
    QCOMPARE(
        results()->tableModel()->headerData(RecommendationTableModel::InstanceTypeColumn, Qt::Horizontal).toString(),
        QStringLiteral("实例规格"));
    QVERIFY(results()->tabs()->tabText(2).contains(QStringLiteral("图")));
    m_session->flush();
    QVERIFY(!results()->costChart()->chart()->title().contains(QStringLiteral("cost")));
    m_window->setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QVERIFY2(m_window->windowTitle().endsWith(QStringLiteral("GPU Instance Advisor")),
             qPrintable(m_window->windowTitle()));
    QCOMPARE(
        results()->tableModel()->headerData(RecommendationTableModel::InstanceTypeColumn, Qt::Horizontal).toString(),
        englishHeader);
}

void TestWizard::inputsHaveAccessibleNamesAndTooltips()
{
    const QList<QWidget *> pages{m_window->wizard()->workloadPage(), m_window->wizard()->scalePage(),
                                 m_window->wizard()->budgetPage(), m_window->wizard()->dataPage()};
    int checked = 0;
    for (QWidget *page : pages) {
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
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId);
    m_settings->setCurrency(QStringLiteral("USD"));
    m_settings->setExchangeRate(0.14);
    m_window->applySettings();
    const QString cell = results()->filterModel()->index(0, RecommendationTableModel::JobCostColumn).data().toString();
    QVERIFY2(cell.endsWith(QStringLiteral("USD*")), qPrintable(cell));
    results()->tableHeader()->resizeSection(RecommendationTableModel::FamilyColumn, 211);
    m_window->close();
    QVERIFY(!m_settings->windowGeometry().isEmpty());
    QHeaderView restored(Qt::Horizontal);
    QStandardItemModel columns(1, results()->tableModel()->columnCount());
    restored.setModel(&columns);
    QVERIFY(restored.restoreState(m_settings->tableHeaderState()));
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
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId);
    QTableView *view = results()->tableView();
    RecommendationFilterModel *proxy = results()->filterModel();
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
    view->selectRow(estimatedRow);
    const QString detail = results()->detail()->toPlainText();
    const QString type = proxy->index(estimatedRow, RecommendationTableModel::InstanceTypeColumn).data().toString();
    QVERIFY(detail.contains(type));
    QVERIFY(detail.contains(QStringLiteral("~")));
    QVERIFY(detail.contains(QRegularExpression(QStringLiteral("as of \\d{4}-\\d{2}-\\d{2}"))));
    QVERIFY(detail.contains(QStringLiteral("Memory per GPU")));
    QVERIFY(detail.contains(QStringLiteral("Assumptions")));
    // The recommended 3-node A10 job trains over TCP: the advice rules must warn, with a fix.
    view->selectRow(0);
    const QString recommended = results()->detail()->toPlainText();
    QVERIFY2(recommended.contains(QStringLiteral("Fix:")), qPrintable(recommended.left(400)));
    QVERIFY(!proxy->index(0, RecommendationTableModel::WarningsColumn).data().toString().isEmpty());
}

void TestWizard::keyboardOnlyPicksATemplateAndAdvances()
{
    QListWidget *list = m_window->wizard()->startPage()->templateList();
    list->setCurrentRow(0);
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(m_session->scenario().name, ScenarioTemplates::title(ScenarioTemplates::Serve70B));
    QTest::keyClick(list, Qt::Key_Return);
    QTRY_COMPARE(m_window->wizard()->currentId(), int(AdvisorWizard::WorkloadPageId));
    QTest::qWait(50); // and it stays there: one Return, one page
    QCOMPARE(m_window->wizard()->currentId(), int(AdvisorWizard::WorkloadPageId));
    // Back and Next carry mnemonics (Alt+B, Alt+N), so the whole walk works without a mouse.
    QCOMPARE(m_window->wizard()->button(QWizard::NextButton)->shortcut(), QKeySequence(Qt::ALT | Qt::Key_N));
    QCOMPARE(m_window->wizard()->button(QWizard::BackButton)->shortcut(), QKeySequence(Qt::ALT | Qt::Key_B));
}

void TestWizard::savedScenarioOpensIntoTheWizard()
{
    Scenario saved = ScenarioTemplates::scenario(ScenarioTemplates::Serve70B);
    saved.inference.concurrency = 48;
    const QString path = m_dir->filePath(QStringLiteral("saved.gpuadvisor.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(ScenarioIo::toJson(saved));
    file.close();
    QString error;
    QVERIFY2(m_window->loadScenarioFile(path, &error), qPrintable(error));
    QCOMPARE(m_session->scenario().inference.concurrency, 48);
    QCOMPARE(m_window->wizard()->currentId(), int(AdvisorWizard::WorkloadPageId));
    m_window->wizard()->next();
    QCOMPARE(m_window->wizard()->scalePage()->concurrencyField()->value(), std::optional<double>(48));
    QVERIFY(!m_window->loadScenarioFile(m_dir->filePath(QStringLiteral("missing.json")), &error));
    QVERIFY(!error.isEmpty());
}

void TestWizard::exportCsvHasBomHeaderAndProvenance()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId);
    const QString path = m_dir->filePath(QStringLiteral("table.csv"));
    QString error;
    QVERIFY2(results()->exportCsv(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray csv = file.readAll();
    QVERIFY(csv.startsWith("\xEF\xBB\xBF")); // spreadsheet programs need it for Chinese headers
    const QList<QStringList> rows = CsvWriter::parse(csv);
    QCOMPARE(rows.size(), results()->filterModel()->rowCount() + 1);
    QCOMPARE(rows.first().value(RecommendationTableModel::InstanceTypeColumn), QStringLiteral("Instance type"));
    QVERIFY(rows.value(1).constLast().contains(QStringLiteral("as of")));
    QVERIFY(!results()->exportCsv(m_dir->filePath(QStringLiteral("no/such/folder/table.csv")), &error));
}

void TestWizard::presentationModeEnlargesTextAndRestoresIt()
{
    const qreal before = QApplication::font().pointSizeF();
    m_window->setPresentationMode(true);
    QVERIFY(QApplication::font().pointSizeF() > before * 1.2);
    QVERIFY(m_window->isFullScreen());
    m_window->setPresentationMode(false);
    QCOMPARE(QApplication::font().pointSizeF(), before);
    QVERIFY(!m_window->isFullScreen());
}

void TestWizard::oneClickFixChangesTheScenario()
{
    walkTo(ScenarioTemplates::ImageClassifier, AdvisorWizard::ResultsPageId);
    const FixAction fix{FixAction::Kind::SetStorage, QStringLiteral("cpfs-200")};
    const QUrl link = DetailHtml::fixLink(fix);
    QCOMPARE(DetailHtml::fixFromLink(link).value(), fix);
    QVERIFY(results()->applyFix(fix));
    QCOMPARE(m_session->scenario().data.storage, QStringLiteral("cpfs-200"));
    // The data page shows the new answer, not the old one.
    QComboBox *storage = m_window->wizard()->dataPage()->storageCombo();
    QCOMPARE(storage->currentData().toString(), QStringLiteral("cpfs-200"));
    // A link naming no known fix is no fix at all, whatever the page would make of it.
    QVERIFY(!DetailHtml::fixFromLink(QUrl(QStringLiteral("fix:no-such-kind?value=x"))));
    const QString second =
        results()->filterModel()->index(1, RecommendationTableModel::InstanceTypeColumn).data().toString();
    m_session->flush();
    QVERIFY(results()->applyFix(FixAction{FixAction::Kind::ChooseInstance, second}));
    QCOMPARE(results()->detail()->toPlainText().contains(second), true);
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
    SettingsDialog dialog(m_settings.get(), m_session->catalog());
    dialog.currencyEdit()->setText(QStringLiteral("usd"));
    typeInto(dialog.exchangeRateField()->lineEdit(), QStringLiteral("0"));
    QVERIFY(!dialog.exchangeRateField()->isValid());
    QVERIFY(!dialog.save());
    QCOMPARE(m_settings->currency(), QStringLiteral("CNY")); // nothing written
    typeInto(dialog.exchangeRateField()->lineEdit(), QStringLiteral("0.14"));
    QVERIFY(dialog.save());
    QCOMPARE(m_settings->currency(), QStringLiteral("USD"));
    QCOMPARE(m_settings->exchangeRate(), 0.14);
}

void TestWizard::resultsPageIsBuiltOnItsFirstVisit()
{
    // Start-up speed depends on this: nothing of the last page exists before it is first shown.
    const auto built = [this] { return results()->findChild<QTableView *>(QStringLiteral("recommendationView")); };
    const auto charts = [this] { return results()->findChildren<QChartView *>().size(); };
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::DataPageId);
    QVERIFY(m_session->computeCount() > 0);
    QVERIFY(!built());
    m_window->wizard()->next();
    QVERIFY(built());
    QVERIFY(built()->model()->rowCount() > 0);
    // Charts wait for their own tab, and only the chart on that tab is drawn.
    QCOMPARE(charts(), 0);
    QTabWidget *tabs = results()->findChild<QTabWidget *>(QStringLiteral("resultTabs"));
    tabs->setCurrentIndex(3);
    QCOMPARE(charts(), 1);
    const auto *performance = results()->findChild<PerformanceChart *>();
    QVERIFY(performance);
    QCOMPARE(performance->chart()->series().size(), 2);
    QVERIFY(!results()->findChild<CostChart *>());
}

void TestWizard::reportMadeElsewhereHasTheLatestAnswer()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId);
    const QTableView *view = results()->findChild<QTableView *>(QStringLiteral("recommendationView"));
    QVERIFY(view);
    const auto cell = [view] {
        return view->model()->index(0, RecommendationTableModel::JobCostColumn).data().toString();
    };
    const QString before = cell();
    m_window->wizard()->back();
    m_window->wizard()->back();
    m_window->wizard()->back();
    QCOMPARE(m_window->wizard()->currentId(), int(AdvisorWizard::ScalePageId));
    m_session->edit([](Scenario &s) { s.training.epochs *= 4; });
    m_session->flush();
    // The hidden table was not redrawn...
    QCOMPARE(cell(), before);
    // ...but a report or CSV asked for from here is made from the new answer.
    const ReportTable table = ReportExport::table(*m_session, *results());
    const int jobCost = int(table.header.indexOf(
        view->model()->headerData(RecommendationTableModel::JobCostColumn, Qt::Horizontal).toString()));
    QVERIFY(jobCost >= 0);
    QVERIFY(!table.rows.isEmpty());
    QVERIFY(table.rows.first().at(jobCost) != before);
    QCOMPARE(table.rows.first().at(jobCost), cell());
}

void TestWizard::headerStateSurvivesASessionWithoutResults()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId);
    results()->tableHeader()->resizeSection(RecommendationTableModel::FamilyColumn, 233);
    m_window->close();
    const QByteArray saved = m_settings->tableHeaderState();
    QVERIFY(!saved.isEmpty());

    // A session that never reaches the results keeps the user's columns instead of forgetting them.
    m_window = std::make_unique<MainWindow>(m_session.get(), m_settings.get(), m_translations.get());
    m_window->show();
    m_window->close();
    QCOMPARE(m_settings->tableHeaderState(), saved);

    m_window = std::make_unique<MainWindow>(m_session.get(), m_settings.get(), m_translations.get());
    m_window->show();
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId);
    QCOMPARE(results()->tableHeader()->sectionSize(RecommendationTableModel::FamilyColumn), 233);
}

void TestWizard::onePerFamilyIsTheDefaultViewAndSaysHowManyItHides()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId);
    const auto *count = results()->findChild<QLabel *>(QStringLiteral("shownCount"));
    QVERIFY(count);
    auto *perFamily = results()->findChild<QCheckBox *>(QStringLiteral("bestPerFamilyBox"));
    QVERIFY(perFamily && perFamily->isChecked());
    const auto expected = [this] {
        return QStringLiteral("Showing %1 of %2")
            .arg(results()->filterModel()->rowCount())
            .arg(results()->tableModel()->rowCount());
    };
    QCOMPARE(count->text(), expected());
    QSet<QString> families;
    for (int row = 0; row < results()->filterModel()->rowCount(); ++row)
        families.insert(results()->filterModel()->index(row, RecommendationTableModel::FamilyColumn).data().toString());
    QCOMPARE(families.size(), results()->filterModel()->rowCount());
    const int grouped = results()->filterModel()->rowCount();
    perFamily->setChecked(false);
    QVERIFY(results()->filterModel()->rowCount() > grouped);
    QCOMPARE(count->text(), expected());
}

void TestWizard::graphicsAsksForDesktopsAndTheirMemory()
{
    walkTo(ScenarioTemplates::Rendering, AdvisorWizard::ScalePageId);
    ScalePage *scale = m_window->wizard()->scalePage();
    // Tokens and request rates mean nothing for remote desktops; their memory does.
    QVERIFY(scale->sessionMemoryField()->isVisible());
    QVERIFY(!scale->findChild<NumberField *>(QStringLiteral("contextField"))->isVisible());
    QVERIFY(!scale->findChild<NumberField *>(QStringLiteral("rpsField"))->isVisible());
    typeInto(scale->sessionMemoryField()->lineEdit(), QStringLiteral("10"));
    QCOMPARE(m_session->scenario().inference.memoryPerSessionGiB, 10.0);
    m_session->flush();
    QVERIFY(!m_session->recommendation().ranked.empty());
    QVERIFY(m_session->recommendation().ranked.front().usableGpuMemoryGiB >= 10);
    // Back to a language model: the token fields return and the desktop field goes.
    walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId);
    QVERIFY(!scale->sessionMemoryField()->isVisible());
    QVERIFY(scale->findChild<NumberField *>(QStringLiteral("contextField"))->isVisible());
}

QTEST_MAIN(TestWizard)
#include "tst_wizard.moc"
