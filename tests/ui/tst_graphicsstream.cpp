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

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
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
    // Past the file's limit the field says so, and the scenario keeps the rate the user gave before: not "50",
    // the prefix typed on the way to "500".
    QLineEdit *typed = frameRate->lineEdit();
    typed->setFocus();
    QCOMPARE(QApplication::focusWidget(), typed);
    typed->selectAll();
    QTest::keyClicks(typed, QStringLiteral("500"));
    QVERIFY(!frameRate->isValid());
    QCOMPARE(m_fx->session()->scenario().inference.frameRate, 120); // nothing taken while typing
    QTest::keyClick(typed, Qt::Key_Tab);                            // done with it
    QVERIFY(QApplication::focusWidget() != typed);
    QCOMPARE(m_fx->session()->scenario().inference.frameRate, 120);
    QCOMPARE(typed->text(), QStringLiteral("500"));
    QVERIFY(frameRate->errorText().contains(QStringLiteral("240")));
    QVERIFY(!m_fx->wizard()->currentPage()->isComplete());
    // Another language keeps what was typed and words its error anew; the scenario still has 120.
    const QString english = frameRate->errorText();
    REQUIRE(m_fx->trigger(QStringLiteral("chineseAction")));
    QCoreApplication::processEvents();
    QCOMPARE(typed->text(), QStringLiteral("500"));
    QVERIFY2(!frameRate->isValid() && frameRate->errorText() != english
                 && frameRate->errorText().contains(QStringLiteral("240")),
             qPrintable(frameRate->errorText()));
    QCOMPARE(m_fx->session()->scenario().inference.frameRate, 120);
    QVERIFY(!m_fx->wizard()->currentPage()->isComplete());
    REQUIRE(m_fx->trigger(QStringLiteral("englishAction")));
    QCOMPARE(typed->text(), QStringLiteral("500"));
    // Fixed, it is taken once the user leaves the field.
    typed->setFocus();
    typed->selectAll();
    QTest::keyClicks(typed, QStringLiteral("90"));
    QVERIFY(frameRate->isValid());
    QCOMPARE(m_fx->session()->scenario().inference.frameRate, 120);
    QTest::keyClick(typed, Qt::Key_Tab);
    QCOMPARE(m_fx->session()->scenario().inference.frameRate, 90);
    QVERIFY(m_fx->wizard()->currentPage()->isComplete());

    // Typed slowly, a valid number is taken when the typing pauses (the live result follows, and a save by
    // shortcut, which leaves the focus in the field, has it); going on to "500" gives the prefix back.
    QTest::qWait(50); // the language switches' posted focus restoring is done, as a user's event loop does it
    typed->setFocus();
    QCOMPARE(QApplication::focusWidget(), typed);
    typed->selectAll();
    QTest::keyClicks(typed, QStringLiteral("5"));
    QTRY_COMPARE_WITH_TIMEOUT(m_fx->session()->scenario().inference.frameRate, 5, 5 * NumberField::settleMs);
    QTest::keyClicks(typed, QStringLiteral("0"));
    QTRY_COMPARE_WITH_TIMEOUT(m_fx->session()->scenario().inference.frameRate, 50, 5 * NumberField::settleMs);
    QCOMPARE(QApplication::focusWidget(), typed); // taking it left the typing where it was
    QTest::keyClicks(typed, QStringLiteral("0"));
    QVERIFY(!frameRate->isValid());
    QCOMPARE(m_fx->session()->scenario().inference.frameRate, 90); // where this edit began
    QTest::qWait(2 * NumberField::settleMs);
    QCOMPARE(m_fx->session()->scenario().inference.frameRate, 90);
    QTest::keyClick(typed, Qt::Key_Tab);
    QCOMPARE(m_fx->session()->scenario().inference.frameRate, 90);
    QCOMPARE(typed->text(), QStringLiteral("500"));

    // A language model has no stream to ask about.
    REQUIRE(m_fx->backToStart());
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    for (const char *name : {"resolutionCombo", "frameRateField", "codecCombo"})
        QVERIFY2(!m_fx->find<QWidget>(QLatin1String(name))->isVisible(), name);
}

QTEST_MAIN(TestGraphicsStream)
#include "tst_graphicsstream.moc"
