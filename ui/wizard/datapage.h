// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/wizard/advisorpage.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;

namespace Advisor::Ui {

class NumberField;

/** Where the data lives and how far the job may spread: storage, small files, nodes, managed platform. */
class DataPage final : public AdvisorPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DataPage)

public:
    explicit DataPage(AdvisorSession *session, QWidget *parent = nullptr);

protected:
    void loadFromScenario() override;
    void loadFromCatalog() override;
    void build() override;
    void retranslate() override;

private:
    /**
     * Serving reads model files, not a dataset: the field is worded for what the stage reads. Desktops read
     * neither and run one instance each: their data and instance-limit rows are hidden.
     */
    void wordDatasetField();
    /** The scenario's data size in its field; a served model's files left unset show as empty. */
    void showDatasetSize();

    QLabel *m_datasetLabel = nullptr;
    NumberField *m_dataset = nullptr;
    bool m_datasetServing = false; // what the dataset field was last worded for: a served model's files or data
    QCheckBox *m_smallFiles = nullptr;
    QLabel *m_storageLabel = nullptr;
    QComboBox *m_storage = nullptr;
    QLabel *m_storageInfo = nullptr;
    QLabel *m_maxNodesLabel = nullptr;
    NumberField *m_maxNodes = nullptr;
    QCheckBox *m_managed = nullptr;
    QFormLayout *m_form = nullptr;
};

} // namespace Advisor::Ui
