// SPDX-License-Identifier: Apache-2.0
// The results page: its table, filters, detail, comparison and exports, driven through the real widgets.
#include <cmath>
#include <memory>
#include <QAbstractProxyModel>
#include <QApplication>
#include <QBarSet>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QWizardPage>
#include <QXYSeries>
#include "models/application/advisorsession.h"
#include "models/application/evaluation.h"
#include "models/io/csvwriter.h"
#include "models/itemmodels/comparisonmodel.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/scenario/modelconfigimport.h"
#include "models/scenario/scenarioio.h"
#include "tests/testutils.h"
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

using namespace Advisor;
using namespace Advisor::Ui;

class TestResults : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_fx = std::make_unique<WindowFixture>();
        REQUIRE(m_fx->launch());
    }
    void cleanup() { m_fx.reset(); }

    void sortAndFilterTheTable();
    void compareSelectedRows();
    void headroomBarFraction();
    void detailShowsPricesWithDateSourceAndAdvice();
    void exportCsvHasBomHeaderAndProvenance();
    void oneClickFixChangesTheScenario();
    void resultsPageIsBuiltOnItsFirstVisit();
    void reportMadeElsewhereHasTheLatestAnswer();
    void headerStateSurvivesASessionWithoutResults();
    void onePerFamilyIsTheDefaultViewAndSaysHowManyItHides();
    void aDiscountAndABudgetTypedInMoveTheAnswer();
    void aQuoteTypedInPricesTheRowAndIsMarked();
    void pricedOnlyHidesTheRowsThatNeedAQuote();
    void resultsFitA1366PixelScreenInChinese();

private:
    AdvisorSession *session() const { return m_fx->session(); }

    std::unique_ptr<WindowFixture> m_fx;
};

void TestResults::sortAndFilterTheTable()
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

void TestResults::compareSelectedRows()
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
            QVERIFY2(shown.contains(w.title), qPrintable(c.layout.instanceType + QLatin1String(": ") + shown));
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

void TestResults::headroomBarFraction()
{
    QCOMPARE(headroomFillFraction(-5), 0.0);
    QCOMPARE(headroomFillFraction(25), 0.5);
    QCOMPARE(headroomFillFraction(80), 1.0);
}

void TestResults::detailShowsPricesWithDateSourceAndAdvice()
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

void TestResults::exportCsvHasBomHeaderAndProvenance()
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

void TestResults::oneClickFixChangesTheScenario()
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

void TestResults::resultsPageIsBuiltOnItsFirstVisit()
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
    REQUIRE(m_fx->clickTab(m_fx->find<QTabWidget>(QStringLiteral("resultTabs")), WindowFixture::PerformanceTab));
    QCOMPARE(charts(), 1);
    const auto *performance = results->findChild<PerformanceChart *>();
    QVERIFY(performance);
    QVERIFY(!performance->chart()->series().isEmpty());
    QVERIFY(!results->findChild<CostChart *>());
}

void TestResults::reportMadeElsewhereHasTheLatestAnswer()
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

void TestResults::headerStateSurvivesASessionWithoutResults()
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

void TestResults::onePerFamilyIsTheDefaultViewAndSaysHowManyItHides()
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

void TestResults::aDiscountAndABudgetTypedInMoveTheAnswer()
{
    // A discount and a budget change only prices: the session prices its rows again rather than sizing
    // them, and what the window says is what a fresh evaluation of the same answers says.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::BudgetPageId));
    session()->flush();
    REQUIRE(!session()->recommendation().ranked.empty());
    const double listed = session()->recommendation().ranked.front().pricing.jobCost;
    REQUIRE(m_fx->typeInto(QStringLiteral("discountField"), QStringLiteral("20")));
    // Under the high end of the listed pick's cost band (its 2023 price's age widens it), above 80 % of it.
    const double budget = std::floor(session()->recommendation().ranked.front().pricing.jobCostBand.high * 0.9);
    REQUIRE(m_fx->typeInto(QStringLiteral("budgetField"), QString::number(budget)));
    session()->flush();
    QCOMPARE(session()->scenario().constraints.customerDiscountPercent, 20.0);
    const Evaluator fresh(session()->catalog(), session()->presets(), session()->rules());
    const Evaluation expected = fresh.evaluate(session()->scenario());
    const Recommendation &shown = session()->recommendation();
    REQUIRE(!shown.ranked.empty());
    QCOMPARE(shown.ranked.size(), expected.recommendation.ranked.size());
    QCOMPARE(shown.rejected.size(), expected.recommendation.rejected.size());
    for (std::size_t i = 0; i < shown.ranked.size(); ++i) {
        QCOMPARE(shown.ranked[i].layout.instanceType, expected.recommendation.ranked[i].layout.instanceType);
        QCOMPARE(shown.ranked[i].pricing.jobCost, expected.recommendation.ranked[i].pricing.jobCost);
    }
    // At 20 % off the listed pick costs 80 % of its list price, and the high end of its band 80 % of that,
    // within a budget of 90 % of it; every row shown keeps to the budget.
    QVERIFY(std::abs(shown.ranked.front().pricing.jobCost - listed * 0.8) < 1e-6 * listed);
    for (const Configuration &c : shown.ranked)
        QVERIFY(!c.pricing.priced || c.pricing.jobCost <= budget);
    auto *status = m_fx->find<QLabel>(QStringLiteral("liveStatus"));
    REQUIRE(status);
    QVERIFY2(status->text().contains(shown.ranked.front().layout.instanceType), qPrintable(status->text()));
    // A count read the same way whether one configuration fits or many.
    QVERIFY2(
        status->text().endsWith(QStringLiteral("configurations that fit: ") + QLocale().toString(shown.ranked.size())),
        qPrintable(status->text()));
}

void TestResults::aQuoteTypedInPricesTheRowAndIsMarked()
{
    // A pre-sales engineer opens the DeepSeek-V3 example, which fits only on "price on request" types,
    // selects the 8 × H20 row (the family's best size, as the table shows it), types the customer's quote
    // below what the row must beat and presses Enter: the row is priced at the quote, marked ‡, and leads;
    // Remove quote takes it back.
    m_fx->nextFiles << sourcePath(QStringLiteral("resources/scenarios/serve-deepseek-v3.gpuadvisor.json"));
    REQUIRE(m_fx->trigger(QStringLiteral("openAction")));
    REQUIRE(m_fx->nextTo(AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    auto *quoteButton = m_fx->find<QPushButton>(QStringLiteral("quoteButton"));
    REQUIRE(view && quoteButton);
    session()->flush();
    int row = -1;
    QString type;
    for (int r = 0; r < view->model()->rowCount() && row < 0; ++r) {
        const QString id = view->model()->index(r, 0).data(RecommendationTableModel::InstanceTypeRole).toString();
        if (id.startsWith(QLatin1String("ecs.gn8v-8x."))) {
            row = r;
            type = id;
        }
    }
    REQUIRE(row >= 0);
    const auto find = [&](const Recommendation &r) {
        return *std::find_if(r.ranked.begin(), r.ranked.end(),
                             [&](const Configuration &c) { return c.layout.instanceType == type; });
    };
    QVERIFY(!find(session()->recommendation()).pricing.priced);
    // Below what the row must beat when something priced fits; otherwise any price leads.
    const double mustBeat = find(session()->recommendation()).ranking.breakEvenHourly;
    REQUIRE(WindowFixture::clickRow(view, row));
    QVERIFY(quoteButton->isEnabled());
    REQUIRE(WindowFixture::click(quoteButton));
    auto *dialog = m_fx->find<QDialog>(QStringLiteral("quoteDialog"));
    REQUIRE(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    auto *price = WindowFixture::find<QDoubleSpinBox>(dialog, QStringLiteral("quotePrice"));
    REQUIRE(price);
    const double quoted = mustBeat > 0 ? std::floor(mustBeat * 0.9) : 250;
    price->setFocus();
    QTest::keyClick(price, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(price, QLocale().toString(quoted, 'f', 0));
    QTest::keyClick(price, Qt::Key_Return);
    QPointer<QDialog> closed(dialog);
    QTRY_VERIFY(!closed); // accepted and gone, not hidden behind the window
    session()->flush();
    QCOMPARE(session()->scenario().constraints.quotes.size(), std::size_t(1));
    QCOMPARE(session()->scenario().constraints.quotes.front().instanceType, type);
    QCOMPARE(session()->scenario().constraints.quotes.front().hourly, quoted);
    const Configuration now = find(session()->recommendation());
    QVERIFY(now.pricing.priced);
    QVERIFY(now.cost(now.pricing.primaryBilling)->price->isQuote());
    QCOMPARE(now.ranking.rank, 1); // below what it had to beat, it is the cheapest
    QCOMPARE(view->model()->index(0, 0).data(RecommendationTableModel::InstanceTypeRole).toString(), type);
    bool marked = false;
    for (int column = 0; column < view->model()->columnCount(); ++column)
        marked = marked || view->model()->index(0, column).data().toString().startsWith(QStringLiteral("‡"));
    QVERIFY(marked);

    // Remove quote: the row is on request again.
    REQUIRE(WindowFixture::clickRow(view, 0));
    REQUIRE(WindowFixture::click(quoteButton));
    dialog = m_fx->find<QDialog>(QStringLiteral("quoteDialog"));
    REQUIRE(dialog);
    auto *remove = WindowFixture::find<QPushButton>(dialog, QStringLiteral("quoteRemove"));
    REQUIRE(remove && remove->isEnabled());
    REQUIRE(WindowFixture::click(remove));
    session()->flush();
    QVERIFY(session()->scenario().constraints.quotes.empty());
    QVERIFY(!find(session()->recommendation()).pricing.priced);
}

QTEST_MAIN(TestResults)
#include "tst_results.moc"

void TestResults::pricedOnlyHidesTheRowsThatNeedAQuote()
{
    // The 70B template fits on "price on request" types too: they follow the priced rows, and Alt+Y hides
    // them for a list with nothing on request in it.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    auto *pricedOnly = m_fx->find<QCheckBox>(QStringLiteral("pricedOnlyBox"));
    REQUIRE(view && pricedOnly);
    session()->flush();
    const QAbstractItemModel *proxy = view->model();
    const auto priced = [&](int row) {
        return proxy->index(row, 0).data(RecommendationTableModel::PricedRole).toBool();
    };
    QVERIFY(!pricedOnly->isChecked());
    int unpriced = 0;
    int firstUnpriced = -1;
    for (int row = 0; row < proxy->rowCount(); ++row) {
        if (!priced(row)) {
            ++unpriced;
            if (firstUnpriced < 0)
                firstUnpriced = row;
        } else {
            QVERIFY2(firstUnpriced < 0,
                     qPrintable(QStringLiteral("priced row %1 after unpriced row %2").arg(row).arg(firstUnpriced)));
        }
    }
    REQUIRE(unpriced > 0 && unpriced < proxy->rowCount());
    const int all = proxy->rowCount();
    view->setFocus();
    REQUIRE(m_fx->press(Qt::Key_Y, Qt::AltModifier));
    QTRY_VERIFY(pricedOnly->isChecked()); // a mnemonic clicks after the button's pressed look
    QCOMPARE(proxy->rowCount(), all - unpriced);
    for (int row = 0; row < proxy->rowCount(); ++row)
        QVERIFY(priced(row));
    auto *shown = m_fx->find<QLabel>(QStringLiteral("shownCount"));
    REQUIRE(shown);
    QVERIFY2(shown->text().contains(QLocale().toString(all - unpriced)), qPrintable(shown->text()));
    // The exported table says it leaves them out.
    const ReportTable table = ReportExport::table(*session(), *m_fx->window()->findChild<ResultsPage *>());
    QVERIFY2(table.notes.join(QLatin1Char(' ')).contains(QStringLiteral("list price")),
             qPrintable(table.notes.join(QLatin1Char('|'))));
    REQUIRE(m_fx->press(Qt::Key_Y, Qt::AltModifier));
    QTRY_VERIFY(!pricedOnly->isChecked());
    QCOMPARE(proxy->rowCount(), all);
}

void TestResults::resultsFitA1366PixelScreenInChinese()
{
    // A projector at 1366×768 in Chinese: the filter bar wraps instead of widening the window, so the
    // last filter, the row count and Next stay on the screen.
    REQUIRE(m_fx->launch(QStringLiteral("zh_CN")));
    MainWindow *window = m_fx->window();
    for (auto id : {ScenarioTemplates::Serve70B, ScenarioTemplates::Rendering, ScenarioTemplates::InferenceApi}) {
        window->resize(1366, 740);
        REQUIRE(m_fx->walkTo(id, AdvisorWizard::ResultsPageId));
        QApplication::processEvents();
        QVERIFY2(window->minimumSizeHint().width() <= 1366,
                 qPrintable(QStringLiteral("template %1 needs %2 px").arg(id).arg(window->minimumSizeHint().width())));
        QVERIFY2(window->width() <= 1366, qPrintable(QString::number(window->width())));
        for (const QString &name : {QStringLiteral("billingFilter"), QStringLiteral("shownCount")}) {
            auto *widget = m_fx->find<QWidget>(name);
            REQUIRE(widget);
            const QRect onWindow(widget->mapTo(window, QPoint(0, 0)), widget->size());
            QVERIFY2(window->rect().contains(onWindow), qPrintable(name));
        }
    }
}
