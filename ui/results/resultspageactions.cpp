// SPDX-License-Identifier: Apache-2.0
// ResultsPage's actions on the selected rows and the table: one-click fixes, quotes, comparison, export.
#include "ui/results/resultspage.h"

#include "models/application/advisorsession.h"
#include "models/itemmodels/comparisonmodel.h"
#include "models/itemmodels/displaytext.h"
#include "models/itemmodels/recommendationfiltermodel.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/report/reportdata.h"
#include "ui/common/dialogs.h"
#include "ui/common/statusnote.h"
#include "ui/report/reportexport.h"
#include "ui/results/comparedialog.h"
#include "ui/results/quotedialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QTableView>

namespace Advisor::Ui {

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
    const BillingCost *cost = row.pricing.priced ? row.cost(row.pricing.primaryBilling) : nullptr;
    const double current = cost && cost->available() ? cost->price->hourly : 0;
    // Window-modal and not waited for, so the event loop (and a demo's other windows) keeps running.
    auto *dialog = new QuoteDialog(row.layout.instanceType, session()->scenario(), session()->catalog(), current,
                                   row.ranking.breakEvenHourly, this);
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
            advice[c.layout.instanceType] << w.title;
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

} // namespace Advisor::Ui
