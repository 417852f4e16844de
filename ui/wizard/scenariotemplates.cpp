// SPDX-License-Identifier: Apache-2.0
#include "ui/wizard/scenariotemplates.h"

namespace Advisor::Ui {

QList<ScenarioTemplates::Id> ScenarioTemplates::all()
{
    return {FineTune7B, Serve70B, ImageClassifier, InferenceApi, Rendering, FromScratch};
}

QString ScenarioTemplates::title(Id id)
{
    switch (id) {
    case FineTune7B:
        return tr("Fine-tune a 7B chat model");
    case Serve70B:
        return tr("Serve a 70B model");
    case ImageClassifier:
        return tr("Train an image classifier");
    case InferenceApi:
        return tr("Serve an image/NLP API");
    case Rendering:
        return tr("Render / cloud gaming");
    case FromScratch:
        return tr("Start from scratch");
    }
    return {};
}

QString ScenarioTemplates::description(Id id)
{
    switch (id) {
    case FineTune7B:
        return tr("LoRA on Qwen2.5-7B with 60 million tokens, 3 epochs, done within a day.");
    case Serve70B:
        return tr("Llama 3.1 70B for 16 concurrent chats at 2 requests per second, billed monthly.");
    case ImageClassifier:
        return tr("ViT-B/16 on 1.2 million images for 10 epochs, many small files.");
    case InferenceApi:
        return tr("BERT-large on TensorRT answering 200 requests of 384 tokens per second within 50 ms.");
    case Rendering:
        return tr("Graphics workstations or game streaming, sized by GPU memory.");
    case FromScratch:
        return tr("Every answer at its default; you fill in the rest.");
    }
    return {};
}

Scenario ScenarioTemplates::scenario(Id id)
{
    Scenario s;
    s.name = title(id);
    switch (id) {
    case FineTune7B:
        s.task = Task::Llm;
        s.stage = Stage::FinetuneLora;
        s.model = QStringLiteral("qwen2.5-7b");
        s.training.tokens = 60e6;
        s.training.epochs = 3;
        s.training.sequenceLength = 2048;
        s.training.deadlineHours = 24;
        // Spot is priced only for a job that may be interrupted; with checkpoints a LoRA run resumes.
        s.constraints.billing = {QStringLiteral("payg"), QStringLiteral("spot")};
        s.constraints.interruptible = true;
        s.constraints.checkpointing = true;
        s.data.datasetGiB = 2;
        break;
    case Serve70B:
        s.task = Task::Llm;
        s.stage = Stage::Inference;
        s.model = QStringLiteral("llama-3.1-70b");
        s.inference.contextLength = 4096;
        s.inference.outputTokens = 512;
        s.inference.concurrency = 16;
        s.inference.requestsPerSecond = 2;
        s.inference.latencyMsTarget = 80;
        s.constraints.billing = {QStringLiteral("payg"), QStringLiteral("subscription-1m")};
        s.data.datasetGiB = 140;
        break;
    case ImageClassifier:
        s.task = Task::Cv;
        s.stage = Stage::FinetuneFull;
        s.model = QStringLiteral("vit-b-16");
        s.training.samples = 1.2e6;
        s.training.epochs = 10;
        s.training.microBatch = 64;
        s.training.deadlineHours = 48;
        s.data.datasetGiB = 150;
        s.data.smallFiles = true;
        s.data.storage = QStringLiteral("cpfs-100");
        break;
    case InferenceApi:
        s.task = Task::Nlp;
        s.stage = Stage::Inference;
        s.model = QStringLiteral("bert-large");
        // SQuAD's 384 tokens, compiled with TensorRT as production BERT services are: in PyTorch a batch of
        // 32 such requests alone takes about 100 ms on an A100 (NVIDIA's BERT tables).
        s.inference.contextLength = 384;
        s.inference.outputTokens = 1;
        s.inference.concurrency = 8;
        s.inference.engine = ServingEngine::TensorRt;
        s.inference.requestsPerSecond = 200;
        s.inference.latencyMsTarget = 50;
        s.constraints.billing = {QStringLiteral("payg"), QStringLiteral("subscription-1m")};
        s.data.datasetGiB = 1;
        break;
    case Rendering:
        // Sized by each session's GPU memory: no model, precision or dataset, which the report would print.
        s.task = Task::Graphics;
        s.stage = Stage::Development;
        s.inference.concurrency = 4;
        // What a studio states about its stream; shown and saved, not yet sized by.
        s.inference.streamResolution = QStringLiteral("1920x1080");
        s.inference.frameRate = 60;
        s.inference.videoCodec = QStringLiteral("h264");
        break;
    case FromScratch:
        break;
    }
    return s;
}

} // namespace Advisor::Ui
