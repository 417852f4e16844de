// SPDX-License-Identifier: Apache-2.0
#include "models/itemmodels/recommendationtablemodel.h"

#include "models/text/findingtext.h"

#include "models/itemmodels/billingorder.h"
#include "models/itemmodels/displaytext.h"

#include <QLocale>

namespace Advisor {

RecommendationTableModel::RecommendationTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void RecommendationTableModel::setRecommendation(const Recommendation &recommendation, const Catalog *catalog,
                                                 bool training)
{
    beginResetModel();
    m_catalog = catalog;
    m_training = training;
    m_kind = recommendation.profile.kind;
    m_rows.clear();
    m_rows.insert(m_rows.end(), recommendation.ranked.begin(), recommendation.ranked.end());
    m_rows.insert(m_rows.end(), recommendation.rejected.begin(), recommendation.rejected.end());
    // Billing columns follow the canonical order, so they do not jump between recomputes.
    m_billings = billingIdsOf(m_rows);
    endResetModel();
}

void RecommendationTableModel::setMoneyFormatter(const MoneyFormatter &formatter)
{
    m_money = formatter;
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

QHash<QString, QStringList> RecommendationTableModel::adviceWarnings(const Recommendation &recommendation,
                                                                     const AdviceReport &advice)
{
    QHash<QString, QStringList> extra;
    if (!recommendation.ranked.empty()) {
        QStringList titles;
        for (const Warning &w : advice.warnings)
            titles << w.title;
        extra.insert(recommendation.ranked.front().layout.instanceType, titles);
    }
    return extra;
}

void RecommendationTableModel::setExtraWarnings(const QHash<QString, QStringList> &warnings)
{
    m_extraWarnings = warnings;
    if (!m_rows.empty())
        emit dataChanged(index(0, WarningsColumn), index(rowCount() - 1, WarningsColumn));
}

void RecommendationTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

const Configuration *RecommendationTableModel::configuration(int row) const
{
    return row >= 0 && row < rowCount() ? &m_rows[static_cast<size_t>(row)] : nullptr;
}

int RecommendationTableModel::billingColumn(const QString &billing) const
{
    const int i = m_billings.indexOf(billing);
    return i < 0 ? -1 : FirstBillingColumn + i;
}

QStringList RecommendationTableModel::warnings(int row) const
{
    const Configuration *c = configuration(row);
    if (!c)
        return {};
    return FindingText::texts(c->problems, m_catalog) + m_extraWarnings.value(c->layout.instanceType);
}

int RecommendationTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int RecommendationTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstBillingColumn + static_cast<int>(m_billings.size());
}

const BillingCost *RecommendationTableModel::costAt(const Configuration &c, int column) const
{
    const int i = column - FirstBillingColumn;
    return i >= 0 && i < m_billings.size() ? c.cost(m_billings.at(i)) : nullptr;
}

QVariant RecommendationTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const Configuration &c = m_rows[static_cast<size_t>(row)];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return displayData(c, row, column);
    case Qt::ToolTipRole:
        return toolTipData(c, row, column);
    case SortRole:
        return sortData(c, row, column);
    case Qt::TextAlignmentRole:
        if (column == InstanceTypeColumn || column == FamilyColumn || column == GpuColumn || column == FitColumn
            || column == WarningsColumn)
            return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case FitRole:
        return static_cast<int>(c.memory.fit);
    case HeadroomRole:
        return c.memory.headroomPercent;
    case PriceOriginRole: {
        if (const BillingCost *cost = costAt(c, column))
            return static_cast<int>(cost->price->origin);
        if (column == JobCostColumn || column == CostPerGpuHourColumn) {
            if (const BillingCost *primary = c.cost(c.pricing.primaryBilling))
                return static_cast<int>(primary->price->origin);
        }
        return {};
    }
    case FamilyRole:
        return c.layout.family;
    case GpuRole:
        return c.layout.gpu;
    case WithinBudgetRole:
        return c.pricing.withinBudget;
    case RecommendedRole:
        return c.ranking.rank == 1;
    case RankedRole:
        return c.ranking.rank > 0;
    case InstanceTypeRole:
        return c.layout.instanceType;
    case PricedRole:
        return c.pricing.priced;
    case PricedBillingsRole: {
        QStringList ids;
        for (const BillingCost &cost : c.pricing.costs) {
            if (cost.available())
                ids << cost.billing;
        }
        return ids;
    }
    default:
        return {};
    }
}

QVariant RecommendationTableModel::displayData(const Configuration &c, int row, int column) const
{
    const QLocale locale;
    switch (column) {
    case RankColumn:
        return c.ranking.rank > 0 ? locale.toString(c.ranking.rank) : tr("rejected");
    case InstanceTypeColumn:
        return c.layout.instanceType;
    case FamilyColumn:
        return c.layout.family;
    case GpuColumn:
        // The count first: a narrow column elides the end of the text, and a number must never be cut. Every
        // card in the catalog is NVIDIA's, so the vendor only costs width; the tooltip gives the full name.
        return tr("%1 × %2").arg(FindingText::gpuCount(c.layout.gpusPerInstance),
                                 DisplayText::shortGpuName(Catalog::gpuDisplayName(m_catalog, c.layout.gpu)));
    case InstancesColumn:
        return locale.toString(c.layout.instances);
    case MemoryColumn:
        return tr("%1 / %2 GiB")
            .arg(locale.toString(c.memory.perGpuMemoryGiB, 'f', 1),
                 locale.toString(c.memory.usableGpuMemoryGiB, 'f', 1));
    case HeadroomColumn:
        return DisplayText::percent(c.memory.headroomPercent);
    case FitColumn:
        return DisplayText::fit(c);
    case SpeedColumn:
        return DisplayText::speed(c, m_training, m_kind);
    case JobCostColumn:
        // The same words as the summary line: the cost with its mark, or what a quote must beat.
        return DisplayText::primaryCost(c, m_money);
    case CostPerGpuHourColumn: {
        if (!c.pricing.priced)
            return tr("price on request");
        const BillingCost *primary = c.cost(c.pricing.primaryBilling);
        const QString mark = primary ? DisplayText::priceMark(primary->price->origin) : QString();
        return mark + m_money.format(c.pricing.costPerGpuHour);
    }
    case WarningsColumn: {
        const QStringList list = warnings(row);
        // The header says "Warnings"; the cell gives the count, the tooltip the texts.
        return list.isEmpty() ? QString() : QLocale().toString(list.size());
    }
    default: {
        const BillingCost *cost = costAt(c, column);
        if (!cost || !cost->available())
            return QStringLiteral("—");
        return DisplayText::priceMark(cost->price->origin) + m_money.format(cost->total);
    }
    }
}

QVariant RecommendationTableModel::sortData(const Configuration &c, int row, int column) const
{
    // Unranked rows sort after every ranked one; unpriced costs sort after every priced one.
    constexpr double unknown = 1e300;
    switch (column) {
    case RankColumn:
        return c.ranking.rank > 0 ? c.ranking.rank : 1'000'000 + row;
    case InstanceTypeColumn:
        return c.layout.instanceType;
    case FamilyColumn:
        return c.layout.family;
    case GpuColumn:
        return Catalog::gpuDisplayName(m_catalog, c.layout.gpu) + QLatin1Char(' ')
            + QString::number(c.layout.gpusPerInstance, 'f', 3).rightJustified(9);
    case InstancesColumn:
        return c.layout.instances;
    case MemoryColumn:
        return c.memory.perGpuMemoryGiB;
    case HeadroomColumn:
        return c.memory.headroomPercent;
    case FitColumn:
        // A row that serves nobody in time sorts after the plain ones of its fit.
        return static_cast<int>(c.memory.fit) * 2
            + (DisplayText::firstTokenLate(c) || (c.memory.fit != Fit::Insufficient && !c.speed.meetsLatency) ? 1 : 0);
    case SpeedColumn:
        if (m_training && c.speed.hours > 0)
            return c.speed.hours;
        return -DisplayText::throughput(c); // faster first in ascending order, like the hours
    case JobCostColumn:
        return c.pricing.priced ? c.pricing.jobCost : unknown;
    case CostPerGpuHourColumn:
        return c.pricing.priced ? c.pricing.costPerGpuHour : unknown;
    case WarningsColumn:
        return static_cast<int>(warnings(row).size());
    default: {
        const BillingCost *cost = costAt(c, column);
        return cost && cost->available() ? cost->total : unknown;
    }
    }
}

QVariant RecommendationTableModel::toolTipData(const Configuration &c, int row, int column) const
{
    switch (column) {
    case GpuColumn:
        return tr("%1 × %2 per instance")
            .arg(FindingText::gpuCount(c.layout.gpusPerInstance), Catalog::gpuDisplayName(m_catalog, c.layout.gpu));
    case MemoryColumn:
        return tr("GPU memory needed per GPU / usable per GPU (installed %1 GiB)")
            .arg(QLocale().toString(c.memory.gpuMemoryGiB, 'f', 1));
    case HeadroomColumn:
        if (DisplayText::kvCacheFillsMemory(c))
            return tr("Share of usable GPU memory left free. The serving engine fills the memory it reserves with "
                      "the KV cache by design, so little is left free; the cache holds %1.")
                .arg(DisplayText::kvCacheHolds(c));
        return tr("Share of usable GPU memory left free; below 10 % is tight");
    case FitColumn:
        return DisplayText::fitDetail(c);
    case WarningsColumn:
        return warnings(row).join(QLatin1Char('\n'));
    case JobCostColumn:
    case CostPerGpuHourColumn: {
        const BillingCost *primary = c.cost(c.pricing.primaryBilling);
        if (!primary)
            return tr("No billing model has a defensible price for this type");
        QString tip = DisplayText::billingName(primary->billing, m_catalog) + QLatin1Char('\n')
            + DisplayText::priceProvenance(*primary->price, m_catalog);
        if (const QString banded = DisplayText::moneyRange(c.pricing.jobCostBand, c.pricing.jobCost, m_money);
            column == JobCostColumn && banded != m_money.format(c.pricing.jobCost))
            tip += QLatin1Char('\n') + tr("With its band: %1").arg(banded);
        if (m_money.converted())
            tip += QLatin1Char('\n') + m_money.conversionNote();
        return tip;
    }
    case RankColumn:
        if (c.ranking.rank == 0)
            return FindingText::texts(c.problems, m_catalog).join(QLatin1Char('\n'));
        return FindingText::texts(c.ranking.reasons, m_catalog).join(QLatin1Char('\n'));
    default:
        if (const BillingCost *cost = costAt(c, column)) {
            QString tip = DisplayText::priceProvenance(*cost->price, m_catalog);
            if (cost->available() && cost->hourlyLow < cost->hourlyHigh)
                tip += QLatin1Char('\n')
                    + tr("Range %1 – %2 per hour")
                          .arg(m_money.format(cost->hourlyLow), m_money.format(cost->hourlyHigh));
            if (m_money.converted())
                tip += QLatin1Char('\n') + m_money.conversionNote();
            return tip;
        }
        return {};
    }
}

QVariant RecommendationTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString period = m_training ? tr("job") : tr("month");
    if (role == BillingIdRole)
        return section >= FirstBillingColumn ? m_billings.at(section - FirstBillingColumn) : QVariant();
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case RankColumn:
            return tr("1 = recommended; rejected rows show why in their tooltip");
        case SpeedColumn:
            return m_training ? tr("Wall-clock time of the whole job, fast to slow end of its band")
                              : tr("Speed one user sees and what all replicas deliver, low to high end of its band");
        case JobCostColumn:
            return m_training ? tr("Whole job under the cheapest billing model you allowed")
                              : tr("One month under the cheapest billing model you allowed");
        case CostPerGpuHourColumn:
            return tr("Price of one GPU for one hour under the cheapest billing model");
        default:
            if (section >= FirstBillingColumn)
                return tr("Cost per %1 under this billing model; ~ marks estimated or derived prices, ‡ your own "
                          "quotes")
                    .arg(period);
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case RankColumn:
        return tr("Rank");
    case InstanceTypeColumn:
        return tr("Instance type");
    case FamilyColumn:
        return tr("Family");
    case GpuColumn:
        return tr("GPUs");
    case InstancesColumn:
        return tr("Instances");
    case MemoryColumn:
        return tr("Memory need / have");
    case HeadroomColumn:
        return tr("Headroom");
    case FitColumn:
        return tr("Fit");
    case SpeedColumn:
        return m_training ? tr("Time") : tr("Throughput");
    case JobCostColumn:
        return m_training ? tr("Job cost") : tr("Monthly cost");
    case CostPerGpuHourColumn:
        return tr("Per GPU-hour");
    case WarningsColumn:
        return tr("Warnings");
    default:
        return tr("%1 (%2)").arg(DisplayText::billingName(m_billings.at(section - FirstBillingColumn), m_catalog),
                                 period);
    }
}

} // namespace Advisor
