// SPDX-License-Identifier: Apache-2.0
#include "ui/wizard/advisorpage.h"

#include "models/application/advisorsession.h"

#include <QEvent>
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

void AdvisorPage::finishSetup()
{
    m_built = true;
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
