// SPDX-License-Identifier: Apache-2.0
#include "ui/wizard/workloadpage.h"

#include "models/application/advisorsession.h"
#include "models/itemmodels/displaytext.h"
#include "models/scenario/modelconfigimport.h"
#include "ui/common/dialogs.h"
#include "ui/common/warningtext.h"
#include "ui/widgets/formrows.h"
#include "ui/widgets/numberfield.h"
#include "ui/widgets/wrappedheight.h"

#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>

namespace Advisor::Ui {

namespace {
constexpr Task tasks[] = {Task::Llm, Task::Diffusion, Task::Cv, Task::Nlp, Task::Recsys, Task::Graphics, Task::Other};
constexpr Stage stages[] = {Stage::FinetuneLora, Stage::FinetuneQlora, Stage::FinetuneFull,
                            Stage::Pretrain,     Stage::Inference,     Stage::Development};
constexpr Precision precisions[] = {Precision::Bf16, Precision::Fp16, Precision::Fp32, Precision::Tf32,
                                    Precision::Fp8,  Precision::Int8, Precision::Int4};

Task taskOfPreset(const QString &task)
{
    if (task == QLatin1String("llm"))
        return Task::Llm;
    if (task == QLatin1String("cv"))
        return Task::Cv;
    if (task == QLatin1String("nlp"))
        return Task::Nlp;
    if (task == QLatin1String("diffusion"))
        return Task::Diffusion;
    if (task == QLatin1String("recsys"))
        return Task::Recsys;
    return Task::Other;
}

void selectData(QComboBox *combo, const QVariant &data)
{
    const int i = combo->findData(data);
    if (i >= 0)
        combo->setCurrentIndex(i);
}
} // namespace

WorkloadPage::WorkloadPage(AdvisorSession *session, QWidget *parent)
    : AdvisorPage(session, parent)
{
    setObjectName(QStringLiteral("workloadPage"));
    deferSetup();
    scrollContent();
}

void WorkloadPage::build()
{
    m_task = new QComboBox(this);
    m_task->setObjectName(QStringLiteral("taskCombo"));
    for (Task t : tasks)
        m_task->addItem(QString(), static_cast<int>(t));
    m_stage = new QComboBox(this);
    m_stage->setObjectName(QStringLiteral("stageCombo"));
    for (Stage s : stages)
        m_stage->addItem(QString(), static_cast<int>(s));

    // Editable with a "contains" completer: typing "70b" or "qwen" finds the preset.
    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("presetCombo"));
    m_preset->setEditable(true);
    m_preset->setInsertPolicy(QComboBox::NoInsert);
    m_preset->addItem(QString(), QString());
    for (const ModelPreset &p : session()->presets().presets)
        m_preset->addItem(QString(), p.id); // worded in retranslate()
    m_preset->completer()->setFilterMode(Qt::MatchContains);
    m_preset->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_preset->setMinimumWidth(320);
    m_presetMiss = new QLabel(this);
    m_presetMiss->setObjectName(QStringLiteral("presetMiss"));
    m_presetMiss->setWordWrap(true);
    m_presetMiss->setMinimumWidth(560);
    showAsWarning(m_presetMiss);
    m_presetMiss->hide();
    m_presetInfo = new QLabel(this);
    m_presetInfo->setObjectName(QStringLiteral("presetInfo"));
    m_presetInfo->setWordWrap(true);
    m_presetInfo->setMinimumWidth(560);

    m_parameters = new NumberField(this);
    m_parameters->setObjectName(QStringLiteral("parametersField"));
    m_parameters->setDecimals(3);
    m_parametersUnit = new QComboBox(this);
    m_parametersUnit->setObjectName(QStringLiteral("parametersUnit"));
    m_parametersUnit->addItem(QString(), 1e9);
    m_parametersUnit->addItem(QString(), 1e6);
    m_parameters->setLimits(ScenarioFields::parameters, 1e9);
    m_import = new QPushButton(this);
    m_import->setObjectName(QStringLiteral("importConfigButton"));
    auto *parametersRow = new QHBoxLayout;
    parametersRow->addWidget(m_parameters);
    parametersRow->addWidget(m_parametersUnit);
    parametersRow->addWidget(m_import);
    parametersRow->addStretch();

    m_precision = new QComboBox(this);
    m_precision->setObjectName(QStringLiteral("precisionCombo"));
    for (Precision p : precisions)
        m_precision->addItem(QString(), static_cast<int>(p));

    auto *form = m_form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_taskLabel = new QLabel(this);
    m_stageLabel = new QLabel(this);
    m_presetLabel = new QLabel(this);
    m_parametersLabel = new QLabel(this);
    m_precisionLabel = new QLabel(this);
    form->addRow(m_taskLabel, m_task);
    form->addRow(m_stageLabel, m_stage);
    form->addRow(m_presetLabel, m_preset);
    form->addRow(QString(), m_presetMiss);
    form->addRow(QString(), m_presetInfo);
    form->addRow(m_parametersLabel, parametersRow);
    form->addRow(m_precisionLabel, m_precision);
    m_graphicsNote = new QLabel(this);
    m_graphicsNote->setObjectName(QStringLiteral("graphicsNote"));
    m_graphicsNote->setWordWrap(true);
    m_graphicsNote->setMinimumWidth(560);
    m_graphicsNote->installEventFilter(new WrappedHeight(m_graphicsNote));
    form->addRow(QString(), m_graphicsNote);
    m_taskLabel->setBuddy(m_task);
    m_stageLabel->setBuddy(m_stage);
    m_presetLabel->setBuddy(m_preset);
    m_parametersLabel->setBuddy(m_parameters->lineEdit());
    m_precisionLabel->setBuddy(m_precision);
    connectFields();
}

void WorkloadPage::connectFields()
{
    connect(m_task, &QComboBox::activated, this, [this] {
        const auto task = static_cast<Task>(m_task->currentData().toInt());
        this->session()->edit([task](Scenario &s) {
            s.task = task;
            // Desktops are served, never trained: a training stage picked for another task goes.
            if (task == Task::Graphics && s.isTraining())
                s.stage = Stage::Development;
        });
        selectData(m_stage, static_cast<int>(this->session()->scenario().stage));
        updateVisibility();
    });
    connect(m_stage, &QComboBox::currentIndexChanged, this, [this] {
        if (loading())
            return;
        const auto stage = static_cast<Stage>(m_stage->currentData().toInt());
        this->session()->edit([stage](Scenario &s) { s.stage = stage; });
    });
    connect(m_preset, &QComboBox::currentIndexChanged, this, &WorkloadPage::onPresetChosen);
    // Return, or leaving the box (Tab, a click elsewhere). QLineEdit's editingFinished missed the focus
    // leaving a combo box whose completer had been open; the application sees every focus change.
    connect(m_preset->lineEdit(), &QLineEdit::returnPressed, this, &WorkloadPage::onPresetTyped);
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *old, QWidget *now) {
        const auto inBox = [this](QWidget *w) { return w && (w == m_preset || m_preset->isAncestorOf(w)); };
        if (inBox(old) && !inBox(now) && !(now && now->window()->windowType() == Qt::Popup))
            onPresetTyped();
    });
    connect(m_parameters, &NumberField::valueEdited, this, &WorkloadPage::onParametersEdited);
    // The limits follow the unit before the number is read again in it.
    connect(m_parametersUnit, &QComboBox::currentIndexChanged, this, [this] {
        m_parameters->setLimits(ScenarioFields::parameters, m_parametersUnit->currentData().toDouble());
    });
    connect(m_parametersUnit, &QComboBox::activated, this, &WorkloadPage::onParametersEdited);
    connect(m_import, &QPushButton::clicked, this, &WorkloadPage::importConfig);
    connect(m_precision, &QComboBox::currentIndexChanged, this, [this] {
        if (loading())
            return;
        const auto precision = static_cast<Precision>(m_precision->currentData().toInt());
        this->session()->edit([precision](Scenario &s) { s.precision = precision; });
    });
}

void WorkloadPage::onPresetChosen(int index)
{
    if (loading() || index < 0)
        return;
    setFormRowShown(m_form, m_presetMiss, false);
    const QString id = m_preset->itemData(index).toString();
    const ModelPreset *preset = session()->presets().preset(id);
    session()->edit([id, preset](Scenario &s) {
        s.model = id;
        if (preset) {
            s.parameters.reset();
            s.architecture.reset();
            s.task = taskOfPreset(preset->task);
        }
    });
    if (preset)
        selectData(m_task, static_cast<int>(session()->scenario().task));
    updateVisibility();
}

void WorkloadPage::onPresetTyped()
{
    const QString typed = m_preset->currentText().trimmed();
    const int current = m_preset->currentIndex();
    if (typed == m_preset->itemText(current).trimmed()) {
        setFormRowShown(m_form, m_presetMiss, false);
        return;
    }
    // The list's own wording, then any name users know the model by ("DeepSeek-R1", "Qwen/QwQ-32B").
    int found = typed.isEmpty() ? 0 : m_preset->findText(typed, Qt::MatchFixedString);
    if (found < 0) {
        if (const ModelPreset *preset = session()->presets().find(typed))
            found = m_preset->findData(preset->id);
    }
    if (found >= 0) {
        setFormRowShown(m_form, m_presetMiss, false);
        m_preset->setCurrentIndex(found);
        m_preset->setEditText(m_preset->itemText(found));
        return;
    }
    // Nothing by that name: the model sized so far stays, and the box says so instead of keeping the
    // typed text as if it had been taken.
    QStringList nearest;
    for (const QString &id : session()->presets().nearestIds(typed, 3)) {
        if (const ModelPreset *preset = session()->presets().preset(id))
            nearest << preset->name;
    }
    m_presetMiss->setText(tr("No model in the list is called \"%1\"; still sizing %2. Nearest: %3. Pick one from "
                             "the list, or choose the empty entry and give the parameter count.")
                              .arg(typed.left(60),
                                   current <= 0 ? tr("the size given below")
                                                : m_preset->itemText(current).section(QStringLiteral(" · "), 0, 0),
                                   nearest.join(QStringLiteral(", "))));
    setFormRowShown(m_form, m_presetMiss, true);
    m_preset->setEditText(m_preset->itemText(current));
}

void WorkloadPage::onParametersEdited()
{
    const std::optional<double> value = m_parameters->value();
    if (loading() || !value)
        return;
    const double count = *value * m_parametersUnit->currentData().toDouble();
    session()->edit([count](Scenario &s) {
        s.model.clear();
        s.parameters = count;
    });
}

void WorkloadPage::importConfig()
{
    // Through the dialog seams, like every other file the program reads: tests answer instead of a user.
    const QString path =
        Dialogs::openFileName(this, tr("Import a model's config.json"), tr("Model configuration (config.json *.json)"));
    if (path.isEmpty())
        return;
    QString error;
    const std::optional<ImportedModelConfig> imported = ModelConfigImport::fromFile(path, &error);
    if (!imported) {
        // The scenario stays as it was; the message names the file, since the reason alone may not.
        Dialogs::warn(
            this, tr("Import a model's config.json"),
            tr("%1 could not be imported; the model stays as it was.\n%2").arg(QDir::toNativeSeparators(path), error));
        return;
    }
    session()->edit([&imported](Scenario &s) {
        s.model.clear();
        s.parameters = imported->parameters;
        s.architecture = imported->architecture;
    });
    m_preset->setCurrentIndex(0);
    m_parametersUnit->setCurrentIndex(0);
    m_parameters->setValue(imported->parameters / 1e9);
    updateVisibility();
}

void WorkloadPage::updateVisibility()
{
    const Scenario &s = session()->scenario();
    // Desktops and game streams are sized by each session's GPU memory (the next page), not by a model: a
    // studio is not asked for a stage, a model, its parameters or a precision.
    const bool graphics = s.task == Task::Graphics;
    for (QWidget *rowOf : {static_cast<QWidget *>(m_stageLabel), static_cast<QWidget *>(m_presetLabel),
                           static_cast<QWidget *>(m_presetInfo), static_cast<QWidget *>(m_parametersLabel),
                           static_cast<QWidget *>(m_precisionLabel)})
        setFormRowShown(m_form, rowOf, !graphics);
    // The notes are rows of their own: hiding one hides its row, which is why they go through the form too.
    if (graphics)
        setFormRowShown(m_form, m_presetMiss, false);
    setFormRowShown(m_form, m_graphicsNote, graphics);
    const ModelPreset *preset = session()->presets().preset(s.model);
    const bool custom = preset == nullptr;
    m_parameters->setEnabled(custom);
    m_parametersUnit->setEnabled(custom);
    if (preset) {
        QString info = tr("%1 B parameters, released as %2.")
                           .arg(QLocale().toString(preset->parameters / 1e9, 'f', 2), preset->releasedDtype);
        if (!preset->referenceMemory.isEmpty())
            info += QLatin1Char(' ') + preset->referenceMemory.text();
        m_presetInfo->setText(info);
    } else {
        m_presetInfo->setText(tr("Enter the parameter count below, or import the model's config.json."));
    }
}

void WorkloadPage::loadFromScenario()
{
    const Scenario &s = session()->scenario();
    selectData(m_task, static_cast<int>(s.task));
    selectData(m_stage, static_cast<int>(s.stage));
    const int presetIndex = m_preset->findData(s.model);
    m_preset->setCurrentIndex(presetIndex < 0 ? 0 : presetIndex);
    selectData(m_precision, static_cast<int>(s.precision));
    if (s.parameters) {
        const bool millions = *s.parameters < 1e9;
        m_parametersUnit->setCurrentIndex(millions ? 1 : 0);
        m_parameters->setValue(*s.parameters / (millions ? 1e6 : 1e9));
    } else if (const ModelPreset *preset = session()->presets().preset(s.model)) {
        m_parametersUnit->setCurrentIndex(0);
        m_parameters->setValue(preset->parameters / 1e9);
    } else {
        // Neither given: an empty field, not the count of the scenario shown before.
        m_parametersUnit->setCurrentIndex(0);
        m_parameters->setValue(std::nullopt);
    }
    updateVisibility();
}

void WorkloadPage::retranslate()
{
    setTitle(tr("Workload"));
    setSubTitle(tr("Which model, and what you do with it."));
    m_taskLabel->setText(tr("&Task:"));
    m_stageLabel->setText(tr("&Stage:"));
    m_presetLabel->setText(tr("&Model:"));
    m_parametersLabel->setText(tr("&Parameters:"));
    m_precisionLabel->setText(tr("P&recision:"));
    for (int i = 0; i < m_task->count(); ++i)
        m_task->setItemText(i, DisplayText::task(static_cast<Task>(m_task->itemData(i).toInt())));
    for (int i = 0; i < m_stage->count(); ++i)
        m_stage->setItemText(i, DisplayText::stage(static_cast<Stage>(m_stage->itemData(i).toInt())));
    for (int i = 0; i < m_precision->count(); ++i)
        m_precision->setItemText(i, DisplayText::precision(static_cast<Precision>(m_precision->itemData(i).toInt())));
    m_preset->setItemText(0, tr("Custom model (enter its size)"));
    for (int i = 1; i < m_preset->count(); ++i) {
        if (const ModelPreset *p = session()->presets().preset(m_preset->itemData(i).toString())) {
            const QString size = QLocale().toString(p->parameters / 1e9, 'f', p->parameters < 1e9 ? 2 : 1);
            m_preset->setItemText(i, tr("%1 · %2 B parameters").arg(p->name, size));
        }
    }
    // The line under the model names its size and memory in the new language too.
    updateVisibility();
    m_parametersUnit->setItemText(0, tr("billion (B)"));
    m_parametersUnit->setItemText(1, tr("million (M)"));
    m_import->setText(tr("&Import config.json…"));
    m_graphicsNote->setText(tr("Desktops and game streams are sized by the GPU memory each session needs, on the "
                               "next page: no model, precision or training stage applies."));
    m_task->setToolTip(tr("The kind of model: it decides which speed figures apply"));
    m_stage->setToolTip(tr("Training a model needs far more memory than serving it; LoRA trains small adapters only"));
    m_preset->setToolTip(tr("Type to search, e.g. \"qwen\" or \"70b\""));
    m_parameters->setHelp(tr("Weights in the model; 7 B means 7 billion"));
    m_parameters->setUnit(QString());
    m_parametersUnit->setToolTip(tr("Unit of the parameter count"));
    m_import->setToolTip(tr("Read layers, widths and heads from a Hugging Face config.json"));
    m_precision->setToolTip(tr("Bytes per weight: BF16 = 2, INT8 = 1, INT4 = 0.5; lower saves memory"));
    m_task->setAccessibleName(tr("Task"));
    m_stage->setAccessibleName(tr("Stage"));
    m_preset->setAccessibleName(tr("Model preset"));
    m_parameters->setAccessibleName(tr("Parameter count"));
    m_parametersUnit->setAccessibleName(tr("Parameter count unit"));
    m_precision->setAccessibleName(tr("Precision"));
}

} // namespace Advisor::Ui
