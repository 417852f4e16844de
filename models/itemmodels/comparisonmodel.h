// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/sizing/recommendation.h"
#include "models/text/moneyformatter.h"

#include <optional>
#include <vector>

#include <QAbstractTableModel>
#include <QHash>
#include <QStringList>

namespace Advisor {

/**
 * Two to four configurations side by side: one column each, one row per attribute.
 * Every number is also shown relative to the recommended configuration.
 */
class ComparisonModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparisonModel)

public:
    enum Attribute
    {
        GpuRow,
        TotalGpusRow,
        InstancesRow,
        MemoryNeededRow,
        MemoryUsableRow,
        HeadroomRow,
        FitRow,
        SpeedRow,
        HourlyCostRow,
        JobCostRow,
        CostPerGpuHourRow,
        ScalingEfficiencyRow,
        WarningsRow,
        AttributeCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1, // raw value
        DiffersRole,                 // true when the row is not the same in every column
        RelativeRole,                // value / recommended value, where both are numbers
        BetterRole                   // +1 better than recommended, -1 worse, 0 same or not comparable
    };

    explicit ComparisonModel(QObject *parent = nullptr);

    void setConfigurations(const std::vector<Configuration> &configurations,
                           const std::optional<Configuration> &recommended, const Catalog *catalog, bool training);
    void setMoneyFormatter(const MoneyFormatter &formatter);
    const std::vector<Configuration> &configurations() const { return m_configs; }
    /** The advice's warning titles per instance type, shown with the engine's own problems. */
    void setAdviceWarnings(const QHash<QString, QStringList> &warnings);
    /** The raw number of an attribute, or nullopt for text rows. */
    std::optional<double> value(const Configuration &c, int attribute) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString text(const Configuration &c, int attribute) const;
    QStringList warnings(const Configuration &c) const;
    bool rowDiffers(int attribute) const;
    std::optional<double> relative(const Configuration &c, int attribute) const;
    int better(const Configuration &c, int attribute) const;

    std::vector<Configuration> m_configs;
    QHash<QString, QStringList> m_adviceWarnings;
    std::optional<Configuration> m_recommended;
    const Catalog *m_catalog = nullptr;
    MoneyFormatter m_money;
    bool m_training = true;
};

} // namespace Advisor
