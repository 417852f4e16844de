// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/recommendermodel.h"

#include "models/sizing/measuredthroughput.h"
#include "models/sizing/performancemodel.h"
#include "models/sizing/sizingparameters.h"

#include <algorithm>

namespace Advisor {

namespace {
// The dense towers keep each layer's output in 16 bit and, training, a gradient of it: the DLRM reference
// holds 8,250 values per record (bottom 512+256+128, 26 rows of 128, 27² interactions, top 480+1024+1024+
// 512+256+1) for 4.92 MFLOP, at 4 bytes each.
constexpr double activationBytesPerGflop = 6.7e6;
// A training step reads each looked-up row, then reads and writes it again for the fused SGD or Adagrad update.
constexpr double trainingRowPasses = 3;
// A row kept in host memory crosses PCIe to the GPU, and while training its gradient crosses back for the update.
constexpr double trainingHostPasses = 2;

bool wide(Precision p)
{
    return p == Precision::Fp32 || p == Precision::Tf32;
}

// What crosses the all-to-all per record: one vector per feature once multi-hot rows are pooled where they live.
double exchangedVectors(const EmbeddingTables &t)
{
    return t.pooledFeatures > 0 ? t.pooledFeatures : t.lookupsPerSample;
}
} // namespace

RecommenderModel::RecommenderModel(const Scenario &scenario, const WorkloadProfile &profile,
                                   const SizingParameters &params, const Catalog *catalog)
    : m_scenario(scenario)
    , m_profile(profile)
    , m_params(params)
    , m_catalog(catalog)
{ }

double RecommenderModel::denseParameters() const
{
    const double tables = m_profile.embeddings ? m_profile.embeddings->parameters : 0;
    return std::max(0.0, m_profile.parameters - tables);
}

double RecommenderModel::tableBytesPerValue() const
{
    // The references train the tables in fp32 (NVIDIA's FL=15 checkpoint: 15.0 GB for 3.75 billion values)
    // and serve them at the serving precision (MLPerf's INT8 tables: about 25 GB of a 100 GB fp32 model).
    return m_scenario.isTraining() ? 4.0 : bytesPerValue(m_scenario.precision);
}

double RecommenderModel::optimizerBytesPerRow() const
{
    if (!m_scenario.isTraining())
        return 0;
    // SGD keeps nothing; every other choice gets the tables' usual sparse optimizer, row-wise Adagrad, because
    // Adam's two moments per value would triple the tables and no reference trains them that way.
    return m_scenario.training.optimizer == Optimizer::Sgd ? 0.0 : 4.0;
}

double RecommenderModel::tableBytes() const
{
    return m_profile.embeddings ? m_profile.embeddings->parameters * tableBytesPerValue() : 0;
}

MemoryBreakdown RecommenderModel::memory(int gpus, int batch, double hostShare) const
{
    MemoryBreakdown m;
    if (!m_profile.embeddings)
        return m;
    const EmbeddingTables &t = *m_profile.embeddings;
    const double g = std::max(1, gpus);
    const double b = std::max(1, batch);
    const double dense = denseParameters();
    const double rows = t.parameters / std::max(1, t.dimension);
    const bool fp32 = wide(m_scenario.precision);
    const double onGpu = 1.0 - std::clamp(hostShare, 0.0, 1.0);
    m.weights = tableBytes() * onGpu / g;
    m.optimizer = rows * optimizerBytesPerRow() * onGpu / g;
    if (m_scenario.isTraining()) {
        // The towers train like any dense network, on every GPU.
        double optimizerBytes = fp32 ? 8 : 12;
        if (m_scenario.training.optimizer == Optimizer::AdamW8bit)
            optimizerBytes = fp32 ? 2 : 6;
        else if (m_scenario.training.optimizer == Optimizer::Sgd)
            optimizerBytes = fp32 ? 4 : 8;
        m.weights += dense * (fp32 ? 4.0 : 2.0);
        m.gradients = dense * 4.0 + b * t.lookupsPerSample * t.dimension * 4.0; // the rows the batch touched
        m.optimizer += dense * optimizerBytes;
        m.activations = b * m_profile.forwardGflopsPerSample * activationBytesPerGflop;
    } else {
        m.weights += dense * bytesPerValue(m_scenario.precision);
        m.activations = b * exchangedVectors(t) * t.dimension * exchangedBytesPerValue();
    }
    const double tensors = m.weights + m.gradients + m.optimizer + m.activations;
    m.overhead = m_params.cudaContextGiB * bytesPerGiB + m_params.fragmentation * tensors;
    return m;
}

std::optional<double> RecommenderModel::hostShareToFit(int gpus, int batch, double budgetBytes) const
{
    // Memory falls linearly as rows move to the host.
    const double all = memory(gpus, batch, 0).total();
    if (all <= budgetBytes)
        return 0.0;
    const double none = memory(gpus, batch, 1).total();
    if (none >= budgetBytes)
        return std::nullopt;
    return (all - budgetBytes) / (all - none);
}

double RecommenderModel::hostBytes(double hostShare) const
{
    if (!m_profile.embeddings)
        return 0;
    const double rows = m_profile.embeddings->parameters / std::max(1, m_profile.embeddings->dimension);
    return (tableBytes() + rows * optimizerBytesPerRow()) * std::clamp(hostShare, 0.0, 1.0);
}

double RecommenderModel::pcieGBs(const GpuSpec &gpu)
{
    // x16 links: PCIe 3.0 up to Volta and Turing, 4.0 on Ampere and Ada, 5.0 from Hopper.
    const QString &a = gpu.architecture;
    if (a.startsWith(QLatin1String("Hopper")) || a.startsWith(QLatin1String("Blackwell")))
        return 63;
    if (a.startsWith(QLatin1String("Ampere")) || a.startsWith(QLatin1String("Ada")))
        return 31.5;
    return 15.75;
}

double RecommenderModel::exchangedBytesPerValue() const
{
    // Training keeps the tables in fp32 and mixed precision casts the rows only after the all-to-all ("embedding
    // tables are stored in FP32 format", NVIDIA's TensorFlow 2 DLRM and DCNv2), so rows and their gradients travel
    // in 32 bit whatever the precision; the AMP/TF32 gap of the 8-GPU runs (1.27x to 1.45x, against 2x on one GPU)
    // says the same. Serving sends them at the serving precision.
    if (m_scenario.isTraining())
        return 4.0;
    return wide(m_scenario.precision) ? 4.0 : 2.0;
}

RecommenderModel::Timing RecommenderModel::perRecord(const GpuSpec &gpu, int gpus, int batch, double busGBs,
                                                     double hostShare) const
{
    Timing time;
    if (!m_profile.embeddings)
        return time;
    const EmbeddingTables &t = *m_profile.embeddings;
    const RecommendationCalibration cal = m_catalog ? m_catalog->recommendation : RecommendationCalibration{};
    const bool training = m_scenario.isTraining();
    const double flops = (training ? 3.0 : 1.0) * m_profile.forwardGflopsPerSample * 1e9;
    // Tensor cores reach a smaller share of their peak on these small layers than FP32 units reach of theirs.
    const bool fp32Units =
        m_scenario.precision == Precision::Fp32 || (m_scenario.precision == Precision::Tf32 && !gpu.tf32Tflops);
    const double rate = fp32Units ? peakFlops(gpu, Precision::Fp32) * cal.denseMfuFp32.value
                                  : peakFlops(gpu, m_scenario.precision) * cal.denseMfu.value;
    time.computeSeconds = flops / std::max(1.0, rate);
    const double rowBytes = double(t.lookupsPerSample) * t.dimension * tableBytesPerValue();
    const double bandwidth = gpu.memoryBandwidthGBs.value_or(0) * 1e9 * cal.embeddingBandwidthShare.value;
    const double host = std::clamp(hostShare, 0.0, 1.0);
    time.tableSeconds = rowBytes * (1 - host) * (training ? trainingRowPasses : 1.0) / std::max(1.0, bandwidth);
    if (host > 0) {
        // Without access counts the rows are taken as equally likely, so the host serves its share of the
        // lookups; a placement by frequency (MLPerf's hot rows on the GPU) does better.
        const double link = pcieGBs(gpu) * 1e9 * cal.hostLinkShare.value;
        time.hostSeconds = rowBytes * host * (training ? trainingHostPasses : 1.0) / std::max(1.0, link);
    }
    if (gpus > 1 && busGBs > 0) {
        // Each GPU sends away the rows of the records other GPUs work on, and training sends their gradients back.
        const double share = double(gpus - 1) / gpus;
        const double exchanged =
            exchangedVectors(t) * t.dimension * exchangedBytesPerValue() * (training ? 2.0 : 1.0) * share;
        time.exchangeSeconds = exchanged / (busGBs * 1e9 * cal.exchangeShare.value);
        if (training)
            time.exchangeSeconds +=
                ringAllReduceSeconds(denseParameters() * (wide(m_scenario.precision) ? 4.0 : 2.0), gpus, busGBs)
                / std::max(1, batch);
    }
    return time;
}

} // namespace Advisor
