#include "ui/wizard/advisorpage.h"

#include "ui/wizard/advisorsession.h"

#include <QEvent>

namespace Advisor::Ui {

AdvisorPage::AdvisorPage(AdvisorSession *session, QWidget *parent)
    : QWizardPage(parent)
    , m_session(session)
{ }

void AdvisorPage::finishSetup()
{
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
    connect(m_session, &AdvisorSession::scenarioReplaced, this, reload);
    // Another catalog brings other regions, storage and billing models; the scenario was already fitted to it.
    connect(m_session, &AdvisorSession::catalogReplaced, this, [this] {
        m_loading = true;
        loadFromCatalog();
        retranslate();
        loadFromScenario();
        m_loading = false;
    });
}

void AdvisorPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_loading = true;
        retranslate();
        // Combo texts were rebuilt: put the current choices back.
        loadFromScenario();
        m_loading = false;
    }
    QWizardPage::changeEvent(event);
}

} // namespace Advisor::Ui
