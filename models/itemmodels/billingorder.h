// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"

#include <vector>

#include <QStringList>

namespace Advisor {

namespace Detail {
inline const Configuration &rowOf(const Configuration &row)
{
    return row;
}
inline const Configuration &rowOf(const Configuration *row)
{
    return *row;
}
} // namespace Detail

/**
 * The billing models the rows are priced under, in the order the table's columns, the report's figures and
 * the cost chart's series show them: the same rows give the same order on every surface.
 */
template<typename Row> QStringList billingIdsOf(const std::vector<Row> &rows)
{
    QStringList seen;
    for (const Row &row : rows) {
        for (const BillingCost &cost : Detail::rowOf(row).pricing.costs)
            seen << cost.billing;
    }
    return billingIdsInOrder(seen);
}

} // namespace Advisor
