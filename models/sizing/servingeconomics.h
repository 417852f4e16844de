// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/pricing/priceage.h"
#include "models/sizing/confidence.h"
#include "models/sizing/workloads/workloadkind.h"

#include <QString>

namespace Advisor {

struct Configuration;
struct InferenceInput;
struct ManagedTokenPrice;

/**
 * Latency targets users are served within when the scenario sets none: MLPerf Inference's server
 * scenario for Llama 2 70B (v4.0) holds 2 s to the first token and 200 ms per output token. A scenario's
 * latencyMsTarget replaces the per-token one, and its ttftMsTarget the first-token one.
 */
inline constexpr double defaultTtftTargetMs = 2000;
inline constexpr double defaultTpotTargetMs = 200;

/** The first-token target a scenario's serving is held to: its own, or MLPerf's. */
double ttftTargetMs(const InferenceInput &in);

/**
 * A serving configuration in the terms its users and its budget see, computed once from the
 * configuration's speed and its primary billing. Zero marks a figure that does not apply (training,
 * no price, nothing generated).
 */
struct ServingEconomics
{
    bool applies = false;    // serving with a speed
    bool generative = false; // tokens (LLM) rather than requests or images
    // What was served: the text layer words a request, an image or a token by it (models/text/servingterms.h).
    WorkloadKind kind = WorkloadKind::DecoderLlm;
    bool images = false; // a computer-vision encoder: each request is one image
    Evidence evidence = Evidence::Analytical;
    BandFactors time; // the ends of a time as factors of it: the evidence's band and an engine's own spread

    // Generative: what one user sees and what all replicas deliver.
    double perUserTokensPerSecond = 0;
    Band perUserTokensPerSecondBand;
    double capacityTokensPerSecond = 0; // generated tokens/s of all replicas at full load
    Band capacityTokensPerSecondBand;
    double loadTokensPerSecond = 0; // generated tokens/s the scenario asks for
    double promptTokensPerOutputToken = 0;

    // Users served at once within the latency targets (all replicas).
    int usersServed = 0;
    double ttftTargetMs = defaultTtftTargetMs;
    double tpotTargetMs = defaultTpotTargetMs;
    bool tpotTargetAssumed = true; // the scenario set no per-token target
    bool ttftTargetAssumed = true; // the scenario set no first-token target
    bool ttftMissed = false;       // the first token alone takes longer than its target

    // Video generation: a request is a clip that takes seconds to minutes, so its time and its cost are
    // the figures, not requests per second.
    bool clips = false;
    double secondsPerClip = 0;
    Band secondsPerClipBand;
    double costPerClip = 0; // at full load, the primary billing
    Band costPerClipBand;

    // Speech: each request is one audio window that decodes into tokensPerAudioWindow tokens, so the token
    // figures read in audio (setAudioFigures). Audio hours per hour is seconds of audio per wall-clock second.
    bool audio = false;
    double audioWindowSeconds = 0;
    double tokensPerAudioWindow = 0;
    double capacityAudioHoursPerHour = 0; // all replicas at full load
    Band capacityAudioHoursPerHourBand;
    double loadAudioHoursPerHour = 0; // what the scenario asks for
    double secondsPerWindow = 0;      // one window for one user at the scenario's load: encoder, then its tokens
    Band secondsPerWindowBand;
    double costPerAudioHour = 0; // at the scenario's load
    Band costPerAudioHourBand;
    double costPerAudioHourFullLoad = 0;
    Band costPerAudioHourFullLoadBand;

    // Non-generative: requests (images, records) per second.
    double capacityRequestsPerSecond = 0;
    Band capacityRequestsPerSecondBand;
    double loadRequestsPerSecond = 0;

    // Money, in the catalog currency, on the configuration's primary billing (0: no price).
    double monthlyCost = 0;
    double costPerMillionOutputTokens = 0; // at the scenario's load
    Band costPerMillionOutputTokensBand;
    double costPerMillionOutputTokensFullLoad = 0;
    Band costPerMillionOutputTokensFullLoadBand;
    double costPerMillionTotalTokens = 0; // prompt + output, at the scenario's load
    double costPerMillionTotalTokensFullLoad = 0;
    Band costPerMillionTotalTokensFullLoadBand;
    double costPerMillionRequests = 0; // non-generative, at the scenario's load
    double costPerMillionRequestsFullLoad = 0;
    Band costPerMillionRequestsFullLoadBand;
    int users = 0;                       // the scenario's concurrent users
    double costPerUserMonth = 0;         // monthly cost over the scenario's users
    double costPerUserMonthFullLoad = 0; // over the users served at full load
    Band costPerUserMonthFullLoadBand;

    // Build or buy: the managed service's list price for the same model at the same load.
    bool managedPriceAvailable = false;
    QString managedServiceModel;
    QString managedPriceDate;
    QString managedPriceSource; // source key
    double managedInputPerMillion = 0;
    double managedOutputPerMillion = 0;
    double managedMonthlyAtLoad = 0; // the scenario's monthly tokens bought per token
    // Generated tokens/s above which the instances cost less than buying the tokens (prompt tokens in
    // their scenario proportion); 0 when the instances never break even within their capacity.
    double breakEvenTokensPerSecond = 0;
    bool breakEvenWithinCapacity = false;
};

/**
 * Serving figures of a configuration: per-user speed against total capacity, users served within the
 * latency targets, cost per million tokens (or requests) at the scenario's load and at full load, cost
 * per user per month, and the comparison with a managed per-token price when one is given. The users
 * a replica serves come from the configuration's batchWithinTpotPerReplica (the performance model's
 * largest batch whose decode step meets the per-token target).
 */
ServingEconomics servingEconomics(const Configuration &c, const InferenceInput &in, bool generative, Evidence evidence,
                                  const ManagedTokenPrice *managed, bool clips = false);

/** Output tokens one hour of audio decodes into: tokensPerWindow × 3,600 ÷ windowSeconds. */
double tokensPerAudioHour(double windowSeconds, double tokensPerWindow);
/**
 * The output tokens of one window the audio figures count: the scenario's per request, which the capacity
 * was sized for, so that audio and tokens are one load; the catalog's typical count where it states none.
 */
double speechTokensPerWindow(const InferenceInput &in, double catalogTokensPerWindow);

/**
 * A speech model's token figures in audio (catalog speech.windowSeconds and tokensPerWindow): capacity
 * in audio hours per hour (tokens/s × 3,600 ÷ tokensPerAudioHour), the load as the windows asked for
 * (requests/s × windowSeconds), the seconds one window takes (the first token, then tokensPerWindow times
 * the time per token) and the cost per audio hour (at full load the cost per output token ×
 * tokensPerAudioHour; at the load the hourly cost over the load). Call after servingEconomics.
 */
void setAudioFigures(const Configuration &c, const InferenceInput &in, double windowSeconds, double tokensPerWindow,
                     ServingEconomics &e);

} // namespace Advisor
