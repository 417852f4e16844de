// SPDX-License-Identifier: Apache-2.0
#include "ui/wizard/datapage.h"

#include "models/application/advisorsession.h"
#include "ui/widgets/formrows.h"
#include "ui/widgets/numberfield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace Advisor::Ui {

DataPage::DataPage(AdvisorSession *session, QWidget *parent)
    : AdvisorPage(session, parent)
{
    setObjectName(QStringLiteral("dataPage"));
    deferSetup();
    scrollContent();
}

void DataPage::build()
{
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_dataset = new NumberField(this);
    m_dataset->setObjectName(QStringLiteral("datasetField"));
    m_dataset->setLimits(ScenarioFields::datasetGiB);
    m_dataset->setDecimals(1);
    m_datasetLabel = new QLabel(this);
    m_datasetLabel->setBuddy(m_dataset->lineEdit());
    form->addRow(m_datasetLabel, m_dataset);
    m_smallFiles = new QCheckBox(this);
    m_smallFiles->setObjectName(QStringLiteral("smallFilesBox"));
    form->addRow(QString(), m_smallFiles);
    m_storage = new QComboBox(this);
    m_storage->setObjectName(QStringLiteral("storageCombo"));
    m_storageLabel = new QLabel(this);
    m_storageLabel->setBuddy(m_storage);
    form->addRow(m_storageLabel, m_storage);
    m_storageInfo = new QLabel(this);
    m_storageInfo->setObjectName(QStringLiteral("storageInfo"));
    m_storageInfo->setWordWrap(true);
    form->addRow(QString(), m_storageInfo);
    m_maxNodes = new NumberField(this);
    m_maxNodes->setObjectName(QStringLiteral("maxNodesField"));
    m_maxNodes->setLimits(ScenarioFields::maxNodes);
    m_maxNodes->setDecimals(0);
    m_maxNodesLabel = new QLabel(this);
    m_maxNodesLabel->setBuddy(m_maxNodes->lineEdit());
    form->addRow(m_maxNodesLabel, m_maxNodes);
    m_managed = new QCheckBox(this);
    m_managed->setObjectName(QStringLiteral("managedBox"));
    form->addRow(QString(), m_managed);
    m_form = form;

    connect(m_dataset, &NumberField::valueEdited, this, [this](std::optional<double> v) {
        if (!loading())
            this->session()->edit([v](Scenario &s) { s.data.datasetGiB = v.value_or(0); });
    });
    connect(m_smallFiles, &QCheckBox::toggled, this, [this](bool on) {
        if (!loading())
            this->session()->edit([on](Scenario &s) { s.data.smallFiles = on; });
    });
    connect(m_storage, &QComboBox::currentIndexChanged, this, [this] {
        const StorageProduct *product = this->session()->catalog().storageProduct(m_storage->currentData().toString());
        m_storageInfo->setText(product && !product->notes.isEmpty() ? product->notes.text() : QString());
        if (!loading())
            this->session()->edit([id = m_storage->currentData().toString()](Scenario &s) { s.data.storage = id; });
    });
    connect(m_maxNodes, &NumberField::valueEdited, this, [this](std::optional<double> v) {
        if (!loading())
            this->session()->edit([v](Scenario &s) { s.constraints.maxNodes = static_cast<int>(*v); });
    });
    connect(m_managed, &QCheckBox::toggled, this, [this](bool on) {
        if (!loading())
            this->session()->edit([on](Scenario &s) { s.operations.managedPlatformOk = on; });
    });
    // The stage is chosen on an earlier page, an edit that does not reload this one.
    connect(session(), &AdvisorSession::scenarioChanged, this, &DataPage::wordDatasetField);
}

void DataPage::wordDatasetField()
{
    const Scenario &s = session()->scenario();
    const bool desktops = s.task == Task::Graphics && !s.isTraining();
    setFormRowShown(m_form, m_dataset, !desktops);
    setFormRowShown(m_form, m_smallFiles, !desktops);
    setFormRowShown(m_form, m_maxNodes, !desktops);
    const bool serving = s.stage == Stage::Inference;
    m_datasetLabel->setText(serving ? tr("Model files on &disk:") : tr("&Dataset size:"));
    m_dataset->setHelp(serving ? tr("Size of the model files each instance loads when it starts (weights, tokenizer)")
                               : tr("Size of the training data on disk"));
    m_dataset->setAccessibleName(serving ? tr("Model files on disk") : tr("Dataset size"));
    // Left empty, a served model's files are its weights, which the storage advice then counts.
    m_dataset->setOptional(serving);
    m_dataset->setPlaceholder(serving ? tr("the model's weights") : QString());
    if (serving != m_datasetServing) { // a stage chosen on an earlier page: the field shows what it now means
        m_datasetServing = serving;
        showDatasetSize();
    }
}

void DataPage::showDatasetSize()
{
    const Scenario &s = session()->scenario();
    const bool unsetModelFiles = s.stage == Stage::Inference && s.data.datasetGiB <= 0;
    m_dataset->setValue(unsetModelFiles ? std::nullopt : std::optional<double>(s.data.datasetGiB));
}

void DataPage::loadFromScenario()
{
    const Scenario &s = session()->scenario();
    showDatasetSize();
    m_smallFiles->setChecked(s.data.smallFiles);
    const int i = m_storage->findData(s.data.storage);
    if (i >= 0)
        m_storage->setCurrentIndex(i);
    m_maxNodes->setValue(s.constraints.maxNodes);
    m_managed->setChecked(s.operations.managedPlatformOk);
    wordDatasetField();
}

void DataPage::loadFromCatalog()
{
    m_storage->clear();
    for (const StorageProduct &product : session()->catalog().storage)
        m_storage->addItem(QString(), product.id);
}

void DataPage::retranslate()
{
    setTitle(tr("Data and network"));
    setSubTitle(tr("Where the data is read from, and how many machines the job may span."));
    m_dataset->setUnit(tr("GiB"));
    wordDatasetField();
    m_smallFiles->setText(tr("Many &small files (images, short texts)"));
    m_smallFiles->setToolTip(tr("Millions of small files need high IOPS; pack them or use a parallel file system"));
    m_storageLabel->setText(tr("S&torage:"));
    m_storage->setToolTip(tr("Where the data is read from; its throughput can starve the GPUs"));
    m_storage->setAccessibleName(tr("Storage class"));
    for (int i = 0; i < m_storage->count(); ++i) {
        const StorageProduct *product = session()->catalog().storageProduct(m_storage->itemData(i).toString());
        m_storage->setItemText(
            i, product && !product->name.isEmpty() ? product->name.text() : m_storage->itemData(i).toString());
    }
    // The note under the list speaks the new language too; no index change comes to redo it.
    const StorageProduct *current = session()->catalog().storageProduct(m_storage->currentData().toString());
    m_storageInfo->setText(current && !current->notes.isEmpty() ? current->notes.text() : QString());
    m_maxNodesLabel->setText(tr("&Machines allowed:"));
    m_maxNodes->setUnit(tr("instances at most"));
    m_maxNodes->setHelp(tr("How many instances one job may span; more instances need a fast network"));
    m_maxNodes->setAccessibleName(tr("Maximum instances"));
    m_managed->setText(tr("A managed platform (PAI) is &acceptable"));
    m_managed->setToolTip(tr("Managed training and serving platforms take over scheduling and fault recovery"));
}

} // namespace Advisor::Ui
