// SPDX-License-Identifier: Apache-2.0
#include "models/application/advisorsession.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/io/pricefile.h"
#include "models/itemmodels/displaytext.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/scenario/scenarioio.h"
#include "tests/testutils.h"
#include "tests/ui/windowfixture.h"
#include "ui/application/appsettings.h"
#include "ui/application/filecontroller.h"
#include "ui/application/mainwindow.h"
#include "ui/application/reportcontroller.h"
#include "ui/report/reportexport.h"
#include "ui/results/resultspage.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/scenariotemplates.h"

#include <memory>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QLockFile>
#include <QMenu>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTimer>

using namespace Advisor;
using namespace Advisor::Ui;

class TestFiles : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void saveOpenRoundTripAndTitle();
    void failedSaveKeepsOldFile();
    void recentFiles();
    void autosaveOfferedAfterCrash();
    void cleanExitRemovesAutosave();
    void secondCopyKeepsItsOwnAutosave();
    void twoCrashedWindowsLoseNothing();
    void liveLockIsNotACrash();
    void staleLockIsACrash();
    void newerSchemaOpensWithNote();
    void badPriceFileChangesNothing();
    void goodPriceFileChangesRecommendationAndUndo();
    void exportedPriceTableImportsUnchanged();
    void badCatalogKeepsOldOne();
    void builtInCatalogComesBack();
    void pdfExportWritesPdf();
    void pdfPreviewOpensAndCloses();
    void csvEqualsOnScreenTable();
    void scenarioNameIsSavedTitledAndReported();

private:
    AdvisorSession *session() const { return m_fx->session(); }
    /** The window's document: its file, autosave and modified flag, which the window shows only in part. */
    FileController *document() const { return m_fx->find<FileController>(QStringLiteral("fileController")); }
    QString filePath(const QString &name) const { return m_fx->filePath(name); }
    /** The documents of the windows crash recovery opened beside the fixture's. */
    QList<FileController *> otherDocuments() const
    {
        QList<FileController *> found;
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            auto *window = qobject_cast<MainWindow *>(widget);
            if (window && window != m_fx->window() && window->isVisible())
                found << window->findChild<FileController *>(QStringLiteral("fileController"));
        }
        return found;
    }

    std::unique_ptr<WindowFixture> m_fx;
};

void TestFiles::init()
{
    m_fx = std::make_unique<WindowFixture>();
    // Every dialog is accepted as it comes: price previews apply, notes are read and closed.
    m_fx->onDialog = [](QDialog *) { return int(QDialog::Accepted); };
    REQUIRE(m_fx->launch());
}

void TestFiles::cleanup()
{
    m_fx.reset();
}

void TestFiles::saveOpenRoundTripAndTitle()
{
    MainWindow *window = m_fx->window();
    FileController *files = document();
    REQUIRE(files);
    QVERIFY(window->windowTitle().startsWith(QStringLiteral("Untitled")));
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::BudgetPageId));
    QVERIFY(window->isWindowModified()); // a template is work not yet saved
    session()->edit([](Scenario &s) { s.name = QStringLiteral("Qwen3/14B: chat for 客服"); });
    const QString path = filePath(QStringLiteral("lora.gpuadvisor.json"));
    m_fx->nextFiles << path;
    m_fx->fileRequests.clear();
    REQUIRE(m_fx->trigger(QStringLiteral("saveAsAction")));
    QVERIFY2(m_fx->messages.isEmpty(), qPrintable(m_fx->messages.value(0).text)); // saved, nothing to report
    QCOMPARE(files->currentPath(), path);
    // The dialog proposed the scenario's name, made safe for any file system; the status bar says where it went.
    QCOMPARE(m_fx->fileRequests.size(), 1);
    QCOMPARE(m_fx->fileRequests.first().suggested, QStringLiteral("Qwen3-14B- chat for 客服.gpuadvisor.json"));
    QVERIFY2(window->statusBar()->currentMessage().contains(QDir::toNativeSeparators(path)),
             qPrintable(window->statusBar()->currentMessage()));
    QVERIFY(!window->isWindowModified());
    QVERIFY2(window->windowTitle().startsWith(QStringLiteral("lora.gpuadvisor.json[*]")),
             qPrintable(window->windowTitle()));
    const QByteArray saved = ScenarioIo::toJson(session()->scenario());
    QCOMPARE(readAll(path), saved);

    session()->edit([](Scenario &s) { s.constraints.customerDiscountPercent = 17; });
    QVERIFY(window->isWindowModified());
    // Opening another file while modified asks first; Cancel keeps everything.
    m_fx->answers << QMessageBox::Cancel;
    REQUIRE(m_fx->trigger(QStringLiteral("openAction")));
    QCOMPARE(m_fx->messages.size(), 1);
    QCOMPARE(m_fx->messages.first().buttons, QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    QCOMPARE(session()->scenario().constraints.customerDiscountPercent, 17.0);

    // Discard, then open the saved file: the scenario is back exactly as saved.
    m_fx->answers << QMessageBox::Discard;
    m_fx->nextFiles << path;
    REQUIRE(m_fx->trigger(QStringLiteral("openAction")));
    QCOMPARE(ScenarioIo::toJson(session()->scenario()), saved);
    QVERIFY(!window->isWindowModified());
    QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::WorkloadPageId));

    // Save (not Save As) writes to the same file without asking for a name.
    session()->edit([](Scenario &s) { s.constraints.customerDiscountPercent = 5; });
    const qsizetype asked = m_fx->fileRequests.size();
    const qsizetype told = m_fx->messages.size();
    REQUIRE(m_fx->trigger(QStringLiteral("saveAction")));
    QCOMPARE(m_fx->fileRequests.size(), asked);
    QCOMPARE(m_fx->messages.size(), told);
    QVERIFY(readAll(path).contains("5"));
    QVERIFY(!window->isWindowModified());
}

void TestFiles::failedSaveKeepsOldFile()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId));
    FileController *files = document();
    REQUIRE(files);
    const QString path = filePath(QStringLiteral("keep.gpuadvisor.json"));
    m_fx->nextFiles << path;
    REQUIRE(m_fx->trigger(QStringLiteral("saveAsAction")));
    QVERIFY2(m_fx->messages.isEmpty(), qPrintable(m_fx->messages.value(0).text));
    const QByteArray before = readAll(path);
    session()->edit([](Scenario &s) { s.constraints.customerDiscountPercent = 33; });

    // A file where a folder should be: impossible for any user, root included.
    const QString plain = filePath(QStringLiteral("plain"));
    QVERIFY(writeAll(plain, "keep me"));
    m_fx->nextFiles << plain + QStringLiteral("/x.gpuadvisor.json");
    REQUIRE(m_fx->trigger(QStringLiteral("saveAsAction")));
    QCOMPARE(m_fx->messages.size(), 1);
    QVERIFY2(!m_fx->messages.first().text.isEmpty(), "the failure must say why");
    QCOMPARE(readAll(plain), QByteArray("keep me"));
    QCOMPARE(files->currentPath(), path);
    QVERIFY(m_fx->window()->isWindowModified()); // still unsaved

    // A read-only folder: the old file stays exactly as it was. (root may write anywhere: then skipped.)
    QFile::setPermissions(m_fx->folder(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    QFile probe(filePath(QStringLiteral("probe")));
    const bool readOnly = !probe.open(QIODevice::WriteOnly);
    probe.remove();
    if (readOnly) {
        REQUIRE(m_fx->trigger(QStringLiteral("saveAction")));
        QCOMPARE(m_fx->messages.size(), 2);
        QVERIFY(!m_fx->messages.last().text.isEmpty());
        QCOMPARE(readAll(path), before);
    }
    QFile::setPermissions(m_fx->folder(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QCOMPARE(readAll(path), before);
}

void TestFiles::recentFiles()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId));
    FileController *files = document();
    auto *menu = m_fx->find<QMenu>(QStringLiteral("recentMenu"));
    REQUIRE(files && menu);
    QStringList paths;
    for (int i = 0; i < 10; ++i) {
        paths.prepend(filePath(QStringLiteral("s%1.gpuadvisor.json").arg(i)));
        m_fx->nextFiles << paths.first();
        REQUIRE(m_fx->trigger(QStringLiteral("saveAsAction")));
        QVERIFY2(m_fx->messages.isEmpty(), qPrintable(m_fx->messages.value(0).text));
    }
    QCOMPARE(m_fx->settings()->recentFiles(), paths.mid(0, AppSettings::maxRecentFiles));

    // A file that disappeared is removed from the list with a note.
    QVERIFY(QFile::remove(paths.at(1)));
    REQUIRE(m_fx->chooseFromMenu(QStringLiteral("recentMenu"), 1));
    QVERIFY(menu->actions().size() >= AppSettings::maxRecentFiles);
    QCOMPARE(m_fx->messages.size(), 1);
    QVERIFY2(m_fx->messages.first().text.contains(QStringLiteral("no longer exists")),
             qPrintable(m_fx->messages.first().text));
    QVERIFY(!m_fx->settings()->recentFiles().contains(paths.at(1)));
    // An existing one opens.
    REQUIRE(m_fx->chooseFromMenu(QStringLiteral("recentMenu"), 1));
    QCOMPARE(files->currentPath(), paths.at(2));
    QCOMPARE(m_fx->settings()->recentFiles().first(), paths.at(2));
}

void TestFiles::autosaveOfferedAfterCrash()
{
    m_fx->window()->startSession();
    FileController *files = document();
    REQUIRE(files);
    QVERIFY(m_fx->messages.isEmpty());                                       // first start: nothing to restore
    QVERIFY(QFile::exists(files->autosavePath() + QStringLiteral(".lock"))); // this run owns its autosave
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::WorkloadPageId));
    session()->edit([](Scenario &s) { s.constraints.customerDiscountPercent = 12; });
    const QString autosave = files->autosavePath();
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(autosave), 5000);
    QCOMPARE(ScenarioIo::fromFile(autosave).scenario->constraints.customerDiscountPercent, 12.0);
    const QByteArray expected = ScenarioIo::toJson(session()->scenario());

    // Simulated crash: the window goes away without closing, so the clean-exit flag stays false.
    REQUIRE(m_fx->relaunch());
    QCOMPARE(session()->scenario().constraints.customerDiscountPercent == 12.0, false);
    m_fx->answers << QMessageBox::Yes;
    m_fx->window()->startSession();
    QCOMPARE(m_fx->messages.size(), 1);
    QVERIFY(m_fx->messages.first().text.contains(QStringLiteral("did not close normally")));
    QCOMPARE(ScenarioIo::toJson(session()->scenario()), expected);
    QVERIFY(m_fx->window()->isWindowModified()); // restored work is not saved anywhere yet
    files = document();
    REQUIRE(files);
    QVERIFY(files->currentPath().isEmpty());
}

void TestFiles::cleanExitRemovesAutosave()
{
    MainWindow *window = m_fx->window();
    window->startSession();
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId));
    FileController *files = document();
    REQUIRE(files);
    QVERIFY(files->autosaveNow());
    QVERIFY(QFile::exists(files->autosavePath()));
    // Modified: quitting asks, and Cancel keeps the window.
    m_fx->answers << QMessageBox::Cancel;
    REQUIRE(m_fx->trigger(QStringLiteral("quitAction")));
    QCOMPARE(m_fx->messages.size(), 1);
    QVERIFY(window->isVisible());
    m_fx->answers << QMessageBox::Discard;
    REQUIRE(m_fx->trigger(QStringLiteral("quitAction")));
    QVERIFY(!window->isVisible());
    QVERIFY(!QFile::exists(files->autosavePath()));
    QVERIFY(!QFile::exists(files->autosavePath() + QStringLiteral(".lock")));
    // The next start asks nothing.
    REQUIRE(m_fx->relaunch());
    m_fx->messages.clear();
    m_fx->window()->startSession();
    QVERIFY(m_fx->messages.isEmpty());
}

void TestFiles::secondCopyKeepsItsOwnAutosave()
{
    m_fx->window()->startSession();
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId));
    FileController *files = document();
    REQUIRE(files);
    session()->edit([](Scenario &s) { s.constraints.customerDiscountPercent = 11; });
    QVERIFY(files->autosaveNow());
    const QString first = files->autosavePath();
    const QByteArray firstWork = readAll(first);
    QVERIFY(!firstWork.isEmpty());

    // A second copy of the program, started while the first one runs, with the same settings.
    CatalogLoadResult catalog = CatalogLoader::embedded();
    PresetLoadResult presets = PresetLoader::embedded();
    AdvisorSession secondSession(std::move(*catalog.catalog), std::move(*presets.library), std::nullopt);
    QWidget secondWindow;
    auto *second = new FileController(&secondSession, m_fx->settings(), &secondWindow);
    second->startSession();
    QVERIFY2(m_fx->messages.isEmpty(), "the first copy's live autosave is no crash to recover");
    QVERIFY(!second->autosavePath().isEmpty());
    QVERIFY(second->autosavePath() != first);
    secondSession.setScenario(ScenarioTemplates::scenario(ScenarioTemplates::Serve70B), ScenarioChange::Template);
    secondSession.edit([](Scenario &s) { s.constraints.customerDiscountPercent = 22; });
    QVERIFY(second->autosaveNow());
    QCOMPARE(readAll(first), firstWork);
    QCOMPARE(ScenarioIo::fromFile(second->autosavePath()).scenario->constraints.customerDiscountPercent, 22.0);

    // The second copy closes normally: its own file goes, the first copy's stays.
    const QString secondPath = second->autosavePath();
    second->endSession();
    QVERIFY(!QFile::exists(secondPath));
    QCOMPARE(readAll(first), firstWork);
    QCOMPARE(session()->scenario().constraints.customerDiscountPercent, 11.0);

    // The first copy crashes (goes away without endSession): the next start offers its work.
    REQUIRE(m_fx->relaunch());
    m_fx->answers << QMessageBox::Yes;
    m_fx->window()->startSession();
    QCOMPARE(m_fx->messages.size(), 1);
    QCOMPARE(session()->scenario().constraints.customerDiscountPercent, 11.0);
}

void TestFiles::twoCrashedWindowsLoseNothing()
{
    // Two windows' autosaves, both left by a crash (no lock held): both are offered at once, and each
    // comes back in a window of its own.
    FileController *files = document();
    REQUIRE(files);
    const QString standard = files->autosavePath();
    const QString second = QFileInfo(standard).absolutePath() + QStringLiteral("/autosave-2.gpuadvisor.json");
    QVERIFY(QDir().mkpath(QFileInfo(standard).absolutePath()));
    Scenario older = ScenarioTemplates::scenario(ScenarioTemplates::Serve70B);
    older.constraints.customerDiscountPercent = 3;
    Scenario newer = ScenarioTemplates::scenario(ScenarioTemplates::FineTune7B);
    newer.constraints.customerDiscountPercent = 4;
    QVERIFY(writeAll(second, ScenarioIo::toJson(older)));
    QVERIFY(writeAll(standard, ScenarioIo::toJson(newer)));
    const QDateTime past = QDateTime::currentDateTime().addSecs(-600);
    QFile olderFile(second);
    QVERIFY(olderFile.open(QIODevice::ReadWrite) && olderFile.setFileTime(past, QFileDevice::FileModificationTime));
    olderFile.close();

    // The dialog is answered as it opens: every scenario ticked, "Restore selected".
    m_fx->window()->startSession();
    QVERIFY2(m_fx->messages.isEmpty(), qPrintable(m_fx->messages.value(0).text)); // no one-at-a-time question
    QCOMPARE(m_fx->dialogs.size(), 1);
    QVERIFY2(m_fx->dialogs.first().startsWith(QStringLiteral("recoveryDialog")), qPrintable(m_fx->dialogs.first()));
    QCOMPARE(session()->scenario().constraints.customerDiscountPercent, 4.0);
    const QList<FileController *> others = otherDocuments();
    QCOMPARE(others.size(), 1);
    QCOMPARE(ScenarioIo::fromFile(others.first()->autosavePath()).scenario->constraints.customerDiscountPercent, 3.0);

    // Both windows crash; the next start has both again, from the windows' own autosaves.
    REQUIRE(m_fx->relaunch());
    QVERIFY(otherDocuments().isEmpty());
    m_fx->dialogs.clear();
    m_fx->window()->startSession();
    QCOMPARE(m_fx->dialogs.size(), 1);
    QCOMPARE(session()->scenario().constraints.customerDiscountPercent, 4.0);
    QCOMPARE(otherDocuments().size(), 1);
    QCOMPARE(
        ScenarioIo::fromFile(otherDocuments().first()->autosavePath()).scenario->constraints.customerDiscountPercent,
        3.0);
}

void TestFiles::liveLockIsNotACrash()
{
    // Another running copy owns the standard autosave (a separate QLockFile holds its lock).
    FileController *files = document();
    REQUIRE(files);
    const QString standard = files->autosavePath();
    QVERIFY(QDir().mkpath(QFileInfo(standard).absolutePath()));
    const QByteArray othersWork = ScenarioIo::toJson(ScenarioTemplates::scenario(ScenarioTemplates::Serve70B));
    QVERIFY(writeAll(standard, othersWork));
    QLockFile other(standard + QStringLiteral(".lock"));
    QVERIFY(other.tryLock(0));

    m_fx->window()->startSession();
    QVERIFY(m_fx->messages.isEmpty());
    QVERIFY(files->autosavePath() != standard);
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId));
    QVERIFY(files->autosaveNow());
    QCOMPARE(readAll(standard), othersWork);
}

void TestFiles::staleLockIsACrash()
{
    // A crashed run's autosave, and its lock naming a process that no longer exists.
    FileController *files = document();
    REQUIRE(files);
    const QString standard = files->autosavePath();
    QVERIFY(QDir().mkpath(QFileInfo(standard).absolutePath()));
    Scenario crashed = ScenarioTemplates::scenario(ScenarioTemplates::Serve70B);
    crashed.constraints.customerDiscountPercent = 7;
    QVERIFY(writeAll(standard, ScenarioIo::toJson(crashed)));
    QVERIFY(writeAll(standard + QStringLiteral(".lock"), "2147483647\ngpu-advisor\n\n"));

    m_fx->answers << QMessageBox::Yes;
    m_fx->window()->startSession();
    QCOMPARE(m_fx->messages.size(), 1);
    QVERIFY(m_fx->messages.first().text.contains(QStringLiteral("did not close normally")));
    QCOMPARE(session()->scenario().constraints.customerDiscountPercent, 7.0);
    QVERIFY(m_fx->window()->isWindowModified());
    // The stale lock was taken over: this run now owns the standard autosave.
    QCOMPARE(files->autosavePath(), standard);
    QLockFile probe(standard + QStringLiteral(".lock"));
    probe.setStaleLockTime(0);
    QVERIFY(!probe.tryLock(0));
}

void TestFiles::newerSchemaOpensWithNote()
{
    QJsonObject root =
        QJsonDocument::fromJson(readSourceFile(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json")))
            .object();
    QVERIFY(!root.isEmpty());
    root.insert(QStringLiteral("schemaVersion"), 7);
    root.insert(QStringLiteral("carbonBudget"), 12);
    const QString path = filePath(QStringLiteral("future.gpuadvisor.json"));
    QVERIFY(writeAll(path, QJsonDocument(root).toJson()));
    FileController *files = document();
    REQUIRE(files);
    m_fx->nextFiles << path;
    REQUIRE(m_fx->trigger(QStringLiteral("openAction")));
    QCOMPARE(files->currentPath(), path);
    QCOMPARE(m_fx->dialogs.size(), 1);
    QVERIFY2(m_fx->dialogs.first().contains(QStringLiteral("newer")), qPrintable(m_fx->dialogs.first()));
    QVERIFY2(m_fx->dialogs.first().contains(QStringLiteral("carbonBudget")), qPrintable(m_fx->dialogs.first()));
}

void TestFiles::badPriceFileChangesNothing()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *undo = m_fx->find<QAction>(QStringLiteral("undoPricesAction"));
    REQUIRE(undo);
    const QByteArray before = PriceFile::exportCsv(session()->catalog());
    const QString path = filePath(QStringLiteral("bad.csv"));
    QVERIFY(writeAll(path,
                     "instanceType,region,billing,price,currency,date,source\n"
                     "ecs.gn7i-c8g1.2xlarge,cn-shanghai,payg,1.50,CNY,2026-10-01,quote\n"
                     "ecs.no-such-type,cn-shanghai,payg,9.50,CNY,2026-10-01,quote\n"
                     "ecs.gn7i-c8g1.2xlarge,cn-beijing,payg,abc,CNY,2026-10-01,quote\n"));
    m_fx->nextFiles << path;
    REQUIRE(m_fx->trigger(QStringLiteral("importPricesAction")));
    QCOMPARE(m_fx->dialogs.size(), 1);
    QVERIFY2(m_fx->dialogs.first().contains(QStringLiteral("row 3")), qPrintable(m_fx->dialogs.first()));
    QVERIFY2(m_fx->dialogs.first().contains(QStringLiteral("row 4")), qPrintable(m_fx->dialogs.first()));
    QCOMPARE(PriceFile::exportCsv(session()->catalog()), before);
    QVERIFY(!undo->isEnabled());
}

void TestFiles::goodPriceFileChangesRecommendationAndUndo()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *undo = m_fx->find<QAction>(QStringLiteral("undoPricesAction"));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    REQUIRE(undo && view);
    const Configuration best = session()->recommendation().ranked.front();
    const QString region = session()->scenario().constraints.region.isEmpty()
        ? session()->catalog().referenceRegion
        : session()->scenario().constraints.region;
    const QByteArray before = PriceFile::exportCsv(session()->catalog());
    // Ten times cheaper per hour: the job cost of the same configuration must fall.
    double hourly = 0;
    for (const PriceRecord *p : session()->catalog().pricesFor(best.layout.instanceType)) {
        if (p->region == region && p->billing == QLatin1String("payg"))
            hourly = p->amount;
    }
    QVERIFY(hourly > 0);
    const QString path = filePath(QStringLiteral("good.csv"));
    QVERIFY(writeAll(
        path,
        QStringLiteral("instanceType,region,billing,price,currency,date,source\n"
                       "%1,%2,payg,%3,%4,2026-11-20,Partner quote November\n")
            .arg(best.layout.instanceType, region, QString::number(hourly / 10, 'f', 4), session()->catalog().currency)
            .toUtf8()));
    m_fx->nextFiles << path;
    REQUIRE(m_fx->trigger(QStringLiteral("importPricesAction")));
    QCOMPARE(m_fx->dialogs.size(), 1);
    QVERIFY2(m_fx->dialogs.first().contains(QStringLiteral("priceImportPreview")), qPrintable(m_fx->dialogs.first()));
    session()->flush();
    const Configuration *after = nullptr;
    for (const Configuration &c : session()->recommendation().ranked) {
        if (c.layout.instanceType == best.layout.instanceType && c.layout.instances == best.layout.instances)
            after = &c;
    }
    QVERIFY(after);
    QVERIFY2(after->pricing.costPerGpuHour < best.pricing.costPerGpuHour,
             qPrintable(QString::number(after->pricing.costPerGpuHour)));
    // The imported price carries its own date and source into the catalog (and so into the results).
    bool found = false;
    for (const PriceRecord *p : session()->catalog().pricesFor(best.layout.instanceType)) {
        if (p->region == region && p->billing == QLatin1String("payg")) {
            QCOMPARE(p->date, QStringLiteral("2026-11-20"));
            QVERIFY(session()->catalog().sources.value(p->source).title.contains(QStringLiteral("Partner quote")));
            found = true;
        }
    }
    QVERIFY(found);
    // ... and the results show it: the cost cell's provenance names the imported date and source.
    QCoreApplication::processEvents();
    QString provenance;
    const QAbstractItemModel *proxy = view->model();
    for (int row = 0; row < proxy->rowCount(); ++row) {
        if (proxy->index(row, 0).data(RecommendationTableModel::InstanceTypeRole).toString()
            == best.layout.instanceType)
            provenance = proxy->index(row, RecommendationTableModel::JobCostColumn).data(Qt::ToolTipRole).toString();
    }
    QVERIFY2(provenance.contains(QStringLiteral("2026-11-20")), qPrintable(provenance));
    QVERIFY2(provenance.contains(QStringLiteral("Partner quote")), qPrintable(provenance));
    QVERIFY(undo->isEnabled());
    REQUIRE(m_fx->trigger(QStringLiteral("undoPricesAction")));
    QCOMPARE(PriceFile::exportCsv(session()->catalog()), before);
    QVERIFY(!undo->isEnabled());
    // A cancelled preview changes nothing either.
    m_fx->onDialog = [](QDialog *) { return int(QDialog::Rejected); };
    m_fx->nextFiles << path;
    REQUIRE(m_fx->trigger(QStringLiteral("importPricesAction")));
    QCOMPARE(m_fx->dialogs.size(), 2);
    QCOMPARE(PriceFile::exportCsv(session()->catalog()), before);
}

void TestFiles::exportedPriceTableImportsUnchanged()
{
    const QString path = filePath(QStringLiteral("prices.csv"));
    m_fx->nextFiles << path;
    REQUIRE(m_fx->trigger(QStringLiteral("exportPricesAction"))); // with the default byte order mark
    QVERIFY(readAll(path).startsWith("\xEF\xBB\xBF"));
    const PriceImportResult parsed = PriceFile::parseFile(path, session()->catalog());
    QVERIFY2(parsed.ok(), qPrintable(parsed.messages().join(QLatin1Char('\n'))));
    for (const PriceChange &change : PriceFile::preview(parsed.rows, session()->catalog()))
        QCOMPARE(int(change.kind), int(PriceChange::Kind::Unchanged));
}

void TestFiles::badCatalogKeepsOldOne()
{
    QJsonObject root = QJsonDocument::fromJson(readAll(CatalogLoader::embeddedPath())).object();
    QVERIFY(!root.isEmpty());
    QJsonArray types = root.value(QStringLiteral("instanceTypes")).toArray();
    QJsonObject first = types.at(0).toObject();
    first.insert(QStringLiteral("vcpu"), -4);
    types.replace(0, first);
    QJsonObject second = types.at(1).toObject();
    second.insert(QStringLiteral("family"), QStringLiteral("no-such-family"));
    types.replace(1, second);
    root.insert(QStringLiteral("instanceTypes"), types);
    const QString path = filePath(QStringLiteral("bad-catalog.json"));
    QVERIFY(writeAll(path, QJsonDocument(root).toJson()));
    const CatalogLoadResult expected = CatalogLoader::fromFile(path);
    QVERIFY(!expected.catalog);
    QVERIFY(expected.diagnostics.errorCount() >= 2);

    const QByteArray before = PriceFile::exportCsv(session()->catalog());
    const size_t typesBefore = session()->catalog().instanceTypes.size();
    m_fx->nextFiles << path;
    REQUIRE(m_fx->trigger(QStringLiteral("openCatalogAction")));
    QCOMPARE(m_fx->dialogs.size(), 1);
    for (const QString &problem : expected.diagnostics.toStringList())
        QVERIFY2(m_fx->dialogs.first().contains(problem), qPrintable(problem));
    QCOMPARE(PriceFile::exportCsv(session()->catalog()), before);
    QCOMPARE(session()->catalog().instanceTypes.size(), typesBefore);
}

void TestFiles::builtInCatalogComesBack()
{
    // A valid catalog file with one price changed, then back to the built-in one.
    QJsonObject root = QJsonDocument::fromJson(readAll(CatalogLoader::embeddedPath())).object();
    root.insert(QStringLiteral("version"), QStringLiteral("9.9.9-test"));
    const QString path = filePath(QStringLiteral("catalog.json"));
    QVERIFY(writeAll(path, QJsonDocument(root).toJson()));
    m_fx->nextFiles << path;
    REQUIRE(m_fx->trigger(QStringLiteral("openCatalogAction")));
    QCOMPARE(session()->catalog().version, QStringLiteral("9.9.9-test"));
    REQUIRE(m_fx->trigger(QStringLiteral("builtInCatalogAction")));
    QCOMPARE(session()->catalog().version, CatalogLoader::embedded().catalog->version);
    QVERIFY(!m_fx->window()->isWindowModified()); // a catalog is not part of the scenario file
}

void TestFiles::pdfExportWritesPdf()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    const QString path = filePath(QStringLiteral("report.pdf"));
    m_fx->onNextDialog([](QDialog *dialog) {
        REQUIRE(WindowFixture::typeInto(dialog, QStringLiteral("customerEdit"), QStringLiteral("ACME Robotics")));
        REQUIRE(WindowFixture::typeInto(dialog, QStringLiteral("preparedByEdit"), QStringLiteral("Li Wei")));
        REQUIRE(WindowFixture::clickOk(dialog));
    });
    m_fx->nextFiles << path;
    m_fx->fileRequests.clear();
    REQUIRE(m_fx->click(QStringLiteral("exportPdfButton")));
    QVERIFY(readAll(path).startsWith("%PDF-"));
    // Named after the scenario, and the status bar says where it went.
    QCOMPARE(m_fx->fileRequests.size(), 1);
    QCOMPARE(m_fx->fileRequests.first().suggested,
             DisplayText::fileNameFor(session()->scenario().name, QString(), QStringLiteral(".pdf")));
    QVERIFY(!session()->scenario().name.isEmpty());
    QVERIFY2(m_fx->window()->statusBar()->currentMessage().contains(QDir::toNativeSeparators(path)),
             qPrintable(m_fx->window()->statusBar()->currentMessage()));
    QVERIFY(m_fx->dialogs.contains(QStringLiteral("preview")));
    QCOMPARE(m_fx->settings()->preparedBy(), QStringLiteral("Li Wei"));
    // The next report proposes the remembered author.
    QString proposed;
    m_fx->onNextDialog([&proposed](QDialog *dialog) {
        auto *author = WindowFixture::find<QLineEdit>(dialog, QStringLiteral("preparedByEdit"));
        REQUIRE(author);
        proposed = author->text();
        REQUIRE(WindowFixture::clickOk(dialog));
    });
    // An impossible target: a message says why, nothing is written.
    const QString plain = filePath(QStringLiteral("plain"));
    QVERIFY(writeAll(plain, "keep"));
    m_fx->nextFiles << plain + QStringLiteral("/r.pdf");
    REQUIRE(m_fx->trigger(QStringLiteral("exportPdfAction")));
    QCOMPARE(proposed, QStringLiteral("Li Wei"));
    QCOMPARE(m_fx->messages.size(), 1);
    QCOMPARE(readAll(plain), QByteArray("keep"));
}

void TestFiles::pdfPreviewOpensAndCloses()
{
    // The real QPrintPreviewDialog once, closed by a timer: it must render without warnings or crashes.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ResultsPageId));
    ReportController::previewHandler = nullptr;
    bool sawPreview = false;
    QTimer closer;
    connect(&closer, &QTimer::timeout, this, [&] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            sawPreview = modal->inherits("QPrintPreviewDialog");
            modal->close();
        }
    });
    closer.start(200);
    REQUIRE(m_fx->trigger(QStringLiteral("exportPdfAction"))); // no file name given afterwards: nothing written
    closer.stop();
    QVERIFY(sawPreview);
}

void TestFiles::csvEqualsOnScreenTable()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId));
    auto *view = m_fx->find<QTableView>(QStringLiteral("recommendationView"));
    auto *billing = m_fx->find<QComboBox>(QStringLiteral("billingFilter"));
    ResultsPage *results = m_fx->results();
    REQUIRE(view && billing && results);
    REQUIRE(WindowFixture::setChecked(m_fx->find<QCheckBox>(QStringLiteral("fitsOnlyBox")), false));
    QVERIFY(billing->count() > 1);
    REQUIRE(WindowFixture::choose(billing, billing->itemData(billing->count() - 1)));
    REQUIRE(WindowFixture::sortBy(view, RecommendationTableModel::JobCostColumn, Qt::DescendingOrder));
    // No menu moves or hides columns yet (a restored header state does): the header's own calls stand in.
    view->horizontalHeader()->moveSection(RecommendationTableModel::JobCostColumn, 0);
    view->horizontalHeader()->hideSection(RecommendationTableModel::FamilyColumn);
    const QAbstractItemModel *proxy = view->model();
    QVERIFY(proxy->rowCount() > 0);

    const QString path = filePath(QStringLiteral("table.csv"));
    m_fx->nextFiles << path;
    REQUIRE(m_fx->click(QStringLiteral("exportCsvButton")));
    const QByteArray csv = readAll(path);
    QVERIFY(csv.startsWith("\xEF\xBB\xBF")); // BOM on by default
    const ReportTable table = ReportExport::table(*session(), *results);
    QCOMPARE(csv, table.toCsv(true));
    // The CSV is data: the rows the screen shows, in its order (filter, billing, sort), each figure a
    // plain number in the unit its header names; the on-screen column order is a display matter.
    const QList<QStringList> rows = table.csvRows();
    QCOMPARE(rows.size(), proxy->rowCount() + 1);
    const qsizetype typeColumn = rows.first().indexOf(QStringLiteral("Instance type"));
    const qsizetype costColumn = rows.first().indexOf(QStringLiteral("Job cost (CNY)"));
    QVERIFY2(typeColumn >= 0 && costColumn >= 0, qPrintable(rows.first().join(QLatin1Char('|'))));
    for (int row = 0; row < proxy->rowCount(); ++row) {
        QCOMPARE(rows.at(row + 1).at(typeColumn),
                 proxy->index(row, RecommendationTableModel::InstanceTypeColumn).data().toString());
        const QVariant cost =
            proxy->index(row, RecommendationTableModel::JobCostColumn).data(RecommendationTableModel::SortRole);
        const QString cell = rows.at(row + 1).at(costColumn);
        if (cell.isEmpty())
            continue; // no price: the screen says "price on request"
        QCOMPARE(cell, QString::number(cost.toDouble(), 'f', 2));
    }
    // The byte order mark can be turned off in the settings.
    m_fx->onNextDialog([](QDialog *dialog) {
        REQUIRE(WindowFixture::setChecked(WindowFixture::find<QCheckBox>(dialog, QStringLiteral("csvBomBox")), false));
        REQUIRE(WindowFixture::clickOk(dialog));
    });
    REQUIRE(m_fx->trigger(QStringLiteral("settingsAction")));
    m_fx->nextFiles << path;
    REQUIRE(m_fx->click(QStringLiteral("exportCsvButton")));
    QVERIFY2(m_fx->messages.isEmpty(), qPrintable(m_fx->messages.value(0).text));
    QVERIFY(!readAll(path).startsWith("\xEF\xBB\xBF"));

    // The same button writes the workbook when the file name says .xlsx: a ZIP, no message.
    const QString workbook = filePath(QStringLiteral("table.xlsx"));
    m_fx->nextFiles << workbook;
    REQUIRE(m_fx->click(QStringLiteral("exportCsvButton")));
    QVERIFY2(m_fx->messages.isEmpty(), qPrintable(m_fx->messages.value(0).text));
    QVERIFY(readAll(workbook).startsWith("PK\x03\x04"));
    // A folder that does not exist: a message says why, nothing is written.
    m_fx->nextFiles << filePath(QStringLiteral("missing/table.xlsx"));
    REQUIRE(m_fx->click(QStringLiteral("exportCsvButton")));
    QCOMPARE(m_fx->messages.size(), 1);
    QVERIFY(!QFile::exists(filePath(QStringLiteral("missing/table.xlsx"))));
}

void TestFiles::scenarioNameIsSavedTitledAndReported()
{
    MainWindow *window = m_fx->window();
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::StartPageId));
    auto *name = m_fx->find<QLineEdit>(QStringLiteral("scenarioNameEdit"));
    REQUIRE(name);
    QCOMPARE(name->text(), session()->scenario().name); // the template's title, ready to be changed
    const QString title = QStringLiteral("Support chatbot for ACME, 2027");
    REQUIRE(m_fx->typeInto(QStringLiteral("scenarioNameEdit"), title));
    session()->flush();
    QCOMPARE(session()->scenario().name, title);
    QVERIFY2(window->windowTitle().contains(title), qPrintable(window->windowTitle()));
    QVERIFY(window->windowTitle().startsWith(QStringLiteral("Untitled")));
    const QString path = filePath(QStringLiteral("named.gpuadvisor.json"));
    m_fx->nextFiles << path;
    REQUIRE(m_fx->trigger(QStringLiteral("saveAsAction")));
    QVERIFY(readAll(path).contains(title.toUtf8()));
    const ReportData report = ReportExport::build(*session(), *m_fx->results(), MoneyFormatter(), ReportMeta{});
    QCOMPARE(report.scenarioName, title);
    // Another example picked after the name was typed keeps the user's name: it names their project.
    REQUIRE(m_fx->pickTemplate(ScenarioTemplates::Serve70B));
    session()->flush();
    QCOMPARE(session()->scenario().name, title);
    QCOMPARE(name->text(), title);
    QVERIFY(session()->scenario().stage == Stage::Inference);
    // After File › New nobody typed a name: an example brings its own.
    m_fx->answers << QMessageBox::Discard;
    REQUIRE(m_fx->trigger(QStringLiteral("newAction")));
    REQUIRE(m_fx->backToStart());
    REQUIRE(m_fx->pickTemplate(ScenarioTemplates::FineTune7B));
    session()->flush();
    QCOMPARE(name->text(), session()->scenario().name);
    QVERIFY(!name->text().isEmpty() && name->text() != title);
}

QTEST_MAIN(TestFiles)
#include "tst_files.moc"
