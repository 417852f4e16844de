// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/workloads/servedmodel.h"

#include "models/sizing/measuredthroughput.h"
#include "models/sizing/memorymodel.h"
#include "models/sizing/performancemodel.h"
#include "models/sizing/servingeconomics.h"
#include "models/sizing/sizingparameters.h"
#include "models/sizing/speculativedecoding.h"

namespace Advisor {

namespace {
/**
 * The LLM engine the scenario names. numbers: decode and prefill factors, then its cap on other GPUs and
 * one per GPU group (none where it keeps vLLM's rule); names: the engine, then each group's GPU ids.
 */
void addLlmEngineAssumption(const LlmEngineCalibration &e, const AddAssumption &add)
{
    QList<double> numbers{e.decodeFactor.value, e.prefillFactor.value};
    QStringList names{toString(e.engine)};
    QStringList sources;
    if (e.maxRunningSequences) {
        numbers << e.maxRunningSequences->value;
        sources << e.maxRunningSequences->source;
        for (const auto &[prefixes, cap] : e.gpuCaps) {
            numbers << cap;
            names << prefixes.join(QLatin1Char('/'));
        }
    }
    for (const QString &key : {e.decodeFactor.source, e.prefillFactor.source}) {
        if (!key.isEmpty() && !sources.contains(key))
            sources << key;
    }
    add(AssumptionId::LlmEngine, numbers, names, sources);
}

/**
 * The max model length the engine is started for (numbers: it, then one request's tokens; names: where it
 * comes from, "scenario", "model" (config.json's context) or "request", then the engine).
 */
void addMaxModelLengthAssumption(const Scenario &s, const WorkloadProfile &p, const AddAssumption &add)
{
    const int request = s.inference.contextLength + s.inference.outputTokens;
    const int context = p.shape ? p.shape->context : 0;
    const QString from = s.inference.maxModelLength ? QStringLiteral("scenario")
        : context > 0                               ? QStringLiteral("model")
                                                    : QStringLiteral("request");
    const int length = s.inference.maxModelLength.value_or(context > 0 ? context : request);
    add(AssumptionId::MaxModelLength, {double(length), double(request)}, {from, toString(s.inference.llmEngine)},
        {QStringLiteral("VLLM-ENGINE-ARGS"), QStringLiteral("VLLM-KV-CACHE-CHECK")});
}

} // namespace

void addEngineAssumptions(const ServingCalibration &cal, const LlmEngineCalibration *engine, const AddAssumption &add)
{
    if (!engine || !engine->maxRunningSequences) {
        QStringList sources{cal.maxRunningSequences.source};
        sources.removeAll(QString());
        add(AssumptionId::EngineBatch,
            {cal.maxRunningSequences.value, cal.maxRunningSequencesLarge.value, cal.largeBatchDefaultsMinGiB.value}, {},
            sources);
    }
    if (engine && engine->engine != LlmEngine::Default) // a named engine; the default is the calibration itself
        addLlmEngineAssumption(*engine, add);
}

void ServedModelWorkload::addKindAssumptions(const Scenario &s, const WorkloadProfile &p, const MemoryModel &memory,
                                             const AddAssumption &add) const
{
    if (s.isTraining()) {
        addTrainingAssumptions(s, p, memory, add);
        return;
    }
    addServingAssumptions(s, p, add);
    if (p.generative())
        add(AssumptionId::KvPrecision, {}, {toString(s.inference.kvCachePrecision)}, {});
    if (p.kind == WorkloadKind::DecoderLlm)
        addMaxModelLengthAssumption(s, p, add);
    if (const SpeculativeTerms t = speculativeTerms(s.inference.speculative, p); t.enabled)
        add(AssumptionId::SpeculativeDecoding,
            {t.acceptanceLength, double(t.draftTokens), t.proposal.share, memoryBoundSpeedup(t)},
            {toString(s.inference.speculative.method)}, {});
    // Only a generative copy is ever split over instances (placement.cpp): a one-pass model's copies each fit
    // one instance and answer on their own, so a hop's cost is nothing its estimate rests on.
    if (s.constraints.maxNodes > 1 && p.generative())
        add(AssumptionId::PipelineHop, {rdmaHopSeconds * 1e6, tcpHopSeconds * 1e6}, {}, {});
}

void ServedModelWorkload::addServingAssumptions(const Scenario &s, const WorkloadProfile &p,
                                                const AddAssumption &add) const
{
    const ServingCalibration &cal = m_catalog.serving;
    const auto keys = [](std::initializer_list<QString> list) {
        QStringList out;
        for (const QString &k : list) {
            if (!k.isEmpty() && !out.contains(k))
                out << k;
        }
        return out;
    };
    if (!p.generative() && s.task != Task::Graphics) {
        addOnePassAssumptions(s, p, add);
        return; // decoding and its factors do not apply to a model that answers in one pass
    }
    if (p.generative()) {
        add(AssumptionId::ServingMemory, {cal.memoryUtilization.value * 100}, {},
            keys({cal.memoryUtilization.source, QStringLiteral("SGLANG-MEM-FRACTION"),
                  QStringLiteral("VLLM-KV-CACHE-CHECK")}));
        if (p.latentKv)
            add(AssumptionId::DpAttention, {}, {}, {QStringLiteral("SGLANG-DPA")});
        if (p.checkpointBytes)
            add(AssumptionId::Checkpoint, {*p.checkpointBytes / 1e9}, {}, {});
    }
    // Decode speed: the scenario's figure, or each GPU's published batch-1 figure (names: GPU, numbers: %).
    if (m_params.decodeEfficiencyOverride) {
        add(AssumptionId::DecodeEfficiency, {*m_params.decodeEfficiencyOverride * 100}, {QStringLiteral("scenario")},
            {});
    } else {
        QList<double> numbers{cal.defaultDecodeEfficiency.value * 100};
        QStringList names;
        QStringList sources{cal.defaultDecodeEfficiency.source};
        for (const GpuSpec &g : m_catalog.gpus) {
            if (!g.decodeEfficiency)
                continue;
            numbers << g.decodeEfficiency->value * 100;
            names << g.name;
            if (!sources.contains(g.decodeEfficiency->source))
                sources << g.decodeEfficiency->source;
        }
        sources.removeAll(QString());
        add(AssumptionId::DecodeEfficiency, numbers, names, sources);
    }
    if (s.precision == Precision::Int4)
        add(AssumptionId::QuantisedDecode, {cal.int4DecodeFactor.value * 100}, {QStringLiteral("int4")},
            keys({cal.int4DecodeFactor.source}));
    else if (s.precision == Precision::Int8 || s.precision == Precision::Fp8)
        add(AssumptionId::QuantisedDecode, {cal.int8DecodeFactor.value * 100}, {toString(s.precision)},
            keys({cal.int8DecodeFactor.source}));
    if (cal.decodeTileRows.value > 0 && !cal.decodeTileArchitectures.isEmpty())
        add(AssumptionId::DecodeTile, {cal.decodeTileRows.value, cal.decodeTileEfficiency.value * 100},
            cal.decodeTileArchitectures, keys({cal.decodeTileRows.source, cal.decodeTileEfficiency.source}));
    if (p.activeParameters < p.parameters)
        add(AssumptionId::MoeDecode, {cal.moeLayerOverheadUs.value, cal.moeLayerOverheadPerDoublingUs.value}, {},
            keys({cal.moeLayerOverheadUs.source}));
    if (p.generative()) {
        add(AssumptionId::Prefill, {m_params.mfuPrefill * 100}, {}, keys({QStringLiteral("NIM-LLM-BENCH")}));
        addDecodeEngineAssumptions(s, add);
    }
}

void ServedModelWorkload::addOnePassAssumptions(const Scenario &, const WorkloadProfile &p,
                                                const AddAssumption &add) const
{
    // A CNN's forward FLOPs are counted at its own share; a transformer's pass is a prompt's prefill.
    if (p.shape && p.forwardGflopsPerSample <= 0)
        add(AssumptionId::Prefill, {m_params.mfuPrefill * 100}, {QStringLiteral("one-pass")},
            {QStringLiteral("NIM-LLM-BENCH")});
}

void ServedModelWorkload::addDecodeEngineAssumptions(const Scenario &s, const AddAssumption &add) const
{
    addEngineAssumptions(m_catalog.serving, m_catalog.serving.llmEngine(s.inference.llmEngine), add);
}

} // namespace Advisor
