// SPDX-License-Identifier: Apache-2.0
#include "ui/application/appsettings.h"

#include <QLocale>

namespace Advisor::Ui {

namespace Key {
const QString language = QStringLiteral("ui/language");
const QString currency = QStringLiteral("money/currency");
const QString rate = QStringLiteral("money/exchangeRate");
const QString region = QStringLiteral("defaults/region");
const QString discount = QStringLiteral("defaults/customerDiscountPercent");
const QString presentation = QStringLiteral("ui/presentationMode");
const QString geometry = QStringLiteral("window/geometry");
const QString header = QStringLiteral("window/resultsHeader");
const QString recent = QStringLiteral("files/recent");
const QString preparedBy = QStringLiteral("report/preparedBy");
const QString bom = QStringLiteral("export/csvByteOrderMark");
} // namespace Key

AppSettings::AppSettings() = default;

AppSettings::AppSettings(QSettings *settings)
    : m_injected(settings)
{ }

QSettings *AppSettings::settings() const
{
    return m_injected ? m_injected : &m_default;
}

QString AppSettings::language() const
{
    // First start: follow the system language, Chinese or English.
    const QString fallback =
        QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
    return settings()->value(Key::language, fallback).toString();
}

void AppSettings::setLanguage(const QString &language)
{
    settings()->setValue(Key::language, language);
}
QString AppSettings::currency() const
{
    return settings()->value(Key::currency, QStringLiteral("CNY")).toString();
}
void AppSettings::setCurrency(const QString &currency)
{
    settings()->setValue(Key::currency, currency);
}
double AppSettings::exchangeRate() const
{
    return settings()->value(Key::rate, 1.0).toDouble();
}
void AppSettings::setExchangeRate(double rate)
{
    settings()->setValue(Key::rate, rate);
}
QString AppSettings::defaultRegion() const
{
    return settings()->value(Key::region).toString();
}
void AppSettings::setDefaultRegion(const QString &region)
{
    settings()->setValue(Key::region, region);
}
double AppSettings::customerDiscount() const
{
    return settings()->value(Key::discount, 0.0).toDouble();
}
void AppSettings::setCustomerDiscount(double percent)
{
    settings()->setValue(Key::discount, percent);
}
bool AppSettings::presentationMode() const
{
    return settings()->value(Key::presentation, false).toBool();
}
void AppSettings::setPresentationMode(bool on)
{
    settings()->setValue(Key::presentation, on);
}
QByteArray AppSettings::windowGeometry() const
{
    return settings()->value(Key::geometry).toByteArray();
}
void AppSettings::setWindowGeometry(const QByteArray &state)
{
    settings()->setValue(Key::geometry, state);
}
QByteArray AppSettings::tableHeaderState() const
{
    return settings()->value(Key::header).toByteArray();
}
void AppSettings::setTableHeaderState(const QByteArray &state)
{
    settings()->setValue(Key::header, state);
}

QStringList AppSettings::recentFiles() const
{
    return settings()->value(Key::recent).toStringList().mid(0, maxRecentFiles);
}
void AppSettings::setRecentFiles(const QStringList &files)
{
    settings()->setValue(Key::recent, files.mid(0, maxRecentFiles));
}
QString AppSettings::preparedBy() const
{
    return settings()->value(Key::preparedBy).toString();
}
void AppSettings::setPreparedBy(const QString &name)
{
    settings()->setValue(Key::preparedBy, name);
}
bool AppSettings::csvByteOrderMark() const
{
    return settings()->value(Key::bom, true).toBool();
}
void AppSettings::setCsvByteOrderMark(bool on)
{
    settings()->setValue(Key::bom, on);
}

} // namespace Advisor::Ui
