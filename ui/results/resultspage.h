// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <array>

#include "models/advice/advice.h"
#include "models/text/moneyformatter.h"
#include "ui/wizard/advisorpage.h"

class QCheckBox;
class QComboBox;
class QHBoxLayout;
class QHeaderView;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;
class QTextBrowser;

namespace Advisor {
class ComparisonModel;
class RecommendationFilterModel;
class RecommendationTableModel;
} // namespace Advisor

namespace Advisor::Ui {

class ColumnFitter;
class CompareDialog;
class CostChart;
class FlowLayout;
class MemoryChart;
class PerformanceChart;
class ProjectViews;
class ScalingChart;

/** The ranked table with filters, the selected row's detail, the charts, advice, compare and export. */
class ResultsPage final : public AdvisorPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResultsPage)

public:
    explicit ResultsPage(AdvisorSession *session, QWidget *parent = nullptr);

    void setMoneyFormatter(const MoneyFormatter &formatter);
    /** Asks for a file name (Dialogs) and writes the visible rows as CSV or XLSX (by its suffix); problems are shown.
     */
    void exportWithDialog();
    /** Spreadsheet programs need a byte order mark to read Chinese; the settings can turn it off. */
    void setCsvByteOrderMark(bool on) { m_csvBom = on; }
    const MoneyFormatter &moneyFormatter() const { return m_money; }

    /** Brings the page up to the session's latest results. Recomputes made while another page is shown only
        mark it stale: rebuilding the table, detail and charts nobody sees would slow every keystroke. */
    void ensureUpToDate();

    // The table as shown, for the report and the CSV (ReportExport). The proxy is up to date with the session
    // when returned; the header is built here when asked for before the page's first visit.
    RecommendationFilterModel *filterModel();
    QHeaderView *tableHeader();
    /** Column widths and sort order from the last session, applied when the table is built; the columns are
        then no longer auto-fitted. */
    void restoreHeaderState(const QByteArray &state);
    /** What restoreHeaderState would need to bring the table back as it is; no need to build the page for it. */
    QByteArray headerState() const;

signals:
    /** The PDF needs the customer's name and the settings: the main window asks and writes it. */
    void pdfExportRequested();

protected:
    void loadFromScenario() override { }
    void retranslate() override;
    void initializePage() override;

private:
    enum Tab
    {
        DetailTab,
        AdviceTab,
        CostTab,
        PerformanceTab,
        MemoryTab,
        ScalingTab,
        TimelineTab,
        WhatIfTab,
        TabCount
    };

    /** Opens the comparison of the selected rows (2–4); nothing when the selection does not allow it. */
    void compareSelected();
    /** The selected row's type at the user's own quote (QuoteDialog), kept in the scenario. */
    void enterQuote();
    /** Writes the table exactly as shown (ReportExport::table) through QSaveFile; the old file survives a failure. */
    bool exportCsv(const QString &path, QString *error = nullptr);
    /** The report's workbook (comparison, cost model, assumptions, sources) through SafeWrite. */
    bool exportXlsx(const QString &path, QString *error = nullptr);
    /** Applies a warning's one-click fix: changes the scenario, or selects the suggested instance. */
    bool applyFix(const FixAction &fix);

    void ensureBuilt();
    // Created in this order, which is also the keyboard's tab order; connectControls last, as its
    // connections span the filters, the table and the tabs.
    FlowLayout *buildFilters();
    void buildTable();
    void buildTabs();
    FlowLayout *buildButtons();
    void connectControls();
    bool isShown() const;
    void refresh();
    void refreshNow();
    // Only for the tab shown, and only once the table is current (ensureCurrentChart checks both).
    template<typename Chart> void ensureChart(Chart *&chart, Tab tab);
    void ensureCurrentChart();
    void retranslateCharts();
    void refreshFilters();
    void refreshDetail();
    /** Sets the detail's rich text, unless it is what the panel already shows. */
    void setDetailHtml(const QString &html);
    void refreshCharts();
    void updateButtons();
    void updateShownCount();
    /** The line over the table: the recommendation, and the date of the oldest price among the rows shown. */
    void refreshSummary();
    QList<int> selectedSourceRows() const;
    /** The shown row ranked highest: the table's first ranked row is the recommendation whatever its sort. */
    int recommendedViewRow() const;
    /** Selects the recommendation when a filter or re-rank took the selected row out of the table. */
    void keepASelection();

    RecommendationTableModel *m_model = nullptr;
    RecommendationFilterModel *m_proxy = nullptr;
    ComparisonModel *m_comparison = nullptr;
    MoneyFormatter m_money;
    QLabel *m_summary = nullptr;
    QCheckBox *m_fitsOnly = nullptr;
    QCheckBox *m_withinBudget = nullptr;
    QCheckBox *m_pricedOnly = nullptr;
    QCheckBox *m_bestPerFamily = nullptr;
    QLabel *m_shownCount = nullptr;
    QLabel *m_familyLabel = nullptr;
    QComboBox *m_family = nullptr;
    QLabel *m_gpuLabel = nullptr;
    QComboBox *m_gpu = nullptr;
    QLabel *m_billingLabel = nullptr;
    QComboBox *m_billing = nullptr;
    QTableView *m_view = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTextBrowser *m_detail = nullptr;
    // The rich text last set, and whether a refresh waits for the Details tab to be shown: laying out
    // the detail takes milliseconds, and one what-if step asks for it up to three times.
    QString m_detailHtml;
    bool m_detailStale = false;
    QTextBrowser *m_advice = nullptr;
    CostChart *m_costChart = nullptr;
    PerformanceChart *m_performanceChart = nullptr;
    MemoryChart *m_memoryChart = nullptr;
    ScalingChart *m_scalingChart = nullptr;
    ProjectViews *m_project = nullptr; // the sliders and the Timeline and What-if tabs
    QPushButton *m_compare = nullptr;
    QPushButton *m_quote = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_exportPdf = nullptr;
    bool m_csvBom = true;
    CompareDialog *m_compareDialog = nullptr;
    ColumnFitter *m_columns = nullptr;
    bool m_scenarioReplaced = false;
    bool m_refreshing = false; // refreshNow restores the selection itself, after the model's reset
    bool m_stale = true;
    bool m_built = false;
    QByteArray m_pendingHeaderState;
    std::array<bool, TabCount> m_chartStale{};
};

} // namespace Advisor::Ui
