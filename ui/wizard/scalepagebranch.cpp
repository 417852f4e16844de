// SPDX-License-Identifier: Apache-2.0
// ScalePage's branch: which groups and fields the stage, the task and the model show, and in which units.
#include "ui/wizard/scalepage.h"

#include "models/application/advisorsession.h"
#include "models/sizing/workloads/workloadkind.h"
#include "ui/widgets/formrows.h"
#include "ui/widgets/numberfield.h"
#include "ui/wizard/phaseeditor.h"

#include <algorithm>

#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>

namespace Advisor::Ui {

ScalePage::InputKind ScalePage::servingInput() const
{
    const Scenario &s = session()->scenario();
    const ModelPreset *preset = session()->presets().preset(s.model);
    if (!preset && s.task == Task::Cv)
        return InputKind::Images; // a user's vision model, given by its size
    // A request is what the engine serves the model as: its workload kind's unit. A user's model given by its
    // size is a decoder, or a recommender with tables for a recommendation task (WorkloadProfiler).
    const WorkloadKind kind = preset
        ? workloadKind(sizingTask(s.task, preset->task), preset->architecture, preset->embeddings.has_value(),
                       preset->diffusion.has_value(), preset->diffusion && preset->diffusion->video)
        : workloadKind(s.task, Architecture::Custom, s.task == Task::Recsys, false);
    switch (servedUnit(kind, servesImages(kind, s.task))) {
    case ServedUnit::Token:
        return InputKind::PromptAndAnswer;
    case ServedUnit::Image:
    case ServedUnit::Clip:
        return InputKind::Images;
    case ServedUnit::Request:
        return kind == WorkloadKind::Recommendation ? InputKind::Features : InputKind::Text;
    case ServedUnit::Session:
        break;
    }
    return InputKind::Features;
}

bool ScalePage::offersEngineChoice() const
{
    const Scenario &s = session()->scenario();
    const ModelPreset *preset = session()->presets().preset(s.model);
    return preset
        && (preset->architecture == Architecture::Cnn || preset->architecture == Architecture::Encoder
            || preset->architecture == Architecture::Vit);
}

bool ScalePage::transcribes() const
{
    const ModelPreset *preset = session()->presets().preset(session()->scenario().model);
    return preset && preset->architecture == Architecture::EncoderDecoder;
}

int ScalePage::nativeImageSize() const
{
    const ModelPreset *preset = session()->presets().preset(session()->scenario().model);
    if (!preset)
        return 0;
    if (preset->diffusion)
        return preset->diffusion->nativeResolution;
    const bool readsImages = preset->architecture == Architecture::Cnn || preset->architecture == Architecture::Vit;
    return readsImages ? preset->imageResolution.value_or(0) : 0;
}

bool ScalePage::makesClips() const
{
    const ModelPreset *preset = session()->presets().preset(session()->scenario().model);
    return preset && preset->diffusion && preset->diffusion->video;
}

bool ScalePage::countsTokens() const
{
    const Task task = session()->scenario().task;
    return task == Task::Llm || task == Task::Nlp;
}

void ScalePage::updateBranch()
{
    const Scenario &s = session()->scenario();
    // Graphics serves desktops, whichever stage was picked: tokens, rates and latency targets do not apply.
    const bool graphics = s.task == Task::Graphics && !s.isTraining();
    const auto plans = [&s](ProjectPhase::Kind kind) {
        return std::any_of(s.phases.begin(), s.phases.end(), [kind](const ProjectPhase &p) { return p.kind == kind; });
    };
    // A phase runs the scenario as its kind does (TimelineCalculator::phaseScenario): serving reads the
    // serving inputs even when the stage trains, and a served model's fine-tune reads the training ones.
    m_training->setVisible(s.isTraining() || plans(ProjectPhase::Kind::Training));
    m_serving->setVisible(s.stage == Stage::Inference || graphics || plans(ProjectPhase::Kind::Serving));
    m_phases->updateForStage();
    m_serving->setTitle(graphics ? tr("Desktops") : tr("Serving"));
    m_developmentNote->setVisible(s.stage == Stage::Development && !graphics);
    for (QWidget *field : {static_cast<QWidget *>(m_rps), static_cast<QWidget *>(m_latency)})
        setFormRowShown(m_servingForm, field, !graphics);
    // Tokens apply to what reads text: a chat model reads a prompt and writes an answer, an encoder only
    // reads its input; an image model has neither.
    const InputKind input = servingInput();
    const bool reads = input == InputKind::PromptAndAnswer || input == InputKind::Text;
    setFormRowShown(m_servingForm, m_context, !graphics && reads);
    // Only an encoder's requests are padded to one length; a chat model's prompt is read as it comes.
    setFormRowShown(m_servingForm, m_meanInput, !graphics && input == InputKind::Text);
    // An image model's length is its image: a vision transformer's tokens are its patches. A recommender
    // reads feature ids, not tokens.
    setFormRowShown(m_trainingForm, m_sequence, reads);
    // The loss stacks are about a vocabulary's logits; offload about transformer-sized training state.
    setFormRowShown(m_trainingForm, m_memorySaving, countsTokens());
    setFormRowShown(m_trainingForm, m_offload, countsTokens());
    setFormRowShown(m_servingForm, m_output, !graphics && input == InputKind::PromptAndAnswer);
    // Only a model that writes its answer token by token makes a user wait for a first token.
    setFormRowShown(m_servingForm, m_firstToken, !graphics && input == InputKind::PromptAndAnswer);
    m_contextLabel->setText(input == InputKind::Text ? tr("&Input length:") : tr("&Input length (prompt):"));
    m_context->setHelp(input == InputKind::Text ? tr("Tokens in each request the model reads")
                                                : tr("Tokens the model reads per request (prompt and history)"));
    setFormRowShown(m_servingForm, m_sessionMemory, graphics);
    for (QWidget *field :
         {static_cast<QWidget *>(m_resolution), static_cast<QWidget *>(m_frameRate), static_cast<QWidget *>(m_codec)})
        setFormRowShown(m_servingForm, field, graphics);
    setFormRowShown(m_servingForm, m_engine, !graphics && offersEngineChoice());
    setFormRowShown(m_servingForm, m_speechEngine, !graphics && transcribes());
    const bool chat = !graphics && input == InputKind::PromptAndAnswer && !transcribes();
    setFormRowShown(m_servingForm, m_llmEngine, chat);
    showLlmEngineSettings(chat);
    const int nativeSize = nativeImageSize();
    setFormRowShown(m_trainingForm, m_trainingImage, nativeSize > 0);
    // One image size for both: shown once, in the training group when both groups show.
    setFormRowShown(m_servingForm, m_servingImage, !graphics && nativeSize > 0 && !m_training->isVisibleTo(this));
    for (NumberField *image : {m_trainingImage, m_servingImage})
        image->setPlaceholder(tr("the model's own, %1").arg(QLocale().toString(nativeSize)));
    wordConcurrency(graphics, input);
    m_data->setUnit(countsTokens() ? tr("million tokens") : tr("thousand samples"));
    // The engine reads the target per generated token for chat models, per request for the rest.
    m_latency->setUnit(s.task == Task::Llm && input == InputKind::PromptAndAnswer ? tr("ms per output token")
                                                                                  : tr("ms per request"));
    const bool clips = showGenerationInputs(graphics);
    reshowConvertedValues(clips);
    m_dataLabel->setText(countsTokens() ? tr("Training &tokens per epoch:") : tr("Training &samples per epoch:"));
    // A group shown or hidden by the branch changes which fields hold Next back.
    emit completeChanged();
}

void ScalePage::wordConcurrency(bool graphics, InputKind input)
{
    if (graphics) {
        m_concurrencyLabel->setText(tr("&Desktops at once:"));
        m_concurrency->setUnit(tr("sessions"));
        m_concurrency->setHelp(
            tr("Remote desktops or game streams in use at the same time; each gets its own GPU or vGPU slice"));
        m_concurrency->setAccessibleName(tr("Concurrent desktop sessions"));
    } else if (transcribes()) {
        m_concurrencyLabel->setText(tr("&Concurrent users:"));
        m_concurrency->setUnit(tr("30-s windows at once"));
        m_concurrency->setHelp(tr("Audio windows in work at the same moment: an engine that batches runs them "
                                  "together, the others need a copy of the model for each"));
        m_concurrency->setAccessibleName(tr("Audio windows at once"));
    } else {
        m_concurrencyLabel->setText(tr("&Concurrent users:"));
        m_concurrency->setUnit(tr("requests at once"));
        // A model read once keeps no cache: its requests are batched, and each waits for its batch.
        m_concurrency->setHelp(input == InputKind::PromptAndAnswer
                                   ? tr("Requests served at the same moment; each one holds KV-cache memory")
                                   : tr("Requests in work at the same moment: a copy runs them as one batch, so "
                                        "each waits for the batch"));
        m_concurrency->setAccessibleName(tr("Concurrent requests"));
    }
}

bool ScalePage::showGenerationInputs(bool graphics)
{
    const Scenario &s = session()->scenario();
    const ModelPreset *preset = session()->presets().preset(s.model);
    const bool diffusion = !graphics && preset && preset->diffusion;
    const bool clips = makesClips();
    setFormRowShown(m_servingForm, m_steps, diffusion);
    setFormRowShown(m_servingForm, m_frames, diffusion && clips);
    if (diffusion) {
        const int steps = clips ? preset->diffusion->video->steps : 25;
        m_steps->setPlaceholder(tr("the model's own, %1").arg(QLocale().toString(steps)));
    }
    if (clips) {
        m_frames->setPlaceholder(tr("the model's own, %1").arg(QLocale().toString(preset->diffusion->video->frames)));
        m_rpsLabel->setText(tr("&Clips an hour:"));
        m_rps->setUnit(tr("clips"));
        m_rps->setHelp(tr("Video clips the service must make in an hour at peak"));
        m_latency->setUnit(tr("s per clip"));
        m_latency->setHelp(tr("How long one clip may take; a shorter time splits each clip over more GPUs"));
        for (NumberField *image : {m_trainingImage, m_servingImage})
            image->setUnit(tr("px high"));
        setFormRowShown(m_servingForm, m_concurrency, false);
    } else {
        setFormRowShown(m_servingForm, m_concurrency, true);
        m_rpsLabel->setText(tr("&Request rate:"));
        m_rps->setUnit(tr("requests/s"));
        m_rps->setHelp(tr("Average new requests per second at peak"));
        m_latency->setHelp(tr("Per generated token for chat models, per request otherwise; empty = no target"));
        for (NumberField *image : {m_trainingImage, m_servingImage})
            image->setUnit(tr("px on a side"));
    }
    return clips;
}

void ScalePage::reshowConvertedValues(bool clips)
{
    const Scenario &s = session()->scenario();
    if (clips != m_showsClips) {
        m_showsClips = clips;
        applyUnitLimits();
        m_rps->setValue(clips ? s.inference.requestsPerSecond * 3600 : s.inference.requestsPerSecond);
        m_latency->setValue(s.inference.latencyMsTarget && clips
                                ? std::optional<double>(*s.inference.latencyMsTarget / 1000)
                                : s.inference.latencyMsTarget);
    }
    // Tokens and samples are different answers: after a task change show the one that now applies.
    if (countsTokens() != m_showsTokens) {
        m_showsTokens = countsTokens();
        applyUnitLimits();
        if (m_showsTokens)
            m_data->setValue(s.training.tokens ? std::optional<double>(*s.training.tokens / 1e6) : std::nullopt);
        else
            m_data->setValue(s.training.samples ? std::optional<double>(*s.training.samples / 1e3) : std::nullopt);
    }
}

/** The fields whose unit follows the workload: millions of tokens or thousands of samples, clips an hour. */
void ScalePage::applyUnitLimits()
{
    if (m_showsTokens)
        m_data->setLimits(ScenarioFields::tokens, 1e6);
    else
        m_data->setLimits(ScenarioFields::samples, 1e3);
    // Clips: a rate per hour and a target in seconds; the scenario keeps per second and milliseconds.
    m_rps->setLimits(ScenarioFields::requestsPerSecond, m_showsClips ? 1.0 / 3600 : 1);
    m_latency->setLimits(ScenarioFields::latencyMsTarget, m_showsClips ? 1000 : 1);
}

} // namespace Advisor::Ui
