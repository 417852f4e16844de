// SPDX-License-Identifier: Apache-2.0
// Published diffusion and speech cases against the estimate (issue 18, item 4 and the speech part of its
// proof). Tolerances as the issue sets them: throughput and latency within ±35 %, memory within ±15 %,
// "fits on X" exact. Each case names its quote, its source (title, publisher, date) and the scenario; the
// research notes (nonllm-cases.md, sections D and E) hold the arithmetic behind the derived figures.
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/pricing/priceage.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/confidence.h"
#include "models/sizing/memorymodel.h"
#include "models/sizing/sizingengine.h"
#include "models/sizing/workloads/diffusioncost.h"
#include "models/text/findingtext.h"
#include "tests/models/publishedcases.h"
#include "tests/testutils.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QSet>
#include <QTest>

using namespace Advisor;

namespace {
struct Published
{
    const char *quote;
    const char *source; // title, publisher, date
};

QString describe(const Published &p)
{
    return QStringLiteral("\"%1\" (%2)").arg(QString::fromUtf8(p.quote), QString::fromUtf8(p.source));
}

// Instance types with one GPU of each kind the cases name.
const QString t4 = QStringLiteral("ecs.gn6i-c4g1.xlarge");
const QString v100 = QStringLiteral("ecs.gn6v-c8g1.2xlarge");
const QString a10 = QStringLiteral("ecs.gn7i-c8g1.2xlarge");
const QString a100_40 = QStringLiteral("ecs.gn7-c12g1.3xlarge");
const QString a100_80 = QStringLiteral("ecs.gn7e-c16g1.4xlarge");

Scenario diffusionTraining(const char *model, Stage stage, Optimizer optimizer, bool checkpointing)
{
    Scenario s;
    s.task = Task::Diffusion;
    s.stage = stage;
    s.model = QString::fromLatin1(model);
    s.precision = Precision::Fp16;
    s.training.samples = 1000;
    s.training.microBatch = 1;
    s.training.optimizer = optimizer;
    s.training.gradientCheckpointing = checkpointing;
    s.imageResolution = 512;
    s.constraints.maxNodes = 1;
    return s;
}

Scenario diffusionInference(const char *model, Precision precision, int images, int resolution)
{
    Scenario s;
    s.task = Task::Diffusion;
    s.stage = Stage::Inference;
    s.model = QString::fromLatin1(model);
    s.precision = precision;
    s.imageResolution = resolution;
    s.inference.concurrency = images;
    s.inference.requestsPerSecond = 0.001;
    s.constraints.maxNodes = 1;
    return s;
}

constexpr Published t2iFullFinetune{
    "With gradient_checkpointing and mixed_precision it should be possible to fine tune the model on a single "
    "24GB GPU. For higher batch_size and faster training it's better to use GPUs with >30GB memory.",
    "diffusers examples/text_to_image/README.md, Hugging Face, 2022-10-11; SD v1-4 at 512, train_batch_size 1"};
constexpr Published dreambooth16{
    "With the help of gradient checkpointing and the 8-bit optimizer from bitsandbytes it's possible to run train "
    "dreambooth on a 16GB GPU.",
    "diffusers examples/dreambooth/README.md, Hugging Face, 2022-09-27; SD v1-4 at 512, batch 1"};
constexpr Published loraT4{
    "by using LoRA, it's possible to run train_text_to_image_lora.py in consumer GPUs like T4 or V100.",
    "diffusers examples/text_to_image/README.md (LoRA section), Hugging Face, 2023; SD at 512, batch 1"};
constexpr Published sdxlBlog{
    "we ran some tests on an A100 GPU (40 GB). For each inference run, we generate 4 images",
    "Exploring simple optimizations for SDXL, Hugging Face blog (S. Paul, S. Liu), 2023; 1024², default steps"};
constexpr Published sdxlFast{
    "The results reported below are from a 80GB 400W A100 with its clock rate set to the maximum.",
    "Accelerate inference of text-to-image diffusion models, diffusers docs, 2023-12-26, and its raw "
    "collated_results_sdxl.csv; SDXL batch 1, 30 steps, 1024²"};
constexpr Published torch2b{
    "SD - txt2img | 5.96 (V100, batch 4); 1.79 (T4, batch 4); 11.6 (A100, batch 4) iterations per second",
    "Accelerated PyTorch 2.0 support, diffusers docs (revised benchmark), 2023-05-13; SD v1-5, fp16, torch 2.0 "
    "without compile"};
constexpr Published torch2bBatch1{
    "### A100 (batch size: 1) | SD - txt2img | 21.66 | ...; ### V100 (batch size: 1) | SD - txt2img | 18.99 |; "
    "### T4 (batch size: 1) | SD - txt2img | 6.9 | (iterations per second, torch 2.0 - no compile)",
    "Accelerated PyTorch 2.0 support, diffusers docs (revised benchmark), 2023-05-13; SD v1-5, fp16, batch 1, "
    "diffusers 0.17"};
constexpr Published fasterWhisper{
    "*Executed with CUDA 11.7.1 on a NVIDIA Tesla V100S.*",
    "faster-whisper README, benchmark of large-v2 on 13 minutes of audio, SYSTRAN, table unchanged 2023-03 to "
    "2024-11; beam 5"};
constexpr Published insanelyFast{
    "| Faster Whisper (fp16 + beam_size [1]) | ~9.23 (*9 min 23 sec*) |",
    "Insanely Fast Whisper README, Vaibhavs10, undated (2023); Whisper large-v3, 150 min of audio, A100-80GB"};

Scenario whisper(Precision precision, int beams)
{
    Scenario s;
    s.task = Task::Other;
    s.stage = Stage::Inference;
    s.model = QStringLiteral("whisper-large-v3");
    s.precision = precision;
    s.inference.contextLength = 1500;
    s.inference.outputTokens = 448;
    s.inference.concurrency = beams;
    s.inference.requestsPerSecond = 0.001;
    s.constraints.maxNodes = 1;
    return s;
}
} // namespace

class TestNonLlmDiffusionSpeech : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(PublishedCases::loadEmbedded(m_catalog, m_presets)); }

    // Diffusion training: whether the documented recipe fits the documented card, exactly.
    void trainingFits_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<Stage>("stage");
        QTest::addColumn<Optimizer>("optimizer");
        QTest::addColumn<bool>("checkpointing");
        QTest::addColumn<QString>("instanceType");
        QTest::addColumn<bool>("fits");
        QTest::addColumn<QString>("source");
        const auto row = [](const char *name, Stage stage, Optimizer o, bool ckpt, const QString &type, bool fits,
                            const Published &p) {
            QTest::newRow(name) << QStringLiteral("sd-1.5") << stage << o << ckpt << type << fits << describe(p);
        };
        // Full UNet fine-tune with AdamW, fp16 autocast and checkpointing on a 24 GB A10.
        row("SD full fine-tune, checkpointing, A10 24GB", Stage::FinetuneFull, Optimizer::AdamW, true, a10, true,
            t2iFullFinetune);
        // The same sentence makes checkpointing the condition: without it the card is too small.
        row("SD full fine-tune, no checkpointing, A10 24GB", Stage::FinetuneFull, Optimizer::AdamW, false, a10, false,
            t2iFullFinetune);
        // DreamBooth (a full UNet fine-tune) with 8-bit Adam and checkpointing on 16 GB cards.
        row("DreamBooth, 8-bit Adam, T4 16GB", Stage::FinetuneFull, Optimizer::AdamW8bit, true, t4, true, dreambooth16);
        row("DreamBooth, 8-bit Adam, V100 16GB", Stage::FinetuneFull, Optimizer::AdamW8bit, true, v100, true,
            dreambooth16);
        // LoRA on a T4, without checkpointing (the LoRA example does not ask for it).
        row("SD LoRA, T4 16GB", Stage::FinetuneLora, Optimizer::AdamW, false, t4, true, loraT4);
    }

    void trainingFits()
    {
        QFETCH(QString, model);
        QFETCH(Stage, stage);
        QFETCH(Optimizer, optimizer);
        QFETCH(bool, checkpointing);
        QFETCH(QString, instanceType);
        QFETCH(bool, fits);
        QFETCH(QString, source);
        Scenario s = diffusionTraining("sd-1.5", stage, optimizer, checkpointing);
        s.model = model;
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const InstanceType *type = m_catalog.instanceType(instanceType);
        QVERIFY(type);
        const Configuration c = engine.evaluate(s, engine.profile(s), *type);
        qInfo("%s: %.2f GiB of %.2f usable", qPrintable(instanceType), c.memory.perGpuMemoryGiB,
              c.memory.usableGpuMemoryGiB);
        QVERIFY2((c.memory.fit != Fit::Insufficient) == fits,
                 qPrintable(QStringLiteral("%1 GiB needed, %2 GiB usable: %3")
                                .arg(c.memory.perGpuMemoryGiB, 0, 'f', 2)
                                .arg(c.memory.usableGpuMemoryGiB, 0, 'f', 2)
                                .arg(source)));
    }

    // Diffusion inference memory: PyTorch's allocator peak (weights and activations, no CUDA context).
    void inferenceMemory_data()
    {
        QTest::addColumn<Precision>("precision");
        QTest::addColumn<int>("images");
        QTest::addColumn<double>("gigabytes");
        QTest::addColumn<QString>("source");
        // "| fp16 + SDPA (default) | 21.72 | 11413.0 |" — 4 images; the VAE decodes them together in fp32.
        QTest::newRow("SDXL fp16, 4 images, A100-40GB") << Precision::Fp16 << 4 << 21.72 << describe(sdxlBlog);
        // "| fp32 | 28.09 |" — the same run without halving.
        QTest::newRow("SDXL fp32, 4 images, A100-40GB") << Precision::Fp32 << 4 << 28.09 << describe(sdxlBlog);
        // CSV: "...,1,30,False,False,,False,,4.626,8.961,79.325," — bf16, batch 1.
        QTest::newRow("SDXL bf16, 1 image, A100-80GB") << Precision::Bf16 << 1 << 8.961 << describe(sdxlFast);
        // CSV row of the fp32 default setup (7.36 s): 16.83 GB.
        QTest::newRow("SDXL fp32, 1 image, A100-80GB") << Precision::Fp32 << 1 << 16.83 << describe(sdxlFast);
    }

    void inferenceMemory()
    {
        QFETCH(Precision, precision);
        QFETCH(int, images);
        QFETCH(double, gigabytes);
        QFETCH(QString, source);
        const Scenario s = diffusionInference("sdxl", precision, images, 1024);
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const WorkloadProfile p = engine.profile(s);
        const MemoryBreakdown m =
            MemoryModel(s, p, engine.parameters(), &engine.workloadModel(p.kind)).inference({}, images);
        const double estimated = (m.total() - m.overhead) / 1e9;
        const double ratio = estimated / gigabytes;
        qInfo("%.2f GB against %.2f (%.2f×)", estimated, gigabytes, ratio);
        QVERIFY2(
            ratio >= 0.85 && ratio <= 1.15,
            qPrintable(QStringLiteral("%1 GB against %2 published: %3").arg(estimated).arg(gigabytes).arg(source)));
    }

    // The image transformer's activation constant rests on one calibration point: FLUX.1-dev's transformer
    // alone, one bf16 pass at 1024² over 4,096 image and 512 prompt tokens with PyTorch SDPA, peaks at 22.63 GiB
    // allocated, weights included ("black-forest-labs/FLUX.1-dev-bf16 | FluxTransformer2DModel | 11.9 | ... |
    // 22.63", diffusers benchmarks). The peak follows the tokens, not the area, and both guidance passes when
    // they run as one batch (SD3); a UNet keeps SDXL's measured peak.
    void transformerActivationsFromShape()
    {
        const DiffusionParts &flux = *m_presets.preset(QStringLiteral("flux.1-dev"))->diffusion;
        const double activations = transformerActivationBytes(flux, 1024, m_catalog).value_or(0);
        const double peak = (flux.denoiser * 2 + activations) / bytesPerGiB;
        qInfo("FLUX.1-dev transformer alone: %.3f GiB against 22.63 (%.3f×)", peak, peak / 22.63);
        QVERIFY2(std::abs(peak / 22.63 - 1) < 0.005, qPrintable(QString::number(peak)));
        const double grown = transformerActivationBytes(flux, 2048, m_catalog).value_or(0) / activations;
        QVERIFY2(std::abs(grown - (16384.0 + 512) / (4096 + 512)) < 1e-9, qPrintable(QString::number(grown)));
        QVERIFY(!transformerActivationBytes(*m_presets.preset(QStringLiteral("sdxl"))->diffusion, 1024, m_catalog));
        const DiffusionParts &sd3 = *m_presets.preset(QStringLiteral("sd3-medium"))->diffusion;
        QCOMPARE(transformerActivationBytes(sd3, 1024, m_catalog).value_or(0),
                 m_catalog.diffusion.transformerActivationCopies.value * (4096 + 333) * 1536 * 2.0 * 2);
    }

    // An image transformer's denoiser peaks well under the VAE decoding its images (FLUX.1 at 1024²: 0.5 GB
    // against 1.85 GB an image), so the VAE sets a FLUX, SD3 or Qwen-Image pipeline's activations; SDXL's UNet,
    // measured at 2.1 GB an image, still sets its own.
    void pipelineActivationPeak_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<double>("gigabytesPerImage");
        QTest::newRow("FLUX.1-dev") << "flux.1-dev" << m_catalog.diffusion.vaeDecodeGBPerImage.value;
        QTest::newRow("SD3 Medium") << "sd3-medium" << m_catalog.diffusion.vaeDecodeGBPerImage.value;
        QTest::newRow("Qwen-Image") << "qwen-image" << m_catalog.diffusion.vaeDecodeGBPerImage.value;
        QTest::newRow("SDXL") << "sdxl" << m_catalog.diffusion.denoiserInferenceGBPerImage.value;
    }

    void pipelineActivationPeak()
    {
        QFETCH(QString, model);
        QFETCH(double, gigabytesPerImage);
        Scenario s = diffusionInference("sd-1.5", Precision::Bf16, 2, 1024);
        s.model = model;
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const WorkloadProfile p = engine.profile(s);
        const MemoryBreakdown m =
            MemoryModel(s, p, engine.parameters(), &engine.workloadModel(p.kind)).inference({}, 2);
        QCOMPARE(m.activations, gigabytesPerImage * 1e9 * 2);
    }

    // The held-back pipeline peaks of nonllm-validation.json (FLUX.1-dev and SD3 Medium on an H100, whole
    // pipeline on the GPU), never fitted on, within the issue's ±15 % for memory. PyTorch's reserved peak is
    // the allocator's cache on top of the tensors, the CUDA context not counted; the allocated peak is the
    // tensors alone.
    void heldBackPipelinePeaks()
    {
        QFile file(
            sourceDir(QStringLiteral("tests/data/published")).filePath(QStringLiteral("nonllm-validation.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const nlohmann::json doc = nlohmann::json::parse(file.readAll().toStdString());
        int checked = 0;
        for (const nlohmann::json &c : doc["cases"]) {
            const std::string metric = c.value("metric", std::string());
            const bool reserved = metric == "peakReservedGiB";
            if (!reserved && metric != "peakAllocatedGiB")
                continue;
            QCOMPARE(c.value("set", std::string()), std::string("validation"));
            const int images = c.value("batch", 1);
            Scenario s = diffusionInference("sd-1.5", Precision::Bf16, images, c.value("imageResolution", 1024));
            s.model = QString::fromStdString(c.value("model", std::string()));
            s.precision = precisionFromString(QString::fromStdString(c.value("precision", std::string())))
                              .value_or(Precision::Bf16);
            const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
            const WorkloadProfile p = engine.profile(s);
            const MemoryBreakdown m =
                MemoryModel(s, p, engine.parameters(), &engine.workloadModel(p.kind)).inference({}, images);
            const double context = engine.parameters().cudaContextGiB * bytesPerGiB;
            const double estimated = (m.total() - (reserved ? context : m.overhead)) / bytesPerGiB;
            const double published = c.value("published", 0.0);
            const QString id = QString::fromStdString(c.value("id", std::string()));
            qInfo("%s: %.2f GiB against %.3f (%.2f×)", qPrintable(id), estimated, published, estimated / published);
            QVERIFY2(PublishedCases::within(estimated, published, 0.15),
                     qPrintable(PublishedCases::ratioText(estimated, published, id)));
            ++checked;
        }
        QVERIFY(checked >= 2);
    }

    // Denoising speed (images × steps per second) from the revised benchmark, a different run from the one the
    // catalog anchors on (SD v1-4 with diffusers 0.14, batch 4) and fits the batch curve on (its A100 rows):
    // at batch 4, and at batch 1, where a large GPU is partly idle (A100 2.1× slower per image, T4 hardly).
    void inferenceSpeed_data()
    {
        QTest::addColumn<QString>("instanceType");
        QTest::addColumn<int>("images");
        QTest::addColumn<double>("imageStepsPerSecond");
        QTest::addColumn<QString>("source");
        QTest::newRow("SD 1.5 fp16 batch 4, V100") << v100 << 4 << 4 * 5.96 << describe(torch2b);
        QTest::newRow("SD 1.5 fp16 batch 4, T4") << t4 << 4 << 4 * 1.79 << describe(torch2b);
        QTest::newRow("SD 1.5 fp16 batch 4, A100") << a100_40 << 4 << 4 * 11.6 << describe(torch2b);
        // "| SD - txt2img | 21.66 |" (A100, batch 1), "| SD - txt2img | 18.99 |" (V100), "| SD - txt2img | 6.9 |"
        // (T4): torch 2.0, no compile.
        QTest::newRow("SD 1.5 fp16 batch 1, A100") << a100_40 << 1 << 21.66 << describe(torch2bBatch1);
        QTest::newRow("SD 1.5 fp16 batch 1, V100") << v100 << 1 << 18.99 << describe(torch2bBatch1);
        QTest::newRow("SD 1.5 fp16 batch 1, T4") << t4 << 1 << 6.9 << describe(torch2bBatch1);
    }

    void inferenceSpeed()
    {
        QFETCH(QString, instanceType);
        QFETCH(int, images);
        QFETCH(double, imageStepsPerSecond);
        QFETCH(QString, source);
        const Scenario s = diffusionInference("sd-1.5", Precision::Fp16, images, 512);
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const Configuration c = engine.evaluate(s, engine.profile(s), *m_catalog.instanceType(instanceType));
        QVERIFY2(c.problems.empty(), qPrintable(source));
        const double estimated = c.speed.samplesPerSecond / std::max(1, c.layout.dataParallel) * diffusionSteps;
        const double ratio = estimated / imageStepsPerSecond;
        qInfo("%.2f image-steps/s against %.2f (%.2f×)", estimated, imageStepsPerSecond, ratio);
        QVERIFY2(ratio >= 0.65 && ratio <= 1.35,
                 qPrintable(QStringLiteral("%1 image-steps/s against %2 published: %3")
                                .arg(estimated)
                                .arg(imageStepsPerSecond)
                                .arg(source)));
    }

    // A batch that fills the GPU: per image, batch 1 is much slower than batch 4 on an A100 and barely on a T4
    // (the revised benchmark: 21.66 against 4 × 11.6 on the A100, 6.9 against 4 × 1.79 on the T4). An image of
    // four times the area costs more than four images: its self-attention grows with the square of the tokens
    // (SD 1.x at 1024²: 4 × 678 + 16 × 122 GFLOPs a pass against 4 × 800 for four 512² images, 0.69×).
    void batchFillsTheGpu()
    {
        const auto perImage = [&](const QString &type, int images, int resolution) {
            const Scenario s = diffusionInference("sd-1.5", Precision::Fp16, images, resolution);
            const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
            const Configuration c = engine.evaluate(s, engine.profile(s), *m_catalog.instanceType(type));
            return c.speed.samplesPerSecond / std::max(1, c.layout.dataParallel) * resolution * resolution;
        };
        const double a100 = perImage(a100_40, 1, 512) / perImage(a100_40, 4, 512);
        const double t4Ratio = perImage(t4, 1, 512) / perImage(t4, 4, 512);
        QVERIFY2(a100 > 0.35 && a100 < 0.6, qPrintable(QString::number(a100)));
        QVERIFY2(t4Ratio > 0.85 && t4Ratio <= 1.0, qPrintable(QString::number(t4Ratio)));
        const double large = perImage(a100_40, 1, 1024) / perImage(a100_40, 4, 512);
        QVERIFY2(large > 0.62 && large < 0.76, qPrintable(QString::number(large)));
    }

    // The catalog turns the anchor model's measured image-steps into FLOPs per second with the FLOPs its preset
    // counts: the two must be the same model, or every UNet's speed is off by their ratio.
    void anchorCostIsThePresets()
    {
        const ModelPreset *sd = m_presets.preset(m_catalog.diffusion.stepAnchorModel);
        QVERIFY(sd && sd->diffusion && sd->diffusion->stepFlops);
        const std::optional<DiffusionStepWork> work = diffusionStepWork(*sd->diffusion, 512);
        QVERIFY(work);
        QVERIFY(std::abs(work->perImageStep() / 1e9 / m_catalog.diffusion.anchorStepGflops.value - 1) < 0.01);
        QVERIFY(std::abs(launchBlocks(*sd->diffusion->stepFlops, m_catalog) - m_catalog.diffusion.anchorBlocks.value)
                < 0.01);
        // and the attention share the quadratic term rests on: 15 % at 512², 42 % at 1024²
        QVERIFY(work->attentionShare() > 0.12 && work->attentionShare() < 0.18);
        QVERIFY(diffusionStepWork(*sd->diffusion, 1024)->attentionShare() > 0.35);
    }

    // FLUX.1 [dev] as one benchmark ran it (BF16, 1024², 28 steps, batch 1, end to end) on A100 and H100: the
    // points the transformer rates are fitted on, so they check the FLOPs count, the call floor and the steps.
    // And the revised diffusers benchmark at batch 16 (not fitted on): a full batch on an A100 and a V100.
    void transformerAndFullBatchSpeed_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("images");
        QTest::addColumn<int>("resolution");
        QTest::addColumn<double>("secondsPerBatch");
        QTest::addColumn<QString>("source");
        const QString flux = QStringLiteral(
            "varadrane1707/BenchmarkFlux README, FLUX.1-dev 1024x1024, 28 steps, batch 1: \"| BF16 | 15.65 |\" (A100), "
            "\"| BF16 | 7.11 |\" (H100)");
        QTest::newRow("FLUX.1-dev bf16, A100") << "flux.1-dev"
                                               << "a100-80gb" << 1 << 1024 << 15.65 << flux;
        QTest::newRow("FLUX.1-dev bf16, H100") << "flux.1-dev"
                                               << "h100-sxm" << 1 << 1024 << 7.11 << flux;
        // "### A100 (batch size: 16) | SD - txt2img | 3.04 |", "### V100 (batch size: 16) | SD - txt2img | 1.66 |"
        // iterations per second of 16 images, torch 2.0 without compile; the default 50 steps.
        const QString torch2b = describe(torch2bBatch1);
        QTest::newRow("SD 1.5 fp16 batch 16, A100") << "sd-1.5"
                                                    << "a100-40gb" << 16 << 512 << 50 / 3.04 << torch2b;
        QTest::newRow("SD 1.5 fp16 batch 16, V100") << "sd-1.5"
                                                    << "v100-16gb" << 16 << 512 << 50 / 1.66 << torch2b;
    }

    void transformerAndFullBatchSpeed()
    {
        QFETCH(QString, model);
        QFETCH(QString, gpu);
        QFETCH(int, images);
        QFETCH(int, resolution);
        QFETCH(double, secondsPerBatch);
        QFETCH(QString, source);
        const bool flux = model.startsWith(QLatin1String("flux"));
        Scenario s = diffusionInference("sd-1.5", flux ? Precision::Bf16 : Precision::Fp16, images, resolution);
        s.model = model;
        s.samplingSteps = flux ? 28 : 50;
        const auto [catalog, typeId] = PublishedCases::catalogWith(m_catalog, gpu, 1);
        const SizingEngine engine(catalog, m_presets, parametersFor(s));
        const Configuration c = engine.evaluate(s, engine.profile(s), *catalog.instanceType(typeId));
        QVERIFY2(c.problems.empty() && c.memory.fit != Fit::Insufficient, qPrintable(source));
        const double estimated = c.speed.ttftMs / 1000;
        qInfo("%.2f s against %.2f (%.2f×)", estimated, secondsPerBatch, estimated / secondsPerBatch);
        QVERIFY2(PublishedCases::within(estimated, secondsPerBatch, flux ? 0.1 : 0.35),
                 qPrintable(PublishedCases::ratioText(estimated, secondsPerBatch, source)));
    }

    // Whether FLUX.1 holds on one GPU, every part resident in BF16 (about 33.7 GB of weights): not on a 24 GB
    // A10 (the diffusers docs offload to the CPU for it), but on a 48 GB L20 and an 80 GB A100; SD3 Medium
    // (15.4 GB) fits the A10.
    void imageTransformersFit_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<bool>("fits");
        QTest::newRow("FLUX.1-dev, A10 24GB") << "flux.1-dev"
                                              << "a10" << false;
        QTest::newRow("FLUX.1-dev, L20 48GB") << "flux.1-dev"
                                              << "l20" << true;
        QTest::newRow("FLUX.1-schnell, A100 80GB") << "flux.1-schnell"
                                                   << "a100-80gb" << true;
        QTest::newRow("SD3 Medium, A10 24GB") << "sd3-medium"
                                              << "a10" << true;
        // Qwen-Image: 57.7 GB of bf16 weights, more than an L20 holds (cache-dit offloads to the CPU on one).
        QTest::newRow("Qwen-Image, L20 48GB") << "qwen-image"
                                              << "l20" << false;
        QTest::newRow("Qwen-Image, A100 80GB") << "qwen-image"
                                               << "a100-80gb" << true;
    }

    void imageTransformersFit()
    {
        QFETCH(QString, model);
        QFETCH(QString, gpu);
        QFETCH(bool, fits);
        Scenario s = diffusionInference("sd-1.5", Precision::Bf16, 1, 1024);
        s.model = model;
        const auto [catalog, typeId] = PublishedCases::catalogWith(m_catalog, gpu, 1);
        const SizingEngine engine(catalog, m_presets, parametersFor(s));
        const Configuration c = engine.evaluate(s, engine.profile(s), *catalog.instanceType(typeId));
        qInfo("%.1f GiB of %.1f usable", c.memory.perGpuMemoryGiB, c.memory.usableGpuMemoryGiB);
        QCOMPARE(c.memory.fit != Fit::Insufficient, fits);
    }

    // What the user reads: the step's FLOPs and attention share, the measured transformer rates and the call
    // floor, each citing where it comes from.
    void assumptionsNameTheirConstants()
    {
        const Scenario s = diffusionInference("flux.1-dev", Precision::Bf16, 1, 1024);
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const Recommendation r = engine.recommend(s);
        const WorkloadProfile &p = r.profile;
        // and each row's speed says it rests on a transformer's sustained TFLOPS
        bool worded = false;
        for (const Configuration &c : r.ranked) {
            for (const Finding &f : c.ranking.reasons) {
                if (f.kind == Finding::Kind::SampleThroughput && f.name(2) == QLatin1String("tflops"))
                    worded = FindingText::text(f).contains(QStringLiteral("TFLOPS"));
            }
        }
        QVERIFY(worded);
        QHash<QString, Assumption> byId;
        for (const Assumption &a : p.assumptions)
            byId.insert(assumptionKey(a.id), a);
        QVERIFY(byId.contains(QStringLiteral("diffusion-cost")));
        QVERIFY(byId.value(QStringLiteral("diffusion-cost")).sourceKeys.contains(QStringLiteral("HF-flux-1-dev")));
        const Assumption speed = byId.value(QStringLiteral("diffusion-transformer-speed"));
        QVERIFY(speed.sourceKeys.contains(QStringLiteral("BENCHMARKFLUX")));
        QVERIFY(
            byId.value(QStringLiteral("diffusion-batch")).sourceKeys.contains(QStringLiteral("DIFFUSERS-TORCH2-A")));
        const AssumptionLine line = FindingText::assumption(speed, &m_catalog);
        QVERIFY2(line.value.contains(QStringLiteral("TFLOPS")) && line.source.contains(QStringLiteral("Flux")),
                 qPrintable(line.value + QStringLiteral(" / ") + line.source));
        const AssumptionLine cost = FindingText::assumption(byId.value(QStringLiteral("diffusion-cost")), &m_catalog);
        QVERIFY2(cost.value.contains(QStringLiteral("4,096")), qPrintable(cost.value));
    }

    // A model card's steps are the default: FLUX.1 [schnell] takes 4, [dev] 28, and each image-step of
    // schnell costs less (256 prompt tokens, not 512).
    void presetStepsAreTheDefault()
    {
        Scenario s = diffusionInference("flux.1-schnell", Precision::Bf16, 1, 1024);
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        QCOMPARE(engine.profile(s).samplingSteps, 4);
        s.model = QStringLiteral("flux.1-dev");
        QCOMPARE(engine.profile(s).samplingSteps, 28);
        s.model = QStringLiteral("qwen-image");
        QCOMPARE(engine.profile(s).samplingSteps, 50);
        const auto perStep = [&](const char *id) {
            return diffusionStepWork(*m_presets.preset(QString::fromLatin1(id))->diffusion, 1024)->perImageStep();
        };
        QVERIFY(perStep("flux.1-schnell") < perStep("flux.1-dev"));
    }

    // SDXL speed on an A100: at batch 4 it is the point SDXL's convolution FLOPs are fitted on, at batch 1 the
    // point a transformer block's weight in the call floor is fitted on (the floor itself comes from SD 1.x's
    // batch sweep); so they check the plumbing of FLOPs, floor and steps together.
    void sdxlSpeed_data()
    {
        QTest::addColumn<QString>("instanceType");
        QTest::addColumn<int>("images");
        QTest::addColumn<double>("imageStepsPerSecond");
        QTest::addColumn<QString>("source");
        // "| fp16 + SDPA (default) | 21.72 | 11413.0 |": 4 images × 50 steps in 11.4 s.
        QTest::newRow("SDXL fp16 batch 4, A100-40GB") << a100_40 << 4 << 4 * 50 / 11.413 << describe(sdxlBlog);
        // "bfloat16 reduces the latency from 7.36 seconds to 4.63 seconds", and SDPA to 3.31 s for 30 steps
        // (estimated in fp16: the A100 runs both 16-bit formats at the same peak).
        QTest::newRow("SDXL bf16 batch 1, A100-80GB") << a100_80 << 1 << 30 / 3.31 << describe(sdxlFast);
    }

    void sdxlSpeed()
    {
        QFETCH(QString, instanceType);
        QFETCH(int, images);
        QFETCH(double, imageStepsPerSecond);
        QFETCH(QString, source);
        Scenario s = diffusionInference("sdxl", Precision::Fp16, images, 1024);
        // Each run's own step count: the rate per image-step does not depend on it, an image's time does.
        s.samplingSteps = images == 1 ? 30 : 50;
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const Configuration c = engine.evaluate(s, engine.profile(s), *m_catalog.instanceType(instanceType));
        QVERIFY2(c.problems.empty(), qPrintable(source));
        const double estimated = c.speed.samplesPerSecond / std::max(1, c.layout.dataParallel) * *s.samplingSteps;
        const double ratio = estimated / imageStepsPerSecond;
        qInfo("%.2f image-steps/s against %.2f (%.2f×)", estimated, imageStepsPerSecond, ratio);
        QVERIFY2(ratio >= 0.65 && ratio <= 1.35,
                 qPrintable(QStringLiteral("%1 image-steps/s against %2 published: %3")
                                .arg(estimated)
                                .arg(imageStepsPerSecond)
                                .arg(source)));
        // The one-image latency is the batch's time: 30 steps at the estimated rate.
        if (images == 1)
            QVERIFY(std::abs(c.speed.ttftMs / 1000 - 30 / estimated) < 1e-6 * c.speed.ttftMs);
    }

    // The image size is the scenario's (workload.imageResolution) and survives a save; without it, the
    // preset's own size is used, and a 1024² SD 1.5 run holds four times the activations of a 512² one.
    void imageResolutionFromScenario()
    {
        Scenario s = diffusionTraining("sd-1.5", Stage::FinetuneFull, Optimizer::AdamW8bit, true);
        s.imageResolution = 1024;
        const auto loaded = ScenarioIo::fromJson(ScenarioIo::toJson(s));
        QVERIFY(loaded.scenario);
        QCOMPARE(loaded.scenario->imageResolution, std::optional<int>(1024));
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const WorkloadProfile large = engine.profile(*loaded.scenario);
        s.imageResolution.reset();
        const WorkloadProfile native = engine.profile(s);
        QCOMPARE(native.imageResolution, 512);
        QCOMPARE(large.singleReplica.activations / native.singleReplica.activations, 4.0);
    }

    // The estimate says which measurement its speed rests on: the GPU's own, or the nearest one scaled.
    void inferenceSpeedNamesItsAnchor()
    {
        const Scenario s = diffusionInference("sd-1.5", Precision::Fp16, 4, 512);
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const Recommendation r = engine.recommend(s);
        QSet<QString> kinds;
        for (const Configuration &c : r.ranked) {
            for (const Finding &f : c.ranking.reasons) {
                if (f.kind != Finding::Kind::SampleThroughput)
                    continue;
                QCOMPARE(f.name(1),
                         c.layout.gpu == QLatin1String("a10") || c.layout.gpu == QLatin1String("t4")
                                 || c.layout.gpu == QLatin1String("v100-16gb")
                                 || c.layout.gpu == QLatin1String("a100-40gb")
                             ? QStringLiteral("measured")
                             : QStringLiteral("scaled"));
                QVERIFY(!f.name(0).isEmpty() && f.number(1) > 0);
                // and how busy four images per step keep this GPU
                QCOMPARE(f.number(3), 4.0);
                QVERIFY(f.number(2) > 50 && f.number(2) <= 100);
                kinds.insert(f.name(1));
            }
        }
        QCOMPARE(kinds, (QSet<QString>{QStringLiteral("measured"), QStringLiteral("scaled")}));
        // The batch curve is an assumption of its own, with its source.
        const auto batch = std::find_if(r.profile.assumptions.begin(), r.profile.assumptions.end(),
                                        [](const Assumption &a) { return a.id == AssumptionId::DiffusionBatch; });
        QVERIFY(batch != r.profile.assumptions.end());
        QVERIFY(batch->sourceKeys.contains(QStringLiteral("DIFFUSERS-TORCH2-A")));
    }

    // A UNet in a framework runs whichever attention the framework has (vanilla, xFormers, SDPA): its speed's
    // band carries the spread diffusers' own comparison measured, slow end and fast end. TensorRT fixes its
    // kernels and an image transformer's rate has no such comparison: their bands are the evidence's alone.
    void unetBandCarriesTheAttentionSpread()
    {
        const auto sized = [this](const char *model, Precision precision, ServingEngine engine) {
            Scenario s = diffusionInference(model, precision, 4, model == QByteArray("sd-1.5") ? 512 : 1024);
            s.inference.engine = engine;
            const SizingEngine sizing(m_catalog, m_presets, parametersFor(s));
            return sizing.evaluate(s, sizing.profile(s), *m_catalog.instanceType(a100_80));
        };
        const auto bandOf = [](const Configuration &c, double spreadLow, double spreadHigh) {
            return speedBand(c.speed.samplesPerSecond, timeFactors(c.speed.evidence, spreadLow, spreadHigh));
        };
        const Configuration unet = sized("sd-1.5", Precision::Fp16, ServingEngine::Framework);
        QCOMPARE(unet.speed.engineSpreadLow, unetAttentionSpreadLow);
        QCOMPARE(unet.speed.engineSpreadHigh, unetAttentionSpreadHigh);
        const Band band = unet.speed.samplesPerSecondBand;
        const Band evidenceOnly = bandOf(unet, 1, 1);
        QVERIFY(band.valid() && evidenceOnly.valid());
        QCOMPARE(band.low, bandOf(unet, unetAttentionSpreadLow, unetAttentionSpreadHigh).low);
        QCOMPARE(band.high, bandOf(unet, unetAttentionSpreadLow, unetAttentionSpreadHigh).high);
        // Vanilla attention's 1.40 of SDPA's time moves the slow end further than xFormers' 0.97 the fast end.
        QVERIFY(band.low < evidenceOnly.low && band.high > evidenceOnly.high);
        QVERIFY(evidenceOnly.low / band.low > band.high / evidenceOnly.high);
        for (const Configuration &c : {sized("sd-1.5", Precision::Fp16, ServingEngine::TensorRt),
                                       sized("flux.1-dev", Precision::Bf16, ServingEngine::Framework)}) {
            QCOMPARE(c.speed.engineSpreadLow, 1.0);
            QCOMPARE(c.speed.engineSpreadHigh, 1.0);
            QCOMPARE(c.speed.samplesPerSecondBand.low, bandOf(c, 1, 1).low);
        }
    }

    // Whisper through faster-whisper: a 30-s window per request, its 1,500 encoder frames as the prompt
    // (they fill the cross-attention cache) and up to 448 tokens out; beam 5 decodes 5 sequences at once.
    void speechMemory_data()
    {
        QTest::addColumn<Precision>("precision");
        QTest::addColumn<double>("mebibytes");
        QTest::addColumn<QString>("source");
        // "| faster-whisper | fp16 | 5 | 54s | 4755MB | 3244MB |" (maximum GPU memory, then CPU memory).
        QTest::newRow("Whisper large fp16, beam 5, V100") << Precision::Fp16 << 4755.0 << describe(fasterWhisper);
        // "| faster-whisper | int8 | 5 | 59s | 3091MB | 3117MB |".
        QTest::newRow("Whisper large int8, beam 5, V100") << Precision::Int8 << 3091.0 << describe(fasterWhisper);
    }

    void speechMemory()
    {
        QFETCH(Precision, precision);
        QFETCH(double, mebibytes);
        QFETCH(QString, source);
        const Scenario s = whisper(precision, 5);
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const Configuration c = engine.evaluate(s, engine.profile(s), *m_catalog.instanceType(v100));
        QVERIFY2(c.problems.empty(), qPrintable(source));
        // The published maximum includes CTranslate2's own CUDA context, a few hundred MiB; the estimate's
        // 1.3 GiB is PyTorch's, so both are compared without it.
        const double estimated = (c.memory.perGpu.total() - c.memory.perGpu.overhead) / bytesPerGiB * 1024;
        const double ratio = estimated / mebibytes;
        qInfo("%.0f MiB against %.0f (%.2f×)", estimated, mebibytes, ratio);
        QVERIFY2(
            ratio >= 0.85 && ratio <= 1.15,
            qPrintable(QStringLiteral("%1 MiB against %2 published: %3").arg(estimated).arg(mebibytes).arg(source)));
    }

    // faster-whisper runs on Volta: a V100 16 GB serves Whisper large (the benchmark ran on a V100S).
    void speechFitsOnV100()
    {
        const Scenario s = whisper(Precision::Fp16, 5);
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const Configuration c = engine.evaluate(s, engine.profile(s), *m_catalog.instanceType(v100));
        QVERIFY2(c.problems.empty() && c.memory.fit != Fit::Insufficient, qPrintable(describe(fasterWhisper)));
    }

    // Transcription speed as audio seconds per second: a 30-s window costs the encoder once (time to first
    // token) and the decoder once per token. About 110 tokens a window is an assumption (English at 150 words a
    // minute, 1.3 tokens a word, timestamp tokens); no source counts them.
    void speechSpeed_data()
    {
        QTest::addColumn<QString>("instanceType");
        QTest::addColumn<int>("beams");
        QTest::addColumn<double>("realTime");
        QTest::addColumn<QString>("source");
        // 13 min in 54 s with beam 5 on a V100S (the catalog's V100 has 900 of its 1,134 GB/s).
        QTest::newRow("faster-whisper fp16 beam 5, V100") << v100 << 5 << 13 * 60 / 54.0 << describe(fasterWhisper);
        // 150 min in 9 min 23 s with beam 1 on an A100-80GB (the speech-decode constant's calibration run).
        QTest::newRow("faster-whisper fp16 beam 1, A100-80GB")
            << a100_80 << 1 << 150 * 60 / 563.0 << describe(insanelyFast);
    }

    void speechSpeed()
    {
        QFETCH(QString, instanceType);
        QFETCH(int, beams);
        QFETCH(double, realTime);
        QFETCH(QString, source);
        // Beam search runs inside the engine's step, which the decode overhead covers for beam 1 and 5 alike:
        // the engine has one window in work.
        static_cast<void>(beams);
        const Scenario s = whisper(Precision::Fp16, 1);
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const Configuration c = engine.evaluate(s, engine.profile(s), *m_catalog.instanceType(instanceType));
        QVERIFY2(c.problems.empty(), qPrintable(source));
        constexpr double tokensPerWindow = 110;
        const double windowSeconds = (c.speed.ttftMs + tokensPerWindow * c.speed.tpotMs) / 1000.0;
        const double estimated = 30.0 / windowSeconds;
        const double ratio = estimated / realTime;
        qInfo("%.1f× real time against %.1f× (%.2f×)", estimated, realTime, ratio);
        QVERIFY2(
            ratio >= 0.65 && ratio <= 1.35,
            qPrintable(
                QStringLiteral("%1× real time against %2× published: %3").arg(estimated).arg(realTime).arg(source)));
    }

    // Each speech engine against faster-whisper, one window at a time, on the same GPU and audio: the
    // published speed-up the engine's calibration rests on (a time factor and, for engines that batch, the
    // share of a window's time the batch does not spread). Within ±35 %, the project's tolerance for times.
    void speechEngineAgainstFasterWhisper_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<int>("windows");
        QTest::addColumn<double>("speedup");
        QTest::addColumn<QString>("source");
        const QString pr856 = QStringLiteral("faster-whisper PR #856: V100S, large-v3 fp16, 799 s of audio: "
                                             "\"Faster-Whisper 48.622s / Batched Faster-Whisper 14.776s\"");
        const QString x624 = QStringLiteral("whisperX #624: V100, large-v3, 73 LibriSpeech clips: faster-whisper 38 "
                                            "s; TensorRT-LLM 22 s at batch 1, 15 s at batch 4");
        const QString nl = QStringLiteral("ASR_NL_results, Quadro RTX 6000, large-v3 fp16, real-time factors");
        QTest::newRow("batched faster-whisper, 16 windows")
            << "faster-whisper-batched" << 16 << 48.622 / 14.776 << pr856;
        QTest::newRow("TensorRT-LLM, one window") << "tensorrt-llm" << 1 << 38.0 / 22.0 << x624;
        QTest::newRow("TensorRT-LLM, 4 windows") << "tensorrt-llm" << 4 << 38.0 / 15.0 << x624;
        QTest::newRow("openai-whisper, BN-NL 9 h") << "openai-whisper" << 1 << 0.0728 / 0.2164 << nl;
        QTest::newRow("openai-whisper, CTS-NL 5.7 h") << "openai-whisper" << 1 << 0.0932 / 0.2604 << nl;
        QTest::newRow("Transformers, batch 4, BN-NL 9 h") << "transformers" << 4 << 0.0728 / 0.077 << nl;
        QTest::newRow("Transformers, batch 4, CTS-NL 5.7 h") << "transformers" << 4 << 0.0932 / 0.083 << nl;
    }

    void speechEngineAgainstFasterWhisper()
    {
        QFETCH(QString, engine);
        QFETCH(int, windows);
        QFETCH(double, speedup);
        QFETCH(QString, source);
        const auto secondsPerWindow = [&](SpeechEngine e, int batch) {
            Scenario s = whisper(Precision::Fp16, batch);
            s.inference.speechEngine = e;
            const SizingEngine sizing(m_catalog, m_presets, parametersFor(s));
            const Configuration c = sizing.evaluate(s, sizing.profile(s), *m_catalog.instanceType(v100));
            const int perCopy = int(std::ceil(double(batch) / std::max(1, c.layout.dataParallel)));
            return (c.speed.ttftMs + 110 * c.speed.tpotMs) / 1000.0 / perCopy;
        };
        const std::optional<SpeechEngine> e = speechEngineFromString(engine);
        QVERIFY(e);
        const double estimated = secondsPerWindow(SpeechEngine::FasterWhisper, 1) / secondsPerWindow(*e, windows);
        qInfo("%.2f× faster-whisper's speed against %.2f× published", estimated, speedup);
        QVERIFY2(estimated >= speedup * 0.65 && estimated <= speedup * 1.35,
                 qPrintable(QStringLiteral("%1× against %2×: %3").arg(estimated).arg(speedup).arg(source)));
    }

    // An engine that transcribes window by window serves more windows at once only with more copies; one
    // that batches runs them in one copy.
    void sequentialEnginesNeedACopyPerWindow()
    {
        Scenario s = whisper(Precision::Fp16, 8);
        s.inference.speechEngine = SpeechEngine::OpenAiWhisper;
        const SizingEngine sizing(m_catalog, m_presets, parametersFor(s));
        const Configuration one = sizing.evaluate(s, sizing.profile(s), *m_catalog.instanceType(a100_80));
        QCOMPARE(one.layout.dataParallel, 8);
        s.inference.speechEngine = SpeechEngine::Transformers;
        const SizingEngine batched(m_catalog, m_presets, parametersFor(s));
        const Configuration all = batched.evaluate(s, batched.profile(s), *m_catalog.instanceType(a100_80));
        QCOMPARE(all.layout.dataParallel, 1);
        QVERIFY(all.speed.tpotMs
                > one.speed.tpotMs / m_catalog.speech.engine(SpeechEngine::OpenAiWhisper)->timeFactor.value);
    }

private:
    Catalog m_catalog;
    ModelPresetLibrary m_presets;
};

QTEST_GUILESS_MAIN(TestNonLlmDiffusionSpeech)
#include "tst_nonllmcases_diffusion.moc"
