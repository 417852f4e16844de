#include "models/sizing/measuredthroughput.h"

#include <cmath>
#include <vector>

namespace Advisor {

namespace {

struct Entry
{
    const char *model;
    const char *gpu;
    bool halfPrecision; // AMP / fp16 (true) or fp32 / tf32 (false)
    bool int8;
    double rate;
    const char *source;
};

// Training, per GPU: NVIDIA DLE (DALI) where it exists, Lambda otherwise.
const std::vector<Entry> training{
    {"resnet-50", "a100-80gb", true, false, 2470, "NVIDIA DeepLearningExamples, PyTorch AMP"},
    {"resnet-50", "a100-80gb", false, false, 938, "NVIDIA DeepLearningExamples, TF32"},
    {"resnet-50", "a100-40gb", true, false, 2375, "NVIDIA DeepLearningExamples, TF + XLA AMP"},
    {"resnet-50", "a100-40gb", false, false, 909, "NVIDIA DeepLearningExamples, TF32"},
    {"resnet-50", "v100-16gb", true, false, 1200, "NVIDIA DeepLearningExamples, PyTorch AMP"},
    {"resnet-50", "v100-16gb", false, false, 367, "NVIDIA DeepLearningExamples, FP32"},
    {"resnet-50", "v100-32gb", true, false, 1300, "NVIDIA DeepLearningExamples, TF + XLA AMP (DGX-2)"},
    {"resnet-50", "v100-32gb", false, false, 432, "NVIDIA DeepLearningExamples, FP32 (DGX-2)"},
    {"resnet-50", "a10", true, false, 638, "Lambda benchmark, fp16 (no DALI)"},
    {"resnet-50", "h100-sxm", true, false, 2616, "Lambda benchmark, fp16 (no DALI)"},
    {"bert-base", "a10", true, false, 135, "Lambda benchmark, fp16 SQuAD"},
    {"bert-base", "v100-16gb", true, false, 189, "Lambda benchmark, fp16 SQuAD"},
    {"bert-base", "a100-40gb", true, false, 368, "Lambda benchmark, fp16 SQuAD (PCIe)"},
    {"bert-base", "a100-80gb", true, false, 443, "Lambda benchmark, fp16 SQuAD"},
    {"bert-base", "h100-sxm", true, false, 812, "Lambda benchmark, fp16 SQuAD"},
    {"bert-large", "a10", true, false, 42, "Lambda benchmark, fp16 SQuAD"},
    {"bert-large", "v100-16gb", true, false, 57, "Lambda benchmark, fp16 SQuAD"},
    {"bert-large", "a100-40gb", true, false, 117, "Lambda benchmark, fp16 SQuAD (PCIe)"},
    {"bert-large", "a100-80gb", true, false, 152, "Lambda benchmark, fp16 SQuAD"},
    {"bert-large", "h100-sxm", true, false, 301, "Lambda benchmark, fp16 SQuAD"},
};

// Inference: ResNet-50 PyTorch batch 256; BERT-base seq 128 TensorRT batch 128.
const std::vector<Entry> inference{
    {"resnet-50", "v100-16gb", true, false, 3382, "NVIDIA DeepLearningExamples, AMP batch 256"},
    {"resnet-50", "v100-16gb", false, false, 1261, "NVIDIA DeepLearningExamples, FP32 batch 256"},
    {"resnet-50", "t4", true, false, 1198, "NVIDIA DeepLearningExamples, AMP batch 256"},
    {"resnet-50", "t4", false, false, 420, "NVIDIA DeepLearningExamples, FP32 batch 256"},
    {"bert-base", "t4", true, false, 888, "TensorRT demo/BERT, FP16 batch 128"},
    {"bert-base", "t4", false, true, 1750, "TensorRT demo/BERT, INT8 batch 128"},
    {"bert-base", "a100-40gb", true, false, 7931, "TensorRT demo/BERT, FP16 batch 128"},
    {"bert-base", "a100-40gb", false, true, 15648, "TensorRT demo/BERT, INT8 batch 128"},
    {"bert-base", "a30", true, false, 3812, "TensorRT demo/BERT, FP16 batch 128"},
    {"bert-base", "a30", false, true, 7758, "TensorRT demo/BERT, INT8 batch 128"},
};

bool isHalf(Precision p)
{
    return p == Precision::Bf16 || p == Precision::Fp16 || p == Precision::Fp8;
}

double value(const std::optional<double> &v)
{
    return v.value_or(0);
}

std::optional<MeasuredRate> lookup(const std::vector<Entry> &table, const QString &modelId, const GpuSpec &gpu,
                                   Precision precision, const Catalog &catalog)
{
    // BERT-large serving has no table of its own: scale BERT-base by the parameter ratio (335M / 109M).
    QString model = modelId;
    double modelFactor = 1;
    if (&table == &inference && modelId == QLatin1String("bert-large")) {
        model = QStringLiteral("bert-base");
        modelFactor = 109.48 / 335.14;
    }
    const bool int8 = precision == Precision::Int8 || precision == Precision::Int4;
    const bool half = isHalf(precision) || (int8 && &table == &training);
    const Entry *exact = nullptr;
    const Entry *nearest = nullptr;
    double nearestDistance = 1e18;
    const double myPeak = peakFlops(gpu, precision);
    for (const Entry &e : table) {
        if (model != QLatin1String(e.model))
            continue;
        const bool precisionMatches = int8 ? e.int8 : (!e.int8 && e.halfPrecision == half);
        if (!precisionMatches)
            continue;
        if (gpu.id == QLatin1String(e.gpu)) {
            exact = &e;
            break;
        }
        const GpuSpec *other = catalog.gpu(QString::fromLatin1(e.gpu));
        if (!other)
            continue;
        const double distance = std::abs(std::log(std::max(1.0, peakFlops(*other, precision)) / std::max(1.0, myPeak)));
        if (distance < nearestDistance) {
            nearestDistance = distance;
            nearest = &e;
        }
    }
    const auto describe = [](const Entry &e) {
        return QStringLiteral("%1 on %2: %3/s (%4)")
            .arg(QString::fromLatin1(e.model), QString::fromLatin1(e.gpu))
            .arg(e.rate, 0, 'f', 0)
            .arg(QString::fromLatin1(e.source));
    };
    if (exact)
        return MeasuredRate{exact->rate * modelFactor, describe(*exact), modelFactor != 1};
    if (!nearest)
        return std::nullopt;
    const GpuSpec *other = catalog.gpu(QString::fromLatin1(nearest->gpu));
    const double ratio = myPeak / std::max(1.0, peakFlops(*other, precision));
    return MeasuredRate{nearest->rate * ratio * modelFactor, describe(*nearest), true};
}

} // namespace

double peakFlops(const GpuSpec &gpu, Precision precision)
{
    double tflops = 0;
    switch (precision) {
    case Precision::Fp32:
        tflops = value(gpu.fp32Tflops);
        break;
    case Precision::Tf32:
        tflops = gpu.tf32Tflops ? *gpu.tf32Tflops : value(gpu.fp32Tflops);
        break;
    case Precision::Bf16:
        tflops = gpu.bf16Tflops ? *gpu.bf16Tflops : value(gpu.fp16Tflops);
        break;
    case Precision::Fp16:
        tflops = value(gpu.fp16Tflops);
        break;
    case Precision::Fp8:
        tflops = gpu.fp8Tflops ? *gpu.fp8Tflops : value(gpu.fp16Tflops);
        break;
    case Precision::Int8:
    case Precision::Int4:
        // Weight-only quantisation still computes in 16 bit.
        tflops = gpu.bf16Tflops ? *gpu.bf16Tflops : value(gpu.fp16Tflops);
        break;
    }
    if (tflops <= 0)
        tflops = value(gpu.fp32Tflops);
    return tflops * 1e12;
}

std::optional<MeasuredRate> measuredTrainingRate(const QString &modelId, const GpuSpec &gpu, Precision precision,
                                                 const Catalog &catalog)
{
    return lookup(training, modelId, gpu, precision, catalog);
}

std::optional<MeasuredRate> measuredInferenceRate(const QString &modelId, const GpuSpec &gpu, Precision precision,
                                                  const Catalog &catalog)
{
    return lookup(inference, modelId, gpu, precision, catalog);
}

} // namespace Advisor
