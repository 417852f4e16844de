// SPDX-License-Identifier: Apache-2.0
// Presentation mode on a 1366×768 projector, in either language: every wizard page keeps the window on the
// screen (a page taller than it scrolls), Next and the status bar stay in sight, and the status bar's live
// result is cut at a clause with "…" rather than at the screen's edge.
#include "models/application/advisorsession.h"
#include "tests/ui/windowfixture.h"
#include "ui/application/mainwindow.h"
#include "ui/widgets/elidedcombobox.h"
#include "ui/widgets/numberfield.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/scenariotemplates.h"

#include <memory>

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QStyleOptionComboBox>
#include <QTemporaryDir>
#include <QTest>

using namespace Advisor;
using namespace Advisor::Ui;

namespace {

/** The screen the offscreen platform gives this process: GPUADVISOR_TEST_SCREEN=WIDTHxHEIGHT, else 1366×768. */
QSize screenSize()
{
    const QList<QByteArray> parts = qgetenv("GPUADVISOR_TEST_SCREEN").split('x');
    if (parts.size() == 2 && parts[0].toInt() > 0 && parts[1].toInt() > 0)
        return {parts[0].toInt(), parts[1].toInt()};
    return {1366, 768};
}

/** True when main() gave the offscreen platform that screen; under Xvfb the screen is the server's. */
bool screenConfigured = false;

QRect globalRect(const QWidget *widget)
{
    return {widget->mapToGlobal(QPoint()), widget->size()};
}

QString describe(const QRect &r)
{
    return QStringLiteral("%1,%2 %3×%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

/** The window, Next and the status bar lie on the screen, and the window is still full screen. */
bool staysOnScreen(QWidget *window, QWizard *wizard, const QString &where)
{
    const QRect screen = window->screen()->geometry();
    if (screenConfigured && screen.size() != screenSize())
        return WindowFixture::fail(QStringLiteral("the screen is %1").arg(describe(screen)));
    if (!window->isFullScreen())
        return WindowFixture::fail(where + QStringLiteral(": the window left full screen"));
    if (!screen.contains(window->frameGeometry()) || window->size() != screen.size())
        return WindowFixture::fail(QStringLiteral("%1: the window is %2 on a %3 screen")
                                       .arg(where, describe(window->frameGeometry()), describe(screen)));
    const QAbstractButton *next = wizard->button(QWizard::NextButton);
    auto *status = window->findChild<QStatusBar *>();
    for (const QWidget *widget : {static_cast<const QWidget *>(next), static_cast<const QWidget *>(status)}) {
        if (!widget || !widget->isVisible() || !screen.contains(globalRect(widget)))
            return WindowFixture::fail(QStringLiteral("%1: %2 at %3 is off the screen")
                                           .arg(where, widget ? widget->metaObject()->className() : "nothing",
                                                widget ? describe(globalRect(widget)) : QString()));
    }
    return true;
}

/** The widget lies inside the part of its scroll area's page that shows. */
bool inSight(QWidget *widget, const QString &what)
{
    QWidget *ancestor = widget->parentWidget();
    while (ancestor && !qobject_cast<QScrollArea *>(ancestor))
        ancestor = ancestor->parentWidget();
    const QRect shown =
        ancestor ? globalRect(static_cast<QScrollArea *>(ancestor)->viewport()) : globalRect(widget->window());
    if (!shown.contains(globalRect(widget)))
        return WindowFixture::fail(
            QStringLiteral("%1 at %2 is out of sight of %3").arg(what, describe(globalRect(widget)), describe(shown)));
    return true;
}

/** The page's content is no wider than the part of it that shows: nothing is cut at its right edge. */
bool nothingCutSideways(QWidget *page, const QString &where)
{
    auto *scroll = page ? page->findChild<QScrollArea *>() : nullptr;
    if (!scroll || !scroll->widget())
        return WindowFixture::fail(where + QStringLiteral(": the page does not scroll"));
    const QRect shown = globalRect(scroll->viewport());
    for (QWidget *widget : scroll->widget()->findChildren<QWidget *>()) {
        if (!widget->isVisible() || !qobject_cast<QGroupBox *>(widget))
            continue;
        if (globalRect(widget).right() > shown.right())
            return WindowFixture::fail(QStringLiteral("%1: %2 ends at x %3, the page at %4")
                                           .arg(where, widget->objectName())
                                           .arg(globalRect(widget).right())
                                           .arg(shown.right()));
    }
    if (scroll->widget()->width() > scroll->viewport()->width())
        return WindowFixture::fail(QStringLiteral("%1: the page is %2 px wide in %3 px")
                                       .arg(where)
                                       .arg(scroll->widget()->width())
                                       .arg(scroll->viewport()->width()));
    return true;
}

/** What a combo box draws: its entry fitted to the box, or all of it for Qt's own box, which clips. */
QString drawnText(QComboBox *combo)
{
    auto *fitted = dynamic_cast<ElidedComboBox *>(combo);
    return fitted ? fitted->shownText() : combo->currentText();
}

/** The combo box's text lies within its frame: whole, or cut with "…" and whole in the tooltip. */
bool drawnWithin(QComboBox *combo, const QString &where)
{
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.editable = combo->isEditable();
    const int room =
        combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo).width() - 2;
    const QString drawn = drawnText(combo);
    const int width = combo->fontMetrics().horizontalAdvance(drawn);
    if (width > room)
        return WindowFixture::fail(QStringLiteral("%1: %2 draws \"%3\", %4 px in %5 px")
                                       .arg(where, combo->objectName(), drawn)
                                       .arg(width)
                                       .arg(room));
    auto *fitted = dynamic_cast<ElidedComboBox *>(combo);
    if (drawn != combo->currentText()
        && (!drawn.endsWith(QChar(0x2026)) || !fitted || !fitted->fullToolTip().startsWith(combo->currentText())))
        return WindowFixture::fail(
            QStringLiteral("%1: %2 cut to \"%3\" without its tooltip").arg(where, combo->objectName(), drawn));
    return true;
}

void saveShot(QWidget *window, const QString &name)
{
    const QString dir = qEnvironmentVariable("GPUADVISOR_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    const QSize size = window->screen()->size();
    QVERIFY(window->grab().save(QStringLiteral("%1/%2-%3x%4.png").arg(dir, name).arg(size.width()).arg(size.height())));
}

} // namespace

class TestPresentationFit : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();

    void aDraftModelWaitingForItsSizeKeepsTheWindowOnScreen_data();
    void aDraftModelWaitingForItsSizeKeepsTheWindowOnScreen();
    void everyPageKeepsTheWindowOnScreen_data();
    void everyPageKeepsTheWindowOnScreen();
    void theLiveResultIsCutAtAClause_data();
    void theLiveResultIsCutAtAClause();
    void theRegionFitsOrIsCutWithItsTooltip_data();
    void theRegionFitsOrIsCutWithItsTooltip();
    void theDesktopNoteShowsWhole_data() { theLiveResultIsCutAtAClause_data(); }
    void theDesktopNoteShowsWhole();
    void theFocusedFieldStaysInSightAcrossALanguageSwitch_data();
    void theFocusedFieldStaysInSightAcrossALanguageSwitch();

private:
    bool present(const QString &language);
    bool switchLanguage(const QString &language);

    std::unique_ptr<WindowFixture> m_fx;
};

void TestPresentationFit::cleanup()
{
    // The next case starts from the normal font, in English.
    if (m_fx && m_fx->window() && m_fx->window()->isFullScreen())
        m_fx->press(Qt::Key_F11);
    m_fx.reset();
}

bool TestPresentationFit::present(const QString &language)
{
    m_fx = std::make_unique<WindowFixture>();
    if (!m_fx->launch(language) || !m_fx->press(Qt::Key_F11))
        return false;
    if (!QTest::qWaitFor([this] { return m_fx->window()->isFullScreen(); }))
        return WindowFixture::fail(QStringLiteral("F11 did not make the window full screen"));
    return true;
}

bool TestPresentationFit::switchLanguage(const QString &language)
{
    if (!m_fx->trigger(language == QLatin1String("en") ? QStringLiteral("englishAction")
                                                       : QStringLiteral("chineseAction")))
        return false;
    // The wrapped messages fit their new lines in a queued call.
    QTest::qWait(50);
    QCoreApplication::processEvents();
    return true;
}

void TestPresentationFit::aDraftModelWaitingForItsSizeKeepsTheWindowOnScreen_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("switchTo"); // switched on the page, with the Language menu
    QTest::newRow("en") << QStringLiteral("en") << QString();
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QString();
    QTest::newRow("en, then zh_CN") << QStringLiteral("en") << QStringLiteral("zh_CN");
    QTest::newRow("zh_CN, then en") << QStringLiteral("zh_CN") << QStringLiteral("en");
}

/**
 * The tallest state of the scale page: a chat model served, speculative decoding by a draft model whose
 * size is not given yet, so every speculative field and the draft size's three-line note show. At 1366×768
 * in the presentation font the window once grew to 1366×789 after a switch to Chinese, Next and the status
 * bar below the screen, and the note's third line was cut in English.
 */
void TestPresentationFit::aDraftModelWaitingForItsSizeKeepsTheWindowOnScreen()
{
    QFETCH(QString, language);
    QFETCH(QString, switchTo);
    REQUIRE(present(language));
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    auto *method = m_fx->find<QComboBox>(QStringLiteral("speculativeCombo"));
    auto *size = m_fx->find<NumberField>(QStringLiteral("draftSizeField"));
    auto *note = m_fx->find<QLabel>(QStringLiteral("draftSizeNote"));
    REQUIRE(method && size && note);
    REQUIRE(WindowFixture::choose(method, QStringLiteral("draft")));
    if (!switchTo.isEmpty())
        REQUIRE(switchLanguage(switchTo));
    QTest::qWait(50);
    QCoreApplication::processEvents();
    const QString where = QStringLiteral("scale page, %1").arg(QTest::currentDataTag());
    saveShot(m_fx->window(),
             QStringLiteral("presentation-scale-draft-%1")
                 .arg(switchTo.isEmpty() ? language : language + QLatin1String("-to-") + switchTo));
    REQUIRE(staysOnScreen(m_fx->window(), m_fx->wizard(), where));
    REQUIRE(nothingCutSideways(m_fx->wizard()->currentPage(), where));
    QCOMPARE(method->currentData().toString(), QStringLiteral("draft"));
    QVERIFY(note->isVisible());
    QVERIFY2(note->height() >= note->heightForWidth(note->width()),
             qPrintable(QStringLiteral("%1 px of %2").arg(note->height()).arg(note->heightForWidth(note->width()))));
    // Tab walks from the method to its fields as before, and the page scrolls to the one that takes focus,
    // its note included.
    method->setFocus(Qt::TabFocusReason);
    for (const char *name : {"acceptanceLengthField", "draftTokensField", "draftSizeField"}) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        auto *field = m_fx->find<NumberField>(QLatin1String(name));
        REQUIRE(field);
        QCOMPARE(QApplication::focusWidget(), field->lineEdit());
        REQUIRE(inSight(field, QLatin1String(name)));
    }
    REQUIRE(inSight(note, QStringLiteral("the draft size's note")));
    // A plan that fine-tunes the model too shows the training inputs beside (or above) the serving ones.
    REQUIRE(m_fx->click(QStringLiteral("addTrainingPhaseButton")));
    QTest::qWait(50);
    QCoreApplication::processEvents();
    saveShot(m_fx->window(),
             QStringLiteral("presentation-scale-both-%1")
                 .arg(QTest::currentDataTag())
                 .replace(QLatin1String(", then "), QLatin1String("-to-")));
    REQUIRE(staysOnScreen(m_fx->window(), m_fx->wizard(), where + QStringLiteral(" with training")));
    REQUIRE(nothingCutSideways(m_fx->wizard()->currentPage(), where + QStringLiteral(" with training")));
    size->lineEdit()->setFocus(Qt::ShortcutFocusReason);
    REQUIRE(inSight(size, QStringLiteral("the draft size with training")));
    // Typed, the size lets Next go on, which Enter does.
    QTest::keyClicks(size->lineEdit(), QStringLiteral("0.5"));
    QTest::keyClick(size->lineEdit(), Qt::Key_Return);
    QTRY_COMPARE(m_fx->currentPage(), int(AdvisorWizard::BudgetPageId));
    REQUIRE(staysOnScreen(m_fx->window(), m_fx->wizard(), QStringLiteral("budget page")));
}

void TestPresentationFit::everyPageKeepsTheWindowOnScreen_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("scenario");
    for (const char *language : {"en", "zh_CN"}) {
        for (const ScenarioTemplates::Id id : ScenarioTemplates::all())
            QTest::addRow("%s %d", language, int(id)) << QString::fromLatin1(language) << int(id);
    }
}

void TestPresentationFit::everyPageKeepsTheWindowOnScreen()
{
    QFETCH(QString, language);
    QFETCH(int, scenario);
    REQUIRE(present(language));
    REQUIRE(m_fx->pickTemplate(ScenarioTemplates::Id(scenario)));
    for (int page = AdvisorWizard::StartPageId;; ++page) {
        QCoreApplication::processEvents();
        saveShot(m_fx->window(), QStringLiteral("presentation-%1-%2-page%3").arg(language).arg(scenario).arg(page));
        REQUIRE(staysOnScreen(m_fx->window(), m_fx->wizard(),
                              QStringLiteral("page %1 of %2").arg(page).arg(QTest::currentDataTag())));
        if (page == AdvisorWizard::DataPageId)
            break;
        // A template may leave an answer for the user to give: this walk stops where Next waits for it.
        if (!m_fx->wizard()->button(QWizard::NextButton)->isEnabled())
            break;
        REQUIRE(m_fx->next());
    }
}

void TestPresentationFit::theLiveResultIsCutAtAClause_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

/** The status bar's line, on the start page, in the presentation font: too long for 1366 px in English. */
void TestPresentationFit::theLiveResultIsCutAtAClause()
{
    QFETCH(QString, language);
    REQUIRE(present(language));
    auto *status = m_fx->find<QLabel>(QStringLiteral("liveStatus"));
    REQUIRE(status);
    QCoreApplication::processEvents();
    saveShot(m_fx->window(), QStringLiteral("presentation-start-%1").arg(language));
    REQUIRE(staysOnScreen(m_fx->window(), m_fx->wizard(), QStringLiteral("start page")));
    const QString full = status->toolTip();
    const QString shown = status->text();
    QVERIFY2(!full.isEmpty(), "the tooltip holds the whole line");
    const QString start = language == QLatin1String("en") ? QStringLiteral("Live result") : QStringLiteral("实时结果");
    QVERIFY2(full.startsWith(start), qPrintable(full));
    QVERIFY2(status->fontMetrics().horizontalAdvance(shown) <= status->contentsRect().width(),
             qPrintable(QStringLiteral("%1 px of text in %2 px")
                            .arg(status->fontMetrics().horizontalAdvance(shown))
                            .arg(status->contentsRect().width())));
    QVERIFY(m_fx->window()->screen()->geometry().contains(globalRect(status)));
    // The premise: the whole line does not fit the projector (a 1920-px screen, for renders, has room).
    if (language == QLatin1String("en") && m_fx->window()->width() <= 1366)
        QVERIFY(status->fontMetrics().horizontalAdvance(full) > status->contentsRect().width());
    if (shown != full) {
        QVERIFY2(shown.endsWith(QChar(0x2026)), qPrintable(shown));
        const QString kept = shown.chopped(1).trimmed();
        QVERIFY2(full.startsWith(kept), qPrintable(shown));
        // Whole clauses: what follows the kept text starts a new clause, so no number or word was cut.
        const QChar after = full.at(kept.size());
        QVERIFY2(!after.isLetterOrNumber(), qPrintable(QStringLiteral("cut before \"%1\"").arg(full.mid(kept.size()))));
    }
    // Wide enough, the whole line shows again.
    REQUIRE(m_fx->press(Qt::Key_F11));
    QTRY_VERIFY(!m_fx->window()->isFullScreen());
    m_fx->window()->resize(3000, 700);
    QTRY_COMPARE(status->text(), status->toolTip());
}

void TestPresentationFit::theRegionFitsOrIsCutWithItsTooltip_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("switchTo");
    QTest::newRow("en") << QStringLiteral("en") << QString();
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QString();
    QTest::newRow("zh_CN, then en") << QStringLiteral("zh_CN") << QStringLiteral("en");
}

/**
 * The budget page's region names its prices and their age ("… — 29 prices, oldest 3 years ago"), longer
 * than the page at 1366 px in the presentation font in English: Qt's combo box kept the width of its
 * first showing and clipped the text at its frame without a sign. The text drawn fits the box, cut at a
 * clause with "…" and whole in the tooltip, and the box stays on the page.
 */
void TestPresentationFit::theRegionFitsOrIsCutWithItsTooltip()
{
    QFETCH(QString, language);
    QFETCH(QString, switchTo);
    REQUIRE(present(language));
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::BudgetPageId));
    if (!switchTo.isEmpty())
        REQUIRE(switchLanguage(switchTo));
    auto *combo = m_fx->find<QComboBox>(QStringLiteral("regionCombo"));
    REQUIRE(combo);
    QTest::qWait(50);
    QCoreApplication::processEvents();
    saveShot(m_fx->window(), QStringLiteral("presentation-budget-%1").arg(switchTo.isEmpty() ? language : switchTo));
    const QString where = QStringLiteral("budget page, %1").arg(QTest::currentDataTag());
    REQUIRE(staysOnScreen(m_fx->window(), m_fx->wizard(), where));
    REQUIRE(inSight(combo, QStringLiteral("the region")));
    auto *fitted = dynamic_cast<ElidedComboBox *>(combo);
    const QString drawn = fitted ? fitted->shownText() : combo->currentText();
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.editable = combo->isEditable();
    const int room =
        combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo).width() - 2;
    QVERIFY2(combo->fontMetrics().horizontalAdvance(drawn) <= room,
             qPrintable(QStringLiteral("\"%1\" is %2 px in %3 px")
                            .arg(drawn)
                            .arg(combo->fontMetrics().horizontalAdvance(drawn))
                            .arg(room)));
    REQUIRE(fitted);
    if (drawn != combo->currentText()) {
        QVERIFY2(drawn.endsWith(QChar(0x2026)), qPrintable(drawn));
        QVERIFY2(combo->currentText().startsWith(drawn.chopped(1)), qPrintable(drawn));
        QVERIFY2(fitted->fullToolTip().startsWith(combo->currentText()), qPrintable(fitted->fullToolTip()));
        QVERIFY2(fitted->fullToolTip().contains(combo->toolTip()), qPrintable(fitted->fullToolTip()));
    } else {
        QCOMPARE(fitted->fullToolTip(), combo->toolTip());
    }
    // A screen with room shows it whole.
    if (m_fx->window()->width() >= 1920)
        QCOMPARE(drawn, combo->currentText());
}

/** Rendering asks no model: the workload page says why in a wrapped note, every line of which shows. */
void TestPresentationFit::theDesktopNoteShowsWhole()
{
    QFETCH(QString, language);
    REQUIRE(present(language));
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Rendering, AdvisorWizard::WorkloadPageId));
    auto *note = m_fx->find<QLabel>(QStringLiteral("graphicsNote"));
    REQUIRE(note);
    QTest::qWait(50);
    QCoreApplication::processEvents();
    saveShot(m_fx->window(), QStringLiteral("presentation-desktops-workload-%1").arg(language));
    QVERIFY(note->isVisible());
    QVERIFY2(note->height() >= note->heightForWidth(note->width()),
             qPrintable(QStringLiteral("%1 px of %2").arg(note->height()).arg(note->heightForWidth(note->width()))));
    REQUIRE(inSight(note, QStringLiteral("the note")));
}

void TestPresentationFit::theFocusedFieldStaysInSightAcrossALanguageSwitch_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("switchTo");
    QTest::newRow("en, then zh_CN") << QStringLiteral("en") << QStringLiteral("zh_CN");
    QTest::newRow("zh_CN, then en") << QStringLiteral("zh_CN") << QStringLiteral("en");
}

/**
 * The scale page taller than the projector, the lowest field being edited: the new language lays the page
 * out again (other line breaks, another height), and the page scrolls back to that field rather than
 * leaving it below the screen's edge.
 */
void TestPresentationFit::theFocusedFieldStaysInSightAcrossALanguageSwitch()
{
    QFETCH(QString, language);
    QFETCH(QString, switchTo);
    REQUIRE(present(language));
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    auto *method = m_fx->find<QComboBox>(QStringLiteral("speculativeCombo"));
    REQUIRE(method);
    REQUIRE(WindowFixture::choose(method, QStringLiteral("draft")));
    REQUIRE(m_fx->click(QStringLiteral("addTrainingPhaseButton")));
    QTest::qWait(50);
    QCoreApplication::processEvents();
    auto *scroll = m_fx->wizard()->currentPage()->findChild<QScrollArea *>();
    REQUIRE(scroll);
    // The premise: the page scrolls, as it does on the projector; a larger screen (renders) shows it whole.
    if (m_fx->window()->height() > 768 && scroll->verticalScrollBar()->maximum() == 0)
        QSKIP("the page fits this screen whole: nothing to scroll");
    QVERIFY(scroll->verticalScrollBar()->maximum() > 0);
    // The lowest number field the page shows of the serving and training inputs (the plan's rows are made
    // again in the new language).
    NumberField *lowest = nullptr;
    for (const char *group : {"servingGroup", "trainingGroup"}) {
        auto *box = m_fx->find<QGroupBox>(QLatin1String(group));
        REQUIRE(box);
        for (NumberField *field : box->findChildren<NumberField *>()) {
            if (field->isVisible()
                && (!lowest
                    || field->mapTo(scroll->widget(), QPoint()).y() > lowest->mapTo(scroll->widget(), QPoint()).y()))
                lowest = field;
        }
    }
    REQUIRE(lowest);
    lowest->lineEdit()->setFocus(Qt::TabFocusReason);
    QCoreApplication::processEvents();
    REQUIRE(inSight(lowest, lowest->objectName()));
    REQUIRE(switchLanguage(switchTo));
    QTest::qWait(100);
    QCoreApplication::processEvents();
    QCOMPARE(QApplication::focusWidget(), lowest->lineEdit());
    REQUIRE(inSight(lowest, lowest->objectName() + QStringLiteral(" after the switch")));
    // The choices of both groups, squeezed side by side in Chinese, draw within their boxes.
    saveShot(m_fx->window(), QStringLiteral("presentation-scale-switched-%1").arg(switchTo));
    for (const char *name : {"memorySavingCombo", "offloadCombo", "llmEngineCombo", "speculativeCombo"}) {
        auto *combo = m_fx->find<QComboBox>(QLatin1String(name));
        REQUIRE(combo);
        REQUIRE(drawnWithin(combo, QTest::currentDataTag()));
    }
    // From the top of the page as well: scrolled away, the switch brings the field back.
    scroll->verticalScrollBar()->setValue(0);
    REQUIRE(switchLanguage(language));
    QTest::qWait(100);
    QCoreApplication::processEvents();
    REQUIRE(inSight(lowest, lowest->objectName() + QStringLiteral(" after switching back")));
}

int main(int argc, char **argv)
{
    // An offscreen screen of a projector's size, not the plugin's 800×600.
    QTemporaryDir dir;
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    screenConfigured = platform.isEmpty() || platform == "offscreen";
    const QSize size = screenSize();
    QFile file(dir.filePath(QStringLiteral("screen.json")));
    if (!dir.isValid() || !file.open(QIODevice::WriteOnly))
        return 1;
    file.write(QStringLiteral("{\"screens\": [{\"name\": \"projector\", \"x\": 0, \"y\": 0, \"width\": %1, "
                              "\"height\": %2, \"logicalDpi\": 96, \"logicalBaseDpi\": 96, \"dpr\": 1}]}")
                   .arg(size.width())
                   .arg(size.height())
                   .toUtf8());
    file.close();
    if (screenConfigured)
        qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + file.fileName().toLocal8Bit());
    QApplication app(argc, argv);
    TestPresentationFit test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_presentationfit.moc"
