// SPDX-License-Identifier: Apache-2.0
#include "models/text/moneyformatter.h"

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

QString MoneyFormatter::currencyUnit(const QString &isoCode)
{
    if (isoCode == QLatin1String("CNY"))
        return tr("CNY", "the unit after an amount of renminbi; Chinese: 元");
    return isoCode;
}

QString MoneyFormatter::currencyName(const QString &isoCode)
{
    if (isoCode == QLatin1String("CNY"))
        return tr("Chinese yuan (CNY)");
    return isoCode;
}

QString MoneyFormatter::format(double catalogAmount) const
{
    // One precision for every amount: a column mixing "848.40" and "1,203" does not line up.
    const double amount = convert(catalogAmount);
    QString text = tr("%1 %2", "an amount and its currency unit").arg(QLocale().toString(amount, 'f', 2), unit());
    if (converted())
        text += QLatin1Char('*');
    return text;
}

QString MoneyFormatter::conversionNote() const
{
    if (!converted())
        return {};
    return tr("* converted from %1 at 1 %1 = %2 %3 (your setting, not a quoted price)")
        .arg(currencyUnit(m_catalogCurrency), QLocale().toString(m_rate, 'g', 6), m_displayCurrency);
}

} // namespace Advisor
