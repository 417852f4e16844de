// SPDX-License-Identifier: Apache-2.0
// Text embedding with decoder-shaped models (the text-embedding kind): what one pass costs, what a copy
// keeps in memory, how the engine serves it, and its estimates against published speeds
// (tests/data/published/embedding-cases.json). No constant was fitted on those cases: all are validation,
// and README.md must state exactly the accuracy and band coverage printed here.
#include "models/domain/catalog.h"
#include "models/sizing/confidence.h"
#include "models/sizing/memorymodel.h"
#include "models/sizing/sizingengine.h"
#include "models/sizing/workloads/workloadmodel.h"
#include "tests/models/publishedcases.h"
#include "tests/models/validationcases.h"
#include "tests/testutils.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace Advisor;
using nlohmann::json;
using ValidationCases::Tally;
using ValidationCases::text;

namespace {

Scenario embeddingScenario(const QString &model, int tokens, int batch)
{
    Scenario s;
    s.task = Task::Nlp;
    s.stage = Stage::Inference;
    s.model = model;
    s.precision = Precision::Bf16;
    s.inference.contextLength = tokens;
    s.inference.concurrency = batch;
    return s;
}

} // namespace

class TestEmbeddingCases : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(PublishedCases::loadEmbedded(m_catalog, m_presets));
        QFile file(sourceDir(QStringLiteral("tests/data/published")).filePath(QStringLiteral("embedding-cases.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        m_doc = json::parse(file.readAll().toStdString());
        QVERIFY(m_doc["cases"].is_array());
    }

    // A decoder is an embedder when asked to understand text and a chat model when asked to write; a model
    // made for embedding stays one whatever the scenario's task, having no answer to write.
    void theTaskDecidesWhatADecoderIs()
    {
        const SizingEngine engine(m_catalog, m_presets);
        Scenario s = embeddingScenario(QStringLiteral("qwen3-embedding-8b"), 512, 8);
        const WorkloadProfile embedder = engine.profile(s);
        QCOMPARE(toString(embedder.kind), QStringLiteral("text-embedding"));
        QVERIFY(!embedder.generative());
        QCOMPARE(embedder.singleReplica.kvCache, 0.0);
        s.task = Task::Llm;
        QCOMPARE(toString(engine.profile(s).kind), QStringLiteral("text-embedding"));
        s.model = QStringLiteral("qwen3-8b");
        const WorkloadProfile chat = engine.profile(s);
        QCOMPARE(toString(chat.kind), QStringLiteral("decoder-llm"));
        QVERIFY(chat.generative());
        QVERIFY(chat.singleReplica.kvCache > 0);
        s.task = Task::Nlp;
        QCOMPARE(toString(engine.profile(s).kind), QStringLiteral("text-embedding"));
    }

    // One pass: 2 FLOPs per weight of the layers per token, the vocabulary only looked up, causal attention
    // growing with the length, and a request alone never faster than a read of every weight.
    void aPassCostsTheLayersAndTheAttention()
    {
        const SizingEngine engine(m_catalog, m_presets);
        const GpuSpec *a100 = m_catalog.gpu(QStringLiteral("a100-80gb"));
        QVERIFY(a100);
        const auto rate = [&](const QString &model, int tokens) {
            const Scenario s = embeddingScenario(model, tokens, 1);
            const WorkloadProfile p = engine.profile(s);
            Configuration c;
            return engine.workloadModel(p.kind).servingRatePerCopy(s, p, *a100, 0, nullptr, c);
        };
        const QString small = QStringLiteral("qwen3-embedding-0.6b");
        const ModelPreset *preset = m_presets.preset(small);
        QVERIFY(preset && preset->transformer);
        const TransformerShape &shape = *preset->transformer;
        const double layerFlops = 2.0 * (preset->parameters - double(shape.vocab) * shape.hidden) * 512;
        const double attention = 2.0 * shape.layers * 512.0 * 512 * shape.heads * shape.headDim;
        const double perSecond = a100->bf16Tflops.value_or(0) * 1e12 * engine.parameters().mfuPrefill;
        QVERIFY(std::abs(rate(small, 512).perSecond * (layerFlops + attention) / perSecond - 1) < 1e-6);
        // Sixteen times the tokens cost more than sixteen times the work: attention is quadratic.
        QVERIFY(rate(small, 8192).perSecond * 16 < rate(small, 512).perSecond * 0.9);
        // Sixteen tokens through 7.6 billion weights: the read of the weights, not the arithmetic, sets the time.
        const CopyRate shortRequest = rate(QStringLiteral("qwen3-embedding-8b"), 16);
        const double readMs = 7567295488.0 * 2 / (a100->memoryBandwidthGBs.value_or(0) * 1e9) * 1000;
        QVERIFY(shortRequest.batch1LatencyMs);
        QVERIFY2(std::abs(*shortRequest.batch1LatencyMs / readMs - 1) < 0.02,
                 qPrintable(QStringLiteral("%1 ms against %2").arg(*shortRequest.batch1LatencyMs).arg(readMs)));
        QVERIFY(1000 / shortRequest.perSecond < 0.5 * readMs);
    }

    // Fused attention keeps no scores: 32,768 tokens at a time hold a layer's activations, not 32 heads × 32,768².
    void aCopyKeepsNoCacheAndNoScores()
    {
        const SizingEngine engine(m_catalog, m_presets);
        const Scenario s = embeddingScenario(QStringLiteral("qwen3-embedding-8b"), 32768, 1);
        const WorkloadProfile p = engine.profile(s);
        const MemoryModel memory(s, p, engine.parameters(), &engine.workloadModel(p.kind));
        const MemoryBreakdown m = memory.inference({}, 1);
        QCOMPARE(m.kvCache, 0.0);
        QVERIFY(m.weights > 15e9 && m.weights < 15.2e9);
        const double layerActivations = 34.0 * 32768 * 4096;
        QVERIFY2(std::abs(m.activations / layerActivations - 1) < 1e-9, qPrintable(QString::number(m.activations)));
    }

    // Through the engine: rows are sized, priced and explained per request, and a row's latency is the
    // copy's batch-1 time plus a full-batch share for each request batched with it.
    void theEngineServesRequests()
    {
        Scenario s = embeddingScenario(QStringLiteral("qwen3-embedding-8b"), 512, 16);
        s.inference.requestsPerSecond = 200;
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        const Configuration &best = r.ranked.front();
        QVERIFY(best.speed.samplesPerSecond >= 200);
        const WorkloadProfile p = engine.profile(s);
        const InstanceType *type = m_catalog.instanceType(best.layout.instanceType);
        QVERIFY(type);
        const GpuSpec *gpu = m_catalog.gpu(best.layout.gpu);
        QVERIFY(gpu);
        Configuration copy;
        copy.layout.tensorParallel = best.layout.tensorParallel;
        const CopyRate rate = engine.workloadModel(p.kind).servingRatePerCopy(s, p, *gpu, 0, nullptr, copy);
        const double expected = *rate.batch1LatencyMs / best.layout.tensorParallel + 15 * 1000 / rate.perSecond;
        QVERIFY2(std::abs(best.speed.ttftMs / expected - 1) < 1e-9,
                 qPrintable(QStringLiteral("%1 ms against %2").arg(best.speed.ttftMs).arg(expected)));
        QVERIFY(best.pricing.economics.isSet());
        const ServingEconomics &e = *best.pricing.economics;
        QVERIFY(!e.generative && !e.images && !e.clips);
        QVERIFY(e.capacityRequestsPerSecond > 0);
        // The estimate names the share of peak a pass is counted at.
        QVERIFY(std::any_of(p.assumptions.begin(), p.assumptions.end(), [](const Assumption &a) {
            return a.id == AssumptionId::Prefill && a.names.contains(QLatin1String("one-pass"));
        }));
        QVERIFY(std::none_of(p.assumptions.begin(), p.assumptions.end(),
                             [](const Assumption &a) { return a.id == AssumptionId::KvPrecision; }));
    }

    // A latency target no row meets is what to change, not the model: the advice names the fastest row's time.
    void aMissedTargetIsWhatToRelax()
    {
        Scenario s = embeddingScenario(QStringLiteral("qwen3-embedding-8b"), 512, 32);
        s.inference.requestsPerSecond = 200;
        s.inference.latencyMsTarget = 20;
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(r.ranked.empty());
        QCOMPARE(r.nothingFitsAdvice.size(), std::size_t(1));
        const Finding &advice = r.nothingFitsAdvice.front();
        QVERIFY(advice.kind == Finding::Kind::RelaxLatencyTarget);
        QCOMPARE(advice.number(1), 20.0);
        // The fastest row's time: a target there ranks rows again, and one just under it does not.
        double fastest = 1e300;
        for (const Configuration &c : r.rejected)
            for (const Finding &f : c.problems)
                if (f.kind == Finding::Kind::MissesLatency)
                    fastest = std::min(fastest, f.number(0));
        QCOMPARE(advice.number(0), fastest);
        s.inference.latencyMsTarget = std::ceil(fastest);
        QVERIFY(!engine.recommend(s).ranked.empty());
        s.inference.latencyMsTarget = fastest * 0.99;
        QVERIFY(engine.recommend(s).ranked.empty());
    }

    void everyCaseIsSourced()
    {
        for (const json &c : m_doc["cases"]) {
            const QString id = text(c, "id");
            for (const char *key : {"model", "gpu", "metric", "quote", "source", "url", "date"})
                QVERIFY2(!text(c, key).isEmpty(), qPrintable(id + QLatin1Char(' ') + QLatin1String(key)));
            QVERIFY2(c["published"].get<double>() > 0, qPrintable(id));
            QVERIFY2(m_presets.preset(text(c, "model")), qPrintable(id));
        }
        QVERIFY(m_doc["cases"].size() >= 4);
    }

    void publishedCases()
    {
        Tally all;
        Tally measured;
        for (const json &c : m_doc["cases"]) {
            const QString id = text(c, "id");
            double estimated = 0;
            Band band;
            estimateCase(c, estimated, band);
            QVERIFY2(estimated > 0, qPrintable(id));
            const double published = c["published"].get<double>();
            const double ratio = estimated / published;
            // ±35 %, the tolerance of the other published speed cases.
            const bool within = std::abs(ratio - 1) <= 0.35;
            const bool inBand = published >= band.low && published <= band.high;
            qInfo().noquote() << QStringLiteral("%1 %2: %3 estimated, %4 published (%5x)%6")
                                     .arg(within ? QStringLiteral("ok  ") : QStringLiteral("MISS"), id)
                                     .arg(estimated, 0, 'f', 1)
                                     .arg(published, 0, 'f', 1)
                                     .arg(ratio, 0, 'f', 2)
                                     .arg(inBand ? QStringLiteral(", in band") : QString());
            all.count(true, within, inBand);
            if (!c.value("proxy", false))
                measured.count(true, within, inBand);
        }
        const QString summary =
            QStringLiteral("Text embedding validation: %1 of %2 cases within ±35 % (%3 of %4 measured on an "
                           "embedder); the stated band holds %5 of %2.")
                .arg(all.within)
                .arg(all.cases)
                .arg(measured.within)
                .arg(measured.cases)
                .arg(all.bandHolds);
        qInfo().noquote() << summary;
        const QString missing = ValidationCases::missingFromReadme(summary, {});
        QVERIFY2(missing.isEmpty(), qPrintable(missing));
    }

private:
    /** The case's GPU: the catalog's, or one given by its published peak and bandwidth. */
    GpuSpec gpuOf(const json &c) const
    {
        const QString id = text(c, "gpu");
        if (const GpuSpec *known = m_catalog.gpu(id))
            return *known;
        const json &given = m_doc["gpus"][id.toStdString()];
        GpuSpec g;
        g.id = id;
        g.name = text(given, "name");
        g.bf16Tflops = given["bf16Tflops"].get<double>();
        g.fp16Tflops = g.bf16Tflops;
        g.memoryBandwidthGBs = given["memoryBandwidthGBs"].get<double>();
        return g;
    }

    /** The copy's figure in the case's metric, through the kind's own model, and the band shown around it. */
    void estimateCase(const json &c, double &estimated, Band &band) const
    {
        const int tokens = c["tokens"].get<int>();
        const int batch = c["batch"].get<int>();
        const Scenario s = embeddingScenario(text(c, "model"), tokens, batch);
        const SizingEngine engine(m_catalog, m_presets);
        const WorkloadProfile p = engine.profile(s);
        QCOMPARE(toString(p.kind), QStringLiteral("text-embedding"));
        Configuration copy;
        const CopyRate rate = engine.workloadModel(p.kind).servingRatePerCopy(s, p, gpuOf(c), 0, nullptr, copy);
        QVERIFY(rate.batch1LatencyMs && rate.perSecond > 0);
        // As the engine times a batch: the first request alone, then a full-batch share for each other one.
        const double batchMs = *rate.batch1LatencyMs + (batch - 1) * 1000 / rate.perSecond;
        const QString metric = text(c, "metric");
        const bool latency = metric == QLatin1String("latency-ms");
        estimated =
            latency ? batchMs : batch * 1000 / batchMs * (metric == QLatin1String("tokens-per-second") ? tokens : 1);
        const double w = bandWidth(copy.speed.evidence);
        band = {estimated * (1 - w), estimated * (1 + w)};
    }

    Catalog m_catalog;
    ModelPresetLibrary m_presets;
    json m_doc;
};

QTEST_GUILESS_MAIN(TestEmbeddingCases)
#include "tst_embeddingcases.moc"
