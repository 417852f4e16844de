// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/sizingparameters.h"

#include "models/domain/catalog.h"
#include "models/sizing/measuredthroughput.h"
#include "models/sizing/recommendation.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace Advisor {

SizingParameters parametersFor(const Scenario &s)
{
    SizingParameters p;
    // Korthikanti et al. 2022, Narayanan et al. 2021: tuned A100 pre-training 40–55 %, an untuned HF Trainer fine-tune
    // 25–35 %.
    switch (s.stage) {
    case Stage::Pretrain:
        p.mfuTraining = 0.40;
        break;
    case Stage::FinetuneFull:
        p.mfuTraining = 0.35;
        break;
    default:
        p.mfuTraining = 0.30;
        break;
    }
    // Language models only: the diffusion and vision memory models were calibrated against the serving
    // limit, which their constants absorbed.
    if (s.isTraining() && s.task == Task::Llm)
        p.usableMemoryFraction = trainingUsableMemoryFraction;
    if (s.assumptions.mfu)
        p.mfuTraining = *s.assumptions.mfu;
    if (s.assumptions.mbu)
        p.decodeEfficiencyOverride = *s.assumptions.mbu;
    if (s.assumptions.bytesPerParamAdam)
        p.bytesPerParamAdam = *s.assumptions.bytesPerParamAdam;
    if (s.constraints.memoryMarginPercent)
        p.tightThreshold = *s.constraints.memoryMarginPercent / 100.0;
    return p;
}

namespace {

/** Dense 16-bit peak FLOPs per byte of memory bandwidth: how compute-bound a GPU is; 0 where unknown. */
double ridge(const GpuSpec &gpu)
{
    const double peak = peakFlops(gpu, Precision::Bf16);
    return gpu.memoryBandwidthGBs && *gpu.memoryBandwidthGBs > 0 ? peak / (*gpu.memoryBandwidthGBs * 1e9) : 0;
}

bool runsApply(const Scenario &s, const WorkloadProfile &p)
{
    // The runs are dense decoders trained in 16 bits: LoRA, FP8 and FP32, and experts, keep the stage's figure.
    const bool fullTraining = s.stage == Stage::Pretrain || s.stage == Stage::FinetuneFull;
    const bool sixteenBit = s.precision == Precision::Bf16 || s.precision == Precision::Fp16;
    const bool dense = !p.moe && p.activeParameters >= p.parameters;
    return fullTraining && sixteenBit && dense && p.generative() && !p.embeddings && !p.diffusion && !s.assumptions.mfu;
}

/**
 * Which runs count for a layout: a Megatron split reaches another share of the GPU than sharded data
 * parallelism at the same size (its own traffic, selective against whole-layer recomputation), so each takes
 * the runs laid out as it is; all of them (nullopt) where the catalog has none laid out so.
 */
std::optional<bool> runsFor(const Catalog &catalog, RunLayout layout)
{
    const bool megatron = layout == RunLayout::Megatron;
    const auto &rows = catalog.training.mfuBySize;
    const bool any =
        std::any_of(rows.begin(), rows.end(), [megatron](const TrainingMfuRow &r) { return r.megatron == megatron; });
    return any ? std::optional<bool>(megatron) : std::nullopt;
}

bool counts(const TrainingMfuRow &row, std::optional<bool> megatron)
{
    return !megatron || row.megatron == *megatron;
}

/** The runs of one GPU at the model's size: log-linear between neighbours, clamped at the ends. */
PublishedUtilisation interpolate(const Catalog &catalog, const QString &gpu, double parameters,
                                 std::optional<bool> megatron)
{
    std::map<double, std::pair<double, int>> bySize; // runs of the same size averaged
    PublishedUtilisation u;
    u.gpu = gpu;
    for (const TrainingMfuRow &row : catalog.training.mfuBySize) {
        if (row.gpu != gpu || !counts(row, megatron))
            continue;
        auto &[sum, count] = bySize[row.parameters];
        sum += row.utilisation;
        ++count;
    }
    const auto at = [](const auto &it) { return it->second.first / it->second.second; };
    const auto upper = bySize.lower_bound(parameters);
    if (upper == bySize.begin()) {
        u.utilisation = at(upper);
    } else if (upper == bySize.end()) {
        u.utilisation = at(std::prev(upper));
    } else {
        const auto lower = std::prev(upper);
        const double t = std::log(parameters / lower->first) / std::log(upper->first / lower->first);
        u.utilisation = at(lower) + t * (at(upper) - at(lower));
    }
    for (const TrainingMfuRow &row : catalog.training.mfuBySize) {
        if (row.gpu == gpu && counts(row, megatron) && !u.sources.contains(row.source))
            u.sources << row.source;
    }
    return u;
}

} // namespace

std::optional<PublishedUtilisation> publishedTrainingUtilisation(const Scenario &s, const WorkloadProfile &p,
                                                                 const Catalog &catalog, const GpuSpec &gpu,
                                                                 RunLayout layout)
{
    if (!runsApply(s, p) || ridge(gpu) <= 0)
        return std::nullopt;
    const std::optional<bool> megatron = runsFor(catalog, layout);
    // The runs' GPU nearest in how compute-bound it is: an A800 or an L20 takes the A100's runs, an H800 the H100's.
    const GpuSpec *nearest = nullptr;
    double distance = 0;
    for (const TrainingMfuRow &row : catalog.training.mfuBySize) {
        const GpuSpec *g = catalog.gpu(row.gpu);
        if (!g || ridge(*g) <= 0 || !counts(row, megatron))
            continue;
        const double d = std::abs(std::log(ridge(*g) / ridge(gpu)));
        if (!nearest || d < distance) {
            nearest = g;
            distance = d;
        }
    }
    if (!nearest)
        return std::nullopt;
    return interpolate(catalog, nearest->id, p.parameters, megatron);
}

std::vector<PublishedUtilisation> publishedTrainingUtilisations(const Scenario &s, const WorkloadProfile &p,
                                                                const Catalog &catalog)
{
    std::vector<PublishedUtilisation> all;
    if (!runsApply(s, p))
        return all;
    const std::optional<bool> megatron = runsFor(catalog, RunLayout::DataParallel);
    for (const TrainingMfuRow &row : catalog.training.mfuBySize) {
        const bool seen =
            std::any_of(all.begin(), all.end(), [&row](const PublishedUtilisation &u) { return u.gpu == row.gpu; });
        if (!seen && catalog.gpu(row.gpu) && counts(row, megatron))
            all.push_back(interpolate(catalog, row.gpu, p.parameters, megatron));
    }
    return all;
}

} // namespace Advisor
