// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/wizard/advisorpage.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;

namespace Advisor::Ui {

class NumberField;

/** What is run: task, stage, which model (a preset or a parameter count) and at what precision. */
class WorkloadPage final : public AdvisorPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkloadPage)

public:
    explicit WorkloadPage(AdvisorSession *session, QWidget *parent = nullptr);

protected:
    void loadFromScenario() override;
    void build() override;
    void retranslate() override;

private:
    /** The fields edit the scenario; the preset box also takes what is typed into it. */
    void connectFields();
    void onPresetChosen(int index);
    /** The model box's text after typing: a preset by any name users know it by, or a note with the nearest. */
    void onPresetTyped();
    void onParametersEdited();
    void importConfig();
    void updateVisibility();

    QLabel *m_taskLabel = nullptr;
    QComboBox *m_task = nullptr;
    QLabel *m_stageLabel = nullptr;
    QComboBox *m_stage = nullptr;
    QLabel *m_presetLabel = nullptr;
    QComboBox *m_preset = nullptr;
    QLabel *m_presetInfo = nullptr;
    QLabel *m_presetMiss = nullptr; // "No preset is called …": shown until a model is chosen
    QLabel *m_parametersLabel = nullptr;
    NumberField *m_parameters = nullptr;
    QComboBox *m_parametersUnit = nullptr;
    QPushButton *m_import = nullptr;
    QLabel *m_precisionLabel = nullptr;
    QComboBox *m_precision = nullptr;
    QLabel *m_graphicsNote = nullptr; // desktops: what is asked instead of a model
    QFormLayout *m_form = nullptr;
};

} // namespace Advisor::Ui
