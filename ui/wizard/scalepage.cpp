// SPDX-License-Identifier: Apache-2.0
#include "ui/wizard/scalepage.h"

#include "models/application/advisorsession.h"
#include "models/itemmodels/displaytext.h"
#include "models/text/findingtext.h"
#include "ui/widgets/elidedcombobox.h"
#include "ui/widgets/flowlayout.h"
#include "ui/widgets/numberfield.h"
#include "ui/widgets/wrappedheight.h"
#include "ui/wizard/phaseeditor.h"

#include <algorithm>

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace Advisor::Ui {

void ScalePage::wrapWithinField(QLabel *message, NumberField *field)
{
    // Within the field, not wider than it: a 260-px error in the serving group squeezed the training group
    // beside it at 1366 px and cut its labels short.
    message->setMinimumWidth(0);
    message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    message->installEventFilter(new WrappedHeight(message));
    // The text follows the typing (after the field has checked it): its height may change at the same width.
    connect(
        field->lineEdit(), &QLineEdit::textChanged, message, [message] { WrappedHeight::fit(message); },
        Qt::QueuedConnection);
}

ScalePage::ScalePage(AdvisorSession *session, QWidget *parent)
    : AdvisorPage(session, parent)
{
    setObjectName(QStringLiteral("scalePage"));
    deferSetup();
    scrollContent();
}

void ScalePage::build()
{
    buildTrainingGroup();
    buildServingGroup();
    applyUnitLimits();

    m_developmentNote = new QLabel(this);
    m_developmentNote->setWordWrap(true);

    m_phases = new PhaseEditor(session(), this);
    connect(m_phases, &PhaseEditor::validityChanged, this, &ScalePage::completeChanged);

    auto *layout = new QVBoxLayout(this);
    // Side by side where they fit: a plan that trains and serves shows both groups, and stacked they would
    // not fit 720 px without scrolling. In presentation mode's larger text at 1366 px they do not fit side
    // by side, and the serving group went past the window's edge: then the page stacks them and scrolls.
    auto *groups = new FlowLayout;
    groups->setSqueezable(true);
    for (QGroupBox *group : {m_training, m_serving}) {
        groups->addWidget(group);
        groups->setAlignment(group, Qt::AlignTop);
    }
    layout->addLayout(groups);
    layout->addWidget(m_developmentNote);
    layout->addWidget(m_phases);
    layout->addStretch();
    connectFields();
}

void ScalePage::buildTrainingGroup()
{
    m_training = new QGroupBox(this);
    m_training->setObjectName(QStringLiteral("trainingGroup"));
    auto *trainingForm = new QFormLayout(m_training);
    trainingForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_data = addField(trainingForm, &m_dataLabel, "trainingDataField");
    m_data->setDecimals(3);
    m_epochs = addField(trainingForm, &m_epochsLabel, "epochsField");
    m_epochs->setLimits(ScenarioFields::epochs);
    m_sequence = addField(trainingForm, &m_sequenceLabel, "sequenceField");
    m_sequence->setLimits(ScenarioFields::sequenceLength);
    m_sequence->setDecimals(0);
    m_microBatch = addField(trainingForm, &m_microBatchLabel, "microBatchField");
    m_microBatch->setLimits(ScenarioFields::microBatch);
    m_microBatch->setDecimals(0);
    m_deadline = addField(trainingForm, &m_deadlineLabel, "deadlineField");
    m_deadline->setLimits(ScenarioFields::deadlineHours);
    m_deadline->setDecimals(1);
    m_deadline->setOptional(true);
    m_trainingForm = trainingForm;
    m_trainingImage = addField(trainingForm, &m_trainingImageLabel, "trainingImageField");
    m_memorySaving = addChoice(trainingForm, &m_memorySavingLabel, "memorySavingCombo", memorySavingNames());
    m_offload = addChoice(trainingForm, &m_offloadLabel, "offloadCombo", hostOffloadNames());
}

void ScalePage::buildServingGroup()
{
    m_serving = new QGroupBox(this);
    m_serving->setObjectName(QStringLiteral("servingGroup"));
    auto *servingForm = new QFormLayout(m_serving);
    m_servingForm = servingForm;
    servingForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_context = addField(servingForm, &m_contextLabel, "contextField");
    m_context->setLimits(ScenarioFields::contextLength);
    m_context->setDecimals(0);
    m_meanInput = addField(servingForm, &m_meanInputLabel, "meanInputField");
    m_meanInput->setLimits(ScenarioFields::meanInputTokens);
    m_meanInput->setDecimals(0);
    m_meanInput->setOptional(true);
    m_output = addField(servingForm, &m_outputLabel, "outputField");
    m_output->setLimits(ScenarioFields::outputTokens);
    m_output->setDecimals(0);
    m_concurrency = addField(servingForm, &m_concurrencyLabel, "concurrencyField");
    m_concurrency->setLimits(ScenarioFields::concurrency);
    m_concurrency->setDecimals(0);
    m_sessionMemory = addField(servingForm, &m_sessionMemoryLabel, "sessionMemoryField");
    m_sessionMemory->setLimits(ScenarioFields::memoryPerSessionGiB);
    m_sessionMemory->setDecimals(1);
    buildStreamFields(servingForm);
    m_rps = addField(servingForm, &m_rpsLabel, "rpsField");
    m_rps->setDecimals(3);
    m_latency = addField(servingForm, &m_latencyLabel, "latencyField");
    m_latency->setDecimals(0);
    m_latency->setOptional(true);
    m_firstToken = addField(servingForm, &m_firstTokenLabel, "firstTokenField");
    m_firstToken->setLimits(ScenarioFields::ttftMsTarget, 1000); // shown in seconds
    m_firstToken->setDecimals(2);
    m_firstToken->setOptional(true);
    m_servingImage = addField(servingForm, &m_servingImageLabel, "servingImageField");
    for (NumberField *image : {m_trainingImage, m_servingImage}) {
        // Empty means the model's own size.
        image->setLimits(ScenarioFields::imageResolution);
        image->setDecimals(0);
        image->setOptional(true);
    }
    m_steps = addField(servingForm, &m_stepsLabel, "stepsField");
    m_steps->setLimits(ScenarioFields::samplingSteps);
    m_frames = addField(servingForm, &m_framesLabel, "framesField");
    m_frames->setLimits(ScenarioFields::videoFrames);
    for (NumberField *field : {m_steps, m_frames}) {
        field->setDecimals(0);
        field->setOptional(true);
    }
    m_engine = addChoice(servingForm, &m_engineLabel, "engineCombo",
                         {toString(ServingEngine::Framework), toString(ServingEngine::TensorRt)});
    m_speechEngine = addChoice(servingForm, &m_speechEngineLabel, "speechEngineCombo", speechEngineNames());
    m_llmEngine = addChoice(servingForm, &m_llmEngineLabel, "llmEngineCombo", llmEngineNames());
    buildLlmEngineSettings(servingForm);
}

void ScalePage::connectFields()
{
    const auto bind = [this](NumberField *field, auto apply) {
        connect(field, &NumberField::valueEdited, this, [this, apply](std::optional<double> v) {
            if (!loading())
                this->session()->edit([&](Scenario &s) { apply(s, v); });
        });
    };
    bind(m_data, [this](Scenario &s, std::optional<double> v) {
        if (countsTokens()) {
            s.training.tokens = *v * 1e6;
            s.training.samples.reset();
        } else {
            s.training.samples = *v * 1e3;
            s.training.tokens.reset();
        }
    });
    bind(m_epochs, [](Scenario &s, std::optional<double> v) { s.training.epochs = *v; });
    bind(m_sequence, [](Scenario &s, std::optional<double> v) { s.training.sequenceLength = static_cast<int>(*v); });
    bind(m_microBatch, [](Scenario &s, std::optional<double> v) { s.training.microBatch = static_cast<int>(*v); });
    bind(m_deadline, [](Scenario &s, std::optional<double> v) { s.training.deadlineHours = v; });
    bind(m_context, [](Scenario &s, std::optional<double> v) { s.inference.contextLength = static_cast<int>(*v); });
    bind(m_meanInput, [](Scenario &s, std::optional<double> v) {
        s.inference.meanInputTokens = v ? std::optional<int>(static_cast<int>(*v)) : std::nullopt;
    });
    bind(m_output, [](Scenario &s, std::optional<double> v) { s.inference.outputTokens = static_cast<int>(*v); });
    bind(m_concurrency, [](Scenario &s, std::optional<double> v) { s.inference.concurrency = static_cast<int>(*v); });
    // A clip takes minutes: its rate reads per hour and its target in seconds; the scenario keeps per second
    // and milliseconds.
    bind(m_rps, [this](Scenario &s, std::optional<double> v) {
        s.inference.requestsPerSecond = m_showsClips ? *v / 3600 : *v;
    });
    bind(m_latency, [this](Scenario &s, std::optional<double> v) {
        s.inference.latencyMsTarget = v && m_showsClips ? std::optional<double>(*v * 1000) : v;
    });
    bind(m_steps, [](Scenario &s, std::optional<double> v) {
        s.samplingSteps = v ? std::optional<int>(static_cast<int>(*v)) : std::nullopt;
    });
    bind(m_frames, [](Scenario &s, std::optional<double> v) {
        s.videoFrames = v ? std::optional<int>(static_cast<int>(*v)) : std::nullopt;
    });
    bind(m_firstToken, [](Scenario &s, std::optional<double> v) {
        s.inference.ttftMsTarget = v ? std::optional<double>(*v * 1000) : std::nullopt;
    });
    bind(m_sessionMemory, [](Scenario &s, std::optional<double> v) { s.inference.memoryPerSessionGiB = *v; });
    for (NumberField *image : {m_trainingImage, m_servingImage}) {
        bind(image, [](Scenario &s, std::optional<double> v) {
            s.imageResolution = v ? std::optional<int>(static_cast<int>(*v)) : std::nullopt;
        });
    }
    connect(m_engine, &QComboBox::currentIndexChanged, this, [this] {
        if (loading())
            return;
        const auto engine = servingEngineFromString(m_engine->currentData().toString());
        if (engine)
            this->session()->edit([&](Scenario &s) { s.inference.engine = *engine; });
    });
    connect(m_speechEngine, &QComboBox::currentIndexChanged, this, [this] {
        const auto engine = speechEngineFromString(m_speechEngine->currentData().toString());
        if (!loading() && engine)
            this->session()->edit([&](Scenario &s) { s.inference.speechEngine = *engine; });
    });
    connect(m_llmEngine, &QComboBox::currentIndexChanged, this, [this] {
        const auto engine = llmEngineFromString(m_llmEngine->currentData().toString());
        if (!loading() && engine)
            this->session()->edit([&](Scenario &s) { s.inference.llmEngine = *engine; });
    });
    connect(m_memorySaving, &QComboBox::currentIndexChanged, this, [this] {
        const auto saving = memorySavingFromString(m_memorySaving->currentData().toString());
        if (!loading() && saving)
            this->session()->edit([&](Scenario &s) { s.training.memorySaving = *saving; });
    });
    connect(m_offload, &QComboBox::currentIndexChanged, this, [this] {
        const auto offload = hostOffloadFromString(m_offload->currentData().toString());
        if (!loading() && offload)
            this->session()->edit([&](Scenario &s) { s.training.offload = *offload; });
    });
    connectLlmEngineSettings();
    // The stage is chosen on the previous page, but the branch must follow it even when going back.
    connect(session(), &AdvisorSession::scenarioChanged, this, &ScalePage::updateBranch);
}

NumberField *ScalePage::addField(QFormLayout *form, QLabel **label, const char *name)
{
    auto *field = new NumberField(this);
    field->setObjectName(QLatin1String(name));
    if (auto *error = field->findChild<QLabel *>(QStringLiteral("fieldError")))
        wrapWithinField(error, field);
    *label = new QLabel(this);
    (*label)->setBuddy(field->lineEdit());
    form->addRow(*label, field);
    return field;
}

QComboBox *ScalePage::addChoice(QFormLayout *form, QLabel **label, const char *name, const QStringList &values)
{
    // The item texts change with the language; the box follows them instead of cutting them off, and
    // where a squeezed group gives it less (Chinese, training beside serving at 1366 px) it says so with
    // "…" and the whole entry in its tooltip. It asks for its whole text as before.
    auto *box = new ElidedComboBox(this);
    box->setMinimumContentsLength(0);
    box->setObjectName(QLatin1String(name));
    for (const QString &value : values)
        box->addItem(QString(), value);
    *label = new QLabel(this);
    (*label)->setBuddy(box);
    form->addRow(*label, box);
    return box;
}

bool ScalePage::isComplete() const
{
    return AdvisorPage::isComplete() && (!m_phases || m_phases->isValid()) && !awaitsDraftSize();
}

void ScalePage::loadFromScenario()
{
    const Scenario &s = session()->scenario();
    m_showsTokens = countsTokens();
    m_showsClips = makesClips();
    applyUnitLimits();
    updateBranch();
    if (countsTokens())
        m_data->setValue(s.training.tokens ? std::optional<double>(*s.training.tokens / 1e6) : std::nullopt);
    else
        m_data->setValue(s.training.samples ? std::optional<double>(*s.training.samples / 1e3) : std::nullopt);
    m_epochs->setValue(s.training.epochs);
    m_sequence->setValue(s.training.sequenceLength);
    m_microBatch->setValue(s.training.microBatch);
    m_deadline->setValue(s.training.deadlineHours);
    m_context->setValue(s.inference.contextLength);
    m_meanInput->setValue(s.inference.meanInputTokens ? std::optional<double>(*s.inference.meanInputTokens)
                                                      : std::nullopt);
    m_output->setValue(s.inference.outputTokens);
    m_concurrency->setValue(s.inference.concurrency);
    m_rps->setValue(m_showsClips ? s.inference.requestsPerSecond * 3600 : s.inference.requestsPerSecond);
    m_latency->setValue(s.inference.latencyMsTarget && m_showsClips
                            ? std::optional<double>(*s.inference.latencyMsTarget / 1000)
                            : s.inference.latencyMsTarget);
    m_steps->setValue(s.samplingSteps ? std::optional<double>(*s.samplingSteps) : std::nullopt);
    m_frames->setValue(s.videoFrames ? std::optional<double>(*s.videoFrames) : std::nullopt);
    m_firstToken->setValue(s.inference.ttftMsTarget ? std::optional<double>(*s.inference.ttftMsTarget / 1000)
                                                    : std::nullopt);
    m_sessionMemory->setValue(s.inference.memoryPerSessionGiB);
    loadStreamFields();
    for (NumberField *image : {m_trainingImage, m_servingImage})
        image->setValue(s.imageResolution ? std::optional<double>(*s.imageResolution) : std::nullopt);
    m_engine->setCurrentIndex(std::max(0, m_engine->findData(toString(s.inference.engine))));
    m_speechEngine->setCurrentIndex(std::max(0, m_speechEngine->findData(toString(s.inference.speechEngine))));
    m_llmEngine->setCurrentIndex(std::max(0, m_llmEngine->findData(toString(s.inference.llmEngine))));
    loadLlmEngineSettings();
    m_memorySaving->setCurrentIndex(std::max(0, m_memorySaving->findData(toString(s.training.memorySaving))));
    m_offload->setCurrentIndex(std::max(0, m_offload->findData(toString(s.training.offload))));
    m_phases->setPhases(s.phases);
}

void ScalePage::retranslate()
{
    setTitle(tr("Scale and speed"));
    setSubTitle(tr("How much data, how fast the result must be there, and the project's plan month by month."));
    retranslateTraining();
    retranslateServing();
    retranslateChoices();
    retranslateLlmEngineSettings();
    m_phases->retranslate();
    updateBranch();
}

void ScalePage::retranslateTraining()
{
    m_training->setTitle(tr("Training"));
    m_developmentNote->setText(
        tr("Development machines are sized so the model fits in GPU memory; no speed inputs are needed."));
    m_data->setHelp(tr("How much data one pass over the dataset reads"));
    m_data->setAccessibleName(tr("Training data per epoch"));
    m_epochsLabel->setText(tr("E&pochs:"));
    m_epochs->setUnit(tr("passes"));
    m_epochs->setHelp(tr("How many times training reads the whole dataset; 1–3 is usual for fine-tuning"));
    m_epochs->setAccessibleName(tr("Epochs"));
    m_sequenceLabel->setText(tr("Se&quence length:"));
    m_sequence->setUnit(tr("tokens"));
    m_sequence->setHelp(tr("Tokens per training example; longer sequences need more activation memory"));
    m_sequence->setAccessibleName(tr("Sequence length"));
    m_microBatchLabel->setText(tr("&Micro-batch:"));
    m_microBatch->setUnit(tr("examples per GPU"));
    m_microBatch->setHelp(tr("Examples each GPU processes at once; leave at 1 for large language models"));
    m_microBatch->setAccessibleName(tr("Micro-batch size"));
    // J, the one letter no other label of the window uses, frees D for the max model length.
    m_deadlineLabel->setText(tr("&Job deadline:"));
    m_deadline->setUnit(tr("hours"));
    m_deadline->setHelp(tr("Finish within this time; leave empty if there is no deadline"));
    m_deadline->setPlaceholder(tr("no deadline"));
    m_deadline->setAccessibleName(tr("Deadline"));
}

void ScalePage::retranslateServing()
{
    m_context->setUnit(tr("tokens"));
    m_context->setAccessibleName(tr("Prompt length"));
    m_meanInputLabel->setText(tr("Mean input length:"));
    m_meanInput->setUnit(tr("tokens"));
    m_meanInput->setPlaceholder(tr("padded to the input length"));
    m_meanInput->setHelp(tr("The requests' mean real length, for an engine that runs them unpadded (TensorRT's "
                            "variable-length kernels, as NVIDIA's MLPerf BERT runs): each costs this length"));
    m_meanInput->setAccessibleName(tr("Mean input length"));
    m_outputLabel->setText(tr("&Output length:"));
    m_output->setUnit(tr("tokens"));
    m_output->setHelp(tr("Tokens generated per answer; 1 for classification models"));
    m_output->setAccessibleName(tr("Output length"));
    m_sessionMemoryLabel->setText(tr("GPU &memory per desktop:"));
    m_sessionMemory->setUnit(tr("GiB"));
    m_sessionMemory->setHelp(tr(
        "Framebuffer, textures and scene of one session; each session gets a GPU or vGPU slice at least this large"));
    m_sessionMemory->setAccessibleName(tr("GPU memory per desktop session"));
    retranslateStreamFields();
    m_rpsLabel->setText(tr("&Request rate:"));
    m_rps->setUnit(tr("requests/s"));
    m_rps->setHelp(tr("Average new requests per second at peak"));
    m_rps->setAccessibleName(tr("Request rate"));
    m_latencyLabel->setText(tr("Latenc&y target:"));
    m_latency->setHelp(tr("Per generated token for chat models, per request otherwise; empty = no target"));
    m_latency->setPlaceholder(tr("no target"));
    m_latency->setAccessibleName(tr("Latency target"));
    m_firstTokenLabel->setText(tr("Time to first to&ken:"));
    m_firstToken->setUnit(tr("s at most"));
    m_firstToken->setHelp(tr("How long a user may wait for the answer to start; empty = 2 s, MLPerf Inference's "
                             "server target"));
    m_firstToken->setPlaceholder(tr("2 s (MLPerf)"));
    m_firstToken->setAccessibleName(tr("Time to first token target"));
    for (QLabel *label : {m_trainingImageLabel, m_servingImageLabel})
        label->setText(tr("Image si&ze:"));
    for (NumberField *image : {m_trainingImage, m_servingImage}) {
        image->setUnit(tr("px on a side"));
        image->setHelp(tr("Width of the square images trained on or generated; memory and time grow with the "
                          "pixels. Empty: the size the model was made for"));
        image->setAccessibleName(tr("Image size"));
    }
    m_stepsLabel->setText(tr("Sampl&ing steps:"));
    m_steps->setUnit(tr("steps"));
    m_steps->setHelp(tr("Denoising steps per image or clip; time grows in proportion. Empty: the model's default"));
    m_steps->setAccessibleName(tr("Sampling steps"));
    m_framesLabel->setText(tr("&Frames per clip:"));
    m_frames->setUnit(tr("frames"));
    m_frames->setHelp(tr("Frames in each clip (81 frames at 16 fps are 5 s); attention grows with their square. "
                         "Empty: the model's default"));
    m_frames->setAccessibleName(tr("Frames per clip"));
}

void ScalePage::retranslateChoices()
{
    m_engineLabel->setText(tr("Serving en&gine:"));
    m_engine->setItemText(0, tr("Framework (PyTorch, TensorFlow)"));
    m_engine->setItemText(1, tr("Compiled (TensorRT, ONNX Runtime)"));
    m_engine->setToolTip(tr("A compiled engine runs several times faster than the framework and uses the INT8 "
                            "tensor cores for INT8; the estimate uses published results for the engine chosen"));
    m_engine->setAccessibleName(tr("Serving engine"));
    // Shown instead of the serving engine, so the two share a key.
    m_speechEngineLabel->setText(tr("Speech en&gine:"));
    for (int i = 0; i < m_speechEngine->count(); ++i)
        m_speechEngine->setItemText(
            i, FindingText::speechEngineName(*speechEngineFromString(m_speechEngine->itemData(i).toString())));
    m_speechEngine->setToolTip(tr("The program that transcribes: the engines differ several-fold in speed, and only "
                                  "some batch audio windows together; the estimate uses published ratios between "
                                  "them"));
    m_speechEngine->setAccessibleName(tr("Speech engine"));
    // Shown for generative LLMs instead of the two above, so the three share a key.
    m_llmEngineLabel->setText(tr("LLM serving en&gine:"));
    for (int i = 0; i < m_llmEngine->count(); ++i)
        m_llmEngine->setItemText(i,
                                 FindingText::llmEngineName(*llmEngineFromString(m_llmEngine->itemData(i).toString())));
    m_llmEngine->setToolTip(tr("The program that serves the model: each runs at most its own default number of "
                               "requests at once (LMDeploy 128 on most GPUs, vLLM 256 or 1,024, SGLang and "
                               "TensorRT-LLM 2,048), which decides how many users one copy takes"));
    m_llmEngine->setAccessibleName(tr("LLM serving engine"));
    m_memorySavingLabel->setText(tr("Lo&w-memory training:"));
    for (int i = 0; i < m_memorySaving->count(); ++i)
        m_memorySaving->setItemText(
            i, DisplayText::memorySaving(*memorySavingFromString(m_memorySaving->itemData(i).toString())));
    m_memorySaving->setToolTip(tr("With a large vocabulary the loss holds several copies of the logits; a chunked "
                                  "or fused loss keeps much less, which matters most for long sequences"));
    m_memorySaving->setAccessibleName(tr("Memory saving"));
    m_offloadLabel->setText(tr("E&xtra memory from the host:"));
    for (int i = 0; i < m_offload->count(); ++i)
        m_offload->setItemText(i, DisplayText::hostOffload(*hostOffloadFromString(m_offload->itemData(i).toString())));
    m_offload->setToolTip(tr("Keeps training state in the instance's memory instead of on the GPUs: fewer or "
                             "smaller GPUs, but each step waits for the host, and the host memory must hold it"));
    m_offload->setAccessibleName(tr("Offload to host memory"));
}

} // namespace Advisor::Ui
