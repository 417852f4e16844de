#include "models/itemmodels/recommendationfiltermodel.h"

#include "models/itemmodels/recommendationtablemodel.h"

namespace Advisor {

using Model = RecommendationTableModel;

RecommendationFilterModel::RecommendationFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(Model::SortRole);
    m_collator.setNumericMode(true); // "gn7i-c8" before "gn7i-c16"
}

void RecommendationFilterModel::setFitsOnly(bool on)
{
    if (m_fitsOnly == on)
        return;
    m_fitsOnly = on;
    invalidateRowsFilter();
}

void RecommendationFilterModel::setWithinBudgetOnly(bool on)
{
    if (m_withinBudgetOnly == on)
        return;
    m_withinBudgetOnly = on;
    invalidateRowsFilter();
}

void RecommendationFilterModel::setFamily(const QString &family)
{
    if (m_family == family)
        return;
    m_family = family;
    invalidateRowsFilter();
}

void RecommendationFilterModel::setGpu(const QString &gpu)
{
    if (m_gpu == gpu)
        return;
    m_gpu = gpu;
    invalidateRowsFilter();
}

void RecommendationFilterModel::setBilling(const QString &billing)
{
    if (m_billing == billing)
        return;
    m_billing = billing;
    invalidateRowsFilter();
}

bool RecommendationFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    // "Fits" means the model fits in memory and the engine kept it: rejected rows fail a hard requirement.
    if (m_fitsOnly
        && (!index.data(Model::RankedRole).toBool()
            || index.data(Model::FitRole).toInt() == static_cast<int>(Fit::Insufficient)))
        return false;
    if (m_withinBudgetOnly && !index.data(Model::WithinBudgetRole).toBool())
        return false;
    if (!m_family.isEmpty() && index.data(Model::FamilyRole).toString() != m_family)
        return false;
    if (!m_gpu.isEmpty() && index.data(Model::GpuRole).toString() != m_gpu)
        return false;
    if (!m_billing.isEmpty() && !index.data(Model::PricedBillingsRole).toStringList().contains(m_billing))
        return false;
    return true;
}

bool RecommendationFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant l = left.data(sortRole());
    const QVariant r = right.data(sortRole());
    if (l.typeId() == QMetaType::QString || r.typeId() == QMetaType::QString)
        return m_collator.compare(l.toString(), r.toString()) < 0;
    return l.toDouble() < r.toDouble();
}

} // namespace Advisor
