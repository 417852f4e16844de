// SPDX-License-Identifier: Apache-2.0
#pragma once

// The step model of autoregressive decoding, shared by PerformanceModel's serving paths only.

#include "models/sizing/memorymodel.h"
#include "models/sizing/performancecalibration.h"
#include "models/sizing/performancemodel.h"
#include "models/sizing/recommendation.h"
#include "models/sizing/speculativedecoding.h"
#include "models/sizing/workloads/workloadmodel.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace Advisor {

// The time of one decode step of a copy, and of its prompts, priced for any batch the search below tries.
struct DecodeStepCost
{
    const Family &family;
    const WorkloadProfile &profile;
    const MemoryModel &memory;
    const Catalog &catalog;
    const InferenceInput &in;
    int tp = 1;
    double busGBs = 0;
    double weightBandwidth = 0;
    double kvBandwidth = 0;
    double peak = 0;
    double mfuPrefill = 0;
    double kvShare = 0;
    double hops = 0;
    SpeechEngineTerms speech;    // the speech engine's terms, looked up once per row rather than per step
    double tileFloorSeconds = 0; // the arithmetic of one tensor-core tile of tokens, where the GPU has such tiles
    // Off unless the scenario speculates on a decoder LLM; it changes each step's tokens and cost, for the
    // per-user speed and the capacity alike.
    SpeculativeTerms speculative{};

    double tensorAllReduceSeconds(double tokens) const
    {
        if (tp <= 1)
            return 0.0;
        const double latency = family.hasFastInterconnect() ? nvlinkLatencySeconds : pcieLatencySeconds;
        const double bytes = tokens * profile.shape->hidden * 2.0;
        return 2.0 * profile.shape->layers * (latency + ringAllReduceSeconds(bytes, tp, busGBs));
    }

    // Verifying k + 1 tokens reads weights and caches once but multiplies the arithmetic (speculativedecoding.h).
    double stepSeconds(int batch, const ForwardPass &pass = {}) const
    {
        const double tokens = batch * pass.tokensPerSequence;
        double weightBytes = memory.decodeReadBytes();
        if (profile.activeParameters < profile.parameters)
            weightBytes *= expertShareRead(profile, pass.fixedWeights ? 1 : int(std::ceil(tokens)));
        // Each GPU reads its shard of the weights and of every sequence's KV cache.
        const double kvRead = batch * profile.sequencesPerRequest * profile.kvBytesPerToken
            * (in.contextLength + in.outputTokens / 2.0) * kvShare;
        const double memorySeconds =
            (weightBytes / tp / std::max(1.0, weightBandwidth) + kvRead / std::max(1.0, kvBandwidth)) * pass.share;
        const double computeSeconds =
            std::max(2.0 * memory.decoderParameters() * tokens / std::max(1.0, peak * mfuPrefill), tileFloorSeconds)
            * pass.share;
        // MoE: routing and many small expert kernels cost a fixed time per layer, more the finer each
        // expert is split; it dominates at batch 1 and fades behind the weight reads of a large batch.
        double moeSeconds = 0;
        if (profile.activeParameters < profile.parameters) {
            const ServingCalibration &cal = catalog.serving;
            moeSeconds = profile.shape->layers * 1e-6
                * (cal.moeLayerOverheadUs.value + cal.moeLayerOverheadPerDoublingUs.value * std::log2(double(tp)));
        }
        // Tensor parallelism: two all-reduces per layer of the step's activations (16-bit), as in training;
        // serving engines run them between the layer's kernels, not behind them.
        const double tpSeconds = tensorAllReduceSeconds(tokens);
        const double step = std::max(memorySeconds, computeSeconds) + (moeSeconds + tpSeconds + hops) * pass.share;
        if (profile.architecture != Architecture::EncoderDecoder)
            return step;
        // Speech decoders are small and run beam search with timestamp rules: a fixed time per token
        // (calibrated on faster-whisper) outweighs the weight reads. Batching windows spreads all of it
        // but the engine's unbatched share; each engine's steps take its measured multiple of faster-whisper's.
        const double share = speech.unbatchedShare.value_or(1.0);
        const double overhead = catalog.speech.decodeStepOverheadMs.value / 1000.0 * (share * batch + (1.0 - share));
        return (step + overhead) * speech.timeFactor;
    }

    /** Seconds per generated token of each sequence: a plain step, or a speculative one over the tokens it keeps. */
    double tokenSeconds(int batch) const
    {
        return secondsPerToken(speculative, batch, [this](int b, const ForwardPass &p) { return stepSeconds(b, p); });
    }

    double prefillComputeSeconds() const
    {
        // The prompt of an encoder-decoder (Whisper's 1,500 audio frames) runs through the encoder only.
        const bool encoderDecoder = profile.architecture == Architecture::EncoderDecoder;
        const double promptParameters =
            encoderDecoder ? profile.activeParameters - memory.decoderParameters() : profile.activeParameters;
        const double prefillFlops = 2.0 * promptParameters * in.contextLength
            + 4.0 * profile.shape->layers * profile.shape->hidden * double(in.contextLength) * in.contextLength;
        // A proposer with layers of its own (a draft model, EAGLE's layer, an MTP block) reads the prompt
        // too, before the first proposal: its share of the model's pass more.
        const double proposer = speculative.enabled ? speculative.proposal.share : 0.0;
        return prefillFlops * (1.0 + proposer) / std::max(1.0, peak * mfuPrefill) * speech.timeFactor;
    }

    double firstTokenSeconds(double prefillComputeSeconds) const
    {
        // A prompt reads every weight at least once, however short it is: the floor of the first token.
        const double prefillReadSeconds = memory.decodeReadBytes() / tp / std::max(1.0, weightBandwidth);
        // Split over GPUs joined by PCIe, the prompt's all-reduces are a large part of the first token's
        // wait (a 4,096-token prompt of Llama 2 70B: 160 all-reduces of 67 MB each).
        return std::max(prefillComputeSeconds, prefillReadSeconds) + tensorAllReduceSeconds(in.contextLength);
    }
};

} // namespace Advisor
