// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/scenario/scenario.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace Advisor {
struct Catalog;
}

namespace Advisor::Ui {

/**
 * The price a customer was quoted for one instance type: per instance and hour, under one of the
 * scenario's billing models. What it replaces stays in the catalog; the quote is kept in the scenario,
 * dated today, and every view marks it as the user's own. Remove takes it back.
 */
class QuoteDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QuoteDialog)

public:
    /**
     * current: the type's hourly price per instance now (its quote or list price), or 0 without one;
     * mustBeat: without a price, the hourly price below which it would be the cheapest (0: none).
     */
    QuoteDialog(const QString &instanceType, const Scenario &scenario, const Catalog &catalog, double current,
                double mustBeat, QWidget *parent = nullptr);

    /** The scenario's quotes with this dialog's answer applied: the entered quote, or this type's removed. */
    std::vector<PriceQuote> quotes() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showBilling();

    QString m_type;
    std::vector<PriceQuote> m_quotes;
    bool m_remove = false;
    QString m_currency;
    double m_mustBeat = 0;
    QLabel *m_intro = nullptr;
    QLabel *m_priceLabel = nullptr;
    QLabel *m_billingLabel = nullptr;
    QDoubleSpinBox *m_price = nullptr;
    QComboBox *m_billing = nullptr;
    QPushButton *m_removeButton = nullptr;
    QPushButton *m_ok = nullptr;
    QPushButton *m_cancel = nullptr;
};

} // namespace Advisor::Ui
