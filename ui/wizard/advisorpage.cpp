// SPDX-License-Identifier: Apache-2.0
#include "ui/wizard/advisorpage.h"

#include "models/application/advisorsession.h"
#include "ui/widgets/numberfield.h"

#include <algorithm>
#include <utility>
#include <vector>

#include <QApplication>
#include <QEvent>
#include <QLineEdit>
#include <QPointer>
#include <QScrollArea>
#include <QScrollBar>
#include <QShowEvent>
#include <QTimer>
#include <QVBoxLayout>

namespace Advisor::Ui {

namespace {
/**
 * A page's scroll area. As narrow as its content allows (there is no scrolling sideways), but only a few
 * lines tall at least: the window's height is the screen's, and the page scrolls within it.
 */
class PageScrollArea final : public QScrollArea
{
public:
    explicit PageScrollArea(QWidget *parent)
        : QScrollArea(parent)
    {
        setObjectName(QStringLiteral("pageScrollArea"));
        setWidgetResizable(true);
        setFrameShape(QFrame::NoFrame);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        // Not a stop of its own for Tab: the fields inside are.
        setFocusPolicy(Qt::NoFocus);
        // The page's own background (the wizard's style paints it) shows through.
        viewport()->setAutoFillBackground(false);
        connect(verticalScrollBar(), &QScrollBar::rangeChanged, this, &PageScrollArea::followWhileRelayingOut);
    }

    QSize sizeHint() const override { return widget() ? withScrollBar(widget()->sizeHint()) : QScrollArea::sizeHint(); }
    QSize minimumSizeHint() const override
    {
        if (!widget())
            return QScrollArea::minimumSizeHint();
        const QSize least = widget()->minimumSizeHint();
        return withScrollBar(QSize(least.width(), std::min(least.height(), fontMetrics().height() * 6)));
    }

    /** Scrolls to a widget that took focus (by Tab, a mnemonic or a click), a field with its message under it. */
    void follow(QWidget *focused)
    {
        if (!focused || !widget() || !widget()->isAncestorOf(focused))
            return;
        QWidget *shown = focused;
        for (QWidget *w = focused; w && w != widget(); w = w->parentWidget()) {
            if (qobject_cast<NumberField *>(w))
                shown = w;
        }
        ensureWidgetVisible(shown, 0, fontMetrics().height());
    }

    /**
     * Gives the focus back to the widget that had it and follows it once the page is laid out anew.
     * Another language reloads the fields, which disables and hides some for a moment (a draft model's
     * size, until the page puts its method back), and Qt moves the focus off them; and it rewraps every
     * label, growing or shrinking the page in posted layout events, after which the same scroll position
     * showed another part of the page: the field being edited was out of sight and no longer focused.
     */
    void followAfterRelayout(QWidget *focusedBefore)
    {
        m_relayingOut = true;
        QTimer::singleShot(0, this, [this, before = QPointer<QWidget>(focusedBefore)] {
            if (before && before != QApplication::focusWidget() && before->isVisible() && before->isEnabled())
                before->setFocus(Qt::OtherFocusReason);
            follow(QApplication::focusWidget());
        });
        // The layout events of one change are done well within this; later changes of size are the user's.
        QTimer::singleShot(relayoutMs, this, [this] { m_relayingOut = false; });
    }

private:
    static constexpr int relayoutMs = 500;
    bool m_relayingOut = false;

    void followWhileRelayingOut()
    {
        if (m_relayingOut)
            follow(QApplication::focusWidget());
    }

    // The scroll bar's room is kept whether it shows or not, so its showing never squeezes the content.
    QSize withScrollBar(QSize content) const { return content + QSize(verticalScrollBar()->sizeHint().width(), 0); }
};
} // namespace

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

void AdvisorPage::wrapInScrollArea()
{
    QLayout *content = layout();
    if (!content)
        return;
    auto *scroll = new PageScrollArea(this);
    m_scrollArea = scroll;
    // Made inside this window before it takes the layout's widgets: moved within one window, they keep
    // their places in the Tab order.
    auto *inner = new QWidget(this);
    inner->setObjectName(QStringLiteral("pageContent"));
    inner->setLayout(content);
    scroll->setWidget(inner);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(QMargins());
    outer->addWidget(scroll);
    connect(qApp, &QApplication::focusChanged, scroll, [scroll](QWidget *, QWidget *now) { scroll->follow(now); });
}

void AdvisorPage::finishSetup()
{
    m_built = true;
    if (m_scrolls)
        wrapInScrollArea();
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
        QWidget *focused = QApplication::focusWidget();
        if (!isAncestorOf(focused))
            focused = nullptr;
        // What the user typed and the scenario has not taken (an error, or a number being typed) stays as
        // typed, its error in the new language: the reload is for the choices, not for those fields.
        std::vector<std::pair<QPointer<NumberField>, QString>> typed;
        for (NumberField *field : findChildren<NumberField *>()) {
            if (field->isEdited())
                typed.emplace_back(field, field->lineEdit()->text());
        }
        m_loading = true;
        retranslate();
        // Combo texts were rebuilt: put the current choices back.
        loadFromScenario();
        for (const auto &[field, text] : typed) {
            if (field)
                field->restoreTyped(text);
        }
        m_loading = false;
        if (m_scrollArea)
            static_cast<PageScrollArea *>(m_scrollArea)->followAfterRelayout(focused);
    }
    QWizardPage::changeEvent(event);
}

} // namespace Advisor::Ui
