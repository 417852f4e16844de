// SPDX-License-Identifier: Apache-2.0
#include "models/application/advisorsession.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/report/reportdata.h"
#include "tests/testutils.h"
#include "tests/ui/windowfixture.h"
#include "ui/application/mainwindow.h"
#include "ui/common/scaledfont.h"
#include "ui/widgets/numberfield.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/scenariotemplates.h"

#include <algorithm>
#include <memory>

#include <QAbstractProxyModel>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

using namespace Advisor;
using namespace Advisor::Ui;

// The side panel: steps, the decision tree with the answers' path, and the live result, following
// every answer as it is given and opening the page a node belongs to.

namespace {
/** The tree's level whose text starts with question. */
QTreeWidgetItem *level(QTreeWidget *tree, const QString &question)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        if (tree->topLevelItem(i)->text(0).startsWith(question))
            return tree->topLevelItem(i);
    }
    return nullptr;
}

/** The branches of a level that carry the mark of the path taken. */
QStringList taken(QTreeWidgetItem *level)
{
    QStringList marked;
    for (int i = 0; level && i < level->childCount(); ++i) {
        if (level->child(i)->text(0).startsWith(QStringLiteral("✔")))
            marked << level->child(i)->text(0).mid(2);
    }
    return marked;
}
} // namespace

class TestDecisionPanel : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_fx = std::make_unique<WindowFixture>();
        REQUIRE(m_fx->launch());
    }
    void cleanup() { m_fx.reset(); }

    void treeShowsThePathOfTheAnswers();
    void treeAndSummaryFollowAnEditLive();
    void clickingANodeOrAStepOpensItsPage();
    void summaryIsTheRecommendation();
    void everyStepShowsInChineseAndPresentationMode();
    void resultsWindowShrinksAfterPresentationMode();
    void costIsInViewOnACommonScreenInBothLanguages();
    void priceDateIsOneAnswerEverywhere();
    void headingsStandOutBySizeNotWeight();
    void headingsScaleAFontSetInPixels();

private:
    std::unique_ptr<WindowFixture> m_fx;
};

void TestDecisionPanel::treeShowsThePathOfTheAnswers()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::WorkloadPageId));
    auto *tree = m_fx->find<QTreeWidget>(QStringLiteral("decisionTree"));
    REQUIRE(tree);
    QVERIFY(tree->isVisible());
    QCOMPARE(tree->topLevelItemCount(), 7);
    // 70 B parameters is above the rules' large-model line; served, no budget, billed two ways.
    QVERIFY2(level(tree, QStringLiteral("Model size"))->text(0).contains(QStringLiteral("70")),
             qPrintable(level(tree, QStringLiteral("Model size"))->text(0)));
    QCOMPARE(taken(level(tree, QStringLiteral("Model size"))), QStringList{QStringLiteral("over 10.0 B")});
    QCOMPARE(taken(level(tree, QStringLiteral("Stage"))), QStringList{QStringLiteral("inference (serving)")});
    QCOMPARE(taken(level(tree, QStringLiteral("Speed"))), QStringList{QStringLiteral("latency target")});
    QCOMPARE(taken(level(tree, QStringLiteral("Budget"))), QStringList{QStringLiteral("no budget")});
    QCOMPARE(taken(level(tree, QStringLiteral("Billing"))),
             (QStringList{QStringLiteral("pay-as-you-go"), QStringLiteral("subscription")}));
    // Before a model is given, the size has no branch taken.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FromScratch, AdvisorWizard::WorkloadPageId));
    QVERIFY(taken(level(tree, QStringLiteral("Model size"))).isEmpty());
}

void TestDecisionPanel::treeAndSummaryFollowAnEditLive()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::BudgetPageId));
    auto *tree = m_fx->find<QTreeWidget>(QStringLiteral("decisionTree"));
    auto *summary = m_fx->find<QLabel>(QStringLiteral("liveSummary"));
    REQUIRE(tree && summary);
    QCOMPARE(taken(level(tree, QStringLiteral("Budget"))), QStringList{QStringLiteral("no budget")});
    // Typing a budget on this page moves the path at once, without leaving the page.
    REQUIRE(m_fx->typeInto(QStringLiteral("budgetField"), QStringLiteral("5000")));
    m_fx->session()->flush();
    QCOMPARE(taken(level(tree, QStringLiteral("Budget"))), QStringList{QStringLiteral("a budget")});
    QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::BudgetPageId));
    // A job budget alone takes the branch too, and the answer names both.
    REQUIRE(m_fx->typeInto(QStringLiteral("budgetField"), QString()));
    m_fx->session()->flush();
    QCOMPARE(taken(level(tree, QStringLiteral("Budget"))), QStringList{QStringLiteral("no budget")});
    REQUIRE(m_fx->typeInto(QStringLiteral("jobBudgetField"), QStringLiteral("90000")));
    m_fx->session()->flush();
    QCOMPARE(taken(level(tree, QStringLiteral("Budget"))), QStringList{QStringLiteral("a budget")});
    QVERIFY2(level(tree, QStringLiteral("Budget"))->text(0).contains(QStringLiteral("for the job")),
             qPrintable(level(tree, QStringLiteral("Budget"))->text(0)));
    REQUIRE(m_fx->typeInto(QStringLiteral("jobBudgetField"), QString()));
    // A budget too small for anything: the live result says so instead of showing a pick.
    REQUIRE(m_fx->typeInto(QStringLiteral("budgetField"), QStringLiteral("1")));
    m_fx->session()->flush();
    QVERIFY(m_fx->session()->recommendation().ranked.empty());
    QVERIFY2(summary->text().contains(QStringLiteral("Nothing fits")), qPrintable(summary->text()));
    QVERIFY(!m_fx->find<QLabel>(QStringLiteral("liveSummaryHeadline"))->isVisible());
}

void TestDecisionPanel::clickingANodeOrAStepOpensItsPage()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::DataPageId));
    auto *tree = m_fx->find<QTreeWidget>(QStringLiteral("decisionTree"));
    auto *steps = m_fx->find<QListWidget>(QStringLiteral("stepList"));
    REQUIRE(tree && steps);
    QCOMPARE(steps->currentRow(), 3); // Data and network
    QTreeWidgetItem *stage = level(tree, QStringLiteral("Stage"));
    REQUIRE(stage);
    const QRect rect = tree->visualItemRect(stage->child(0));
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::WorkloadPageId));
    QCOMPARE(steps->currentRow(), 0);
    const QRect budget = steps->visualItemRect(steps->item(2));
    QTest::mouseClick(steps->viewport(), Qt::LeftButton, {}, budget.center());
    QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::BudgetPageId));
    // By keyboard too: Return on a node opens its page.
    tree->setFocus();
    tree->setCurrentItem(level(tree, QStringLiteral("Data")));
    QTest::keyClick(tree, Qt::Key_Return);
    QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::DataPageId));
}

void TestDecisionPanel::summaryIsTheRecommendation()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ScalePageId));
    auto *summary = m_fx->find<QLabel>(QStringLiteral("liveSummary"));
    auto *headline = m_fx->find<QLabel>(QStringLiteral("liveSummaryHeadline"));
    auto *status = m_fx->find<QLabel>(QStringLiteral("liveStatus"));
    REQUIRE(summary && headline && status);
    m_fx->session()->flush();
    REQUIRE(!m_fx->session()->recommendation().ranked.empty());
    const Configuration &best = m_fx->session()->recommendation().ranked.front();
    // The same pick as the status bar and the results page, in the larger headline.
    QVERIFY(headline->isVisible());
    QVERIFY2(headline->text().contains(best.layout.instanceType), qPrintable(headline->text()));
    QVERIFY(headline->font().pointSizeF() > summary->font().pointSizeF());
    QVERIFY2(status->text().contains(best.layout.instanceType), qPrintable(status->text()));
    QVERIFY2(summary->text().contains(QStringLiteral("headroom")), qPrintable(summary->text()));
    // The cost reads as the results table shows it, with its marks ("~" for an estimated price).
    m_fx->answers << QMessageBox::Discard; // the example on screen is unsaved
    m_fx->window()->openScenario(sourcePath(QStringLiteral("resources/scenarios/serve-70b.gpuadvisor.json")));
    REQUIRE(m_fx->nextTo(AdvisorWizard::ResultsPageId));
    m_fx->session()->flush();
    const QString pick = m_fx->session()->recommendation().ranked.front().layout.instanceType;
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    REQUIRE(view);
    auto *model = qobject_cast<const RecommendationTableModel *>(
        qobject_cast<const QAbstractProxyModel *>(view->model())->sourceModel());
    REQUIRE(model);
    QString cost;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->configuration(row)->layout.instanceType == pick)
            cost = model->index(row, RecommendationTableModel::JobCostColumn).data().toString();
    }
    QVERIFY2(!cost.isEmpty(), qPrintable(pick));
    QVERIFY2(summary->text().contains(cost), qPrintable(summary->text() + QLatin1String(" / ") + cost));
    // A served model's speed is per user and in total, each figure on a line of its own: the narrow panel
    // wrapped the joined text inside a unit.
    const QStringList lines = summary->text().split(QLatin1Char('\n'));
    QVERIFY2(!summary->text().contains(QStringLiteral(" · ")), qPrintable(summary->text()));
    QVERIFY2(lines.size() >= 4, qPrintable(summary->text()));
    QVERIFY2(std::any_of(lines.begin(), lines.end(),
                         [](const QString &line) { return line.contains(QStringLiteral("per user")); }),
             qPrintable(summary->text()));
}

void TestDecisionPanel::everyStepShowsInChineseAndPresentationMode()
{
    m_fx = std::make_unique<WindowFixture>();
    REQUIRE(m_fx->launch(QStringLiteral("zh_CN")));
    auto *steps = m_fx->find<QListWidget>(QStringLiteral("stepList"));
    REQUIRE(steps);
    const auto allShown = [steps] {
        for (int row = 0; row < steps->count(); ++row) {
            if (!steps->viewport()->rect().contains(steps->visualItemRect(steps->item(row))))
                return false;
        }
        return true;
    };
    QVERIFY(allShown());
    // F11, as on a projector: larger text, and still every step in view.
    const int before = steps->font().pointSize();
    REQUIRE(m_fx->press(Qt::Key_F11));
    QTRY_VERIFY(steps->font().pointSize() > before);
    QVERIFY(allShown());
}

void TestDecisionPanel::resultsWindowShrinksAfterPresentationMode()
{
    // On the results page the panel shows only on wide windows; it must not hold the window wide once
    // shown (in Chinese, after presentation mode, it used to keep the window at 1598 px or more).
    m_fx = std::make_unique<WindowFixture>();
    REQUIRE(m_fx->launch(QStringLiteral("zh_CN")));
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *panel = m_fx->find<QWidget>(QStringLiteral("decisionPanel"));
    REQUIRE(panel);
    QWidget *window = m_fx->window();
    window->resize(1800, 1000);
    QTRY_VERIFY(panel->isVisible());
    // Into presentation mode and out again with F11, whichever the last run left on.
    auto *presentation = m_fx->find<QAction>(QStringLiteral("presentationAction"));
    REQUIRE(presentation);
    if (presentation->isChecked())
        REQUIRE(m_fx->press(Qt::Key_F11));
    REQUIRE(m_fx->press(Qt::Key_F11));
    QTRY_VERIFY(presentation->isChecked());
    REQUIRE(m_fx->press(Qt::Key_F11));
    QTRY_VERIFY(!presentation->isChecked());
    window->resize(1280, 720);
    QTRY_COMPARE(window->width(), 1280);
    QTRY_VERIFY(!panel->isVisible());
    window->resize(1800, 1000);
    QTRY_VERIFY(panel->isVisible());
}

void TestDecisionPanel::costIsInViewOnACommonScreenInBothLanguages()
{
    // The figure a manager reads first, without scrolling sideways, at 1366 × 768, in either language.
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        m_fx = std::make_unique<WindowFixture>();
        REQUIRE(m_fx->launch(language));
        REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ResultsPageId));
        m_fx->window()->resize(1366, 768);
        QTRY_COMPARE(m_fx->window()->width(), 1366);
        auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
        REQUIRE(view);
        QHeaderView *header = view->horizontalHeader();
        QCoreApplication::processEvents();
        for (const int column :
             {int(RecommendationTableModel::InstanceTypeColumn), int(RecommendationTableModel::InstancesColumn),
              int(RecommendationTableModel::JobCostColumn)}) {
            const int right = header->sectionViewportPosition(column) + header->sectionSize(column);
            QVERIFY2(!header->isSectionHidden(column) && header->sectionViewportPosition(column) >= 0
                         && right <= view->viewport()->width(),
                     qPrintable(QStringLiteral("%1: column %2 ends at %3 of %4 px")
                                    .arg(language)
                                    .arg(column)
                                    .arg(right)
                                    .arg(view->viewport()->width())));
        }
    }
}

void TestDecisionPanel::priceDateIsOneAnswerEverywhere()
{
    // "Prices as of" names the recommended configuration's price date and, when a configuration that fits
    // rests on an older price, that date too; it is the recommendation's, not a view's, so a filter does not
    // move it and the command line and the report say the same (tst_pipeline).
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *summary = m_fx->find<QLabel>(QStringLiteral("resultsSummary"));
    auto *families = m_fx->find<QComboBox>(QStringLiteral("familyFilter"));
    REQUIRE(summary && families);
    const Recommendation &r = m_fx->session()->recommendation();
    REQUIRE(!r.ranked.empty());
    QString oldest;
    for (const Configuration &c : r.ranked) {
        const QString date = ReportBuilder::oldestPriceDate(c);
        if (!date.isEmpty() && (oldest.isEmpty() || date < oldest))
            oldest = date;
    }
    const QString chosen = ReportBuilder::oldestPriceDate(r.ranked.front());
    QVERIFY2(!oldest.isEmpty() && oldest < chosen, "the premise: a row that fits rests on an older price");
    const QString stated = ReportBuilder::pricesAsOf(r);
    QVERIFY(stated.startsWith(chosen) && stated.endsWith(oldest));
    QVERIFY2(summary->text().endsWith(stated), qPrintable(summary->text()));
    REQUIRE(WindowFixture::choose(families, r.ranked.back().layout.family));
    QVERIFY2(summary->text().endsWith(stated), qPrintable(summary->text()));
}

namespace {
/** The wizard's page title: the label outside the pages that shows it (QWizard's header). */
QLabel *headerTitle(QWizard *wizard, const QString &title)
{
    const QList<QLabel *> labels = wizard->findChildren<QLabel *>();
    for (QLabel *label : labels) {
        if (label->text() == title && !wizard->currentPage()->isAncestorOf(label))
            return label;
    }
    return nullptr;
}
} // namespace

void TestDecisionPanel::headingsStandOutBySizeNotWeight()
{
    // The first page's headings are larger, not bold: a bold face is a second font file, in Chinese a
    // CJK one of megabytes (tst_startupfaces checks the files the first paint opens).
    m_fx = std::make_unique<WindowFixture>();
    REQUIRE(m_fx->launch(QStringLiteral("zh_CN")));
    AdvisorWizard *wizard = m_fx->wizard();
    REQUIRE(wizard);
    const auto check = [&] {
        QLabel *title = headerTitle(wizard, wizard->currentPage()->title());
        QVERIFY2(title, qPrintable(wizard->currentPage()->title()));
        QVERIFY(title->isVisible());
        QVERIFY(!title->font().bold());
        QVERIFY2(
            title->font().pointSizeF() >= 1.2 * wizard->font().pointSizeF(),
            qPrintable(
                QStringLiteral("%1 pt beside %2 pt").arg(title->font().pointSizeF()).arg(wizard->font().pointSizeF())));
        for (const QString &name :
             {QStringLiteral("stepList"), QStringLiteral("decisionTree"), QStringLiteral("liveSummary")}) {
            auto *widget = m_fx->find<QWidget>(name);
            QVERIFY(widget && !widget->font().bold());
        }
        auto *tree = m_fx->find<QTreeWidget>(QStringLiteral("decisionTree"));
        for (QTreeWidgetItemIterator it(tree); *it; ++it)
            QVERIFY2(!(*it)->font(0).bold(), qPrintable((*it)->text(0)));
        const QList<QLabel *> labels = m_fx->find<QWidget>(QStringLiteral("decisionPanel"))->findChildren<QLabel *>();
        for (QLabel *label : labels)
            QVERIFY2(!label->text().contains(QLatin1String("<b>")), qPrintable(label->text()));
    };
    check();
    if (QTest::currentTestFailed())
        return;
    // F11 enlarges every font; the title stays the larger one, still regular.
    const qreal before = wizard->font().pointSizeF();
    REQUIRE(m_fx->press(Qt::Key_F11));
    QTRY_VERIFY(wizard->font().pointSizeF() > before);
    check();
}

void TestDecisionPanel::headingsScaleAFontSetInPixels()
{
    // A style sheet or a platform theme can set the font in pixels; it then has no point size to scale.
    QFont points;
    points.setPointSizeF(10);
    QCOMPARE(scaledFont(points, 1.35).pointSizeF(), 13.5);
    QFont pixels;
    pixels.setPixelSize(13);
    QCOMPARE(scaledFont(pixels, 1.2).pixelSize(), 16);
    QCOMPARE(scaledFont(pixels, 1.35).pixelSize(), 18);
    QVERIFY(scaledFont(pixels, 1.35).pointSizeF() <= 0);

    m_fx = std::make_unique<WindowFixture>();
    REQUIRE(m_fx->launch(QStringLiteral("en")));
    QApplication::setFont(pixels);
    auto *headline = m_fx->find<QLabel>(QStringLiteral("liveSummaryHeadline"));
    REQUIRE(headline);
    QTRY_COMPARE(headline->font().pixelSize(), 16);
    AdvisorWizard *wizard = m_fx->wizard();
    QLabel *title = headerTitle(wizard, wizard->currentPage()->title());
    REQUIRE(title);
    QTRY_COMPARE(title->font().pixelSize(), 17);
}

QTEST_MAIN(TestDecisionPanel)
#include "tst_decisionpanel.moc"
