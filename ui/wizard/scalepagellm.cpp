// SPDX-License-Identifier: Apache-2.0
// ScalePage's settings of a chat model's serving engine: the longest request it is started for, and
// speculative decoding. Each takes what the scenario file takes, with the same limits.
#include "ui/wizard/scalepage.h"

#include "models/application/advisorsession.h"
#include "models/sizing/speculativedecoding.h"
#include "ui/common/warningtext.h"
#include "ui/widgets/formrows.h"
#include "ui/widgets/numberfield.h"

#include <algorithm>

#include <QBoxLayout>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>

namespace Advisor::Ui {

namespace {
// A draft model's size is asked in billions of parameters, as model cards state it.
constexpr double parametersPerUnit = 1e9;

QString methodName(SpeculativeMethod method)
{
    switch (method) {
    case SpeculativeMethod::None:
        return ScalePage::tr("Off");
    case SpeculativeMethod::Draft:
        return ScalePage::tr("Draft model");
    case SpeculativeMethod::Eagle:
        return ScalePage::tr("EAGLE heads");
    case SpeculativeMethod::Mtp:
        return ScalePage::tr("Multi-token prediction (MTP)");
    case SpeculativeMethod::Ngram:
        return ScalePage::tr("Prompt lookup (n-gram)");
    }
    return {};
}

} // namespace

void ScalePage::buildLlmEngineSettings(QFormLayout *form)
{
    m_maxModelLength = addField(form, &m_maxModelLengthLabel, "maxModelLengthField");
    m_maxModelLength->setLimits(ScenarioFields::maxModelLength);
    m_maxModelLength->setOptional(true);
    m_speculative = addChoice(form, &m_speculativeLabel, "speculativeCombo", speculativeMethodNames());
    m_acceptance = addField(form, &m_acceptanceLabel, "acceptanceLengthField");
    m_acceptance->setLimits(ScenarioFields::acceptanceLength);
    m_acceptance->setDecimals(2);
    m_draftTokens = addField(form, &m_draftTokensLabel, "draftTokensField");
    m_draftTokens->setLimits(ScenarioFields::draftTokens);
    m_draftTokens->setOptional(true);
    m_draftSize = addField(form, &m_draftSizeLabel, "draftSizeField");
    m_draftSize->setLimits(ScenarioFields::draftParameters, parametersPerUnit);
    m_draftSize->setDecimals(3);
    // Empty until the draft method asks for it, and then held back by awaitsDraftSize(), which
    // m_draftSizeNote words under the field: "Enter a number" would not say what needs it.
    m_draftSize->setOptional(true);
    m_draftSizeNote = new QLabel(m_draftSize);
    m_draftSizeNote->setObjectName(QStringLiteral("draftSizeNote"));
    showAsWarning(m_draftSizeNote);
    m_draftSizeNote->setWordWrap(true);
    // Right under the field: after a switch to Chinese its height may still count a line the text no
    // longer takes, and centred, the note then floated away from the field it is about.
    m_draftSizeNote->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // Under the field's box, where its own error shows, and as wide as the field: it wraps there instead of
    // widening the group (and a form row of its own would be as narrow as nothing, its width ignored).
    wrapWithinField(m_draftSizeNote, m_draftSize);
    m_draftSizeNote->hide();
    if (auto *column = qobject_cast<QBoxLayout *>(m_draftSize->layout()))
        column->addWidget(m_draftSizeNote);
    else
        form->addRow(QString(), m_draftSizeNote);
}

void ScalePage::showDraftSizeNeed()
{
    const bool empty = m_draftSize->lineEdit()->text().trimmed().isEmpty();
    m_draftSizeNote->setVisible(empty && awaitsDraftSize());
}

void ScalePage::connectLlmEngineSettings()
{
    const auto bind = [this](NumberField *field, auto apply) {
        connect(field, &NumberField::valueEdited, this, [this, apply](std::optional<double> v) {
            if (!loading())
                this->session()->edit([&](Scenario &s) { apply(s.inference, v); });
        });
    };
    bind(m_maxModelLength, [](InferenceInput &in, std::optional<double> v) {
        in.maxModelLength = v ? std::optional<int>(int(*v)) : std::nullopt;
    });
    bind(m_acceptance, [](InferenceInput &in, std::optional<double> v) { in.speculative.acceptanceLength = *v; });
    bind(m_draftTokens, [](InferenceInput &in, std::optional<double> v) {
        in.speculative.draftTokens = v ? std::optional<int>(int(*v)) : std::nullopt;
    });
    bind(m_draftSize, [this](InferenceInput &in, std::optional<double> v) {
        // Emptied, the draft method waits for a size again (awaitsDraftSize) and the scenario keeps the last one.
        if (!v)
            return;
        in.speculative.draftParameters = *v * parametersPerUnit;
        // The draft method waited for its size (awaitsDraftSize): both apply now.
        if (speculativeMethodFromString(m_speculative->currentData().toString()) == SpeculativeMethod::Draft)
            in.speculative.method = SpeculativeMethod::Draft;
    });
    connect(m_draftSize, &NumberField::validityChanged, this, &ScalePage::completeChanged);
    connect(m_draftSize->lineEdit(), &QLineEdit::textChanged, this, &ScalePage::showDraftSizeNeed);
    connect(m_speculative, &QComboBox::currentIndexChanged, this, [this] {
        const auto method = speculativeMethodFromString(m_speculative->currentData().toString());
        enableSpeculativeFields();
        emit completeChanged();
        if (loading() || !method || awaitsDraftSize())
            return;
        this->session()->edit([&](Scenario &s) { s.inference.speculative.method = *method; });
    });
}

void ScalePage::loadLlmEngineSettings()
{
    const InferenceInput &in = session()->scenario().inference;
    const SpeculativeDecoding &spec = in.speculative;
    m_maxModelLength->setValue(in.maxModelLength ? std::optional<double>(*in.maxModelLength) : std::nullopt);
    m_speculative->setCurrentIndex(std::max(0, m_speculative->findData(toString(spec.method))));
    m_acceptance->setValue(spec.acceptanceLength);
    m_draftTokens->setValue(spec.draftTokens ? std::optional<double>(*spec.draftTokens) : std::nullopt);
    m_draftSize->setValue(spec.draftParameters ? std::optional<double>(*spec.draftParameters / parametersPerUnit)
                                               : std::nullopt);
    enableSpeculativeFields();
}

void ScalePage::changeEvent(QEvent *event)
{
    // A draft model waiting for its size is the page's own choice, not yet the scenario's: the reload a new
    // language makes would put the method back to the scenario's (Off) and hide why Next waits.
    const bool draftAwaitsSize = event->type() == QEvent::LanguageChange && awaitsDraftSize();
    AdvisorPage::changeEvent(event);
    if (draftAwaitsSize)
        m_speculative->setCurrentIndex(m_speculative->findData(toString(SpeculativeMethod::Draft)));
}

bool ScalePage::awaitsDraftSize() const
{
    if (!m_speculative || !m_speculative->isVisibleTo(this))
        return false;
    const bool draft = speculativeMethodFromString(m_speculative->currentData().toString()) == SpeculativeMethod::Draft;
    return draft && !m_draftSize->value();
}

void ScalePage::enableSpeculativeFields()
{
    const auto method = speculativeMethodFromString(m_speculative->currentData().toString());
    const bool speculates = method && *method != SpeculativeMethod::None;
    for (QWidget *w : {static_cast<QWidget *>(m_acceptanceLabel), static_cast<QWidget *>(m_acceptance),
                       static_cast<QWidget *>(m_draftTokensLabel), static_cast<QWidget *>(m_draftTokens)})
        w->setEnabled(speculates);
    // Only a separate draft model has a size of its own: the other proposers follow from the model.
    const bool draft = method == SpeculativeMethod::Draft;
    m_draftSizeLabel->setEnabled(draft);
    m_draftSize->setEnabled(draft);
    m_draftSize->setPlaceholder(draft ? tr("needed, such as 0.5") : QString());
    showDraftSizeNeed();
}

void ScalePage::showLlmEngineSettings(bool shown)
{
    for (QWidget *field : {static_cast<QWidget *>(m_maxModelLength), static_cast<QWidget *>(m_speculative),
                           static_cast<QWidget *>(m_acceptance), static_cast<QWidget *>(m_draftTokens),
                           static_cast<QWidget *>(m_draftSize)})
        setFormRowShown(m_servingForm, field, shown);
    showDraftSizeNeed();
    const ModelPreset *preset = session()->presets().preset(session()->scenario().model);
    const int context = preset && preset->transformer ? preset->transformer->context : 0;
    const QString placeholder =
        context > 0 ? tr("engine default: %1").arg(QLocale().toString(context)) : tr("engine default: the model's own");
    m_maxModelLength->setPlaceholder(placeholder);
    // The file's reader refuses an acceptance length above the draft tokens + 1 (a step keeps at most the
    // proposed tokens and one of its own): each field's limit follows the other's value, so neither can
    // take a value the other contradicts.
    const SpeculativeDecoding &spec = session()->scenario().inference.speculative;
    const auto &acceptance = ScenarioFields::acceptanceLength.range;
    m_acceptance->setRange(acceptance.min,
                           spec.draftTokens ? std::min(acceptance.max, *spec.draftTokens + 1.0) : acceptance.max);
    const auto &tokens = ScenarioFields::draftTokens.range;
    m_draftTokens->setRange(std::max(tokens.min, double(fewestDraftTokens(spec.acceptanceLength))), tokens.max);
    m_draftTokens->setPlaceholder(tr("fewest needed: %1").arg(fewestDraftTokens(spec.acceptanceLength)));
}

void ScalePage::retranslateLlmEngineSettings()
{
    // With both groups and the plan shown, the window and this page use every letter but J: the job deadline
    // took J so that this field has D. Acceptance length and draft tokens have none left; Alt+S and Tab reach them.
    m_maxModelLengthLabel->setText(tr("Max mo&del length:"));
    m_maxModelLength->setUnit(tr("tokens"));
    m_maxModelLength->setHelp(tr("The longest request (prompt and answer) the engine is started for: vLLM "
                                 "--max-model-len, SGLang --context-length. It must fit in GPU memory once, so a "
                                 "shorter setting lets a model start on smaller GPUs. Empty: the engine's default, "
                                 "the longest the model can read (max_position_embeddings in its config.json)"));
    m_maxModelLength->setAccessibleName(tr("Max model length"));
    m_speculativeLabel->setText(tr("&Speculative decoding:"));
    for (int i = 0; i < m_speculative->count(); ++i)
        m_speculative->setItemText(i, methodName(*speculativeMethodFromString(m_speculative->itemData(i).toString())));
    m_speculative->setToolTip(tr("A small draft proposes a few tokens and the model checks them all in one pass, "
                                 "so each user gets the answer faster while the GPUs have compute to spare (less so "
                                 "at full load). A draft model is a small model of the same family; EAGLE heads and "
                                 "MTP modules are small extra layers made for the model; prompt lookup copies from "
                                 "the prompt"));
    m_speculative->setAccessibleName(tr("Speculative decoding"));
    m_acceptanceLabel->setText(tr("Acceptance length:"));
    m_acceptance->setUnit(tr("tokens per step"));
    m_acceptance->setHelp(tr("Tokens kept per step, the model's own included: 1 means no gain. Read it from your "
                             "engine's logs (vLLM and SGLang report it) or the draft's model card; 2 to 4 is "
                             "usual"));
    m_acceptance->setAccessibleName(tr("Acceptance length"));
    m_draftTokensLabel->setText(tr("Draft tokens:"));
    m_draftTokens->setUnit(tr("tokens per step"));
    m_draftTokens->setHelp(tr("Tokens the draft proposes each step (vLLM num_speculative_tokens); the model checks "
                              "them all, so more costs more. Empty: the fewest that can reach the acceptance "
                              "length"));
    m_draftTokens->setAccessibleName(tr("Draft tokens per step"));
    m_draftSizeLabel->setText(tr("Draft model si&ze:"));
    m_draftSizeNote->setText(tr("Enter the draft model's size: the estimate needs it, and Next waits for it."));
    m_draftSize->setUnit(tr("billion"));
    m_draftSize->setHelp(tr("Parameters of the draft model in billions, such as 0.5 for a 0.5B model of the same "
                            "family; it runs on the same GPUs for every proposed token"));
    m_draftSize->setAccessibleName(tr("Draft model size"));
    enableSpeculativeFields(); // its placeholder
}

} // namespace Advisor::Ui
