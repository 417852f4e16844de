// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <array>

namespace Advisor {

enum class Task;
enum class Architecture;

/** The kinds of job the engine sizes with a model of its own (models/sizing/workloads/). */
enum class WorkloadKind
{
    DecoderLlm,     // decoders and MoE decoders, and a user's model given by its size: token by token, KV cache
    Encoder,        // BERT-class encoders, CNNs and vision transformers: one pass, scaled from measurements
    Diffusion,      // denoising pipelines: a denoiser run once per step, then a VAE
    Video,          // text-to-video diffusion transformers: attention over every frame's tokens at each step
    Recommendation, // DLRM-style: embedding tables feeding small dense towers
    Speech,         // encoder-decoders such as Whisper: an audio window encoded once, text decoded
    TextEmbedding,  // decoder-shaped embedders and rerankers: each request read once, nothing decoded
    Graphics        // desktops, rendering and cloud gaming: a framebuffer per session, no model
};

/** Every kind, in the enum's order: the one list the engine makes its models from and ids are read back by. */
inline constexpr std::array allWorkloadKinds{
    WorkloadKind::DecoderLlm,     WorkloadKind::Encoder, WorkloadKind::Diffusion,     WorkloadKind::Video,
    WorkloadKind::Recommendation, WorkloadKind::Speech,  WorkloadKind::TextEmbedding, WorkloadKind::Graphics};

/** What one served request of a kind is: the unit its results are counted and worded in. */
enum class ServedUnit
{
    Token,   // a first token, then a time per output token
    Request, // one pass per request
    Image,   // one image per request, its denoising steps included
    Clip,    // a clip of seconds to minutes, worded by its own figures
    Session  // a remote desktop: no latency figure
};

/** A kind's served unit; images: whether an encoder's requests are images (servesImages). */
ServedUnit servedUnit(WorkloadKind kind, bool images);

/**
 * The factory's choice: graphics by its task, whatever model is named; a model with embedding tables as a
 * recommender (a model given by its size for a recommendation task gets tables), one with diffusion parts
 * as a diffusion pipeline (a video one when it makes frames); otherwise by the model's architecture, a decoder
 * for a language-understanding task (Task::Nlp) being an embedder. A user's model given by its size alone is
 * sized as a decoder.
 */
WorkloadKind workloadKind(Task task, Architecture architecture, bool embeddingTables, bool diffusionParts,
                          bool videoFrames = false);

/**
 * The task a model is sized under: the scenario's, except that a model made for understanding text (a preset
 * whose task is "nlp", such as an embedder) keeps that task: it has no answer to write, whatever the
 * scenario asks of it.
 */
Task sizingTask(Task scenarioTask, const QString &presetTask);

/** "decoder-llm", "encoder", … (stable ids, for tests and diagnostics). */
QString toString(WorkloadKind kind);

/** Whether one served request is an image: a computer-vision encoder (a CNN or vision transformer). */
bool servesImages(WorkloadKind kind, Task task);

/** The id a finding carries for what one served request is: toString(kind), or "encoder-images". */
QString servedUnitId(WorkloadKind kind, Task task);

} // namespace Advisor
