// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/speculativedecoding.h"

#include "models/sizing/recommendation.h"

#include <algorithm>
#include <cmath>

namespace Advisor {

int fewestDraftTokens(double acceptanceLength)
{
    return std::max(1, int(std::ceil(acceptanceLength - 1.0 - 1e-9)));
}

int speculativeDraftTokens(const SpeculativeDecoding &spec)
{
    return spec.draftTokens ? std::max(1, *spec.draftTokens) : fewestDraftTokens(spec.acceptanceLength);
}

SpeculativeTerms speculativeTerms(const SpeculativeDecoding &spec, const WorkloadProfile &profile)
{
    SpeculativeTerms t;
    if (!spec.enabled() || profile.kind != WorkloadKind::DecoderLlm)
        return t;
    t.enabled = true;
    t.draftTokens = speculativeDraftTokens(spec);
    t.acceptanceLength = std::clamp(spec.acceptanceLength, 1.0, t.draftTokens + 1.0);
    const double layers = profile.shape ? std::max(1, profile.shape->layers) : 1.0;
    switch (spec.method) {
    case SpeculativeMethod::Draft:
        // A dense model of its own size, read whole each proposal; without its size, one layer's worth.
        t.proposal.share =
            spec.draftParameters ? *spec.draftParameters / std::max(1.0, profile.activeParameters) : 1.0 / layers;
        t.proposal.fixedWeights = true;
        break;
    case SpeculativeMethod::Eagle:
        // EAGLE's head is one decoder layer fed the model's own hidden states (Li et al., arXiv 2401.15077).
        t.proposal.share = 1.0 / layers;
        t.proposal.fixedWeights = true;
        break;
    case SpeculativeMethod::Mtp:
        // DeepSeek-V3's MTP module is one Transformer block per predicted token (arXiv 2412.19437 §2.2),
        // a layer like the model's own, experts and all.
        t.proposal.share = 1.0 / layers;
        break;
    case SpeculativeMethod::Ngram:
    case SpeculativeMethod::None:
        t.proposal.share = 0; // looked up in the prompt on the CPU
        break;
    }
    return t;
}

double memoryBoundSpeedup(const SpeculativeTerms &t)
{
    if (!t.enabled)
        return 1.0;
    return t.acceptanceLength / (1.0 + t.draftTokens * t.proposal.share);
}

} // namespace Advisor
