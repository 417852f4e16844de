// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCollator>
#include <QHash>
#include <QList>
#include <QSortFilterProxyModel>

#include <optional>

namespace Advisor {

/** Typed filters over RecommendationTableModel; sorts by its SortRole, so never by display strings. */
class RecommendationFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecommendationFilterModel)

public:
    explicit RecommendationFilterModel(QObject *parent = nullptr);

    bool fitsOnly() const { return m_fitsOnly; }
    void setFitsOnly(bool on);
    bool withinBudgetOnly() const { return m_withinBudgetOnly; }
    void setWithinBudgetOnly(bool on);
    /**
     * Hide the rows without a list price. They already rank after every priced row with the price a quote
     * must beat; this is for a list to hand on with nothing "on request" in it.
     */
    bool pricedOnly() const { return m_pricedOnly; }
    void setPricedOnly(bool on);
    /** Empty: any family. */
    QString family() const { return m_family; }
    void setFamily(const QString &family);
    /** GPU id; empty: any GPU. */
    QString gpu() const { return m_gpu; }
    void setGpu(const QString &gpu);
    /** Keep rows with an available price under this billing model; empty: any. */
    QString billing() const { return m_billing; }
    void setBilling(const QString &billing);
    /**
     * Keep only the best-ranked row of each instance family among the rows the other filters keep.
     * The sizes of one family usually differ only in vCPUs and memory, at a price in proportion,
     * so without this the top of the list is one family five times over.
     */
    bool bestPerFamily() const { return m_bestPerFamily; }
    void setBestPerFamily(bool on);

    void setSourceModel(QAbstractItemModel *model) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    bool passesFilters(int sourceRow, const QModelIndex &sourceParent) const;
    void forgetBestRows();

    bool m_fitsOnly = true;
    bool m_bestPerFamily = true;
    // Family -> first source row passing the other filters (source rows are in rank order); built on demand.
    mutable QHash<QString, int> m_bestRowOfFamily;
    mutable bool m_bestRowsKnown = false;
    QList<QMetaObject::Connection> m_sourceConnections;
    bool m_withinBudgetOnly = false;
    bool m_pricedOnly = false;
    QString m_family;
    QString m_gpu;
    QString m_billing;
    mutable std::optional<QCollator> m_collator;
};

} // namespace Advisor
