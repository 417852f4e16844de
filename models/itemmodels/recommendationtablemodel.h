// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/advice/advice.h"
#include "models/domain/catalog.h"
#include "models/sizing/recommendation.h"
#include "models/text/moneyformatter.h"

#include <vector>

#include <QAbstractTableModel>
#include <QHash>
#include <QStringList>

namespace Advisor {

/**
 * The ranked configurations (then the rejected ones) of a Recommendation, one row each.
 * Fixed columns first, then one cost column per billing model that any configuration was priced for.
 */
class RecommendationTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecommendationTableModel)

public:
    enum Column
    {
        RankColumn,
        InstanceTypeColumn,
        FamilyColumn,
        GpuColumn,
        InstancesColumn,
        // What it costs next to what it is: on a 1366-pixel screen the columns after the speed are
        // scrolled off, and the cost is the figure a manager reads first.
        JobCostColumn,
        CostPerGpuHourColumn,
        MemoryColumn,
        HeadroomColumn,
        FitColumn,
        SpeedColumn,
        WarningsColumn,
        FirstBillingColumn
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1, // raw number or key for sorting, never the display string
        FitRole,                     // int(Fit)
        HeadroomRole,                // double, percent of usable memory left
        PriceOriginRole,             // int(PriceOrigin) of the cell's price (cost columns)
        FamilyRole,
        GpuRole, // GPU id
        WithinBudgetRole,
        RecommendedRole,    // true for rank 1
        RankedRole,         // false for rejected configurations
        PricedBillingsRole, // QStringList of billing ids with an available price
        BillingIdRole,      // header data of cost columns
        InstanceTypeRole,
        PricedRole // false for "price on request" rows, which rank after every priced one
    };

    explicit RecommendationTableModel(QObject *parent = nullptr);

    void setRecommendation(const Recommendation &recommendation, const Catalog *catalog, bool training);
    void setMoneyFormatter(const MoneyFormatter &formatter);
    /** Warnings from the advice rules, by instance type, shown with the engine's own problems. */
    void setExtraWarnings(const QHash<QString, QStringList> &warnings);
    /** The advice's warning titles on the recommended row, as every view of the results shows them. */
    static QHash<QString, QStringList> adviceWarnings(const Recommendation &recommendation, const AdviceReport &advice);
    /** Re-emits headers and cells after a language switch. */
    void retranslate();

    const Configuration *configuration(int row) const;
    QStringList billingIds() const { return m_billings; }
    int billingColumn(const QString &billing) const;
    QStringList warnings(int row) const;
    bool isTraining() const { return m_training; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant displayData(const Configuration &c, int row, int column) const;
    QVariant sortData(const Configuration &c, int row, int column) const;
    QVariant toolTipData(const Configuration &c, int row, int column) const;
    const BillingCost *costAt(const Configuration &c, int column) const;

    std::vector<Configuration> m_rows;
    QStringList m_billings;
    QHash<QString, QStringList> m_extraWarnings;
    const Catalog *m_catalog = nullptr;
    MoneyFormatter m_money;
    bool m_training = true;
    WorkloadKind m_kind = WorkloadKind::DecoderLlm; // a graphics table's speed is its sessions
};

} // namespace Advisor
