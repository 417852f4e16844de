// SPDX-License-Identifier: Apache-2.0
// Wizard pages meeting input from outside the page itself: another catalog, a model's config.json.
#include "models/application/advisorsession.h"
#include "models/catalog/catalogloader.h"
#include "models/scenario/scenarioio.h"
#include "tests/testutils.h"
#include "tests/ui/windowfixture.h"
#include "ui/application/mainwindow.h"
#include "ui/common/dialogs.h"
#include "ui/widgets/numberfield.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/scenariotemplates.h"

#include <algorithm>
#include <memory>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFormLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
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
    void init();
    void cleanup();

    void pagesListTheNewCatalogAndKeepTheChoice();
    void pagesFallBackWhenTheChoiceIsGone();
    void openedCatalogFileReachesThePages();
    void configJsonImportGoesThroughTheSeams();
    void aModelNameThatMatchesNothingIsSaid();
    void spotAndMayBeInterruptedGoTogether();
    void theFieldsTakeWhatAScenarioFileTakes();
    void servingAsksForModelFilesNotADatasetOrCheckpoints();
    void malformedConfigJsonWarnsAndKeepsTheScenario();
    void scenarioForAnotherCatalogOpensWithItsRegionReplaced();
    void llmEngineComboIsDrivenByKeys();

private:
    /** Answers as a user would on the budget and data pages: Beijing, NAS, pay-as-you-go and a monthly plan. */
    bool chooseBeijingNasAndMonthly();
    AdvisorSession *session() const { return m_fx->session(); }
    QComboBox *regionCombo() const { return m_fx->find<QComboBox>(QStringLiteral("regionCombo")); }
    QComboBox *storageCombo() const { return m_fx->find<QComboBox>(QStringLiteral("storageCombo")); }
    /** The budget page's box for a billing model, or null when the catalog has no such model. */
    QCheckBox *billingBox(const QString &id) const
    {
        return m_fx->window()->findChild<QCheckBox *>(QStringLiteral("billing-") + id);
    }

    std::unique_ptr<WindowFixture> m_fx;
};

void TestWizardPages::init()
{
    m_fx = std::make_unique<WindowFixture>();
    REQUIRE(m_fx->launch());
}

void TestWizardPages::cleanup()
{
    m_fx.reset();
}

bool TestWizardPages::chooseBeijingNasAndMonthly()
{
    if (!m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::BudgetPageId)
        || !WindowFixture::choose(regionCombo(), QStringLiteral("cn-beijing")))
        return false;
    const QStringList billing{QStringLiteral("payg"), QStringLiteral("subscription-1m")};
    for (const QString &id : billing) {
        if (!WindowFixture::setChecked(m_fx->find<QCheckBox>(QStringLiteral("billing-") + id), true))
            return false;
    }
    for (const BillingModel &model : session()->catalog().billingModels) {
        if (!WindowFixture::setChecked(m_fx->find<QCheckBox>(QStringLiteral("billing-") + model.id),
                                       billing.contains(model.id)))
            return false;
    }
    if (!m_fx->next() || !WindowFixture::choose(storageCombo(), QStringLiteral("nas")))
        return false;
    const Scenario &s = session()->scenario();
    if (s.constraints.region != QLatin1String("cn-beijing") || s.data.storage != QLatin1String("nas")
        || s.constraints.billing != billing)
        return WindowFixture::fail(
            QStringLiteral("the scenario did not take the answers: %1, %2, %3")
                .arg(s.constraints.region, s.data.storage, s.constraints.billing.join(QLatin1Char(' '))));
    return true;
}

void TestWizardPages::pagesListTheNewCatalogAndKeepTheChoice()
{
    REQUIRE(chooseBeijingNasAndMonthly());
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
    const Scenario before = session()->scenario();
    session()->setCatalog(other);

    QComboBox *region = regionCombo();
    QComboBox *storage = storageCombo();
    REQUIRE(region && storage);
    QCOMPARE(region->count(), int(other.regions.size()));
    const int added = region->findData(QStringLiteral("cn-wulanchabu"));
    QVERIFY(added >= 0);
    // Each region also says whether it has prices: the new one has none.
    QCOMPARE(region->itemText(added), QStringLiteral("China (Ulanqab) (cn-wulanchabu) — no prices"));
    QCOMPARE(region->currentData().toString(), QStringLiteral("cn-beijing"));
    QVERIFY2(region->currentText().startsWith(QStringLiteral("Beijing, renamed (cn-beijing) — ")),
             qPrintable(region->currentText()));

    QCOMPARE(storage->count(), int(other.storage.size()));
    const int product = storage->findData(QStringLiteral("test-pfs"));
    QVERIFY(product >= 0);
    QCOMPARE(storage->itemText(product), QStringLiteral("Test parallel file system"));
    QCOMPARE(storage->currentData().toString(), QStringLiteral("nas"));

    QVERIFY(!billingBox(QStringLiteral("savings-plan")));
    QCheckBox *payg = billingBox(QStringLiteral("payg"));
    QCheckBox *monthly = billingBox(QStringLiteral("subscription-1m"));
    QCheckBox *spot = billingBox(QStringLiteral("spot"));
    QVERIFY(payg && monthly && spot);
    QVERIFY(payg->isChecked());
    QVERIFY(monthly->isChecked());
    QVERIFY(!spot->isChecked());
    QVERIFY(!spot->text().isEmpty());
    // Every choice still exists: the scenario is exactly what it was.
    QCOMPARE(ScenarioIo::toJson(session()->scenario()), ScenarioIo::toJson(before));

    // The rebuilt lists are live: picking the new region is an edit like any other.
    REQUIRE(m_fx->back());
    REQUIRE(WindowFixture::choose(region, QStringLiteral("cn-wulanchabu")));
    QCOMPARE(session()->scenario().constraints.region, QStringLiteral("cn-wulanchabu"));
}

void TestWizardPages::pagesFallBackWhenTheChoiceIsGone()
{
    REQUIRE(chooseBeijingNasAndMonthly());
    Catalog other = embeddedCatalog();
    eraseId(other.regions, QStringLiteral("cn-beijing"));
    eraseId(other.storage, QStringLiteral("nas"));
    eraseId(other.billingModels, QStringLiteral("subscription-1m"));
    session()->setCatalog(other);

    // What the pages show is what the results are computed for.
    const Scenario &s = session()->scenario();
    QComboBox *region = regionCombo();
    QComboBox *storage = storageCombo();
    REQUIRE(region && storage);
    QCOMPARE(region->findData(QStringLiteral("cn-beijing")), -1);
    QCOMPARE(region->currentData().toString(), other.referenceRegion);
    QCOMPARE(s.constraints.region, other.referenceRegion);
    QCOMPARE(storage->findData(QStringLiteral("nas")), -1);
    QCOMPARE(storage->currentData().toString(), Scenario().data.storage);
    QCOMPARE(s.data.storage, Scenario().data.storage);
    QVERIFY(!billingBox(QStringLiteral("subscription-1m")));
    QVERIFY(billingBox(QStringLiteral("payg")) && billingBox(QStringLiteral("payg"))->isChecked());
    QCOMPARE(s.constraints.billing, QStringList{QStringLiteral("payg")});
    session()->flush();
    QCOMPARE(session()->recommendation().region, other.referenceRegion);
    QVERIFY(!session()->recommendation().ranked.empty());
    QVERIFY(session()->recommendation().ranked.front().pricing.priced);
    // The scenario changed to fit: that is unsaved work.
    QVERIFY(m_fx->window()->isWindowModified());
}

void TestWizardPages::openedCatalogFileReachesThePages()
{
    // File > Open catalog with a valid file that has one more region and one more storage product.
    // Through the data page: the storage list is there, and pages are built on their first visit.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::DataPageId));
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
    const QString path = m_fx->filePath(QStringLiteral("catalog.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(root).toJson());
    file.close();

    QComboBox *region = regionCombo();
    QComboBox *storageChoice = storageCombo();
    REQUIRE(region && storageChoice);
    const QString regionBefore = region->currentData().toString();
    m_fx->nextFiles << path;
    REQUIRE(m_fx->trigger(QStringLiteral("openCatalogAction")));
    QVERIFY2(m_fx->dialogs.isEmpty(), qPrintable(m_fx->dialogs.join(QLatin1Char('\n')))); // no problems to show
    QVERIFY(m_fx->messages.isEmpty());
    QVERIFY(region->findData(QStringLiteral("cn-wulanchabu")) >= 0);
    QCOMPARE(region->currentData().toString(), regionBefore);
    QVERIFY(storageChoice->findData(QStringLiteral("test-pfs")) >= 0);
    // And back to the built-in catalog: the extra entries go again.
    REQUIRE(m_fx->trigger(QStringLiteral("builtInCatalogAction")));
    QCOMPARE(region->findData(QStringLiteral("cn-wulanchabu")), -1);
    QCOMPARE(storageChoice->findData(QStringLiteral("test-pfs")), -1);
}

void TestWizardPages::configJsonImportGoesThroughTheSeams()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId));
    auto *button = m_fx->find<QPushButton>(QStringLiteral("importConfigButton"));
    auto *preset = m_fx->find<QComboBox>(QStringLiteral("presetCombo"));
    auto *parameters = m_fx->find<NumberField>(QStringLiteral("parametersField"));
    REQUIRE(button && preset && parameters);
    QVERIFY(button->isVisible());

    // Cancelled: nothing asked beyond the file, nothing changed.
    const QByteArray before = ScenarioIo::toJson(session()->scenario());
    ModalWatch watch;
    REQUIRE(WindowFixture::click(button));
    QCOMPARE(watch.count, 0);
    QCOMPARE(m_fx->fileRequests.size(), 1);
    QCOMPARE(m_fx->fileRequests.first().mode, Dialogs::FileMode::Open);
    QVERIFY2(m_fx->fileRequests.first().filter.contains(QStringLiteral("config.json")),
             qPrintable(m_fx->fileRequests.first().filter));
    QCOMPARE(ScenarioIo::toJson(session()->scenario()), before);

    // Llama 2 7B's config.json: a custom model of 6.74 B parameters with its shape.
    m_fx->nextFiles << sourcePath(QStringLiteral("tests/data/modelconfig/llama-2-7b.config.json"));
    REQUIRE(WindowFixture::click(button));
    QCOMPARE(watch.count, 0);
    QCOMPARE(m_fx->fileRequests.size(), 2);
    QVERIFY(m_fx->messages.isEmpty());
    const Scenario &s = session()->scenario();
    QVERIFY(s.model.isEmpty());
    QVERIFY(s.parameters);
    QVERIFY2(std::abs(*s.parameters - 6.738e9) / 6.738e9 < 0.001, qPrintable(QString::number(*s.parameters)));
    QVERIFY(s.architecture);
    QCOMPARE(s.architecture->layers, 32);
    QCOMPARE(preset->currentIndex(), 0);
    QVERIFY(parameters->isEnabled());
    QVERIFY(parameters->value());
    QVERIFY(std::abs(*parameters->value() - 6.738) < 0.01);
}

void TestWizardPages::aModelNameThatMatchesNothingIsSaid()
{
    // Typing "DeepSeek" and Tab kept sizing the template's model without a word.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::WorkloadPageId));
    auto *preset = m_fx->find<QComboBox>(QStringLiteral("presetCombo"));
    auto *miss = m_fx->find<QLabel>(QStringLiteral("presetMiss"));
    REQUIRE(preset && miss && preset->lineEdit());
    const QString before = session()->scenario().model;
    REQUIRE(WindowFixture::typeInto(preset->lineEdit(), QStringLiteral("DeepSeek")));
    QTest::keyClick(preset->lineEdit(), Qt::Key_Tab);
    QVERIFY(!miss->isHidden());
    QVERIFY2(miss->text().contains(QStringLiteral("\"DeepSeek\""))
                 && miss->text().contains(QStringLiteral("DeepSeek-")),
             qPrintable(miss->text()));
    QCOMPARE(session()->scenario().model, before);
    QCOMPARE(preset->currentText(), preset->itemText(preset->currentIndex())); // not the typed text, as if taken

    // A name users know a preset by selects it, and the note goes.
    REQUIRE(WindowFixture::typeInto(preset->lineEdit(), QStringLiteral("deepseek-ai/DeepSeek-R1")));
    QTest::keyClick(preset->lineEdit(), Qt::Key_Return);
    QVERIFY(miss->isHidden());
    const ModelPreset *r1 = session()->presets().find(QStringLiteral("DeepSeek-R1"));
    REQUIRE(r1);
    QCOMPARE(session()->scenario().model, r1->id);
}

void TestWizardPages::spotAndMayBeInterruptedGoTogether()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::BudgetPageId));
    auto *interruptible = m_fx->find<QCheckBox>(QStringLiteral("interruptibleBox"));
    auto *spot = m_fx->find<QCheckBox>(QStringLiteral("billing-spot"));
    auto *payg = m_fx->find<QCheckBox>(QStringLiteral("billing-payg"));
    REQUIRE(interruptible && spot && payg);
    REQUIRE(WindowFixture::setChecked(payg, true));
    REQUIRE(WindowFixture::setChecked(spot, true));
    QVERIFY(interruptible->isChecked()); // the example prices spot, so its job may be interrupted
    // A job that must not stop cannot run on preemptible instances: spot goes with it.
    REQUIRE(WindowFixture::setChecked(interruptible, false));
    session()->flush();
    QVERIFY(!spot->isChecked());
    QVERIFY(!session()->scenario().constraints.billing.contains(QStringLiteral("spot")));
    QVERIFY(!session()->scenario().constraints.interruptible);
    // Ticking spot says the job may be interrupted; before, the spot prices were then ignored without a word.
    REQUIRE(WindowFixture::setChecked(spot, true));
    session()->flush();
    QVERIFY(interruptible->isChecked());
    QVERIFY(session()->scenario().constraints.interruptible);
    QVERIFY(session()->scenario().constraints.billing.contains(QStringLiteral("spot")));
}

// The wizard's fields and the scenario file share one table of limits: a 2M-token sequence that a file
// holds was refused by the wizard, and a budget of 0 the wizard took was refused when the file was opened.
void TestWizardPages::theFieldsTakeWhatAScenarioFileTakes()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ScalePageId));
    auto *sequence = m_fx->find<NumberField>(QStringLiteral("sequenceField"));
    auto *microBatch = m_fx->find<NumberField>(QStringLiteral("microBatchField"));
    REQUIRE(sequence && microBatch);
    REQUIRE(WindowFixture::typeInto(sequence->lineEdit(), QStringLiteral("2000000")));
    REQUIRE(WindowFixture::typeInto(microBatch->lineEdit(), QStringLiteral("8192")));
    QVERIFY2(sequence->isValid(), qPrintable(sequence->errorText()));
    QVERIFY2(microBatch->isValid(), qPrintable(microBatch->errorText()));
    session()->flush();
    QCOMPARE(session()->scenario().training.sequenceLength, 2000000);
    QCOMPARE(session()->scenario().training.microBatch, 8192);
    REQUIRE(WindowFixture::typeInto(sequence->lineEdit(), QStringLiteral("10000001")));
    QVERIFY(sequence->errorText().contains(QStringLiteral("at most")));
    REQUIRE(WindowFixture::typeInto(sequence->lineEdit(), QStringLiteral("4096")));

    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::BudgetPageId));
    auto *budget = m_fx->find<NumberField>(QStringLiteral("budgetField"));
    REQUIRE(budget);
    REQUIRE(WindowFixture::typeInto(budget->lineEdit(), QStringLiteral("0")));
    QVERIFY(budget->errorText().contains(QStringLiteral("more than")));
    REQUIRE(WindowFixture::typeInto(budget->lineEdit(), QStringLiteral("1")));
    QVERIFY(budget->isValid());
    session()->flush();
    // What the wizard took, a file takes back without a word.
    const ScenarioLoadResult again = ScenarioIo::fromJson(ScenarioIo::toJson(session()->scenario()));
    QVERIFY2(again.scenario, qPrintable(again.diagnostics.toStringList().join(QLatin1Char('\n'))));
    QCOMPARE(again.scenario->constraints.budgetMonthly.value_or(0), 1.0);
}

void TestWizardPages::servingAsksForModelFilesNotADatasetOrCheckpoints()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::DataPageId));
    auto *dataset = m_fx->find<NumberField>(QStringLiteral("datasetField"));
    auto *checkpointing = m_fx->find<QCheckBox>(QStringLiteral("checkpointingBox"));
    REQUIRE(dataset && checkpointing);
    const auto labelOf = [](QWidget *field) {
        auto *form = qobject_cast<QFormLayout *>(field->parentWidget()->layout());
        auto *label = form ? qobject_cast<QLabel *>(form->labelForField(field)) : nullptr;
        return label ? label->text() : QString();
    };
    QCOMPARE(labelOf(dataset), QStringLiteral("Model files on &disk:"));
    QVERIFY(checkpointing->isHidden());
    QCOMPARE(dataset->value().value_or(0), 140.0);
    // Emptied, the model's files are its weights: a valid empty field that says so, not "0 GiB".
    dataset->lineEdit()->setFocus();
    dataset->lineEdit()->selectAll();
    QTest::keyClick(dataset->lineEdit(), Qt::Key_Backspace);
    QTest::keyClick(dataset->lineEdit(), Qt::Key_Tab);
    QVERIFY(!dataset->value() && dataset->isValid());
    QCOMPARE(session()->scenario().data.datasetGiB, 0.0);
    QCOMPARE(dataset->lineEdit()->placeholderText(), QStringLiteral("the model's weights"));
    // Changed to a fine-tune on the first page: the later pages follow without a reload.
    REQUIRE(m_fx->backToStart());
    REQUIRE(m_fx->nextTo(AdvisorWizard::WorkloadPageId));
    auto *stage = m_fx->find<QComboBox>(QStringLiteral("stageCombo"));
    REQUIRE(stage);
    REQUIRE(WindowFixture::choose(stage, int(Stage::FinetuneLora)));
    session()->flush();
    QCOMPARE(labelOf(dataset), QStringLiteral("&Dataset size:"));
    QVERIFY(!checkpointing->isHidden());
    QCOMPARE(dataset->value().value_or(-1), session()->scenario().data.datasetGiB);
    QVERIFY(dataset->isValid());
}

void TestWizardPages::malformedConfigJsonWarnsAndKeepsTheScenario()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId));
    auto *button = m_fx->find<QPushButton>(QStringLiteral("importConfigButton"));
    auto *preset = m_fx->find<QComboBox>(QStringLiteral("presetCombo"));
    REQUIRE(button && preset);
    const QByteArray before = ScenarioIo::toJson(session()->scenario());
    const int presetBefore = preset->currentIndex();
    m_fx->nextFiles << sourcePath(QStringLiteral("tests/data/bad-inputs/modelconfig/bad-not-json.json"));
    ModalWatch watch;
    REQUIRE(WindowFixture::click(button));
    QCOMPARE(watch.count, 0);
    QCOMPARE(m_fx->messages.size(), 1);
    const Dialogs::Message &message = m_fx->messages.first();
    QCOMPARE(message.icon, QMessageBox::Warning);
    QVERIFY2(message.text.contains(QStringLiteral("bad-not-json.json")), qPrintable(message.text));
    QVERIFY2(message.text.contains(QStringLiteral("JSON syntax error at line 1, column 1")), qPrintable(message.text));
    QCOMPARE(ScenarioIo::toJson(session()->scenario()), before);
    QCOMPARE(preset->currentIndex(), presetBefore);
}

void TestWizardPages::scenarioForAnotherCatalogOpensWithItsRegionReplaced()
{
    // A file saved against a user's catalog with a region the built-in one lacks.
    const ScenarioLoadResult example =
        ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json")));
    QVERIFY(example.scenario);
    Scenario written = *example.scenario;
    written.constraints.region = QStringLiteral("cn-nowhere");
    const QString path = m_fx->filePath(QStringLiteral("elsewhere.gpuadvisor.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(ScenarioIo::toJson(written));
    file.close();

    m_fx->nextFiles << path;
    REQUIRE(m_fx->trigger(QStringLiteral("openAction")));
    const QString region = session()->scenario().constraints.region;
    QVERIFY(session()->catalog().region(region));
    // The budget page builds its fields on its first visit.
    m_fx->wizard()->goToPage(AdvisorWizard::BudgetPageId);
    QComboBox *regions = regionCombo();
    REQUIRE(regions);
    QCOMPARE(regions->currentData().toString(), region);
    // Said, not done silently (the "opened with changes" list is a dialog of its own), and the document
    // differs from the file until the user saves it.
    const QString shown = m_fx->dialogs.join(QLatin1Char('\n'));
    QVERIFY2(shown.contains(QStringLiteral("cn-nowhere")), qPrintable(shown));
    QVERIFY(m_fx->window()->isWindowModified());
    session()->flush();
    QVERIFY(!session()->recommendation().ranked.empty());
    QVERIFY(session()->recommendation().ranked.front().pricing.priced);
}

// The engine is chosen with the keyboard as a user would: the scenario names it, and the requests each copy
// runs at once follow that engine's cap as the catalog states it for the row's GPU.
void TestWizardPages::llmEngineComboIsDrivenByKeys()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    auto *combo = m_fx->find<QComboBox>(QStringLiteral("llmEngineCombo"));
    REQUIRE(combo);
    QVERIFY(combo->isVisible() && combo->isEnabled());
    QCOMPARE(combo->currentData().toString(), toString(LlmEngine::Default));
    session()->flush();
    const Recommendation before = session()->recommendation();
    QVERIFY(!before.ranked.empty());
    const ServingCalibration &serving = session()->catalog().serving;
    // Every ranked row runs what its KV cache holds, up to the engine's cap on its GPU.
    const auto checkCaps = [&](LlmEngine engine) {
        for (const Configuration &c : session()->recommendation().ranked) {
            const GpuSpec *gpu = session()->catalog().gpu(c.layout.gpu);
            QVERIFY2(gpu, qPrintable(c.layout.gpu));
            const int cap = serving.maxRunningSequencesOn(*gpu, engine);
            QVERIFY2(c.speed.runningSequencesPerReplica == std::max(1, std::min(c.speed.maxConcurrencyPerReplica, cap)),
                     qPrintable(QStringLiteral("%1: %2 running, %3 held, cap %4")
                                    .arg(c.layout.instanceType)
                                    .arg(c.speed.runningSequencesPerReplica)
                                    .arg(c.speed.maxConcurrencyPerReplica)
                                    .arg(cap)));
        }
    };
    checkCaps(LlmEngine::Default);

    // End goes to the last engine, LMDeploy: a smaller cap than vLLM's on every GPU it does not name.
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_End);
    QCOMPARE(combo->currentData().toString(), toString(LlmEngine::Lmdeploy));
    session()->flush();
    QCOMPARE(toString(session()->scenario().inference.llmEngine), toString(LlmEngine::Lmdeploy));
    checkCaps(LlmEngine::Lmdeploy);
    // Where a copy's cache holds more than LMDeploy's cap, the figure drops to that cap.
    int capped = 0;
    for (const Configuration &c : session()->recommendation().ranked) {
        const GpuSpec *gpu = session()->catalog().gpu(c.layout.gpu);
        const int cap = serving.maxRunningSequencesOn(*gpu, LlmEngine::Lmdeploy);
        if (c.speed.maxConcurrencyPerReplica > cap && cap < serving.maxRunningSequencesOn(*gpu, LlmEngine::Default)) {
            QCOMPARE(c.speed.runningSequencesPerReplica, cap);
            ++capped;
        }
    }
    QVERIFY2(capped > 0, "no row's cache held more than LMDeploy's cap: the test would not see the cap bind");

    // Up goes back one, to TensorRT-LLM, with its own cap.
    QTest::keyClick(combo, Qt::Key_Up);
    QCOMPARE(combo->currentData().toString(), toString(LlmEngine::TensorRtLlm));
    session()->flush();
    QCOMPARE(toString(session()->scenario().inference.llmEngine), toString(LlmEngine::TensorRtLlm));
    checkCaps(LlmEngine::TensorRtLlm);
    // Home returns to the default, and the figures with it.
    QTest::keyClick(combo, Qt::Key_Home);
    session()->flush();
    QCOMPARE(toString(session()->scenario().inference.llmEngine), toString(LlmEngine::Default));
    checkCaps(LlmEngine::Default);
    QCOMPARE(session()->recommendation().ranked.front().speed.runningSequencesPerReplica,
             before.ranked.front().speed.runningSequencesPerReplica);

    // An image classifier answers in one pass: no LLM engine to choose.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::ImageClassifier, AdvisorWizard::ScalePageId));
    auto *hidden = m_fx->find<QComboBox>(QStringLiteral("llmEngineCombo"));
    REQUIRE(hidden);
    QVERIFY(!hidden->isVisible());
}

QTEST_MAIN(TestWizardPages)
#include "tst_wizardpages.moc"
