// SPDX-License-Identifier: Apache-2.0
#include "models/scenario/modelconfigimport.h"
#include "models/scenario/scenariofieldnames.h"
#include "models/scenario/scenarioio.h"
#include "tests/testutils.h"

#include <cmath>

#include <QDir>
#include <QTest>

using namespace Advisor;

class TestScenarioIo : public QObject
{
    Q_OBJECT

private slots:
    void everyExampleRoundTrips()
    {
        const QDir dir = sourceDir(QStringLiteral("resources/scenarios"));
        const QStringList files = dir.entryList({QStringLiteral("*.gpuadvisor.json")});
        QVERIFY(files.size() >= 10);
        for (const QString &file : files) {
            const ScenarioLoadResult first = ScenarioIo::fromFile(dir.filePath(file));
            QVERIFY2(first.scenario, qPrintable(file + first.diagnostics.toStringList().join(QLatin1Char('\n'))));
            QVERIFY2(first.diagnostics.items().isEmpty(), qPrintable(file));
            const QByteArray saved = ScenarioIo::toJson(*first.scenario);
            const ScenarioLoadResult second = ScenarioIo::fromJson(saved);
            QVERIFY(second.scenario);
            QCOMPARE(ScenarioIo::toJson(*second.scenario), saved);
        }
    }

    void projectPhasesRoundTripAndStayOptional()
    {
        const ScenarioLoadResult r = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"llm","stage":"inference","model":"llama-2-7b"},
                "project":{"phases":[{"kind":"training","months":2,"runs":3,"per":"quarter"},
                                     {"kind":"serving","startMonth":3,"months":12,"monthlyGrowthPercent":-5.5}]}})");
        QVERIFY2(r.scenario, qPrintable(r.diagnostics.toStringList().join(QLatin1Char('\n'))));
        QCOMPARE(r.scenario->phases.size(), std::size_t(2));
        const ProjectPhase &train = r.scenario->phases[0];
        QVERIFY(train.kind == ProjectPhase::Kind::Training);
        QCOMPARE(train.startMonth, 1); // left out: the project's first month
        QCOMPARE(train.runs, 3);
        QVERIFY(train.per == ProjectPhase::Period::Quarter);
        const ProjectPhase &serve = r.scenario->phases[1];
        QCOMPARE(serve.endMonth(), 14);
        QCOMPARE(serve.monthlyGrowthPercent, -5.5);
        const ScenarioLoadResult again = ScenarioIo::fromJson(ScenarioIo::toJson(*r.scenario));
        QVERIFY(again.scenario);
        QVERIFY(again.scenario->phases == r.scenario->phases);
        // Without phases nothing is written: files stay as they were.
        Scenario plain = *r.scenario;
        plain.phases.clear();
        QVERIFY(!ScenarioIo::toJson(plain).contains("project"));
        // A field that does not apply is a warning, not an error.
        const ScenarioLoadResult odd = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"llm","stage":"inference","model":"llama-2-7b"},
                "project":{"phases":[{"kind":"serving","months":6,"runs":2}]}})");
        QVERIFY(odd.scenario);
        QVERIFY(
            odd.diagnostics.toStringList().join(QLatin1Char(' ')).contains(QStringLiteral("/project/phases/0/runs")));
        QCOMPARE(odd.scenario->phases.front().runs, 1); // not kept: a save writes what a load reads
    }

    void everyStageAndTaskHasAnExample()
    {
        const QDir dir = sourceDir(QStringLiteral("resources/scenarios"));
        QSet<QString> stages;
        QSet<QString> tasks;
        for (const QString &file : dir.entryList({QStringLiteral("*.gpuadvisor.json")})) {
            const ScenarioLoadResult r = ScenarioIo::fromFile(dir.filePath(file));
            QVERIFY(r.scenario);
            stages.insert(toString(r.scenario->stage));
            tasks.insert(toString(r.scenario->task));
        }
        for (const char *stage :
             {"pretrain", "finetune-full", "finetune-lora", "finetune-qlora", "inference", "development"})
            QVERIFY2(stages.contains(QString::fromLatin1(stage)), stage);
        for (const char *task : {"llm", "diffusion", "cv", "nlp", "recsys", "graphics"})
            QVERIFY2(tasks.contains(QString::fromLatin1(task)), task);
    }

    void defaultsAreReported()
    {
        const ScenarioLoadResult r = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"llm","stage":"inference","model":"llama-2-7b","inference":{}}})");
        QVERIFY(r.scenario);
        QVERIFY(r.defaultsUsed.contains(QStringLiteral("/workload/inference/concurrency = 8")));
        QVERIFY(r.defaultsUsed.contains(QStringLiteral("/workload/precision = bf16")));
    }

    void graphicsSessionMemoryIsReadCheckedAndKept()
    {
        const ScenarioLoadResult r = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"graphics","stage":"inference",
                "inference":{"concurrency":6,"memoryPerSessionGiB":8}}})");
        QVERIFY(r.scenario);
        QCOMPARE(r.scenario->inference.memoryPerSessionGiB, 8.0);
        const ScenarioLoadResult again = ScenarioIo::fromJson(ScenarioIo::toJson(*r.scenario));
        QVERIFY(again.scenario);
        QCOMPARE(again.scenario->inference.memoryPerSessionGiB, 8.0);
        for (const char *value : {"0", "-2", "\"big\"", "5000"}) {
            const ScenarioLoadResult bad =
                ScenarioIo::fromJson(QByteArray(R"({"schemaVersion":1,"workload":{"task":"graphics","stage":"inference",
                    "inference":{"memoryPerSessionGiB":)")
                                     + value + "}}}");
            QVERIFY2(!bad.scenario, value);
            QCOMPARE(bad.diagnostics.items().first().pointer,
                     QStringLiteral("/workload/inference/memoryPerSessionGiB"));
        }
        // A graphics file without it says the default was used; a language model's file neither lists nor writes it.
        const ScenarioLoadResult graphics = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"graphics","stage":"inference","inference":{}}})");
        QVERIFY(graphics.defaultsUsed.contains(QStringLiteral("/workload/inference/memoryPerSessionGiB = 2")));
        const ScenarioLoadResult llm = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"llm","stage":"inference","model":"llama-2-7b","inference":{}}})");
        QVERIFY(!llm.defaultsUsed.join(QLatin1Char(' ')).contains(QStringLiteral("memoryPerSessionGiB")));
        QVERIFY(!ScenarioIo::toJson(*llm.scenario).contains("memoryPerSessionGiB"));
    }

    void graphicsStreamIsReadCheckedAndKept()
    {
        const ScenarioLoadResult r = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"graphics","stage":"inference",
                "inference":{"streamResolution":"3840x2160","frameRate":120,"videoCodec":"av1"}}})");
        QVERIFY(r.scenario);
        QCOMPARE(r.scenario->inference.streamResolution, QStringLiteral("3840x2160"));
        QCOMPARE(r.scenario->inference.frameRate, 120);
        QCOMPARE(r.scenario->inference.videoCodec, QStringLiteral("av1"));
        const ScenarioLoadResult again = ScenarioIo::fromJson(ScenarioIo::toJson(*r.scenario));
        QVERIFY(again.scenario);
        QCOMPARE(again.scenario->inference, r.scenario->inference);
        // Each bad value is refused and named by its field, so the message can say which input is wrong.
        const QList<std::pair<const char *, const char *>> bad{{"frameRate", "0"},
                                                               {"frameRate", "241"},
                                                               {"frameRate", "29.97"},
                                                               {"streamResolution", "\"1920*1080\""},
                                                               {"videoCodec", "\"vp9\""}};
        for (const auto &[key, value] : bad) {
            const ScenarioLoadResult refused = ScenarioIo::fromJson(
                QByteArray(R"({"schemaVersion":1,"workload":{"task":"graphics","stage":"inference","inference":{")")
                + key + "\":" + value + "}}}");
            QVERIFY2(!refused.scenario, value);
            QCOMPARE(refused.diagnostics.items().first().pointer,
                     QStringLiteral("/workload/inference/") + QLatin1String(key));
            QVERIFY2(!ScenarioFields::nameOf(refused.diagnostics.items().first().pointer).isEmpty(), key);
        }
        // A language model's file does not carry a stream it has no use for.
        const ScenarioLoadResult llm = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"llm","stage":"inference","model":"llama-2-7b","inference":{}}})");
        QVERIFY(llm.scenario);
        QVERIFY(!ScenarioIo::toJson(*llm.scenario).contains("frameRate"));
    }

    void firstTokenTargetIsReadCheckedAndKept()
    {
        const ScenarioLoadResult r = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"llm","stage":"inference","model":"llama-2-7b",
                "inference":{"ttftMsTarget":1500}}})");
        QVERIFY(r.scenario);
        QCOMPARE(r.scenario->inference.ttftMsTarget, std::optional<double>(1500));
        const ScenarioLoadResult again = ScenarioIo::fromJson(ScenarioIo::toJson(*r.scenario));
        QVERIFY(again.scenario);
        QCOMPARE(again.scenario->inference.ttftMsTarget, std::optional<double>(1500));
        for (const char *value : {"0", "-100", "\"fast\"", "1e9"}) {
            const ScenarioLoadResult bad = ScenarioIo::fromJson(
                QByteArray(R"({"schemaVersion":1,"workload":{"task":"llm","stage":"inference","model":"llama-2-7b",
                    "inference":{"ttftMsTarget":)")
                + value + "}}}");
            QVERIFY2(!bad.scenario, value);
            QCOMPARE(bad.diagnostics.items().first().pointer, QStringLiteral("/workload/inference/ttftMsTarget"));
        }
        // Without one, nothing is written: the assumed target stays an assumption.
        const ScenarioLoadResult none = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"llm","stage":"inference","model":"llama-2-7b","inference":{}}})");
        QVERIFY(none.scenario && !none.scenario->inference.ttftMsTarget);
        QVERIFY(!ScenarioIo::toJson(*none.scenario).contains("ttftMsTarget"));
    }

    void memorySavingAndOffloadAreReadCheckedAndKept()
    {
        const ScenarioLoadResult r = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"llm","stage":"finetune-full","model":"llama-2-7b",
                "training":{"tokens":1e8,"memorySaving":"liger","offload":"optimizer-and-weights"}}})");
        QVERIFY(r.scenario);
        QCOMPARE(toString(r.scenario->training.memorySaving), QStringLiteral("liger"));
        QCOMPARE(toString(r.scenario->training.offload), QStringLiteral("optimizer-and-weights"));
        const ScenarioLoadResult again = ScenarioIo::fromJson(ScenarioIo::toJson(*r.scenario));
        QVERIFY(again.scenario);
        QVERIFY(again.scenario->training == r.scenario->training);
        for (const auto &[key, value] :
             {std::pair{"memorySaving", "\"flash\""}, std::pair{"offload", "\"nvme\""}, std::pair{"offload", "true"}}) {
            const ScenarioLoadResult bad = ScenarioIo::fromJson(
                QByteArray(R"({"schemaVersion":1,"workload":{"task":"llm","stage":"finetune-full","model":"llama-2-7b",
                    "training":{"tokens":1e8,")")
                + key + "\":" + value + "}}}");
            QVERIFY2(!bad.scenario, value);
            QCOMPARE(bad.diagnostics.items().first().pointer,
                     QStringLiteral("/workload/training/") + QLatin1String(key));
        }
        // Left at their defaults, neither is written: older files and newer ones read the same.
        const ScenarioLoadResult plain = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"llm","stage":"finetune-full","model":"llama-2-7b",
                "training":{"tokens":1e8}}})");
        QVERIFY(plain.scenario);
        QVERIFY(plain.scenario->training.memorySaving == MemorySaving::None);
        const QByteArray written = ScenarioIo::toJson(*plain.scenario);
        QVERIFY(!written.contains("memorySaving") && !written.contains("offload"));
    }

    void llmEngineIsReadCheckedAndKept()
    {
        const ScenarioLoadResult r = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"llm","stage":"inference","model":"qwen2.5-7b",
                "inference":{"concurrency":16,"llmEngine":"lmdeploy"}}})");
        QVERIFY(r.scenario);
        QVERIFY(r.scenario->inference.llmEngine == LlmEngine::Lmdeploy);
        QVERIFY2(r.diagnostics.items().isEmpty(), qPrintable(r.diagnostics.toStringList().join(QLatin1Char('\n'))));
        const ScenarioLoadResult again = ScenarioIo::fromJson(ScenarioIo::toJson(*r.scenario));
        QVERIFY(again.scenario && again.scenario->inference.llmEngine == LlmEngine::Lmdeploy);
        for (const char *value : {"\"turbomind\"", "\"\"", "2"}) {
            const ScenarioLoadResult bad =
                ScenarioIo::fromJson(QByteArray(R"({"schemaVersion":1,"workload":{"task":"llm","stage":"inference",
                    "model":"qwen2.5-7b","inference":{"llmEngine":)")
                                     + value + "}}}");
            QVERIFY2(!bad.scenario, value);
            QCOMPARE(bad.diagnostics.items().first().pointer, QStringLiteral("/workload/inference/llmEngine"));
        }
        // The default engine is not written: older files and newer ones read the same.
        Scenario plain = *r.scenario;
        plain.inference.llmEngine = LlmEngine::Default;
        QVERIFY(!ScenarioIo::toJson(plain).contains("llmEngine"));
    }

    void speechEngineIsReadCheckedAndKept()
    {
        const ScenarioLoadResult r = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"other","stage":"inference","model":"whisper-large-v3",
                "inference":{"concurrency":16,"speechEngine":"transformers"}}})");
        QVERIFY(r.scenario);
        QVERIFY(r.scenario->inference.speechEngine == SpeechEngine::Transformers);
        QVERIFY2(r.diagnostics.items().isEmpty(), qPrintable(r.diagnostics.toStringList().join(QLatin1Char('\n'))));
        const ScenarioLoadResult again = ScenarioIo::fromJson(ScenarioIo::toJson(*r.scenario));
        QVERIFY(again.scenario && again.scenario->inference == r.scenario->inference);
        for (const char *value : {"\"whisper.cpp\"", "\"\"", "2"}) {
            const ScenarioLoadResult bad =
                ScenarioIo::fromJson(QByteArray(R"({"schemaVersion":1,"workload":{"task":"other","stage":"inference",
                    "model":"whisper-large-v3","inference":{"speechEngine":)")
                                     + value + "}}}");
            QVERIFY2(!bad.scenario, value);
            QCOMPARE(bad.diagnostics.items().first().pointer, QStringLiteral("/workload/inference/speechEngine"));
        }
        // The default engine is not written: older files and newer ones read the same.
        Scenario plain = *r.scenario;
        plain.inference.speechEngine = SpeechEngine::FasterWhisper;
        QVERIFY(!ScenarioIo::toJson(plain).contains("speechEngine"));
    }

    void stepsAndFramesAreReadCheckedAndKept()
    {
        const ScenarioLoadResult r = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"diffusion","stage":"inference","model":"sdxl",
                "samplingSteps":30,"videoFrames":121}})");
        QVERIFY(r.scenario);
        QCOMPARE(r.scenario->samplingSteps, std::optional<int>(30));
        QCOMPARE(r.scenario->videoFrames, std::optional<int>(121));
        const ScenarioLoadResult again = ScenarioIo::fromJson(ScenarioIo::toJson(*r.scenario));
        QVERIFY(again.scenario);
        QCOMPARE(*again.scenario, *r.scenario);
        const struct
        {
            const char *field;
            const char *value;
        } bad[] = {{"samplingSteps", "0"}, {"samplingSteps", "1001"}, {"samplingSteps", "2.5"},
                   {"videoFrames", "-1"},  {"videoFrames", "1e6"},    {"videoFrames", "\"long\""}};
        for (const auto &b : bad) {
            const ScenarioLoadResult refused = ScenarioIo::fromJson(
                QByteArray(R"({"schemaVersion":1,"workload":{"task":"diffusion","stage":"inference","model":"sdxl",")")
                + b.field + "\":" + b.value + "}}");
            QVERIFY2(!refused.scenario, b.value);
            QCOMPARE(refused.diagnostics.items().first().pointer,
                     QStringLiteral("/workload/") + QLatin1String(b.field));
        }
        // Left out, they stay the model's own and are not written.
        const ScenarioLoadResult none = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"diffusion","stage":"inference","model":"sdxl"}})");
        QVERIFY(none.scenario && !none.scenario->samplingSteps && !none.scenario->videoFrames);
        QVERIFY(!ScenarioIo::toJson(*none.scenario).contains("samplingSteps"));
        QVERIFY(!ScenarioIo::toJson(*none.scenario).contains("videoFrames"));
    }

    void desktopsHaveNoTrainingPhase()
    {
        const QByteArray desktops = R"({"schemaVersion":1,"workload":{"task":"graphics","stage":"inference",
            "inference":{"concurrency":4}},
            "project":{"phases":[{"kind":"serving","months":3},{"kind":"training","startMonth":4,"months":1}]}})";
        const ScenarioLoadResult r = ScenarioIo::fromJson(desktops);
        QVERIFY(!r.scenario);
        QCOMPARE(r.diagnostics.items().size(), 1);
        QCOMPARE(r.diagnostics.items().first().pointer, QStringLiteral("/project/phases/1/kind"));
        // The wizard's autosave keeps what the user has while they fix it.
        QVERIFY(ScenarioIo::fromJson(desktops, ScenarioIo::Completeness::Draft).scenario);
        // Serving-only desktops load.
        QByteArray served = desktops;
        served.replace(R"("kind":"training")", R"("kind":"serving")");
        QVERIFY(ScenarioIo::fromJson(served).scenario);
    }

    void overridesAreRead()
    {
        const ScenarioLoadResult r = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"llm","stage":"pretrain","parameters":1e9,"training":{"tokens":1e9}},
                "assumptions":{"mfu":0.45,"bytesPerParamAdam":16}})");
        QVERIFY(r.scenario);
        QCOMPARE(*r.scenario->assumptions.mfu, 0.45);
        const ScenarioLoadResult bad = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"llm","stage":"pretrain","parameters":1e9,"training":{"tokens":1e9}},
                "assumptions":{"mfu":1.7}})");
        QVERIFY(!bad.scenario);
        QCOMPARE(bad.diagnostics.items().first().pointer, QStringLiteral("/assumptions/mfu"));
    }

    void newerSchemaIsAcceptedWithAWarning()
    {
        const ScenarioLoadResult r = ScenarioIo::fromJson(
            R"({"schemaVersion":2,"workload":{"task":"cv","stage":"inference","model":"resnet-50","hologram":true}})");
        QVERIFY(r.scenario);
        QStringList pointers;
        for (const Diagnostic &d : r.diagnostics.items())
            pointers << d.pointer;
        QVERIFY(pointers.contains(QStringLiteral("/schemaVersion")));
        QVERIFY(pointers.contains(QStringLiteral("/workload/hologram")));
    }

    void huggingFaceConfigIsImported()
    {
        // meta-llama/Llama-2-7b-hf config.json (the fields the import reads).
        const QByteArray llama = R"({"model_type":"llama","hidden_size":4096,"intermediate_size":11008,
            "num_attention_heads":32,"num_hidden_layers":32,"num_key_value_heads":32,"vocab_size":32000,
            "tie_word_embeddings":false})";
        QString error;
        const auto imported = ModelConfigImport::fromJson(llama, &error);
        QVERIFY2(imported, qPrintable(error));
        QCOMPARE(imported->architecture.headDim, 128);
        QVERIFY(std::abs(imported->parameters - 6.738e9) / 6.738e9 < 0.01);
    }

    void absurdConfigIsRefusedByName()
    {
        QString error;
        QVERIFY(!ModelConfigImport::fromJson(
            R"({"hidden_size":4096,"num_attention_heads":32,"num_hidden_layers":99999})", &error));
        QVERIFY2(error.contains(QStringLiteral("num_hidden_layers")), qPrintable(error));
        QVERIFY(!ModelConfigImport::fromJson(
            R"({"hidden_size":4096,"num_attention_heads":8,"num_key_value_heads":64,"num_hidden_layers":2})", &error));
        QVERIFY2(error.contains(QStringLiteral("num_key_value_heads")), qPrintable(error));
        QVERIFY(!ModelConfigImport::fromJson("[1,2]", &error));
    }

    void truncatedAndForeignFilesAreRejected()
    {
        const ScenarioLoadResult truncated = ScenarioIo::fromJson(R"({"schemaVersion":1,"workload":{"task":"llm")");
        QVERIFY(!truncated.scenario);
        QVERIFY(truncated.diagnostics.toStringList().join(QString()).contains(QStringLiteral("line 1")));
        const ScenarioLoadResult foreign = ScenarioIo::fromJson(R"({"name":"my spreadsheet","rows":[1,2,3]})");
        QVERIFY(!foreign.scenario);
        QVERIFY(foreign.diagnostics.toStringList().join(QString()).contains(QStringLiteral("/workload")));
        const ScenarioLoadResult trainingWithoutData = ScenarioIo::fromJson(
            R"({"schemaVersion":1,"workload":{"task":"llm","stage":"pretrain","parameters":1e9}})");
        QVERIFY(!trainingWithoutData.scenario);
    }
};

QTEST_GUILESS_MAIN(TestScenarioIo)
#include "tst_scenarioio.moc"
