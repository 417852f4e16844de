// SPDX-License-Identifier: Apache-2.0
// The max model length an LLM serving engine is started for (issue 44, item 6). vLLM derives it from the
// model's config.json (max_position_embeddings) and refuses to start unless one sequence that long fits the
// KV cache after the weights; SGLang's context length and TensorRT-LLM's max_seq_len behave alike. A row must
// not be shown as working when the engine as launched would not start, nor "nothing fits" be shown when a
// shorter setting works.
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/scenario/scenariofields.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/sizingengine.h"
#include "models/sizing/sizingparameters.h"
#include "models/text/findingtext.h"
#include "tests/models/publishedcases.h"
#include "tests/testutils.h"

#include <algorithm>

#include <QTest>

using namespace Advisor;

namespace {
/** Llama 3.1 8B in BF16 behind a chat endpoint: a model whose own context (128K) outgrows a 24 GB card. */
Scenario chatOnLlama()
{
    Scenario s;
    s.task = Task::Llm;
    s.stage = Stage::Inference;
    s.model = QStringLiteral("llama-3.1-8b");
    s.precision = Precision::Bf16;
    s.inference.contextLength = 4096;
    s.inference.outputTokens = 512;
    s.inference.concurrency = 4;
    s.inference.requestsPerSecond = 0.1;
    s.constraints.maxNodes = 1;
    s.constraints.billing = {QStringLiteral("payg")};
    return s;
}

const Finding *findingOf(const Findings &findings, Finding::Kind kind)
{
    const auto it = std::find_if(findings.begin(), findings.end(), [kind](const Finding &f) { return f.kind == kind; });
    return it == findings.end() ? nullptr : &*it;
}

const Configuration *rowOf(const std::vector<Configuration> &rows, const QString &type)
{
    const auto it =
        std::find_if(rows.begin(), rows.end(), [&](const Configuration &c) { return c.layout.instanceType == type; });
    return it == rows.end() ? nullptr : &*it;
}
} // namespace

class TestMaxModelLength : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(PublishedCases::loadEmbedded(m_catalog, m_presets));
        const ModelPreset *llama = m_presets.find(QStringLiteral("llama-3.1-8b"));
        QVERIFY(llama && llama->transformer);
        m_context = llama->transformer->context;
        QVERIFY(m_context > 4096 + 512);
    }

    // Left unset, the engine reserves the model's whole context. On one A10 the weights leave room for far
    // fewer tokens, yet every request of the scenario fits: the row stays, and says which length to start with.
    void defaultContextThatDoesNotFitIsAReasonNotARejection()
    {
        const Scenario s = chatOnLlama();
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const Recommendation r = engine.recommend(s);
        const Configuration *row = rowOf(r.ranked, QString::fromLatin1(oneA10));
        QVERIFY2(row, "one A10 serves every request of 4,608 tokens; it must be ranked");
        QVERIFY(row->speed.maxContextTokens >= s.inference.contextLength + s.inference.outputTokens);
        QVERIFY(row->speed.maxContextTokens < m_context);
        const Finding *advice = findingOf(row->ranking.reasons, Finding::Kind::MaxModelLengthToSet);
        QVERIFY2(advice, "a row whose engine would not start with its defaults must say so");
        QCOMPARE(advice->number(0), double(m_context));
        QCOMPARE(advice->number(1), double(row->speed.maxContextTokens));
        const int start = int(advice->number(2));
        QVERIFY(start >= s.inference.contextLength + s.inference.outputTokens && start <= row->speed.maxContextTokens);
        const QString text = FindingText::text(*advice);
        qInfo("%s", qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("--max-model-len %1").arg(start)), qPrintable(text));
        QVERIFY2(text.contains(QLocale().toString(m_context)), qPrintable(text));
        // SGLang calls it the context length.
        Scenario sglang = s;
        sglang.inference.llmEngine = LlmEngine::Sglang;
        const Recommendation onSglangAnswer = engine.recommend(sglang);
        const Configuration *onSglang = rowOf(onSglangAnswer.ranked, QString::fromLatin1(oneA10));
        QVERIFY(onSglang);
        const Finding *sglangAdvice = findingOf(onSglang->ranking.reasons, Finding::Kind::MaxModelLengthToSet);
        QVERIFY(sglangAdvice && FindingText::text(*sglangAdvice).contains(QStringLiteral("--context-length ")));

        // The length used is stated among the assumptions, with vLLM's documentation as its source.
        const auto assumption = std::find_if(r.profile.assumptions.begin(), r.profile.assumptions.end(),
                                             [](const Assumption &a) { return a.id == AssumptionId::MaxModelLength; });
        QVERIFY(assumption != r.profile.assumptions.end());
        QCOMPARE(assumption->numbers.value(0), double(m_context));
        QCOMPARE(assumption->names.value(0), QStringLiteral("model"));
        QVERIFY(assumption->sourceKeys.contains(QStringLiteral("VLLM-ENGINE-ARGS")));
        const AssumptionLine line = FindingText::assumption(*assumption, &m_catalog);
        QVERIFY2(line.value.contains(QLocale().toString(m_context)), qPrintable(line.value));
        QVERIFY2(line.source.contains(QStringLiteral("docs.vllm.ai")) || line.source.contains(QStringLiteral("vLLM")),
                 qPrintable(line.source));
    }

    // Set to the model's context by hand, the same row is rejected: the engine would not start. The
    // finding names both lengths and the fixes; one copy over two A10s holds it.
    void explicitLengthThatDoesNotFitRejectsTheRow()
    {
        Scenario s = chatOnLlama();
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        const InstanceType *one = m_catalog.instanceType(QString::fromLatin1(oneA10));
        QVERIFY(one);
        const Configuration plain = engine.evaluate(s, engine.profile(s), *one);
        QVERIFY(plain.problems.empty());

        s.inference.maxModelLength = m_context;
        const Configuration refused = engine.evaluate(s, engine.profile(s), *one);
        QVERIFY(refused.memory.fit == Fit::Insufficient);
        const Finding *why = findingOf(refused.problems, Finding::Kind::MaxModelLengthDoesNotFit);
        QVERIFY2(why, qPrintable(FindingText::texts(refused.problems).join(QLatin1Char('\n'))));
        QCOMPARE(why->number(0), double(m_context));
        QCOMPARE(why->number(1), double(plain.speed.maxContextTokens)); // what the cache holds, as the plain row said
        QCOMPARE(why->number(2), double(s.inference.contextLength + s.inference.outputTokens));
        const QString text = FindingText::text(*why);
        qInfo("%s", qPrintable(text));
        for (const QString &part : {QLocale().toString(m_context), QLocale().toString(plain.speed.maxContextTokens),
                                    QStringLiteral("shorter max model length"), QStringLiteral("more GPUs per copy")})
            QVERIFY2(text.contains(part), qPrintable(text));

        const InstanceType *two = m_catalog.instanceType(QStringLiteral("ecs.gn7i-2x.8xlarge"));
        QVERIFY(two && two->gpuCount == 2);
        const Configuration split = engine.evaluate(s, engine.profile(s), *two);
        QVERIFY2(split.problems.empty(), qPrintable(FindingText::texts(split.problems).join(QLatin1Char('\n'))));
        QCOMPARE(split.layout.tensorParallel, 2);
        QCOMPARE(split.speed.maxContextTokens, m_context);
    }

    // A shorter length set in the scenario makes the one-A10 row fit, with nothing left to advise.
    void explicitShorterLengthFits()
    {
        Scenario s = chatOnLlama();
        const SizingEngine engine(m_catalog, m_presets, parametersFor(s));
        s.inference.maxModelLength = 16384;
        const Recommendation r = engine.recommend(s);
        const Configuration *row = rowOf(r.ranked, QString::fromLatin1(oneA10));
        QVERIFY(row);
        QCOMPARE(row->speed.maxContextTokens, 16384); // the engine refuses anything longer
        QVERIFY(!findingOf(row->ranking.reasons, Finding::Kind::MaxModelLengthToSet));
        const auto assumption = std::find_if(r.profile.assumptions.begin(), r.profile.assumptions.end(),
                                             [](const Assumption &a) { return a.id == AssumptionId::MaxModelLength; });
        QVERIFY(assumption != r.profile.assumptions.end());
        QCOMPARE(assumption->numbers.value(0), 16384.0);
        QCOMPARE(assumption->names.value(0), QStringLiteral("scenario"));
        // The wizard holds what it is given; a length shorter than one request has every request refused.
        s.inference.maxModelLength = 2048;
        const InstanceType *one = m_catalog.instanceType(QString::fromLatin1(oneA10));
        const Configuration short_ = engine.evaluate(s, engine.profile(s), *one);
        QVERIFY(contains(short_.problems, Finding::Kind::MaxModelLengthBelowRequest));
        QVERIFY(FindingText::texts(short_.problems).join(QString()).contains(QLocale().toString(4608)));
    }

    void isWrittenAndReadBack()
    {
        Scenario s = chatOnLlama();
        QVERIFY(!ScenarioIo::toJson(s).contains("maxModelLength"));
        s.inference.maxModelLength = 32768;
        const auto again = ScenarioIo::fromJson(ScenarioIo::toJson(s));
        QVERIFY2(again.scenario, qPrintable(again.diagnostics.toStringList().join(QLatin1Char('\n'))));
        QCOMPARE(again.scenario->inference.maxModelLength, std::optional<int>(32768));
        QCOMPARE(ScenarioFields::maxModelLength.range.max, 1e7);
    }

    void badLengthIsRefusedAtItsField_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("says");
        QTest::newRow("zero") << "0"
                              << "expected a number from 1 to 10000000, found 0";
        QTest::newRow("negative") << "-8192"
                                  << "found -8192";
        QTest::newRow("absurd") << "1e9"
                                << "found 1000000000";
        QTest::newRow("fraction") << "8192.5"
                                  << "expected a whole number, found 8192.5";
        QTest::newRow("text") << R"("128k")"
                              << "expected a whole number, found a string";
    }

    void badLengthIsRefusedAtItsField()
    {
        QFETCH(QString, value);
        QFETCH(QString, says);
        const QByteArray json = QStringLiteral(R"({"schemaVersion":1,"workload":{"task":"llm","stage":"inference",
            "model":"llama-3.1-8b","inference":{"contextLength":4096,"outputTokens":512,"maxModelLength":%1}}})")
                                    .arg(value)
                                    .toUtf8();
        const ScenarioLoadResult r = ScenarioIo::fromJson(json);
        QVERIFY(!r.scenario);
        bool found = false;
        for (const Diagnostic &d : r.diagnostics.items())
            found = found
                || (d.severity == Diagnostic::Severity::Error
                    && d.pointer == QLatin1String("/workload/inference/maxModelLength") && d.message.contains(says));
        QVERIFY2(found, qPrintable(r.diagnostics.toStringList().join(QLatin1Char('\n'))));
    }

    // Shorter than one request: the file opens (a wizard may have saved it before the prompt grew), with a
    // warning at the field; the sizing then rejects every row with MaxModelLengthBelowRequest.
    void lengthShorterThanARequestIsWarnedAbout()
    {
        const QByteArray json = QByteArray(R"({"schemaVersion":1,"workload":{"task":"llm","stage":"inference",
            "model":"llama-3.1-8b","inference":{"contextLength":4096,"outputTokens":512,"maxModelLength":2048}}})");
        const ScenarioLoadResult r = ScenarioIo::fromJson(json);
        QVERIFY(r.scenario);
        QCOMPARE(r.diagnostics.items().size(), 1);
        const Diagnostic &d = r.diagnostics.items().first();
        QVERIFY(d.severity == Diagnostic::Severity::Warning);
        QCOMPARE(d.pointer, QStringLiteral("/workload/inference/maxModelLength"));
        QVERIFY2(d.message.contains(QStringLiteral("shorter than one request (%1 prompt and 512 output tokens)")
                                        .arg(QLocale().toString(4096))),
                 qPrintable(d.message));
    }

private:
    static constexpr const char *oneA10 = "ecs.gn7i-c8g1.2xlarge";
    Catalog m_catalog;
    ModelPresetLibrary m_presets;
    int m_context = 0;
};

QTEST_GUILESS_MAIN(TestMaxModelLength)
#include "tst_maxmodellength.moc"
