// SPDX-License-Identifier: Apache-2.0
// ResultsPage's widgets: built on the first visit, connected, and given their texts.
#include "ui/results/resultspage.h"

#include "models/application/advisorsession.h"
#include "models/itemmodels/recommendationfiltermodel.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "ui/charts/costchart.h"
#include "ui/charts/memorychart.h"
#include "ui/charts/performancechart.h"
#include "ui/charts/scalingchart.h"
#include "ui/delegates/recommendationdelegate.h"
#include "ui/results/detailhtml.h"
#include "ui/results/projectviews.h"
#include "ui/results/tablecolumns.h"
#include "ui/widgets/flowlayout.h"

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
    // A filter that hides the selected row (or a re-rank that drops it) hands the pane to the recommendation.
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &ResultsPage::keepASelection);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &ResultsPage::keepASelection);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &ResultsPage::keepASelection);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &ResultsPage::keepASelection);
    connect(m_detail, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (const std::optional<FixAction> fix = DetailHtml::fixFromLink(url))
            applyFix(*fix);
    });
    connect(m_compare, &QPushButton::clicked, this, &ResultsPage::compareSelected);
    connect(m_quote, &QPushButton::clicked, this, &ResultsPage::enterQuote);
    connect(m_export, &QPushButton::clicked, this, &ResultsPage::exportWithDialog);
    connect(m_exportPdf, &QPushButton::clicked, this, &ResultsPage::pdfExportRequested);
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
