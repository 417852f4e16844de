// SPDX-License-Identifier: Apache-2.0
// Speculative decoding (issue 44, item 6): a proposer guesses tokens that the model checks in one step.
// While a step is bound by reading the weights, checking k + 1 tokens costs about what one does, so a lone
// user gains about the acceptance length over one plus the proposer's cost; once the batch makes the steps
// bound by arithmetic, the checked tokens cost in full and the gain shrinks, down to a loss (vLLM's blog
// reports a 1.4x slowdown at high load). The roofline has to produce that by itself.
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/scenario/scenariofields.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/memorymodel.h"
#include "models/sizing/sizingengine.h"
#include "models/sizing/sizingparameters.h"
#include "models/sizing/speculativedecoding.h"
#include "models/text/findingtext.h"
#include "tests/models/publishedcases.h"
#include "tests/testutils.h"

#include <algorithm>
#include <cmath>

#include <QTest>

using namespace Advisor;

namespace {
/** Llama 3.1 8B in BF16 on one H100, `users` of them at once, each with a short chat prompt. */
Scenario chat(int users)
{
    Scenario s;
    s.task = Task::Llm;
    s.stage = Stage::Inference;
    s.model = QStringLiteral("llama-3.1-8b");
    s.precision = Precision::Bf16;
    s.inference.contextLength = 512;
    s.inference.outputTokens = 256;
    s.inference.concurrency = users;
    s.inference.requestsPerSecond = 0.001;
    s.constraints.maxNodes = 1;
    return s;
}

SpeculativeDecoding eagle(double acceptance, int draftTokens)
{
    SpeculativeDecoding spec;
    spec.method = SpeculativeMethod::Eagle;
    spec.acceptanceLength = acceptance;
    spec.draftTokens = draftTokens;
    return spec;
}

QString diagnosticsText(const ScenarioLoadResult &r)
{
    return r.diagnostics.toStringList().join(QLatin1Char('\n'));
}
} // namespace

class TestSpeculative : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(PublishedCases::loadEmbedded(m_catalog, m_presets));
        std::tie(m_h100, m_type) = PublishedCases::catalogWith(m_catalog, QStringLiteral("h100-sxm"), 1);
        QVERIFY(m_h100.instanceType(m_type));
    }

    // "none" is plain decoding, whatever else the block says.
    void noneLeavesTheSpeedAlone()
    {
        const Scenario plain = chat(1);
        Scenario none = plain;
        none.inference.speculative.acceptanceLength = 3;
        none.inference.speculative.draftTokens = 4;
        const Configuration a = row(plain);
        const Configuration b = row(none);
        QVERIFY(a.speed.perUserTokensPerSecond > 0);
        QCOMPARE(b.speed.perUserTokensPerSecond, a.speed.perUserTokensPerSecond);
        QCOMPARE(b.speed.tokensPerSecond, a.speed.tokensPerSecond);
        QVERIFY(!hasAssumption(none));
    }

    // One user, memory-bound: EAGLE (one layer of 32 per proposed token) keeping 3 tokens of 4 checked gains
    // close to 3 ÷ (1 + 3/32) = 2.74, and never more than the acceptance length.
    void loneUserGainsAboutTheAcceptanceLength()
    {
        Scenario s = chat(1);
        const double plain = row(s).speed.perUserTokensPerSecond;
        s.inference.speculative = eagle(3, 3);
        const Configuration fast = row(s);
        const double gain = fast.speed.perUserTokensPerSecond / plain;
        const double expected = 3.0 / (1.0 + 3.0 / 32.0);
        qInfo("batch 1: %.3fx, memory-bound bound %.3fx", gain, expected);
        QVERIFY2(gain > expected * 0.9 && gain <= expected * 1.001, qPrintable(QString::number(gain)));
        // n-gram lookup costs the GPU nothing: the gain comes closer still to the acceptance length.
        s.inference.speculative.method = SpeculativeMethod::Ngram;
        const double ngram = row(s).speed.perUserTokensPerSecond / plain;
        QVERIFY2(ngram > gain && ngram <= 3.0, qPrintable(QString::number(ngram)));
        // The same step model prices the load: one user's tokens rise with the user's speed, while the capacity
        // at the engine's batch cap, where the steps are bound by arithmetic, gains less or loses.
        const Configuration base = row(chat(1));
        QVERIFY(qAbs(fast.speed.tokensPerSecondAtConcurrency / base.speed.tokensPerSecondAtConcurrency - gain) < 1e-6);
        const double capacityGain = fast.speed.tokensPerSecond / base.speed.tokensPerSecond;
        qInfo("capacity at the batch cap: %.3fx", capacityGain);
        QVERIFY2(capacityGain < gain * 0.8, qPrintable(QString::number(capacityGain)));
    }

    // At a large batch the steps are bound by arithmetic: checking 6 tokens a sequence costs about six
    // steps' worth, and keeping 2 of them is a loss, for each user and for the capacity alike.
    void largeBatchShrinksTheGainToALoss()
    {
        Scenario s = chat(256);
        const Configuration plain = row(s);
        s.inference.speculative = eagle(2, 5);
        const Configuration spec = row(s);
        const double gain = spec.speed.perUserTokensPerSecond / plain.speed.perUserTokensPerSecond;
        Scenario one = chat(1);
        const double alone = row(one).speed.perUserTokensPerSecond;
        one.inference.speculative = eagle(2, 5);
        const double gainAlone = row(one).speed.perUserTokensPerSecond / alone;
        qInfo("L=2, k=5: %.3fx at batch 1, %.3fx at batch 256", gainAlone, gain);
        QVERIFY(gainAlone > 1.5);
        QVERIFY2(gain < gainAlone, qPrintable(QString::number(gain)));
        QVERIFY2(gain < 1.0, qPrintable(QString::number(gain)));
        QVERIFY(spec.speed.tokensPerSecond < plain.speed.tokensPerSecond);
    }

    // A draft model costs its own size each proposed token: a 1B draft of an 8B model gains less than EAGLE.
    void draftModelCostsItsSize()
    {
        Scenario s = chat(1);
        const double plain = row(s).speed.perUserTokensPerSecond;
        s.inference.speculative = eagle(3, 3);
        const double withEagle = row(s).speed.perUserTokensPerSecond / plain;
        s.inference.speculative.method = SpeculativeMethod::Draft;
        s.inference.speculative.draftParameters = 1.0e9;
        const double withDraft = row(s).speed.perUserTokensPerSecond / plain;
        QVERIFY2(withDraft < withEagle * 0.85, qPrintable(QStringLiteral("%1 %2").arg(withDraft).arg(withEagle)));
        QVERIFY(withDraft > 1.5);
    }

    // The proposer is a model too: its weights and its own cache take memory on every GPU of the copy, and it
    // reads the prompt before its first proposal. An n-gram lookup runs on the CPU and takes neither.
    void proposerTakesMemoryAndReadsThePrompt()
    {
        Scenario plain = chat(1);
        plain.inference.contextLength = 8192;
        Scenario draft = plain;
        draft.inference.speculative = eagle(3, 3);
        draft.inference.speculative.method = SpeculativeMethod::Draft;
        draft.inference.speculative.draftParameters = 1.0e9;
        Scenario ngram = draft;
        ngram.inference.speculative.method = SpeculativeMethod::Ngram;
        ngram.inference.speculative.draftParameters.reset();

        const SizingEngine engine(m_h100, m_presets, parametersFor(plain));
        const WorkloadProfile p = engine.profile(plain);
        const auto copy = [&](const Scenario &s) { return MemoryModel(s, p, engine.parameters()).serving(1, 1, 16); };
        const MemoryBreakdown none = copy(plain);
        const MemoryBreakdown withDraft = copy(draft);
        // A 1B draft in BF16 is 2 GB of weights, and its cache a share of the 8B model's in proportion.
        QVERIFY2(std::abs((withDraft.weights - none.weights) / 2.0e9 - 1.0) < 0.02,
                 qPrintable(QString::number((withDraft.weights - none.weights) / 1e9)));
        const double cacheShare = withDraft.kvCache / none.kvCache - 1.0;
        QVERIFY2(cacheShare > 0.10 && cacheShare < 0.15, qPrintable(QString::number(cacheShare)));
        QCOMPARE(copy(ngram).total(), none.total());

        // A longer prompt's first token pays the draft's share of the prefill; the lookup adds nothing.
        const double plainFirst = row(plain).speed.ttftMs;
        const double draftFirst = row(draft).speed.ttftMs;
        QVERIFY2(draftFirst > plainFirst * 1.05 && draftFirst < plainFirst * 1.2,
                 qPrintable(QStringLiteral("%1 against %2 ms").arg(draftFirst).arg(plainFirst)));
        QCOMPARE(row(ngram).speed.ttftMs, plainFirst);
    }

    // The assumption names the method, what it keeps and proposes, and the gain at one user.
    void assumptionStatesTheGain()
    {
        Scenario s = chat(1);
        s.inference.speculative = eagle(3, 3);
        const SizingEngine engine(m_h100, m_presets, parametersFor(s));
        const WorkloadProfile profile = engine.profile(s);
        const auto a = std::find_if(profile.assumptions.begin(), profile.assumptions.end(),
                                    [](const Assumption &x) { return x.id == AssumptionId::SpeculativeDecoding; });
        QVERIFY(a != profile.assumptions.end());
        QCOMPARE(a->names.value(0), QStringLiteral("eagle"));
        QCOMPARE(a->numbers.value(0), 3.0);
        QCOMPARE(a->numbers.value(1), 3.0);
        QVERIFY(qAbs(a->numbers.value(3) - 3.0 / (1.0 + 3.0 / 32.0)) < 1e-6);
        const AssumptionLine line = FindingText::assumption(*a, &m_h100);
        qInfo("%s: %s (%s)", qPrintable(line.label), qPrintable(line.value), qPrintable(line.source));
        QVERIFY2(line.value.contains(QStringLiteral("EAGLE")) && line.value.contains(QStringLiteral("2.74")),
                 qPrintable(line.value));
        QVERIFY2(line.source.contains(QStringLiteral("±50 %")), qPrintable(line.source));
    }

    void isWrittenAndReadBack()
    {
        Scenario s = chat(4);
        QVERIFY(!ScenarioIo::toJson(s).contains("speculative"));
        s.inference.speculative.method = SpeculativeMethod::Draft;
        s.inference.speculative.acceptanceLength = 2.5;
        s.inference.speculative.draftTokens = 5;
        s.inference.speculative.draftParameters = 5e8;
        const auto again = ScenarioIo::fromJson(ScenarioIo::toJson(s));
        QVERIFY2(again.scenario, qPrintable(diagnosticsText(again)));
        QVERIFY(again.scenario->inference.speculative == s.inference.speculative);
        // Without draft tokens, the fewest that can reach the acceptance length.
        s.inference.speculative = eagle(3.4, 1);
        s.inference.speculative.draftTokens.reset();
        QCOMPARE(speculativeDraftTokens(s.inference.speculative), 3);
        const auto mtp = ScenarioIo::fromJson(ScenarioIo::toJson(s));
        QVERIFY2(mtp.scenario && mtp.scenario->inference.speculative == s.inference.speculative,
                 qPrintable(diagnosticsText(mtp)));
    }

    void badValuesAreRefusedAtTheirField_data()
    {
        QTest::addColumn<QString>("block");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("says");
        QTest::newRow("acceptance below 1") << R"({"method":"eagle","acceptanceLength":0.5})"
                                            << "acceptanceLength"
                                            << "found 0.5";
        QTest::newRow("acceptance absurd") << R"({"method":"mtp","acceptanceLength":40})"
                                           << "acceptanceLength"
                                           << "found 40";
        QTest::newRow("unknown method") << R"({"method":"medusa","acceptanceLength":2})"
                                        << "method"
                                        << "medusa";
        QTest::newRow("no acceptance") << R"({"method":"eagle"})"
                                       << "acceptanceLength"
                                       << "missing";
        QTest::newRow("draft without size") << R"({"method":"draft","acceptanceLength":2})"
                                            << "draftParameters"
                                            << "missing";
        QTest::newRow("more kept than checked") << R"({"method":"ngram","acceptanceLength":4,"draftTokens":2})"
                                                << "acceptanceLength"
                                                << "cannot exceed 3";
    }

    void badValuesAreRefusedAtTheirField()
    {
        QFETCH(QString, block);
        QFETCH(QString, field);
        QFETCH(QString, says);
        const QByteArray json = QStringLiteral(R"({"schemaVersion":1,"workload":{"task":"llm","stage":"inference",
            "model":"llama-3.1-8b","inference":{"speculative":%1}}})")
                                    .arg(block)
                                    .toUtf8();
        const ScenarioLoadResult r = ScenarioIo::fromJson(json);
        QVERIFY(!r.scenario);
        bool found = false;
        for (const Diagnostic &d : r.diagnostics.items())
            found = found
                || (d.severity == Diagnostic::Severity::Error
                    && d.pointer == QStringLiteral("/workload/inference/speculative/") + field
                    && d.message.contains(says));
        QVERIFY2(found, qPrintable(diagnosticsText(r)));
    }

private:
    Configuration row(const Scenario &s) const
    {
        const SizingEngine engine(m_h100, m_presets, parametersFor(s));
        return engine.evaluate(s, engine.profile(s), *m_h100.instanceType(m_type));
    }

    bool hasAssumption(const Scenario &s) const
    {
        const SizingEngine engine(m_h100, m_presets, parametersFor(s));
        const WorkloadProfile p = engine.profile(s);
        return std::any_of(p.assumptions.begin(), p.assumptions.end(),
                           [](const Assumption &a) { return a.id == AssumptionId::SpeculativeDecoding; });
    }

    Catalog m_catalog;
    ModelPresetLibrary m_presets;
    Catalog m_h100;
    QString m_type;
};

QTEST_GUILESS_MAIN(TestSpeculative)
#include "tst_speculative.moc"
