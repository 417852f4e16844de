// SPDX-License-Identifier: Apache-2.0
#include "ui/application/settingsdialog.h"

#include "models/domain/catalog.h"
#include "models/scenario/scenario.h"
#include "models/text/moneyformatter.h"
#include "ui/application/appsettings.h"
#include "ui/widgets/numberfield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>

namespace Advisor::Ui {

namespace {
/**
 * "0.14 USD = 1 CNY": the rate reads as an equation, with the display currency it converts into; "1 per
 * 1 CNY" named neither side.
 */
void wordRate(NumberField *rate, const QString &displayCurrency, const QString &catalogCurrency)
{
    const QString to = displayCurrency.trimmed().toUpper();
    rate->setUnit(SettingsDialog::tr("%1 = 1 %2", "the display currency, then the catalog's: \"USD = 1 CNY\"")
                      .arg(MoneyFormatter::currencyUnit(to.isEmpty() ? catalogCurrency : to),
                           MoneyFormatter::currencyUnit(catalogCurrency)));
}
} // namespace

SettingsDialog::SettingsDialog(AppSettings *settings, const Catalog &catalog, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Settings"));
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("languageCombo"));
    // Language names are shown in their own language, so each is findable whatever the current one.
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_language->setCurrentIndex(m_language->findData(settings->language()));
    m_language->setAccessibleName(tr("Language"));

    m_currency = new QLineEdit(settings->currency(), this);
    m_currency->setObjectName(QStringLiteral("currencyEdit"));
    m_currency->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Za-z]{0,3}")), m_currency));
    m_currency->setToolTip(
        tr("Three-letter currency code to show prices in, e.g. USD; %1 shows catalog prices unchanged")
            .arg(catalog.currency));
    m_currency->setAccessibleName(tr("Display currency"));
    m_currency->setMaximumWidth(80);

    m_rate = new NumberField(this);
    m_rate->setObjectName(QStringLiteral("exchangeRateField"));
    m_rate->setRange(0.000001, 1e6);
    m_rate->setDecimals(6);
    m_rate->setValue(settings->exchangeRate());
    wordRate(m_rate, m_currency->text(), catalog.currency);
    connect(m_currency, &QLineEdit::textChanged, m_rate,
            [rate = m_rate, from = catalog.currency](const QString &to) { wordRate(rate, to, from); });
    m_rate->setHelp(tr("Your exchange rate; converted figures are marked with *"));
    m_rate->setAccessibleName(tr("Exchange rate"));

    m_region = new QComboBox(this);
    m_region->setObjectName(QStringLiteral("defaultRegionCombo"));
    for (const Region &region : catalog.regions)
        m_region->addItem(region.name.text() + QStringLiteral(" (") + region.id + QLatin1Char(')'), region.id);
    const int regionIndex =
        m_region->findData(settings->defaultRegion().isEmpty() ? catalog.referenceRegion : settings->defaultRegion());
    m_region->setCurrentIndex(regionIndex < 0 ? 0 : regionIndex);
    m_region->setToolTip(tr("Region new scenarios start with"));
    m_region->setAccessibleName(tr("Default region"));

    m_discount = new NumberField(this);
    m_discount->setObjectName(QStringLiteral("defaultDiscountField"));
    m_discount->setRange(0, Constraints::maxDiscountPercent);
    m_discount->setDecimals(1);
    m_discount->setValue(settings->customerDiscount());
    m_discount->setUnit(tr("%"));
    m_discount->setHelp(tr("Discount new scenarios start with"));
    m_discount->setAccessibleName(tr("Default customer discount"));

    m_presentation = new QCheckBox(tr("&Presentation mode (full screen, larger text)"), this);
    m_presentation->setObjectName(QStringLiteral("presentationBox"));
    m_presentation->setChecked(settings->presentationMode());
    m_bom = new QCheckBox(tr("CSV files start with a &byte order mark (Excel then shows Chinese correctly)"), this);
    m_bom->setObjectName(QStringLiteral("csvBomBox"));
    m_bom->setChecked(settings->csvByteOrderMark());

    auto *form = new QFormLayout(this);
    const auto addRow = [form, this](const QString &text, QWidget *field, QWidget *buddy) {
        auto *label = new QLabel(text, this);
        label->setBuddy(buddy);
        form->addRow(label, field);
    };
    addRow(tr("&Language:"), m_language, m_language);
    addRow(tr("Display &currency:"), m_currency, m_currency);
    addRow(tr("Exchange &rate:"), m_rate, m_rate->lineEdit());
    addRow(tr("Default &region:"), m_region, m_region);
    addRow(tr("Default &discount:"), m_discount, m_discount->lineEdit());
    form->addRow(QString(), m_presentation);
    form->addRow(QString(), m_bom);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (save())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

bool SettingsDialog::save()
{
    if (!m_rate->isValid() || !m_discount->isValid())
        return false;
    m_settings->setLanguage(m_language->currentData().toString());
    m_settings->setCurrency(m_currency->text().toUpper());
    m_settings->setExchangeRate(m_rate->value().value_or(1));
    m_settings->setDefaultRegion(m_region->currentData().toString());
    m_settings->setCustomerDiscount(m_discount->value().value_or(0));
    m_settings->setPresentationMode(m_presentation->isChecked());
    m_settings->setCsvByteOrderMark(m_bom->isChecked());
    return true;
}

} // namespace Advisor::Ui
