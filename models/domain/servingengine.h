// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <optional>

#include <QString>
#include <QStringList>

namespace Advisor {

/** How a non-generative model (CNN, encoder) is served: its framework as trained, or a compiled engine. */
enum class ServingEngine
{
    Framework, // PyTorch or TensorFlow, no graph compilation
    TensorRt   // TensorRT, or ONNX Runtime with its TensorRT provider
};

/** "framework" | "tensorrt", as scenario and catalog files spell them. */
inline QString toString(ServingEngine engine)
{
    return engine == ServingEngine::TensorRt ? QStringLiteral("tensorrt") : QStringLiteral("framework");
}

inline std::optional<ServingEngine> servingEngineFromString(const QString &name)
{
    if (name == QLatin1String("framework"))
        return ServingEngine::Framework;
    if (name == QLatin1String("tensorrt"))
        return ServingEngine::TensorRt;
    return std::nullopt;
}

/**
 * How a speech encoder-decoder (Whisper) is run. The engines differ in the time each decoding step costs
 * (Python loops, kernel fusion) and in whether they batch audio windows together.
 */
enum class SpeechEngine
{
    FasterWhisper,        // CTranslate2, one window at a time (the default the speed is calibrated on)
    FasterWhisperBatched, // faster-whisper's BatchedInferencePipeline (as WhisperX runs it)
    OpenAiWhisper,        // the reference openai/whisper package, one window at a time
    Transformers,         // Hugging Face Transformers' chunked pipeline, windows batched
    TensorRtLlm           // TensorRT-LLM's Whisper engine with in-flight batching
};

/** The spellings scenario and catalog files use, in the order a wizard lists them. */
inline const QStringList &speechEngineNames()
{
    static const QStringList names{QStringLiteral("faster-whisper"), QStringLiteral("faster-whisper-batched"),
                                   QStringLiteral("openai-whisper"), QStringLiteral("transformers"),
                                   QStringLiteral("tensorrt-llm")};
    return names;
}

inline QString toString(SpeechEngine engine)
{
    return speechEngineNames().at(int(engine));
}

inline std::optional<SpeechEngine> speechEngineFromString(const QString &name)
{
    const qsizetype i = speechEngineNames().indexOf(name);
    return i < 0 ? std::nullopt : std::optional<SpeechEngine>(SpeechEngine(i));
}

/**
 * The program that serves a generative language model. Each has its own cap on the requests it runs at
 * once and may decode or prefill at its own share of the GPU; the catalog's serving section holds them,
 * each with its source. Default is the engine the speed was calibrated on: vLLM's batch defaults.
 */
enum class LlmEngine
{
    Default,     // no engine named: vLLM's defaults, and the speed as calibrated
    Vllm,        // vLLM (V1 engine, OpenAI server)
    Sglang,      // SGLang
    TensorRtLlm, // TensorRT-LLM (trtllm-serve / trtllm-bench)
    Lmdeploy     // LMDeploy's TurboMind engine
};

/** The spellings scenario and catalog files use, in the order a wizard lists them. */
inline const QStringList &llmEngineNames()
{
    static const QStringList names{QStringLiteral("default"), QStringLiteral("vllm"), QStringLiteral("sglang"),
                                   QStringLiteral("tensorrt-llm"), QStringLiteral("lmdeploy")};
    return names;
}

inline QString toString(LlmEngine engine)
{
    return llmEngineNames().at(int(engine));
}

inline std::optional<LlmEngine> llmEngineFromString(const QString &name)
{
    const qsizetype i = llmEngineNames().indexOf(name);
    return i < 0 ? std::nullopt : std::optional<LlmEngine>(LlmEngine(i));
}

} // namespace Advisor
