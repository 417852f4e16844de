// SPDX-License-Identifier: Apache-2.0
// GUI robustness: thousands of seeded random clicks and keystrokes on every wizard page.
// Reproduce a failure with GPUADVISOR_MONKEY_SEED=<seed printed in the log> ./tst_monkey.
#include "models/application/advisorsession.h"
#include "tests/ui/windowfixture.h"
#include "ui/application/mainwindow.h"
#include "ui/common/dialogs.h"
#include "ui/wizard/advisorwizard.h"

#include <memory>

#include <QAbstractButton>
#include <QApplication>
#include <QElapsedTimer>
#include <QMenu>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using namespace Advisor;
using namespace Advisor::Ui;

class TestMonkey : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void randomInput_data();
    void randomInput();

private:
    QList<QWidget *> targets() const;
    bool denied(const QWidget *widget) const;

    std::unique_ptr<WindowFixture> m_fx;
    AdvisorWizard *m_wizard = nullptr; // the window's, once randomInput has found it
    int m_fileRequests = 0;
    int m_configImports = 0; // the workload page's import, once denied because it bypassed the seams
};

void TestMonkey::init()
{
    // The fixture fails on every warning but the offscreen plugin's own notices: each is a bug the monkey found.
    m_fx = std::make_unique<WindowFixture>();
    // Every question is answered "no": the fixture answers messages Cancel and rejects dialogs.
    // File dialogs alternate between no answer and a file in the test's folder, so saving, opening and
    // importing (a scenario where a price file is expected: rejected with every problem) all run.
    m_fx->onFile = [this](const Dialogs::FileRequest &request) {
        if (request.filter.contains(QStringLiteral("config.json")))
            ++m_configImports;
        if (++m_fileRequests % 2 == 0)
            return QString();
        const bool pdf = request.filter.contains(QStringLiteral("*.pdf"));
        return m_fx->filePath(pdf ? QStringLiteral("monkey.pdf") : QStringLiteral("monkey.gpuadvisor.json"));
    };
}

void TestMonkey::cleanup()
{
    m_wizard = nullptr;
    m_fx.reset();
}

bool TestMonkey::denied(const QWidget *widget) const
{
    // Widgets that would leave the wizard. Everything else, the config.json import included, asks through the seams.
    static const QStringList names{QStringLiteral("qt_wizard_cancel"), QStringLiteral("qt_wizard_finish"),
                                   QStringLiteral("qt_wizard_help")};
    if (names.contains(widget->objectName()))
        return true;
    return widget == m_wizard->button(QWizard::CancelButton) || widget == m_wizard->button(QWizard::FinishButton)
        || widget == m_wizard->button(QWizard::HelpButton);
}

QList<QWidget *> TestMonkey::targets() const
{
    QList<QWidget *> result;
    const QList<QWidget *> all = m_wizard->findChildren<QWidget *>();
    for (QWidget *w : all) {
        if (w->isVisible() && w->isEnabled() && w->window() == m_fx->window() && w->width() > 0 && w->height() > 0
            && !denied(w))
            result << w;
    }
    return result;
}

void TestMonkey::randomInput_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("steps");
    const quint32 seed = qEnvironmentVariableIsSet("GPUADVISOR_MONKEY_SEED")
        ? quint32(qEnvironmentVariableIntValue("GPUADVISOR_MONKEY_SEED"))
        : 20261130u;
    QTest::newRow("en") << QStringLiteral("en") << seed << 3000;
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << seed + 1 << 1500;
}

void TestMonkey::randomInput()
{
    QFETCH(QString, language);
    QFETCH(quint32, seed);
    QFETCH(int, steps);
    qInfo("monkey seed %u (%s); rerun with GPUADVISOR_MONKEY_SEED=%u", seed, qPrintable(language), seed);
    REQUIRE(m_fx->launch(language));
    MainWindow *window = m_fx->window();
    AdvisorWizard *wizard = m_fx->wizard();
    REQUIRE(wizard);
    m_wizard = wizard;
    // Back and Next as a user presses them: not at all while they are hidden or disabled.
    const auto press = [wizard](QWizard::WizardButton which) {
        QAbstractButton *button = wizard->button(which);
        if (button->isVisible() && button->isEnabled())
            QTest::mouseClick(button, Qt::LeftButton);
    };

    QRandomGenerator random(seed);
    static const QList<int> keys{Qt::Key_Tab,    Qt::Key_Backtab, Qt::Key_Up,       Qt::Key_Down,  Qt::Key_Left,
                                 Qt::Key_Right,  Qt::Key_Space,   Qt::Key_Home,     Qt::Key_End,   Qt::Key_Backspace,
                                 Qt::Key_Delete, Qt::Key_PageUp,  Qt::Key_PageDown, Qt::Key_0,     Qt::Key_1,
                                 Qt::Key_5,      Qt::Key_9,       Qt::Key_Period,   Qt::Key_Minus, Qt::Key_E,
                                 Qt::Key_A,      Qt::Key_X,       Qt::Key_Return};
    QElapsedTimer clock;
    clock.start();
    int done = 0;
    QSet<int> pagesSeen;
    int menuCommands = 0;
    for (; done < steps && clock.elapsed() < 25000; ++done) {
        const QString where = QStringLiteral("seed %1, step %2").arg(seed).arg(done);
        const quint32 action = random.bounded(100u);
        pagesSeen.insert(wizard->currentId());
        if (action < 7) {
            press(QWizard::NextButton);
        } else if (action < 10) {
            press(QWizard::BackButton);
        } else if (action == 10) {
            // Now and then a menu command, as a user would pick from the File, Edit, View and Language menus.
            // Quit ends the test; presentation mode changes the application font for every later row.
            static const QStringList menuDenyList{QStringLiteral("quitAction"), QStringLiteral("presentationAction")};
            QList<QAction *> actions;
            for (QMenu *menu : window->findChildren<QMenu *>()) {
                for (QAction *a : menu->actions()) {
                    if (a->isEnabled() && !a->isSeparator() && !a->menu() && !menuDenyList.contains(a->objectName()))
                        actions << a;
                }
            }
            if (!actions.isEmpty()) {
                actions.at(int(random.bounded(quint32(actions.size()))))->trigger();
                ++menuCommands;
            }
        } else if (action == 11) {
            if (random.bounded(4u) == 0)
                REQUIRE(m_fx->backToStart()); // rarely: the later pages need time too
        } else {
            const QList<QWidget *> candidates = targets();
            QVERIFY2(!candidates.isEmpty(), qPrintable(where));
            QWidget *target = candidates.at(int(random.bounded(quint32(candidates.size()))));
            if (action < 60) {
                const QPoint point(int(random.bounded(quint32(target->width()))),
                                   int(random.bounded(quint32(target->height()))));
                QTest::mouseClick(target, Qt::LeftButton, Qt::NoModifier, point);
            } else {
                target->setFocus();
                const int key = keys.at(int(random.bounded(quint32(keys.size()))));
                const Qt::KeyboardModifiers modifiers =
                    random.bounded(8u) == 0 ? Qt::ShiftModifier : Qt::KeyboardModifiers(Qt::NoModifier);
                QTest::keyClick(target, Qt::Key(key), modifiers);
            }
        }
        // Combo popups and menus would swallow the next clicks: close them like a user pressing Escape elsewhere.
        while (QWidget *popup = QApplication::activePopupWidget())
            popup->close();
        for (QWidget *top : QApplication::topLevelWidgets()) {
            if (top != window && top->isVisible() && random.bounded(4u) == 0)
                top->close(); // compare dialogs and other non-modal windows
        }
        // The quote dialog is window-modal but not waited for: Escape closes it, as a user would.
        if (QWidget *modal = QApplication::activeModalWidget();
            modal && modal->objectName() == QLatin1String("quoteDialog"))
            QTest::keyClick(modal, Qt::Key_Escape);
        // Let queued work run (recomputes, layout) as a user's event loop would between inputs.
        QCoreApplication::processEvents();
        if (done % 50 == 0)
            m_fx->session()->flush();
        QVERIFY2(wizard->isVisible(), qPrintable(where));
        QVERIFY2(QApplication::activeModalWidget() == nullptr, qPrintable(where));
    }
    m_fx->session()->flush();
    QCoreApplication::processEvents();
    qInfo("%d random actions (%d menu commands, %d file requests, %d config.json imports) in %lld ms, last page %d",
          done, menuCommands, m_fileRequests, m_configImports, static_cast<long long>(clock.elapsed()),
          wizard->currentId());
    // The monkey must have been everywhere, or a page's crash would go unnoticed.
    QVERIFY2(pagesSeen.size() == 6,
             qPrintable(QStringLiteral("seed %1: visited only %2 pages").arg(seed).arg(pagesSeen.size())));
    QVERIFY2(done >= 500, qPrintable(QStringLiteral("too slow: seed %1, only %2 actions").arg(seed).arg(done)));
}

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
