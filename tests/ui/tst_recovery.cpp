// SPDX-License-Identifier: Apache-2.0
// Crash recovery loses nothing: any state the wizard holds autosaves and restores, every crashed
// window's work is offered at once and comes back in a window of its own (copies of the program that
// ran as processes of their own and were killed included), an autosave that cannot be restored is kept
// and its place told, what a killed write left behind is cleaned up, a save by another copy is noticed,
// and the user hears when there is no autosave at all or when settings had to be reset.
#include "models/application/advisorsession.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/io/safewrite.h"
#include "models/scenario/scenarioio.h"
#include "tests/testutils.h"
#include "tests/ui/windowfixture.h"
#include "ui/application/appsettings.h"
#include "ui/application/autosavefiles.h"
#include "ui/application/filecontroller.h"
#include "ui/application/mainwindow.h"
#include "ui/application/translations.h"
#include "ui/common/dialogs.h"
#include "ui/results/resultspage.h"
#include "ui/widgets/numberfield.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/scenariotemplates.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

#include <sys/stat.h>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QLockFile>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace Advisor;
using namespace Advisor::Ui;

namespace {
/** Set in a child process: it runs as a copy of the program that will crash, with this scenario name. */
constexpr char crashingCopyVariable[] = "TST_RECOVERY_CRASHING_COPY";
/** Set too: the copy opens this file, and saves its work over it with Ctrl+S. */
constexpr char saveOverVariable[] = "TST_RECOVERY_SAVE_OVER";
} // namespace

class TestRecovery : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_fx = std::make_unique<WindowFixture>();
        m_fx->onDialog = [](QDialog *) { return int(QDialog::Accepted); };
        REQUIRE(m_fx->launch());
    }
    void cleanup() { m_fx.reset(); }

    void anIncompleteScenarioComesBack_data()
    {
        QTest::addColumn<int>("startFrom");
        for (const ScenarioTemplates::Id id : ScenarioTemplates::all())
            QTest::newRow(qPrintable(ScenarioTemplates::title(id))) << int(id);
    }

    void anIncompleteScenarioComesBack()
    {
        // "Start from scratch" before a model is chosen was rejected on restore, then deleted.
        QFETCH(int, startFrom);
        m_fx->window()->startSession();
        FileController *files = document();
        REQUIRE(files);
        REQUIRE(m_fx->walkTo(ScenarioTemplates::Id(startFrom), AdvisorWizard::WorkloadPageId));
        session()->edit([](Scenario &s) { s.constraints.customerDiscountPercent = 9; });
        const QString autosave = files->autosavePath();
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(autosave), 5000);
        const QByteArray expected = ScenarioIo::toJson(session()->scenario());
        QTRY_COMPARE_WITH_TIMEOUT(readAll(autosave), expected, 5000);

        REQUIRE(m_fx->relaunch()); // a crash
        m_fx->answers << QMessageBox::Yes;
        m_fx->window()->startSession();
        QCOMPARE(m_fx->messages.size(), 1); // the question, and no failure after it
        QCOMPARE(ScenarioIo::toJson(session()->scenario()), expected);
    }

    void everyCrashedWindowsWorkIsOfferedAtOnce()
    {
        // Three windows crashed. The standard file, which this run takes, holds the middle one: restoring
        // the newest here must not write over it before it has a window of its own.
        const QDateTime now = QDateTime::currentDateTime();
        const Orphan alpha = writeOrphan(2, QStringLiteral("Alpha training"), 11, now.addSecs(-5 * 60));
        const Orphan beta = writeOrphan(1, QStringLiteral("Beta serving"), 12, now.addSecs(-20 * 60));
        const Orphan gamma = writeOrphan(3, QStringLiteral("Gamma render"), 13, now.addSecs(-60 * 60));
        REQUIRE(alpha.ok && beta.ok && gamma.ok);

        bool shown = false;
        m_fx->onNextDialog([&](QDialog *dialog) {
            auto *list = WindowFixture::find<QListWidget>(dialog, QStringLiteral("recoveryList"));
            REQUIRE(list);
            QCOMPARE(list->count(), 3);
            // Newest first, each by its name and the time it was last changed, each ticked.
            const QList<Orphan> order{alpha, beta, gamma};
            for (int row = 0; row < 3; ++row) {
                const QString text = list->item(row)->text();
                QVERIFY2(text.startsWith(order.at(row).name), qPrintable(text));
                QVERIFY2(text.contains(QLocale().toString(order.at(row).modified, QLocale::ShortFormat)),
                         qPrintable(text));
                QCOMPARE(list->item(row)->checkState(), Qt::Checked);
            }
            // Nothing is touched while the user decides.
            for (const Orphan &orphan : order)
                QCOMPARE(readAll(orphan.path), orphan.bytes);
            // Gamma is unticked as a user does it: picked, then Space.
            QListWidgetItem *last = list->item(2);
            list->scrollToItem(last);
            QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, list->visualItemRect(last).center());
            QTest::keyClick(list, Qt::Key_Space);
            QCOMPARE(last->checkState(), Qt::Unchecked);
            QVERIFY(QFile::exists(gamma.path));
            shown = true;
            REQUIRE(WindowFixture::click(
                WindowFixture::find<QPushButton>(dialog, QStringLiteral("restoreSelectedButton"))));
        });
        m_fx->window()->startSession();
        QVERIFY(shown);
        QVERIFY2(m_fx->messages.isEmpty(), qPrintable(m_fx->messages.value(0).text));

        // The newest in this window, untitled and modified, copied into this window's own autosave.
        QCOMPARE(session()->scenario().name, alpha.name);
        QCOMPARE(session()->scenario().constraints.customerDiscountPercent, 11.0);
        QVERIFY(m_fx->window()->isWindowModified());
        QVERIFY(document()->currentPath().isEmpty());
        // The other ticked one in a window of its own, just as restored.
        const QList<MainWindow *> others = otherWindows();
        QCOMPARE(others.size(), 1);
        MainWindow *other = others.first();
        QVERIFY2(other->windowTitle().startsWith(QStringLiteral("Untitled")), qPrintable(other->windowTitle()));
        QVERIFY2(other->windowTitle().contains(beta.name), qPrintable(other->windowTitle()));
        QVERIFY(other->isWindowModified());
        // A step down and right of this one, and still whole on the screen: Next and the status bar show.
        const QRect available = other->screen()->availableGeometry();
        QVERIFY2(other->geometry().bottom() <= available.bottom() && other->geometry().right() <= available.right(),
                 qPrintable(QStringLiteral("%1,%2 %3x%4")
                                .arg(other->x())
                                .arg(other->y())
                                .arg(other->width())
                                .arg(other->height())));
        auto *otherFiles = WindowFixture::find<FileController>(other, QStringLiteral("fileController"));
        REQUIRE(otherFiles);
        QVERIFY(otherFiles->sessionStarted());
        QVERIFY(otherFiles->isModified());
        QVERIFY(otherFiles->currentPath().isEmpty());

        // Each window's work is in an autosave of its own, locked by this run; the orphans are gone,
        // the unticked one too (after the answer: it was there while the dialog was up).
        const QString mine = document()->autosavePath();
        const QString theirs = otherFiles->autosavePath();
        QVERIFY(!mine.isEmpty() && !theirs.isEmpty() && mine != theirs);
        QCOMPARE(scenarioIn(mine).name, alpha.name);
        QCOMPARE(scenarioIn(theirs).name, beta.name);
        QCOMPARE(scenarioIn(theirs).constraints.customerDiscountPercent, 12.0);
        // Copied with the time the work was last changed, which a second crash's list shows.
        QCOMPARE(QFileInfo(mine).lastModified(), alpha.modified);
        QCOMPARE(QFileInfo(theirs).lastModified(), beta.modified);
        for (const QString &path : {mine, theirs}) {
            QLockFile probe(path + QStringLiteral(".lock"));
            probe.setStaleLockTime(0);
            QVERIFY2(!probe.tryLock(0), qPrintable(path));
        }
        for (const Orphan &orphan : {alpha, beta, gamma}) {
            QVERIFY(orphan.path != mine && orphan.path != theirs);
            QVERIFY2(!QFile::exists(orphan.path), qPrintable(orphan.path));
        }
    }

    void everyOrphanComesBackInAWindowOfItsOwn()
    {
        // The shipped window's path: MainWindow gives its document the opener, so no ticked work waits
        // for a later start. Four crashed windows, in slots with a gap, all kept ticked; Return answers.
        const QDateTime now = QDateTime::currentDateTime();
        const QList<Orphan> orphans{writeOrphan(3, QStringLiteral("Alpha training"), 21, now.addSecs(-2 * 60)),
                                    writeOrphan(1, QStringLiteral("Beta serving"), 22, now.addSecs(-4 * 60)),
                                    writeOrphan(5, QStringLiteral("Gamma render"), 23, now.addSecs(-6 * 60)),
                                    writeOrphan(2, QStringLiteral("Delta tuning"), 24, now.addSecs(-8 * 60))};
        for (const Orphan &orphan : orphans)
            REQUIRE(orphan.ok);
        m_fx->onNextDialog([](QDialog *dialog) { QTest::keyClick(dialog, Qt::Key_Return); });
        m_fx->window()->startSession();
        QCOMPARE(m_fx->dialogs.size(), 1);
        QVERIFY2(m_fx->messages.isEmpty(), qPrintable(m_fx->messages.value(0).text));

        // This window and one more per further orphan, each showing its own work, each in its own locked
        // autosave; no orphan is left for the next start.
        QList<MainWindow *> windows{m_fx->window()};
        windows += otherWindows();
        QCOMPARE(windows.size(), orphans.size());
        QSet<QString> names;
        QSet<QString> autosaves;
        for (MainWindow *window : std::as_const(windows)) {
            auto *files = WindowFixture::find<FileController>(window, QStringLiteral("fileController"));
            REQUIRE(files);
            QVERIFY(files->sessionStarted());
            QVERIFY(files->isModified() && window->isWindowModified());
            const Scenario kept = scenarioIn(files->autosavePath());
            names.insert(kept.name);
            autosaves.insert(files->autosavePath());
            QVERIFY2(window->windowTitle().contains(kept.name), qPrintable(window->windowTitle()));
            QLockFile probe(files->autosavePath() + QStringLiteral(".lock"));
            probe.setStaleLockTime(0);
            QVERIFY2(!probe.tryLock(0), qPrintable(files->autosavePath()));
        }
        QCOMPARE(autosaves.size(), orphans.size());
        for (const Orphan &orphan : orphans) {
            QVERIFY2(names.contains(orphan.name), qPrintable(orphan.name));
            if (!autosaves.contains(orphan.path))
                QVERIFY2(!QFile::exists(orphan.path), qPrintable(orphan.path));
        }
        QCOMPARE(session()->scenario().name, orphans.first().name); // the newest here
    }

    void twoCopiesThatCrashLoseNeithersWork()
    {
        // Two copies of the program run at once, each a process with a window and unsaved work typed in,
        // and both are killed. While they run, a third start leaves their autosaves alone; after the
        // crash, the next start offers both and brings each back in a window of its own.
        const QString folder = autosaveFolder();
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        const QStringList names{QStringLiteral("Copy one: chatbot"), QStringLiteral("Copy two: fine-tune")};
        std::vector<std::unique_ptr<QProcess>> copies;
        QStringList autosaves;
        for (const QString &name : names) {
            auto copy = std::make_unique<QProcess>();
            environment.insert(QLatin1String(crashingCopyVariable), name);
            copy->setProcessEnvironment(environment);
            copy->setStandardErrorFile(QProcess::nullDevice()); // the platform plugin's notices
            copy->start(QCoreApplication::applicationFilePath(), QStringList());
            REQUIRE(copy->waitForStarted());
            // Its autosave's path, once the work it typed is in it.
            QElapsedTimer clock;
            clock.start();
            while (!copy->canReadLine() && clock.elapsed() < 60000)
                copy->waitForReadyRead(1000);
            const QString autosave = QString::fromUtf8(copy->readLine()).trimmed();
            QVERIFY2(!autosave.isEmpty(), qPrintable(name));
            QCOMPARE(QFileInfo(autosave).absolutePath(), folder);
            QCOMPARE(scenarioIn(autosave).name, name);
            autosaves << autosave;
            copies.push_back(std::move(copy));
        }
        QVERIFY(autosaves.at(0) != autosaves.at(1));
        const auto killAll = qScopeGuard([&] {
            for (const auto &copy : copies) {
                copy->kill();
                copy->waitForFinished(10000);
            }
        });

        // A third start while both run: their work is live, so nothing is offered and nothing is touched.
        const QByteArray firstBytes = readAll(autosaves.at(0));
        const QByteArray secondBytes = readAll(autosaves.at(1));
        m_fx->window()->startSession();
        QVERIFY(m_fx->dialogs.isEmpty());
        QVERIFY2(m_fx->messages.isEmpty(), qPrintable(m_fx->messages.value(0).text));
        QVERIFY(!autosaves.contains(document()->autosavePath()));
        QCOMPARE(readAll(autosaves.at(0)), firstBytes);
        QCOMPARE(readAll(autosaves.at(1)), secondBytes);

        // Both crash; the program is started again.
        for (const auto &copy : copies) {
            copy->kill();
            QVERIFY(copy->waitForFinished(10000));
        }
        REQUIRE(m_fx->relaunch());
        int listed = 0;
        m_fx->onNextDialog([&](QDialog *dialog) {
            auto *list = WindowFixture::find<QListWidget>(dialog, QStringLiteral("recoveryList"));
            REQUIRE(list);
            listed = list->count();
            QTest::keyClick(dialog, Qt::Key_Return);
        });
        m_fx->window()->startSession();
        QCOMPARE(listed, 2);
        QSet<QString> restored{session()->scenario().name};
        const QList<MainWindow *> others = otherWindows();
        QCOMPARE(others.size(), 1);
        auto *otherFiles = WindowFixture::find<FileController>(others.first(), QStringLiteral("fileController"));
        REQUIRE(otherFiles);
        restored.insert(scenarioIn(otherFiles->autosavePath()).name);
        QCOMPARE(restored, QSet<QString>(names.begin(), names.end()));
        for (const QString &autosave : std::as_const(autosaves)) {
            if (autosave != document()->autosavePath() && autosave != otherFiles->autosavePath())
                QVERIFY2(!QFile::exists(autosave), qPrintable(autosave));
        }
    }

    void decidingLaterLeavesEveryAutosaveAsItWas()
    {
        const QDateTime now = QDateTime::currentDateTime();
        const QList<Orphan> orphans{writeOrphan(1, QStringLiteral("Alpha training"), 11, now.addSecs(-5 * 60)),
                                    writeOrphan(2, QStringLiteral("Beta serving"), 12, now.addSecs(-20 * 60)),
                                    writeOrphan(3, QStringLiteral("Gamma render"), 13, now.addSecs(-60 * 60))};
        for (const Orphan &orphan : orphans)
            REQUIRE(orphan.ok);
        m_fx->onNextDialog([](QDialog *dialog) {
            REQUIRE(
                WindowFixture::click(WindowFixture::find<QPushButton>(dialog, QStringLiteral("decideLaterButton"))));
        });
        m_fx->window()->startSession();
        QCOMPARE(m_fx->dialogs.size(), 1);
        QVERIFY(otherWindows().isEmpty());
        QVERIFY(!m_fx->window()->isWindowModified());
        // This run took the standard file's slot at first; it autosaves elsewhere now, so its own work
        // cannot land on the one left for later.
        const QString mine = document()->autosavePath();
        QVERIFY(!mine.isEmpty());
        REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId));
        QVERIFY(document()->autosaveNow());
        for (const Orphan &orphan : orphans) {
            QVERIFY(orphan.path != mine);
            QCOMPARE(readAll(orphan.path), orphan.bytes);
            QCOMPARE(QFileInfo(orphan.path).lastModified(), orphan.modified);
        }

        // They are offered again at the next start, all three.
        m_fx->answers << QMessageBox::Discard; // this run's own work: closing asks about it
        REQUIRE(m_fx->trigger(QStringLiteral("quitAction")));
        REQUIRE(m_fx->relaunch());
        int listed = 0;
        m_fx->onNextDialog([&](QDialog *dialog) {
            auto *list = WindowFixture::find<QListWidget>(dialog, QStringLiteral("recoveryList"));
            REQUIRE(list);
            listed = list->count();
            REQUIRE(
                WindowFixture::click(WindowFixture::find<QPushButton>(dialog, QStringLiteral("decideLaterButton"))));
        });
        m_fx->window()->startSession();
        QCOMPARE(listed, 3);
        for (const Orphan &orphan : orphans)
            QCOMPARE(readAll(orphan.path), orphan.bytes);
    }

    void discardingAllRemovesThemOnlyOnceAnswered()
    {
        const QDateTime now = QDateTime::currentDateTime();
        const Orphan newer = writeOrphan(2, QStringLiteral("Alpha training"), 11, now.addSecs(-5 * 60));
        const Orphan older = writeOrphan(3, QStringLiteral("Beta serving"), 12, now.addSecs(-20 * 60));
        REQUIRE(newer.ok && older.ok);
        bool present = false;
        m_fx->onNextDialog([&](QDialog *dialog) {
            present = readAll(newer.path) == newer.bytes && readAll(older.path) == older.bytes;
            REQUIRE(WindowFixture::click(WindowFixture::find<QPushButton>(dialog, QStringLiteral("discardAllButton"))));
        });
        m_fx->window()->startSession();
        QVERIFY(present);
        QVERIFY(!QFile::exists(newer.path));
        QVERIFY(!QFile::exists(older.path));
        QVERIFY(otherWindows().isEmpty());
        QVERIFY(!m_fx->window()->isWindowModified());
        QVERIFY(session()->scenario().name != newer.name);
    }

    void anUnreadableOneAmongSeveralIsMovedAside()
    {
        const QDateTime now = QDateTime::currentDateTime();
        const Orphan alpha = writeOrphan(1, QStringLiteral("Alpha training"), 11, now.addSecs(-5 * 60));
        const Orphan gamma = writeOrphan(3, QStringLiteral("Gamma render"), 13, now.addSecs(-60 * 60));
        REQUIRE(alpha.ok && gamma.ok);
        // Written by a later version, or damaged; it states no name, so the list shows the file's.
        const QString damaged = autosaveSlotPath(2);
        const QByteArray work =
            "{\"schemaVersion\": 1, \"workload\": {\"task\": \"quantum\", \"stage\": \"pretrain\"}}";
        QVERIFY(writeAll(damaged, work));
        QVERIFY(setModified(damaged, now.addSecs(-20 * 60)));

        m_fx->window()->startSession(); // the fixture's onDialog accepts: every one ticked is restored
        QCOMPARE(m_fx->dialogs.size(), 1);
        QVERIFY2(m_fx->dialogs.first().contains(QStringLiteral("autosave-2.gpuadvisor.json")),
                 qPrintable(m_fx->dialogs.first()));
        QCOMPARE(m_fx->messages.size(), 1); // why it failed and where it is
        const Dialogs::Message told = m_fx->messages.first();
        QVERIFY2(told.text.contains(QStringLiteral("could not be restored")), qPrintable(told.text));
        QVERIFY2(told.details.contains(QStringLiteral("quantum")), qPrintable(told.details));
        const QDir folder = QFileInfo(damaged).absoluteDir();
        const QStringList kept = folder.entryList({QStringLiteral("unrestored-*.gpuadvisor.json")}, QDir::Files);
        QCOMPARE(kept.size(), 1);
        QVERIFY(!QFile::exists(damaged));
        QCOMPARE(readAll(folder.absoluteFilePath(kept.first())), work);
        QVERIFY2(told.text.contains(QDir::toNativeSeparators(folder.absoluteFilePath(kept.first()))),
                 qPrintable(told.text));
        // The readable ones came back, one here and one in a window of its own.
        QCOMPARE(session()->scenario().name, alpha.name);
        QCOMPARE(otherWindows().size(), 1);
        QVERIFY(otherWindows().first()->windowTitle().contains(gamma.name));

        // Both windows crash: the next start offers their two scenarios, and not the file kept aside.
        REQUIRE(m_fx->relaunch());
        QStringList names;
        m_fx->onNextDialog([&](QDialog *dialog) {
            auto *list = WindowFixture::find<QListWidget>(dialog, QStringLiteral("recoveryList"));
            REQUIRE(list);
            for (int row = 0; row < list->count(); ++row)
                names << list->item(row)->text();
            REQUIRE(
                WindowFixture::click(WindowFixture::find<QPushButton>(dialog, QStringLiteral("decideLaterButton"))));
        });
        m_fx->window()->startSession();
        QCOMPARE(names.size(), 2);
        QVERIFY2(names.at(0).startsWith(alpha.name) || names.at(1).startsWith(alpha.name),
                 qPrintable(names.join(QLatin1Char('|'))));
        QVERIFY2(names.at(0).startsWith(gamma.name) || names.at(1).startsWith(gamma.name),
                 qPrintable(names.join(QLatin1Char('|'))));
        QCOMPARE(readAll(folder.absoluteFilePath(kept.first())), work);
    }

    void desktopsAreNeverTrained()
    {
        // A training stage stays behind when the task becomes graphics; scenario files refuse that
        // pair, so the wizard must not hold it either.
        REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId));
        QVERIFY(session()->scenario().isTraining());
        auto *task = m_fx->find<QComboBox>(QStringLiteral("taskCombo"));
        REQUIRE(task);
        REQUIRE(WindowFixture::choose(task, int(Task::Graphics)));
        QVERIFY(session()->scenario().task == Task::Graphics);
        QVERIFY(session()->scenario().stage == Stage::Development);
        auto *stage = m_fx->find<QComboBox>(QStringLiteral("stageCombo"));
        REQUIRE(stage);
        QCOMPARE(stage->currentData().toInt(), int(Stage::Development));
    }

    void anAutosaveThatCannotBeRestoredIsKeptAndItsPlaceTold()
    {
        const QString standard = document()->autosavePath();
        const QDir folder = QFileInfo(standard).absoluteDir();
        QVERIFY(QDir().mkpath(folder.path()));
        // Written by a later version, or damaged: it does not load here.
        const QByteArray work =
            "{\"schemaVersion\": 1, \"workload\": {\"task\": \"quantum\", \"stage\": \"pretrain\"}}";
        QVERIFY(writeAll(standard, work));

        m_fx->answers << QMessageBox::Yes;
        m_fx->window()->startSession();
        QCOMPARE(m_fx->messages.size(), 2); // the question, then why it failed and where the work is
        const Dialogs::Message told = m_fx->messages.at(1);
        QVERIFY2(told.text.contains(QStringLiteral("could not be restored")), qPrintable(told.text));
        QVERIFY2(told.details.contains(QStringLiteral("quantum")), qPrintable(told.details));
        const QStringList kept = folder.entryList({QStringLiteral("unrestored-*.gpuadvisor.json")}, QDir::Files);
        QCOMPARE(kept.size(), 1);
        const QString keptPath = folder.absoluteFilePath(kept.first());
        QVERIFY2(told.text.contains(QDir::toNativeSeparators(keptPath)), qPrintable(told.text));
        QCOMPARE(readAll(keptPath), work);

        // Kept out of the way: the next start does not ask about it again, and it is still there.
        REQUIRE(m_fx->relaunch());
        m_fx->messages.clear();
        m_fx->window()->startSession();
        QVERIFY2(m_fx->messages.isEmpty(), qPrintable(m_fx->messages.value(0).text));
        QCOMPARE(readAll(keptPath), work);
    }

    void leftoverTemporariesAreRemovedAtStart()
    {
        const QDir folder = QFileInfo(document()->autosavePath()).absoluteDir();
        QVERIFY(QDir().mkpath(folder.path()));
        // Left by a write that was killed: the autosave it was for belongs to no running copy.
        const QString leftover = folder.filePath(QStringLiteral("autosave.gpuadvisor.json.Ab3xYz"));
        const QString crashedCopy = folder.filePath(QStringLiteral("autosave-3.gpuadvisor.json.Qw9Er7"));
        // Another copy is running and may be writing this one right now.
        QLockFile other(folder.filePath(QStringLiteral("autosave-2.gpuadvisor.json.lock")));
        other.setStaleLockTime(0);
        QVERIFY(other.tryLock(0));
        const QString othersWrite = folder.filePath(QStringLiteral("autosave-2.gpuadvisor.json.Zx8Cv6"));
        const QString notOurs = folder.filePath(QStringLiteral("notes.txt.Ab3xYz"));
        const QString current = folder.filePath(QStringLiteral(".autosave-5.gpuadvisor.json~gpu-advisor-Ab3xYz"));
        for (const QString &path : {leftover, crashedCopy, othersWrite, notOurs, current})
            QVERIFY(writeAll(path, "{"));

        m_fx->window()->startSession();
        QVERIFY(!QFile::exists(leftover));
        QVERIFY(!QFile::exists(crashedCopy));
        QVERIFY(!QFile::exists(current));
        QVERIFY(QFile::exists(othersWrite));
        QVERIFY(QFile::exists(notOurs));
    }

    void aFailingAutosaveIsSaidAtOnceAndKeepsTrying_data()
    {
        // What stands in the autosave's way, and the words that say it.
        QTest::addColumn<QString>("obstacle");
        QTest::addColumn<QString>("says");
        QTest::newRow("a folder at its path") << QStringLiteral("folder") << QStringLiteral("folder");
        QTest::newRow("a FIFO at its path") << QStringLiteral("fifo") << QStringLiteral("FIFO");
        QTest::newRow("a full disk") << QStringLiteral("full") << QString::fromLocal8Bit(std::strerror(ENOSPC));
    }

    void aFailingAutosaveIsSaidAtOnceAndKeepsTrying()
    {
        QFETCH(QString, obstacle);
        QFETCH(QString, says);
        m_fx->window()->startSession();
        FileController *files = document();
        REQUIRE(files);
        REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId));
        const QString autosave = files->autosavePath();
        QFile::remove(autosave);
        if (obstacle == QLatin1String("folder"))
            QVERIFY(QDir().mkpath(autosave));
        else if (obstacle == QLatin1String("fifo"))
            QCOMPARE(::mkfifo(QFile::encodeName(autosave).constData(), 0600), 0);
        else
            SafeWrite::setFaultForTesting(SafeWrite::Fault{SafeWrite::Step::Write, ENOSPC});
        const auto noFault = qScopeGuard([] { SafeWrite::setFaultForTesting(std::nullopt); });
        m_fx->messages.clear();
        session()->edit([](Scenario &s) { s.constraints.customerDiscountPercent = 7; });
        QTRY_COMPARE_WITH_TIMEOUT(m_fx->messages.size(), 1, 5000);
        QCOMPARE(m_fx->messages.first().title, QStringLiteral("Autosave failed"));
        QVERIFY2(m_fx->messages.first().details.contains(QDir::toNativeSeparators(autosave)),
                 qPrintable(m_fx->messages.first().details));
        auto *warning = m_fx->find<QLabel>(QStringLiteral("autosaveWarning"));
        REQUIRE(warning);
        QVERIFY(!warning->isHidden());
        QVERIFY2(warning->toolTip().contains(says), qPrintable(warning->toolTip()));
        // Told once, not at every edit.
        session()->edit([](Scenario &s) { s.constraints.customerDiscountPercent = 8; });
        QTest::qWait(FileController::autosaveDelayMs + 500);
        QCOMPARE(m_fx->messages.size(), 1);
        // Retries that fail too (as while the dialog is up) keep the next one coming: without a further
        // edit, a retry saves the latest work once the way is clear.
        QTest::qWait(2 * FileController::autosaveRetryMs + 500);
        QCOMPARE(m_fx->messages.size(), 1);
        if (obstacle == QLatin1String("folder"))
            QVERIFY(QDir(autosave).removeRecursively());
        else if (obstacle == QLatin1String("fifo"))
            QVERIFY(QFile::remove(autosave));
        SafeWrite::setFaultForTesting(std::nullopt);
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(autosave).isFile(), FileController::autosaveRetryMs + 3000);
        QCOMPARE(readAll(autosave), ScenarioIo::toJson(session()->scenario()));
        QVERIFY(warning->isHidden());
        QVERIFY(files->autosaveFailure().isEmpty());
    }

    void savingOverAFileChangedOnDiskAsksFirst()
    {
        // Another window (or program) saved the same file after this one opened it.
        m_fx->window()->startSession();
        FileController *files = document();
        REQUIRE(files);
        REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId));
        const QString path = QDir::temp().filePath(QStringLiteral("tst_recovery-shared.gpuadvisor.json"));
        QString error;
        QVERIFY2(files->saveTo(path, &error), qPrintable(error));
        Scenario theirs = session()->scenario();
        theirs.name = QStringLiteral("The other window's work");
        const QByteArray otherWork = ScenarioIo::toJson(theirs);
        QVERIFY(writeAll(path, otherWork));
        // Coming back to this window (the system's activation event): it shows that its version is no
        // longer the file's, and says why.
        QVERIFY(!files->isModified());
        QEvent activation(QEvent::ActivationChange);
        m_fx->window()->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_fx->window()));
        QCoreApplication::sendEvent(m_fx->window(), &activation);
        QVERIFY(files->isModified());
        QVERIFY2(m_fx->window()->statusBar()->currentMessage().contains(QStringLiteral("changed by another")),
                 qPrintable(m_fx->window()->statusBar()->currentMessage()));
        session()->edit([](Scenario &s) { s.constraints.customerDiscountPercent = 12; });
        // Ctrl+S, answered "Cancel": their work stays.
        m_fx->messages.clear();
        m_fx->answers = {QMessageBox::Cancel};
        REQUIRE(m_fx->press(Qt::Key_S, Qt::ControlModifier));
        QCOMPARE(m_fx->messages.size(), 1);
        QCOMPARE(m_fx->messages.first().title, QStringLiteral("Changed on disk"));
        QVERIFY(m_fx->messages.first().text.contains(QDir::toNativeSeparators(path)));
        QCOMPARE(readAll(path), otherWork);
        QVERIFY(files->isModified());
        // Answered "Save": ours replaces it, and the next save no longer asks.
        m_fx->answers = {QMessageBox::Save};
        REQUIRE(m_fx->press(Qt::Key_S, Qt::ControlModifier));
        QCOMPARE(m_fx->messages.size(), 2);
        QCOMPARE(readAll(path), ScenarioIo::toJson(session()->scenario()));
        QVERIFY(!files->isModified());
        session()->edit([](Scenario &s) { s.constraints.customerDiscountPercent = 13; });
        REQUIRE(m_fx->press(Qt::Key_S, Qt::ControlModifier));
        QCOMPARE(m_fx->messages.size(), 2);
        QCOMPARE(readAll(path), ScenarioIo::toJson(session()->scenario()));
        QFile::remove(path);
    }

    void anotherCopysSaveOverTheSameFileIsNoticedAndAsked()
    {
        // Two copies of the program, two processes, one file: the other saves over it after this one did.
        m_fx->window()->startSession();
        FileController *files = document();
        REQUIRE(files);
        REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId));
        const QString path = m_fx->filePath(QStringLiteral("shared.gpuadvisor.json"));
        m_fx->nextFiles << path;
        REQUIRE(m_fx->trigger(QStringLiteral("saveAsAction")));
        QCOMPARE(files->currentPath(), path);
        QVERIFY(!files->isModified());

        const QString theirName = QStringLiteral("The other copy's work");
        QProcess other;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QLatin1String(crashingCopyVariable), theirName);
        environment.insert(QLatin1String(saveOverVariable), path);
        other.setProcessEnvironment(environment);
        other.setStandardErrorFile(QProcess::nullDevice());
        other.start(QCoreApplication::applicationFilePath(), QStringList());
        REQUIRE(other.waitForStarted());
        const auto stop = qScopeGuard([&] {
            other.kill();
            other.waitForFinished(10000);
        });
        QElapsedTimer clock;
        clock.start();
        while (!other.canReadLine() && other.state() == QProcess::Running && clock.elapsed() < 60000)
            other.waitForReadyRead(1000);
        QCOMPARE(QString::fromUtf8(other.readLine()).trimmed(), path);
        const QByteArray theirs = readAll(path);
        QCOMPARE(scenarioIn(path).name, theirName);

        // Back in this window: it shows that its version is no longer the file's, and says why.
        QEvent activation(QEvent::ActivationChange);
        m_fx->window()->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_fx->window()));
        QCoreApplication::sendEvent(m_fx->window(), &activation);
        QVERIFY(files->isModified());
        QVERIFY2(m_fx->window()->statusBar()->currentMessage().contains(QStringLiteral("changed by another")),
                 qPrintable(m_fx->window()->statusBar()->currentMessage()));
        // Ctrl+S asks; Cancel keeps their work, Save puts ours there.
        m_fx->messages.clear();
        m_fx->answers = {QMessageBox::Cancel};
        REQUIRE(m_fx->press(Qt::Key_S, Qt::ControlModifier));
        QCOMPARE(m_fx->messages.size(), 1);
        QCOMPARE(m_fx->messages.first().title, QStringLiteral("Changed on disk"));
        QCOMPARE(readAll(path), theirs);
        m_fx->answers = {QMessageBox::Save};
        REQUIRE(m_fx->press(Qt::Key_S, Qt::ControlModifier));
        QCOMPARE(readAll(path), ScenarioIo::toJson(session()->scenario()));
        QVERIFY(!files->isModified());
    }

    void aSettingChangedInOneWindowReachesTheOthers()
    {
        // Two crashed windows: this run restores one here and opens one beside it.
        const QDateTime now = QDateTime::currentDateTime();
        const Orphan alpha = writeOrphan(1, QStringLiteral("Alpha training"), 11, now.addSecs(-5 * 60));
        const Orphan beta = writeOrphan(2, QStringLiteral("Beta serving"), 12, now.addSecs(-20 * 60));
        REQUIRE(alpha.ok && beta.ok);
        m_fx->onNextDialog([](QDialog *dialog) {
            REQUIRE(WindowFixture::click(
                WindowFixture::find<QPushButton>(dialog, QStringLiteral("restoreSelectedButton"))));
        });
        m_fx->window()->startSession();
        QCOMPARE(otherWindows().size(), 1);
        MainWindow *other = otherWindows().first();
        auto *otherResults = other->wizard()->resultsPage();
        QCOMPARE(otherResults->moneyFormatter().currency(), QStringLiteral("CNY"));
        const qreal normalSize = QApplication::font().pointSizeF();

        // Dollars and presentation mode, set in this window's settings dialog as a user sets them.
        m_fx->onNextDialog([](QDialog *dialog) {
            REQUIRE(WindowFixture::typeInto(dialog, QStringLiteral("currencyEdit"), QStringLiteral("USD")));
            auto *rate = WindowFixture::find<NumberField>(dialog, QStringLiteral("exchangeRateField"));
            REQUIRE(rate);
            REQUIRE(WindowFixture::typeInto(rate->lineEdit(), QStringLiteral("0.14")));
            auto *presentation = WindowFixture::find<QCheckBox>(dialog, QStringLiteral("presentationBox"));
            REQUIRE(presentation);
            presentation->setFocus();
            QTest::keyClick(presentation, Qt::Key_Space);
            QVERIFY(presentation->isChecked());
            REQUIRE(WindowFixture::clickOk(dialog));
        });
        REQUIRE(m_fx->trigger(QStringLiteral("settingsAction")));
        QCOMPARE(otherResults->moneyFormatter().currency(), QStringLiteral("USD"));
        for (MainWindow *window : {m_fx->window(), other}) {
            QVERIFY(window->windowState().testFlag(Qt::WindowFullScreen));
            auto *action = window->findChild<QAction *>(QStringLiteral("presentationAction"));
            REQUIRE(action);
            QVERIFY(action->isChecked());
        }
        // Both windows entered presentation mode; the font grew once, not once per window.
        QCOMPARE(QApplication::font().pointSizeF(), normalSize * 1.35);

        // Esc in the other window ends it everywhere, and the font is the one from before.
        other->activateWindow();
        QTest::keyClick(other, Qt::Key_Escape);
        QCOMPARE(QApplication::font().pointSizeF(), normalSize);
        for (MainWindow *window : {m_fx->window(), other})
            QVERIFY(!window->windowState().testFlag(Qt::WindowFullScreen));
        QVERIFY(!m_fx->settings()->presentationMode());
    }

    void noAutosaveIsSaid()
    {
        // Where the autosave folder should be there is a file: nothing can be autosaved this run.
        // (Permissions would not do: the tests may run as root.)
        const QString folder = QFileInfo(document()->autosavePath()).absolutePath();
        QVERIFY(QDir().mkpath(QFileInfo(folder).absolutePath()));
        QVERIFY(!QFileInfo::exists(folder));
        QVERIFY(writeAll(folder, "in the way"));

        m_fx->window()->startSession();
        QVERIFY(document()->autosavePath().isEmpty());
        QCOMPARE(m_fx->messages.size(), 1);
        QCOMPARE(m_fx->messages.first().title, QStringLiteral("Autosave is off"));
        QVERIFY2(m_fx->messages.first().text.contains(QDir::toNativeSeparators(folder)),
                 qPrintable(m_fx->messages.first().text));
    }

    void settingsThatCannotBeUsedAreResetAndSaid()
    {
        AppSettings *settings = m_fx->settings();
        settings->setCustomerDiscount(150);
        settings->setCurrency(QStringLiteral("€€€€"));
        settings->setExchangeRate(-3);
        settings->setLanguage(QStringLiteral("tlh"));
        settings->setDefaultRegion(QStringLiteral("xx-nowhere-1")); // well-formed, but no region of the catalog
        // The getters never hand such values on…
        QCOMPARE(settings->customerDiscount(), 0.0);
        QCOMPARE(settings->currency(), QStringLiteral("CNY"));
        QCOMPARE(settings->exchangeRate(), 1.0);
        QVERIFY(settings->language() == QLatin1String("en") || settings->language() == QLatin1String("zh_CN"));

        REQUIRE(m_fx->relaunch());
        m_fx->dialogs.clear();
        m_fx->window()->startSession();
        // …and the user learns which were reset.
        QCOMPARE(m_fx->dialogs.size(), 1);
        for (const char *key :
             {"customerDiscountPercent", "150", "money/currency", "exchangeRate", "ui/language", "xx-nowhere-1"})
            QVERIFY2(m_fx->dialogs.first().contains(QLatin1String(key)), key);
        QVERIFY(settings->validate().isEmpty()); // removed: the defaults apply from now on
        QVERIFY(settings->defaultRegion().isEmpty());

        // A template takes the default discount: 0, not 150 %, and its autosave is one the command line reads.
        REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::BudgetPageId));
        QCOMPARE(session()->scenario().constraints.customerDiscountPercent, 0.0);
        QVERIFY(document()->autosaveNow());
        const ScenarioLoadResult autosave = ScenarioIo::fromFile(document()->autosavePath());
        QVERIFY2(autosave.scenario, qPrintable(autosave.diagnostics.toStringList().join(QLatin1Char('\n'))));
    }

private:
    /** A crashed window's autosave, as the test wrote it. */
    struct Orphan
    {
        QString path;
        QString name;
        QByteArray bytes;
        QDateTime modified;
        bool ok = false;
    };

    /** Writes a crashed window's autosave into the slot: a scenario of this name and discount, last changed then. */
    static Orphan writeOrphan(int slot, const QString &name, double discount, const QDateTime &modified)
    {
        Scenario scenario = ScenarioTemplates::scenario(ScenarioTemplates::Serve70B);
        scenario.name = name;
        scenario.constraints.customerDiscountPercent = discount;
        Orphan orphan{autosaveSlotPath(slot), name, ScenarioIo::toJson(scenario), {}, false};
        orphan.ok = QDir().mkpath(autosaveFolder()) && writeAll(orphan.path, orphan.bytes)
            && setModified(orphan.path, modified);
        orphan.modified = QFileInfo(orphan.path).lastModified();
        if (!orphan.ok)
            QTest::qFail(qPrintable(QStringLiteral("could not write %1").arg(orphan.path)), __FILE__, __LINE__);
        return orphan;
    }

    static bool setModified(const QString &path, const QDateTime &time)
    {
        QFile file(path);
        return file.open(QIODevice::ReadWrite) && file.setFileTime(time, QFileDevice::FileModificationTime);
    }

    /** The scenario in a file; an empty one when it cannot be read, which no test expects. */
    static Scenario scenarioIn(const QString &path)
    {
        const ScenarioLoadResult loaded = ScenarioIo::fromFile(path, ScenarioIo::Completeness::Draft);
        return loaded.scenario ? *loaded.scenario : Scenario{};
    }

    /** The windows crash recovery opened beside the fixture's, as the user sees them. */
    QList<MainWindow *> otherWindows() const
    {
        QList<MainWindow *> found;
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            auto *window = qobject_cast<MainWindow *>(widget);
            if (window && window != m_fx->window() && window->isVisible())
                found << window;
        }
        return found;
    }

    AdvisorSession *session() const { return m_fx->session(); }
    FileController *document() const { return m_fx->find<FileController>(QStringLiteral("fileController")); }

    std::unique_ptr<WindowFixture> m_fx;
};

/**
 * A copy of the program that will crash: the window as the program makes it, its session started, a name
 * typed into the start page as a user types it; once that work is autosaved, prints the autosave's path
 * and runs until it is killed. XDG_DATA_HOME comes from the test, so both share the autosave folder.
 * Given a file to save over, it opens that file first and, once Ctrl+S has saved its work there, prints
 * the file's path instead.
 */
int runCrashingCopy(const QString &name)
{
    QTemporaryDir dir;
    QSettings qsettings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    AppSettings settings(&qsettings);
    Translations translations;
    CatalogLoadResult catalog = CatalogLoader::embedded();
    PresetLoadResult presets = PresetLoader::embedded();
    if (!catalog.catalog || !presets.library)
        return 3;
    AdvisorSession session(std::move(*catalog.catalog), std::move(*presets.library), std::nullopt);
    MainWindow window(&session, &settings, &translations);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 3;
    // No question may wait for an answer nobody gives: any would fail the copy.
    Dialogs::messageHandler = [](const Dialogs::Message &message) {
        QTextStream(stderr) << "asked: " << message.text << Qt::endl;
        std::_Exit(4);
        return QMessageBox::Cancel;
    };
    window.startSession();
    auto *files = window.findChild<FileController *>(QStringLiteral("fileController"));
    // With a file to save over, it opens it first, as a second window on the same file.
    const QString shared = qEnvironmentVariable(saveOverVariable);
    if (!shared.isEmpty())
        window.openScenario(shared);
    auto *edit = window.findChild<QLineEdit *>(QStringLiteral("scenarioNameEdit"));
    if (!edit || !files || files->autosavePath().isEmpty() || files->currentPath() != shared)
        return 3;
    window.wizard()->goToPage(AdvisorWizard::StartPageId); // where the name is
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(edit, name);
    if (!shared.isEmpty()) {
        window.activateWindow();
        if (!QTest::qWaitForWindowActive(&window))
            return 3;
        QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier);
        if (files->isModified() || !readAll(shared).contains(name.toUtf8()))
            return 3;
        QTextStream(stdout) << shared << Qt::endl;
        return QApplication::exec();
    }
    QElapsedTimer clock;
    clock.start();
    while (!QFile(files->autosavePath()).exists() || !readAll(files->autosavePath()).contains(name.toUtf8())) {
        if (clock.elapsed() > 30000)
            return 3;
        QTest::qWait(100);
    }
    QTextStream(stdout) << files->autosavePath() << Qt::endl;
    return QApplication::exec();
}

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    if (qEnvironmentVariableIsSet(crashingCopyVariable))
        return runCrashingCopy(qEnvironmentVariable(crashingCopyVariable));
    TestRecovery test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_recovery.moc"
