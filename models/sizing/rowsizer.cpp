// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/rowsizer.h"

#include "models/sizing/memorymodel.h"
#include "models/sizing/performancemodel.h"
#include "models/sizing/sizingparameters.h"
#include "models/sizing/workloads/workloadmodel.h"

#include <algorithm>
#include <cmath>

namespace Advisor {

Configuration RowSizer::size(const Scenario &s, const WorkloadProfile &p, const InstanceType &type,
                             const RowContext &context) const
{
    Configuration c;
    const std::optional<std::size_t> position = m_index.positionOf(type);
    const CatalogIndex::RowIds *ids = position ? &m_index.idsAt(*position) : nullptr;
    c.layout.instanceType = ids ? ids->type : type.id;
    c.layout.family = ids ? ids->family : type.family;
    if (position)
        c.catalogPosition = int(*position);
    const auto parts = position ? m_index.partsAt(*position) : m_index.partsOf(type);
    const Family *family = parts.first;
    const GpuSpec *gpu = parts.second;
    if (!family || !gpu)
        return c;
    c.layout.gpu = ids ? ids->gpu : gpu->id;
    // Findings name the GPU by id; the text layer names it in the language shown.
    addGpuSupportProblems(s, p, *gpu, c.layout.gpu, c);
    c.layout.gpusPerInstance = type.gpuCount;
    c.memory.gpuMemoryGiB = type.gpuMemoryGB * installedGiBPerNominalGB;
    c.memory.usableGpuMemoryGiB = c.memory.gpuMemoryGiB * m_params.usableMemoryFraction;

    PerformanceModel perf(s, p, m_params, m_index.catalog(), context.speeds, context.workload);
    perf.rememberDecodesIn(context.decodes);
    MemoryModel memory(s, p, m_params, context.workload);
    memory.setGpuMemoryGiB(c.memory.gpuMemoryGiB);
    const int wholeGpus = int(std::floor(type.gpuCount + 1e-9));
    const auto hardware = [&] {
        return RowHardware{*family, *gpu, type, wholeGpus, perf.busBandwidthGBs(*family, type, 1)};
    };

    if (context.workload && !context.workload->needsComputeGpus()) {
        // Graphics sessions size every row themselves, slices included, and a misfit stays a row to show.
        context.workload->sizeRow(s, p, hardware(), c);
    } else if (s.stage == Stage::Development && type.gpuCount < 1) {
        // Development sessions on a slice: one per instance, running a model, so sized like one.
        const double neededGiB = p.singleReplica.total() / bytesPerGiB;
        c.memory.perGpu.overhead = neededGiB * bytesPerGiB;
        c.memory.perGpuMemoryGiB = neededGiB;
        c.memory.fit = fitWithHeadroom(c.memory.usableGpuMemoryGiB, neededGiB);
        c.layout.instances = std::max(1, s.inference.concurrency);
        c.layout.totalGpus = type.gpuCount * c.layout.instances;
    } else if (!gpu->memoryBandwidthGBs || (!gpu->fp16Tflops && !gpu->fp32Tflops)) {
        // Without the card's bandwidth and peak, time and throughput would be invented numbers.
        c.problems.push_back({Finding::Kind::NoPublishedSpeed, {}, {c.layout.gpu}});
        c.memory.fit = Fit::Insufficient;
        return c;
    } else if (wholeGpus < 1) {
        c.problems.push_back({Finding::Kind::VgpuNotForCompute, {}, {toString(s.task)}});
        c.memory.fit = Fit::Insufficient;
        return c;
    } else if (context.workload && context.workload->sizeRow(s, p, hardware(), c)) {
        if (c.memory.fit == Fit::Insufficient)
            return c;
    } else if (s.isTraining()) {
        if (!placeTrainingJob(s, memory, perf, *family, *gpu, type, c))
            return c;
    } else if (!placeServing(s, p, memory, perf, *family, *gpu, type, c)) {
        return c;
    }
    c.memory.headroomPercent =
        (c.memory.usableGpuMemoryGiB - c.memory.perGpuMemoryGiB) / c.memory.usableGpuMemoryGiB * 100.0;
    c.placed = true;
    return c;
}

void RowSizer::addGpuSupportProblems(const Scenario &s, const WorkloadProfile &p, const GpuSpec &gpu,
                                     const QString &gpuId, Configuration &c) const
{
    if (s.precision == Precision::Fp8) {
        // Training in FP8 needs FP8 arithmetic; serving FP8 weights also runs weight-only from Turing on.
        const Fp8Support fp8 = fp8Support(gpu);
        if (s.isTraining() && fp8 != Fp8Support::Native)
            c.problems.push_back({Finding::Kind::NoFp8Training, {}, {gpuId}});
        else if (fp8 == Fp8Support::None)
            c.problems.push_back({Finding::Kind::NoFp8Weights, {}, {gpuId}});
        else if (!s.isTraining() && fp8 == Fp8Support::WeightOnly && p.activeParameters < p.parameters
                 && !s.inference.fp8MoeWeightOnly)
            c.problems.push_back({Finding::Kind::NoFp8MoeWeights, {}, {gpuId}});
    }
    // Decoder serving runs on vLLM-class engines, which have left the oldest architectures behind.
    const double minCapability = m_index.catalog().serving.minComputeCapability.value;
    const std::optional<double> known = m_index.computeCapability(&gpu);
    const bool knownCapability = known.has_value();
    const double capability = known.value_or(0);
    // Speech encoder-decoders run on their own engines (faster-whisper, PyTorch), which still support Volta.
    if (!s.isTraining() && s.stage != Stage::Development && p.generative() && p.shape
        && p.architecture != Architecture::EncoderDecoder && knownCapability && capability < minCapability)
        c.problems.push_back({Finding::Kind::NoServingEngine, {capability, minCapability}, {gpuId}});
}

Fit RowSizer::fitWithHeadroom(double usableGiB, double neededGiB) const
{
    if (neededGiB <= usableGiB * (1.0 - m_params.tightThreshold))
        return Fit::Fits;
    return neededGiB <= usableGiB ? Fit::Tight : Fit::Insufficient;
}

void RowSizer::finish(const InstanceType &type, Configuration &c) const
{
    const Family *family = m_index.partsOf(type).first;
    if (family->status == FamilyStatus::Retired)
        c.problems.push_back({Finding::Kind::FamilyRetired, {}, {family->id}});
    if (c.memory.fit == Fit::Insufficient && c.problems.empty())
        c.problems.push_back({Finding::Kind::DoesNotFit, {}, {}});
}

} // namespace Advisor
