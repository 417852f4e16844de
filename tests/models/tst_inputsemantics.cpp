// SPDX-License-Identifier: Apache-2.0
// Inputs that are well-formed but mean something the answer must not ignore: a budget no price can
// be checked against, more desktops than instances allowed, a budget in another currency, what the
// wizard holds before it is complete, and text from users that ends up in the report.
#include "models/application/evaluation.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/report/reportdata.h"
#include "models/scenario/modelconfigimport.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/sizingengine.h"
#include "models/util/jsonreader.h"
#include "tests/testutils.h"

#include <QDir>
#include <QTest>

using namespace Advisor;

namespace {
/** Where the scan before parsing says a key is given twice: JSON pointers, empty when it is not. */
QStringList twiceGiven(const QByteArray &json)
{
    Diagnostics diagnostics;
    const auto parsed = JsonReader::parse(json, diagnostics);
    if (!parsed)
        return {QStringLiteral("not parsed")};
    QStringList pointers;
    for (const Diagnostic &d : diagnostics.items()) {
        if (d.message.contains(QStringLiteral("twice")))
            pointers << d.pointer;
    }
    return pointers;
}
} // namespace

namespace {
bool hasProblem(const Configuration &c, Finding::Kind kind)
{
    return std::any_of(c.problems.begin(), c.problems.end(), [kind](const Finding &f) { return f.kind == kind; });
}
} // namespace

class TestInputSemantics : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_catalog = *CatalogLoader::embedded().catalog;
        m_presets = *PresetLoader::embedded().library;
    }

    void noUnpricedRowLeadsUnderABudget_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &file : exampleScenarioFiles())
            QTest::newRow(qPrintable(file)) << sourcePath(QStringLiteral("resources/scenarios/") + file);
    }

    void noUnpricedRowLeadsUnderABudget()
    {
        QFETCH(QString, file);
        Scenario s = *ScenarioIo::fromFile(file).scenario;
        // 0.01 CNY a month: nothing priced fits it, and nothing unpriced may be shown to.
        s.constraints.budgetMonthly = 0.01;
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const Recommendation tiny = engine.recommend(s);
        QVERIFY2(tiny.ranked.empty(),
                 qPrintable(tiny.ranked.empty() ? QString() : tiny.ranked.front().layout.instanceType));
        // A budget anything priced meets: what has no price is set aside with the reason, never ranked.
        s.constraints.budgetMonthly = 1e9;
        const Recommendation ample = engine.recommend(s);
        for (const Configuration &c : ample.ranked)
            QVERIFY2(c.pricing.priced && c.pricing.withinBudget, qPrintable(c.layout.instanceType));
        for (const Configuration &c : ample.rejected) {
            if (!c.pricing.priced && c.memory.fit != Fit::Insufficient && c.problems.size() == 1)
                QVERIFY2(hasProblem(c, Finding::Kind::NoPriceForBudget), qPrintable(c.layout.instanceType));
        }
    }

    void desktopsAreAFleetNotANode_data()
    {
        QTest::addColumn<int>("desktops");
        QTest::addColumn<int>("maxNodes");
        QTest::newRow("16 desktops, a node limit of 4") << 16 << 4;
        QTest::newRow("8 desktops, the default node limit") << 8 << Constraints{}.maxNodes;
        QTest::newRow("4 desktops, a node limit of 4") << 4 << 4;
    }

    void desktopsAreAFleetNotANode()
    {
        // Each desktop is an instance of its own: the limit on the nodes one job spans does not cap the fleet,
        // and a vGPU family is recommended.
        QFETCH(int, desktops);
        QFETCH(int, maxNodes);
        Scenario s;
        s.task = Task::Graphics;
        s.stage = Stage::Inference;
        s.inference.concurrency = desktops;
        s.constraints.maxNodes = maxNodes;
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        for (const Configuration &c : r.ranked)
            QCOMPARE(c.layout.instances, desktops);
        for (const Configuration &c : r.rejected)
            QVERIFY2(!contains(c.problems, Finding::Kind::TooManyInstances), qPrintable(c.layout.instanceType));
        const Family *family = m_catalog.family(r.ranked.front().layout.family);
        QVERIFY(family);
        QVERIFY(family->category == FamilyCategory::VirtualGpu);
    }

    void aBudgetInAnotherCurrencyIsSaid()
    {
        Scenario s =
            *ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/serve-70b.gpuadvisor.json"))).scenario;
        s.constraints.currency = QStringLiteral("EUR");
        s.constraints.budgetMonthly = 50000;
        const std::vector<CatalogFitChange> changes = fitScenarioToCatalog(s, m_catalog);
        QCOMPARE(s.constraints.currency, m_catalog.currency);
        const auto said = std::find_if(changes.begin(), changes.end(), [](const CatalogFitChange &c) {
            return c.kind == CatalogFitChange::Kind::Currency;
        });
        QVERIFY(said != changes.end());
        QCOMPARE(said->from, QStringList{QStringLiteral("EUR")});
        // Without a budget the currency changes nothing worth saying.
        Scenario quiet = s;
        quiet.constraints.currency = QStringLiteral("USD");
        quiet.constraints.budgetMonthly.reset();
        for (const CatalogFitChange &c : fitScenarioToCatalog(quiet, m_catalog))
            QVERIFY(c.kind != CatalogFitChange::Kind::Currency);
    }

    void whatTheWizardHoldsLoadsAsADraft_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("start from scratch: no model yet") << "scratch";
        QTest::newRow("training without tokens yet") << "training";
        QTest::newRow("graphics picked over a training stage") << "graphics";
    }

    void whatTheWizardHoldsLoadsAsADraft()
    {
        QFETCH(QString, what);
        Scenario s; // "Start from scratch" is the default scenario
        if (what == QLatin1String("training")) {
            s.model = QStringLiteral("llama-2-7b");
            s.stage = Stage::FinetuneFull;
        } else if (what == QLatin1String("graphics")) {
            s.task = Task::Graphics;
        }
        const QByteArray saved = ScenarioIo::toJson(s);
        // The command line needs an answerable scenario and says what is missing…
        const ScenarioLoadResult strict = ScenarioIo::fromJson(saved);
        QVERIFY(!strict.scenario);
        QVERIFY(strict.diagnostics.hasErrors());
        // …the wizard opens it again as it was.
        const ScenarioLoadResult draft = ScenarioIo::fromJson(saved, ScenarioIo::Completeness::Draft);
        QVERIFY2(draft.scenario, qPrintable(draft.diagnostics.toStringList().join(QLatin1Char('\n'))));
        QCOMPARE(ScenarioIo::toJson(*draft.scenario), saved);
        // Draft still checks types and ranges.
        QByteArray broken = saved;
        broken.replace("\"maxNodes\": 4", "\"maxNodes\": 0");
        QVERIFY(broken != saved);
        QVERIFY(!ScenarioIo::fromJson(broken, ScenarioIo::Completeness::Draft).scenario);
    }

    void wholeNumbersMayBeWrittenWithAPoint()
    {
        QByteArray json = ScenarioIo::toJson(
            *ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json")))
                 .scenario);
        json.replace("\"sequenceLength\": 2048", "\"sequenceLength\": 2048.0");
        QVERIFY(json.contains("2048.0"));
        const ScenarioLoadResult r = ScenarioIo::fromJson(json);
        QVERIFY2(r.scenario, qPrintable(r.diagnostics.toStringList().join(QLatin1Char('\n'))));
        QCOMPARE(r.scenario->training.sequenceLength, 2048);
    }

    void keysGivenTwiceAreWarnedAbout()
    {
        QByteArray json = ScenarioIo::toJson(
            *ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json")))
                 .scenario);
        json.replace("\"maxNodes\": ", "\"maxNodes\": 1, \"maxNodes\": ");
        const ScenarioLoadResult r = ScenarioIo::fromJson(json);
        QVERIFY(r.scenario); // the last value is used, as every JSON reader does…
        bool warned = false; // …but not silently
        for (const Diagnostic &d : r.diagnostics.items())
            warned = warned
                || (d.severity == Diagnostic::Severity::Warning && d.pointer == QLatin1String("/constraints/maxNodes")
                    && d.message.contains(QStringLiteral("twice")));
        QVERIFY2(warned, qPrintable(r.diagnostics.toStringList().join(QLatin1Char('\n'))));
    }

    void keysGivenTwiceAreFoundInObjectsOfAnySize_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QStringList>("pointers");
        // Past a handful of keys an object's keys move to a hash set; a repeat must be seen on both sides.
        QByteArray wide = "{";
        for (int i = 0; i < 40; ++i)
            wide += "\"k" + QByteArray::number(i) + "\": " + QByteArray::number(i) + ", ";
        QTest::newRow("small object") << QByteArray(R"({"a": 1, "b": 2, "a": 3})") << QStringList{"/a"};
        QTest::newRow("repeat of an early key after forty") << QByteArray(wide + "\"k3\": 0}") << QStringList{"/k3"};
        QTest::newRow("repeat of a late key") << QByteArray(wide + "\"k39\": 0}") << QStringList{"/k39"};
        QTest::newRow("forty distinct keys") << QByteArray(wide + "\"k40\": 0}") << QStringList{};
        // Sibling objects reuse the scan's storage: the keys of one are not the keys of the next.
        QTest::newRow("same key in sibling objects")
            << QByteArray(R"({"list": [{"a": 1, "b": 2}, {"a": 3, "b": 4}], "more": {"a": 5}})") << QStringList{};
        QTest::newRow("wide sibling, then a small one")
            << QByteArray("[" + wide + "\"z\": 0}, {\"k3\": 1, \"k3\": 2}]") << QStringList{"/1/k3"};
        QTest::newRow("nested, reported where it is")
            << QByteArray(R"({"x": {"y": [0, {"id": 1, "id": 2}]}, "id": 3})") << QStringList{"/x/y/1/id"};
        QTest::newRow("quote escaped inside a key")
            << QByteArray("{\"a\\\"b\": 1, \"a\\\"b\": 2, \"ab\": 3}") << QStringList{"/a\\\"b"};
    }

    void keysGivenTwiceAreFoundInObjectsOfAnySize()
    {
        QFETCH(QByteArray, json);
        QFETCH(QStringList, pointers);
        QCOMPARE(twiceGiven(json), pointers);
    }

    void whatTheImportAcceptsASavedScenarioAccepts_data()
    {
        QTest::addColumn<QByteArray>("config");
        QTest::addColumn<QString>("refusal"); // empty: imported, and it must save and load
        QTest::newRow("llama-2-7b") << readSourceFile(QStringLiteral("tests/data/modelconfig/llama-2-7b.config.json"))
                                    << QString();
        QTest::newRow("vocabulary beyond scenario files")
            << QByteArray(R"({"num_hidden_layers": 32, "hidden_size": 4096, "num_attention_heads": 32,
                           "vocab_size": 12000000})")
            << QStringLiteral("vocab_size");
        QTest::newRow("head width beyond scenario files")
            << QByteArray(R"({"num_hidden_layers": 32, "hidden_size": 4096, "num_attention_heads": 32,
                           "head_dim": 20000, "vocab_size": 32000})")
            << QStringLiteral("head_dim");
        QTest::newRow("a toy too small to be a model")
            << QByteArray(R"({"num_hidden_layers": 1, "hidden_size": 2, "num_attention_heads": 1, "vocab_size": 3})")
            << QStringLiteral("parameters");
    }

    void whatTheImportAcceptsASavedScenarioAccepts()
    {
        // An import the scenario file cannot hold was lost at the next autosave (fuzz_configimport).
        QFETCH(QByteArray, config);
        QFETCH(QString, refusal);
        QString error;
        const auto imported = ModelConfigImport::fromJson(config, &error);
        if (!refusal.isEmpty()) {
            QVERIFY(!imported);
            QVERIFY2(error.contains(refusal), qPrintable(error));
            return;
        }
        QVERIFY2(imported, qPrintable(error));
        Scenario s;
        s.stage = Stage::Inference;
        s.parameters = imported->parameters;
        s.architecture = imported->architecture;
        const QByteArray saved = ScenarioIo::toJson(s);
        const ScenarioLoadResult loaded = ScenarioIo::fromJson(saved);
        QVERIFY2(loaded.scenario, qPrintable(loaded.diagnostics.toStringList().join(QLatin1Char('\n'))));
        QCOMPARE(ScenarioIo::toJson(*loaded.scenario), saved);
    }

    void reportNamesCannotTurnTheFooterAround()
    {
        // A right-to-left override would reverse everything after it on the line: the footer of every page.
        const QString overridden = ReportMeta::displayName(QStringLiteral("Acme\u202E Corp"));
        QVERIFY(!overridden.contains(QChar(0x202E)));
        QCOMPARE(overridden, QStringLiteral("Acme Corp"));
        // Arabic or Hebrew names keep their direction inside an isolate and leave the sentence alone.
        const QString arabic = ReportMeta::displayName(QStringLiteral("شركة المثال"));
        QCOMPARE(arabic.front(), QChar(0x2068));
        QCOMPARE(arabic.back(), QChar(0x2069));
        QCOMPARE(ReportMeta::displayName(QStringLiteral("Line\nbreak\tand tab")), QStringLiteral("Line break and tab"));
        // 20,000 characters would push the disclaimer off the cover.
        const QString longest = ReportMeta::displayName(QString(20000, QLatin1Char('W')));
        QCOMPARE(longest.size(), ReportMeta::maxNameLength);
        QCOMPARE(longest.back(), QChar(0x2026));
    }

private:
    Catalog m_catalog;
    ModelPresetLibrary m_presets;
};

QTEST_GUILESS_MAIN(TestInputSemantics)
#include "tst_inputsemantics.moc"
