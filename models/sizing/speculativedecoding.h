// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/scenario/scenario.h"

namespace Advisor {

struct WorkloadProfile;

/**
 * One forward pass of a decode step, as a share of the model's own: how many tokens each sequence runs
 * through it, and how much of the model the pass is (a draft model or one layer proposing a token).
 */
struct ForwardPass
{
    double tokensPerSequence = 1;
    double share = 1;
    // The proposer's weights are read whole, whatever the batch: a dense draft does not route to experts.
    bool fixedWeights = false;
};

/** Speculative decoding as the step model prices it. */
struct SpeculativeTerms
{
    bool enabled = false;
    double acceptanceLength = 1; // tokens each verification step keeps
    int draftTokens = 0;         // tokens proposed, and checked, per step
    ForwardPass proposal;        // one proposed token's pass; share 0 when the proposal costs the GPU nothing
};

/** The fewest draft tokens that can keep this many tokens a step: a step keeps its proposals and one of its own. */
int fewestDraftTokens(double acceptanceLength);

/** The draft tokens the scenario states, or the fewest that can reach its acceptance length. */
int speculativeDraftTokens(const SpeculativeDecoding &spec);

/** How a scenario's speculation runs on this model: off for anything but a decoder LLM. */
SpeculativeTerms speculativeTerms(const SpeculativeDecoding &spec, const WorkloadProfile &profile);

/**
 * The per-user gain where a step is bound by reading the weights: verifying k + 1 tokens then costs what
 * one token does, and each proposed token adds its pass's share, so the gain is L ÷ (1 + k × share).
 */
double memoryBoundSpeedup(const SpeculativeTerms &t);

/**
 * Seconds per generated token of each of `batch` sequences. stepSeconds(batch, pass) prices one pass by the
 * roofline; a speculative step verifies k + 1 tokens a sequence, runs k proposal passes, and keeps L tokens.
 */
template<typename StepSeconds>
double secondsPerToken(const SpeculativeTerms &t, int batch, const StepSeconds &stepSeconds)
{
    if (!t.enabled)
        return stepSeconds(batch, ForwardPass{});
    const double verify = stepSeconds(batch, ForwardPass{double(t.draftTokens + 1), 1.0, false});
    const double propose = t.proposal.share > 0 ? t.draftTokens * stepSeconds(batch, t.proposal) : 0.0;
    return (verify + propose) / t.acceptanceLength;
}

} // namespace Advisor
