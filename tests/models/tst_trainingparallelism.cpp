// SPDX-License-Identifier: Apache-2.0
// Training layouts beyond ZeRO data parallelism (issue 44, item 5): Megatron's tensor × pipeline × data
// layouts (Narayanan et al. 2021), chosen per row by what the run costs. Published runs of 70B and larger
// models used tensor parallelism within a node and pipeline stages across nodes; before this, a 405B
// pre-training fitted nowhere and a 70B one ran ZeRO-3's per-micro-batch traffic over the network.
#include "models/catalog/catalogloader.h"
#include "models/sizing/memorymodel.h"
#include "models/sizing/performancemodel.h"
#include "models/sizing/sizingengine.h"
#include "models/sizing/sizingparameters.h"
#include "tests/models/publishedcases.h"
#include "tests/testutils.h"

#include <QFile>
#include <QTest>

using namespace Advisor;

#define VERIFY_WITHIN(actual, expected, tolerance)                                                                     \
    QVERIFY2(qAbs((actual) / (expected)-1) <= (tolerance),                                                             \
             qPrintable(QStringLiteral("%1 against %2").arg(actual).arg(expected)))

namespace {
Scenario pretraining(const QString &model, int maxNodes)
{
    Scenario s;
    s.task = Task::Llm;
    s.stage = Stage::Pretrain;
    s.model = model;
    s.precision = Precision::Bf16;
    s.training.tokens = 1e11;
    s.training.sequenceLength = 4096;
    s.training.microBatch = 1;
    s.constraints.maxNodes = maxNodes;
    return s;
}
} // namespace

class TestTrainingParallelism : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(PublishedCases::loadEmbedded(m_catalog, m_presets)); }

    // 405B parameters hold 16 bytes each of weights, gradients and optimizer state: 6.5 TB. Split over
    // 8-GPU A100 80 GB nodes by tensor and stage, it fits; ZeRO-3 alone would also shard it, but a pipeline
    // is what the published runs used, and the row must find a layout at all.
    void aModelAbove100BFitsOnEnoughNodes()
    {
        const auto [catalog, typeId] = PublishedCases::catalogWith(m_catalog, QStringLiteral("a100-80gb"), 8);
        const Scenario s = pretraining(QStringLiteral("llama-3.1-405b"), 64);
        const SizingEngine engine(catalog, m_presets, parametersFor(s));
        const Configuration c = engine.evaluate(s, engine.profile(s), *catalog.instanceType(typeId));
        QVERIFY2(c.problems.empty(), qPrintable(QString::number(c.memory.perGpuMemoryGiB)));
        QVERIFY(c.layout.pipelineParallel > 1);
        QVERIFY(c.layout.tensorParallel <= 8);
        QCOMPARE(c.layout.tensorParallel * c.layout.pipelineParallel * c.layout.dataParallel, int(c.layout.totalGpus));
        QVERIFY(c.memory.perGpuMemoryGiB <= c.memory.usableGpuMemoryGiB);
    }

    // Megatron's distributed optimizer: each copy keeps its tensor × stage slice of the weights (bf16) and
    // gradients (fp32) whole, and only the optimizer state is sharded over the copies, 6 + 12/d bytes a
    // parameter (Megatron Core's guide), whatever ZeRO stage the scenario names for data-parallel stacks. A
    // data-parallel layout under ZeRO-3 shards all three.
    void aMegatronLayoutShardsOnlyTheOptimizer()
    {
        Scenario s = pretraining(QStringLiteral("llama-3.1-70b"), 4);
        s.training.zeroStage = 3;
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const WorkloadProfile p = engine.profile(s);
        const SizingParameters params = parametersFor(s);
        const MemoryModel memory(s, p, params);
        const double n = p.parameters;
        const MemoryBreakdown sliced = memory.training(Layout{4, 2, false});
        VERIFY_WITHIN(sliced.weights, n * 2 / 4, 0.001);
        VERIFY_WITHIN(sliced.gradients, n * 4 / 4, 0.001);
        VERIFY_WITHIN(sliced.optimizer, n * 12 / 4 / 2, 0.001);
        Layout pipelined{4, 2, false};
        pipelined.pipelineParallel = 4;
        const MemoryBreakdown staged = memory.training(pipelined);
        for (const auto &[part, whole] :
             {std::pair{staged.weights, sliced.weights}, std::pair{staged.gradients, sliced.gradients},
              std::pair{staged.optimizer, sliced.optimizer}})
            VERIFY_WITHIN(part / whole, 0.25, 0.001);
        const MemoryBreakdown zero3 = memory.training(Layout{1, 8, false});
        VERIFY_WITHIN(zero3.weights, n * 2 / 8, 0.001);
        VERIFY_WITHIN(zero3.gradients, n * 4 / 8, 0.001);
        VERIFY_WITHIN(zero3.optimizer, n * 12 / 8, 0.001);
    }

    // Tensor parallelism brings sequence parallelism. Where there is room, a Megatron layout recomputes only
    // the attention core and keeps 34·s·b·h/t bytes a layer (Korthikanti et al. 2022, Table 2); where there is
    // not, it keeps each layer's input, split over the tensor-parallel GPUs too, and recomputes the layer.
    void selectiveRecomputationWhereItFits()
    {
        const Scenario s = pretraining(QStringLiteral("llama-3.1-8b"), 1);
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const WorkloadProfile p = engine.profile(s);
        const SizingParameters params = parametersFor(s);
        MemoryModel memory(s, p, params);
        memory.setGpuMemoryGiB(80 * installedGiBPerNominalGB);
        const Layout wide{8, 1, false};
        const Layout narrow{2, 1, false};
        QVERIFY(memory.recomputation(wide) == Recompute::Selective);
        // 18 bytes a parameter over two GPUs already take 67 GiB of the card.
        QVERIFY(memory.recomputation(narrow) == Recompute::Full);
        QVERIFY(memory.recomputation(Layout{1, 8, false}) == Recompute::Full);
        const double sbh = 4096.0 * p.shape->hidden;
        const double loss = memory.lossBytes(4096);
        VERIFY_WITHIN(memory.training(wide).activations, 34 * sbh / 8 * p.shape->layers + loss / 8, 0.001);
        VERIFY_WITHIN(memory.training(narrow).activations, (2 * sbh * p.shape->layers + 34 * sbh + loss) / 2, 0.001);
        Scenario kept = s;
        kept.training.gradientCheckpointing = false;
        const MemoryModel everything(kept, p, params);
        QVERIFY(everything.recomputation(wide) == Recompute::None);
    }

    // Selective recomputation runs no layer twice: 6·N a token against whole layers' 8·N, on the same layout.
    void selectiveRecomputationRunsNoLayerTwice()
    {
        const auto [catalog, typeId] = PublishedCases::catalogWith(m_catalog, QStringLiteral("h100-sxm"), 8);
        const InstanceType &type = *catalog.instanceType(typeId);
        const Family &family = *catalog.family(type.family);
        const GpuSpec &gpu = *catalog.gpu(family.gpu);
        Scenario s = pretraining(QStringLiteral("llama-3.1-8b"), 1);
        s.assumptions.mfu = 0.4; // the same share of the GPU for both: the runs' shares are tested apart
        const SizingParameters params = parametersFor(s);
        const SizingEngine engine(catalog, m_presets, params);
        const WorkloadProfile p = engine.profile(s);
        const PerformanceModel perf(s, p, params, catalog);
        const auto computeSeconds = [&](double gpuMemoryGiB) {
            Configuration c;
            c.layout.instances = 1;
            c.layout.totalGpus = 8;
            c.layout.tensorParallel = 8;
            c.memory.gpuMemoryGiB = gpuMemoryGiB;
            perf.training(family, gpu, type, c);
            return c.speed.stepSeconds - c.speed.commSeconds;
        };
        // On an 80 GB card the layout recomputes selectively; on a 16 GB one its activations do not fit.
        VERIFY_WITHIN(computeSeconds(80 * installedGiBPerNominalGB) / computeSeconds(16), 6.0 / 8.0, 0.001);
    }

    // More instances win only where they cost fewer instance-hours: a model that fits one node comfortably
    // trains on one node when nothing asks for speed.
    void moreInstancesOnlyWhenTheyPayForThemselves()
    {
        const auto [catalog, typeId] = PublishedCases::catalogWith(m_catalog, QStringLiteral("h100-sxm"), 8);
        const Scenario s = pretraining(QStringLiteral("llama-3.1-8b"), 8);
        const SizingEngine engine(catalog, m_presets, parametersFor(s));
        const WorkloadProfile p = engine.profile(s);
        const Configuration chosen = engine.evaluate(s, p, *catalog.instanceType(typeId));
        Scenario one = s;
        one.constraints.maxNodes = 1;
        const Configuration single = engine.evaluate(one, p, *catalog.instanceType(typeId));
        QVERIFY(chosen.problems.empty());
        QVERIFY(chosen.layout.instances * chosen.speed.hours <= single.layout.instances * single.speed.hours * 1.0001);
    }

    // A deadline buys more instances: the same job with a deadline a quarter of the one-node time spreads out.
    void aDeadlineSpreadsTheJobOverMoreInstances()
    {
        const auto [catalog, typeId] = PublishedCases::catalogWith(m_catalog, QStringLiteral("h100-sxm"), 8);
        Scenario s = pretraining(QStringLiteral("llama-3.1-70b"), 16);
        const SizingEngine engine(catalog, m_presets, parametersFor(s));
        const WorkloadProfile p = engine.profile(s);
        const Configuration relaxed = engine.evaluate(s, p, *catalog.instanceType(typeId));
        QVERIFY(relaxed.problems.empty());
        s.training.deadlineHours = relaxed.speed.hours / 4;
        const Configuration hurried = engine.evaluate(s, p, *catalog.instanceType(typeId));
        QVERIFY2(
            hurried.layout.instances > relaxed.layout.instances,
            qPrintable(QStringLiteral("%1 against %2").arg(hurried.layout.instances).arg(relaxed.layout.instances)));
        QVERIFY(hurried.speed.hours < relaxed.speed.hours);
    }

    // The pipeline's idle slots: a step of m micro-batches over p stages takes (m + p − 1) / m of the ideal
    // p-way split of the compute (Narayanan et al. 2021, §2.2), so fewer micro-batches cost more per token.
    void theBubbleCostsTimeWhenMicroBatchesAreFew()
    {
        const auto [catalog, typeId] = PublishedCases::catalogWith(m_catalog, QStringLiteral("h100-sxm"), 8);
        const InstanceType &type = *catalog.instanceType(typeId);
        const Family &family = *catalog.family(type.family);
        const GpuSpec &gpu = *catalog.gpu(family.gpu);
        const auto computePerSequence = [&](int microBatch, int stages) {
            Scenario s = pretraining(QStringLiteral("llama-3.1-70b"), 1);
            s.training.microBatch = microBatch;
            const SizingParameters params = parametersFor(s);
            const SizingEngine engine(catalog, m_presets, params);
            const WorkloadProfile p = engine.profile(s);
            const PerformanceModel perf(s, p, params, catalog);
            Configuration c;
            c.layout.instances = 1;
            c.layout.totalGpus = 8;
            c.layout.tensorParallel = 8 / stages;
            c.layout.pipelineParallel = stages;
            c.layout.dataParallel = 1;
            perf.training(family, gpu, type, c);
            return (c.speed.stepSeconds - c.speed.commSeconds) / (c.speed.samplesPerSecond * c.speed.stepSeconds);
        };
        // 256 sequences a step: a micro-batch of 1 gives 256 slots, one of 64 gives 4.
        const double many = computePerSequence(1, 4);
        const double few = computePerSequence(64, 4);
        const double expected = (4.0 + 4 - 1) / 4 / ((256.0 + 4 - 1) / 256);
        QVERIFY2(qAbs(few / many / expected - 1) < 0.01,
                 qPrintable(QStringLiteral("%1 against %2").arg(few / many).arg(expected)));
    }

    // Each published run's utilisation is on the estimate's own FLOPs: never above the share of peak the
    // hardware ran at, and within a fifth of the model FLOPs the source prints (attention is all it leaves
    // out at 2,048 tokens, or the recomputed pass it adds).
    void publishedRunsAreOnTheEstimatesCount()
    {
        QVERIFY(m_catalog.training.mfuBySize.size() >= 15);
        for (const TrainingMfuRow &row : m_catalog.training.mfuBySize) {
            const QString where = QStringLiteral("%1 on %2").arg(row.parameters).arg(row.gpu);
            QVERIFY2(row.utilisation <= row.hfu * 1.001, qPrintable(where));
            QVERIFY2(row.utilisation >= row.mfu * 0.75, qPrintable(where));
            QVERIFY2(m_catalog.sources.contains(row.source), qPrintable(where));
            QVERIFY2(!row.quote.isEmpty(), qPrintable(where));
        }
    }

    // Between two runs the share follows log(parameters); past the largest it holds; an A800 takes the A100's
    // runs and an H800 the H100's; a split that recomputes selectively takes Megatron's runs, everything
    // else the others; LoRA, FP8 and a share the user set keep the stage's figure.
    void utilisationFollowsModelSizeAndGpu()
    {
        Scenario s = pretraining(QStringLiteral("llama-3.1-70b"), 8);
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const WorkloadProfile p = engine.profile(s);
        const auto a100 = publishedTrainingUtilisation(s, p, m_catalog, *m_catalog.gpu(QStringLiteral("a100-80gb")));
        const auto a800 = publishedTrainingUtilisation(s, p, m_catalog, *m_catalog.gpu(QStringLiteral("a800-80gb")));
        const auto h100 = publishedTrainingUtilisation(s, p, m_catalog, *m_catalog.gpu(QStringLiteral("h100-sxm")));
        const auto h800 = publishedTrainingUtilisation(s, p, m_catalog, *m_catalog.gpu(QStringLiteral("h800-sxm")));
        QVERIFY(a100 && a800 && h100 && h800);
        QCOMPARE(a800->utilisation, a100->utilisation);
        QCOMPARE(h800->utilisation, h100->utilisation);
        // No data-parallel run is larger than 64.9B: a 70B model holds at its 0.682 on an A100, 0.545 on an H100.
        VERIFY_WITHIN(a100->utilisation, 0.682, 0.001);
        VERIFY_WITHIN(h100->utilisation, 0.545, 0.001);
        // Split by tensor and stage, 70.6B lies between Megatron's 22B (0.393) and 175B (0.500) A100 runs; an
        // H100 takes them too, the only Megatron runs there are.
        const double t = std::log(p.parameters / 22e9) / std::log(175e9 / 22e9);
        for (const char *gpu : {"a100-80gb", "h100-sxm"}) {
            const auto split =
                publishedTrainingUtilisation(s, p, m_catalog, *m_catalog.gpu(QLatin1String(gpu)), RunLayout::Megatron);
            QVERIFY(split);
            VERIFY_WITHIN(split->utilisation, 0.393 + t * (0.500 - 0.393), 0.001);
        }

        Scenario lora = s;
        lora.stage = Stage::FinetuneLora;
        QVERIFY(!publishedTrainingUtilisation(lora, p, m_catalog, *m_catalog.gpu(QStringLiteral("a100-80gb"))));
        Scenario fp8 = s;
        fp8.precision = Precision::Fp8;
        QVERIFY(!publishedTrainingUtilisation(fp8, p, m_catalog, *m_catalog.gpu(QStringLiteral("h100-sxm"))));
        Scenario set = s;
        set.assumptions.mfu = 0.3;
        QVERIFY(!publishedTrainingUtilisation(set, p, m_catalog, *m_catalog.gpu(QStringLiteral("a100-80gb"))));
    }

    // A run whose hardware utilisation is below its model utilisation is a typing error, and the catalog says so.
    void aRunBelowItsModelFlopsIsRefused()
    {
        QFile f(CatalogLoader::embeddedPath());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray json = f.readAll();
        const QByteArray good = "\"hfu\": 0.711";
        QVERIFY(json.contains(good));
        json.replace(good, "\"hfu\": 0.5");
        const CatalogLoadResult r = CatalogLoader::fromJson(json);
        QVERIFY(!r.catalog);
        QVERIFY(r.diagnostics.hasErrors());
    }

    // A run's layout is one of the two the estimate times by; another word is a typing error, not a third kind.
    void aRunOfAnUnknownLayoutIsRefused()
    {
        QFile f(CatalogLoader::embeddedPath());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray json = f.readAll();
        const QByteArray good = "\"layout\": \"megatron\"";
        QVERIFY(json.contains(good));
        QVERIFY(CatalogLoader::fromJson(json).catalog);
        json.replace(good, "\"layout\": \"megatron-lm\"");
        const CatalogLoadResult r = CatalogLoader::fromJson(json);
        QVERIFY(!r.catalog);
        QVERIFY(r.diagnostics.hasErrors());
    }

    // When nothing meets a pre-training deadline on 16 nodes, the advice is more nodes (a pipeline lets a
    // 70B model use them), never adapters on a frozen base, which pre-training from scratch cannot use.
    void aPretrainingDeadlineAsksForMoreNodesNotAdapters()
    {
        Scenario s = pretraining(QStringLiteral("llama-3.1-70b"), 16);
        // Sized so that the published utilisation of a 70B run (about 0.68 of peak on A100s) still misses.
        s.training.tokens = 3.5e11;
        s.training.deadlineHours = 2160;
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const Recommendation r = engine.recommend(s);
        QVERIFY(r.ranked.empty());
        bool moreNodes = false;
        for (const Finding &f : r.nothingFitsAdvice) {
            QVERIFY(f.kind != Finding::Kind::FinetuneWithLora && f.kind != Finding::Kind::FinetuneWithQlora);
            if (f.kind == Finding::Kind::AllowMoreInstances) {
                moreNodes = true;
                QCOMPARE(f.number(0), 64.0);
            }
        }
        QVERIFY(moreNodes);
    }

private:
    Catalog m_catalog;
    ModelPresetLibrary m_presets;
};

QTEST_GUILESS_MAIN(TestTrainingParallelism)
#include "tst_trainingparallelism.moc"
