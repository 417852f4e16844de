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
#include "ui/common/dialogs.h"
#include "ui/common/statusnote.h"
#include "ui/delegates/recommendationdelegate.h"
#include "ui/report/reportexport.h"
#include "ui/results/comparedialog.h"
#include "ui/results/detailhtml.h"
#include "ui/results/projectviews.h"
#include "ui/results/quotedialog.h"
#include "ui/results/tablecolumns.h"
#include "ui/widgets/flowlayout.h"

#include <algorithm>
#include <set>

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

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
        if (reason != ScenarioChange::Edited)
            m_scenarioReplaced = true;
    });
    finishSetup();
}

void ResultsPage::ensureBuilt()
{
    // The widgets wait for the first visit: the start page must paint quickly, and many users export
    // from the command line or leave before the last page.
    if (m_built)
        return;
    m_built = true;
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("resultsSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    FlowLayout *filters = buildFilters();
    buildTable();
    buildTabs();

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("resultsSplitter"));
    splitter->addWidget(m_view);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(filters);
    layout->addWidget(splitter, 1);
    layout->addLayout(buildButtons());

    connectControls();
    if (!m_pendingHeaderState.isEmpty())
        m_columns->setUserWidths(m_view->horizontalHeader()->restoreState(m_pendingHeaderState));
    retranslate();
}

FlowLayout *ResultsPage::buildFilters()
{
    m_fitsOnly = new QCheckBox(this);
    m_fitsOnly->setObjectName(QStringLiteral("fitsOnlyBox"));
    m_fitsOnly->setChecked(m_proxy->fitsOnly());
    m_bestPerFamily = new QCheckBox(this);
    m_bestPerFamily->setObjectName(QStringLiteral("bestPerFamilyBox"));
    m_bestPerFamily->setChecked(m_proxy->bestPerFamily());
    m_withinBudget = new QCheckBox(this);
    m_withinBudget->setObjectName(QStringLiteral("withinBudgetBox"));
    m_pricedOnly = new QCheckBox(this);
    m_pricedOnly->setObjectName(QStringLiteral("pricedOnlyBox"));
    m_family = new QComboBox(this);
    m_family->setObjectName(QStringLiteral("familyFilter"));
    m_gpu = new QComboBox(this);
    m_gpu->setObjectName(QStringLiteral("gpuFilter"));
    m_billing = new QComboBox(this);
    m_billing->setObjectName(QStringLiteral("billingFilter"));
    // Long vGPU names would otherwise stretch the filter bar past the window.
    for (QComboBox *combo : {m_family, m_gpu, m_billing}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(10); // 16 made the Chinese page wider than a 1280-pixel screen
    }
    m_familyLabel = new QLabel(this);
    m_familyLabel->setBuddy(m_family);
    m_gpuLabel = new QLabel(this);
    m_gpuLabel->setBuddy(m_gpu);
    m_billingLabel = new QLabel(this);
    m_billingLabel->setBuddy(m_billing);
    auto *filters = new FlowLayout;
    for (QCheckBox *box : {m_fitsOnly, m_withinBudget, m_bestPerFamily, m_pricedOnly})
        filters->addWidget(box);
    // A label and its list wrap to the next line together.
    for (auto [label, combo] : {std::pair{m_familyLabel, m_family}, {m_gpuLabel, m_gpu}, {m_billingLabel, m_billing}}) {
        auto *pair = new QWidget(this);
        auto *pairLayout = new QHBoxLayout(pair);
        pairLayout->setContentsMargins(0, 0, 0, 0);
        pairLayout->addWidget(label);
        pairLayout->addWidget(combo);
        filters->addWidget(pair);
    }
    // How much the filters hide, so "71 fit" above and a dozen rows below do not look like a contradiction.
    m_shownCount = new QLabel(this);
    m_shownCount->setObjectName(QStringLiteral("shownCount"));
    filters->addTrailingWidget(m_shownCount);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_proxy, signal, this, &ResultsPage::updateShownCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &ResultsPage::updateShownCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &ResultsPage::updateShownCount);
    return filters;
}

void ResultsPage::buildTable()
{
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("recommendationView"));
    m_view->setModel(m_proxy);
    m_view->setItemDelegate(new RecommendationDelegate(m_view));
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(RecommendationTableModel::RankColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->setTabKeyNavigation(false); // Tab must leave the table, or keyboard users are trapped
    m_columns =
        new ColumnFitter(m_view, {RecommendationTableModel::GpuColumn, RecommendationTableModel::WarningsColumn});
}

void ResultsPage::buildTabs()
{
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("resultTabs"));
    m_detail = new QTextBrowser(this);
    m_detail->setObjectName(QStringLiteral("detailPanel"));
    m_detail->setOpenLinks(false); // links are one-click fixes, handled in connectControls, never navigation
    m_advice = new QTextBrowser(this);
    m_advice->setObjectName(QStringLiteral("advicePanel"));
    m_tabs->addTab(m_detail, QString());
    m_tabs->addTab(m_advice, QString());
    // Empty holders: a chart costs several milliseconds to build and lay out, so it waits for its tab.
    for (int tab = CostTab; tab <= ScalingTab; ++tab) {
        auto *holder = new QWidget(m_tabs);
        auto *holderLayout = new QVBoxLayout(holder);
        holderLayout->setContentsMargins(0, 0, 0, 0);
        m_tabs->addTab(holder, QString());
    }
    m_project = new ProjectViews(session(), this);
    m_tabs->addTab(m_project->timelineTab(), QString());
    m_tabs->addTab(m_project->whatIfTab(), QString());
    connect(m_tabs, &QTabWidget::currentChanged, this, &ResultsPage::ensureCurrentChart);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_detailStale && !m_stale)
            refreshDetail();
    });
}

FlowLayout *ResultsPage::buildButtons()
{
    m_compare = new QPushButton(this);
    m_compare->setObjectName(QStringLiteral("compareButton"));
    m_quote = new QPushButton(this);
    m_quote->setObjectName(QStringLiteral("quoteButton"));
    m_export = new QPushButton(this);
    m_export->setObjectName(QStringLiteral("exportCsvButton"));
    m_exportPdf = new QPushButton(this);
    m_exportPdf->setObjectName(QStringLiteral("exportPdfButton"));
    // The sliders share the buttons' row where it is wide enough (a row of their own would take the charts'
    // height at 720p) and wrap below them where it is not: a fixed row made the page, and so the window,
    // wider than a 1366-pixel screen in presentation mode.
    auto *buttons = new FlowLayout;
    for (QPushButton *button : {m_compare, m_quote, m_export, m_exportPdf})
        buttons->addWidget(button);
    QWidget *sliders = m_project->sliders();
    sliders->setMinimumWidth(sliders->fontMetrics().averageCharWidth() * 48);
    buttons->addWidget(sliders);
    return buttons;
}

void ResultsPage::connectControls()
{
    connect(m_fitsOnly, &QCheckBox::toggled, this,
            [this](bool on) { m_proxy->setFitsOnly(on && !session()->recommendation().ranked.empty()); });
    connect(m_withinBudget, &QCheckBox::toggled, m_proxy, &RecommendationFilterModel::setWithinBudgetOnly);
    connect(m_bestPerFamily, &QCheckBox::toggled, m_proxy, &RecommendationFilterModel::setBestPerFamily);
    connect(m_pricedOnly, &QCheckBox::toggled, m_proxy, &RecommendationFilterModel::setPricedOnly);
    connect(m_family, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setFamily(m_family->currentData().toString()); });
    connect(m_gpu, &QComboBox::currentIndexChanged, this, [this] { m_proxy->setGpu(m_gpu->currentData().toString()); });
    connect(m_billing, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setBilling(m_billing->currentData().toString()); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        refreshDetail();
        updateButtons();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &ResultsPage::refreshDetail);
    connect(m_detail, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (const std::optional<FixAction> fix = DetailHtml::fixFromLink(url))
            applyFix(*fix);
    });
    connect(m_compare, &QPushButton::clicked, this, &ResultsPage::compareSelected);
    connect(m_quote, &QPushButton::clicked, this, &ResultsPage::enterQuote);
    connect(m_export, &QPushButton::clicked, this, &ResultsPage::exportWithDialog);
    connect(m_exportPdf, &QPushButton::clicked, this, &ResultsPage::pdfExportRequested);
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
    const Recommendation &rec = session()->recommendation();
    const bool training = session()->scenario().isTraining();
    // Keep the user's selection across recomputes when the instance type is still there.
    QSet<QString> selected;
    if (!m_scenarioReplaced) {
        for (int row : selectedSourceRows()) {
            if (const Configuration *c = m_model->configuration(row))
                selected.insert(c->instanceType);
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
        m_view->selectRow(0);

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
    QHash<QString, QString> gpuNames;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const Configuration *c = m_model->configuration(row);
        families.insert(c->family);
        gpus.insert(c->gpu);
        gpuNames.insert(c->gpu, c->gpuName.isEmpty() ? c->gpu : c->gpuName);
    }
    const std::set<QString> billings(m_model->billingIds().cbegin(), m_model->billingIds().cend());
    rebuild(m_family, tr("All families"), families, [](const QString &id) { return id; });
    rebuild(m_gpu, tr("All GPUs"), gpus, [&gpuNames](const QString &id) { return gpuNames.value(id, id); });
    const Catalog *catalog = &session()->catalog();
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
    input.regions = session()->evaluation().regionComparison(c->instanceType);
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
                               .arg(locale.toString(best.instances), best.instanceType, best.gpuName,
                                    DisplayText::speed(best, training), cost,
                                    training ? tr("for the job") : tr("per month"), locale.toString(rec.ranked.size()),
                                    locale.toString(rec.rejected.size()),
                                    ReportBuilder::oldestPriceDate(shown, rec.priceDate)));
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

bool ResultsPage::applyFix(const FixAction &fix)
{
    ensureUpToDate();
    if (fix.kind == FixAction::Kind::ChooseInstance) {
        const auto select = [this, &fix] {
            for (int row = 0; row < m_proxy->rowCount(); ++row) {
                if (m_proxy->index(row, 0).data(RecommendationTableModel::InstanceTypeRole).toString() == fix.value) {
                    m_view->selectRow(row);
                    m_view->scrollTo(m_proxy->index(row, 0));
                    return true;
                }
            }
            return false;
        };
        if (select())
            return true;
        // The user's filters stay unless they hide the row; then they all go, so it can be shown.
        m_fitsOnly->setChecked(false);
        m_withinBudget->setChecked(false);
        m_pricedOnly->setChecked(false);
        m_bestPerFamily->setChecked(false);
        m_family->setCurrentIndex(0);
        m_gpu->setCurrentIndex(0);
        m_billing->setCurrentIndex(0);
        return select();
    }
    const std::optional<Scenario> changed = Advisor::applyFix(session()->scenario(), fix);
    if (!changed)
        return false;
    // Replacing (not editing) the scenario makes every page show the new answer.
    session()->setScenario(*changed, ScenarioChange::Fix);
    return true;
}

void ResultsPage::enterQuote()
{
    ensureUpToDate();
    const QList<int> rows = selectedSourceRows();
    if (rows.size() != 1)
        return;
    const Configuration &row = *m_model->configuration(rows.front());
    const BillingCost *cost = row.priced ? row.cost(row.primaryBilling) : nullptr;
    const double current = cost && cost->available() ? cost->price->hourly : 0;
    // Window-modal and not waited for, so the event loop (and a demo's other windows) keeps running.
    auto *dialog = new QuoteDialog(row.instanceType, session()->scenario(), session()->catalog(), current,
                                   row.breakEvenHourly, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const std::vector<PriceQuote> quotes = dialog->quotes();
        session()->edit([quotes](Scenario &s) { s.constraints.quotes = quotes; });
    });
    dialog->open();
}

void ResultsPage::compareSelected()
{
    ensureUpToDate();
    const QList<int> rows = selectedSourceRows();
    if (rows.size() < 2 || rows.size() > 4)
        return;
    std::vector<Configuration> configs;
    for (int row : rows)
        configs.push_back(*m_model->configuration(row));
    const Recommendation &rec = session()->recommendation();
    std::optional<Configuration> recommended;
    if (!rec.ranked.empty())
        recommended = rec.ranked.front();
    // The same warnings the detail panel lists for each row, not only the engine's own.
    QHash<QString, QStringList> advice;
    for (const Configuration &c : configs) {
        for (const Warning &w : session()->adviceFor(&c).warnings)
            advice[c.instanceType] << w.title;
    }
    m_comparison->setMoneyFormatter(m_money);
    m_comparison->setConfigurations(configs, recommended, &session()->catalog(), session()->scenario().isTraining());
    m_comparison->setAdviceWarnings(advice);
    if (!m_compareDialog)
        m_compareDialog = new CompareDialog(m_comparison, this);
    m_compareDialog->show();
    m_compareDialog->raise();
}

bool ResultsPage::exportCsv(const QString &path, QString *error)
{
    ensureUpToDate();
    // The same table the PDF prints: visual column order, hidden columns, filters, billing and currency.
    return ReportExport::table(*session(), *this).writeCsv(path, m_csvBom, error);
}

bool ResultsPage::exportXlsx(const QString &path, QString *error)
{
    session()->flush();
    ensureUpToDate();
    // The workbook's comparison is this view's rows; its cost model, assumptions and sources are the report's.
    return ReportExport::writeXlsx(ReportExport::build(*session(), *this, m_money, ReportMeta{}), path, error);
}

void ResultsPage::exportWithDialog()
{
    const QString title = tr("Export the table");
    const QString suggested =
        DisplayText::fileNameFor(session()->scenario().name, QStringLiteral("gpu-advisor"), QStringLiteral(".csv"));
    const QString path =
        Dialogs::saveFileName(this, title, suggested, tr("CSV data (*.csv);;Excel workbook with formulas (*.xlsx)"));
    if (path.isEmpty())
        return;
    QString error;
    const bool xlsx = path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive);
    if (!(xlsx ? exportXlsx(path, &error) : exportCsv(path, &error)))
        Dialogs::warn(this, title, error);
    else
        StatusNote::saved(this, path);
}

void ResultsPage::retranslate()
{
    setTitle(tr("Results"));
    setSubTitle(tr("Ranked configurations; they follow every change you make on the earlier pages."));
    m_model->retranslate();
    if (!m_built)
        return;
    // Headers and cells change width with the language: widths fitted to English cut Chinese, and back.
    m_columns->refit();
    m_fitsOnly->setText(tr("Fi&ts only"));
    m_fitsOnly->setToolTip(tr("Hide configurations that were rejected (do not fit, too slow, over budget)"));
    m_withinBudget->setText(tr("&Within budget"));
    m_withinBudget->setToolTip(tr("Hide configurations that cost more than your budget"));
    updateShownCount();
    m_bestPerFamily->setText(tr("&One per family"));
    m_pricedOnly->setText(tr("Priced onl&y"));
    m_pricedOnly->setToolTip(
        tr("Hide configurations without a list price. Otherwise they follow every priced one, each "
           "with the price a quote must beat"));
    m_bestPerFamily->setToolTip(tr("Show only the best-ranked size of each instance family; untick to see every size"));
    m_familyLabel->setText(tr("Fa&mily:"));
    m_gpuLabel->setText(tr("&GPU:"));
    m_billingLabel->setText(tr("B&illing:"));
    m_family->setAccessibleName(tr("Filter by instance family"));
    m_gpu->setAccessibleName(tr("Filter by GPU"));
    m_billing->setAccessibleName(tr("Filter by billing model"));
    m_view->setAccessibleName(tr("Ranked configurations"));
    m_detail->setAccessibleName(tr("Details of the selected configuration"));
    m_advice->setAccessibleName(tr("Decision path and checklist"));
    m_tabs->setTabText(0, tr("&Details"));
    m_tabs->setTabText(1, tr("&Advice"));
    m_tabs->setTabText(2, tr("Cost chart"));
    m_tabs->setTabText(3, tr("Price vs performance"));
    m_tabs->setTabText(4, tr("Memory chart"));
    m_tabs->setTabText(5, tr("Scaling chart"));
    m_tabs->setTabText(TimelineTab, tr("Timeline"));
    m_tabs->setTabText(WhatIfTab, tr("What-if"));
    m_project->retranslate();
    retranslateCharts();
    m_compare->setText(tr("&Compare selected…"));
    m_quote->setText(tr("Your &quote…"));
    m_quote->setToolTip(tr("Enter the price you were quoted for the selected instance type; it is marked ‡ "
                           "everywhere it is shown"));
    m_compare->setToolTip(tr("Select two to four rows (Ctrl+click or Shift+arrows) and compare them side by side"));
    m_export->setText(tr("E&xport CSV/XLSX…"));
    m_export->setToolTip(tr("Save the visible rows as data: a CSV file, or an Excel workbook whose cost model "
                            "calculates"));
    m_exportPdf->setText(tr("Export &PDF report…"));
    m_exportPdf->setToolTip(tr("A4 report with the recommendation, this table, the charts and the advice"));
    if (m_family->count() > 0) {
        m_family->setItemText(0, tr("All families"));
        m_gpu->setItemText(0, tr("All GPUs"));
        m_billing->setItemText(0, tr("Any billing model"));
    }
}

void ResultsPage::retranslateCharts()
{
    if (m_costChart)
        m_costChart->setAccessibleName(tr("Cost of the top configurations per billing model"));
    if (m_performanceChart)
        m_performanceChart->setAccessibleName(tr("Price against performance"));
    if (m_memoryChart)
        m_memoryChart->setAccessibleName(tr("Memory breakdown against GPU memory"));
    if (m_scalingChart)
        m_scalingChart->setAccessibleName(tr("Scaling with GPU count"));
}

} // namespace Advisor::Ui
