// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/borrowedspeed.h"

#include "models/sizing/measuredthroughput.h"

#include <algorithm>
#include <vector>

namespace Advisor {

namespace {

QString modelName(const ModelPresetLibrary &presets, const QString &id)
{
    const ModelPreset *preset = presets.preset(id);
    return preset ? preset->name : id;
}

/** After the last assumption of the speed it qualifies, else at the end. */
void insertAfterSpeed(WorkloadProfile &p, Assumption a)
{
    using A = AssumptionId;
    auto at = p.assumptions.end();
    for (auto it = p.assumptions.begin(); it != p.assumptions.end(); ++it) {
        if (it->id == A::BatchLatency || it->id == A::ThroughputAnchor || it->id == A::ImageFlops || it->id == A::Mfu)
            at = it + 1;
    }
    p.assumptions.insert(at, std::move(a));
}

/**
 * A vision transformer without a measurement of its own in the engine and format: every anchor some GPU of
 * the catalog takes its share of peak from. numbers: this model's GFLOPs per image, then per anchor the share
 * of sustained peak (%), the anchor's GFLOPs per image and the framework/compiled time ratio (0: none);
 * names: per anchor its model, its GPU and its engine.
 */
void addVisionShare(const Scenario &s, const ModelPresetLibrary &presets, const Catalog &catalog, WorkloadProfile &p)
{
    const double flops = p.forwardGflopsPerSample * 1e9;
    std::vector<std::pair<const ThroughputAnchor *, MeasuredRate>> used;
    for (const GpuSpec &gpu : catalog.gpus) {
        const auto rate = visionTransformerRate(s.model, gpu, s.precision, s.inference.engine, flops, catalog);
        if (!rate || !rate->otherModel || !rate->anchor)
            continue;
        if (std::none_of(used.begin(), used.end(), [&](const auto &u) { return u.first == rate->anchor; }))
            used.emplace_back(rate->anchor, *rate);
    }
    if (used.empty())
        return;
    Assumption a{AssumptionId::VitBorrowedShare, {p.forwardGflopsPerSample}, {}, {}};
    for (const auto &[anchor, rate] : used) {
        a.numbers << rate.peakShare * 100 << anchor->gflopsPerSample.value_or(0)
                  << rate.frameworkOverCompiled.value_or(0);
        a.names << modelName(presets, anchor->model) << anchor->gpu << toString(anchor->engine);
        if (!anchor->source.isEmpty() && !a.sourceKeys.contains(anchor->source))
            a.sourceKeys << anchor->source;
    }
    insertAfterSpeed(p, std::move(a));
}

/**
 * A CNN without a measured training speed of its own: ResNet-50's, scaled by forward FLOPs. numbers: the
 * scale (this model's FLOPs over ResNet-50's), this model's GFLOPs per image, ResNet-50's; names: ResNet-50,
 * then each GPU it was measured on in this format.
 */
void addCnnRate(const Scenario &s, const ModelPresetLibrary &presets, const Catalog &catalog, WorkloadProfile &p)
{
    const QString reference = QString::fromLatin1(referenceCnnId);
    if (s.model == reference || !anchorsFor(s.model, s.precision, ServingEngine::Framework, true, catalog).empty())
        return;
    const auto anchors = anchorsFor(reference, s.precision, ServingEngine::Framework, true, catalog);
    if (anchors.empty())
        return;
    Assumption a{AssumptionId::CnnBorrowedRate,
                 {p.forwardGflopsPerSample / referenceCnnGflops, p.forwardGflopsPerSample, referenceCnnGflops},
                 {modelName(presets, reference)},
                 {}};
    for (const ThroughputAnchor *anchor : anchors) {
        // By id: the text layer names GPUs in the language shown.
        if (!a.names.mid(1).contains(anchor->gpu))
            a.names << anchor->gpu;
        if (!anchor->source.isEmpty() && !a.sourceKeys.contains(anchor->source))
            a.sourceKeys << anchor->source;
    }
    insertAfterSpeed(p, std::move(a));
}

} // namespace

void addBorrowedSpeedAssumptions(const Scenario &s, const ModelPresetLibrary &presets, const Catalog &catalog,
                                 WorkloadProfile &p)
{
    if (p.forwardGflopsPerSample <= 0 || s.model.isEmpty())
        return;
    // The same conditions as the speeds they describe (performancemodel.cpp, trainingtime.cpp).
    if (!s.isTraining() && p.patchTokens > 0)
        addVisionShare(s, presets, catalog, p);
    else if (s.isTraining() && p.architecture == Architecture::Cnn && !p.embeddings)
        addCnnRate(s, presets, catalog, p);
}

} // namespace Advisor
