// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWizardPage>

class QScrollArea;

namespace Advisor {
class AdvisorSession;
}

namespace Advisor::Ui {

/** A wizard page bound to the shared session: it reloads on a new scenario or catalog and retranslates itself. */
class AdvisorPage : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdvisorPage)

public:
    explicit AdvisorPage(AdvisorSession *session, QWidget *parent = nullptr);

    /** Builds a deferred page's widgets now; the wizard does it on the page's first visit. */
    void ensureBuilt();
    bool isBuilt() const { return m_built; }

    /**
     * False while a number field the user can see holds an invalid value: only valid values move on.
     * An empty field is a missing answer, not an error: the results page says what is still needed.
     */
    bool isComplete() const override;
    /** The same for next() called from elsewhere (the steps list, the decision tree): it stays here. */
    bool validatePage() override { return isComplete(); }

protected:
    /** Puts the scenario's values into the widgets, without emitting edits. */
    virtual void loadFromScenario() = 0;
    /** Rebuilds the choices taken from the catalog (regions, storage, billing); texts come from retranslate(). */
    virtual void loadFromCatalog() { }
    virtual void retranslate() = 0;
    /** Makes the page's widgets, for pages that call deferSetup(). */
    virtual void build() { }
    /** Call at the end of the subclass constructor: virtual calls are not dispatched from the base one. */
    void finishSetup();
    /**
     * Instead of finishSetup(): build(), load and translate on the first visit. Pages not shown at start
     * would otherwise lay out their text in the CJK fonts before the first paint, for nothing.
     */
    void deferSetup() { m_deferred = true; }
    /**
     * Call in the constructor: finishSetup() puts the page's layout in a vertical scroll area, so a page
     * taller than the window scrolls instead of growing the window past the screen (a 1366×768 projector in
     * presentation mode). Never sideways: the page's content wraps to its width.
     */
    void scrollContent() { m_scrolls = true; }
    void initializePage() override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

    AdvisorSession *session() const { return m_session; }
    /** True while loadFromScenario runs, so widget signals do not echo back as edits. */
    bool loading() const { return m_loading; }

private:
    void wrapInScrollArea();

    AdvisorSession *m_session;
    bool m_loading = false;
    bool m_deferred = false;
    bool m_built = false;
    bool m_scrolls = false;
    QScrollArea *m_scrollArea = nullptr; // the PageScrollArea wrapping the page, once made
};

} // namespace Advisor::Ui
