// SPDX-License-Identifier: Apache-2.0
#include "models/catalog/catalogloader.h"
#include "tests/testutils.h"

#include <cmath>

#include <nlohmann/json.hpp>

#include <QDir>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Advisor;

class TestCatalogLoader : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const CatalogLoadResult result = CatalogLoader::embedded();
        QVERIFY2(result.catalog, qPrintable(result.diagnostics.toStringList().join(QLatin1Char('\n'))));
        m_catalog = *result.catalog;
    }

    void embeddedCatalogHasNoProblems()
    {
        const CatalogLoadResult result = CatalogLoader::embedded();
        QVERIFY2(result.diagnostics.items().isEmpty(),
                 qPrintable(result.diagnostics.toStringList().join(QLatin1Char('\n'))));
        QVERIFY(!m_catalog.priceDate.isEmpty());
        QCOMPARE(m_catalog.currency, QStringLiteral("CNY"));
    }

    void embeddedCatalogCoversTheFactSheet()
    {
        QVERIFY2(m_catalog.instanceTypes.size() >= 95, qPrintable(QString::number(m_catalog.instanceTypes.size())));
        for (const char *family :
             {"gn5",      "gn5i",     "gn6i",    "gn6v",    "gn6e",      "gn7",       "gn7e",      "gn7i",
              "gn7s",     "gn8is",    "gn8v",    "gn9gc",   "sgn7i-vws", "vgn7i-vws", "vgn6i-vws", "sgn8ia",
              "ebmgn6i",  "ebmgn6v",  "ebmgn6e", "ebmgn7",  "ebmgn7i",   "ebmgn7e",   "ebmgn7ex",  "ebmgn7vx",
              "ebmgn8is", "ebmgn8ia", "ebmgn8v", "ebmgn9g", "ebmgn9ge",  "ebmgn9gc",  "ebman1"})
            QVERIFY2(m_catalog.family(QString::fromLatin1(family)), family);
        for (const char *gpu : {"p4", "p100", "t4", "v100-16gb", "v100-32gb", "a10", "a30", "a100-40gb", "a100-80gb",
                                "l20", "h20", "a800-80gb", "h800-sxm", "h100-sxm", "l4", "hanguang-800"})
            QVERIFY2(m_catalog.gpu(QString::fromLatin1(gpu)), gpu);
    }

    void gpusAreFoundByTheNamePeopleType_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QStringList>("ids");
        QTest::newRow("id, any case") << "A800-80GB" << QStringList{"a800-80gb"};
        QTest::newRow("model only") << "H800" << QStringList{"h800-sxm"};
        QTest::newRow("vendor word ignored") << "NVIDIA L4" << QStringList{"l4"};
        QTest::newRow("Tesla ignored") << "Tesla T4" << QStringList{"t4"};
        QTest::newRow("both sizes") << "a100" << QStringList{"a100-40gb", "a100-80gb"};
        QTest::newRow("size narrows") << "A100 80GB" << QStringList{"a100-80gb"};
        QTest::newRow("A10 is not an A100") << "A10" << QStringList{"a10"};
        QTest::newRow("Chinese name") << "含光800" << QStringList{"hanguang-800"};
        QTest::newRow("not sold by anyone here") << "RTX 4090" << QStringList{};
        QTest::newRow("empty") << "  " << QStringList{};
    }

    void gpusAreFoundByTheNamePeopleType()
    {
        QFETCH(QString, query);
        QFETCH(QStringList, ids);
        QStringList found;
        for (const GpuSpec *g : m_catalog.gpusNamed(query))
            found << g->id;
        QCOMPARE(found, ids);
    }

    void familiesNameTheRightGpu_data()
    {
        QTest::addColumn<QString>("family");
        QTest::addColumn<QString>("gpu");
        // The seed articles get these wrong; the fact sheet is authoritative.
        QTest::newRow("gn6i is T4") << "gn6i"
                                    << "t4";
        QTest::newRow("gn6e is V100 32 GB") << "gn6e"
                                            << "v100-32gb";
        QTest::newRow("gn6v is V100 16 GB") << "gn6v"
                                            << "v100-16gb";
        QTest::newRow("gn7 is A100 40 GB") << "gn7"
                                           << "a100-40gb";
        QTest::newRow("gn7i is A10") << "gn7i"
                                     << "a10";
        QTest::newRow("gn7e is A100 80 GB") << "gn7e"
                                            << "a100-80gb";
        QTest::newRow("gn8v is H20") << "gn8v"
                                     << "h20";
        QTest::newRow("ebmgn8v is H20, not H800") << "ebmgn8v"
                                                  << "h20";
        QTest::newRow("gn8is is L20") << "gn8is"
                                      << "l20";
    }

    void familiesNameTheRightGpu()
    {
        QFETCH(QString, family);
        QFETCH(QString, gpu);
        const Family *f = m_catalog.family(family);
        QVERIFY(f);
        QCOMPARE(f->gpu, gpu);
    }

    void instanceGpuMemoryMatchesItsCard()
    {
        for (const InstanceType &t : m_catalog.instanceTypes) {
            const Family *f = m_catalog.family(t.family);
            QVERIFY2(f, qPrintable(t.id));
            const GpuSpec *g = m_catalog.gpu(f->gpu);
            QVERIFY2(g, qPrintable(t.id));
            if (f->category == FamilyCategory::VirtualGpu) {
                QVERIFY2(g->memoryGB && t.gpuMemoryGB <= *g->memoryGB, qPrintable(t.id));
                continue;
            }
            QVERIFY2(g->memoryGB, qPrintable(t.id));
            QVERIFY2(std::abs(t.gpuMemoryGB - *g->memoryGB) < 0.5,
                     qPrintable(QStringLiteral("%1: %2 vs %3").arg(t.id).arg(t.gpuMemoryGB).arg(*g->memoryGB)));
        }
    }

    void everyPriceHasDateSourceAndKnownType()
    {
        QVERIFY(!m_catalog.prices.empty());
        for (const PriceRecord &p : m_catalog.prices) {
            QVERIFY2(!p.date.isEmpty(), qPrintable(p.instanceType));
            QVERIFY2(m_catalog.sources.contains(p.source), qPrintable(p.source));
            QVERIFY2(m_catalog.instanceType(p.instanceType), qPrintable(p.instanceType));
            QVERIFY2(!p.flags.contains(QStringLiteral("promotion")), "promotional prices are not list prices");
        }
    }

    void gpusNotOnEcsPointToRealOffers()
    {
        for (const GpuSpec &g : m_catalog.gpus) {
            if (g.offeredOnEcs || g.kind != QLatin1String("gpu"))
                continue;
            QVERIFY2(!g.closestOffers.isEmpty(), qPrintable(g.id));
            for (const QString &family : g.closestOffers)
                QVERIFY2(m_catalog.family(family), qPrintable(family));
        }
        for (const Family &f : m_catalog.families)
            QVERIFY2(m_catalog.gpu(f.gpu)->offeredOnEcs, qPrintable(f.id));
    }

    void malformedCatalogIsRejected_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("fragment");
        const auto expected =
            nlohmann::json::parse(readSourceFile(QStringLiteral("tests/data/catalog/expected.json")).toStdString());
        QVERIFY(expected.size() >= 20);
        for (auto it = expected.begin(); it != expected.end(); ++it) {
            QTest::newRow(it.key().c_str())
                << QString::fromStdString(it.key()) << QString::fromStdString(it.value()["pointer"].get<std::string>())
                << QString::fromStdString(it.value()["contains"].get<std::string>());
        }
    }

    void malformedCatalogIsRejected()
    {
        QFETCH(QString, file);
        QFETCH(QString, pointer);
        QFETCH(QString, fragment);
        const CatalogLoadResult result =
            CatalogLoader::fromFile(sourcePath(QStringLiteral("tests/data/catalog/") + file));
        QVERIFY(!result.catalog);
        bool found = false;
        for (const Diagnostic &d : result.diagnostics.items()) {
            if (d.severity == Diagnostic::Severity::Error && d.pointer == pointer && d.message.contains(fragment))
                found = true;
        }
        QVERIFY2(found, qPrintable(result.diagnostics.toStringList().join(QLatin1Char('\n'))));
    }

    void validMinimalCatalogLoads()
    {
        const CatalogLoadResult result =
            CatalogLoader::fromFile(sourcePath(QStringLiteral("tests/data/catalog/valid-minimal.json")));
        QVERIFY2(result.catalog, qPrintable(result.diagnostics.toStringList().join(QLatin1Char('\n'))));
        QCOMPARE(result.catalog->instanceTypes.size(), std::size_t(3));
    }

    void speechEnginesAreCheckedAndKept()
    {
        auto doc = nlohmann::json::parse(
            readSourceFile(QStringLiteral("tests/data/catalog/valid-minimal.json")).toStdString());
        const auto factor = [](double value) { return nlohmann::json{{"value", value}, {"source", "DOC"}}; };
        doc["speech"]["engines"] = nlohmann::json::array(
            {{{"engine", "openai-whisper"},
              {"timeFactor", factor(3)},
              {"factorLow", 2},
              {"factorHigh", 5},
              {"beams", 5},
              {"sources", {"QUOTE"}}},
             {{"engine", "tensorrt-llm"}, {"timeFactor", factor(0.6)}, {"unbatchedShare", factor(0.5)}}});
        const CatalogLoadResult good = CatalogLoader::fromJson(QByteArray::fromStdString(doc.dump()));
        QVERIFY2(good.catalog, qPrintable(good.diagnostics.toStringList().join(QLatin1Char('\n'))));
        const SpeechEngineCalibration *openai = good.catalog->speech.engine(SpeechEngine::OpenAiWhisper);
        QVERIFY(openai && !openai->unbatchedShare);
        QCOMPARE(openai->beams, 5);
        QCOMPARE(openai->sources, (QStringList{QStringLiteral("DOC"), QStringLiteral("QUOTE")}));
        QCOMPARE(good.catalog->speech.engine(SpeechEngine::TensorRtLlm)->unbatchedShare->value, 0.5);
        QVERIFY(!good.catalog->speech.engine(SpeechEngine::Transformers));

        // Listed twice, a factor outside its own spread, an unknown engine and an unknown source: each refused.
        auto twice = doc;
        twice["speech"]["engines"].push_back(doc["speech"]["engines"][1]);
        auto outside = doc;
        outside["speech"]["engines"][0]["factorHigh"] = 2.5;
        auto unknown = doc;
        unknown["speech"]["engines"][1]["engine"] = "whisper.cpp";
        auto uncited = doc;
        uncited["speech"]["engines"][0]["sources"] = {"NOWHERE"};
        for (const auto &[bad, pointer] : {std::pair{twice, QStringLiteral("/speech/engines/2")},
                                           std::pair{outside, QStringLiteral("/speech/engines/0")},
                                           std::pair{unknown, QStringLiteral("/speech/engines/1/engine")},
                                           std::pair{uncited, QStringLiteral("/speech/engines/0/sources")}}) {
            const CatalogLoadResult result = CatalogLoader::fromJson(QByteArray::fromStdString(bad.dump()));
            QVERIFY2(!result.catalog, qPrintable(pointer));
            QVERIFY2(result.diagnostics.toStringList().join(QLatin1Char('\n')).contains(pointer),
                     qPrintable(result.diagnostics.toStringList().join(QLatin1Char('\n'))));
        }
    }

    /** valid-minimal with two LLM engines: one with the calibrated factors only, one with its own caps. */
    static nlohmann::json withLlmEngines()
    {
        auto doc = nlohmann::json::parse(
            readSourceFile(QStringLiteral("tests/data/catalog/valid-minimal.json")).toStdString());
        const auto factor = [](double value) { return nlohmann::json{{"value", value}, {"source", "DOC"}}; };
        doc["serving"]["llmEngines"] =
            nlohmann::json::array({{{"engine", "vllm"}, {"decodeFactor", factor(1)}, {"prefillFactor", factor(1)}},
                                   {{"engine", "lmdeploy"},
                                    {"maxRunningSequences", factor(128)},
                                    {"gpuCaps", nlohmann::json::array({{{"gpus", {"a100", "a800"}}, {"value", 384}}})},
                                    {"decodeFactor", factor(0.9)},
                                    {"prefillFactor", factor(1.1)}}});
        return doc;
    }

    void llmEnginesAreKept()
    {
        const CatalogLoadResult good = CatalogLoader::fromJson(QByteArray::fromStdString(withLlmEngines().dump()));
        QVERIFY2(good.catalog, qPrintable(good.diagnostics.toStringList().join(QLatin1Char('\n'))));
        const LlmEngineCalibration *lmdeploy = good.catalog->serving.llmEngine(LlmEngine::Lmdeploy);
        QVERIFY(lmdeploy && lmdeploy->maxRunningSequences);
        QCOMPARE(lmdeploy->maxRunningSequences->value, 128.0);
        QCOMPARE(lmdeploy->decodeFactor.value, 0.9);
        QCOMPARE(lmdeploy->gpuCaps.size(), std::size_t(1));
        QCOMPARE(lmdeploy->gpuCaps.front().second, 384.0);
        QVERIFY(!good.catalog->serving.llmEngine(LlmEngine::Vllm)->maxRunningSequences);
        QVERIFY(!good.catalog->serving.llmEngine(LlmEngine::Sglang));
    }

    // catalog/README.md lists what the loader refuses in serving.llmEngines: each is named where it is.
    void badLlmEngineIsNamedWithItsPointer_data()
    {
        QTest::addColumn<QString>("at");    // the value replaced, as a JSON pointer
        QTest::addColumn<QString>("value"); // its new JSON value; "DELETE" removes it
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("fragment");
        const QString e0 = QStringLiteral("/serving/llmEngines/0");
        const QString e1 = QStringLiteral("/serving/llmEngines/1");
        const auto row = [](const char *name, const QString &at, const char *value, const QString &pointer,
                            const char *fragment) {
            QTest::newRow(name) << at << QString::fromUtf8(value) << pointer << QString::fromUtf8(fragment);
        };
        row("listed twice", e1 + "/engine", R"("vllm")", e1 + "/engine", "LLM engine \"vllm\" is listed twice");
        row("unknown engine", e0 + "/engine", R"("llama.cpp")", e0 + "/engine",
            "expected one of default, vllm, sglang, tensorrt-llm, lmdeploy, found \"llama.cpp\"");
        row("no engine", e0 + "/engine", "DELETE", e0 + "/engine", "required field is missing");
        row("no decode factor", e0 + "/decodeFactor", "DELETE", e0 + "/decodeFactor",
            "an LLM engine needs its decodeFactor");
        row("no prefill factor", e1 + "/prefillFactor", "DELETE", e1 + "/prefillFactor",
            "an LLM engine needs its prefillFactor");
        row("factor of zero", e0 + "/decodeFactor/value", "0", e0 + "/decodeFactor/value",
            "expected a number greater than 0.05 and at most 20, found 0");
        row("negative factor", e1 + "/prefillFactor/value", "-1", e1 + "/prefillFactor/value",
            "greater than 0.05 and at most 20, found -1");
        row("absurd factor", e0 + "/prefillFactor/value", "1e9", e0 + "/prefillFactor/value",
            "at most 20, found 1000000000");
        row("factor as a bare number", e0 + "/decodeFactor", "1.2", e0 + "/decodeFactor",
            "expected an object, found a number");
        row("factor without a source", e0 + "/decodeFactor/source", "DELETE", e0 + "/decodeFactor/source",
            "required field is missing");
        row("factor of an unknown source", e0 + "/decodeFactor/source", R"("NOWHERE")", e0 + "/decodeFactor/source",
            "unknown source \"NOWHERE\"");
        row("cap of zero", e1 + "/maxRunningSequences/value", "0", e1 + "/maxRunningSequences/value",
            "from 1 to 100000, found 0");
        row("fractional cap", e1 + "/maxRunningSequences/value", "12.5", e1 + "/maxRunningSequences/value",
            "expected a whole number of requests, found 12.5");
        row("gpuCaps not an array", e1 + "/gpuCaps", R"({"gpus": ["a100"], "value": 384})", e1 + "/gpuCaps",
            "expected an array, found an object");
        row("gpu cap of zero", e1 + "/gpuCaps/0/value", "0", e1 + "/gpuCaps/0/value", "from 1 to 100000, found 0");
        row("negative gpu cap", e1 + "/gpuCaps/0/value", "-384", e1 + "/gpuCaps/0/value", "found -384");
        row("gpu cap of no gpus", e1 + "/gpuCaps/0/gpus", "[]", e1 + "/gpuCaps/0/gpus",
            "needs at least one GPU id prefix");
        row("gpu cap for every gpu", e1 + "/gpuCaps/0/gpus/1", R"("")", e1 + "/gpuCaps/0/gpus/1",
            "would match every GPU");
        row("gpu cap without gpus", e1 + "/gpuCaps/0/gpus", "DELETE", e1 + "/gpuCaps/0/gpus",
            "required field is missing");
        row("gpu caps without the engine's cap", e1 + "/maxRunningSequences", "DELETE", e1 + "/gpuCaps",
            "need the engine's own maxRunningSequences");
        row("llmEngines not an array", "/serving/llmEngines", R"({"engine": "vllm"})", "/serving/llmEngines",
            "expected an array, found an object");
    }

    void badLlmEngineIsNamedWithItsPointer()
    {
        QFETCH(QString, at);
        QFETCH(QString, value);
        QFETCH(QString, pointer);
        QFETCH(QString, fragment);
        auto doc = withLlmEngines();
        const nlohmann::json::json_pointer where(at.toStdString());
        if (value == QLatin1String("DELETE"))
            doc[where.parent_pointer()].erase(where.back());
        else
            doc[where] = nlohmann::json::parse(value.toStdString());
        const CatalogLoadResult result = CatalogLoader::fromJson(QByteArray::fromStdString(doc.dump()));
        QVERIFY(!result.catalog);
        bool found = false;
        for (const Diagnostic &d : result.diagnostics.items())
            found = found
                || (d.severity == Diagnostic::Severity::Error && d.pointer == pointer && d.message.contains(fragment));
        QVERIFY2(found, qPrintable(result.diagnostics.toStringList().join(QLatin1Char('\n'))));
        // The field is named in the message's own words too, for a reader of the command line's output.
        const QString said = result.diagnostics.toStringList().join(QLatin1Char('\n'));
        QVERIFY2(said.contains(pointer), qPrintable(said));
    }

    // What the code does with a billing model is read from these fields, never from its id.
    void billingBehaviourIsCatalogData()
    {
        const BillingModel *payg = m_catalog.billingModel(QStringLiteral("payg"));
        const BillingModel *spot = m_catalog.billingModel(QStringLiteral("spot"));
        const BillingModel *monthly = m_catalog.billingModel(QStringLiteral("subscription-1m"));
        QVERIFY(payg && spot && monthly);
        QVERIFY(!payg->interruptible && !payg->committed());
        QCOMPARE(payg->listedPriceUnit, std::optional(PriceUnit::Hour));
        QVERIFY(spot->interruptible && !spot->committed());
        QCOMPARE(spot->listedPriceUnit, std::optional(PriceUnit::Hour));
        QVERIFY(!monthly->interruptible && monthly->committed());
        QCOMPARE(monthly->listedPriceUnit, std::optional(PriceUnit::Month));
        for (const char *derived : {"subscription-1y", "subscription-3y", "savings-plan"}) {
            const BillingModel *b = m_catalog.billingModel(QString::fromLatin1(derived));
            QVERIFY2(b && !b->interruptible && b->committed() && !b->listedPriceUnit, derived);
        }
    }

    void anOlderCatalogGetsTheSameBillingBehaviourFromItsTerms()
    {
        // The shipped catalog without the two fields reads as the shipped catalog with them.
        auto doc = nlohmann::json::parse(readSourceFile(QStringLiteral("catalog/catalog.json")).toStdString());
        for (auto &b : doc["billingModels"]) {
            QVERIFY(b.contains("interruptible") && b.contains("listedPriceUnit"));
            b.erase("interruptible");
            b.erase("listedPriceUnit");
        }
        const CatalogLoadResult older = CatalogLoader::fromJson(QByteArray::fromStdString(doc.dump()));
        QVERIFY2(older.catalog, qPrintable(older.diagnostics.toStringList().join(QLatin1Char('\n'))));
        QCOMPARE(older.catalog->billingModels.size(), m_catalog.billingModels.size());
        for (const BillingModel &shipped : m_catalog.billingModels) {
            const BillingModel *derived = older.catalog->billingModel(shipped.id);
            QVERIFY2(derived, qPrintable(shipped.id));
            QCOMPARE(derived->interruptible, shipped.interruptible);
            QCOMPARE(derived->listedPriceUnit, shipped.listedPriceUnit);
        }
        // Absent is derived from the term; null says "never listed" whatever the term.
        doc["billingModels"][0]["listedPriceUnit"] = nullptr;
        const CatalogLoadResult unlisted = CatalogLoader::fromJson(QByteArray::fromStdString(doc.dump()));
        QVERIFY(unlisted.catalog);
        QVERIFY(!unlisted.catalog->billingModel(QStringLiteral("payg"))->listedPriceUnit);
    }

    void aCatalogNamesItsOwnBillingModels()
    {
        auto doc = nlohmann::json::parse(
            readSourceFile(QStringLiteral("tests/data/catalog/valid-minimal.json")).toStdString());
        auto model = doc["billingModels"][1]; // spot
        model["id"] = "preemptible";
        model["interruptible"] = true;
        model["listedPriceUnit"] = "hour";
        model.erase("protectionPeriodHours");
        doc["billingModels"].push_back(model);
        doc["billingModels"][1]["interruptible"] = false; // this catalog's "spot" cannot be reclaimed
        auto price = doc["prices"][0];
        price["billing"] = "preemptible";
        doc["prices"].push_back(price);
        const CatalogLoadResult result = CatalogLoader::fromJson(QByteArray::fromStdString(doc.dump()));
        QVERIFY2(result.catalog, qPrintable(result.diagnostics.toStringList().join(QLatin1Char('\n'))));
        QVERIFY2(result.diagnostics.items().isEmpty(),
                 qPrintable(result.diagnostics.toStringList().join(QLatin1Char('\n'))));
        const BillingModel *preemptible = result.catalog->billingModel(QStringLiteral("preemptible"));
        QVERIFY(preemptible && preemptible->interruptible && !preemptible->committed());
        QCOMPARE(preemptible->listedPriceUnit, std::optional(PriceUnit::Hour));
        QVERIFY(!result.catalog->billingModel(QStringLiteral("spot"))->interruptible);
        QCOMPARE(result.catalog->prices.back().billing, QStringLiteral("preemptible"));
    }

    void badBillingBehaviourIsNamedWithItsPointer_data()
    {
        QTest::addColumn<QString>("at");    // the object changed, as a JSON pointer
        QTest::addColumn<QString>("patch"); // merged into it (RFC 7386)
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("fragment");
        const QString spot = QStringLiteral("/billingModels/1");
        QTest::newRow("interruptible not a boolean") << spot << R"({"interruptible": "yes"})"
                                                     << "/billingModels/1/interruptible"
                                                     << "expected true or false";
        QTest::newRow("unit not hour or month") << spot << R"({"listedPriceUnit": "week"})"
                                                << "/billingModels/1/listedPriceUnit"
                                                << "expected one of hour, month";
        // Spot has a protection period, so it is interruptible without saying so.
        QTest::newRow("interruptible with a term") << spot << R"({"minimumHours": 730})"
                                                   << "/billingModels/1/interruptible"
                                                   << "cannot have a term";
        QTest::newRow("commits without a term") << spot << R"({"commits": "spend"})"
                                                << "/billingModels/1/commits"
                                                << "with a term";
        QTest::newRow("commits to something else") << spot << R"({"commits": "hardware"})"
                                                   << "/billingModels/1/commits"
                                                   << "expected one of instances, spend";
        QTest::newRow("id that is no id") << spot << R"({"id": "Spot Now"})"
                                          << "/billingModels/1/id"
                                          << "lower-case";
        QTest::newRow("its own basis") << spot << R"({"id": "subscription-1m", "basis": "subscription-1m"})"
                                       << "/billingModels/1/basis"
                                       << "own basis";
        QTest::newRow("price of no billing model") << "/prices/0"
                                                   << R"({"billing": "weekly"})"
                                                   << "/prices/0/billing"
                                                   << "expected one of payg, spot, subscription-1m";
    }

    void badBillingBehaviourIsNamedWithItsPointer()
    {
        QFETCH(QString, at);
        QFETCH(QString, patch);
        QFETCH(QString, pointer);
        QFETCH(QString, fragment);
        auto doc = nlohmann::json::parse(
            readSourceFile(QStringLiteral("tests/data/catalog/valid-minimal.json")).toStdString());
        doc[nlohmann::json::json_pointer(at.toStdString())].merge_patch(nlohmann::json::parse(patch.toStdString()));
        const CatalogLoadResult result = CatalogLoader::fromJson(QByteArray::fromStdString(doc.dump()));
        QVERIFY(!result.catalog);
        bool found = false;
        for (const Diagnostic &d : result.diagnostics.items())
            found = found
                || (d.severity == Diagnostic::Severity::Error && d.pointer == pointer && d.message.contains(fragment));
        QVERIFY2(found, qPrintable(result.diagnostics.toStringList().join(QLatin1Char('\n'))));
    }

    void aMisspeltBillingFieldIsAWarning()
    {
        auto doc = nlohmann::json::parse(
            readSourceFile(QStringLiteral("tests/data/catalog/valid-minimal.json")).toStdString());
        doc["billingModels"][0]["interuptible"] = true;
        const CatalogLoadResult result = CatalogLoader::fromJson(QByteArray::fromStdString(doc.dump()));
        QVERIFY(result.catalog);
        QCOMPARE(result.diagnostics.items().size(), 1);
        QCOMPARE(result.diagnostics.items().first().pointer, QStringLiteral("/billingModels/0/interuptible"));
        QVERIFY(!result.catalog->billingModel(QStringLiteral("payg"))->interruptible);
    }

    void everyProblemIsCollected()
    {
        auto doc = nlohmann::json::parse(
            readSourceFile(QStringLiteral("tests/data/catalog/valid-minimal.json")).toStdString());
        doc["instanceTypes"][0]["vcpu"] = -1;
        doc["instanceTypes"][1]["family"] = "nope";
        doc["prices"][0]["amount"] = "cheap";
        const CatalogLoadResult result = CatalogLoader::fromJson(QByteArray::fromStdString(doc.dump()));
        QVERIFY(!result.catalog);
        QCOMPARE(result.diagnostics.errorCount(), 3);
    }

    void everySourceHasAChineseTitle()
    {
        // Issue 47: a Chinese reader sees every cited source by a Chinese title (product names kept as they are),
        // in the advice, the assumptions and the report's list of sources alike.
        const CatalogLoadResult embedded = CatalogLoader::embedded();
        QVERIFY(embedded.catalog);
        QVERIFY(embedded.catalog->sources.size() > 100);
        static const QRegularExpression han(QStringLiteral("\\p{Han}"));
        QStringList untitled;
        for (auto it = embedded.catalog->sources.cbegin(); it != embedded.catalog->sources.cend(); ++it) {
            if (!han.match(it->titleZh).hasMatch() || it->titleZh == it->title)
                untitled << it.key();
        }
        untitled.sort();
        QVERIFY2(untitled.isEmpty(), qPrintable(untitled.join(QStringLiteral(", "))));
    }

    void sourcesCarryPublisherAndYear()
    {
        auto doc = nlohmann::json::parse(
            readSourceFile(QStringLiteral("tests/data/catalog/valid-minimal.json")).toStdString());
        const std::string key = doc["sources"].begin().key();
        doc["sources"][key]["publisher"] = "Alibaba Cloud ECS help";
        doc["sources"][key]["year"] = 2025;
        const CatalogLoadResult good = CatalogLoader::fromJson(QByteArray::fromStdString(doc.dump()));
        QVERIFY2(good.catalog, qPrintable(good.diagnostics.toStringList().join(QLatin1Char('\n'))));
        const SourceRef ref = good.catalog->sources.value(QString::fromStdString(key));
        QCOMPARE(ref.publisher, QStringLiteral("Alibaba Cloud ECS help"));
        QCOMPARE(ref.year, std::optional<int>(2025));
        QVERIFY(citation(ref).contains(QStringLiteral(" — Alibaba Cloud ECS help, 2025")));

        // Issue 47: a Chinese reader gets Alibaba's Chinese label and the same page on help.aliyun.com/zh/.
        doc["sources"][key]["publisher"] = {{"en", "Alibaba Cloud ECS help"}, {"zh_CN", "阿里云 ECS 帮助文档"}};
        doc["sources"][key]["url"] = {{"en", "https://www.alibabacloud.com/help/en/ecs/user-guide/economical-mode"},
                                      {"zh_CN", "https://help.aliyun.com/zh/ecs/user-guide/economical-mode"}};
        const CatalogLoadResult localized = CatalogLoader::fromJson(QByteArray::fromStdString(doc.dump()));
        QVERIFY2(localized.catalog, qPrintable(localized.diagnostics.toStringList().join(QLatin1Char('\n'))));
        const SourceRef both = localized.catalog->sources.value(QString::fromStdString(key));
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const QString english = citation(both);
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        const QString chinese = citation(both);
        QLocale::setDefault(before);
        QVERIFY2(
            english.contains(QStringLiteral(" — Alibaba Cloud ECS help, 2025, https://www.alibabacloud.com/help/en/")),
            qPrintable(english));
        QVERIFY2(chinese.contains(QStringLiteral(" — 阿里云 ECS 帮助文档，2025，https://help.aliyun.com/zh/ecs/")),
                 qPrintable(chinese));
        QVERIFY2(!chinese.contains(QStringLiteral("Alibaba")) && !chinese.contains(QStringLiteral("alibabacloud")),
                 qPrintable(chinese));
        // The shipped catalog says so for its Alibaba pages.
        const Catalog embedded = *CatalogLoader::embedded().catalog;
        QCOMPARE(embedded.sources.value(QStringLiteral("ALI-ECON-MODE")).urlZh,
                 QStringLiteral("https://help.aliyun.com/zh/ecs/user-guide/economical-mode"));
        QCOMPARE(embedded.sources.value(QStringLiteral("ALI-ECON-MODE")).publisherZh,
                 QStringLiteral("阿里云 ECS 帮助文档"));

        doc["sources"][key]["year"] = "2025";
        const CatalogLoadResult bad = CatalogLoader::fromJson(QByteArray::fromStdString(doc.dump()));
        QVERIFY(!bad.catalog);
        QCOMPARE(bad.diagnostics.items().first().pointer,
                 QStringLiteral("/sources/") + QString::fromStdString(key) + QStringLiteral("/year"));
    }

    // Every source users can be shown names a public page, paper or article, not a private note.
    void sourcesAreCitable()
    {
        for (auto it = m_catalog.sources.cbegin(); it != m_catalog.sources.cend(); ++it)
            QVERIFY2(internalNoteIn(citation(it.value())).isEmpty(), qPrintable(it.key()));
    }

    void unknownFieldIsAWarningNotAnError()
    {
        auto doc = nlohmann::json::parse(
            readSourceFile(QStringLiteral("tests/data/catalog/valid-minimal.json")).toStdString());
        doc["colour"] = "blue";
        const CatalogLoadResult result = CatalogLoader::fromJson(QByteArray::fromStdString(doc.dump()));
        QVERIFY(result.catalog);
        QCOMPARE(result.diagnostics.items().size(), 1);
        QCOMPARE(result.diagnostics.items().first().pointer, QStringLiteral("/colour"));
    }

    void missingAndOversizedFilesAreReported()
    {
        const CatalogLoadResult missing = CatalogLoader::fromFile(QStringLiteral("/nonexistent/catalog.json"));
        QVERIFY(!missing.catalog);
        QVERIFY(missing.diagnostics.toStringList().join(QString()).contains(QStringLiteral("not found")));

        QTemporaryDir dir;
        QFile big(dir.filePath(QStringLiteral("big.json")));
        QVERIFY(big.open(QIODevice::WriteOnly));
        big.write(QByteArray(CatalogLoader::maxFileBytes + 10, ' '));
        big.close();
        const CatalogLoadResult oversized = CatalogLoader::fromFile(big.fileName());
        QVERIFY(!oversized.catalog);
        QVERIFY(oversized.diagnostics.toStringList().join(QString()).contains(QStringLiteral("limit")));
    }

    void deepNestingDoesNotCrash()
    {
        const QByteArray deep = QByteArray(100000, '[') + QByteArray(100000, ']');
        const CatalogLoadResult result = CatalogLoader::fromJson(deep);
        QVERIFY(!result.catalog);
        QVERIFY(result.diagnostics.hasErrors());
    }

private:
    Catalog m_catalog;
};

QTEST_GUILESS_MAIN(TestCatalogLoader)
#include "tst_catalogloader.moc"
