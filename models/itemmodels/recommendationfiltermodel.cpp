// SPDX-License-Identifier: Apache-2.0
#include "models/itemmodels/recommendationfiltermodel.h"

#include "models/itemmodels/recommendationtablemodel.h"

namespace Advisor {

using Model = RecommendationTableModel;

RecommendationFilterModel::RecommendationFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(Model::SortRole);
}

void RecommendationFilterModel::setFitsOnly(bool on)
{
    if (m_fitsOnly == on)
        return;
    m_fitsOnly = on;
    forgetBestRows();
    invalidateRowsFilter();
}

void RecommendationFilterModel::setWithinBudgetOnly(bool on)
{
    if (m_withinBudgetOnly == on)
        return;
    m_withinBudgetOnly = on;
    forgetBestRows();
    invalidateRowsFilter();
}

void RecommendationFilterModel::setPricedOnly(bool on)
{
    if (m_pricedOnly == on)
        return;
    m_pricedOnly = on;
    forgetBestRows();
    invalidateRowsFilter();
}

void RecommendationFilterModel::setFamily(const QString &family)
{
    if (m_family == family)
        return;
    m_family = family;
    forgetBestRows();
    invalidateRowsFilter();
}

void RecommendationFilterModel::setGpu(const QString &gpu)
{
    if (m_gpu == gpu)
        return;
    m_gpu = gpu;
    forgetBestRows();
    invalidateRowsFilter();
}

void RecommendationFilterModel::setBilling(const QString &billing)
{
    if (m_billing == billing)
        return;
    m_billing = billing;
    forgetBestRows();
    invalidateRowsFilter();
}

void RecommendationFilterModel::setBestPerFamily(bool on)
{
    if (m_bestPerFamily == on)
        return;
    m_bestPerFamily = on;
    forgetBestRows();
    invalidateRowsFilter();
}

void RecommendationFilterModel::setSourceModel(QAbstractItemModel *model)
{
    if (model == sourceModel())
        return;
    // Only our own connections: the base class keeps its own to the old model and replaces them itself.
    for (const QMetaObject::Connection &c : std::as_const(m_sourceConnections))
        disconnect(c);
    m_sourceConnections.clear();
    // Connected before the base class connects its own handlers, so the cache is gone when they refilter.
    if (model) {
        const auto forget = &RecommendationFilterModel::forgetBestRows;
        m_sourceConnections = {connect(model, &QAbstractItemModel::modelAboutToBeReset, this, forget),
                               connect(model, &QAbstractItemModel::layoutAboutToBeChanged, this, forget),
                               connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this, forget),
                               connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this, forget),
                               connect(model, &QAbstractItemModel::dataChanged, this, forget)};
    }
    forgetBestRows();
    QSortFilterProxyModel::setSourceModel(model);
}

void RecommendationFilterModel::forgetBestRows()
{
    m_bestRowsKnown = false;
    m_bestRowOfFamily.clear();
}

bool RecommendationFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!passesFilters(sourceRow, sourceParent))
        return false;
    if (!m_bestPerFamily)
        return true;
    if (!m_bestRowsKnown) {
        for (int row = sourceModel()->rowCount(sourceParent) - 1; row >= 0; --row) {
            if (passesFilters(row, sourceParent))
                m_bestRowOfFamily.insert(sourceModel()->index(row, 0, sourceParent).data(Model::FamilyRole).toString(),
                                         row);
        }
        m_bestRowsKnown = true;
    }
    const QString family = sourceModel()->index(sourceRow, 0, sourceParent).data(Model::FamilyRole).toString();
    return m_bestRowOfFamily.value(family, -1) == sourceRow;
}

bool RecommendationFilterModel::passesFilters(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    // "Fits" means the model fits in memory and the engine kept it: rejected rows fail a hard requirement.
    if (m_fitsOnly
        && (!index.data(Model::RankedRole).toBool()
            || index.data(Model::FitRole).toInt() == static_cast<int>(Fit::Insufficient)))
        return false;
    if (m_withinBudgetOnly && !index.data(Model::WithinBudgetRole).toBool())
        return false;
    if (m_pricedOnly && !index.data(Model::PricedRole).toBool())
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
    if (l.typeId() == QMetaType::QString || r.typeId() == QMetaType::QString) {
        // Made on the first sort by text, not with the model: opening a collator loads ICU's collation
        // data (about 1 MiB resident), and the model is made at start-up, long before a column is sorted.
        if (!m_collator) {
            m_collator.emplace();
            m_collator->setNumericMode(true); // "gn7i-c8" before "gn7i-c16"
        }
        return m_collator->compare(l.toString(), r.toString()) < 0;
    }
    return l.toDouble() < r.toDouble();
}

} // namespace Advisor
