// SPDX-License-Identifier: Apache-2.0
#include "models/domain/billing.h"

#include <QRegularExpression>

namespace Advisor {

bool isBillingIdShape(const QString &id)
{
    // As it must survive a CSV cell and a command-line option unquoted.
    static const QRegularExpression shape(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    return shape.match(id).hasMatch();
}

} // namespace Advisor
