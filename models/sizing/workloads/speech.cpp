// SPDX-License-Identifier: Apache-2.0
// Speech encoder-decoders (Whisper): an audio window encoded once, its text decoded token by token under a
// speech engine (faster-whisper, Transformers, TensorRT-LLM), whose speed is measured against faster-whisper's.
#include "models/sizing/servingeconomics.h"
#include "models/sizing/workloads/servedmodel.h"

namespace Advisor {

namespace {
/** What the results' audio figures rest on (setAudioFigures): a window's length and its tokens. */
void addSpeechAudioAssumption(const InferenceInput &in, const SpeechCalibration &speech, const AddAssumption &add)
{
    QStringList sources{speech.windowSeconds.source, speech.tokensPerWindow.source, QStringLiteral("OPENAI-TOKENS")};
    sources.removeAll(QString());
    sources.removeDuplicates();
    // numbers: the window, the tokens per window counted (the scenario's), an audio hour in tokens, and the
    // typical count of the catalog, to say when the scenario's differs from it.
    const double tokens = speechTokensPerWindow(in, speech.tokensPerWindow.value);
    add(AssumptionId::SpeechAudio,
        {speech.windowSeconds.value, tokens, tokensPerAudioHour(speech.windowSeconds.value, tokens),
         speech.tokensPerWindow.value},
        {}, sources);
}

class SpeechWorkload final : public ServedModelWorkload
{
public:
    SpeechWorkload(const Catalog &catalog, const SizingParameters &params)
        : ServedModelWorkload(WorkloadKind::Speech, catalog, params)
    { }
    /**
     * The speech engine's time against the calibrated one; an engine with no batched share runs one window
     * at a time. The LLM engine's factors stay at vLLM's: the speech engine's time factor carries its speed.
     */
    DecodeEngine decodeEngine(const Scenario &s, const GpuSpec &gpu, bool decodeOverridden) const override
    {
        DecodeEngine e{m_catalog.serving.llmEngineTerms(gpu, LlmEngine::Default), {}};
        if (const SpeechEngineCalibration *cal = m_catalog.speech.engine(s.inference.speechEngine)) {
            const double factor = cal->timeFactor.value;
            e.speech = {factor, cal->unbatchedShare ? std::optional<double>(cal->unbatchedShare->value) : std::nullopt,
                        factor > 0 && cal->factorLow > 0 ? std::min(1.0, cal->factorLow / factor) : 1.0,
                        factor > 0 && cal->factorHigh > 0 ? std::max(1.0, cal->factorHigh / factor) : 1.0};
        }
        if (!e.speech.unbatchedShare)
            e.llm.cap = 1; // one window at a time: no batch at all
        if (decodeOverridden)
            e.llm.decodeFactor = 1; // a decode share the scenario states is already its engine's own
        return e;
    }

protected:
    /** vLLM's batch rule, the fixed time of a beam-search step, the audio a window holds, the speech engine. */
    void addDecodeEngineAssumptions(const Scenario &s, const AddAssumption &add) const override
    {
        addEngineAssumptions(m_catalog.serving, nullptr, add);
        QStringList stepSources{m_catalog.speech.decodeStepOverheadMs.source, QStringLiteral("FASTER-WHISPER-BENCH")};
        stepSources.removeAll(QString());
        stepSources.removeDuplicates();
        add(AssumptionId::SpeechDecode, {m_catalog.speech.decodeStepOverheadMs.value}, {}, stepSources);
        addSpeechAudioAssumption(s.inference, m_catalog.speech, add);
        const SpeechEngineCalibration *e = m_catalog.speech.engine(s.inference.speechEngine);
        if (!e)
            return;
        QStringList sources = e->sources;
        if (e->unbatchedShare && !sources.contains(e->unbatchedShare->source))
            sources << e->unbatchedShare->source;
        sources.removeAll(QString());
        add(AssumptionId::SpeechEngine,
            {e->timeFactor.value, e->factorLow, e->factorHigh,
             e->unbatchedShare ? e->unbatchedShare->value * 100 : -1.0, double(e->beams)},
            {toString(e->engine)}, sources);
    }
};
} // namespace

std::unique_ptr<WorkloadModel> makeSpeechWorkload(const Catalog &catalog, const SizingParameters &params)
{
    return std::unique_ptr<WorkloadModel>(new SpeechWorkload(catalog, params));
}

} // namespace Advisor
