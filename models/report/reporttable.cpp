// SPDX-License-Identifier: Apache-2.0
// ReportTable: a results table as the screen shows it, and its CSV.
#include "models/io/csvwriter.h"
#include "models/io/safewrite.h"
#include "models/itemmodels/displaytext.h"
#include "models/itemmodels/recommendationfiltermodel.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/report/reportdata.h"

#include <QAbstractItemModel>

namespace Advisor {

QList<QStringList> ReportTable::csvRows() const
{
    if (data.isEmpty()) {
        QList<QStringList> all{header};
        all += rows;
        return all;
    }
    QStringList head;
    for (const ReportDataTable::Column &column : data.columns)
        head << column.header;
    QList<QStringList> all{head};
    for (const QVariantList &row : data.rows) {
        QStringList cells;
        for (size_t c = 0; c < data.columns.size(); ++c)
            cells << ReportDataTable::csvCell(data.columns[c], row.value(static_cast<qsizetype>(c)));
        all << cells;
    }
    return all;
}

QByteArray ReportTable::toCsv(bool byteOrderMark) const
{
    CsvWriter::Options options;
    options.byteOrderMark = byteOrderMark;
    return CsvWriter::toCsv(csvRows(), options);
}

bool ReportTable::writeCsv(const QString &path, bool byteOrderMark, QString *error) const
{
    return SafeWrite::write(path, toCsv(byteOrderMark), error);
}

ReportTable ReportTable::fromModel(const QAbstractItemModel &model, const QList<int> &columns, int provenanceColumn,
                                   const QString &provenanceHeader)
{
    QList<int> order = columns;
    if (order.isEmpty()) {
        for (int column = 0; column < model.columnCount(); ++column)
            order << column;
    }
    ReportTable table;
    for (int column : order) {
        table.header << model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
        // Alignment comes from the first row, as the view shows it (numbers right, names left).
        const QVariant align = model.rowCount() > 0 ? model.index(0, column).data(Qt::TextAlignmentRole) : QVariant();
        table.rightAligned << (align.isValid() && (align.toInt() & Qt::AlignRight));
    }
    if (provenanceColumn >= 0) {
        table.lastColumnIsProvenance = true;
        table.header << provenanceHeader;
        table.rightAligned << false;
    }
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList cells;
        for (int column : order)
            cells << model.index(row, column).data(Qt::DisplayRole).toString();
        if (provenanceColumn >= 0)
            cells << model.index(row, provenanceColumn)
                         .data(Qt::ToolTipRole)
                         .toString()
                         .replace(QLatin1Char('\n'), DisplayText::tr("; "));
        table.rows << cells;
    }
    return table;
}

ReportTable ReportTable::fromResults(const RecommendationFilterModel &proxy, const Catalog *catalog,
                                     double discountPercent, const QList<int> &columns)
{
    ReportTable table = fromModel(proxy, columns, RecommendationTableModel::JobCostColumn,
                                  ReportBuilder::tr("Price origin, date and source"));
    table.notes = describeView(proxy, catalog);
    table.data = ReportDataTable::fromResults(proxy, catalog, discountPercent);
    return table;
}

ReportTable ReportTable::defaultView(const Recommendation &recommendation, const AdviceReport *advice,
                                     const Catalog &catalog, const MoneyFormatter &money, bool training,
                                     bool bestPerFamily, double discountPercent)
{
    RecommendationTableModel model;
    model.setMoneyFormatter(money);
    model.setRecommendation(recommendation, &catalog, training);
    if (advice)
        model.setExtraWarnings(RecommendationTableModel::adviceWarnings(recommendation, *advice));
    RecommendationFilterModel proxy;
    proxy.setSourceModel(&model);
    // When nothing fits, an empty table tells the reader nothing: list the rejected ones instead
    // (the notes say the filter is off, and each row says why it was rejected).
    proxy.setFitsOnly(!recommendation.ranked.empty());
    proxy.setBestPerFamily(bestPerFamily);
    return fromResults(proxy, &catalog, discountPercent);
}

void ReportTable::truncate(int top)
{
    if (top <= 0 || rows.size() <= top)
        return;
    const qsizetype all = rows.size();
    rows.resize(top);
    if (data.rows.size() > top)
        data.rows.resize(top);
    notes << ReportBuilder::tr("Only the first %1 of %2 rows are shown.").arg(top).arg(all);
}

QStringList ReportTable::describeView(const RecommendationFilterModel &proxy, const Catalog *catalog)
{
    QStringList notes;
    QStringList filters;
    if (proxy.fitsOnly())
        filters << ReportBuilder::tr("only configurations that fit");
    if (proxy.withinBudgetOnly())
        filters << ReportBuilder::tr("only configurations within the budget");
    if (proxy.pricedOnly())
        filters << ReportBuilder::tr("only configurations with a list price");
    if (proxy.bestPerFamily())
        filters << ReportBuilder::tr("the best-ranked size of each family only");
    if (!proxy.family().isEmpty())
        filters << ReportBuilder::tr("family %1").arg(proxy.family());
    if (!proxy.gpu().isEmpty()) {
        const GpuSpec *gpu = catalog ? catalog->gpu(proxy.gpu()) : nullptr;
        filters << ReportBuilder::tr("GPU %1").arg(gpu ? gpu->displayName() : proxy.gpu());
    }
    if (!proxy.billing().isEmpty())
        filters << ReportBuilder::tr("priced under %1").arg(DisplayText::billingName(proxy.billing(), catalog));
    notes
        << (filters.isEmpty()
                ? ReportBuilder::tr("Filters: none; every configuration is listed.")
                : ReportBuilder::tr("Filters: %1.").arg(filters.join(ReportBuilder::tr("; ", "between two filters"))));
    const int column = proxy.sortColumn();
    if (column >= 0 && proxy.sourceModel()) {
        const QString name = proxy.sourceModel()->headerData(column, Qt::Horizontal).toString();
        notes << (proxy.sortOrder() == Qt::AscendingOrder ? ReportBuilder::tr("Sorted by %1, ascending.").arg(name)
                                                          : ReportBuilder::tr("Sorted by %1, descending.").arg(name));
    } else {
        notes << ReportBuilder::tr("In rank order.");
    }
    notes << ReportBuilder::tr(
        "~ marks prices estimated from another size of the family or derived with a billing model's ratio; ‡ marks "
        "your own quote.");
    return notes;
}

} // namespace Advisor
