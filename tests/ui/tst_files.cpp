#include "models/advice/rules.h"
#include "models/application/advisorsession.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/io/pricefile.h"
#include "models/itemmodels/recommendationfiltermodel.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/scenario/scenarioio.h"
#include "tests/testutils.h"
#include "ui/application/appsettings.h"
#include "ui/application/filecontroller.h"
#include "ui/application/mainwindow.h"
#include "ui/application/pricecontroller.h"
#include "ui/application/reportcontroller.h"
#include "ui/application/translations.h"
#include "ui/common/dialogs.h"
#include "ui/report/reportexport.h"
#include "ui/results/resultspage.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/scenariotemplates.h"
#include "ui/wizard/startpage.h"

#include <memory>

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLockFile>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Advisor;
using namespace Advisor::Ui;

namespace {
QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

/** What the user would have seen in a dialog: its object name, title and every label and list text. */
QString dialogText(QDialog *dialog)
{
    QStringList parts{dialog->objectName(), dialog->windowTitle()};
    for (auto *label : dialog->findChildren<QLabel *>())
        parts << label->text();
    for (auto *edit : dialog->findChildren<QPlainTextEdit *>())
        parts << edit->toPlainText();
    return parts.join(QLatin1Char('\n'));
}
} // namespace

class TestFiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void saveOpenRoundTripAndTitle();
    void failedSaveKeepsOldFile();
    void recentFiles();
    void autosaveOfferedAfterCrash();
    void cleanExitRemovesAutosave();
    void secondCopyKeepsItsOwnAutosave();
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

private:
    void makeWindow();
    void walkTo(ScenarioTemplates::Id id, AdvisorWizard::PageId page);
    ResultsPage *results() const { return m_window->wizard()->resultsPage(); }
    FileController *files() const { return m_window->files(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_qsettings;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<Translations> m_translations;
    std::unique_ptr<AdvisorSession> m_session;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_nextFiles;
    QList<QMessageBox::StandardButton> m_answers;
    QList<Dialogs::Message> m_messages;
    QStringList m_dialogs; // dialogText() of every dialog the code ran
    std::function<void(QDialog *)> m_fillDialog;
};

void TestFiles::initTestCase()
{
    // Autosave goes to AppDataLocation: keep it out of the real user's folder.
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
}

void TestFiles::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!This plugin does not support ).*")));
    m_dir = std::make_unique<QTemporaryDir>();
    m_qsettings = std::make_unique<QSettings>(m_dir->filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    m_settings = std::make_unique<AppSettings>(m_qsettings.get());
    m_settings->setLanguage(QStringLiteral("en"));
    m_translations = std::make_unique<Translations>();
    m_translations->apply(QStringLiteral("en"));
    m_nextFiles.clear();
    m_answers.clear();
    m_messages.clear();
    m_dialogs.clear();
    m_fillDialog = nullptr;
    Dialogs::fileHandler = [this](const Dialogs::FileRequest &) {
        return m_nextFiles.isEmpty() ? QString() : m_nextFiles.takeFirst();
    };
    Dialogs::messageHandler = [this](const Dialogs::Message &message) {
        m_messages << message;
        return m_answers.isEmpty() ? QMessageBox::Cancel : m_answers.takeFirst();
    };
    Dialogs::dialogHandler = [this](QDialog *dialog) {
        m_dialogs << dialogText(dialog);
        if (m_fillDialog)
            m_fillDialog(dialog);
        return int(QDialog::Accepted);
    };
    ReportController::previewHandler = [this](const ReportData &) { m_dialogs << QStringLiteral("preview"); };
    // Earlier runs' autosaves and locks would look like crashes.
    QDir appData(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    for (const QString &name : appData.entryList({QStringLiteral("autosave*")}, QDir::Files))
        QVERIFY(appData.remove(name));
    makeWindow();
}

void TestFiles::makeWindow()
{
    m_window.reset();
    m_session.reset();
    CatalogLoadResult catalog = CatalogLoader::embedded();
    PresetLoadResult presets = PresetLoader::embedded();
    QVERIFY(catalog.catalog && presets.library);
    m_session = std::make_unique<AdvisorSession>(std::move(*catalog.catalog), std::move(*presets.library),
                                                 RulesLoader::embedded().rules);
    m_window = std::make_unique<MainWindow>(m_session.get(), m_settings.get(), m_translations.get());
    m_window->resize(1280, 860);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestFiles::cleanup()
{
    m_window.reset();
    m_session.reset();
    Dialogs::reset();
    ReportController::previewHandler = nullptr;
}

void TestFiles::walkTo(ScenarioTemplates::Id id, AdvisorWizard::PageId page)
{
    AdvisorWizard *wizard = m_window->wizard();
    wizard->restart();
    wizard->startPage()->chooseTemplate(id);
    wizard->goToPage(page);
    m_session->flush();
    QCoreApplication::processEvents();
}

void TestFiles::saveOpenRoundTripAndTitle()
{
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("Untitled")));
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::BudgetPageId);
    QVERIFY(m_window->isWindowModified()); // a template is work not yet saved
    const QString path = m_dir->filePath(QStringLiteral("lora.gpuadvisor.json"));
    m_nextFiles << path;
    QVERIFY(files()->saveAs());
    QCOMPARE(files()->currentPath(), path);
    QVERIFY(!m_window->isWindowModified());
    QVERIFY2(m_window->windowTitle().startsWith(QStringLiteral("lora.gpuadvisor.json[*]")),
             qPrintable(m_window->windowTitle()));
    const QByteArray saved = ScenarioIo::toJson(m_session->scenario());
    QCOMPARE(readAll(path), saved);

    m_session->edit([](Scenario &s) { s.constraints.customerDiscountPercent = 17; });
    QVERIFY(m_window->isWindowModified());
    // Opening another file while modified asks first; Cancel keeps everything.
    m_answers << QMessageBox::Cancel;
    files()->open();
    QCOMPARE(m_messages.size(), 1);
    QCOMPARE(m_messages.first().buttons, QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    QCOMPARE(m_session->scenario().constraints.customerDiscountPercent, 17.0);

    // Discard, then open the saved file: the scenario is back exactly as saved.
    m_answers << QMessageBox::Discard;
    m_nextFiles << path;
    files()->open();
    QCOMPARE(ScenarioIo::toJson(m_session->scenario()), saved);
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(m_window->wizard()->currentId(), int(AdvisorWizard::WorkloadPageId));

    // Save (not Save As) writes to the same file without asking for a name.
    m_session->edit([](Scenario &s) { s.constraints.customerDiscountPercent = 5; });
    QVERIFY(files()->save());
    QVERIFY(readAll(path).contains("5"));
    QVERIFY(!m_window->isWindowModified());
}

void TestFiles::failedSaveKeepsOldFile()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId);
    const QString path = m_dir->filePath(QStringLiteral("keep.gpuadvisor.json"));
    QString error;
    QVERIFY2(files()->saveTo(path, &error), qPrintable(error));
    const QByteArray before = readAll(path);
    m_session->edit([](Scenario &s) { s.constraints.customerDiscountPercent = 33; });

    // A file where a folder should be: impossible for any user, root included.
    const QString plain = m_dir->filePath(QStringLiteral("plain"));
    QVERIFY(writeAll(plain, "keep me"));
    m_nextFiles << plain + QStringLiteral("/x.gpuadvisor.json");
    QVERIFY(!files()->saveAs());
    QCOMPARE(m_messages.size(), 1);
    QVERIFY2(!m_messages.first().text.isEmpty(), "the failure must say why");
    QCOMPARE(readAll(plain), QByteArray("keep me"));
    QCOMPARE(files()->currentPath(), path);
    QVERIFY(m_window->isWindowModified()); // still unsaved

    // A read-only folder: the old file stays exactly as it was. (root may write anywhere: then skipped.)
    QFile::setPermissions(m_dir->path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    QFile probe(m_dir->filePath(QStringLiteral("probe")));
    const bool readOnly = !probe.open(QIODevice::WriteOnly);
    probe.remove();
    if (readOnly) {
        QVERIFY(!files()->saveTo(path, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(readAll(path), before);
    }
    QFile::setPermissions(m_dir->path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QCOMPARE(readAll(path), before);
}

void TestFiles::recentFiles()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId);
    QStringList paths;
    QString error;
    for (int i = 0; i < 10; ++i) {
        paths.prepend(m_dir->filePath(QStringLiteral("s%1.gpuadvisor.json").arg(i)));
        QVERIFY2(files()->saveTo(paths.first(), &error), qPrintable(error));
    }
    QCOMPARE(m_settings->recentFiles(), paths.mid(0, AppSettings::maxRecentFiles));

    QMenu menu;
    files()->fillRecentMenu(&menu);
    QVERIFY(menu.actions().size() >= AppSettings::maxRecentFiles);
    // A file that disappeared is removed from the list with a note.
    QVERIFY(QFile::remove(paths.at(1)));
    menu.actions().at(1)->trigger();
    QCOMPARE(m_messages.size(), 1);
    QVERIFY2(m_messages.first().text.contains(QStringLiteral("no longer exists")), qPrintable(m_messages.first().text));
    QVERIFY(!m_settings->recentFiles().contains(paths.at(1)));
    // An existing one opens.
    files()->fillRecentMenu(&menu);
    menu.actions().at(1)->trigger();
    QCOMPARE(files()->currentPath(), paths.at(2));
    QCOMPARE(m_settings->recentFiles().first(), paths.at(2));
}

void TestFiles::autosaveOfferedAfterCrash()
{
    m_window->startSession();
    QVERIFY(m_messages.isEmpty());                                             // first start: nothing to restore
    QVERIFY(QFile::exists(files()->autosavePath() + QStringLiteral(".lock"))); // this run owns its autosave
    walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::WorkloadPageId);
    m_session->edit([](Scenario &s) { s.constraints.customerDiscountPercent = 12; });
    const QString autosave = files()->autosavePath();
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(autosave), 5000);
    QCOMPARE(ScenarioIo::fromFile(autosave).scenario->constraints.customerDiscountPercent, 12.0);
    const QByteArray expected = ScenarioIo::toJson(m_session->scenario());

    // Simulated crash: the window goes away without closing, so the clean-exit flag stays false.
    makeWindow();
    QCOMPARE(m_session->scenario().constraints.customerDiscountPercent == 12.0, false);
    m_answers << QMessageBox::Yes;
    m_window->startSession();
    QCOMPARE(m_messages.size(), 1);
    QVERIFY(m_messages.first().text.contains(QStringLiteral("did not close normally")));
    QCOMPARE(ScenarioIo::toJson(m_session->scenario()), expected);
    QVERIFY(m_window->isWindowModified()); // restored work is not saved anywhere yet
    QVERIFY(files()->currentPath().isEmpty());
}

void TestFiles::cleanExitRemovesAutosave()
{
    m_window->startSession();
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId);
    QVERIFY(files()->autosaveNow());
    QVERIFY(QFile::exists(files()->autosavePath()));
    m_answers << QMessageBox::Cancel;
    QVERIFY(!m_window->close()); // modified: the question is asked and Cancel keeps the window
    QVERIFY(m_window->isVisible());
    m_answers << QMessageBox::Discard;
    QVERIFY(m_window->close());
    QVERIFY(!QFile::exists(files()->autosavePath()));
    QVERIFY(!QFile::exists(files()->autosavePath() + QStringLiteral(".lock")));
    // The next start asks nothing.
    makeWindow();
    m_messages.clear();
    m_window->startSession();
    QVERIFY(m_messages.isEmpty());
}

void TestFiles::secondCopyKeepsItsOwnAutosave()
{
    m_window->startSession();
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId);
    m_session->edit([](Scenario &s) { s.constraints.customerDiscountPercent = 11; });
    QVERIFY(files()->autosaveNow());
    const QString first = files()->autosavePath();
    const QByteArray firstWork = readAll(first);
    QVERIFY(!firstWork.isEmpty());

    // A second copy of the program, started while the first one runs, with the same settings.
    CatalogLoadResult catalog = CatalogLoader::embedded();
    PresetLoadResult presets = PresetLoader::embedded();
    AdvisorSession secondSession(std::move(*catalog.catalog), std::move(*presets.library), std::nullopt);
    QWidget secondWindow;
    auto *second = new FileController(&secondSession, m_settings.get(), &secondWindow);
    second->startSession();
    QVERIFY2(m_messages.isEmpty(), "the first copy's live autosave is no crash to recover");
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
    QCOMPARE(m_session->scenario().constraints.customerDiscountPercent, 11.0);

    // The first copy crashes (goes away without endSession): the next start offers its work.
    makeWindow();
    m_answers << QMessageBox::Yes;
    m_window->startSession();
    QCOMPARE(m_messages.size(), 1);
    QCOMPARE(m_session->scenario().constraints.customerDiscountPercent, 11.0);
}

void TestFiles::liveLockIsNotACrash()
{
    // Another running copy owns the standard autosave (a separate QLockFile holds its lock).
    const QString standard = files()->autosavePath();
    QVERIFY(QDir().mkpath(QFileInfo(standard).absolutePath()));
    const QByteArray othersWork = ScenarioIo::toJson(ScenarioTemplates::scenario(ScenarioTemplates::Serve70B));
    QVERIFY(writeAll(standard, othersWork));
    QLockFile other(standard + QStringLiteral(".lock"));
    QVERIFY(other.tryLock(0));

    m_window->startSession();
    QVERIFY(m_messages.isEmpty());
    QVERIFY(files()->autosavePath() != standard);
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId);
    QVERIFY(files()->autosaveNow());
    QCOMPARE(readAll(standard), othersWork);
}

void TestFiles::staleLockIsACrash()
{
    // A crashed run's autosave, and its lock naming a process that no longer exists.
    const QString standard = files()->autosavePath();
    QVERIFY(QDir().mkpath(QFileInfo(standard).absolutePath()));
    Scenario crashed = ScenarioTemplates::scenario(ScenarioTemplates::Serve70B);
    crashed.constraints.customerDiscountPercent = 7;
    QVERIFY(writeAll(standard, ScenarioIo::toJson(crashed)));
    QVERIFY(writeAll(standard + QStringLiteral(".lock"), "2147483647\ngpu-advisor\n\n"));

    m_answers << QMessageBox::Yes;
    m_window->startSession();
    QCOMPARE(m_messages.size(), 1);
    QVERIFY(m_messages.first().text.contains(QStringLiteral("did not close normally")));
    QCOMPARE(m_session->scenario().constraints.customerDiscountPercent, 7.0);
    QVERIFY(m_window->isWindowModified());
    // The stale lock was taken over: this run now owns the standard autosave.
    QCOMPARE(files()->autosavePath(), standard);
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
    const QString path = m_dir->filePath(QStringLiteral("future.gpuadvisor.json"));
    QVERIFY(writeAll(path, QJsonDocument(root).toJson()));
    files()->openPath(path);
    QCOMPARE(files()->currentPath(), path);
    QCOMPARE(m_dialogs.size(), 1);
    QVERIFY2(m_dialogs.first().contains(QStringLiteral("newer")), qPrintable(m_dialogs.first()));
    QVERIFY2(m_dialogs.first().contains(QStringLiteral("carbonBudget")), qPrintable(m_dialogs.first()));
}

void TestFiles::badPriceFileChangesNothing()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId);
    const QByteArray before = PriceFile::exportCsv(m_session->catalog());
    const QString path = m_dir->filePath(QStringLiteral("bad.csv"));
    QVERIFY(writeAll(path,
                     "instanceType,region,billing,price,currency,date,source\n"
                     "ecs.gn7i-c8g1.2xlarge,cn-shanghai,payg,1.50,CNY,2026-10-01,quote\n"
                     "ecs.no-such-type,cn-shanghai,payg,9.50,CNY,2026-10-01,quote\n"
                     "ecs.gn7i-c8g1.2xlarge,cn-beijing,payg,abc,CNY,2026-10-01,quote\n"));
    QVERIFY(!m_window->prices()->importPrices(path));
    QCOMPARE(m_dialogs.size(), 1);
    QVERIFY2(m_dialogs.first().contains(QStringLiteral("row 3")), qPrintable(m_dialogs.first()));
    QVERIFY2(m_dialogs.first().contains(QStringLiteral("row 4")), qPrintable(m_dialogs.first()));
    QCOMPARE(PriceFile::exportCsv(m_session->catalog()), before);
    QVERIFY(!m_window->prices()->canUndo());
}

void TestFiles::goodPriceFileChangesRecommendationAndUndo()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId);
    const Configuration best = m_session->recommendation().ranked.front();
    const QString region = m_session->scenario().constraints.region.isEmpty()
        ? m_session->catalog().referenceRegion
        : m_session->scenario().constraints.region;
    const QByteArray before = PriceFile::exportCsv(m_session->catalog());
    // Ten times cheaper per hour: the job cost of the same configuration must fall.
    double hourly = 0;
    for (const PriceRecord *p : m_session->catalog().pricesFor(best.instanceType)) {
        if (p->region == region && p->billing == QLatin1String("payg"))
            hourly = p->amount;
    }
    QVERIFY(hourly > 0);
    const QString path = m_dir->filePath(QStringLiteral("good.csv"));
    QVERIFY(writeAll(
        path,
        QStringLiteral("instanceType,region,billing,price,currency,date,source\n"
                       "%1,%2,payg,%3,%4,2026-11-20,Partner quote November\n")
            .arg(best.instanceType, region, QString::number(hourly / 10, 'f', 4), m_session->catalog().currency)
            .toUtf8()));
    QVERIFY(m_window->prices()->importPrices(path));
    QCOMPARE(m_dialogs.size(), 1);
    QVERIFY2(m_dialogs.first().contains(QStringLiteral("priceImportPreview")), qPrintable(m_dialogs.first()));
    m_session->flush();
    const Configuration *after = nullptr;
    for (const Configuration &c : m_session->recommendation().ranked) {
        if (c.instanceType == best.instanceType && c.instances == best.instances)
            after = &c;
    }
    QVERIFY(after);
    QVERIFY2(after->costPerGpuHour < best.costPerGpuHour, qPrintable(QString::number(after->costPerGpuHour)));
    // The imported price carries its own date and source into the catalog (and so into the results).
    bool found = false;
    for (const PriceRecord *p : m_session->catalog().pricesFor(best.instanceType)) {
        if (p->region == region && p->billing == QLatin1String("payg")) {
            QCOMPARE(p->date, QStringLiteral("2026-11-20"));
            QVERIFY(m_session->catalog().sources.value(p->source).title.contains(QStringLiteral("Partner quote")));
            found = true;
        }
    }
    QVERIFY(found);
    // ... and the results show it: the cost cell's provenance names the imported date and source.
    QCoreApplication::processEvents();
    QString provenance;
    const QAbstractItemModel *proxy = results()->filterModel();
    for (int row = 0; row < proxy->rowCount(); ++row) {
        if (proxy->index(row, 0).data(RecommendationTableModel::InstanceTypeRole).toString() == best.instanceType)
            provenance = proxy->index(row, RecommendationTableModel::JobCostColumn).data(Qt::ToolTipRole).toString();
    }
    QVERIFY2(provenance.contains(QStringLiteral("2026-11-20")), qPrintable(provenance));
    QVERIFY2(provenance.contains(QStringLiteral("Partner quote")), qPrintable(provenance));
    QVERIFY(m_window->prices()->canUndo());
    QVERIFY(m_window->prices()->undoImport());
    QCOMPARE(PriceFile::exportCsv(m_session->catalog()), before);
    QVERIFY(!m_window->prices()->canUndo());
    // A cancelled preview changes nothing either.
    Dialogs::dialogHandler = [](QDialog *) { return int(QDialog::Rejected); };
    QVERIFY(!m_window->prices()->importPrices(path));
    QCOMPARE(PriceFile::exportCsv(m_session->catalog()), before);
}

void TestFiles::exportedPriceTableImportsUnchanged()
{
    const QString path = m_dir->filePath(QStringLiteral("prices.csv"));
    m_nextFiles << path;
    m_window->prices()->exportPricesWithDialog(true);
    QVERIFY(readAll(path).startsWith("\xEF\xBB\xBF"));
    const PriceImportResult parsed = PriceFile::parseFile(path, m_session->catalog());
    QVERIFY2(parsed.ok(), qPrintable(parsed.messages().join(QLatin1Char('\n'))));
    for (const PriceChange &change : PriceFile::preview(parsed.rows, m_session->catalog()))
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
    const QString path = m_dir->filePath(QStringLiteral("bad-catalog.json"));
    QVERIFY(writeAll(path, QJsonDocument(root).toJson()));
    const CatalogLoadResult expected = CatalogLoader::fromFile(path);
    QVERIFY(!expected.catalog);
    QVERIFY(expected.diagnostics.errorCount() >= 2);

    const QByteArray before = PriceFile::exportCsv(m_session->catalog());
    const size_t typesBefore = m_session->catalog().instanceTypes.size();
    QVERIFY(!m_window->prices()->openCatalog(path));
    QCOMPARE(m_dialogs.size(), 1);
    for (const QString &problem : expected.diagnostics.toStringList())
        QVERIFY2(m_dialogs.first().contains(problem), qPrintable(problem));
    QCOMPARE(PriceFile::exportCsv(m_session->catalog()), before);
    QCOMPARE(m_session->catalog().instanceTypes.size(), typesBefore);
}

void TestFiles::builtInCatalogComesBack()
{
    // A valid catalog file with one price changed, then back to the built-in one.
    QJsonObject root = QJsonDocument::fromJson(readAll(CatalogLoader::embeddedPath())).object();
    root.insert(QStringLiteral("version"), QStringLiteral("9.9.9-test"));
    const QString path = m_dir->filePath(QStringLiteral("catalog.json"));
    QVERIFY(writeAll(path, QJsonDocument(root).toJson()));
    QVERIFY(m_window->prices()->openCatalog(path));
    QCOMPARE(m_session->catalog().version, QStringLiteral("9.9.9-test"));
    m_window->prices()->useBuiltInCatalog();
    QCOMPARE(m_session->catalog().version, CatalogLoader::embedded().catalog->version);
    QVERIFY(!m_window->isWindowModified()); // a catalog is not part of the scenario file
}

void TestFiles::pdfExportWritesPdf()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId);
    const QString path = m_dir->filePath(QStringLiteral("report.pdf"));
    m_fillDialog = [](QDialog *dialog) {
        if (auto *customer = dialog->findChild<QLineEdit *>(QStringLiteral("customerEdit")))
            customer->setText(QStringLiteral("ACME Robotics"));
        if (auto *author = dialog->findChild<QLineEdit *>(QStringLiteral("preparedByEdit")))
            author->setText(QStringLiteral("Li Wei"));
    };
    m_nextFiles << path;
    QTest::mouseClick(results()->exportPdfButton(), Qt::LeftButton);
    QVERIFY(readAll(path).startsWith("%PDF-"));
    QVERIFY(m_dialogs.contains(QStringLiteral("preview")));
    QCOMPARE(m_settings->preparedBy(), QStringLiteral("Li Wei"));
    // The next report proposes the remembered author.
    QDialog *dialog = ReportController::buildInfoDialog(m_settings->preparedBy(), m_window.get());
    QCOMPARE(dialog->findChild<QLineEdit *>(QStringLiteral("preparedByEdit"))->text(), QStringLiteral("Li Wei"));
    delete dialog;
    // An impossible target: a message says why, nothing is written.
    const QString plain = m_dir->filePath(QStringLiteral("plain"));
    QVERIFY(writeAll(plain, "keep"));
    m_nextFiles << plain + QStringLiteral("/r.pdf");
    m_window->reports()->exportPdfWithDialog();
    QCOMPARE(m_messages.size(), 1);
    QCOMPARE(readAll(plain), QByteArray("keep"));
}

void TestFiles::pdfPreviewOpensAndCloses()
{
    // The real QPrintPreviewDialog once, closed by a timer: it must render without warnings or crashes.
    walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ResultsPageId);
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
    m_window->reports()->exportPdfWithDialog(); // no file name given afterwards: nothing written
    closer.stop();
    QVERIFY(sawPreview);
}

void TestFiles::csvEqualsOnScreenTable()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ResultsPageId);
    QTableView *view = results()->tableView();
    results()->fitsOnlyBox()->setChecked(false);
    auto *billing = results()->findChild<QComboBox *>(QStringLiteral("billingFilter"));
    QVERIFY(billing && billing->count() > 1);
    billing->setCurrentIndex(billing->count() - 1);
    view->sortByColumn(RecommendationTableModel::JobCostColumn, Qt::DescendingOrder);
    view->horizontalHeader()->moveSection(RecommendationTableModel::JobCostColumn, 0);
    view->horizontalHeader()->hideSection(RecommendationTableModel::FamilyColumn);
    QVERIFY(results()->filterModel()->rowCount() > 0);

    const QString path = m_dir->filePath(QStringLiteral("table.csv"));
    m_nextFiles << path;
    results()->exportWithDialog();
    const QByteArray csv = readAll(path);
    QVERIFY(csv.startsWith("\xEF\xBB\xBF")); // BOM on by default
    const ReportTable table = ReportExport::table(*m_session, *results());
    QCOMPARE(csv, table.toCsv(true));
    // And the table is the screen: first column is the moved cost column, rows in the view's order.
    const QList<QStringList> rows = table.csvRows();
    QCOMPARE(rows.size(), results()->filterModel()->rowCount() + 1);
    QCOMPARE(rows.first().first(),
             results()->filterModel()->headerData(RecommendationTableModel::JobCostColumn, Qt::Horizontal).toString());
    QVERIFY(!rows.first().contains(
        results()->filterModel()->headerData(RecommendationTableModel::FamilyColumn, Qt::Horizontal).toString()));
    for (int row = 0; row < results()->filterModel()->rowCount(); ++row)
        QCOMPARE(rows.at(row + 1).first(),
                 results()->filterModel()->index(row, RecommendationTableModel::JobCostColumn).data().toString());
    // The BOM can be turned off in the settings.
    m_settings->setCsvByteOrderMark(false);
    m_window->applySettings();
    QString error;
    QVERIFY2(results()->exportCsv(path, &error), qPrintable(error));
    QVERIFY(!readAll(path).startsWith("\xEF\xBB\xBF"));
}

QTEST_MAIN(TestFiles)
#include "tst_files.moc"
