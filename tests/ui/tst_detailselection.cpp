// SPDX-License-Identifier: Apache-2.0
// The details pane and the table's selection after a filter or a re-rank (issue 47, item 4): the pane shows
// the row still selected, else the recommendation, and never a placeholder while rows are listed.
#include <memory>
#include <QAbstractProxyModel>
#include <QCheckBox>
#include <QComboBox>
#include <QItemSelectionModel>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include "models/application/advisorsession.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "tests/ui/windowfixture.h"
#include "ui/wizard/advisorwizard.h"

using namespace Advisor;
using namespace Advisor::Ui;

class TestDetailSelection : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_fx = std::make_unique<WindowFixture>();
        REQUIRE(m_fx->launch());
    }
    void cleanup() { m_fx.reset(); }

    void aFilterThatHidesTheSelectedRowShowsTheRecommendation();
    void aFilterThatKeepsTheSelectedRowKeepsIt();
    void aFilterFallsBackToTheRankedFirstWhateverTheSort();

private:
    /** The instance type of the only selected row; empty (and a failure) when the table's selection is not one row. */
    static QString selectedType(QTableView *view)
    {
        const QModelIndexList rows = view->selectionModel()->selectedRows();
        if (rows.size() != 1) {
            WindowFixture::fail(QStringLiteral("%1 rows selected, not one").arg(rows.size()));
            return {};
        }
        return rows.front().data(RecommendationTableModel::InstanceTypeRole).toString();
    }
    static int rowOf(QTableView *view, const QString &type)
    {
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            if (view->model()->index(row, 0).data(RecommendationTableModel::InstanceTypeRole).toString() == type)
                return row;
        }
        return -1;
    }
    /** The first line of the pane: the row's title, which names its instance type. */
    static QString title(QTextBrowser *detail) { return detail->toPlainText().section(QLatin1Char('\n'), 0, 0); }

    std::unique_ptr<WindowFixture> m_fx;
};

void TestDetailSelection::aFilterThatHidesTheSelectedRowShowsTheRecommendation()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    auto *detail = m_fx->find<QTextBrowser>(QStringLiteral("detailPanel"));
    auto *family = m_fx->find<QComboBox>(QStringLiteral("familyFilter"));
    REQUIRE(view && detail && family);
    const Recommendation &rec = m_fx->session()->recommendation();
    REQUIRE(rec.ranked.size() >= 2);
    const Configuration &top = rec.ranked.front();
    // A ranked row of another family than the recommendation's, selected by the user.
    QString other;
    for (const Configuration &c : rec.ranked) {
        if (c.layout.family != top.layout.family && rowOf(view, c.layout.instanceType) >= 0) {
            other = c.layout.instanceType;
            break;
        }
    }
    QVERIFY2(!other.isEmpty(), "the example lists one family only");
    REQUIRE(WindowFixture::clickRow(view, rowOf(view, other)));
    QVERIFY2(title(detail).endsWith(other), qPrintable(title(detail)));

    // Only the recommendation's family: the selected row leaves the table.
    REQUIRE(WindowFixture::choose(family, top.layout.family));
    QCOMPARE(rowOf(view, other), -1);
    QCOMPARE(selectedType(view), top.layout.instanceType);
    QVERIFY2(title(detail).endsWith(top.layout.instanceType), qPrintable(title(detail)));
}

void TestDetailSelection::aFilterThatKeepsTheSelectedRowKeepsIt()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    auto *detail = m_fx->find<QTextBrowser>(QStringLiteral("detailPanel"));
    auto *perFamily = m_fx->find<QCheckBox>(QStringLiteral("bestPerFamilyBox"));
    REQUIRE(view && detail && perFamily);
    REQUIRE(view->model()->rowCount() >= 2);
    const QString second = view->model()->index(1, 0).data(RecommendationTableModel::InstanceTypeRole).toString();
    REQUIRE(WindowFixture::clickRow(view, 1));
    // Showing every size adds rows; the user's row stays selected and shown.
    REQUIRE(WindowFixture::setChecked(perFamily, false));
    QCOMPARE(selectedType(view), second);
    QVERIFY2(title(detail).endsWith(second), qPrintable(title(detail)));
}

void TestDetailSelection::aFilterFallsBackToTheRankedFirstWhateverTheSort()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    auto *detail = m_fx->find<QTextBrowser>(QStringLiteral("detailPanel"));
    auto *family = m_fx->find<QComboBox>(QStringLiteral("familyFilter"));
    REQUIRE(view && detail && family);
    // The most expensive first: the view's first row is not the recommendation.
    REQUIRE(WindowFixture::sortBy(view, RecommendationTableModel::CostPerGpuHourColumn, Qt::DescendingOrder));
    const Recommendation &rec = m_fx->session()->recommendation();
    REQUIRE(!rec.ranked.empty());
    const QString top = rec.ranked.front().layout.instanceType;
    QVERIFY(rowOf(view, top) > 0);
    // A row of another family, then a filter to the recommendation's family.
    int otherRow = -1;
    for (int row = 0; row < view->model()->rowCount() && otherRow < 0; ++row) {
        if (view->model()->index(row, 0).data(RecommendationTableModel::FamilyRole).toString()
            != rec.ranked.front().layout.family)
            otherRow = row;
    }
    REQUIRE(otherRow >= 0);
    REQUIRE(WindowFixture::clickRow(view, otherRow));
    REQUIRE(WindowFixture::choose(family, rec.ranked.front().layout.family));
    QString expected;
    for (const Configuration &c : rec.ranked) {
        if (rowOf(view, c.layout.instanceType) >= 0) {
            expected = c.layout.instanceType;
            break;
        }
    }
    QCOMPARE(expected, top);
    QCOMPARE(selectedType(view), top);
    QVERIFY2(title(detail).endsWith(top), qPrintable(title(detail)));
}

QTEST_MAIN(TestDetailSelection)
#include "tst_detailselection.moc"
