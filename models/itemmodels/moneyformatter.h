// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QString>

namespace Advisor {

/**
 * Formats catalog-currency amounts for display, optionally converted at a user-set exchange rate.
 * Converted figures carry a trailing "*" so they are never mistaken for quoted prices.
 */
class MoneyFormatter
{
    Q_DECLARE_TR_FUNCTIONS(MoneyFormatter)

public:
    MoneyFormatter() = default;
    /** rate = units of displayCurrency per unit of catalogCurrency; empty or equal currency: no conversion. */
    MoneyFormatter(QString catalogCurrency, QString displayCurrency, double rate);

    bool converted() const;
    double convert(double catalogAmount) const;
    QString currency() const;
    /** "1,234.00 CNY", "170.00 USD*"; decimals adapt to small amounts. */
    QString format(double catalogAmount) const;
    /** One line for tooltips and footers: what the "*" means, or empty when nothing is converted. */
    QString conversionNote() const;

private:
    QString m_catalogCurrency = QStringLiteral("CNY");
    QString m_displayCurrency;
    double m_rate = 1;
};

} // namespace Advisor
