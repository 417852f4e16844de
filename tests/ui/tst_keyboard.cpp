// SPDX-License-Identifier: Apache-2.0
#include "tests/ui/windowfixture.h"
#include "ui/application/helpdialog.h"
#include "ui/application/mainwindow.h"
#include "ui/wizard/advisorwizard.h"

#include <memory>

#include <QAbstractButton>
#include <QApplication>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMultiMap>
#include <QTabWidget>
#include <QTest>
#include <QTimer>
#include <QWizard>

using namespace Advisor;
using namespace Advisor::Ui;

// Keyboard use as people use it: Alt+letter reaches one thing only, the buttons stay where the eye
// expects them, and the language switch keeps both true.

namespace {

/** The letter after a single '&' in a label, lower case; none for "&&" or no mnemonic. */
QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

bool reachable(const QWidget *w)
{
    return w->isVisibleTo(w->window()) && w->isVisible();
}

/** Every Alt+letter a user can press on the window as it is now, with what it reaches. */
QMultiMap<QChar, QString> mnemonics(QWidget *window)
{
    QMultiMap<QChar, QString> keys;
    const auto add = [&keys](const QString &text, const QString &what) {
        const QChar key = mnemonic(text);
        if (!key.isNull())
            keys.insert(key, what + QLatin1String(" \"") + text + QLatin1Char('"'));
    };
    if (const QMenuBar *bar = window->findChild<QMenuBar *>()) // dialogs have none
        for (QAction *menu : bar->actions())
            add(menu->text(), QStringLiteral("menu"));
    for (QLabel *label : window->findChildren<QLabel *>()) {
        // A label's mnemonic works only with a buddy.
        if (reachable(label) && label->buddy())
            add(label->text(), QStringLiteral("label"));
    }
    for (QAbstractButton *button : window->findChildren<QAbstractButton *>()) {
        if (reachable(button))
            add(button->text(), QStringLiteral("button"));
    }
    for (QGroupBox *box : window->findChildren<QGroupBox *>()) {
        if (reachable(box) && box->isCheckable())
            add(box->title(), QStringLiteral("group"));
    }
    for (QTabWidget *tabs : window->findChildren<QTabWidget *>()) {
        if (!reachable(tabs))
            continue;
        for (int i = 0; i < tabs->count(); ++i)
            add(tabs->tabText(i), QStringLiteral("tab"));
    }
    return keys;
}

QStringList clashes(const QMultiMap<QChar, QString> &keys)
{
    QStringList found;
    for (const QChar key : keys.uniqueKeys()) {
        const QStringList users = keys.values(key);
        if (users.size() > 1)
            found << QStringLiteral("Alt+%1: %2").arg(key, users.join(QLatin1String(", ")));
    }
    return found;
}

} // namespace

class TestKeyboard : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { m_fx.reset(); }

    void everyAltKeyReachesOneThing_data();
    void everyAltKeyReachesOneThing();
    void backStaysWhereItIsOnTheResultsPage();
    void unsavedChangesBoxGivesEachButtonItsOwnKey_data();
    void unsavedChangesBoxGivesEachButtonItsOwnKey();
    void theGuideHasNoClashingKeys();

private:
    std::unique_ptr<WindowFixture> m_fx;
};

void TestKeyboard::everyAltKeyReachesOneThing_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("example");
    for (const char *language : {"en", "zh_CN"}) {
        for (ScenarioTemplates::Id id : ScenarioTemplates::all())
            QTest::addRow("%s %d", language, int(id)) << QString::fromLatin1(language) << int(id);
    }
}

void TestKeyboard::everyAltKeyReachesOneThing()
{
    QFETCH(QString, language);
    QFETCH(int, example);
    m_fx = std::make_unique<WindowFixture>();
    REQUIRE(m_fx->launch(language));
    REQUIRE(m_fx->pickTemplate(static_cast<ScenarioTemplates::Id>(example)));
    QStringList found;
    for (int page = AdvisorWizard::StartPageId; page <= AdvisorWizard::ResultsPageId; ++page) {
        if (page != AdvisorWizard::StartPageId)
            REQUIRE(m_fx->next());
        QCOMPARE(m_fx->currentPage(), page);
        const QMultiMap<QChar, QString> keys = mnemonics(m_fx->window());
        for (const QString &clash : clashes(keys))
            found << QStringLiteral("page %1: %2").arg(page).arg(clash);
        // The walkthrough found Alt+L and Alt+E each meaning two things: each is its menu and only that.
        for (const QChar key : {QLatin1Char('l'), QLatin1Char('e')}) {
            if (keys.values(key).size() != 1 || !keys.value(key).startsWith(QLatin1String("menu")))
                found << QStringLiteral("page %1: Alt+%2 reaches %3")
                             .arg(page)
                             .arg(key)
                             .arg(keys.values(key).join(QLatin1String(", ")));
        }
        if (page == AdvisorWizard::ScalePageId) {
            // A plan that trains and serves shows both groups of inputs, and the plan's own buttons.
            // (Remote desktops have nothing to fine-tune: only serving is offered for them.)
            auto *training = m_fx->find<QAbstractButton>(QStringLiteral("addTrainingPhaseButton"));
            REQUIRE(training);
            QCOMPARE(training->isVisible(), example != ScenarioTemplates::Rendering);
            if (training->isVisible())
                REQUIRE(WindowFixture::click(training));
            REQUIRE(m_fx->click(QStringLiteral("addServingPhaseButton")));
            for (const QString &clash : clashes(mnemonics(m_fx->window())))
                found << QStringLiteral("page %1 with a plan: %2").arg(page).arg(clash);
        }
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void TestKeyboard::backStaysWhereItIsOnTheResultsPage()
{
    m_fx = std::make_unique<WindowFixture>();
    REQUIRE(m_fx->launch());
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::DataPageId));
    QAbstractButton *back = m_fx->wizard()->button(QWizard::BackButton);
    QAbstractButton *next = m_fx->wizard()->button(QWizard::NextButton);
    const QPoint backBefore = back->mapTo(m_fx->window(), QPoint());
    const QPoint nextBefore = next->mapTo(m_fx->window(), QPoint());
    REQUIRE(m_fx->next());
    QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::ResultsPageId));
    // Someone who clicked Next twice in a row must not land on Back.
    QTRY_COMPARE(back->mapTo(m_fx->window(), QPoint()), backBefore); // once the layout has settled
    QVERIFY(next->isVisible());
    QVERIFY(!next->isEnabled());
    QCOMPARE(next->mapTo(m_fx->window(), QPoint()), nextBefore);
}

void TestKeyboard::unsavedChangesBoxGivesEachButtonItsOwnKey_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestKeyboard::unsavedChangesBoxGivesEachButtonItsOwnKey()
{
    // The real box, not the fixture's answers: File › New over unsaved changes, answered with Discard.
    QFETCH(QString, language);
    m_fx = std::make_unique<WindowFixture>();
    REQUIRE(m_fx->launch(language));
    REQUIRE(m_fx->pickTemplate(ScenarioTemplates::Serve70B));
    QVERIFY(m_fx->window()->isWindowModified());
    const auto answers = Dialogs::messageHandler;
    Dialogs::messageHandler = nullptr;
    QStringList buttons;
    QStringList found;
    QTimer::singleShot(0, m_fx->window(), [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        if (!QTest::qWaitForWindowActive(box))
            found << QStringLiteral("the box did not become active");
        for (QAbstractButton *button : box->buttons())
            buttons << button->text();
        found << clashes(mnemonics(box));
        // Offscreen, a button's mnemonic does not reach a box run by exec(); the key map above is what a user
        // presses. The button then answers as a click.
        box->button(QMessageBox::Discard)->click();
    });
    const bool triggered = m_fx->trigger(QStringLiteral("newAction"));
    Dialogs::messageHandler = answers;
    REQUIRE(triggered);
    QCOMPARE(buttons.size(), 3);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    QStringList keys;
    for (const QString &text : std::as_const(buttons))
        keys << mnemonic(text);
    QVERIFY2(keys.contains(QStringLiteral("d")) && keys.contains(QStringLiteral("s")), qPrintable(buttons.join(u'|')));
    // Discarded: a new, unchanged scenario on the start page.
    QVERIFY(!m_fx->window()->isWindowModified());
    QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::StartPageId));
}

void TestKeyboard::theGuideHasNoClashingKeys()
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        m_fx = std::make_unique<WindowFixture>();
        REQUIRE(m_fx->launch(language));
        REQUIRE(m_fx->press(Qt::Key_F1));
        auto *guide = m_fx->find<HelpDialog>(QStringLiteral("helpDialog"));
        REQUIRE(guide);
        QTRY_VERIFY(guide->isVisible());
        const QStringList found = clashes(mnemonics(guide));
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
        // Its Help menu entry has a key of its own beside About.
        QVERIFY(!mnemonic(m_fx->find<QAction>(QStringLiteral("guideAction"))->text()).isNull());
    }
}

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
