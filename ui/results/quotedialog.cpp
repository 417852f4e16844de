// SPDX-License-Identifier: Apache-2.0
#include "ui/results/quotedialog.h"

#include "models/domain/catalog.h"
#include "models/io/pricefile.h"
#include "models/itemmodels/displaytext.h"
#include "models/text/moneyformatter.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace Advisor::Ui {

QuoteDialog::QuoteDialog(const QString &instanceType, const Scenario &scenario, const Catalog &catalog, double current,
                         double mustBeat, QWidget *parent)
    : QDialog(parent)
    , m_type(instanceType)
    , m_quotes(scenario.constraints.quotes)
    , m_currency(catalog.currency)
    , m_mustBeat(mustBeat)
{
    setObjectName(QStringLiteral("quoteDialog"));
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_intro->setMinimumWidth(460); // the type's name is one word: narrower, it breaks inside it
    m_price = new QDoubleSpinBox(this);
    m_price->setObjectName(QStringLiteral("quotePrice"));
    m_price->setDecimals(2);
    const InstanceType *type = catalog.instanceType(instanceType);
    // The bounds a price file and --quote hold prices to.
    m_price->setRange(PriceFile::minHourlyPerGpu * std::max(1.0, type ? type->gpuCount : 1.0), PriceQuote::maxHourly);
    // Start from what the row costs now, or from what a quote must beat: a figure to type over.
    m_price->setValue(current > 0 ? current : mustBeat);
    m_billing = new QComboBox(this);
    m_billing->setObjectName(QStringLiteral("quoteBilling"));
    for (const QString &billing : scenario.constraints.billing)
        m_billing->addItem(DisplayText::billingName(billing, &catalog), billing);
    m_priceLabel = new QLabel(this);
    m_priceLabel->setBuddy(m_price);
    m_billingLabel = new QLabel(this);
    m_billingLabel->setBuddy(m_billing);
    auto *form = new QFormLayout;
    form->addRow(m_priceLabel, m_price);
    form->addRow(m_billingLabel, m_billing);

    auto *buttons = new QDialogButtonBox(this);
    m_ok = buttons->addButton(QDialogButtonBox::Ok);
    m_ok->setObjectName(QStringLiteral("quoteOk"));
    m_cancel = buttons->addButton(QDialogButtonBox::Cancel);
    m_removeButton = buttons->addButton(QString(), QDialogButtonBox::DestructiveRole);
    m_removeButton->setObjectName(QStringLiteral("quoteRemove"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_removeButton, &QPushButton::clicked, this, [this] {
        m_remove = true;
        accept();
    });
    connect(m_billing, &QComboBox::currentIndexChanged, this, &QuoteDialog::showBilling);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
    showBilling();
    retranslate();
    m_price->setFocus();
    m_price->selectAll();
}

void QuoteDialog::showBilling()
{
    const QString billing = m_billing->currentData().toString();
    const auto it = std::find_if(m_quotes.rbegin(), m_quotes.rend(),
                                 [&](const PriceQuote &q) { return q.instanceType == m_type && q.billing == billing; });
    if (it != m_quotes.rend())
        m_price->setValue(it->hourly);
    m_removeButton->setEnabled(
        std::any_of(m_quotes.begin(), m_quotes.end(), [&](const PriceQuote &q) { return q.instanceType == m_type; }));
}

std::vector<PriceQuote> QuoteDialog::quotes() const
{
    std::vector<PriceQuote> quotes = m_quotes;
    if (m_remove) {
        std::erase_if(quotes, [&](const PriceQuote &q) { return q.instanceType == m_type; });
        return quotes;
    }
    PriceQuote quote;
    quote.instanceType = m_type;
    quote.billing = m_billing->currentData().toString();
    quote.hourly = m_price->value();
    quote.date = QDate::currentDate().toString(Qt::ISODate);
    std::erase_if(quotes, [&](const PriceQuote &q) { return q.instanceType == m_type && q.billing == quote.billing; });
    quotes.push_back(quote);
    return quotes;
}

void QuoteDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void QuoteDialog::retranslate()
{
    setWindowTitle(tr("Your quote for %1").arg(m_type));
    QString intro = tr("The price you were offered for one %1 instance, per hour. It replaces the listed price "
                       "in this scenario, is not discounted again, and every table, report and export marks it "
                       "as your quote (‡).")
                        .arg(m_type);
    if (m_mustBeat > 0)
        intro += QStringLiteral("\n\n")
            + tr("It has no listed price: a quote below %1 an hour makes it the cheapest configuration.")
                  .arg(MoneyFormatter(m_currency, m_currency, 1).format(m_mustBeat));
    m_intro->setText(intro);
    m_priceLabel->setText(tr("&Price per instance-hour (%1):").arg(MoneyFormatter::currencyUnit(m_currency)));
    m_billingLabel->setText(tr("&Billing model:"));
    m_removeButton->setText(tr("&Remove quote"));
    m_ok->setText(tr("OK"));
    m_cancel->setText(tr("Cancel"));
}

} // namespace Advisor::Ui
