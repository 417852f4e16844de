// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/servingengine.h"
#include "models/scenario/scenario.h"
#include "models/util/jsonreader.h"

#include <vector>

#include <QStringList>

/**
 * The scenario file's fields in one table: where each sits, its type, its limits or values and its
 * unit. The parser reads by it, the wizard's fields take their limits from it, and the reference in
 * the README and the fuzzers' dictionary are checked against it, so a limit changes in one place.
 */
namespace Advisor::ScenarioFields {

/** A number: the section's JSON pointer ("[]" marks each element of an array), its key and limits. */
struct Number
{
    const char *section;
    const char *key;
    NumberRange range;
    bool integer;
    const char *unit; // English, for the reference; the wizard words its own units
};

/** A word from a fixed list. */
struct Choice
{
    const char *section;
    const char *key;
    const QStringList &(*values)();
};

inline constexpr Number schemaVersion{"", "schemaVersion", {1, 1000}, true, ""};

inline constexpr Number parameters{"/workload", "parameters", {1e3, 1e14}, false, "parameters"};
inline constexpr Number imageResolution{"/workload", "imageResolution", {64, 16384}, true, "pixels a side"};
inline constexpr Number samplingSteps{
    "/workload", "samplingSteps", {GenerationLimits::minSteps, GenerationLimits::maxSteps}, true, "steps"};
inline constexpr Number videoFrames{
    "/workload", "videoFrames", {GenerationLimits::minFrames, GenerationLimits::maxFrames}, true, "frames"};

inline constexpr Number layers{"/workload/architecture", "layers", {1, 1000}, true, ""};
inline constexpr Number hidden{"/workload/architecture", "hidden", {1, 1e7}, true, ""};
inline constexpr Number heads{"/workload/architecture", "heads", {1, 10000}, true, ""};
inline constexpr Number kvHeads{"/workload/architecture", "kvHeads", {1, 10000}, true, ""};
inline constexpr Number headDim{"/workload/architecture", "headDim", {1, 10000}, true, ""};
inline constexpr Number ffn{"/workload/architecture", "ffn", {1, 1e7}, true, ""};
inline constexpr Number vocab{"/workload/architecture", "vocab", {1, 1e7}, true, "tokens"};
inline constexpr Number activeParameters{
    "/workload/architecture", "activeParameters", {1e3, 1e14}, false, "parameters"};

inline constexpr Number tokens{"/workload/training", "tokens", {1, 1e16}, false, "tokens"};
inline constexpr Number samples{"/workload/training", "samples", {1, 1e13}, false, "samples"};
inline constexpr Number epochs{"/workload/training", "epochs", {0, 10000, true}, false, "passes"};
inline constexpr Number sequenceLength{"/workload/training", "sequenceLength", {1, 1e7}, true, "tokens"};
inline constexpr Number microBatch{"/workload/training", "microBatch", {1, 65536}, true, "sequences"};
inline constexpr Number zeroStage{"/workload/training", "zeroStage", {0, 3}, true, ""};
inline constexpr Number deadlineHours{"/workload/training", "deadlineHours", {0, 1e6, true}, false, "h"};

inline constexpr Number contextLength{"/workload/inference", "contextLength", {1, 1e7}, true, "tokens"};
inline constexpr Number outputTokens{"/workload/inference", "outputTokens", {0, 1e7}, true, "tokens"};
inline constexpr Number concurrency{"/workload/inference", "concurrency", {1, 1e6}, true, "sequences"};
inline constexpr Number requestsPerSecond{"/workload/inference", "requestsPerSecond", {0, 1e7}, false, "requests/s"};
inline constexpr Number latencyMsTarget{"/workload/inference", "latencyMsTarget", {0, 1e7, true}, false, "ms"};
inline constexpr Number ttftMsTarget{"/workload/inference", "ttftMsTarget", {0, 1e7, true}, false, "ms"};
// Up to the longest contexts published (10 M tokens): beyond that it is a typo.
inline constexpr Number maxModelLength{"/workload/inference", "maxModelLength", {1, 1e7}, true, "tokens"};
inline constexpr Number meanInputTokens{"/workload/inference", "meanInputTokens", {1, 1e7}, true, "tokens"};
// Speculative decoding: published acceptance lengths reach about 7 (EAGLE-3 trees); past 10 it is a typo.
inline constexpr Number acceptanceLength{
    "/workload/inference/speculative", "acceptanceLength", {1, 10}, false, "tokens"};
// SGLang's EAGLE trees verify up to 64 proposed tokens a step.
inline constexpr Number draftTokens{"/workload/inference/speculative", "draftTokens", {1, 64}, true, "tokens"};
inline constexpr Number draftParameters{
    "/workload/inference/speculative", "draftParameters", {1e6, 1e13}, false, "parameters"};
inline constexpr Number memoryPerSessionGiB{
    "/workload/inference", "memoryPerSessionGiB", {0, 1024, true}, false, "GiB"};
// Up to the 240 Hz of fast monitors: a higher rate is a typo.
inline constexpr Number frameRate{"/workload/inference", "frameRate", {1, 240}, true, "fps"};

inline constexpr Number budgetMonthly{"/constraints", "budgetMonthly", {0, 1e10, true}, false, "currency"};
inline constexpr Number budgetJob{"/constraints", "budgetJob", {0, 1e10, true}, false, "currency"};
inline constexpr Number memoryMarginPercent{
    "/constraints", "memoryMarginPercent", {0, Constraints::maxMemoryMarginPercent}, false, "%"};
inline constexpr Number maxNodes{"/constraints", "maxNodes", {1, 1024}, true, "instances"};
inline constexpr Number customerDiscountPercent{
    "/constraints", "customerDiscountPercent", {0, Constraints::maxDiscountPercent}, false, "%"};
inline constexpr Number quoteHourly{
    "/constraints/quotes[]", "hourly", {0, PriceQuote::maxHourly, true}, false, "currency/h"};

inline constexpr Number datasetGiB{"/data", "datasetGiB", {0, 1e9}, false, "GiB"};

inline constexpr Number mfu{"/assumptions", "mfu", {0, 1, true}, false, "share of peak"};
inline constexpr Number mbu{"/assumptions", "mbu", {0, 1, true}, false, "share of bandwidth"};
inline constexpr Number bytesPerParamAdam{"/assumptions", "bytesPerParamAdam", {10, 20}, false, "bytes"};

inline constexpr Number startMonth{"/project/phases[]", "startMonth", {1, ProjectPhase::maxMonth}, true, "month"};
inline constexpr Number months{"/project/phases[]", "months", {1, ProjectPhase::maxMonth}, true, "months"};
inline constexpr Number runs{"/project/phases[]", "runs", {1, double(ProjectPhase::maxRuns)}, true, "runs"};
inline constexpr Number monthlyGrowthPercent{"/project/phases[]",
                                             "monthlyGrowthPercent",
                                             {ProjectPhase::minGrowthPercent, ProjectPhase::maxGrowthPercent},
                                             false,
                                             "% a month"};

/** Precisions a cache can hold: TF32 is an arithmetic mode, not a storage format. */
const QStringList &kvCachePrecisionValues();
const QStringList &servingEngineValues();
/** Graphics: the stream resolutions the wizard offers, "1280x720" to "3840x2160". */
const QStringList &streamResolutionValues();
/** Graphics: the encoders NVENC offers, "h264", "h265", "av1". */
const QStringList &videoCodecValues();
/** "1920x1080" as people write it, "1920×1080"; the same in every language. */
QString streamResolutionText(const QString &value);
/** "h265" by its name, "H.265 (HEVC)"; a proper name, the same in every language. */
QString videoCodecText(const QString &value);

inline constexpr Choice task{"/workload", "task", &taskNames};
inline constexpr Choice stage{"/workload", "stage", &stageNames};
inline constexpr Choice precision{"/workload", "precision", &precisionNames};
inline constexpr Choice optimizer{"/workload/training", "optimizer", &optimizerNames};
inline constexpr Choice memorySaving{"/workload/training", "memorySaving", &memorySavingNames};
inline constexpr Choice offload{"/workload/training", "offload", &hostOffloadNames};
inline constexpr Choice kvCachePrecision{"/workload/inference", "kvCachePrecision", &kvCachePrecisionValues};
inline constexpr Choice engine{"/workload/inference", "engine", &servingEngineValues};
inline constexpr Choice speechEngine{"/workload/inference", "speechEngine", &speechEngineNames};
inline constexpr Choice streamResolution{"/workload/inference", "streamResolution", &streamResolutionValues};
inline constexpr Choice videoCodec{"/workload/inference", "videoCodec", &videoCodecValues};
inline constexpr Choice llmEngine{"/workload/inference", "llmEngine", &llmEngineNames};
inline constexpr Choice speculativeMethod{"/workload/inference/speculative", "method", &speculativeMethodNames};
inline constexpr Choice billing{"/constraints", "billing", &allBillingIds};
inline constexpr Choice quoteBilling{"/constraints/quotes[]", "billing", &allBillingIds};
inline constexpr Choice phaseKind{"/project/phases[]", "kind", &phaseKindNames};
inline constexpr Choice phasePeriod{"/project/phases[]", "per", &phasePeriodNames};

enum class Kind
{
    Object,
    Array,
    Integer,
    Number,
    Choice,
    ChoiceList, // an array of words from the list
    // An id of lower-case letters, digits and hyphens that the catalog defines (a billing model), so the
    // file is read without the catalog; the values are the shipped catalog's, as examples.
    Id,
    IdList, // an array of such ids
    Boolean,
    Text,
    Date,
};

/** One row of the table. */
struct Field
{
    QString section;
    QString key;
    Kind kind = Kind::Text;
    NumberRange range;
    QStringList values;
    QString unit;
    bool required = false;

    /** "/workload/training/epochs"; an array's elements read "/project/phases[]/months". */
    QString pointer() const { return section + QLatin1Char('/') + key; }
};

/** Every field a scenario file may hold, in the order of the file. */
const std::vector<Field> &all();

/** The keys an object at this section may hold: what the parser does not warn about. */
QStringList keysIn(const QString &section);

/**
 * The reference table in Markdown (field, type, limits or values, unit, default), as the README
 * holds it; the default is what a new scenario writes, so it cannot drift from the code either.
 */
QString referenceMarkdown();

} // namespace Advisor::ScenarioFields
