// SPDX-License-Identifier: Apache-2.0
#include "ui/wizard/advisorpage.h"

#include "models/application/advisorsession.h"
#include "ui/widgets/numberfield.h"

#include <algorithm>

#include <QEvent>
#include <QLineEdit>
#include <QShowEvent>

namespace Advisor::Ui {

AdvisorPage::AdvisorPage(AdvisorSession *session, QWidget *parent)
    : QWizardPage(parent)
    , m_session(session)
{ }

void AdvisorPage::ensureBuilt()
{
    if (!m_deferred || m_built)
        return;
    build();
    finishSetup();
}

void AdvisorPage::initializePage()
{
    ensureBuilt();
    QWizardPage::initializePage();
}

void AdvisorPage::showEvent(QShowEvent *event)
{
    // Only a page shown without a visit (a test, a screenshot) gets here unbuilt.
    ensureBuilt();
    QWizardPage::showEvent(event);
}

bool AdvisorPage::isComplete() const
{
    if (!QWizardPage::isComplete())
        return false;
    const QList<NumberField *> fields = findChildren<NumberField *>();
    return std::all_of(fields.begin(), fields.end(), [this](const NumberField *f) {
        // An empty field is a missing answer, which the results page lists; it does not hold Next.
        return f->isValid() || f->lineEdit()->text().trimmed().isEmpty() || !f->isVisibleTo(this) || !f->isEnabled();
    });
}

bool AdvisorPage::eventFilter(QObject *watched, QEvent *event)
{
    // A field hidden with an error (not asked for this task) no longer holds the page back, and one
    // shown again does.
    switch (event->type()) {
    case QEvent::ShowToParent:
    case QEvent::HideToParent:
    case QEvent::EnabledChange:
        emit completeChanged();
        break;
    default:
        break;
    }
    return QWizardPage::eventFilter(watched, event);
}

void AdvisorPage::finishSetup()
{
    m_built = true;
    for (NumberField *field : findChildren<NumberField *>()) {
        connect(field, &NumberField::validityChanged, this, &AdvisorPage::completeChanged);
        field->installEventFilter(this);
    }
    // Filling the lists selects their first entry: that is no edit.
    m_loading = true;
    loadFromCatalog();
    m_loading = false;
    retranslate();
    const auto reload = [this] {
        m_loading = true;
        loadFromScenario();
        m_loading = false;
    };
    reload();
    connect(m_session, &AdvisorSession::scenarioChanged, this, [this, reload](ScenarioChange reason) {
        switch (reason) {
        case ScenarioChange::Edited:
            return; // the fields already show it
        case ScenarioChange::CatalogFitted:
            // Another catalog brings other regions, storage and billing models; the scenario was fitted to it.
            m_loading = true;
            loadFromCatalog();
            retranslate();
            loadFromScenario();
            m_loading = false;
            return;
        case ScenarioChange::Adjusted:
        case ScenarioChange::Template:
        case ScenarioChange::Fix:
        case ScenarioChange::Loaded:
            reload();
            return;
        }
    });
}

void AdvisorPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_built) {
        m_loading = true;
        retranslate();
        // Combo texts were rebuilt: put the current choices back.
        loadFromScenario();
        m_loading = false;
    }
    QWizardPage::changeEvent(event);
}

} // namespace Advisor::Ui
