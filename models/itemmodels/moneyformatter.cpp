// SPDX-License-Identifier: Apache-2.0
#include "models/itemmodels/moneyformatter.h"

#include <cmath>

#include <QLocale>

namespace Advisor {

MoneyFormatter::MoneyFormatter(QString catalogCurrency, QString displayCurrency, double rate)
    : m_catalogCurrency(std::move(catalogCurrency))
    , m_displayCurrency(std::move(displayCurrency))
    , m_rate(rate)
{
    if (m_catalogCurrency.isEmpty())
        m_catalogCurrency = QStringLiteral("CNY");
    // A rate that cannot be right would silently produce nonsense figures: fall back to no conversion.
    if (!(m_rate > 0) || !std::isfinite(m_rate))
        m_displayCurrency.clear();
}

bool MoneyFormatter::converted() const
{
    return !m_displayCurrency.isEmpty() && m_displayCurrency != m_catalogCurrency;
}

double MoneyFormatter::convert(double catalogAmount) const
{
    return converted() ? catalogAmount * m_rate : catalogAmount;
}

QString MoneyFormatter::currency() const
{
    return converted() ? m_displayCurrency : m_catalogCurrency;
}

QString MoneyFormatter::format(double catalogAmount) const
{
    const double amount = convert(catalogAmount);
    const int decimals = std::abs(amount) >= 1000 ? 0 : 2;
    QString text = QLocale().toString(amount, 'f', decimals) + QLatin1Char(' ') + currency();
    if (converted())
        text += QLatin1Char('*');
    return text;
}

QString MoneyFormatter::conversionNote() const
{
    if (!converted())
        return {};
    return tr("* converted from %1 at 1 %1 = %2 %3 (your setting, not a quoted price)")
        .arg(m_catalogCurrency, QLocale().toString(m_rate, 'g', 6), m_displayCurrency);
}

} // namespace Advisor
