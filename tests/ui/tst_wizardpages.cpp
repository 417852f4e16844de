// Wizard pages meeting input from outside the page itself: another catalog, a model's config.json.
#include "models/advice/rules.h"
#include "models/application/advisorsession.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/scenario/scenarioio.h"
#include "tests/testutils.h"
#include "ui/application/appsettings.h"
#include "ui/application/filecontroller.h"
#include "ui/application/mainwindow.h"
#include "ui/application/pricecontroller.h"
#include "ui/application/translations.h"
#include "ui/common/dialogs.h"
#include "ui/widgets/numberfield.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/budgetpage.h"
#include "ui/wizard/datapage.h"
#include "ui/wizard/scenariotemplates.h"
#include "ui/wizard/startpage.h"
#include "ui/wizard/workloadpage.h"

#include <algorithm>
#include <memory>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Advisor;
using namespace Advisor::Ui;

namespace {
/** Closes (and counts) every real modal dialog: a page that bypasses the seams would block a test. */
class ModalWatch
{
public:
    ModalWatch()
    {
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            if (QWidget *modal = QApplication::activeModalWidget()) {
                ++count;
                modal->close();
            }
        });
        m_timer.start(50);
    }
    int count = 0;

private:
    QTimer m_timer;
};

template<typename T, typename Id> void eraseId(std::vector<T> &items, const Id &id)
{
    items.erase(std::remove_if(items.begin(), items.end(), [&](const T &item) { return item.id == id; }), items.end());
}

Catalog embeddedCatalog()
{
    CatalogLoadResult loaded = CatalogLoader::embedded();
    return std::move(*loaded.catalog);
}
} // namespace

class TestWizardPages : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void pagesListTheNewCatalogAndKeepTheChoice();
    void pagesFallBackWhenTheChoiceIsGone();
    void openedCatalogFileReachesThePages();
    void configJsonImportGoesThroughTheSeams();
    void malformedConfigJsonWarnsAndKeepsTheScenario();
    void scenarioForAnotherCatalogOpensWithItsRegionReplaced();

private:
    AdvisorWizard *wizard() const { return m_window->wizard(); }
    void walkTo(ScenarioTemplates::Id id, AdvisorWizard::PageId page);
    /** Answers as a user would on the budget and data pages: Beijing, NAS, pay-as-you-go and a monthly plan. */
    void chooseBeijingNasAndMonthly();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_qsettings;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<Translations> m_translations;
    std::unique_ptr<AdvisorSession> m_session;
    std::unique_ptr<MainWindow> m_window;
    QList<Dialogs::FileRequest> m_fileRequests;
    QStringList m_nextFiles;
    QList<Dialogs::Message> m_messages;
};

void TestWizardPages::initTestCase()
{
    QLocale::setDefault(QLocale::c());
}

void TestWizardPages::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!This plugin does not support ).*")));
    m_dir = std::make_unique<QTemporaryDir>();
    m_qsettings = std::make_unique<QSettings>(m_dir->filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    m_settings = std::make_unique<AppSettings>(m_qsettings.get());
    m_settings->setLanguage(QStringLiteral("en"));
    m_translations = std::make_unique<Translations>();
    m_translations->apply(QStringLiteral("en"));
    m_fileRequests.clear();
    m_nextFiles.clear();
    m_messages.clear();
    Dialogs::fileHandler = [this](const Dialogs::FileRequest &request) {
        m_fileRequests << request;
        return m_nextFiles.isEmpty() ? QString() : m_nextFiles.takeFirst();
    };
    Dialogs::messageHandler = [this](const Dialogs::Message &message) {
        m_messages << message;
        return QMessageBox::Ok;
    };
    Dialogs::dialogHandler = [](QDialog *) { return int(QDialog::Rejected); };
    PresetLoadResult presets = PresetLoader::embedded();
    QVERIFY(presets.library);
    m_session =
        std::make_unique<AdvisorSession>(embeddedCatalog(), std::move(*presets.library), RulesLoader::embedded().rules);
    m_window = std::make_unique<MainWindow>(m_session.get(), m_settings.get(), m_translations.get());
    m_window->resize(1280, 860);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestWizardPages::cleanup()
{
    m_window.reset();
    m_session.reset();
    m_translations.reset();
    Dialogs::reset();
}

void TestWizardPages::walkTo(ScenarioTemplates::Id id, AdvisorWizard::PageId page)
{
    wizard()->restart();
    wizard()->startPage()->chooseTemplate(id);
    wizard()->goToPage(page);
    m_session->flush();
    QCoreApplication::processEvents();
}

void TestWizardPages::chooseBeijingNasAndMonthly()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::DataPageId);
    QComboBox *region = wizard()->budgetPage()->regionCombo();
    region->setCurrentIndex(region->findData(QStringLiteral("cn-beijing")));
    QComboBox *storage = wizard()->dataPage()->storageCombo();
    storage->setCurrentIndex(storage->findData(QStringLiteral("nas")));
    const QStringList billing{QStringLiteral("payg"), QStringLiteral("subscription-1m")};
    for (const QString &id : billing)
        wizard()->budgetPage()->billingBox(id)->setChecked(true);
    for (const BillingModel &model : m_session->catalog().billingModels)
        wizard()->budgetPage()->billingBox(model.id)->setChecked(billing.contains(model.id));
    const Scenario &s = m_session->scenario();
    QCOMPARE(s.constraints.region, QStringLiteral("cn-beijing"));
    QCOMPARE(s.data.storage, QStringLiteral("nas"));
    QCOMPARE(s.constraints.billing, billing);
}

void TestWizardPages::pagesListTheNewCatalogAndKeepTheChoice()
{
    chooseBeijingNasAndMonthly();
    Catalog other = embeddedCatalog();
    other.regions.push_back(Region{QStringLiteral("cn-wulanchabu"), {QStringLiteral("China (Ulanqab)"), QString()}});
    for (Region &r : other.regions) {
        if (r.id == QLatin1String("cn-beijing"))
            r.name.en = QStringLiteral("Beijing, renamed");
    }
    StorageProduct extra = other.storage.front();
    extra.id = QStringLiteral("test-pfs");
    extra.name = {QStringLiteral("Test parallel file system"), QString()};
    other.storage.push_back(extra);
    eraseId(other.billingModels, QStringLiteral("savings-plan"));
    const Scenario before = m_session->scenario();
    m_session->setCatalog(other);

    BudgetPage *budget = wizard()->budgetPage();
    QComboBox *region = budget->regionCombo();
    QCOMPARE(region->count(), int(other.regions.size()));
    const int added = region->findData(QStringLiteral("cn-wulanchabu"));
    QVERIFY(added >= 0);
    QCOMPARE(region->itemText(added), QStringLiteral("China (Ulanqab) (cn-wulanchabu)"));
    QCOMPARE(region->currentData().toString(), QStringLiteral("cn-beijing"));
    QCOMPARE(region->currentText(), QStringLiteral("Beijing, renamed (cn-beijing)"));

    QComboBox *storage = wizard()->dataPage()->storageCombo();
    QCOMPARE(storage->count(), int(other.storage.size()));
    const int product = storage->findData(QStringLiteral("test-pfs"));
    QVERIFY(product >= 0);
    QCOMPARE(storage->itemText(product), QStringLiteral("Test parallel file system"));
    QCOMPARE(storage->currentData().toString(), QStringLiteral("nas"));

    QVERIFY(!budget->billingBox(QStringLiteral("savings-plan")));
    QVERIFY(budget->billingBox(QStringLiteral("payg"))->isChecked());
    QVERIFY(budget->billingBox(QStringLiteral("subscription-1m"))->isChecked());
    QVERIFY(!budget->billingBox(QStringLiteral("spot"))->isChecked());
    QVERIFY(!budget->billingBox(QStringLiteral("spot"))->text().isEmpty());
    // Every choice still exists: the scenario is exactly what it was.
    QCOMPARE(ScenarioIo::toJson(m_session->scenario()), ScenarioIo::toJson(before));

    // The rebuilt lists are live: picking the new region is an edit like any other.
    region->setCurrentIndex(added);
    QCOMPARE(m_session->scenario().constraints.region, QStringLiteral("cn-wulanchabu"));
}

void TestWizardPages::pagesFallBackWhenTheChoiceIsGone()
{
    chooseBeijingNasAndMonthly();
    Catalog other = embeddedCatalog();
    eraseId(other.regions, QStringLiteral("cn-beijing"));
    eraseId(other.storage, QStringLiteral("nas"));
    eraseId(other.billingModels, QStringLiteral("subscription-1m"));
    m_session->setCatalog(other);

    // What the pages show is what the results are computed for.
    const Scenario &s = m_session->scenario();
    QComboBox *region = wizard()->budgetPage()->regionCombo();
    QCOMPARE(region->findData(QStringLiteral("cn-beijing")), -1);
    QCOMPARE(region->currentData().toString(), other.referenceRegion);
    QCOMPARE(s.constraints.region, other.referenceRegion);
    QComboBox *storage = wizard()->dataPage()->storageCombo();
    QCOMPARE(storage->findData(QStringLiteral("nas")), -1);
    QCOMPARE(storage->currentData().toString(), Scenario().data.storage);
    QCOMPARE(s.data.storage, Scenario().data.storage);
    QVERIFY(!wizard()->budgetPage()->billingBox(QStringLiteral("subscription-1m")));
    QVERIFY(wizard()->budgetPage()->billingBox(QStringLiteral("payg"))->isChecked());
    QCOMPARE(s.constraints.billing, QStringList{QStringLiteral("payg")});
    m_session->flush();
    QCOMPARE(m_session->recommendation().region, other.referenceRegion);
    QVERIFY(!m_session->recommendation().ranked.empty());
    QVERIFY(m_session->recommendation().ranked.front().priced);
    // The scenario changed to fit: that is unsaved work.
    QVERIFY(m_window->isWindowModified());
}

void TestWizardPages::openedCatalogFileReachesThePages()
{
    // File > Open catalog with a valid file that has one more region and one more storage product.
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::BudgetPageId);
    QFile embedded(CatalogLoader::embeddedPath());
    QVERIFY(embedded.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(embedded.readAll()).object();
    QJsonArray regions = root.value(QStringLiteral("regions")).toArray();
    regions.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("cn-wulanchabu")},
                               {QStringLiteral("name"),
                                QJsonObject{{QStringLiteral("en"), QStringLiteral("China (Ulanqab)")},
                                            {QStringLiteral("zh_CN"), QStringLiteral("华北6（乌兰察布）")}}}});
    root.insert(QStringLiteral("regions"), regions);
    QJsonArray storage = root.value(QStringLiteral("storage")).toArray();
    QJsonObject product = storage.at(0).toObject();
    product.insert(QStringLiteral("id"), QStringLiteral("test-pfs"));
    product.insert(QStringLiteral("name"),
                   QJsonObject{{QStringLiteral("en"), QStringLiteral("Test PFS")},
                               {QStringLiteral("zh_CN"), QStringLiteral("测试 PFS")}});
    storage.append(product);
    root.insert(QStringLiteral("storage"), storage);
    const QString path = m_dir->filePath(QStringLiteral("catalog.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(root).toJson());
    file.close();

    const QString regionBefore = wizard()->budgetPage()->regionCombo()->currentData().toString();
    QVERIFY(m_window->prices()->openCatalog(path));
    QVERIFY(m_messages.isEmpty());
    QComboBox *region = wizard()->budgetPage()->regionCombo();
    QVERIFY(region->findData(QStringLiteral("cn-wulanchabu")) >= 0);
    QCOMPARE(region->currentData().toString(), regionBefore);
    QVERIFY(wizard()->dataPage()->storageCombo()->findData(QStringLiteral("test-pfs")) >= 0);
    // And back to the built-in catalog: the extra entries go again.
    m_window->prices()->useBuiltInCatalog();
    QCOMPARE(region->findData(QStringLiteral("cn-wulanchabu")), -1);
    QCOMPARE(wizard()->dataPage()->storageCombo()->findData(QStringLiteral("test-pfs")), -1);
}

void TestWizardPages::configJsonImportGoesThroughTheSeams()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId);
    WorkloadPage *page = wizard()->workloadPage();
    auto *button = page->findChild<QPushButton *>(QStringLiteral("importConfigButton"));
    QVERIFY(button && button->isVisible());

    // Cancelled: nothing asked beyond the file, nothing changed.
    const QByteArray before = ScenarioIo::toJson(m_session->scenario());
    ModalWatch watch;
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(watch.count, 0);
    QCOMPARE(m_fileRequests.size(), 1);
    QCOMPARE(m_fileRequests.first().mode, Dialogs::FileMode::Open);
    QVERIFY2(m_fileRequests.first().filter.contains(QStringLiteral("config.json")),
             qPrintable(m_fileRequests.first().filter));
    QCOMPARE(ScenarioIo::toJson(m_session->scenario()), before);

    // Llama 2 7B's config.json: a custom model of 6.74 B parameters with its shape.
    m_nextFiles << sourcePath(QStringLiteral("tests/data/modelconfig/llama-2-7b.config.json"));
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(watch.count, 0);
    QCOMPARE(m_fileRequests.size(), 2);
    QVERIFY(m_messages.isEmpty());
    const Scenario &s = m_session->scenario();
    QVERIFY(s.model.isEmpty());
    QVERIFY(s.parameters);
    QVERIFY2(std::abs(*s.parameters - 6.738e9) / 6.738e9 < 0.001, qPrintable(QString::number(*s.parameters)));
    QVERIFY(s.architecture);
    QCOMPARE(s.architecture->layers, 32);
    QCOMPARE(page->presetCombo()->currentIndex(), 0);
    QVERIFY(page->parametersField()->isEnabled());
    QVERIFY(page->parametersField()->value());
    QVERIFY(std::abs(*page->parametersField()->value() - 6.738) < 0.01);
}

void TestWizardPages::malformedConfigJsonWarnsAndKeepsTheScenario()
{
    walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId);
    WorkloadPage *page = wizard()->workloadPage();
    auto *button = page->findChild<QPushButton *>(QStringLiteral("importConfigButton"));
    QVERIFY(button);
    const QByteArray before = ScenarioIo::toJson(m_session->scenario());
    const int presetBefore = page->presetCombo()->currentIndex();
    m_nextFiles << sourcePath(QStringLiteral("tests/data/bad-inputs/modelconfig/bad-not-json.json"));
    ModalWatch watch;
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(watch.count, 0);
    QCOMPARE(m_messages.size(), 1);
    const Dialogs::Message &message = m_messages.first();
    QCOMPARE(message.icon, QMessageBox::Warning);
    QVERIFY2(message.text.contains(QStringLiteral("bad-not-json.json")), qPrintable(message.text));
    QVERIFY2(message.text.contains(QStringLiteral("Not a JSON object")), qPrintable(message.text));
    QCOMPARE(ScenarioIo::toJson(m_session->scenario()), before);
    QCOMPARE(page->presetCombo()->currentIndex(), presetBefore);
}

void TestWizardPages::scenarioForAnotherCatalogOpensWithItsRegionReplaced()
{
    // A file saved against a user's catalog with a region the built-in one lacks.
    const ScenarioLoadResult example =
        ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json")));
    QVERIFY(example.scenario);
    Scenario written = *example.scenario;
    written.constraints.region = QStringLiteral("cn-nowhere");
    const QString path = m_dir->filePath(QStringLiteral("elsewhere.gpuadvisor.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(ScenarioIo::toJson(written));
    file.close();

    QString shown; // the "opened with changes" list is a dialog of its own
    Dialogs::dialogHandler = [&shown](QDialog *dialog) {
        for (const QWidget *w : dialog->findChildren<QWidget *>()) {
            if (const auto *view = qobject_cast<const QListWidget *>(w))
                for (int i = 0; i < view->count(); ++i)
                    shown += view->item(i)->text();
            else if (const auto *label = qobject_cast<const QLabel *>(w))
                shown += label->text();
            else if (const auto *text = qobject_cast<const QPlainTextEdit *>(w))
                shown += text->toPlainText();
        }
        return int(QDialog::Accepted);
    };
    m_window->files()->openPath(path);
    const QString region = m_session->scenario().constraints.region;
    QVERIFY(m_session->catalog().region(region));
    QCOMPARE(wizard()->budgetPage()->regionCombo()->currentData().toString(), region);
    // Said, not done silently, and the document differs from the file until the user saves it.
    QVERIFY2(shown.contains(QStringLiteral("cn-nowhere")), qPrintable(shown));
    QVERIFY(m_window->files()->isModified());
    m_session->flush();
    QVERIFY(!m_session->recommendation().ranked.empty());
    QVERIFY(m_session->recommendation().ranked.front().priced);
}

QTEST_MAIN(TestWizardPages)
#include "tst_wizardpages.moc"
