// SPDX-License-Identifier: Apache-2.0
// Writing the scenario file; reading it is in scenarioio.cpp.
#include "models/scenario/scenarioio.h"

#include <nlohmann/json.hpp>

namespace Advisor {

using nlohmann::json;

namespace {

std::string str(const QString &v)
{
    return v.toStdString();
}

json architectureToJson(const ArchitectureInput &a)
{
    json arch = json::object();
    const auto put = [&](const char *key, int v) {
        if (v > 0)
            arch[key] = v;
    };
    put("layers", a.layers);
    put("hidden", a.hidden);
    put("heads", a.heads);
    put("kvHeads", a.kvHeads);
    put("headDim", a.headDim);
    put("ffn", a.ffn);
    put("vocab", a.vocab);
    if (a.activeParameters)
        arch["activeParameters"] = *a.activeParameters;
    return arch;
}

json trainingToJson(const TrainingInput &t)
{
    json training{{"epochs", t.epochs},
                  {"sequenceLength", t.sequenceLength},
                  {"microBatch", t.microBatch},
                  {"gradientCheckpointing", t.gradientCheckpointing},
                  {"optimizer", str(toString(t.optimizer))},
                  {"zeroStage", t.zeroStage}};
    if (t.tokens)
        training["tokens"] = *t.tokens;
    if (t.samples)
        training["samples"] = *t.samples;
    if (t.deadlineHours)
        training["deadlineHours"] = *t.deadlineHours;
    // Written when chosen: files without them keep reading the same.
    if (t.memorySaving != MemorySaving::None)
        training["memorySaving"] = str(toString(t.memorySaving));
    if (t.offload != HostOffload::None)
        training["offload"] = str(toString(t.offload));
    return training;
}

json inferenceToJson(const Scenario &s)
{
    json inference{{"contextLength", s.inference.contextLength},
                   {"outputTokens", s.inference.outputTokens},
                   {"concurrency", s.inference.concurrency},
                   {"requestsPerSecond", s.inference.requestsPerSecond},
                   {"kvCachePrecision", str(toString(s.inference.kvCachePrecision))}};
    if (s.inference.latencyMsTarget)
        inference["latencyMsTarget"] = *s.inference.latencyMsTarget;
    if (s.inference.ttftMsTarget)
        inference["ttftMsTarget"] = *s.inference.ttftMsTarget;
    if (s.inference.fp8MoeWeightOnly)
        inference["fp8MoeWeightOnly"] = true;
    if (s.inference.engine != ServingEngine::Framework)
        inference["engine"] = str(toString(s.inference.engine));
    if (s.inference.speechEngine != SpeechEngine::FasterWhisper)
        inference["speechEngine"] = str(toString(s.inference.speechEngine));
    if (s.inference.llmEngine != LlmEngine::Default)
        inference["llmEngine"] = str(toString(s.inference.llmEngine));
    if (s.inference.maxModelLength)
        inference["maxModelLength"] = *s.inference.maxModelLength;
    if (s.inference.meanInputTokens)
        inference["meanInputTokens"] = *s.inference.meanInputTokens;
    if (const SpeculativeDecoding &spec = s.inference.speculative; spec.enabled()) {
        json speculative{{"method", str(toString(spec.method))}, {"acceptanceLength", spec.acceptanceLength}};
        if (spec.draftTokens)
            speculative["draftTokens"] = *spec.draftTokens;
        if (spec.draftParameters)
            speculative["draftParameters"] = *spec.draftParameters;
        inference["speculative"] = speculative;
    }
    // Written when it says something: files without it keep reading the same.
    if (s.task == Task::Graphics || s.inference.memoryPerSessionGiB != InferenceInput{}.memoryPerSessionGiB)
        inference["memoryPerSessionGiB"] = s.inference.memoryPerSessionGiB;
    const InferenceInput defaults;
    if (s.task == Task::Graphics || s.inference.streamResolution != defaults.streamResolution)
        inference["streamResolution"] = str(s.inference.streamResolution);
    if (s.task == Task::Graphics || s.inference.frameRate != defaults.frameRate)
        inference["frameRate"] = s.inference.frameRate;
    if (s.task == Task::Graphics || s.inference.videoCodec != defaults.videoCodec)
        inference["videoCodec"] = str(s.inference.videoCodec);
    return inference;
}

json workloadToJson(const Scenario &s)
{
    json workload{
        {"task", str(toString(s.task))}, {"stage", str(toString(s.stage))}, {"precision", str(toString(s.precision))}};
    if (!s.model.isEmpty())
        workload["model"] = str(s.model);
    if (s.parameters)
        workload["parameters"] = *s.parameters;
    if (s.architecture)
        workload["architecture"] = architectureToJson(*s.architecture);
    if (s.imageResolution)
        workload["imageResolution"] = *s.imageResolution;
    if (s.samplingSteps)
        workload["samplingSteps"] = *s.samplingSteps;
    if (s.videoFrames)
        workload["videoFrames"] = *s.videoFrames;
    workload["training"] = trainingToJson(s.training);
    workload["inference"] = inferenceToJson(s);
    return workload;
}

json constraintsToJson(const Constraints &k)
{
    json billing = json::array();
    for (const QString &b : k.billing)
        billing.push_back(str(b));
    json constraints{{"currency", str(k.currency)},      {"billing", billing},
                     {"interruptible", k.interruptible}, {"checkpointing", k.checkpointing},
                     {"maxNodes", k.maxNodes},           {"customerDiscountPercent", k.customerDiscountPercent}};
    if (k.budgetMonthly)
        constraints["budgetMonthly"] = *k.budgetMonthly;
    if (k.budgetJob)
        constraints["budgetJob"] = *k.budgetJob;
    if (k.memoryMarginPercent)
        constraints["memoryMarginPercent"] = *k.memoryMarginPercent;
    if (!k.quotes.empty()) {
        json quotes = json::array();
        for (const PriceQuote &q : k.quotes)
            quotes.push_back({{"instanceType", str(q.instanceType)},
                              {"billing", str(q.billing)},
                              {"hourly", q.hourly},
                              {"date", str(q.date)}});
        constraints["quotes"] = quotes;
    }
    if (!k.region.isEmpty())
        constraints["region"] = str(k.region);
    return constraints;
}

json assumptionsToJson(const AssumptionOverrides &a)
{
    json overrides = json::object();
    if (a.mfu)
        overrides["mfu"] = *a.mfu;
    if (a.mbu)
        overrides["mbu"] = *a.mbu;
    if (a.bytesPerParamAdam)
        overrides["bytesPerParamAdam"] = *a.bytesPerParamAdam;
    return overrides;
}

} // namespace

QByteArray ScenarioIo::toJson(const Scenario &s)
{
    json doc{{"schemaVersion", Scenario::schemaVersion},
             {"name", str(s.name)},
             {"workload", workloadToJson(s)},
             {"constraints", constraintsToJson(s.constraints)},
             {"data",
              {{"datasetGiB", s.data.datasetGiB}, {"smallFiles", s.data.smallFiles}, {"storage", str(s.data.storage)}}},
             {"operations", {{"managedPlatformOk", s.operations.managedPlatformOk}}}};
    const json overrides = assumptionsToJson(s.assumptions);
    if (!overrides.empty())
        doc["assumptions"] = overrides;
    // Only with phases: a scenario without them reads and writes as before.
    if (!s.phases.empty())
        doc["project"] = {{"phases", phasesToJson(s.phases)}};
    return QByteArray::fromStdString(doc.dump(2)) + '\n';
}

json ScenarioIo::phasesToJson(const std::vector<ProjectPhase> &phases)
{
    json out = json::array();
    for (const ProjectPhase &p : phases) {
        json phase{{"kind", toString(p.kind).toStdString()}, {"startMonth", p.startMonth}, {"months", p.months}};
        if (p.kind == ProjectPhase::Kind::Training) {
            phase["runs"] = p.runs;
            phase["per"] = toString(p.per).toStdString();
        } else {
            phase["monthlyGrowthPercent"] = p.monthlyGrowthPercent;
        }
        out.push_back(phase);
    }
    return out;
}

} // namespace Advisor
