// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/wizard/advisorpage.h"

#include <QHash>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QVBoxLayout;

namespace Advisor::Ui {

class NumberField;

/** What may be spent and how: budgets, billing models, interruption, region, discount, memory margin. */
class BudgetPage final : public AdvisorPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BudgetPage)

public:
    explicit BudgetPage(AdvisorSession *session, QWidget *parent = nullptr);

protected:
    void loadFromScenario() override;
    void loadFromCatalog() override;
    void build() override;
    void retranslate() override;

private:
    /** The fields edit the scenario (not while it is loaded into them); the training rows follow the stage. */
    void connectFields();
    void onBillingToggled();
    QList<QCheckBox *> interruptibleBoxes() const;
    void showTrainingRows();

    QLabel *m_budgetLabel = nullptr;
    NumberField *m_budget = nullptr;
    QLabel *m_jobBudgetLabel = nullptr;
    NumberField *m_jobBudget = nullptr;
    QLabel *m_marginLabel = nullptr;
    NumberField *m_margin = nullptr;
    QFormLayout *m_form = nullptr;
    QLabel *m_billingLabel = nullptr;
    QLabel *m_billingError = nullptr;
    QVBoxLayout *m_billingColumn = nullptr;
    QHash<QString, QCheckBox *> m_billing;
    QCheckBox *m_interruptible = nullptr;
    QCheckBox *m_checkpointing = nullptr;
    QLabel *m_regionLabel = nullptr;
    QComboBox *m_region = nullptr;
    QLabel *m_discountLabel = nullptr;
    NumberField *m_discount = nullptr;
};

} // namespace Advisor::Ui
