// SPDX-License-Identifier: Apache-2.0
// A game studio states its stream (issue 47, item 19): the Scale page asks for the resolution, the frame
// rate and the encoder for graphics only, keeps what is chosen in the scenario, and refuses a frame rate
// beyond the file's limit as the file does.
#include "models/application/advisorsession.h"
#include "tests/ui/windowfixture.h"
#include "ui/widgets/numberfield.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/scenariotemplates.h"

#include <memory>

#include <QComboBox>
#include <QTest>

using namespace Advisor;
using namespace Advisor::Ui;

class TestGraphicsStream : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { m_fx.reset(); }

    void theStreamIsAskedOfAStudioOnly();

private:
    std::unique_ptr<WindowFixture> m_fx;
};

void TestGraphicsStream::theStreamIsAskedOfAStudioOnly()
{
    m_fx = std::make_unique<WindowFixture>();
    REQUIRE(m_fx->launch());
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Rendering, AdvisorWizard::ScalePageId));
    auto *resolution = m_fx->find<QComboBox>(QStringLiteral("resolutionCombo"));
    auto *frameRate = m_fx->find<NumberField>(QStringLiteral("frameRateField"));
    auto *codec = m_fx->find<QComboBox>(QStringLiteral("codecCombo"));
    REQUIRE(resolution && frameRate && codec);
    for (QWidget *field :
         {static_cast<QWidget *>(resolution), static_cast<QWidget *>(frameRate), static_cast<QWidget *>(codec)})
        QVERIFY2(field->isVisible(), qPrintable(field->objectName()));
    // The template's stream, as people write it.
    QCOMPARE(resolution->currentText(), QStringLiteral("1920×1080"));
    QCOMPARE(codec->currentText(), QStringLiteral("H.264"));

    REQUIRE(WindowFixture::choose(resolution, QStringLiteral("3840x2160")));
    REQUIRE(WindowFixture::choose(codec, QStringLiteral("h265")));
    REQUIRE(WindowFixture::typeInto(frameRate->lineEdit(), QStringLiteral("120")));
    const InferenceInput &in = m_fx->session()->scenario().inference;
    QCOMPARE(in.streamResolution, QStringLiteral("3840x2160"));
    QCOMPARE(in.videoCodec, QStringLiteral("h265"));
    QCOMPARE(in.frameRate, 120);
    // Past the file's limit the field says so and the scenario keeps the last rate within it (typed "50").
    REQUIRE(WindowFixture::typeInto(frameRate->lineEdit(), QStringLiteral("500")));
    QCOMPARE(m_fx->session()->scenario().inference.frameRate, 50);
    QVERIFY(!m_fx->wizard()->currentPage()->isComplete());

    // A language model has no stream to ask about.
    REQUIRE(m_fx->backToStart());
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    for (const char *name : {"resolutionCombo", "frameRateField", "codecCombo"})
        QVERIFY2(!m_fx->find<QWidget>(QLatin1String(name))->isVisible(), name);
}

QTEST_MAIN(TestGraphicsStream)
#include "tst_graphicsstream.moc"
