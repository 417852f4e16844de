// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/common/dialogs.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/scenariotemplates.h"

#include <functional>
#include <memory>

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTest>

class QAbstractButton;
class QComboBox;
class QDialog;
class QLineEdit;
class QMenu;
class QSettings;
class QTabWidget;
class QTableView;
class QTemporaryDir;
class QTextBrowser;

namespace Advisor {
class AdvisorSession;
}

namespace Advisor::Ui {
class AppSettings;
class MainWindow;
class ResultsPage;
class Translations;
} // namespace Advisor::Ui

/**
 * Ends the calling test function when a fixture helper failed. The helpers say why themselves (with
 * QTest::qFail, naming the widget or action); an expression that fails without having said anything
 * gets a message here, so a test can never stop early and still pass.
 */
#define REQUIRE(expr)                                                                                                  \
    do {                                                                                                               \
        if (!(expr)) {                                                                                                 \
            if (!QTest::currentTestFailed())                                                                           \
                QTest::qFail("REQUIRE(" #expr ")", __FILE__, __LINE__);                                                \
            return;                                                                                                    \
        }                                                                                                              \
    } while (false)

/**
 * The program's main window as a user meets it, for the GUI tests: built from the embedded catalog,
 * presets and rules like app/ builds it, but over settings in a temporary folder, with every modal
 * question answered by the lists below instead of a person.
 *
 * Tests reach widgets by object name and give input through the real widgets: buttons are clicked, menu
 * actions triggered, keys pressed, text typed. Every helper returns false (or null) after failing the
 * test with a message naming what it could not find or do; call sites wrap them in REQUIRE.
 */
class WindowFixture
{
public:
    /** The results page's tabs, in the order it shows them. */
    enum ResultTab
    {
        DetailTab,
        AdviceTab,
        CostTab,
        PerformanceTab,
        MemoryTab,
        ScalingTab
    };

    WindowFixture();
    ~WindowFixture();
    WindowFixture(const WindowFixture &) = delete;
    WindowFixture &operator=(const WindowFixture &) = delete;

    /** Builds the session and the window in this language, shows it and waits until it is active. */
    bool launch(const QString &language = QStringLiteral("en"));
    /**
     * The program started again over the same settings: a new session and window. The old window is
     * destroyed without being closed, which is what a crash looks like to the next run.
     */
    bool relaunch();

    Advisor::Ui::MainWindow *window() const { return m_window.get(); }
    Advisor::AdvisorSession *session() const { return m_session.get(); }
    Advisor::Ui::AppSettings *settings() const { return m_settings.get(); }
    /** A path in the test's own temporary folder. */
    QString filePath(const QString &name) const;
    QString folder() const;

    /** The object of this type and name anywhere in the window (dialogs it owns included); null fails the test. */
    template<typename T> T *find(const QString &name) const { return find<T>(windowObject(), name); }
    template<typename T> static T *find(QObject *under, const QString &name)
    {
        if (!under) {
            fail(QStringLiteral("no window to look for %1 \"%2\" in").arg(className<T>(), name));
            return nullptr;
        }
        T *found = under->findChild<T *>(name);
        if (!found)
            fail(QStringLiteral("no %1 named \"%2\" in %3").arg(className<T>(), name, under->objectName()));
        return found;
    }
    Advisor::Ui::AdvisorWizard *wizard() const;
    Advisor::Ui::ResultsPage *results() const;
    int currentPage() const;

    // The wizard, through its Back and Next buttons and the start page's list.
    bool next();
    bool back();
    /** Next until the page is reached. */
    bool nextTo(Advisor::Ui::AdvisorWizard::PageId page);
    /** Back until the start page. */
    bool backToStart();
    /** Clicks the template's entry in the start page's list. */
    bool pickTemplate(Advisor::Ui::ScenarioTemplates::Id id);
    /** Back to the start, the template, Next until the page; then lets the recompute and its redraws run. */
    bool walkTo(Advisor::Ui::ScenarioTemplates::Id id, Advisor::Ui::AdvisorWizard::PageId page);

    /** Triggers the window's action of this name (menu entries); it must be enabled. */
    bool trigger(const QString &actionName);
    /** A key press on the window, so its shortcuts (F11, Ctrl+S) apply as they would for a user. */
    bool press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    /** Pops up the menu of this name (which fills it) and clicks its entry at index. */
    bool chooseFromMenu(const QString &menuName, int index);

    bool click(const QString &buttonName) const;
    static bool click(QAbstractButton *button);
    /** Clicks the box when it is not already in that state. */
    static bool setChecked(QAbstractButton *box, bool on);
    /** Selects all of the field's text and types over it, so textEdited fires as for a user. */
    static bool typeInto(QLineEdit *edit, const QString &text);
    /** The same for a NumberField or a QLineEdit of this name under the object. */
    static bool typeInto(QObject *under, const QString &name, const QString &text);
    bool typeInto(const QString &name, const QString &text) const { return typeInto(windowObject(), name, text); }
    /** Moves the combo box to the entry with this data with the arrow keys. */
    static bool choose(QComboBox *combo, const QVariant &data);
    static bool clickTab(QTabWidget *tabs, int index);
    /** Clicks the row (in its first visible column) with these modifiers: Ctrl adds or removes it. */
    static bool clickRow(QTableView *view, int row, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    /** Clicks the column's header until the table is sorted by it in this order. */
    static bool sortBy(QTableView *view, int column, Qt::SortOrder order);
    /** Drags the right edge of the column's header until the column is this wide. */
    static bool resizeColumn(QTableView *view, int column, int width);
    /** Every link the text shows, in reading order. */
    static QStringList links(QTextBrowser *browser);
    /** Scrolls to the link and clicks it. */
    static bool clickLink(QTextBrowser *browser, const QString &href);

    /** Clicks the dialog's OK button. */
    static bool clickOk(QDialog *dialog);

    /**
     * Runs steps on the next dialog the window shows through Dialogs::exec, shown as a user would see it,
     * and answers with what the steps left it at (accepted by its OK button, or rejected).
     */
    void onNextDialog(std::function<void(QDialog *)> steps);

    // What the window asked and what the user answers. Empty queues answer "Cancel".
    QStringList nextFiles; // file dialogs take the first name
    QList<Advisor::Ui::Dialogs::FileRequest> fileRequests;
    QList<QMessageBox::StandardButton> answers; // questions take the first answer
    QList<Advisor::Ui::Dialogs::Message> messages;
    QStringList dialogs; // dialogText() of every dialog run; "preview" for a report preview
    /** Answers every dialog Dialogs::exec runs; without it (and without onNextDialog) they are rejected. */
    std::function<int(QDialog *)> onDialog;
    /** Answers file dialogs instead of nextFiles. */
    std::function<QString(const Advisor::Ui::Dialogs::FileRequest &)> onFile;

    /** What a user would read in a dialog: object name, title, every label, list and text box. */
    static QString dialogText(QDialog *dialog);
    /** Fails the current test with this message; returns false for the helpers' return statements. */
    static bool fail(const QString &message);

private:
    template<typename T> static QString className() { return QString::fromLatin1(T::staticMetaObject.className()); }
    QObject *windowObject() const;
    bool show();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_qsettings;
    std::unique_ptr<Advisor::Ui::AppSettings> m_settings;
    std::unique_ptr<Advisor::Ui::Translations> m_translations;
    std::unique_ptr<Advisor::AdvisorSession> m_session;
    std::unique_ptr<Advisor::Ui::MainWindow> m_window;
    std::function<void(QDialog *)> m_nextDialogSteps;
    QByteArray m_dataHome; // XDG_DATA_HOME as it was before the fixture moved it
};
