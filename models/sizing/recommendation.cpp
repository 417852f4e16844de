// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/recommendation.h"

#include <QSet>

namespace Advisor {

const BillingCost *Configuration::cost(const QString &billing) const
{
    for (const BillingCost &c : pricing.costs) {
        if (c.billing == billing)
            return &c;
    }
    return nullptr;
}

std::vector<const Configuration *> Recommendation::bestPerFamily(int count) const
{
    std::vector<const Configuration *> list;
    QSet<QString> families;
    for (const Configuration &c : ranked.empty() ? rejected : ranked) {
        if (static_cast<int>(list.size()) >= count)
            break;
        if (families.contains(c.layout.family))
            continue;
        families.insert(c.layout.family);
        list.push_back(&c);
    }
    return list;
}

QString toString(Fit fit)
{
    switch (fit) {
    case Fit::Fits:
        return QStringLiteral("fits");
    case Fit::Tight:
        return QStringLiteral("tight");
    case Fit::Insufficient:
        return QStringLiteral("insufficient");
    }
    return {};
}

} // namespace Advisor
