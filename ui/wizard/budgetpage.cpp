// SPDX-License-Identifier: Apache-2.0
#include "ui/wizard/budgetpage.h"

#include "models/application/advisorsession.h"
#include "models/itemmodels/displaytext.h"
#include "models/pricing/priceage.h"
#include "models/sizing/sizingparameters.h"
#include "models/text/moneyformatter.h"
#include "ui/common/warningtext.h"
#include "ui/widgets/elidedcombobox.h"
#include "ui/widgets/formrows.h"
#include "ui/widgets/numberfield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QVBoxLayout>

namespace Advisor::Ui {

BudgetPage::BudgetPage(AdvisorSession *session, QWidget *parent)
    : AdvisorPage(session, parent)
{
    setObjectName(QStringLiteral("budgetPage"));
    deferSetup();
    scrollContent();
}

void BudgetPage::build()
{
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);

    m_budget = new NumberField(this);
    m_budget->setObjectName(QStringLiteral("budgetField"));
    m_budget->setLimits(ScenarioFields::budgetMonthly);
    m_budget->setDecimals(0);
    m_budget->setOptional(true);
    m_budgetLabel = new QLabel(this);
    m_budgetLabel->setBuddy(m_budget->lineEdit());
    form->addRow(m_budgetLabel, m_budget);

    // A training run is judged by what the whole job costs: a 3-day run is not a month's spend.
    m_jobBudget = new NumberField(this);
    m_jobBudget->setObjectName(QStringLiteral("jobBudgetField"));
    m_jobBudget->setLimits(ScenarioFields::budgetJob);
    m_jobBudget->setDecimals(0);
    m_jobBudget->setOptional(true);
    m_jobBudgetLabel = new QLabel(this);
    m_jobBudgetLabel->setBuddy(m_jobBudget->lineEdit());
    form->addRow(m_jobBudgetLabel, m_jobBudget);

    m_billingColumn = new QVBoxLayout;
    m_billingError = new QLabel(this);
    showAsWarning(m_billingError);
    m_billingError->hide();
    m_billingColumn->addWidget(m_billingError);
    m_billingLabel = new QLabel(this);
    form->addRow(m_billingLabel, m_billingColumn);

    m_interruptible = new QCheckBox(this);
    m_interruptible->setObjectName(QStringLiteral("interruptibleBox"));
    m_checkpointing = new QCheckBox(this);
    m_checkpointing->setObjectName(QStringLiteral("checkpointingBox"));
    form->addRow(QString(), m_interruptible);
    form->addRow(QString(), m_checkpointing);

    // Each region names its prices' age too, wider than a projector's page in the presentation font.
    m_region = new ElidedComboBox(this);
    m_region->setObjectName(QStringLiteral("regionCombo"));
    m_regionLabel = new QLabel(this);
    m_regionLabel->setBuddy(m_region);
    form->addRow(m_regionLabel, m_region);

    m_discount = new NumberField(this);
    m_discount->setObjectName(QStringLiteral("discountField"));
    m_discount->setLimits(ScenarioFields::customerDiscountPercent);
    m_discount->setDecimals(1);
    m_discountLabel = new QLabel(this);
    m_discountLabel->setBuddy(m_discount->lineEdit());
    form->addRow(m_discountLabel, m_discount);

    m_margin = new NumberField(this);
    m_margin->setObjectName(QStringLiteral("memoryMarginField"));
    m_margin->setLimits(ScenarioFields::memoryMarginPercent);
    m_margin->setDecimals(0);
    m_margin->setOptional(true);
    m_marginLabel = new QLabel(this);
    m_marginLabel->setBuddy(m_margin->lineEdit());
    form->addRow(m_marginLabel, m_margin);
    m_form = form;
    connectFields();
}

void BudgetPage::connectFields()
{
    connect(m_budget, &NumberField::valueEdited, this, [this](std::optional<double> v) {
        if (!loading())
            this->session()->edit([v](Scenario &s) { s.constraints.budgetMonthly = v; });
    });
    connect(m_jobBudget, &NumberField::valueEdited, this, [this](std::optional<double> v) {
        if (!loading())
            this->session()->edit([v](Scenario &s) { s.constraints.budgetJob = v; });
    });
    connect(m_margin, &NumberField::valueEdited, this, [this](std::optional<double> v) {
        if (!loading())
            this->session()->edit([v](Scenario &s) { s.constraints.memoryMarginPercent = v; });
    });
    connect(m_interruptible, &QCheckBox::toggled, this, [this](bool on) {
        if (loading())
            return;
        this->session()->edit([on](Scenario &s) { s.constraints.interruptible = on; });
        // Preemptible instances are interruption by definition: a job that must not stop cannot use them.
        if (!on) {
            for (QCheckBox *box : interruptibleBoxes())
                box->setChecked(false);
        }
    });
    connect(m_checkpointing, &QCheckBox::toggled, this, [this](bool on) {
        if (!loading())
            this->session()->edit([on](Scenario &s) { s.constraints.checkpointing = on; });
    });
    connect(m_region, &QComboBox::currentIndexChanged, this, [this] {
        if (!loading())
            this->session()->edit(
                [id = m_region->currentData().toString()](Scenario &s) { s.constraints.region = id; });
    });
    connect(m_discount, &NumberField::valueEdited, this, [this](std::optional<double> v) {
        if (!loading())
            this->session()->edit([v](Scenario &s) { s.constraints.customerDiscountPercent = v.value_or(0); });
    });
    // The stage is chosen on an earlier page, an edit that does not reload this one.
    connect(session(), &AdvisorSession::scenarioChanged, this, &BudgetPage::showTrainingRows);
}

void BudgetPage::loadFromCatalog()
{
    const Catalog &catalog = session()->catalog();
    qDeleteAll(m_billing);
    m_billing.clear();
    int row = 0;
    QWidget *previous = m_jobBudget->lineEdit();
    for (const BillingModel &model : catalog.billingModels) {
        auto *box = new QCheckBox(this);
        box->setObjectName(QStringLiteral("billing-") + model.id);
        box->setProperty("billing", model.id);
        m_billing.insert(model.id, box);
        m_billingColumn->insertWidget(row++, box); // above the error label
        connect(box, &QCheckBox::toggled, this, &BudgetPage::onBillingToggled);
        // Boxes made after the other fields would come last on Tab: keep them where they are shown.
        setTabOrder(previous, box);
        previous = box;
    }
    setTabOrder(previous, m_interruptible);
    m_region->clear();
    for (const Region &region : catalog.regions)
        m_region->addItem(QString(), region.id);
}

void BudgetPage::showTrainingRows()
{
    // Only a job has a job budget and checkpoints; serving and desktops run by the month.
    const bool training = session()->scenario().isTraining();
    setFormRowShown(m_form, m_jobBudget, training);
    setFormRowShown(m_form, m_checkpointing, training);
}

/** The boxes of the billing models the catalog marks as reclaimable (spot): they go with "may be interrupted". */
QList<QCheckBox *> BudgetPage::interruptibleBoxes() const
{
    QList<QCheckBox *> boxes;
    for (const BillingModel &model : session()->catalog().billingModels) {
        if (QCheckBox *box = m_billing.value(model.id); box && model.interruptible)
            boxes << box;
    }
    return boxes;
}

void BudgetPage::onBillingToggled()
{
    if (loading())
        return;
    // Ticking spot says the job may be interrupted; left unticked, the spot prices were silently ignored.
    auto *ticked = qobject_cast<QCheckBox *>(sender());
    if (ticked && ticked->isChecked() && interruptibleBoxes().contains(ticked) && !m_interruptible->isChecked())
        m_interruptible->setChecked(true);
    QStringList chosen;
    for (const BillingModel &model : session()->catalog().billingModels) {
        if (m_billing.value(model.id)->isChecked())
            chosen << model.id;
    }
    // No billing model at all has no answer: say so at the field and keep the last valid choice.
    m_billingError->setVisible(chosen.isEmpty());
    if (!chosen.isEmpty())
        session()->edit([chosen](Scenario &s) { s.constraints.billing = chosen; });
}

void BudgetPage::loadFromScenario()
{
    const Scenario &s = session()->scenario();
    m_budget->setValue(s.constraints.budgetMonthly);
    m_jobBudget->setValue(s.constraints.budgetJob);
    m_margin->setValue(s.constraints.memoryMarginPercent);
    for (auto it = m_billing.cbegin(); it != m_billing.cend(); ++it)
        it.value()->setChecked(s.constraints.billing.contains(it.key()));
    m_billingError->hide();
    m_interruptible->setChecked(s.constraints.interruptible);
    m_checkpointing->setChecked(s.constraints.checkpointing);
    showTrainingRows();
    const QString region = s.constraints.region.isEmpty() ? session()->catalog().referenceRegion : s.constraints.region;
    const int i = m_region->findData(region);
    if (i >= 0)
        m_region->setCurrentIndex(i);
    m_discount->setValue(s.constraints.customerDiscountPercent);
}

void BudgetPage::retranslate()
{
    const Catalog &catalog = session()->catalog();
    setTitle(tr("Budget and billing"));
    setSubTitle(tr("What you may spend, which ways of paying are acceptable, and how much GPU memory to keep free."));
    m_budgetLabel->setText(tr("&Monthly budget:"));
    m_budget->setUnit(tr("%1 per month").arg(MoneyFormatter::currencyUnit(catalog.currency)));
    m_budget->setHelp(tr("The most you may spend in a month; leave empty for no limit"));
    m_budget->setPlaceholder(tr("no limit"));
    m_budget->setAccessibleName(tr("Monthly budget"));
    m_jobBudgetLabel->setText(tr("Budget for the &whole job:"));
    m_jobBudget->setUnit(tr("%1 for the job").arg(MoneyFormatter::currencyUnit(catalog.currency)));
    m_jobBudget->setHelp(tr("The most the whole training run may cost, however many days it takes; leave empty "
                            "for no limit"));
    m_jobBudget->setPlaceholder(tr("no limit"));
    m_jobBudget->setAccessibleName(tr("Budget for the whole job"));
    m_billingLabel->setText(tr("Billing models:"));
    for (const BillingModel &model : catalog.billingModels) {
        QCheckBox *box = m_billing.value(model.id);
        box->setText(DisplayText::billingName(model.id, &catalog));
        box->setToolTip(model.notes.isEmpty() ? DisplayText::billingName(model.id, &catalog) : model.notes.text());
        box->setAccessibleName(tr("Billing model %1").arg(box->text()));
    }
    m_billingError->setText(tr("Choose at least one billing model"));
    m_interruptible->setText(tr("The job may be &interrupted (allows preemptible instances)"));
    m_interruptible->setToolTip(tr("Preemptible instances are much cheaper but can be reclaimed at short notice"));
    m_checkpointing->setText(tr("Training saves &checkpoints regularly"));
    m_checkpointing->setToolTip(tr("With checkpoints an interrupted job resumes instead of starting over"));
    m_regionLabel->setText(tr("&Region:"));
    m_region->setToolTip(tr("Where the instances run; prices and availability differ by region"));
    m_region->setAccessibleName(tr("Region"));
    // Each region says whether it has prices and how old they are: a region without any is priced
    // from another region's estimates only.
    const QDate today = QDate::currentDate();
    for (int i = 0; i < m_region->count(); ++i) {
        const QString id = m_region->itemData(i).toString();
        m_region->setItemText(i,
                              tr("%1 — %2", "a region and how many prices it has, of what age")
                                  .arg(DisplayText::region(id, &catalog), PriceAge::regionSummary(catalog, id, today)));
    }
    m_discountLabel->setText(tr("Customer &discount:"));
    m_discount->setUnit(tr("%"));
    m_discount->setHelp(tr("Your negotiated discount off list prices, 0 if none"));
    m_discount->setAccessibleName(tr("Customer discount"));
    m_marginLabel->setText(tr("GPU memory &safety margin:"));
    m_margin->setUnit(tr("% kept free"));
    m_margin->setHelp(tr("Configurations that leave less GPU memory free rank lower. Empty: %1 %, the share vLLM "
                         "keeps back by default (gpu_memory_utilization 0.9); rows under it are only marked tight")
                          .arg(QLocale().toString(defaultTightThreshold * 100, 'f', 0)));
    m_margin->setPlaceholder(tr("%1 (default)").arg(QLocale().toString(defaultTightThreshold * 100, 'f', 0)));
    m_margin->setAccessibleName(tr("GPU memory safety margin"));
}

} // namespace Advisor::Ui
