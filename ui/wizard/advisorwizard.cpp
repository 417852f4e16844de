// SPDX-License-Identifier: Apache-2.0
#include "ui/wizard/advisorwizard.h"

#include "ui/common/scaledfont.h"
#include "ui/results/resultspage.h"
#include "ui/wizard/budgetpage.h"
#include "ui/wizard/datapage.h"
#include "ui/wizard/decisionpanel.h"
#include "ui/wizard/scalepage.h"
#include "ui/wizard/startpage.h"
#include "ui/wizard/workloadpage.h"

#include <QAbstractButton>
#include <QApplication>
#include <QChildEvent>
#include <QComboBox>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>

namespace Advisor::Ui {

AdvisorWizard::AdvisorWizard(AdvisorSession *session, QWidget *parent)
    : QWizard(parent)
    , m_session(session)
    , m_start(new StartPage(session))
    , m_workload(new WorkloadPage(session))
    , m_scale(new ScalePage(session))
    , m_budget(new BudgetPage(session))
    , m_data(new DataPage(session))
    , m_results(new ResultsPage(session))
{
    setObjectName(QStringLiteral("advisorWizard"));
    // Fixed style: the native Linux style differs by desktop, and screenshots must be stable.
    setWizardStyle(QWizard::ModernStyle);
    // QWizard makes its header, with a bold title, inside a widget of its own when it first shows a
    // page. The title is restyled as that header is polished, before anything lays its text out.
    const QList<QWidget *> ownWidgets = findChildren<QWidget *>(Qt::FindDirectChildrenOnly);
    for (QWidget *own : ownWidgets)
        own->installEventFilter(this);
    // A disabled Next on the results page keeps Back where it is on every other page, instead of
    // moving it under the pointer that just clicked Next.
    setOptions(QWizard::NoCancelButton | QWizard::NoBackButtonOnStartPage | QWizard::NoDefaultButton
               | QWizard::HaveNextButtonOnLastPage);
    setButtonLayout({QWizard::Stretch, QWizard::BackButton, QWizard::NextButton});
    setPage(StartPageId, m_start);
    setPage(WorkloadPageId, m_workload);
    setPage(ScalePageId, m_scale);
    setPage(BudgetPageId, m_budget);
    setPage(DataPageId, m_data);
    setPage(ResultsPageId, m_results);
    setStartId(StartPageId);
    m_panel = new DecisionPanel(session, this);
    setSideWidget(m_panel);
    retranslate();
}

void AdvisorWizard::styleHeaderTitle()
{
    // In Chinese a bold face is a second CJK font file (about 5 MiB of the start-up's memory), so the
    // title stands out by size instead, at every font size presentation mode sets.
    if (!m_headerTitle)
        return;
    QFont title = scaledFont(font(), 1.3);
    title.setWeight(QFont::Normal);
    m_headerTitle->setFont(title);
}

bool AdvisorWizard::eventFilter(QObject *watched, QEvent *event)
{
    // The header's class has no meta-object to find it by: it is the polished child whose own label
    // is bold.
    if (event->type() == QEvent::ChildPolished && !m_headerTitle) {
        const QObject *child = static_cast<QChildEvent *>(event)->child();
        const QList<QLabel *> labels = child->findChildren<QLabel *>(Qt::FindDirectChildrenOnly);
        for (QLabel *label : labels) {
            if (label->font().bold()) {
                m_headerTitle = label;
                watched->removeEventFilter(this);
                styleHeaderTitle();
                break;
            }
        }
    }
    return QWizard::eventFilter(watched, event);
}

void AdvisorWizard::keyPressEvent(QKeyEvent *event)
{
    // Return in a typed answer finishes it and goes on, as wizards do. Not through a default button: Return
    // on a list, a combo box or the results page's table and filter must not leave the page. A field with a
    // bad value keeps Next disabled, so Return then stays.
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    const bool plain = (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    const auto *field = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    const bool typedAnswer = field && !qobject_cast<QComboBox *>(field->parentWidget()) && !field->isReadOnly();
    QAbstractButton *nextButton = button(QWizard::NextButton);
    if (enter && plain && typedAnswer && currentId() != ResultsPageId && nextButton->isEnabled()
        && nextButton->isVisible()) {
        next();
        return;
    }
    QWizard::keyPressEvent(event);
}

void AdvisorWizard::goToPage(PageId id)
{
    if (currentId() > id)
        restart();
    while (currentId() < id && currentId() != -1) {
        const int before = currentId();
        next();
        if (currentId() == before)
            break; // a page refused to advance
    }
}

void AdvisorWizard::initializePage(int id)
{
    // Before the page shows: a page that needs the panel's width must not first grow the window.
    m_panel->fitTo(id);
    QWizard::initializePage(id);
}

void AdvisorWizard::retranslate()
{
    setWindowTitle(tr("GPU Instance Advisor"));
    setButtonText(QWizard::BackButton, tr("< &Back"));
    setButtonText(QWizard::NextButton, tr("&Next >"));
    button(QWizard::BackButton)->setAccessibleName(tr("Back"));
    button(QWizard::NextButton)->setAccessibleName(tr("Next"));
}

void AdvisorWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange)
        styleHeaderTitle();
    QWizard::changeEvent(event);
}

} // namespace Advisor::Ui
