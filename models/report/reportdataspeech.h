// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"

#include <QString>

namespace Advisor::ReportSpeech {

/**
 * The length of the audio window a speech request is, as the profile's audio rule states it
 * (AssumptionId::SpeechAudio, the value setAudioFigures counts with); 0 when the profile states none.
 */
double windowSeconds(const WorkloadProfile &profile);

/** The scenario's load in the audio it transcribes; empty when the profile states no window. */
QString loadSentence(const InferenceInput &in, const WorkloadProfile &profile);

/** The scenario's latency target: a speech model is held to it for each transcript token it decodes. */
QString targetSentence(double ms);

/**
 * The report's Capacity line. A speech row's in audio windows: those the engine decodes at once, and those
 * whose caches the memory holds, each its encoder output and its transcript for each beam hypothesis
 * (MemoryModel::kvBytesPerSequence). Any other
 * row's in requests of the scenario's tokens (FindingText::servingCapacity). Empty when the row states none.
 */
QString capacity(const Configuration &c, const InferenceInput &in, const WorkloadProfile &profile);

} // namespace Advisor::ReportSpeech
