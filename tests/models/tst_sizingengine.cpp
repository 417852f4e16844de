// SPDX-License-Identifier: Apache-2.0
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/memorymodel.h"
#include "models/sizing/performancemodel.h"
#include "models/sizing/rankingstage.h"
#include "models/sizing/sizingengine.h"
#include "models/text/findingtext.h"
#include "tests/embeddeddata.h"
#include "tests/testutils.h"

#include <algorithm>
#include <cmath>

#include <QDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace Advisor;

namespace {
bool within(double actual, double expected, double tolerance)
{
    return std::abs(actual - expected) <= std::abs(expected) * tolerance;
}

#define VERIFY_WITHIN(actual, expected, tolerance)                                                                     \
    QVERIFY2(within((actual), (expected), (tolerance)),                                                                \
             qPrintable(QStringLiteral("%1 is not within %2 % of %3").arg(actual).arg((tolerance)*100).arg(expected)))

Scenario training(const QString &model, Stage stage)
{
    Scenario s;
    s.task = Task::Llm;
    s.stage = stage;
    s.model = model;
    s.training.tokens = 1e9;
    s.training.gradientCheckpointing = false;
    s.constraints.maxNodes = 1;
    return s;
}

Scenario serving(const QString &model, Precision precision)
{
    Scenario s;
    s.task = Task::Llm;
    s.stage = Stage::Inference;
    s.model = model;
    s.precision = precision;
    s.inference.contextLength = 2048;
    s.inference.outputTokens = 256;
    s.inference.concurrency = 1;
    s.inference.requestsPerSecond = 0.01;
    s.inference.kvCachePrecision = Precision::Fp16;
    s.constraints.maxNodes = 1;
    return s;
}
} // namespace

class TestSizingEngine : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { loadEmbeddedData(m_catalog, m_presets); }

    // Every source key the engine names is in the embedded catalog's sources table, and what users read as an
    // assumption's source cites public papers and pages, never the private reference notes.
    void assumptionSourcesArePublic_data()
    {
        QTest::addColumn<QString>("file");
        const QStringList files = exampleScenarioFiles();
        QVERIFY(files.size() >= 5);
        for (const QString &file : files)
            QTest::newRow(qPrintable(file)) << file;
    }

    void assumptionSourcesArePublic()
    {
        QFETCH(QString, file);
        const ScenarioLoadResult loaded =
            ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/") + file));
        QVERIFY(loaded.scenario);
        const WorkloadProfile p = SizingEngine(m_catalog, m_presets).profile(*loaded.scenario);
        QVERIFY(!p.assumptions.empty());
        for (const Assumption &assumption : p.assumptions) {
            const AssumptionLine a = FindingText::assumption(assumption, &m_catalog);
            QVERIFY2(a.label != a.id, qPrintable(a.id)); // every id the engine emits has its wording
            for (const QString &key : assumption.sourceKeys) {
                QVERIFY2(m_catalog.sources.contains(key), qPrintable(a.id + QStringLiteral(": ") + key));
                const SourceRef &ref = m_catalog.sources[key];
                QVERIFY2(!ref.url.isEmpty() || ref.year, qPrintable(key)); // something a reader can look up
                QVERIFY2(a.source.contains(ref.title), qPrintable(a.source));
            }
            QVERIFY2(internalNoteIn(a.source).isEmpty(), qPrintable(a.id + QStringLiteral(": ") + a.source));
            QVERIFY2(internalNoteIn(a.label + a.value).isEmpty(), qPrintable(a.id));
        }
    }

    void citationNamesTitlePublisherYearAndLink()
    {
        const SourceRef &ref = m_catalog.sources[QStringLiteral("KORTHIKANTI-2022")];
        QCOMPARE(citation(ref),
                 QStringLiteral("Reducing Activation Recomputation in Large Transformer Models — "
                                "Korthikanti et al., NVIDIA (MLSys 2023), 2022, "
                                "https://arxiv.org/abs/2205.05198"));
        QCOMPARE(m_catalog.citation(QStringLiteral("NO-SUCH-KEY")), QStringLiteral("NO-SUCH-KEY"));
        QCOMPARE(citation(SourceRef{QStringLiteral("Title only"), {}, {}, {}, {}, {}}), QStringLiteral("Title only"));
        QCOMPARE(m_catalog.citations({QStringLiteral("KAPLAN-2020"), QStringLiteral("ZERO-2020")})
                     .count(QStringLiteral("https://arxiv.org/abs/")),
                 2);
    }

    // R1: ZeRO Figure 1, Ψ = 7.5B, K = 12, N_d = 64. ±2 %.
    void zeroModelStates_data()
    {
        QTest::addColumn<int>("stage");
        QTest::addColumn<double>("expectedGB");
        QTest::newRow("DDP") << 0 << 120.0;
        QTest::newRow("ZeRO-1") << 1 << 31.4;
        QTest::newRow("ZeRO-2") << 2 << 16.6;
        QTest::newRow("ZeRO-3") << 3 << 1.875;
    }

    void zeroModelStates()
    {
        QFETCH(int, stage);
        QFETCH(double, expectedGB);
        Scenario s;
        s.stage = Stage::FinetuneFull;
        s.training.zeroStage = stage;
        WorkloadProfile p;
        p.architecture = Architecture::Custom;
        p.parameters = 7.5e9;
        SizingParameters params;
        params.bytesPerParamAdam = 16; // the paper's bf16-gradient accounting
        const MemoryModel memory(s, p, params);
        const MemoryBreakdown m = memory.training({1, 64});
        VERIFY_WITHIN((m.weights + m.gradients + m.optimizer) / 1e9, expectedGB, 0.02);
    }

    // R2 (GPT-2 1.5B ≥ 24 GB) and R4 (Llama-2-7B 107.8 GB at 16 B/param, 121 GB at 18).
    void fullFineTuneModelStates_data()
    {
        QTest::addColumn<double>("parameters");
        QTest::addColumn<double>("bytesPerParam");
        QTest::addColumn<double>("expectedGB");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("R2 GPT-2 1.5B") << 1.5e9 << 16.0 << 24.0 << 0.02;
        QTest::newRow("R4 Llama-2-7B at 16") << 6.738e9 << 16.0 << 107.8 << 0.05;
        QTest::newRow("R4 Llama-2-7B at 18") << 6.738e9 << 18.0 << 121.0 << 0.05;
    }

    void fullFineTuneModelStates()
    {
        QFETCH(double, parameters);
        QFETCH(double, bytesPerParam);
        QFETCH(double, expectedGB);
        QFETCH(double, tolerance);
        Scenario s;
        s.stage = Stage::FinetuneFull;
        s.training.zeroStage = 0;
        WorkloadProfile p;
        p.parameters = parameters;
        SizingParameters params;
        params.bytesPerParamAdam = bytesPerParam;
        const MemoryBreakdown m = MemoryModel(s, p, params).training({});
        VERIFY_WITHIN((m.weights + m.gradients + m.optimizer) / 1e9, expectedGB, tolerance);
    }

    // R8: Llama-2-70B in bf16 is 137.95 GB of weights. ±3 %.
    void llama70bWeights()
    {
        const Scenario s = serving(QStringLiteral("llama-2-70b"), Precision::Bf16);
        const SizingEngine engine(m_catalog, m_presets);
        const WorkloadProfile p = engine.profile(s);
        VERIFY_WITHIN(p.singleReplica.weights / 1e9, 137.95, 0.03);
    }

    // R9, R10, R17: KV cache per token and per sequence. ±2 % / ±5 % / ±1 %.
    void kvCache_data()
    {
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("kvHeads");
        QTest::addColumn<int>("headDim");
        QTest::addColumn<double>("tokens");
        QTest::addColumn<double>("expectedBytes");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("R9 OPT-13B, 2,048 tokens = 1.6 GB") << 40 << 40 << 40 << 128 << 2048.0 << 1.6777e9 << 0.02;
        QTest::newRow("R10 MHA 48 heads, 16k tokens ≈ 15 GB") << 40 << 48 << 48 << 128 << 16000.0 << 15.73e9 << 0.05;
        QTest::newRow("R10 MQA, 16k tokens = 327.7 MB") << 40 << 48 << 1 << 128 << 16000.0 << 327.7e6 << 0.05;
        QTest::newRow("R17 Llama-2-70B, 4,096 tokens = 1.25 GiB")
            << 80 << 64 << 8 << 128 << 4096.0 << 1.25 * bytesPerGiB << 0.01;
    }

    void kvCache()
    {
        QFETCH(int, layers);
        QFETCH(int, heads);
        QFETCH(int, kvHeads);
        QFETCH(int, headDim);
        QFETCH(double, tokens);
        QFETCH(double, expectedBytes);
        QFETCH(double, tolerance);
        Scenario s = serving(QString(), Precision::Fp16);
        s.parameters = 13e9;
        s.architecture =
            ArchitectureInput{layers, heads * headDim, heads, kvHeads, headDim, 4 * heads * headDim, 50000, {}};
        s.inference.contextLength = int(tokens);
        s.inference.outputTokens = 0;
        const SizingEngine engine(m_catalog, m_presets);
        const WorkloadProfile p = engine.profile(s);
        VERIFY_WITHIN(p.kvBytesPerToken * tokens, expectedBytes, tolerance);
    }

    // R21 (GPT-3, 3.14e23) and R22 (Chinchilla, reported 5.76e23, ±3 %).
    void trainingFlops_data()
    {
        QTest::addColumn<double>("parameters");
        QTest::addColumn<double>("tokens");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("R21 GPT-3") << 174.6e9 << 300e9 << 3.14e23 << 0.01;
        QTest::newRow("R22 Chinchilla") << 70e9 << 1.4e12 << 5.76e23 << 0.03;
    }

    void trainingFlops()
    {
        QFETCH(double, parameters);
        QFETCH(double, tokens);
        QFETCH(double, expected);
        QFETCH(double, tolerance);
        Scenario s = training(QString(), Stage::Pretrain);
        s.parameters = parameters;
        s.training.tokens = tokens;
        const SizingEngine engine(m_catalog, m_presets);
        VERIFY_WITHIN(engine.profile(s).trainingFlops, expected, tolerance);
        s.training.gradientCheckpointing = true; // full recomputation: 8ND
        VERIFY_WITHIN(engine.profile(s).trainingFlops, expected * 8.0 / 6.0, tolerance);
    }

    // R11–R13: bert-large on a V100-16GB, fp32, HF Trainer, against NVML "used".
    void bertLargeTrainingMemory_data()
    {
        QTest::addColumn<int>("microBatch");
        QTest::addColumn<bool>("checkpointing");
        QTest::addColumn<double>("expectedMiB");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("R11 batch 4") << 4 << false << 14949.0 << 0.20;
        QTest::newRow("R12 batch 1") << 1 << false << 8681.0 << 0.15;
        QTest::newRow("R13 batch 1, checkpointing") << 1 << true << 6775.0 << 0.15;
    }

    void bertLargeTrainingMemory()
    {
        QFETCH(int, microBatch);
        QFETCH(bool, checkpointing);
        QFETCH(double, expectedMiB);
        QFETCH(double, tolerance);
        Scenario s = training(QStringLiteral("bert-large"), Stage::FinetuneFull);
        s.task = Task::Nlp;
        s.precision = Precision::Fp32;
        s.training.sequenceLength = 512;
        s.training.microBatch = microBatch;
        s.training.gradientCheckpointing = checkpointing;
        s.training.zeroStage = 0;
        const SizingEngine engine(m_catalog, m_presets);
        const WorkloadProfile p = engine.profile(s);
        VERIFY_WITHIN(p.singleReplica.total() / (1024.0 * 1024.0), expectedMiB, tolerance);
    }

    // R27: MPT-7B on 8×A100-80GB, bf16 FSDP, micro-batch 6, at MFU 0.55: 4,641 tokens/s/GPU ±25 %.
    void mpt7bThroughput()
    {
        Scenario s = training(QString(), Stage::Pretrain);
        s.parameters = 6.7e9;
        s.architecture = ArchitectureInput{32, 4096, 32, 32, 128, 16384, 50432, {}};
        s.training.microBatch = 6;
        s.training.zeroStage = 3;
        SizingParameters params;
        params.mfuTraining = 0.55;
        const SizingEngine engine(m_catalog, m_presets, params);
        const WorkloadProfile p = engine.profile(s);
        const Configuration c =
            engine.evaluate(s, p, *m_catalog.instanceType(QStringLiteral("ecs.gn7e-c16g1.32xlarge")));
        QCOMPARE(c.layout.totalGpus, 8.0);
        VERIFY_WITHIN(c.speed.tokensPerSecond / c.layout.totalGpus, 4641.0, 0.25);
    }

    // R30: ResNet-50 on A100-80GB, 1 → 8 GPUs: 6.72× with AMP, 7.72× with TF32. ±10 %.
    void resnetScaling_data()
    {
        QTest::addColumn<Precision>("precision");
        QTest::addColumn<double>("expectedSpeedup");
        QTest::newRow("AMP") << Precision::Fp16 << 6.72;
        QTest::newRow("TF32") << Precision::Tf32 << 7.72;
    }

    void resnetScaling()
    {
        QFETCH(Precision, precision);
        QFETCH(double, expectedSpeedup);
        Scenario s = training(QStringLiteral("resnet-50"), Stage::Pretrain);
        s.task = Task::Cv;
        s.precision = precision;
        s.training.tokens.reset();
        s.training.samples = 1281167;
        s.training.microBatch = 256;
        s.training.zeroStage = 0;
        s.training.optimizer = Optimizer::Sgd;
        const SizingEngine engine(m_catalog, m_presets);
        const WorkloadProfile p = engine.profile(s);
        const Configuration one =
            engine.evaluate(s, p, *m_catalog.instanceType(QStringLiteral("ecs.gn7e-c16g1.4xlarge")));
        const Configuration eight =
            engine.evaluate(s, p, *m_catalog.instanceType(QStringLiteral("ecs.gn7e-c16g1.32xlarge")));
        VERIFY_WITHIN(eight.speed.samplesPerSecond / one.speed.samplesPerSecond, expectedSpeedup, 0.10);
    }

    // R33: 13.48 GB over 8 ranks at 230 GB/s bus bandwidth takes 0.1025 s.
    void ringAllReduce()
    {
        VERIFY_WITHIN(ringAllReduceSeconds(13.48e9, 8, 230), 0.1025, 0.001);
        QCOMPARE(ringAllReduceSeconds(13.48e9, 1, 230), 0.0);
    }

    // R36/R37: Llama-2-7B fp16 decode at batch 1 on an A100-80GB: TPOT ≈ 14 ms (±30 %);
    // llama.cpp 73.83 tokens/s at its measured bandwidth utilisation of 0.5 (±30 %).
    void decodeSpeed()
    {
        const Scenario s = serving(QStringLiteral("llama-2-7b"), Precision::Fp16);
        const InstanceType *a100 = m_catalog.instanceType(QStringLiteral("ecs.gn7e-c16g1.4xlarge"));
        const SizingEngine engine(m_catalog, m_presets);
        const Configuration c = engine.evaluate(s, engine.profile(s), *a100);
        VERIFY_WITHIN(c.speed.tpotMs, 14.0, 0.30);
        SizingParameters llamaCpp;
        llamaCpp.decodeEfficiencyOverride = 0.5;
        const SizingEngine cpp(m_catalog, m_presets, llamaCpp);
        const Configuration slow = cpp.evaluate(s, cpp.profile(s), *a100);
        VERIFY_WITHIN(1000.0 / slow.speed.tpotMs, 73.83, 0.30);
    }

    // R39: BERT-base seq 128 TensorRT FP16 on a T4: 888 sequences/s (±25 %).
    void bertServingOnT4()
    {
        Scenario s = serving(QStringLiteral("bert-base"), Precision::Fp16);
        s.task = Task::Nlp;
        s.inference.contextLength = 128;
        s.inference.concurrency = 128;
        s.inference.requestsPerSecond = 100;
        const SizingEngine engine(m_catalog, m_presets);
        const Configuration c =
            engine.evaluate(s, engine.profile(s), *m_catalog.instanceType(QStringLiteral("ecs.gn6i-c4g1.xlarge")));
        VERIFY_WITHIN(c.speed.samplesPerSecond, 888.0, 0.25);
    }

    // The seeds' decision tree.
    void smallVisionModelServedOnInferenceCards()
    {
        Scenario s = serving(QStringLiteral("resnet-50"), Precision::Fp16);
        s.task = Task::Cv;
        s.inference.concurrency = 32;
        s.inference.requestsPerSecond = 200;
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        for (int i = 0; i < 3 && i < int(r.ranked.size()); ++i) {
            QVERIFY2(r.ranked[i].layout.gpu == QLatin1String("t4") || r.ranked[i].layout.gpu == QLatin1String("a10"),
                     qPrintable(r.ranked[i].layout.gpu));
            QVERIFY(r.ranked[i].memory.gpuMemoryGiB < 30);
        }
    }

    void largeFullTrainingLandsOnNvlink()
    {
        // Sharded full fine-tuning over 8 GPUs needs NVLink for its gathers; the cheapest such row leads even
        // when it fits with little to spare (a warning, not a demotion).
        Scenario s = training(QStringLiteral("llama-2-13b"), Stage::FinetuneFull);
        s.training.gradientCheckpointing = true;
        s.training.zeroStage = 3;
        s.training.sequenceLength = 4096;
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        const Configuration &top = r.ranked.front();
        QVERIFY(top.pricing.priced);
        for (const Configuration &c : r.ranked)
            QVERIFY2(!c.pricing.priced
                         || c.pricing.jobCost >= top.pricing.jobCost * (1 - RankingStage::sameCostTolerance),
                     qPrintable(c.layout.instanceType));
        QVERIFY2(top.memory.gpuMemoryGiB >= 35, qPrintable(top.layout.instanceType));
        QVERIFY(top.layout.totalGpus > 1);
        QVERIFY(m_catalog.family(top.layout.family)->hasFastInterconnect());
    }

    void seventyBillionServing_data()
    {
        QTest::addColumn<Precision>("precision");
        QTest::addColumn<bool>("fitsOnOne80GbCard");
        QTest::newRow("fp16") << Precision::Fp16 << false;
        // 65 GiB of INT8 weights leave an engine at 90 % of an 80 GB card room for a few requests.
        QTest::newRow("int8") << Precision::Int8 << true;
        QTest::newRow("int4") << Precision::Int4 << true;
    }

    void seventyBillionServing()
    {
        QFETCH(Precision, precision);
        QFETCH(bool, fitsOnOne80GbCard);
        const Scenario s = serving(QStringLiteral("llama-2-70b"), precision);
        const SizingEngine engine(m_catalog, m_presets);
        const Configuration one =
            engine.evaluate(s, engine.profile(s), *m_catalog.instanceType(QStringLiteral("ecs.gn7e-c16g1.4xlarge")));
        QCOMPARE(one.memory.fit != Fit::Insufficient, fitsOnOne80GbCard);
        if (precision == Precision::Fp16) {
            const Recommendation r = engine.recommend(s);
            QVERIFY(!r.ranked.empty());
            for (const Configuration &c : r.ranked)
                QVERIFY2(c.layout.totalGpus > 1, qPrintable(c.layout.instanceType));
        }
    }

    void graphicsLandsOnVgpuFamilies()
    {
        Scenario s = fourDesktopSessions();
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        QVERIFY(m_catalog.family(r.ranked.front().layout.family)->category == FamilyCategory::VirtualGpu);
    }

    void graphicsSessionMemoryChoosesTheSlice()
    {
        Scenario s = fourDesktopSessions();
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation small = engine.recommend(s);
        s.inference.memoryPerSessionGiB = 10;
        const Recommendation large = engine.recommend(s);
        QVERIFY(!small.ranked.empty() && !large.ranked.empty());
        // A small slice is enough for the default 2 GiB session and not for a 10 GiB one.
        QVERIFY(small.ranked.front().memory.usableGpuMemoryGiB < 10);
        for (const Configuration &c : large.ranked) {
            QVERIFY2(c.memory.usableGpuMemoryGiB >= 10, qPrintable(c.layout.instanceType));
            QCOMPARE(c.layout.instances, 4);
        }
        // Most vGPU families have no price: the smallest slice that holds a session comes first.
        QVERIFY(large.ranked.front().memory.usableGpuMemoryGiB > small.ranked.front().memory.usableGpuMemoryGiB);
        for (const Configuration &c : small.ranked) {
            if (!c.pricing.priced && m_catalog.family(c.layout.family)->category == FamilyCategory::VirtualGpu)
                QVERIFY(c.layout.gpusPerInstance * c.memory.gpuMemoryGiB
                        >= small.ranked.front().layout.gpusPerInstance * small.ranked.front().memory.gpuMemoryGiB);
        }
        const auto named = std::find_if(large.profile.assumptions.begin(), large.profile.assumptions.end(),
                                        [](const auto &a) { return a.id == AssumptionId::SessionMemory; });
        QVERIFY(named != large.profile.assumptions.end());
        QCOMPARE(named->numbers.value(0), 10.0); // GiB per session
        QCOMPARE(named->numbers.value(1), 4.0);  // sessions
    }

    void graphicsStreamIsStatedButNotYetSized()
    {
        Scenario s = fourDesktopSessions();
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation hd = engine.recommend(s);
        s.inference.streamResolution = QStringLiteral("3840x2160");
        s.inference.frameRate = 120;
        s.inference.videoCodec = QStringLiteral("h265");
        const Recommendation uhd = engine.recommend(s);
        QVERIFY(!hd.ranked.empty());
        // No public source ties a session's memory or slice to its stream: the rows stay as they were, and
        // the session-memory assumption carries the stream so its wording can say so.
        QCOMPARE(uhd.ranked.size(), hd.ranked.size());
        for (std::size_t i = 0; i < hd.ranked.size(); ++i) {
            QCOMPARE(uhd.ranked[i].layout.instanceType, hd.ranked[i].layout.instanceType);
            QCOMPARE(uhd.ranked[i].memory.perGpuMemoryGiB, hd.ranked[i].memory.perGpuMemoryGiB);
        }
        const auto named = std::find_if(uhd.profile.assumptions.begin(), uhd.profile.assumptions.end(),
                                        [](const auto &a) { return a.id == AssumptionId::SessionMemory; });
        QVERIFY(named != uhd.profile.assumptions.end());
        QCOMPARE(named->numbers.value(3), 120.0);
        QCOMPARE(named->names, QStringList({QStringLiteral("3840x2160"), QStringLiteral("h265")}));
    }

    // Properties.
    void moreParametersNeverNeedLessMemory()
    {
        const SizingEngine engine(m_catalog, m_presets);
        for (Stage stage : {Stage::FinetuneFull, Stage::FinetuneLora, Stage::FinetuneQlora, Stage::Inference}) {
            double previous = 0;
            for (double n = 1e8; n < 5e11; n *= 1.7) {
                Scenario s =
                    stage == Stage::Inference ? serving(QString(), Precision::Bf16) : training(QString(), stage);
                s.parameters = n;
                const double total = engine.profile(s).singleReplica.total();
                QVERIFY2(total >= previous, qPrintable(QStringLiteral("%1 at %2").arg(toString(stage)).arg(n)));
                previous = total;
            }
        }
    }

    void zero3OverMoreGpusNeverNeedsMore()
    {
        Scenario s = training(QStringLiteral("llama-2-13b"), Stage::FinetuneFull);
        s.training.zeroStage = 3;
        const SizingEngine engine(m_catalog, m_presets);
        const WorkloadProfile p = engine.profile(s);
        const MemoryModel memory(s, p, engine.parameters());
        double previous = 1e30;
        for (int d = 1; d <= 512; d *= 2) {
            const double total = memory.training({1, d}).total();
            QVERIFY(total <= previous);
            previous = total;
        }
    }

    void costIsRateTimesHoursTimesInstances()
    {
        Scenario s = training(QStringLiteral("llama-2-7b"), Stage::FinetuneLora);
        s.constraints.billing = {QStringLiteral("payg")};
        s.constraints.maxNodes = 4;
        s.training.deadlineHours = 10;
        s.constraints.customerDiscountPercent = 15;
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        const PriceBook book(m_catalog);
        int checked = 0;
        for (const Configuration &c : r.ranked) {
            const BillingCost *cost = c.cost(QStringLiteral("payg"));
            if (!cost || !cost->available())
                continue;
            const double rate = book.payg(c.layout.instanceType).hourly;
            VERIFY_WITHIN(cost->total, rate * 0.85 * c.layout.instances * c.speed.hours, 1e-9);
            ++checked;
        }
        QVERIFY(checked > 0);
    }

    void sameCostPrefersQuickerOrFewer_data()
    {
        QTest::addColumn<QString>("file");
        const QDir dir = sourceDir(QStringLiteral("resources/scenarios"));
        const QStringList files = dir.entryList({QStringLiteral("*.gpuadvisor.json")});
        QVERIFY(files.size() >= 10);
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }

    void sameCostPrefersQuickerOrFewer()
    {
        // Prices scale with the GPU count, so 2 x 1 GPU and 1 x 4 GPUs often cost the same within a rounding:
        // the cheaper by a few yuan must not win over a job done in half the time, or one instance instead of two.
        QFETCH(QString, file);
        const ScenarioLoadResult loaded = ScenarioIo::fromFile(file);
        QVERIFY(loaded.scenario);
        const Scenario &s = *loaded.scenario;
        if (s.task == Task::Graphics)
            QSKIP("graphics ranks graphics-ready families first");
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const Recommendation r = engine.recommend(s);
        if (r.ranked.empty() || !r.ranked.front().pricing.priced || r.ranked.front().memory.fit != Fit::Fits)
            QSKIP("nothing priced fits");
        const Configuration &first = r.ranked.front();
        std::vector<const Configuration *> peers;
        // Peers: the same standing apart from price (a copy split over instances waits on the network; a
        // first token later than its target serves no user in time).
        const auto slowFirstToken = [](const Configuration &c) {
            return c.pricing.economics->applies && c.pricing.economics->generative && c.pricing.economics->ttftMissed;
        };
        bool cheaperButSlowFirstToken = false;
        for (const Configuration &c : r.ranked) {
            if (!c.pricing.priced || c.memory.fit != Fit::Fits
                || (c.layout.pipelineParallel > 1) != (first.layout.pipelineParallel > 1)
                || m_catalog.family(c.layout.family)->category == FamilyCategory::VirtualGpu)
                continue;
            if (slowFirstToken(c) == slowFirstToken(first))
                peers.push_back(&c);
            else if (c.pricing.jobCost < first.pricing.jobCost)
                cheaperButSlowFirstToken = true;
        }
        double cheapest = first.pricing.jobCost;
        for (const Configuration *c : peers)
            cheapest = std::min(cheapest, c->pricing.jobCost);
        const double limit = cheapest * (1 + SizingEngine::sameCostTolerance);
        QVERIFY(first.pricing.jobCost <= limit);
        for (const Configuration *c : peers) {
            if (c->pricing.jobCost > limit)
                continue;
            if (s.isTraining())
                QVERIFY2(first.speed.hours <= c->speed.hours, qPrintable(c->layout.instanceType));
            else
                QVERIFY2(first.layout.instances <= c->layout.instances, qPrintable(c->layout.instanceType));
        }
        QVERIFY(!first.ranking.reasons.empty());
        const Finding &lead = first.ranking.reasons.front();
        if (first.pricing.jobCost > cheapest) {
            QCOMPARE(lead.kind,
                     s.isTraining() ? Finding::Kind::LeadWithinToleranceQuickest
                                    : Finding::Kind::LeadWithinToleranceFewest);
            QCOMPARE(lead.number(1), SizingEngine::sameCostTolerance * 100);
        } else {
            QCOMPARE(lead.kind,
                     cheaperButSlowFirstToken ? Finding::Kind::LeadCheapestInTime : Finding::Kind::LeadCheapest);
        }
    }

    void sameCostTieIsReal()
    {
        // Guards the test above: in this example the cheapest by a few yuan is 2 x 1 GPU at twice the hours.
        const ScenarioLoadResult loaded =
            ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json")));
        QVERIFY(loaded.scenario);
        Scenario s = *loaded.scenario;
        s.constraints.billing = {QStringLiteral("spot")};
        s.constraints.interruptible = true;
        const Recommendation r = SizingEngine(m_catalog, m_presets, parametersFor(s)).recommend(s);
        QVERIFY(r.ranked.size() > 3);
        const Configuration &first = r.ranked.front();
        const auto slower = std::find_if(r.ranked.begin() + 1, r.ranked.end(), [&](const Configuration &c) {
            return c.pricing.jobCost < first.pricing.jobCost && c.speed.hours > first.speed.hours;
        });
        QVERIFY(slower != r.ranked.end());
        QVERIFY(!slower->ranking.reasons.empty());
        const Finding::Kind lead = slower->ranking.reasons.front().kind;
        QVERIFY(lead == Finding::Kind::LeadSameCost || lead == Finding::Kind::LeadCheaperButSlower);
    }

    void servingSplitsOverInstancesWhenOneIsTooSmall()
    {
        // Llama 3.1 405B in FP16 is about 756 GiB of weights: more than any 8-GPU instance holds.
        Scenario s = serving(QStringLiteral("llama-3.1-405b"), Precision::Fp16);
        s.constraints.billing = {QStringLiteral("payg")};
        const SizingEngine engine(m_catalog, m_presets);
        QVERIFY(engine.recommend(s).ranked.empty());
        s.constraints.maxNodes = 2;
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        for (const Configuration &c : r.ranked) {
            QCOMPARE(c.layout.pipelineParallel, 2);
            QCOMPARE(c.layout.instances, c.layout.pipelineParallel * c.layout.dataParallel);
            QVERIFY(c.memory.perGpuMemoryGiB <= c.memory.usableGpuMemoryGiB);
            const auto split = std::find_if(c.ranking.reasons.begin(), c.ranking.reasons.end(),
                                            [](const Finding &f) { return f.kind == Finding::Kind::PipelineSplit; });
            QVERIFY(split != c.ranking.reasons.end());
            QCOMPARE(split->number(0), 2.0);
        }
        // A layer split (pipeline parallelism, Narayanan et al. 2021) does not speed up single-stream decode, so a
        // token still reads every weight at the bandwidth of one instance's GPUs (plus a hop between instances, well
        // under 1 %).
        const Configuration &first = r.ranked.front();
        const GpuSpec *gpu = m_catalog.gpu(first.layout.gpu);
        QVERIFY(gpu && gpu->memoryBandwidthGBs);
        const double weightBytes = MemoryModel(s, r.profile, engine.parameters()).decodeReadBytes();
        const double efficiency =
            gpu->decodeEfficiency ? gpu->decodeEfficiency->value : m_catalog.serving.defaultDecodeEfficiency.value;
        const double oneInstanceMs =
            weightBytes / (*gpu->memoryBandwidthGBs * 1e9 * efficiency * first.layout.tensorParallel) * 1000;
        QVERIFY2(
            first.speed.tpotMs >= oneInstanceMs && first.speed.tpotMs <= oneInstanceMs * 1.1,
            qPrintable(
                QStringLiteral("%1 ms per token, bandwidth bound %2 ms").arg(first.speed.tpotMs).arg(oneInstanceMs)));
    }

    void fp8FollowsTheHardware()
    {
        // Training in FP8 needs FP8 arithmetic (Ada, Hopper, Blackwell); serving FP8 weights also runs weight-only
        // on Turing and Ampere, but not on Volta or Pascal (vLLM FP8 documentation).
        Scenario train = training(QStringLiteral("llama-2-7b"), Stage::FinetuneLora);
        train.precision = Precision::Fp8;
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation t = engine.recommend(train);
        QVERIFY(!t.ranked.empty());
        for (const Configuration &c : t.ranked)
            QVERIFY2(fp8Support(*m_catalog.gpu(c.layout.gpu)) == Fp8Support::Native, qPrintable(c.layout.instanceType));
        const auto a10 = std::find_if(t.rejected.begin(), t.rejected.end(),
                                      [](const Configuration &c) { return c.layout.gpu == QLatin1String("a10"); });
        QVERIFY(a10 != t.rejected.end());
        QVERIFY(contains(a10->problems, Finding::Kind::NoFp8Training));

        const Scenario serve = serving(QStringLiteral("llama-2-7b"), Precision::Fp8);
        const Recommendation r = engine.recommend(serve);
        bool ampere = false;
        for (const Configuration &c : r.ranked) {
            const Fp8Support support = fp8Support(*m_catalog.gpu(c.layout.gpu));
            QVERIFY2(support != Fp8Support::None, qPrintable(c.layout.instanceType));
            ampere = ampere || support == Fp8Support::WeightOnly;
        }
        QVERIFY(ampere); // weight-only FP8 stays an option for serving
        for (const Configuration &c : r.rejected) {
            if (c.layout.gpu == QLatin1String("v100-32gb") || c.layout.gpu == QLatin1String("p100"))
                QVERIFY(contains(c.problems, Finding::Kind::NoFp8Weights));
        }
    }

    void spotOnlyWhenInterruptible()
    {
        Scenario s = training(QStringLiteral("llama-2-7b"), Stage::FinetuneLora);
        s.constraints.billing = {QStringLiteral("payg"), QStringLiteral("spot")};
        s.constraints.interruptible = false;
        const SizingEngine engine(m_catalog, m_presets);
        for (const Configuration &c : engine.recommend(s).ranked)
            QVERIFY(!c.cost(QStringLiteral("spot")));
        s.constraints.interruptible = true;
        const Recommendation r = engine.recommend(s);
        QCOMPARE(r.ranked.front().pricing.primaryBilling, QStringLiteral("spot"));
    }

    void nothingFitsSaysWhatWould()
    {
        Scenario s = training(QStringLiteral("llama-3.1-405b"), Stage::FinetuneFull);
        s.constraints.maxNodes = 1;
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(r.ranked.empty());
        // 405B in 16 bit is over 750 GiB: only QLoRA's 4-bit base weights fit one 8-GPU instance.
        QVERIFY(contains(r.nothingFitsAdvice, Finding::Kind::FinetuneWithQlora));
        QVERIFY(contains(r.nothingFitsAdvice, Finding::Kind::AllowMoreInstances));
    }

    void gpuWithoutPublishedFiguresIsNotGuessed()
    {
        const Scenario s = serving(QStringLiteral("llama-2-7b"), Precision::Bf16);
        const SizingEngine engine(m_catalog, m_presets);
        const Configuration c =
            engine.evaluate(s, engine.profile(s), *m_catalog.instanceType(QStringLiteral("ecs.sgn8ia-m48.24xlarge")));
        QVERIFY(c.memory.fit == Fit::Insufficient);
        QVERIFY(contains(c.problems, Finding::Kind::NoPublishedSpeed));
    }

    void assumptionsAreNamed()
    {
        const SizingEngine engine(m_catalog, m_presets);
        QStringList ids;
        for (const Assumption &a :
             engine.profile(training(QStringLiteral("llama-2-7b"), Stage::FinetuneFull)).assumptions)
            ids << assumptionKey(a.id);
        for (const char *id : {"precision", "mfu", "usable-memory", "cuda-context", "fragmentation", "bytes-per-param"})
            QVERIFY2(ids.contains(QString::fromLatin1(id)), id);
    }

    void aCatalogsOwnBillingModelIsNamedPricedAndShown()
    {
        // A billing model only this catalog defines: a scenario file may name it, the engine prices it by its
        // ratio like the shipped ones, and the table gives it a column after them.
        Catalog catalog = m_catalog;
        BillingModel preemptible = *catalog.billingModel(QStringLiteral("spot"));
        preemptible.id = QStringLiteral("preemptible");
        catalog.billingModels.push_back(preemptible);
        nlohmann::json doc = nlohmann::json::parse(
            ScenarioIo::toJson(serving(QStringLiteral("llama-2-7b"), Precision::Fp16)).toStdString());
        doc["constraints"]["billing"] = {"payg", "preemptible"};
        doc["constraints"]["interruptible"] = true;
        const ScenarioLoadResult loaded = ScenarioIo::fromJson(QByteArray::fromStdString(doc.dump()));
        QVERIFY2(loaded.scenario, qPrintable(loaded.diagnostics.toStringList().join(QLatin1Char('\n'))));
        QCOMPARE(loaded.scenario->constraints.billing,
                 (QStringList{QStringLiteral("payg"), QStringLiteral("preemptible")}));
        const Recommendation r = SizingEngine(catalog, m_presets).recommend(*loaded.scenario);
        QVERIFY(!r.ranked.empty());
        const BillingCost *own = r.ranked.front().cost(QStringLiteral("preemptible"));
        const BillingCost *spotLike = r.ranked.front().cost(QStringLiteral("payg"));
        QVERIFY(own && own->available() && spotLike && spotLike->available());
        QCOMPARE(own->hourly, spotLike->hourly * preemptible.ratio->typical);
        RecommendationTableModel table;
        table.setRecommendation(r, &catalog, false);
        QCOMPARE(table.billingIds(), (QStringList{QStringLiteral("payg"), QStringLiteral("preemptible")}));
        // A word that cannot be an id is refused where it stands.
        doc["constraints"]["billing"] = {"payg", "Spot Now"};
        const ScenarioLoadResult refused = ScenarioIo::fromJson(QByteArray::fromStdString(doc.dump()));
        QVERIFY(!refused.scenario);
        QVERIFY2(refused.diagnostics.toStringList()
                     .join(QLatin1Char(' '))
                     .contains(QStringLiteral("/constraints/billing/1")),
                 qPrintable(refused.diagnostics.toStringList().join(QLatin1Char(' '))));
    }

private:
    /** A studio's four remote desktops, the scenario the graphics tests vary. */
    static Scenario fourDesktopSessions()
    {
        Scenario s;
        s.task = Task::Graphics;
        s.stage = Stage::Inference;
        s.inference.concurrency = 4;
        return s;
    }

    Catalog m_catalog;
    ModelPresetLibrary m_presets;
};

QTEST_GUILESS_MAIN(TestSizingEngine)
#include "tst_sizingengine.moc"
