// SPDX-License-Identifier: Apache-2.0
// The scale page's LLM engine settings: max model length and speculative decoding, reached and filled by
// keys, limited as a scenario file is, saved and opened again, and laid out at the common screen sizes.
#include "models/application/advisorsession.h"
#include "models/scenario/scenarioio.h"
#include "tests/ui/windowfixture.h"
#include "ui/application/mainwindow.h"
#include "ui/widgets/numberfield.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/scenariotemplates.h"

#include <algorithm>
#include <map>
#include <memory>

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QTest>

using namespace Advisor;
using namespace Advisor::Ui;

namespace {
/** Per-user decode speed of each ranked row, by instance type and count. */
std::map<QString, double> perUserSpeeds(const Recommendation &r)
{
    std::map<QString, double> speeds;
    for (const Configuration &c : r.ranked)
        speeds[QStringLiteral("%1 x%2").arg(c.layout.instanceType).arg(c.layout.instances)] =
            c.speed.perUserTokensPerSecond;
    return speeds;
}

/** The label the form shows for a field, with its mnemonic. */
QString labelOf(QWidget *field)
{
    auto *form = qobject_cast<QFormLayout *>(field->parentWidget()->layout());
    auto *label = form ? qobject_cast<QLabel *>(form->labelForField(field)) : nullptr;
    return label ? label->text() : QString();
}

/** Every shown row of the form lies inside the page, its label whole, clear of its field and the row above. */
bool rowsShowWhole(QWidget *page, QFormLayout *form)
{
    if (!form)
        return WindowFixture::fail(QStringLiteral("no form"));
    QRect previous;
    for (int row = 0; row < form->rowCount(); ++row) {
        QLayoutItem *labelItem = form->itemAt(row, QFormLayout::LabelRole);
        QLayoutItem *fieldItem = form->itemAt(row, QFormLayout::FieldRole);
        if (!labelItem || !fieldItem || !fieldItem->widget() || !fieldItem->widget()->isVisible())
            continue;
        auto *label = qobject_cast<QLabel *>(labelItem->widget());
        QWidget *field = fieldItem->widget();
        const QRect labelRect(label->mapTo(page, QPoint()), label->size());
        const QRect fieldRect(field->mapTo(page, QPoint()), field->size());
        const QString what = label->text();
        if (!page->rect().contains(labelRect) || !page->rect().contains(fieldRect))
            return WindowFixture::fail(what + QStringLiteral(" is cut off by the page"));
        if (label->width() < label->sizeHint().width())
            return WindowFixture::fail(QStringLiteral("%1 is cut to %2 px of %3")
                                           .arg(what)
                                           .arg(label->width())
                                           .arg(label->sizeHint().width()));
        if (field->width() < field->minimumSizeHint().width())
            return WindowFixture::fail(what + QStringLiteral(": its field is squeezed"));
        if (labelRect.intersects(fieldRect))
            return WindowFixture::fail(what + QStringLiteral(" overlaps its field"));
        const QRect rowRect = labelRect.united(fieldRect);
        if (!previous.isNull() && rowRect.top() < previous.bottom())
            return WindowFixture::fail(what + QStringLiteral(" overlaps the row above"));
        previous = rowRect;
    }
    return true;
}
} // namespace

class TestLlmServingFields : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup() { m_fx.reset(); }

    void maxModelLengthAndEagleAreTypedWithKeys();
    void altKeysReachMaxModelLengthAndTheDeadline();
    void maxModelLengthChangesTheAnswer();
    void aDraftModelNeedsItsSizeAndLimitsTheAcceptance();
    void aDraftModelWaitingForItsSizeSurvivesALanguageSwitch();
    void theSettingsSurviveSaveAndOpen();
    void onlyAChatModelShowsThem();
    void anEncoderSaysItsRequestsAreUnpadded();
    void eachKindAsksForWhatItsRequestsHold();
    void theDefaultLengthShowsWholeInPresentationMode();
    void thePageFitsCommonScreens_data();
    void thePageFitsCommonScreens();

private:
    AdvisorSession *session() const { return m_fx->session(); }
    NumberField *field(const char *name) const { return m_fx->find<NumberField>(QLatin1String(name)); }
    QComboBox *combo(const char *name) const { return m_fx->find<QComboBox>(QLatin1String(name)); }

    std::unique_ptr<WindowFixture> m_fx;
};

void TestLlmServingFields::init()
{
    m_fx = std::make_unique<WindowFixture>();
    // The Chinese case launches its own window.
    if (!QByteArray(QTest::currentTestFunction()).startsWith("thePageFits"))
        REQUIRE(m_fx->launch());
}

void TestLlmServingFields::maxModelLengthAndEagleAreTypedWithKeys()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    session()->flush();
    const std::map<QString, double> before = perUserSpeeds(session()->recommendation());
    QVERIFY(!before.empty());
    QComboBox *engine = combo("llmEngineCombo");
    NumberField *maxLength = field("maxModelLengthField");
    QComboBox *method = combo("speculativeCombo");
    NumberField *acceptance = field("acceptanceLengthField");
    NumberField *draftTokens = field("draftTokensField");
    NumberField *draftSize = field("draftSizeField");
    REQUIRE(engine && maxLength && method && acceptance && draftTokens && draftSize);
    // Llama 3.1 70B's config.json: max_position_embeddings 131072.
    QCOMPARE(maxLength->lineEdit()->placeholderText(), QStringLiteral("engine default: 131,072"));
    QVERIFY(!acceptance->isEnabled() && !draftTokens->isEnabled() && !draftSize->isEnabled());

    engine->setFocus();
    QTest::keyClick(engine, Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), maxLength->lineEdit());
    QTest::keyClicks(maxLength->lineEdit(), QStringLiteral("32768"));
    QTest::keyClick(maxLength->lineEdit(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), method);
    // Off, draft model, EAGLE.
    QTest::keyClick(method, Qt::Key_Down);
    QTest::keyClick(method, Qt::Key_Down);
    QCOMPARE(method->currentData().toString(), QStringLiteral("eagle"));
    QVERIFY(acceptance->isEnabled() && draftTokens->isEnabled());
    QVERIFY(!draftSize->isEnabled()); // EAGLE's heads come with the model
    QTest::keyClick(method, Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), acceptance->lineEdit());
    // Below one token a step is refused at the field, and Return (Next) stays on the page.
    acceptance->lineEdit()->selectAll();
    QTest::keyClicks(acceptance->lineEdit(), QStringLiteral("0.5"));
    QVERIFY(!acceptance->isValid());
    QVERIFY2(acceptance->errorText().contains(QStringLiteral("at least 1")), qPrintable(acceptance->errorText()));
    QCOMPARE(session()->scenario().inference.speculative.acceptanceLength, 1.0);
    QTest::keyClick(acceptance->lineEdit(), Qt::Key_Return);
    QCOMPARE(m_fx->currentPage(), int(AdvisorWizard::ScalePageId));
    // Past the file's limit of 10 too.
    acceptance->lineEdit()->selectAll();
    QTest::keyClicks(acceptance->lineEdit(), QStringLiteral("11"));
    QVERIFY2(acceptance->errorText().contains(QStringLiteral("at most 10")), qPrintable(acceptance->errorText()));
    acceptance->lineEdit()->selectAll();
    QTest::keyClicks(acceptance->lineEdit(), QStringLiteral("3"));
    QVERIFY(acceptance->isValid());
    QTest::keyClick(acceptance->lineEdit(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), draftTokens->lineEdit());
    // Taken on leaving the field: two proposed tokens at the least can keep three a step.
    QCOMPARE(draftTokens->lineEdit()->placeholderText(), QStringLiteral("fewest needed: 2"));

    const Scenario &s = session()->scenario();
    QCOMPARE(s.inference.maxModelLength.value_or(0), 32768);
    QCOMPARE(toString(s.inference.speculative.method), QStringLiteral("eagle"));
    QCOMPARE(s.inference.speculative.acceptanceLength, 3.0);
    QVERIFY(!s.inference.speculative.draftTokens);
    // What the wizard built, a file takes back unchanged.
    const ScenarioLoadResult again = ScenarioIo::fromJson(ScenarioIo::toJson(s));
    QVERIFY2(again.scenario, qPrintable(again.diagnostics.toStringList().join(QLatin1Char('\n'))));
    QVERIFY(again.scenario->inference == s.inference);

    // Return ends the typing (issue 47 asks that it go to Next as well; either way nothing is lost), and
    // Alt+N goes on. The answer is the faster one: every row's user gets more tokens a second.
    QTest::keyClick(draftTokens->lineEdit(), Qt::Key_Return);
    QCOMPARE(session()->scenario().inference.speculative.acceptanceLength, 3.0);
    if (m_fx->currentPage() == int(AdvisorWizard::ScalePageId))
        QTest::keyClick(m_fx->window(), Qt::Key_N, Qt::AltModifier);
    QTRY_COMPARE(m_fx->currentPage(), int(AdvisorWizard::ScalePageId) + 1);
    session()->flush();
    const std::map<QString, double> after = perUserSpeeds(session()->recommendation());
    int compared = 0;
    for (const auto &[row, speed] : after) {
        const auto old = before.find(row);
        if (old == before.end())
            continue;
        QVERIFY2(speed > old->second * 1.2,
                 qPrintable(QStringLiteral("%1: %2 tokens/s, was %3").arg(row).arg(speed).arg(old->second)));
        ++compared;
    }
    QVERIFY2(compared > 0, "no row in both answers to compare");
}

/**
 * With both groups and the plan shown every letter of the window is taken but one: the max model length
 * has Alt+D, the job deadline Alt+J, each pressed as a user presses it, from another field.
 */
void TestLlmServingFields::altKeysReachMaxModelLengthAndTheDeadline()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    REQUIRE(m_fx->click(QStringLiteral("addTrainingPhaseButton")));
    NumberField *maxLength = field("maxModelLengthField");
    NumberField *deadline = field("deadlineField");
    NumberField *context = field("contextField");
    REQUIRE(maxLength && deadline && context);
    QVERIFY(maxLength->isVisible() && deadline->isVisible());
    context->lineEdit()->setFocus();
    QCOMPARE(QApplication::focusWidget(), context->lineEdit());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_D, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), maxLength->lineEdit());
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("8192"));
    // Taken when the mnemonic moves on to the next field.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_J, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), deadline->lineEdit());
    QCOMPARE(session()->scenario().inference.maxModelLength.value_or(0), 8192);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("48"));
    // The page still reaches the next one by keys, and the number typed last goes with it.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_N, Qt::AltModifier);
    QTRY_COMPARE(m_fx->currentPage(), int(AdvisorWizard::ScalePageId) + 1);
    QCOMPARE(session()->scenario().training.deadlineHours.value_or(0), 48.0);
    // A limit in an error is read, not typed back: grouped as the locale groups ("10,000,000").
    REQUIRE(m_fx->back());
    context->lineEdit()->setFocus();
    context->lineEdit()->selectAll();
    QTest::keyClicks(context->lineEdit(), QStringLiteral("99999999"));
    QVERIFY(!context->isValid());
    QVERIFY2(context->errorText().contains(QLocale().toString(10000000.0, 'f', 0)), qPrintable(context->errorText()));
}

void TestLlmServingFields::maxModelLengthChangesTheAnswer()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    session()->flush();
    std::vector<QString> fitted;
    for (const Configuration &c : session()->recommendation().ranked)
        fitted.push_back(c.layout.instanceType);
    QVERIFY(!fitted.empty());
    // Shorter than one request (4,096 prompt and 512 output tokens): the engine would refuse every request.
    REQUIRE(m_fx->typeInto(QStringLiteral("maxModelLengthField"), QStringLiteral("4000")));
    session()->flush();
    QCOMPARE(session()->scenario().inference.maxModelLength.value_or(0), 4000);
    const Recommendation &refused = session()->recommendation();
    QVERIFY(refused.ranked.empty());
    // Every row that fitted is now refused, and says why.
    for (const QString &type : fitted) {
        const auto row = std::find_if(refused.rejected.begin(), refused.rejected.end(),
                                      [&type](const Configuration &c) { return c.layout.instanceType == type; });
        QVERIFY2(row != refused.rejected.end(), qPrintable(type + " is neither ranked nor rejected"));
        const bool said = std::any_of(row->problems.begin(), row->problems.end(), [](const Finding &f) {
            return f.kind == Finding::Kind::MaxModelLengthBelowRequest;
        });
        QVERIFY2(said, qPrintable(type));
    }
    // Emptied, it is the engine's default again.
    REQUIRE(m_fx->typeInto(QStringLiteral("maxModelLengthField"), QString()));
    session()->flush();
    QVERIFY(!session()->scenario().inference.maxModelLength);
    QVERIFY(!session()->recommendation().ranked.empty());
    // Zero is below the file's limit: refused, and the scenario keeps the default.
    REQUIRE(m_fx->typeInto(QStringLiteral("maxModelLengthField"), QStringLiteral("0")));
    QVERIFY(!field("maxModelLengthField")->isValid());
    QVERIFY(!session()->scenario().inference.maxModelLength);
    QVERIFY(!m_fx->wizard()->button(QWizard::NextButton)->isEnabled());
}

void TestLlmServingFields::aDraftModelNeedsItsSizeAndLimitsTheAcceptance()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    QComboBox *method = combo("speculativeCombo");
    NumberField *draftSize = field("draftSizeField");
    REQUIRE(method && draftSize);
    QAbstractButton *next = m_fx->wizard()->button(QWizard::NextButton);
    auto *note = m_fx->find<QLabel>(QStringLiteral("draftSizeNote"));
    REQUIRE(note);
    QVERIFY(!note->isVisible());
    REQUIRE(WindowFixture::choose(method, QStringLiteral("draft")));
    QVERIFY(draftSize->isEnabled());
    // A file with a draft model and no size is refused: the method waits for it, and so does Next.
    QCOMPARE(toString(session()->scenario().inference.speculative.method), QStringLiteral("none"));
    QVERIFY(!next->isEnabled());
    QCOMPARE(draftSize->lineEdit()->placeholderText(), QStringLiteral("needed, such as 0.5"));
    // Next is not held back without a word: the reason shows right under the field, in its column.
    QVERIFY(note->isVisible());
    QVERIFY2(note->text().contains(QStringLiteral("draft model's size")), qPrintable(note->text()));
    QWidget *window = m_fx->window();
    const QRect editRect(draftSize->lineEdit()->mapTo(window, QPoint()), draftSize->lineEdit()->size());
    const QRect noteRect(note->mapTo(window, QPoint()), note->size());
    QCOMPARE(noteRect.left(), editRect.left());
    QVERIFY2(noteRect.top() >= editRect.bottom() && noteRect.top() - editRect.bottom() < 20,
             qPrintable(QStringLiteral("note at %1, field ends at %2").arg(noteRect.top()).arg(editRect.bottom())));
    QVERIFY(note->width() >= editRect.width());
    QVERIFY(note->height() >= note->heightForWidth(note->width()));
    REQUIRE(m_fx->typeInto(QStringLiteral("acceptanceLengthField"), QStringLiteral("2.5")));
    REQUIRE(WindowFixture::typeInto(draftSize->lineEdit(), QStringLiteral("1")));
    QVERIFY(next->isEnabled());
    QVERIFY(!note->isVisible());
    const SpeculativeDecoding &spec = session()->scenario().inference.speculative;
    QCOMPARE(toString(spec.method), QStringLiteral("draft"));
    QCOMPARE(spec.draftParameters.value_or(0), 1e9);
    QCOMPARE(spec.acceptanceLength, 2.5);
    // Emptied again, the size is missing again: Next waits, and the scenario keeps the last size.
    REQUIRE(WindowFixture::typeInto(draftSize->lineEdit(), QString()));
    QVERIFY(!next->isEnabled());
    QVERIFY(note->isVisible());
    QCOMPARE(spec.draftParameters.value_or(0), 1e9);
    REQUIRE(WindowFixture::typeInto(draftSize->lineEdit(), QStringLiteral("1")));
    QVERIFY(next->isEnabled());

    // The file refuses an acceptance above the proposed tokens + 1: with 2 proposed, 4 is refused at the field.
    REQUIRE(m_fx->typeInto(QStringLiteral("draftTokensField"), QStringLiteral("2")));
    QCOMPARE(spec.draftTokens.value_or(0), 2);
    NumberField *acceptance = field("acceptanceLengthField");
    REQUIRE(WindowFixture::typeInto(acceptance->lineEdit(), QStringLiteral("4")));
    QVERIFY2(acceptance->errorText().contains(QStringLiteral("at most 3")), qPrintable(acceptance->errorText()));
    QCOMPARE(spec.acceptanceLength, 2.5);
    REQUIRE(WindowFixture::typeInto(acceptance->lineEdit(), QStringLiteral("3")));
    QCOMPARE(spec.acceptanceLength, 3.0);
    // And the other way: three kept a step need two proposed at least.
    NumberField *draftTokens = field("draftTokensField");
    REQUIRE(WindowFixture::typeInto(draftTokens->lineEdit(), QStringLiteral("1")));
    QVERIFY2(draftTokens->errorText().contains(QStringLiteral("at least 2")), qPrintable(draftTokens->errorText()));
    QCOMPARE(spec.draftTokens.value_or(0), 2);
    const ScenarioLoadResult again = ScenarioIo::fromJson(ScenarioIo::toJson(session()->scenario()));
    QVERIFY2(again.scenario, qPrintable(again.diagnostics.toStringList().join(QLatin1Char('\n'))));
    QVERIFY(again.scenario->inference.speculative == spec);

    // Another method: the size is not asked, and the method applies at once.
    REQUIRE(WindowFixture::typeInto(draftTokens->lineEdit(), QStringLiteral("2")));
    REQUIRE(WindowFixture::choose(method, QStringLiteral("ngram")));
    QVERIFY(!draftSize->isEnabled());
    QVERIFY(!note->isVisible());
    QCOMPARE(toString(spec.method), QStringLiteral("ngram"));
    QVERIFY(next->isEnabled());
}

/**
 * The scenario takes the draft method only with its size, so the page holds the choice until then; a new
 * language reloads the page from the scenario, which had put the method back to Off and hidden the note.
 */
void TestLlmServingFields::aDraftModelWaitingForItsSizeSurvivesALanguageSwitch()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    QComboBox *method = combo("speculativeCombo");
    NumberField *draftSize = field("draftSizeField");
    auto *note = m_fx->find<QLabel>(QStringLiteral("draftSizeNote"));
    REQUIRE(method && draftSize && note);
    REQUIRE(WindowFixture::choose(method, QStringLiteral("draft")));
    const QString english = note->text();
    QAbstractButton *next = m_fx->wizard()->button(QWizard::NextButton);
    for (const char *language : {"chineseAction", "englishAction"}) {
        REQUIRE(m_fx->trigger(QLatin1String(language)));
        QCoreApplication::processEvents();
        QCOMPARE(method->currentData().toString(), QStringLiteral("draft"));
        QVERIFY(draftSize->isEnabled());
        QVERIFY(note->isVisible());
        QVERIFY(!next->isEnabled());
        QCOMPARE(toString(session()->scenario().inference.speculative.method), QStringLiteral("none"));
    }
    QCOMPARE(note->text(), english);
    // The size given after the switches, the choice applies as it would have before them.
    REQUIRE(WindowFixture::typeInto(draftSize->lineEdit(), QStringLiteral("0.5")));
    QCOMPARE(toString(session()->scenario().inference.speculative.method), QStringLiteral("draft"));
    QVERIFY(next->isEnabled());
    QVERIFY(!note->isVisible());
    // A new scenario is no language switch: a choice still waiting for its size goes with the old one.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::InferenceApi, AdvisorWizard::StartPageId));
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    REQUIRE(WindowFixture::choose(method, QStringLiteral("draft")));
    REQUIRE(m_fx->walkTo(ScenarioTemplates::InferenceApi, AdvisorWizard::StartPageId));
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    QCOMPARE(method->currentData().toString(), QStringLiteral("none"));
    QVERIFY(!note->isVisible());
}

void TestLlmServingFields::theSettingsSurviveSaveAndOpen()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    REQUIRE(m_fx->typeInto(QStringLiteral("maxModelLengthField"), QStringLiteral("16384")));
    REQUIRE(WindowFixture::choose(combo("speculativeCombo"), QStringLiteral("draft")));
    REQUIRE(m_fx->typeInto(QStringLiteral("draftSizeField"), QStringLiteral("0.5")));
    REQUIRE(m_fx->typeInto(QStringLiteral("acceptanceLengthField"), QStringLiteral("2.75")));
    REQUIRE(m_fx->typeInto(QStringLiteral("draftTokensField"), QStringLiteral("4")));
    const InferenceInput typed = session()->scenario().inference;
    QCOMPARE(toString(typed.speculative.method), QStringLiteral("draft"));
    const QString path = m_fx->filePath(QStringLiteral("speculative.gpuadvisor.json"));
    m_fx->nextFiles << path;
    REQUIRE(m_fx->trigger(QStringLiteral("saveAsAction")));
    QVERIFY2(m_fx->messages.isEmpty(), qPrintable(m_fx->messages.value(0).text));

    // Another scenario in between, so the fields must come back from the file.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::WorkloadPageId));
    m_fx->answers << QMessageBox::Discard;
    m_fx->nextFiles << path;
    REQUIRE(m_fx->trigger(QStringLiteral("openAction")));
    QVERIFY(session()->scenario().inference == typed);
    REQUIRE(m_fx->nextTo(AdvisorWizard::ScalePageId));
    QCOMPARE(field("maxModelLengthField")->lineEdit()->text(), QStringLiteral("16384"));
    QCOMPARE(combo("speculativeCombo")->currentData().toString(), QStringLiteral("draft"));
    QCOMPARE(field("acceptanceLengthField")->lineEdit()->text(), QStringLiteral("2.75"));
    QCOMPARE(field("draftTokensField")->lineEdit()->text(), QStringLiteral("4"));
    QCOMPARE(field("draftSizeField")->lineEdit()->text(), QStringLiteral("0.5"));
    QVERIFY(field("draftSizeField")->isEnabled());
}

/**
 * BERT on TensorRT, its requests padded to 384 tokens: typing their mean real length (an engine that runs them
 * unpadded) makes each cheaper, so the same rows serve more. A chat model has no such field.
 */
void TestLlmServingFields::anEncoderSaysItsRequestsAreUnpadded()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    NumberField *mean = field("meanInputField");
    REQUIRE(mean);
    QVERIFY(!mean->isVisible());
    REQUIRE(m_fx->walkTo(ScenarioTemplates::InferenceApi, AdvisorWizard::ScalePageId));
    QVERIFY(mean->isVisible());
    QVERIFY(!session()->scenario().inference.meanInputTokens);
    QCOMPARE(mean->lineEdit()->placeholderText(), QStringLiteral("padded to the input length"));
    session()->flush();
    const auto served = [this] {
        const Recommendation &r = session()->recommendation();
        return r.ranked.empty() ? 0.0 : r.ranked.front().speed.samplesPerSecond / r.ranked.front().layout.totalGpus;
    };
    const double padded = served();
    QVERIFY(padded > 0);
    field("contextField")->lineEdit()->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), mean->lineEdit());
    QTest::keyClicks(mean->lineEdit(), QStringLiteral("172"));
    QTest::keyClick(mean->lineEdit(), Qt::Key_Tab); // taken on leaving the field
    QCOMPARE(session()->scenario().inference.meanInputTokens.value_or(0), 172);
    session()->flush();
    QVERIFY2(served() > 1.5 * padded, qPrintable(QStringLiteral("%1 against %2").arg(served()).arg(padded)));
    // Emptied again: padded, as before.
    mean->lineEdit()->setFocus();
    mean->lineEdit()->selectAll();
    QTest::keyClick(mean->lineEdit(), Qt::Key_Backspace);
    QTest::keyClick(mean->lineEdit(), Qt::Key_Tab);
    QVERIFY(!session()->scenario().inference.meanInputTokens);
}

// The page asks what the engine sizes: an embedder reads text once and writes nothing back, a recommender
// reads feature ids, not tokens.
void TestLlmServingFields::eachKindAsksForWhatItsRequestsHold()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::InferenceApi, AdvisorWizard::ScalePageId));
    const auto visible = [this](const char *name) {
        auto *w = m_fx->find<QWidget>(QLatin1String(name));
        return w && w->isVisible();
    };
    session()->edit([](Scenario &s) { s.model = QStringLiteral("qwen3-embedding-8b"); });
    QVERIFY(session()->presets().preset(QStringLiteral("qwen3-embedding-8b")));
    QVERIFY(visible("contextField") && visible("meanInputField"));
    QCOMPARE(labelOf(field("contextField")), QStringLiteral("&Input length:"));
    for (const char *name : {"outputField", "firstTokenField", "llmEngineCombo", "maxModelLengthField"})
        QVERIFY2(!visible(name), name);
    // An embedder stays one when the task is changed after it; a chat model reads a prompt and writes an answer.
    session()->edit([](Scenario &s) { s.task = Task::Llm; });
    QVERIFY(!visible("outputField") && visible("meanInputField"));
    QCOMPARE(field("latencyField")->unit(), QStringLiteral("ms per request"));
    session()->edit([](Scenario &s) { s.model = QStringLiteral("qwen3-8b"); });
    QCOMPARE(field("latencyField")->unit(), QStringLiteral("ms per output token"));
    QVERIFY(visible("outputField") && visible("llmEngineCombo") && !visible("meanInputField"));
    session()->edit([](Scenario &s) {
        s.task = Task::Recsys;
        s.model = QStringLiteral("dlrm-mlperf");
    });
    QVERIFY(session()->presets().preset(QStringLiteral("dlrm-mlperf")));
    for (const char *name : {"contextField", "meanInputField", "outputField", "firstTokenField", "llmEngineCombo"})
        QVERIFY2(!visible(name), name);
    QVERIFY(visible("rpsField") && visible("latencyField"));
}

void TestLlmServingFields::onlyAChatModelShowsThem()
{
    const QStringList names{QStringLiteral("maxModelLengthField"), QStringLiteral("speculativeCombo"),
                            QStringLiteral("acceptanceLengthField"), QStringLiteral("draftTokensField"),
                            QStringLiteral("draftSizeField")};
    const auto shown = [this, &names](bool expected) {
        for (const QString &name : names) {
            auto *w = m_fx->find<QWidget>(name);
            if (!w)
                return false;
            if (w->isVisible() != expected)
                return WindowFixture::fail(QStringLiteral("%1 is %2").arg(name, expected ? "hidden" : "shown"));
            // The label goes with its field.
            auto *form = qobject_cast<QFormLayout *>(w->parentWidget()->layout());
            if (!form || !form->labelForField(w) || form->labelForField(w)->isVisible() != expected)
                return WindowFixture::fail(QStringLiteral("the label of %1 does not follow it").arg(name));
        }
        return true;
    };
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    REQUIRE(shown(true));
    QCOMPARE(labelOf(combo("speculativeCombo")), QStringLiteral("&Speculative decoding:"));
    for (ScenarioTemplates::Id id :
         {ScenarioTemplates::ImageClassifier, ScenarioTemplates::InferenceApi, ScenarioTemplates::Rendering}) {
        REQUIRE(m_fx->walkTo(id, AdvisorWizard::ScalePageId));
        REQUIRE(shown(false));
    }
    // Speech decodes tokens too, but its engines have no such settings.
    session()->edit([](Scenario &s) {
        s.task = Task::Other;
        s.stage = Stage::Inference;
        s.model = QStringLiteral("whisper-large-v3");
    });
    QVERIFY(session()->presets().preset(QStringLiteral("whisper-large-v3")));
    REQUIRE(shown(false));
    // A fine-tune of a chat model that plans no serving asks nothing about serving.
    REQUIRE(m_fx->walkTo(ScenarioTemplates::FineTune7B, AdvisorWizard::ScalePageId));
    QVERIFY(!m_fx->find<QGroupBox>(QStringLiteral("servingGroup"))->isVisible());
}

// The placeholder holds a number, and numbers are never elided: presentation mode's larger text, switched on
// while the page shows, must still fit the field.
void TestLlmServingFields::theDefaultLengthShowsWholeInPresentationMode()
{
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    QLineEdit *edit = field("maxModelLengthField")->lineEdit();
    REQUIRE(edit);
    const auto fits = [edit] {
        return edit->fontMetrics().horizontalAdvance(edit->placeholderText()) + 8 <= edit->width();
    };
    QVERIFY(fits());
    REQUIRE(m_fx->press(Qt::Key_F11));
    QVERIFY(m_fx->window()->isFullScreen());
    QTRY_VERIFY2(fits(),
                 qPrintable(QStringLiteral("%1 px of text in %2 px")
                                .arg(edit->fontMetrics().horizontalAdvance(edit->placeholderText()))
                                .arg(edit->width())));
    REQUIRE(m_fx->press(Qt::Key_F11));
}

void TestLlmServingFields::thePageFitsCommonScreens_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const char *language : {"en", "zh_CN"}) {
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)})
            QTest::addRow("%s %dx%d", language, size.width(), size.height()) << QString::fromLatin1(language) << size;
    }
}

/**
 * The tallest case of the page: a chat model served, with a plan that fine-tunes it too, so both groups
 * show. Every row must lie inside the page and clear of the next; GPUADVISOR_SCREENSHOTS=DIR keeps a PNG.
 */
void TestLlmServingFields::thePageFitsCommonScreens()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    REQUIRE(m_fx->launch(language));
    REQUIRE(m_fx->walkTo(ScenarioTemplates::Serve70B, AdvisorWizard::ScalePageId));
    REQUIRE(m_fx->click(QStringLiteral("addTrainingPhaseButton")));
    REQUIRE(WindowFixture::choose(combo("speculativeCombo"), QStringLiteral("draft")));
    QWidget *window = m_fx->window();
    window->resize(size);
    // While the draft model's size is missing, once it is given, and with a serving field's error showing:
    // an error line once widened the serving group and cut the training group's labels at 1366 px.
    for (const QString &state :
         {QStringLiteral("draft-size-missing"), QStringLiteral("draft-size-given"), QStringLiteral("field-error")}) {
        if (state.endsWith(QLatin1String("given")))
            REQUIRE(m_fx->typeInto(QStringLiteral("draftSizeField"), QStringLiteral("0.5")));
        if (state == QLatin1String("field-error"))
            REQUIRE(m_fx->typeInto(QStringLiteral("maxModelLengthField"), QStringLiteral("0")));
        QTest::qWait(50);
        QApplication::processEvents();
        QCOMPARE(window->size(), size);
        const QImage shot = window->grab().toImage();
        if (const QByteArray dir = qgetenv("GPUADVISOR_SCREENSHOTS"); !dir.isEmpty())
            QVERIFY(shot.save(QStringLiteral("%1/scale-llm-%2-%3x%4-%5.png")
                                  .arg(QString::fromLocal8Bit(dir), language)
                                  .arg(size.width())
                                  .arg(size.height())
                                  .arg(state)));
        QWidget *page = m_fx->wizard()->currentPage();
        REQUIRE(page);
        for (const char *group : {"trainingGroup", "servingGroup"}) {
            auto *box = m_fx->find<QGroupBox>(QLatin1String(group));
            REQUIRE(box);
            QVERIFY(box->isVisible());
            if (!rowsShowWhole(page, qobject_cast<QFormLayout *>(box->layout())))
                QFAIL(qPrintable(state));
        }
        // A message shows whole: the draft size's while it is missing, the field's own error after.
        QLabel *message = state == QLatin1String("field-error")
            ? field("maxModelLengthField")->findChild<QLabel *>(QStringLiteral("fieldError"))
            : m_fx->find<QLabel>(QStringLiteral("draftSizeNote"));
        REQUIRE(message);
        QCOMPARE(message->isVisible(), state != QLatin1String("draft-size-given"));
        if (message->isVisible()) {
            QVERIFY2(message->height() >= message->heightForWidth(message->width()), qPrintable(state));
            QVERIFY(page->rect().contains(QRect(message->mapTo(page, QPoint()), message->size())));
        }
        // Below the groups, the plan and the wizard's buttons stay on screen.
        QAbstractButton *next = m_fx->wizard()->button(QWizard::NextButton);
        QVERIFY(QRect(QPoint(), window->size()).contains(QRect(next->mapTo(window, QPoint()), next->size())));
    }
}

QTEST_MAIN(TestLlmServingFields)
#include "tst_llmservingfields.moc"
