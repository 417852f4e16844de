// SPDX-License-Identifier: Apache-2.0
#include "ui/results/resultspage.h"

#include "models/application/advisorsession.h"
#include "models/itemmodels/comparisonmodel.h"
#include "models/itemmodels/displaytext.h"
#include "models/itemmodels/recommendationfiltermodel.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/report/reportdata.h"
#include "ui/charts/costchart.h"
#include "ui/charts/memorychart.h"
#include "ui/charts/performancechart.h"
#include "ui/charts/scalingchart.h"
#include "ui/results/detailhtml.h"
#include "ui/results/projectviews.h"
#include "ui/results/tablecolumns.h"

#include <algorithm>
#include <limits>
#include <set>

#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>

namespace Advisor::Ui {

ResultsPage::ResultsPage(AdvisorSession *session, QWidget *parent)
    : AdvisorPage(session, parent)
{
    setObjectName(QStringLiteral("resultsPage"));
    m_model = new RecommendationTableModel(this);
    m_proxy = new RecommendationFilterModel(this);
    m_proxy->setSourceModel(m_model);
    m_comparison = new ComparisonModel(this);
    connect(session, &AdvisorSession::resultsChanged, this, &ResultsPage::refresh);
    // A new scenario is a new question: the old selection means nothing there.
    connect(session, &AdvisorSession::scenarioChanged, this, [this](ScenarioChange reason) {
        // A different scenario: the rows selected for the old one mean nothing now.
        if (reason != ScenarioChange::Edited && reason != ScenarioChange::Adjusted)
            m_scenarioReplaced = true;
    });
    finishSetup();
}

RecommendationFilterModel *ResultsPage::filterModel()
{
    ensureUpToDate();
    return m_proxy;
}

QHeaderView *ResultsPage::tableHeader()
{
    ensureBuilt();
    return m_view->horizontalHeader();
}

void ResultsPage::restoreHeaderState(const QByteArray &state)
{
    m_pendingHeaderState = state;
    if (m_built)
        m_columns->setUserWidths(m_view->horizontalHeader()->restoreState(state));
}

QByteArray ResultsPage::headerState() const
{
    return m_built ? m_view->horizontalHeader()->saveState() : m_pendingHeaderState;
}

void ResultsPage::initializePage()
{
    ensureBuilt();
    // QWizard makes the page current only after this returns, so the recompute below only marks it stale.
    session()->flush();
    ensureUpToDate();
}

bool ResultsPage::isShown() const
{
    return wizard() && wizard()->currentPage() == this;
}

void ResultsPage::ensureUpToDate()
{
    ensureBuilt();
    if (m_stale)
        refreshNow();
}

void ResultsPage::setMoneyFormatter(const MoneyFormatter &formatter)
{
    m_money = formatter;
    m_comparison->setMoneyFormatter(formatter);
    if (m_project)
        m_project->setMoneyFormatter(formatter);
    refresh();
}

void ResultsPage::refresh()
{
    m_stale = true;
    if (isShown())
        refreshNow();
}

void ResultsPage::refreshNow()
{
    m_stale = false;
    const QScopedValueRollback<bool> refreshing(m_refreshing, true);
    const Recommendation &rec = session()->recommendation();
    const bool training = session()->scenario().isTraining();
    // Keep the user's selection across recomputes when the instance type is still there.
    QSet<QString> selected;
    if (!m_scenarioReplaced) {
        for (int row : selectedSourceRows()) {
            if (const Configuration *c = m_model->configuration(row))
                selected.insert(c->layout.instanceType);
        }
    }
    m_scenarioReplaced = false;
    const int columnsBefore = m_model->columnCount();
    m_model->setMoneyFormatter(m_money);
    m_model->setRecommendation(rec, &session()->catalog(), training);
    // When nothing fits, an empty table tells nothing: list the rejected ones and why, as the report does.
    m_proxy->setFitsOnly(m_fitsOnly->isChecked() && !rec.ranked.empty());
    m_fitsOnly->setEnabled(!rec.ranked.empty());
    // Fit the columns when they change, not on every recompute: that would undo the user's resizing.
    m_model->setExtraWarnings(RecommendationTableModel::adviceWarnings(rec, session()->advice()));
    if (m_model->columnCount() != columnsBefore)
        m_columns->refit();
    refreshFilters();
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        if (selected.contains(m_proxy->index(row, 0).data(RecommendationTableModel::InstanceTypeRole).toString()))
            m_view->selectionModel()->select(m_proxy->index(row, 0),
                                             QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
    if (!m_view->selectionModel()->hasSelection() && m_proxy->rowCount() > 0)
        m_view->selectRow(recommendedViewRow());

    refreshSummary();
    m_advice->setHtml(DetailHtml::advice(session()->advice()));
    m_project->refresh(false, false);
    refreshDetail();
    refreshCharts();
    updateButtons();
}

void ResultsPage::refreshFilters()
{
    const auto rebuild = [](QComboBox *combo, const QString &anyText, const std::set<QString> &ids,
                            const std::function<QString(const QString &)> &name) {
        const QString current = combo->currentData().toString();
        const QSignalBlocker blocker(combo);
        combo->clear();
        combo->addItem(anyText, QString());
        for (const QString &id : ids)
            combo->addItem(name(id), id);
        const int i = combo->findData(current);
        combo->setCurrentIndex(i < 0 ? 0 : i);
    };
    std::set<QString> families;
    std::set<QString> gpus;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const Configuration *c = m_model->configuration(row);
        families.insert(c->layout.family);
        gpus.insert(c->layout.gpu);
    }
    const Catalog *catalog = &session()->catalog();
    const std::set<QString> billings(m_model->billingIds().cbegin(), m_model->billingIds().cend());
    rebuild(m_family, tr("All families"), families, [](const QString &id) { return id; });
    rebuild(m_gpu, tr("All GPUs"), gpus, [catalog](const QString &id) { return catalog->gpuDisplayName(id); });
    rebuild(m_billing, tr("Any billing model"), billings,
            [catalog](const QString &id) { return DisplayText::billingName(id, catalog); });
    // The filters may have been cleared because their value disappeared: apply what the combos now show.
    m_proxy->setFamily(m_family->currentData().toString());
    m_proxy->setGpu(m_gpu->currentData().toString());
    m_proxy->setBilling(m_billing->currentData().toString());
}

QList<int> ResultsPage::selectedSourceRows() const
{
    // In the order the user sees them, so the detail and the comparison follow the table.
    QModelIndexList selected = m_view->selectionModel()->selectedRows();
    std::sort(selected.begin(), selected.end(),
              [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QList<int> rows;
    for (const QModelIndex &index : selected)
        rows << m_proxy->mapToSource(index).row();
    return rows;
}

int ResultsPage::recommendedViewRow() const
{
    int best = -1;
    int bestSource = std::numeric_limits<int>::max();
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const int source = m_proxy->mapToSource(m_proxy->index(row, 0)).row();
        if (source < bestSource) {
            best = row;
            bestSource = source;
        }
    }
    return best;
}

void ResultsPage::keepASelection()
{
    // Without this the detail pane fell back to its placeholder while the recommendation was still listed.
    if (m_refreshing || m_view->selectionModel()->hasSelection() || m_proxy->rowCount() == 0)
        return;
    m_view->selectRow(recommendedViewRow());
}

void ResultsPage::refreshDetail()
{
    if (m_tabs->currentWidget() != m_detail) {
        m_detailStale = true; // shown again when its tab is
        return;
    }
    m_detailStale = false;
    const QList<int> rows = selectedSourceRows();
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    const int row = current.isValid() && m_view->selectionModel()->isRowSelected(current.row())
        ? m_proxy->mapToSource(current).row()
        : rows.value(0, -1);
    const Configuration *c = m_model->configuration(row);
    if (!c) {
        setDetailHtml(DetailHtml::empty(session()->evaluation(), &session()->catalog()));
        return;
    }
    const AdviceReport advice = session()->adviceFor(c);
    DetailHtml::Input input;
    input.configuration = c;
    input.recommendation = &session()->recommendation();
    input.advice = &advice;
    input.catalog = &session()->catalog();
    input.scenario = &session()->evaluation().scenario;
    input.money = m_money;
    input.training = session()->scenario().isTraining();
    input.regions = session()->evaluation().regionComparison(c->layout.instanceType);
    const std::vector<RegionComparison> &comparisons = session()->evaluation().regionComparisons;
    input.regionsCompared =
        std::any_of(comparisons.begin(), comparisons.end(), [](const RegionComparison &r) { return r.compared(); });
    setDetailHtml(DetailHtml::configuration(input));
}

void ResultsPage::setDetailHtml(const QString &html)
{
    if (html == m_detailHtml)
        return;
    m_detailHtml = html;
    m_detail->setHtml(html);
}

void ResultsPage::refreshCharts()
{
    m_chartStale.fill(true);
    ensureCurrentChart();
}

template<typename Chart> void ResultsPage::ensureChart(Chart *&chart, Tab tab)
{
    if (!chart) {
        QWidget *holder = m_tabs->widget(tab);
        chart = new Chart(holder);
        holder->layout()->addWidget(chart);
        retranslateCharts();
    }
    if (m_chartStale[tab]) {
        m_chartStale[tab] = false;
        ChartInput input;
        input.recommendation = &session()->recommendation();
        input.catalog = &session()->catalog();
        input.money = m_money;
        input.training = session()->scenario().isTraining();
        chart->setInput(input);
    }
}

void ResultsPage::ensureCurrentChart()
{
    if (m_stale)
        return; // refreshNow comes back here once the table is current
    switch (m_tabs->currentIndex()) {
    case CostTab:
        ensureChart(m_costChart, CostTab);
        break;
    case PerformanceTab:
        ensureChart(m_performanceChart, PerformanceTab);
        break;
    case MemoryTab:
        ensureChart(m_memoryChart, MemoryTab);
        break;
    case ScalingTab:
        ensureChart(m_scalingChart, ScalingTab);
        break;
    case TimelineTab:
    case WhatIfTab:
        // Each is a dozen evaluations of variants of the scenario: only for the tab shown, once per change.
        if (m_chartStale[m_tabs->currentIndex()]) {
            m_chartStale[m_tabs->currentIndex()] = false;
            m_project->setMoneyFormatter(m_money);
            m_project->refresh(m_tabs->currentIndex() == TimelineTab, m_tabs->currentIndex() == WhatIfTab);
        }
        break;
    default:
        break;
    }
}

void ResultsPage::updateShownCount()
{
    if (m_shownCount)
        m_shownCount->setText(
            tr("Showing %1 of %2")
                .arg(QLocale().toString(m_proxy->rowCount()), QLocale().toString(m_model->rowCount())));
    // The summary's price date is that of the rows shown, which the filters change.
    refreshSummary();
}

void ResultsPage::refreshSummary()
{
    if (!m_summary)
        return;
    const Recommendation &rec = session()->recommendation();
    const bool training = session()->scenario().isTraining();
    const QLocale locale;
    if (!session()->evaluation().isComplete()) {
        m_summary->setText(tr("<b>No estimate yet.</b> %1")
                               .arg(DisplayText::missingInputs(session()->evaluation().missing).toHtmlEscaped()));
    } else if (rec.ranked.empty()) {
        m_summary->setText(
            tr("No configuration meets every requirement. The detail tab says what would make one fit."));
    } else {
        const Configuration &best = rec.ranked.front();
        const QString cost = DisplayText::primaryCost(best, m_money);
        // The oldest price among the rows the table shows, as the command line's header states it: the
        // catalog's date is its newest price, and the recommended row may have none ("price on request")
        // while a row below rests on a 2023 snapshot.
        std::vector<const Configuration *> shown;
        for (int row = 0; row < m_proxy->rowCount(); ++row)
            shown.push_back(m_model->configuration(m_proxy->mapToSource(m_proxy->index(row, 0)).row()));
        m_summary->setText(tr("<b>Recommended: %1 × %2</b> (%3) · %4 · %5 %6 · configurations that fit: %7, "
                              "rejected: %8 · prices as of %9")
                               .arg(locale.toString(best.layout.instances), best.layout.instanceType,
                                    session()->catalog().gpuDisplayName(best.layout.gpu),
                                    DisplayText::speed(best, training, rec.profile.kind), cost,
                                    training ? tr("for the job") : tr("per month"), locale.toString(rec.ranked.size()),
                                    locale.toString(rec.rejected.size()), ReportBuilder::pricesAsOf(rec)));
    }
}

void ResultsPage::updateButtons()
{
    const qsizetype n = m_view->selectionModel()->selectedRows().size();
    m_compare->setEnabled(n >= 2 && n <= 4);
    m_quote->setEnabled(n == 1);
    m_export->setEnabled(m_proxy->rowCount() > 0);
    // A report is useful even when nothing fits, as it says what would; not before the answers are given.
    m_exportPdf->setEnabled(session()->evaluation().isComplete());
}

} // namespace Advisor::Ui
