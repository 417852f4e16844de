// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/wizard/advisorpage.h"

class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;

namespace Advisor::Ui {

class NumberField;
class PhaseEditor;

/**
 * How much and how fast: training inputs or serving inputs, depending on the stage, and the project
 * plan. A plan that serves a trained model shows the serving inputs too (and one that fine-tunes a
 * served model the training inputs): its phases run on them.
 */
class ScalePage final : public AdvisorPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScalePage)

public:
    explicit ScalePage(AdvisorSession *session, QWidget *parent = nullptr);

    /** False while the project plan has invalid input: Next waits until it is fixed. */
    bool isComplete() const override;

protected:
    void loadFromScenario() override;
    void build() override;
    void retranslate() override;
    void changeEvent(QEvent *event) override;

private:
    // The LLM engine's own settings (scalepagellm.cpp): the length it is started for and how it speculates.
    void buildLlmEngineSettings(QFormLayout *form);
    void connectLlmEngineSettings();
    void loadLlmEngineSettings();
    void retranslateLlmEngineSettings();
    /** Shows them for a chat model, with the limits and defaults that follow from the scenario. */
    void showLlmEngineSettings(bool shown);
    void enableSpeculativeFields();
    /** A draft model chosen without its size: the scenario keeps its method until the size is given. */
    bool awaitsDraftSize() const;
    /** Says under the empty draft size why Next waits, as a field's own error would. */
    void showDraftSizeNeed();

    /** Token-based workloads count data in millions of tokens; the others in thousands of samples. */
    bool countsTokens() const;
    // build() in parts, creating the widgets in the order Tab walks them.
    void buildTrainingGroup();
    void buildServingGroup();
    void connectFields();
    void retranslateTraining();
    void retranslateServing();
    /** Graphics: the stream's resolution, frame rate and encoder (scalepagestream.cpp). */
    void buildStreamFields(QFormLayout *form);
    void connectStreamFields();
    void loadStreamFields();
    void retranslateStreamFields();
    /** The engine, low-memory training and offload choices. */
    void retranslateChoices();
    /** Shows the groups and rows that apply to the scenario and words them for it (scalepagebranch.cpp). */
    void updateBranch();
    /** Diffusion's steps and frames, and rates and targets per clip or per request; whether the model makes clips. */
    bool showGenerationInputs(bool graphics);
    /** After the units changed (clips, or tokens and samples), the fields show the scenario's values in the new ones.
     */
    void reshowConvertedValues(bool clips);
    void applyUnitLimits();
    NumberField *addField(QFormLayout *form, QLabel **label, const char *name);
    /** A message under a field wraps within the field's width and keeps the height its lines need. */
    void wrapWithinField(QLabel *message, NumberField *field);
    QComboBox *addChoice(QFormLayout *form, QLabel **label, const char *name, const QStringList &values);

    /**
     * What one serving request holds: a prompt and an answer, text read once, images, or a recommender's
     * features (no tokens at all).
     */
    enum class InputKind
    {
        PromptAndAnswer,
        Text,
        Images,
        Features
    };
    InputKind servingInput() const;
    /** Desktops at once for graphics, concurrent requests otherwise, worded for what a request holds. */
    void wordConcurrency(bool graphics, InputKind input);
    /** CNNs and encoders run in their framework or compiled (TensorRT); decoders have their own engines. */
    bool offersEngineChoice() const;
    /** The model is a speech encoder-decoder (Whisper), run by one of the speech engines. */
    bool transcribes() const;
    /** Pixels on a side of the model's own images, for models whose estimate follows the image size; else 0. */
    int nativeImageSize() const;

    /** The chosen model makes video clips: rates are counted per hour and targets in seconds per clip. */
    bool makesClips() const;

    bool m_showsTokens = true;
    bool m_showsClips = false;
    QLabel *m_engineLabel = nullptr;
    QComboBox *m_engine = nullptr;
    QLabel *m_speechEngineLabel = nullptr;
    QComboBox *m_speechEngine = nullptr;
    QLabel *m_llmEngineLabel = nullptr;
    QComboBox *m_llmEngine = nullptr; // generative LLMs: vLLM, SGLang, TensorRT-LLM, LMDeploy
    QLabel *m_maxModelLengthLabel = nullptr;
    NumberField *m_maxModelLength = nullptr; // empty: the engine's default, the model's own context
    QLabel *m_speculativeLabel = nullptr;
    QComboBox *m_speculative = nullptr;
    QLabel *m_acceptanceLabel = nullptr;
    NumberField *m_acceptance = nullptr;
    QLabel *m_draftTokensLabel = nullptr;
    NumberField *m_draftTokens = nullptr;
    QLabel *m_draftSizeLabel = nullptr;
    NumberField *m_draftSize = nullptr; // billions of parameters; the scenario keeps parameters
    QLabel *m_draftSizeNote = nullptr;  // under the draft size while Next waits for it
    QLabel *m_memorySavingLabel = nullptr;
    QComboBox *m_memorySaving = nullptr;
    QLabel *m_offloadLabel = nullptr;
    QComboBox *m_offload = nullptr;
    QGroupBox *m_training = nullptr;
    QGroupBox *m_serving = nullptr;
    QLabel *m_developmentNote = nullptr;
    QLabel *m_dataLabel = nullptr;
    NumberField *m_data = nullptr;
    QLabel *m_epochsLabel = nullptr;
    NumberField *m_epochs = nullptr;
    QLabel *m_sequenceLabel = nullptr;
    NumberField *m_sequence = nullptr;
    QLabel *m_microBatchLabel = nullptr;
    NumberField *m_microBatch = nullptr;
    QLabel *m_deadlineLabel = nullptr;
    NumberField *m_deadline = nullptr;
    // The image size (workload.imageResolution) in each group: one of them shows, as the stage decides.
    QLabel *m_trainingImageLabel = nullptr;
    NumberField *m_trainingImage = nullptr;
    QLabel *m_servingImageLabel = nullptr;
    NumberField *m_servingImage = nullptr;
    QFormLayout *m_trainingForm = nullptr;
    // Diffusion: denoising steps (images and clips) and frames per clip (video only); empty = the model's own.
    QLabel *m_stepsLabel = nullptr;
    NumberField *m_steps = nullptr;
    QLabel *m_framesLabel = nullptr;
    NumberField *m_frames = nullptr;
    QLabel *m_contextLabel = nullptr;
    NumberField *m_context = nullptr;
    QLabel *m_meanInputLabel = nullptr;
    NumberField *m_meanInput = nullptr; // encoders: the requests' mean length when unpadded; empty: padded
    QLabel *m_outputLabel = nullptr;
    NumberField *m_output = nullptr;
    QLabel *m_concurrencyLabel = nullptr;
    NumberField *m_concurrency = nullptr;
    QLabel *m_rpsLabel = nullptr;
    NumberField *m_rps = nullptr;
    QLabel *m_latencyLabel = nullptr;
    NumberField *m_latency = nullptr;
    QLabel *m_firstTokenLabel = nullptr;
    NumberField *m_firstToken = nullptr; // seconds; the scenario keeps milliseconds
    QLabel *m_sessionMemoryLabel = nullptr;
    NumberField *m_sessionMemory = nullptr; // graphics only
    // Graphics: what each session streams (recorded with the scenario; the sizing does not use it yet).
    QLabel *m_resolutionLabel = nullptr;
    QComboBox *m_resolution = nullptr;
    QLabel *m_frameRateLabel = nullptr;
    NumberField *m_frameRate = nullptr;
    QLabel *m_codecLabel = nullptr;
    QComboBox *m_codec = nullptr;
    QFormLayout *m_servingForm = nullptr;
    PhaseEditor *m_phases = nullptr;
};

} // namespace Advisor::Ui
