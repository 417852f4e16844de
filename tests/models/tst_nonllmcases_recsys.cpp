// SPDX-License-Identifier: Apache-2.0
// Published recommendation (DLRM) and remote-desktop cases against the estimate (issue 18, items 3 and 6).
// Tolerances as the issue sets them: throughput within ±35 %, memory within ±15 %, "fits on X" exact.
// Each case names its quote, source and date; /work/notes/nonllm-cases.md (C27–C31) holds the arithmetic
// behind the derived figures.
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/sizing/recommendermodel.h"
#include "models/sizing/sizingengine.h"
#include "tests/models/publishedcases.h"

#include <QTest>

using namespace Advisor;

namespace {
struct Published
{
    const char *quote;
    const char *source; // title, publisher, date
};

constexpr Published dleDlrm{
    "If you want to make the model fit into a single NVIDIA Tesla V100-32GB, you can set FL=15. ... "
    "| small (FL=15) | 20.5 | 15.0 | 15 | Yes |",
    "DLRM For PyTorch, NVIDIA Deep Learning Examples README, 2022-01-10 (AMP, CUDA graphs)"};
constexpr Published dleTf2Dlrm{"The \"small\" model can be trained on a single V100-32GB GPU.",
                               "DLRM and DCNv2 for TensorFlow 2, NVIDIA Deep Learning Examples README, 2023-06-30"};
constexpr Published mlperfInferenceDlrm{
    "The quantized embedding tables are ~25GB in total. On GPUs which have sufficient memory, we place the entire "
    "embedding tables on device memory. On GPUs which does not have sufficient memory, we first sort all the rows "
    "... place the most frequently accessed rows on device memory, and place the rest of the rows on host memory.",
    "MLPerf Inference v0.7/v1.0 results, NVIDIA closed division, code/dlrm/tensorrt/README.md, MLCommons, "
    "2020-10-21 and 2021-04-17 (A100-80GB: all tables on the GPU; T4: embedding_weights_on_gpu_part 0.5)"};
constexpr Published mlperfTrainingDlrm{
    "\"key\": \"train_samples\", \"value\": 3775334400 ... \"key\": \"global_batch_size\", \"value\": 55296 "
    "(run_start to run_stop 116.9 s: 32.3 M samples/s on 8 GPUs)",
    "MLPerf Training v1.0 results, NVIDIA dgxa100_ngc21.05_merlin_hugectr/dlrm/result_0.txt, MLCommons, 2021-05-20"};
constexpr Published nvidiaVpc{
    "High Definition 1920x1080 1 1B / 2 2B ... Tests were executed on a single VM using 1B and 2B vGPU profiles to "
    "determine the optimal vGPU profile based on the nVector KW workload.",
    "NVIDIA Virtual PC (vPC) Sizing Guide, Test Findings, NVIDIA, retrieved 2026-11-30"};

QString describe(const Published &p)
{
    return QStringLiteral("\"%1\" (%2)").arg(QString::fromUtf8(p.quote), QString::fromUtf8(p.source));
}

Scenario dlrm(const QString &model, Stage stage, Precision precision, int batch)
{
    Scenario s;
    s.task = Task::Recsys;
    s.stage = stage;
    s.model = model;
    s.precision = precision;
    // The references train the tables with plain SGD and no activation recomputation.
    s.training.optimizer = Optimizer::Sgd;
    s.training.gradientCheckpointing = false;
    s.training.zeroStage = 0;
    s.training.microBatch = batch;
    s.training.samples = 4.0e9;
    s.inference.concurrency = batch;
    s.inference.requestsPerSecond = 1;
    s.constraints.maxNodes = 1;
    s.constraints.billing = {QStringLiteral("payg")};
    return s;
}

} // namespace

class TestNonLlmCasesRecsys : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(PublishedCases::loadEmbedded(m_catalog, m_presets)); }

    // "Fits on X", exact: whether one copy of the tables (with what training adds) fits the instance's GPUs.
    void fitsOn_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<Stage>("stage");
        QTest::addColumn<Precision>("precision");
        QTest::addColumn<int>("batch");
        QTest::addColumn<QString>("instanceType");
        QTest::addColumn<bool>("fits");
        QTest::addColumn<QString>("source");
        const auto row = [](const char *name, const char *model, Stage stage, Precision p, int batch, const char *type,
                            bool fits, const Published &src) {
            QTest::newRow(name) << QString::fromLatin1(model) << stage << p << batch << QString::fromLatin1(type)
                                << fits << describe(src);
        };
        // The issue's own case: charged 18 bytes per parameter, this model needed 67 GB and was rejected.
        row("DLRM small trains on 1× V100-32GB (PyTorch)", "dlrm-criteo-small", Stage::FinetuneFull, Precision::Fp16,
            65536, "ecs.gn6e-c12g1.3xlarge", true, dleDlrm);
        row("DLRM small trains on 1× V100-32GB (TF2)", "dlrm-criteo-small", Stage::FinetuneFull, Precision::Fp16, 65536,
            "ecs.gn6e-c12g1.3xlarge", true, dleTf2Dlrm);
        row("MLPerf DLRM INT8 tables all on 1× A100-80GB", "dlrm-mlperf", Stage::Inference, Precision::Int8, 2048,
            "ecs.gn7e-c16g1.4xlarge", true, mlperfInferenceDlrm);
        row("MLPerf DLRM INT8 tables not all on 1× T4", "dlrm-mlperf", Stage::Inference, Precision::Int8, 2048,
            "ecs.gn6i-c4g1.xlarge", false, mlperfInferenceDlrm);
    }

    void fitsOn()
    {
        QFETCH(QString, model);
        QFETCH(Stage, stage);
        QFETCH(Precision, precision);
        QFETCH(int, batch);
        QFETCH(QString, instanceType);
        QFETCH(bool, fits);
        QFETCH(QString, source);
        const Scenario s = dlrm(model, stage, precision, batch);
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const InstanceType *type = m_catalog.instanceType(instanceType);
        QVERIFY(type);
        const Configuration c = engine.evaluate(s, engine.profile(s), *type);
        QVERIFY2((c.fit != Fit::Insufficient && c.problems.empty()) == fits,
                 qPrintable(QStringLiteral("%1 GiB needed per GPU, %2 usable: %3")
                                .arg(c.perGpuMemoryGiB)
                                .arg(c.usableGpuMemoryGiB)
                                .arg(source)));
        if (fits)
            QCOMPARE(c.totalGpus, double(type->gpuCount));
    }

    // Memory within ±15 %.
    void memory()
    {
        // Training the small model on one GPU: "| small (FL=15) | 20.5 | 15.0 | ..." (GPU memory, checkpoint, GB).
        Scenario s = dlrm(QStringLiteral("dlrm-criteo-small"), Stage::FinetuneFull, Precision::Fp16, 65536);
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const Configuration c =
            engine.evaluate(s, engine.profile(s), *m_catalog.instanceType(QStringLiteral("ecs.gn6e-c12g1.3xlarge")));
        const double trainingGB = c.perGpu.total() / 1e9;
        qInfo("%s", qPrintable(PublishedCases::ratioText(trainingGB, 20.5, QStringLiteral("GB to train"))));
        QVERIFY2(trainingGB / 20.5 >= 0.85 && trainingGB / 20.5 <= 1.15,
                 qPrintable(PublishedCases::ratioText(trainingGB, 20.5, describe(dleDlrm))));
        // The tables are the checkpoint: 15.0 GB in fp32.
        const WorkloadProfile p = engine.profile(s);
        const double tablesGB = RecommenderModel(s, p, engine.parameters()).tableBytes() / 1e9;
        QVERIFY2(tablesGB / 15.0 >= 0.85 && tablesGB / 15.0 <= 1.15,
                 qPrintable(PublishedCases::ratioText(tablesGB, 15.0, describe(dleDlrm))));
        // SGD keeps no state on the tables; any other choice gets row-wise Adagrad, one fp32 value per row.
        QCOMPARE(c.perGpu.optimizer < 0.1e9, true);
        s.training.optimizer = Optimizer::AdamW;
        const Configuration adam =
            engine.evaluate(s, engine.profile(s), *m_catalog.instanceType(QStringLiteral("ecs.gn6e-c12g1.3xlarge")));
        QVERIFY(std::abs(adam.perGpu.optimizer - c.perGpu.optimizer - 3.75e9 / 128 * 4) < 0.1e9);
        // MLPerf's INT8 tables: "~25GB in total".
        const Scenario int8 = dlrm(QStringLiteral("dlrm-mlperf"), Stage::Inference, Precision::Int8, 2048);
        const double int8GB = RecommenderModel(int8, engine.profile(int8), engine.parameters()).tableBytes() / 1e9;
        QVERIFY2(int8GB / 25.0 >= 0.85 && int8GB / 25.0 <= 1.15,
                 qPrintable(PublishedCases::ratioText(int8GB, 25.0, describe(mlperfInferenceDlrm))));
    }

    // Records (samples) per second within ±35 %.
    void throughput_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<Stage>("stage");
        QTest::addColumn<int>("batch");
        QTest::addColumn<QString>("instanceType");
        QTest::addColumn<double>("recordsPerSecond");
        QTest::addColumn<QString>("source");
        const auto row = [](const char *name, const char *model, Stage stage, int batch, const char *type, double rate,
                            const Published &src) {
            QTest::newRow(name) << QString::fromLatin1(model) << stage << batch << QString::fromLatin1(type) << rate
                                << describe(src);
        };
        // Training, AMP: "| 1 | small | 64k | 2,880,000 | 4,020,000 | 1.396 |" (A100-80GB, TF32 then AMP); the
        // DGX-1 table gives 2.09 M on one V100-32GB.
        row("DLRM small training, 1× V100-32GB", "dlrm-criteo-small", Stage::FinetuneFull, 65536,
            "ecs.gn6e-c12g1.3xlarge", 2.09e6, dleDlrm);
        row("DLRM small training, 1× A100-80GB", "dlrm-criteo-small", Stage::FinetuneFull, 65536,
            "ecs.gn7e-c16g1.4xlarge", 4.02e6, dleDlrm);
        // Inference, AMP, batch 32,768: 6.72 M records/s on V100-32GB, 14.8 M on A100-80GB.
        row("DLRM small inference, 1× V100-32GB", "dlrm-criteo-small", Stage::Inference, 32768,
            "ecs.gn6e-c12g1.3xlarge", 6.72e6, dleDlrm);
        row("DLRM small inference, 1× A100-80GB", "dlrm-criteo-small", Stage::Inference, 32768,
            "ecs.gn7e-c16g1.4xlarge", 14.8e6, dleDlrm);
        // Eight A100-80GB over NVLink, tables split over all of them, 6,912 records per GPU per step.
        row("MLPerf DLRM training, 8× A100-80GB", "dlrm-mlperf", Stage::FinetuneFull, 55296 / 8,
            "ecs.gn7e-c16g1.32xlarge", 32.3e6, mlperfTrainingDlrm);
    }

    void throughput()
    {
        QFETCH(QString, model);
        QFETCH(Stage, stage);
        QFETCH(int, batch);
        QFETCH(QString, instanceType);
        QFETCH(double, recordsPerSecond);
        QFETCH(QString, source);
        const Scenario s = dlrm(model, stage, Precision::Fp16, batch);
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const InstanceType *type = m_catalog.instanceType(instanceType);
        QVERIFY(type);
        const Configuration c = engine.evaluate(s, engine.profile(s), *type);
        QVERIFY2(c.problems.empty() && c.fit != Fit::Insufficient, qPrintable(source));
        QCOMPARE(c.totalGpus, double(type->gpuCount));
        const double ratio = c.samplesPerSecond / recordsPerSecond;
        qInfo("%s", qPrintable(PublishedCases::ratioText(c.samplesPerSecond, recordsPerSecond, QString())));
        QVERIFY2(ratio >= 0.65 && ratio <= 1.35,
                 qPrintable(PublishedCases::ratioText(c.samplesPerSecond, recordsPerSecond, source)));
    }

    // A recommendation model given by its size alone is sized like the DLRM reference, not as dense weights.
    void customSizeIsSizedLikeTheReference()
    {
        Scenario s = dlrm(QString(), Stage::FinetuneFull, Precision::Fp16, 65536);
        s.parameters = 3.75e9;
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const WorkloadProfile p = engine.profile(s);
        QVERIFY(p.embeddings);
        const auto shape = std::find_if(p.assumptions.begin(), p.assumptions.end(),
                                        [](const Assumption &a) { return a.id == QLatin1String("recsys-shape"); });
        QVERIFY(shape != p.assumptions.end());
        const Configuration c =
            engine.evaluate(s, p, *m_catalog.instanceType(QStringLiteral("ecs.gn6e-c12g1.3xlarge")));
        QVERIFY2(c.fit != Fit::Insufficient && c.problems.empty(), qPrintable(describe(dleDlrm)));
        QVERIFY(c.samplesPerSecond > 1e6);
    }

    // Tables too large for one instance are split by rows over several, which then trade rows over the network.
    void tablesSplitOverInstancesAllServe()
    {
        Scenario s = dlrm(QStringLiteral("dlrm-mlperf"), Stage::Inference, Precision::Fp16, 2048);
        s.constraints.maxNodes = 8;
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const InstanceType *t4 = m_catalog.instanceType(QStringLiteral("ecs.gn6i-c4g1.xlarge"));
        QVERIFY(t4);
        const Configuration c = engine.evaluate(s, engine.profile(s), *t4);
        QVERIFY2(c.problems.empty(), qPrintable(QString::number(c.perGpuMemoryGiB)));
        // 45 GB of fp16 tables over 16 GB cards: at least four of them.
        QVERIFY(c.pipelineParallel >= 4);
        QCOMPARE(c.instances, c.pipelineParallel);
        s.constraints.maxNodes = 1;
        const Configuration a10 =
            engine.evaluate(s, engine.profile(s), *m_catalog.instanceType(QStringLiteral("ecs.gn7i-c8g1.2xlarge")));
        QVERIFY(a10.fit == Fit::Insufficient); // 45 GB does not fit one 24 GB card
        // Every record's rows cross the instances' network (a few Gbit/s of TCP on these sizes), so the network,
        // not the GPUs, sets the rate: below what one T4 alone serves (about 3.4 M records/s).
        QVERIFY2(c.samplesPerSecond > 0 && c.samplesPerSecond < 3.4e6, qPrintable(QString::number(c.samplesPerSecond)));
    }

    // Not reproduced, so not asserted: NVIDIA's "large" model (FL=3, 81.9 GB checkpoint) on 8 GPUs, 16.5 M
    // records/s on A100-80GB and 6.92 M on V100-32GB, would come out about 2× too fast by these formulas; and
    // NVIDIA lists 132.3 GB of GPU memory for it (1.6× its checkpoint, against 1.37× for the small model), which
    // these formulas do not explain, so they would fit it on four V100-32GB where NVIDIA needs eight.

    // Alibaba's smallest slices are 2 GB (sgn7i-vws-m2: A10 × 1/12; sgn8ia-m2); NVIDIA's 2B profile holds every
    // knowledge-worker desktop it tested, up to two 1080p monitors or 4K. So one default desktop per 2 GB slice.
    void twoGbSliceHostsTheDefaultDesktop_data()
    {
        QTest::addColumn<QString>("instanceType");
        QTest::newRow("sgn7i-vws-m2 (A10 × 1/12)") << QStringLiteral("ecs.sgn7i-vws-m2.xlarge");
        QTest::newRow("sgn8ia-m2 (2 GB Lovelace slice)") << QStringLiteral("ecs.sgn8ia-m2.xlarge");
    }

    void twoGbSliceHostsTheDefaultDesktop()
    {
        QFETCH(QString, instanceType);
        Scenario s;
        s.task = Task::Graphics;
        s.stage = Stage::Inference;
        s.inference.concurrency = 3;
        // The scenario's default is the published figure the catalog cites.
        QCOMPARE(s.inference.memoryPerSessionGiB, m_catalog.graphics.desktopFramebufferGiB.value);
        QCOMPARE(m_catalog.graphics.desktopFramebufferGiB.source, QStringLiteral("NVIDIA-VPC-SIZING"));
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const InstanceType *type = m_catalog.instanceType(instanceType);
        QVERIFY(type);
        const Configuration c = engine.evaluate(s, engine.profile(s), *type);
        QVERIFY2(c.fit == Fit::Fits && c.problems.empty(), qPrintable(describe(nvidiaVpc)));
        QCOMPARE(c.usableGpuMemoryGiB, 2.0); // the slice as sold, nothing held back
        QCOMPARE(c.instances, 3);
        // A desktop that needs more than the slice does not fit it.
        s.inference.memoryPerSessionGiB = 3;
        QVERIFY(engine.evaluate(s, engine.profile(s), *type).fit == Fit::Insufficient);
        // The recommendation leads with a 2 GB slice when a price does not decide.
        s.inference.memoryPerSessionGiB = 2;
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        bool twoGbRanked = false;
        for (const Configuration &ranked : r.ranked)
            twoGbRanked = twoGbRanked || ranked.instanceType == instanceType;
        QVERIFY2(twoGbRanked, qPrintable(describe(nvidiaVpc)));
        // The assumption names the published default and its source, not a serving engine's share.
        bool cited = false;
        for (const Assumption &a : r.profile.assumptions) {
            QVERIFY(a.id != QLatin1String("usable-memory") && a.id != QLatin1String("fragmentation"));
            if (a.id == QLatin1String("session-memory"))
                cited = a.sourceKeys.contains(QStringLiteral("NVIDIA-VPC-SIZING")) && a.numbers.value(2) == 2.0;
        }
        QVERIFY(cited);
    }

private:
    Catalog m_catalog;
    ModelPresetLibrary m_presets;
};

QTEST_GUILESS_MAIN(TestNonLlmCasesRecsys)
#include "tst_nonllmcases_recsys.moc"
