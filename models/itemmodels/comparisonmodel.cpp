// SPDX-License-Identifier: Apache-2.0
#include "models/itemmodels/comparisonmodel.h"

#include "models/text/findingtext.h"

#include "models/itemmodels/displaytext.h"

#include <cmath>

#include <QLocale>

namespace Advisor {

ComparisonModel::ComparisonModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void ComparisonModel::setConfigurations(const std::vector<Configuration> &configurations,
                                        const std::optional<Configuration> &recommended, const Catalog *catalog,
                                        bool training)
{
    beginResetModel();
    m_configs = configurations;
    m_recommended = recommended;
    m_catalog = catalog;
    m_training = training;
    endResetModel();
}

void ComparisonModel::setAdviceWarnings(const QHash<QString, QStringList> &warnings)
{
    beginResetModel();
    m_adviceWarnings = warnings;
    endResetModel();
}

QStringList ComparisonModel::warnings(const Configuration &c) const
{
    return FindingText::texts(c.problems, m_catalog) + m_adviceWarnings.value(c.layout.instanceType);
}

void ComparisonModel::setMoneyFormatter(const MoneyFormatter &formatter)
{
    m_money = formatter;
    if (!m_configs.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int ComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_configs.empty() ? 0 : AttributeCount;
}

int ComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_configs.size());
}

std::optional<double> ComparisonModel::value(const Configuration &c, int attribute) const
{
    switch (attribute) {
    case TotalGpusRow:
        return c.layout.totalGpus;
    case InstancesRow:
        return c.layout.instances;
    case MemoryNeededRow:
        return c.memory.perGpuMemoryGiB;
    case MemoryUsableRow:
        return c.memory.usableGpuMemoryGiB;
    case HeadroomRow:
        return c.memory.headroomPercent;
    case SpeedRow:
        return m_training && c.speed.hours > 0 ? c.speed.hours : DisplayText::throughput(c);
    case HourlyCostRow: {
        const BillingCost *primary = c.cost(c.pricing.primaryBilling);
        return primary && c.pricing.priced ? std::optional<double>(primary->hourly) : std::nullopt;
    }
    case JobCostRow:
        return c.pricing.priced ? std::optional<double>(c.pricing.jobCost) : std::nullopt;
    case CostPerGpuHourRow:
        return c.pricing.priced ? std::optional<double>(c.pricing.costPerGpuHour) : std::nullopt;
    case ScalingEfficiencyRow:
        return c.speed.scalingEfficiency * 100;
    case WarningsRow:
        return static_cast<double>(warnings(c).size());
    default:
        return std::nullopt;
    }
}

QString ComparisonModel::text(const Configuration &c, int attribute) const
{
    const QLocale locale;
    const std::optional<double> v = value(c, attribute);
    switch (attribute) {
    case GpuRow:
        return tr("%1 × %2").arg(Catalog::gpuDisplayName(m_catalog, c.layout.gpu),
                                 FindingText::gpuCount(c.layout.gpusPerInstance));
    case TotalGpusRow:
        return FindingText::totalGpus(c.layout);
    case InstancesRow:
        return locale.toString(c.layout.instances);
    case MemoryNeededRow:
    case MemoryUsableRow:
        return DisplayText::gib(*v);
    case HeadroomRow:
    case ScalingEfficiencyRow:
        return DisplayText::percent(*v);
    case FitRow:
        return DisplayText::fit(c);
    case SpeedRow:
        return DisplayText::speed(c, m_training);
    case HourlyCostRow:
        return v ? tr("%1 per hour").arg(m_money.format(*v)) : tr("price on request");
    case JobCostRow:
    case CostPerGpuHourRow:
        return v ? m_money.format(*v) : tr("price on request");
    case WarningsRow:
        return warnings(c).isEmpty() ? tr("none") : warnings(c).join(QLatin1Char('\n'));
    default:
        return {};
    }
}

bool ComparisonModel::rowDiffers(int attribute) const
{
    for (size_t i = 1; i < m_configs.size(); ++i) {
        if (text(m_configs[i], attribute) != text(m_configs[0], attribute))
            return true;
    }
    return false;
}

std::optional<double> ComparisonModel::relative(const Configuration &c, int attribute) const
{
    if (!m_recommended)
        return std::nullopt;
    const std::optional<double> mine = value(c, attribute);
    const std::optional<double> reference = value(*m_recommended, attribute);
    if (!mine || !reference || *reference == 0 || attribute == WarningsRow || attribute == HeadroomRow)
        return std::nullopt;
    return *mine / *reference;
}

int ComparisonModel::better(const Configuration &c, int attribute) const
{
    const std::optional<double> ratio = relative(c, attribute);
    if (!ratio || std::abs(*ratio - 1) < 0.005)
        return 0;
    // Lower is better for costs, time and memory; higher for throughput and efficiency.
    bool lowerIsBetter = false;
    switch (attribute) {
    case SpeedRow:
        lowerIsBetter = m_training && c.speed.hours > 0;
        break;
    case HourlyCostRow:
    case JobCostRow:
    case CostPerGpuHourRow:
    case MemoryNeededRow:
    case TotalGpusRow:
    case InstancesRow:
        lowerIsBetter = true;
        break;
    case MemoryUsableRow:
    case ScalingEfficiencyRow:
        lowerIsBetter = false;
        break;
    default:
        return 0;
    }
    return (*ratio < 1) == lowerIsBetter ? 1 : -1;
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Configuration &c = m_configs[static_cast<size_t>(index.column())];
    const int attribute = index.row();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole: {
        QString shown = text(c, attribute);
        const std::optional<double> ratio = relative(c, attribute);
        // "100 % of recommended" under every equal figure only made the rows taller.
        if (ratio && m_recommended && c.layout.instanceType != m_recommended->layout.instanceType
            && std::abs(*ratio - 1) >= 0.005)
            shown += QLatin1Char('\n') + tr("%1 % of recommended").arg(QLocale().toString(*ratio * 100, 'f', 0));
        return shown;
    }
    case SortRole: {
        const std::optional<double> v = value(c, attribute);
        return v ? QVariant(*v) : QVariant(text(c, attribute));
    }
    case DiffersRole:
        return rowDiffers(attribute);
    case RelativeRole: {
        const std::optional<double> ratio = relative(c, attribute);
        return ratio ? QVariant(*ratio) : QVariant();
    }
    case BetterRole:
        return better(c, attribute);
    case Qt::ToolTipRole:
        if (attribute == HourlyCostRow || attribute == JobCostRow || attribute == CostPerGpuHourRow) {
            if (const BillingCost *primary = c.cost(c.pricing.primaryBilling)) {
                QString tip = DisplayText::billingName(primary->billing, m_catalog) + QLatin1Char('\n')
                    + DisplayText::priceProvenance(*primary->price, m_catalog);
                if (m_money.converted())
                    tip += QLatin1Char('\n') + m_money.conversionNote();
                return tip;
            }
        }
        if (attribute == FitRow)
            return DisplayText::fitDetail(c);
        return {};
    default:
        return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= columnCount())
            return {};
        const Configuration &c = m_configs[static_cast<size_t>(section)];
        const QString name = c.layout.instances > 1
            ? tr("%1 × %2").arg(QLocale().toString(c.layout.instances), c.layout.instanceType)
            : c.layout.instanceType;
        return c.ranking.rank == 1 ? tr("%1 (recommended)").arg(name) : name;
    }
    switch (section) {
    case GpuRow:
        return tr("GPU per instance");
    case TotalGpusRow:
        return tr("GPUs in total");
    case InstancesRow:
        return tr("Instances");
    case MemoryNeededRow:
        return tr("Memory needed per GPU");
    case MemoryUsableRow:
        return tr("Usable memory per GPU");
    case HeadroomRow:
        return tr("Memory headroom");
    case FitRow:
        return tr("Fit");
    case SpeedRow:
        return m_training ? tr("Job time") : tr("Throughput");
    case HourlyCostRow:
        return tr("Hourly cost");
    case JobCostRow:
        return m_training ? tr("Job cost") : tr("Monthly cost");
    case CostPerGpuHourRow:
        return tr("Cost per GPU-hour");
    case ScalingEfficiencyRow:
        return tr("Scaling efficiency");
    case WarningsRow:
        return tr("Warnings");
    default:
        return {};
    }
}

} // namespace Advisor
