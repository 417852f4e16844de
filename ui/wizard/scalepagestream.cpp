// SPDX-License-Identifier: Apache-2.0
// ScalePage's stream of a graphics session: what a studio knows about it (resolution, frame rate, encoder),
// with the values and limits of the scenario file's fields. The sizing does not read them yet; the session
// memory assumption says so.
#include "ui/wizard/scalepage.h"

#include "models/application/advisorsession.h"
#include "models/scenario/scenariofields.h"
#include "ui/widgets/numberfield.h"

#include <algorithm>

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>

namespace Advisor::Ui {

void ScalePage::buildStreamFields(QFormLayout *form)
{
    m_resolution = addChoice(form, &m_resolutionLabel, "resolutionCombo", ScenarioFields::streamResolutionValues());
    m_frameRate = addField(form, &m_frameRateLabel, "frameRateField");
    m_frameRate->setLimits(ScenarioFields::frameRate);
    m_frameRate->setDecimals(0);
    m_codec = addChoice(form, &m_codecLabel, "codecCombo", ScenarioFields::videoCodecValues());
    connectStreamFields();
}

void ScalePage::connectStreamFields()
{
    connect(m_resolution, &QComboBox::currentIndexChanged, this, [this] {
        const QString resolution = m_resolution->currentData().toString();
        if (!loading() && !resolution.isEmpty())
            session()->edit([&](Scenario &s) { s.inference.streamResolution = resolution; });
    });
    connect(m_frameRate, &NumberField::valueEdited, this, [this](std::optional<double> v) {
        if (!loading() && v)
            session()->edit([&](Scenario &s) { s.inference.frameRate = static_cast<int>(*v); });
    });
    connect(m_codec, &QComboBox::currentIndexChanged, this, [this] {
        const QString codec = m_codec->currentData().toString();
        if (!loading() && !codec.isEmpty())
            session()->edit([&](Scenario &s) { s.inference.videoCodec = codec; });
    });
}

void ScalePage::loadStreamFields()
{
    const InferenceInput &in = session()->scenario().inference;
    m_resolution->setCurrentIndex(std::max(0, m_resolution->findData(in.streamResolution)));
    m_frameRate->setValue(in.frameRate);
    m_codec->setCurrentIndex(std::max(0, m_codec->findData(in.videoCodec)));
}

void ScalePage::retranslateStreamFields()
{
    // Letters that only fields hidden for graphics use (request rate, training tokens, output length).
    m_resolutionLabel->setText(tr("&Resolution:"));
    for (int i = 0; i < m_resolution->count(); ++i)
        m_resolution->setItemText(i, ScenarioFields::streamResolutionText(m_resolution->itemData(i).toString()));
    m_resolution->setToolTip(tr("What each session is rendered and streamed at. Recorded with the scenario; it does "
                                "not change the sizing yet"));
    m_resolution->setAccessibleName(tr("Stream resolution"));
    m_frameRateLabel->setText(tr("Frame ra&te:"));
    m_frameRate->setUnit(tr("fps"));
    m_frameRate->setHelp(tr("Frames each session renders and encodes a second. Recorded with the scenario; it does "
                            "not change the sizing yet"));
    m_frameRate->setAccessibleName(tr("Frame rate"));
    m_codecLabel->setText(tr("Video enc&oder:"));
    for (int i = 0; i < m_codec->count(); ++i)
        m_codec->setItemText(i, ScenarioFields::videoCodecText(m_codec->itemData(i).toString()));
    m_codec->setToolTip(tr("The codec the GPU's encoder (NVENC) streams in. Recorded with the scenario; it does "
                           "not change the sizing yet"));
    m_codec->setAccessibleName(tr("Video encoder"));
}

} // namespace Advisor::Ui
