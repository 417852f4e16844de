#include "models/sizing/recommendation.h"

namespace Advisor {

const BillingCost *Configuration::cost(const QString &billing) const
{
    for (const BillingCost &c : costs) {
        if (c.billing == billing)
            return &c;
    }
    return nullptr;
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
