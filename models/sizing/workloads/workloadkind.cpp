// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/workloads/workloadkind.h"

#include "models/domain/modelpreset.h"
#include "models/scenario/scenario.h"

namespace Advisor {

WorkloadKind workloadKind(Task task, Architecture architecture, bool embeddingTables, bool diffusionParts,
                          bool videoFrames)
{
    if (task == Task::Graphics)
        return WorkloadKind::Graphics;
    if (embeddingTables)
        return WorkloadKind::Recommendation;
    if (diffusionParts)
        return videoFrames ? WorkloadKind::Video : WorkloadKind::Diffusion;
    switch (architecture) {
    case Architecture::Encoder:
    case Architecture::Vit:
    case Architecture::Cnn:
        return WorkloadKind::Encoder;
    case Architecture::Diffusion:
        return WorkloadKind::Diffusion;
    case Architecture::Recommender:
        return WorkloadKind::Recommendation;
    case Architecture::EncoderDecoder:
        return WorkloadKind::Speech;
    case Architecture::Decoder:
    case Architecture::MoeDecoder:
        // Understanding tasks ask a decoder for a vector or a score, never for generated text.
        return task == Task::Nlp ? WorkloadKind::TextEmbedding : WorkloadKind::DecoderLlm;
    case Architecture::Custom:
        break;
    }
    return WorkloadKind::DecoderLlm;
}

Task sizingTask(Task scenarioTask, const QString &presetTask)
{
    return presetTask == QLatin1String("nlp") ? Task::Nlp : scenarioTask;
}

QString toString(WorkloadKind kind)
{
    switch (kind) {
    case WorkloadKind::DecoderLlm:
        return QStringLiteral("decoder-llm");
    case WorkloadKind::Encoder:
        return QStringLiteral("encoder");
    case WorkloadKind::Diffusion:
        return QStringLiteral("diffusion");
    case WorkloadKind::Video:
        return QStringLiteral("video");
    case WorkloadKind::Recommendation:
        return QStringLiteral("recommendation");
    case WorkloadKind::Speech:
        return QStringLiteral("speech");
    case WorkloadKind::TextEmbedding:
        return QStringLiteral("text-embedding");
    case WorkloadKind::Graphics:
        return QStringLiteral("graphics");
    }
    return {};
}

ServedUnit servedUnit(WorkloadKind kind, bool images)
{
    switch (kind) {
    case WorkloadKind::DecoderLlm:
    case WorkloadKind::Speech:
        return ServedUnit::Token;
    case WorkloadKind::Encoder:
        return images ? ServedUnit::Image : ServedUnit::Request;
    case WorkloadKind::Recommendation:
    case WorkloadKind::TextEmbedding:
        return ServedUnit::Request;
    case WorkloadKind::Diffusion:
        return ServedUnit::Image;
    case WorkloadKind::Video:
        return ServedUnit::Clip;
    case WorkloadKind::Graphics:
        return ServedUnit::Session;
    }
    return ServedUnit::Request;
}

bool servesImages(WorkloadKind kind, Task task)
{
    return kind == WorkloadKind::Encoder && task == Task::Cv;
}

QString servedUnitId(WorkloadKind kind, Task task)
{
    return servesImages(kind, task) ? QStringLiteral("encoder-images") : toString(kind);
}

} // namespace Advisor
