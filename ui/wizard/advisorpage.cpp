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
    retranslate();
    const auto reload = [this] {
        m_loading = true;
        loadFromScenario();
        m_loading = false;
    };
    reload();
    connect(m_session, &AdvisorSession::scenarioReplaced, this, reload);
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
