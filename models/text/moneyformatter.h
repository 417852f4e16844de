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
    /** The ISO code of what format() shows: the display currency, or the catalog's. */
    QString currency() const;
    /** The unit written after an amount: currencyUnit(currency()). */
    QString unit() const { return currencyUnit(currency()); }
    /**
     * The unit written after an amount of an ISO currency: Chinese readers write 元 for CNY (as Alibaba's
     * price pages do), everyone else reads the ISO code.
     */
    static QString currencyUnit(const QString &isoCode);
    /** The currency named once, for a "Currency:" field: "Chinese yuan (CNY)". */
    static QString currencyName(const QString &isoCode);
    /** "1,234.00 CNY" (Chinese: "1,234.00 元"), "170.00 USD*": always two decimals, so a column lines up. */
    QString format(double catalogAmount) const;
    /** One line for tooltips and footers: what the "*" means, or empty when nothing is converted. */
    QString conversionNote() const;

private:
    QString m_catalogCurrency = QStringLiteral("CNY");
    QString m_displayCurrency;
    double m_rate = 1;
};

} // namespace Advisor
