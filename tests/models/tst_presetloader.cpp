// SPDX-License-Identifier: Apache-2.0
#include "models/catalog/presetloader.h"

#include <QSet>
#include <QTest>

#include <cmath>

using namespace Advisor;

class TestPresetLoader : public QObject
{
    Q_OBJECT

private slots:
    void embeddedPresetsLoad()
    {
        const PresetLoadResult result = PresetLoader::embedded();
        QVERIFY2(result.library, qPrintable(result.diagnostics.toStringList().join(QLatin1Char('\n'))));
        QVERIFY(result.diagnostics.items().isEmpty());
        for (const char *id :
             {"llama-2-7b", "llama-2-13b",   "llama-2-70b",     "llama-3.1-8b", "llama-3.1-70b", "llama-3.1-405b",
              "qwen2.5-7b", "qwen2.5-14b",   "qwen2.5-32b",     "qwen2.5-72b",  "qwen3-8b",      "qwen3-14b",
              "qwen3-32b",  "qwen3-30b-a3b", "qwen3-235b-a22b", "deepseek-v3",  "mixtral-8x7b",  "mistral-7b",
              "glm-4-9b",   "bert-base",     "bert-large",      "resnet-50",    "vit-b-16",      "yolov8-l",
              "sd-1.5",     "sdxl",          "whisper-large-v3"})
            QVERIFY2(result.library->preset(QString::fromLatin1(id)), id);
    }

    void kvCacheBytesFollowFromTheShape()
    {
        const PresetLoadResult result = PresetLoader::embedded();
        QVERIFY(result.library);
        // Latent attention (MLA: DeepSeek, Kimi) and hybrid attention (Qwen3-Next: 12 of its 48 layers keep keys
        // and values) cache less than 2·L·kv·d·2; tst_presets2025 checks their figures.
        static const QSet<QString> notPlainGqa{QStringLiteral("deepseek-v3"),   QStringLiteral("deepseek-r1"),
                                               QStringLiteral("deepseek-v3.1"), QStringLiteral("deepseek-v3.2-exp"),
                                               QStringLiteral("kimi-k2"),       QStringLiteral("qwen3-next-80b-a3b")};
        for (const ModelPreset &p : result.library->presets) {
            if (!p.transformer || !p.transformer->kvBytesPerToken16bit || notPlainGqa.contains(p.id))
                continue;
            const TransformerShape &s = *p.transformer;
            QCOMPARE(*s.kvBytesPerToken16bit, 2.0 * s.layers * s.kvHeads * s.headDim * 2.0);
        }
        // Latent attention: far smaller than 2·L·heads·d would give.
        const ModelPreset *ds = result.library->preset(QStringLiteral("deepseek-v3"));
        QCOMPARE(*ds->transformer->kvBytesPerToken16bit, 70272.0);
        QVERIFY(ds->activeParameters && *ds->activeParameters < ds->parameters / 10);
    }

    void qwen3PresetsMatchTheirConfigs()
    {
        const PresetLoadResult result = PresetLoader::embedded();
        QVERIFY(result.library);
        struct Expected
        {
            const char *id;
            double parameters;
            double active; // 0: dense
            int layers, hidden, heads, kvHeads, ffn;
        };
        // Hugging Face Qwen/Qwen3-* config.json; parameters = safetensors total_size / 2.
        const Expected expected[] = {
            {"qwen3-8b", 8190735360.0, 0, 36, 4096, 32, 8, 12288},
            {"qwen3-14b", 14768307200.0, 0, 40, 5120, 40, 8, 17408},
            {"qwen3-32b", 32762123264.0, 0, 64, 5120, 64, 8, 25600},
            {"qwen3-30b-a3b", 30532122624.0, 3353032704.0, 48, 2048, 32, 4, 6144},
            {"qwen3-235b-a22b", 235093634560.0, 22190763520.0, 94, 4096, 64, 4, 12288},
        };
        for (const Expected &e : expected) {
            const ModelPreset *p = result.library->preset(QString::fromLatin1(e.id));
            QVERIFY2(p && p->transformer, e.id);
            QCOMPARE(p->parameters, e.parameters);
            const TransformerShape &s = *p->transformer;
            QCOMPARE(s.layers, e.layers);
            QCOMPARE(s.hidden, e.hidden);
            QCOMPARE(s.heads, e.heads);
            QCOMPARE(s.kvHeads, e.kvHeads);
            QCOMPARE(s.headDim, 128);
            QCOMPARE(s.ffn, e.ffn);
            QCOMPARE(s.vocab, 151936);
            QCOMPARE(s.context, 40960);
            QVERIFY(!s.tiedEmbeddings);
            QCOMPARE(p->releasedDtype, QStringLiteral("bfloat16"));
            QVERIFY2(p->checkpointBytes, e.id);
            QVERIFY(!p->notes.isEmpty());
            QVERIFY(!p->referenceMemory.isEmpty());
            if (e.active > 0) {
                QVERIFY(p->architecture == Architecture::MoeDecoder);
                QCOMPARE(p->activeParameters.value_or(0), e.active);
                QVERIFY(p->moe);
                QCOMPARE(p->moe->routedExperts, 128);
                QCOMPARE(p->moe->activeExperts, 8);
                QCOMPARE(p->moe->sharedExperts, 0);
                QCOMPARE(p->moe->denseLayers, 0);
                // Qwen3 MoE: intermediate_size equals the width of the 8 experts a token uses.
                QCOMPARE(p->moe->activeExperts * p->moe->expertFfn, s.ffn);
            } else {
                QVERIFY(p->architecture == Architecture::Decoder);
                QVERIFY(!p->activeParameters);
                QVERIFY(!p->moe);
            }
        }
    }

    /** The published checkpoint is the check on the parameter count: 16-bit weights are 2 bytes each. */
    void checkpointBytesMatchTheParameterCount()
    {
        const PresetLoadResult result = PresetLoader::embedded();
        QVERIFY(result.library);
        int checked = 0;
        for (const ModelPreset &p : result.library->presets) {
            if (!p.checkpointBytes)
                continue;
            QVERIFY2(*p.checkpointBytes > 0, qPrintable(p.id));
            if (p.releasedDtype != QLatin1String("bfloat16") && p.releasedDtype != QLatin1String("float16"))
                continue;
            const double ratio = *p.checkpointBytes / (2.0 * p.parameters);
            QVERIFY2(std::abs(ratio - 1.0) <= 0.005,
                     qPrintable(QStringLiteral("%1: checkpoint %2 bytes vs 2 x %3 parameters")
                                    .arg(p.id)
                                    .arg(*p.checkpointBytes, 0, 'f', 0)
                                    .arg(p.parameters, 0, 'f', 0)));
            ++checked;
        }
        QVERIFY(checked >= 10);
        // FP8 with the MTP module and scale factors: more than 1 byte per main-model parameter.
        const ModelPreset *ds = result.library->preset(QStringLiteral("deepseek-v3"));
        QVERIFY(ds && ds->checkpointBytes);
        QCOMPARE(*ds->checkpointBytes, 688586727753.0);
        QVERIFY(*ds->checkpointBytes > ds->parameters && *ds->checkpointBytes < 1.1 * ds->parameters);
        // Optional: presets without a published total load without one.
        const ModelPreset *llama2 = result.library->preset(QStringLiteral("llama-2-7b"));
        QVERIFY(llama2 && !llama2->checkpointBytes);
    }

    void badCheckpointBytesAreRejected_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("negative") << QByteArray("-1") << QStringLiteral("expected a number greater than 0");
        QTest::newRow("zero") << QByteArray("0") << QStringLiteral("expected a number greater than 0");
        QTest::newRow("string") << QByteArray("\"16 GB\"") << QStringLiteral("expected a number, found a string");
    }

    void badCheckpointBytesAreRejected()
    {
        QFETCH(QByteArray, value);
        QFETCH(QString, message);
        const QByteArray json = R"({"schemaVersion":1,"sources":{"S":{"title":"t"}},"presets":[
            {"id":"d","name":"D","task":"llm","architecture":"decoder","parameters":1e9,
             "layers":2,"hidden":64,"heads":4,"kvHeads":4,"headDim":16,"ffn":128,"vocab":100,"context":128,
             "releasedDtype":"bfloat16","checkpointBytes":)"
            + value + R"(,"source":"S"}]})";
        const PresetLoadResult result = PresetLoader::fromJson(json);
        QVERIFY(!result.library);
        bool found = false;
        for (const Diagnostic &d : result.diagnostics.items())
            found = found || (d.pointer == QLatin1String("/presets/0/checkpointBytes") && d.message.contains(message));
        QVERIFY2(found, qPrintable(result.diagnostics.toStringList().join(QLatin1Char('\n'))));
    }

    void checkpointBytesMayBeNull()
    {
        const QByteArray json = R"({"schemaVersion":1,"sources":{"S":{"title":"t"}},"presets":[
            {"id":"d","name":"D","task":"llm","architecture":"decoder","parameters":1e9,
             "layers":2,"hidden":64,"heads":4,"kvHeads":4,"headDim":16,"ffn":128,"vocab":100,"context":128,
             "checkpointBytes":null,"source":"S"}]})";
        const PresetLoadResult result = PresetLoader::fromJson(json);
        QVERIFY2(result.library, qPrintable(result.diagnostics.toStringList().join(QLatin1Char('\n'))));
        QVERIFY(!result.library->presets.front().checkpointBytes);
    }

    void moeWithoutActiveParametersIsRejected()
    {
        const QByteArray json = R"({"schemaVersion":1,"sources":{"S":{"title":"t"}},"presets":[
            {"id":"m","name":"M","task":"llm","architecture":"moe-decoder","parameters":1e9,
             "layers":2,"hidden":64,"heads":4,"kvHeads":8,"headDim":16,"ffn":128,"vocab":100,"context":128,
             "moe":{"routedExperts":8,"activeExperts":2,"expertFfn":128},"source":"S"}]})";
        const PresetLoadResult result = PresetLoader::fromJson(json);
        QVERIFY(!result.library);
        QStringList pointers;
        for (const Diagnostic &d : result.diagnostics.items())
            pointers << d.pointer;
        QVERIFY(pointers.contains(QStringLiteral("/presets/0/activeParameters")));
        QVERIFY(pointers.contains(QStringLiteral("/presets/0/kvHeads")));
    }

    // A recommender's tables are sized apart from its towers, so the preset must say how large they are.
    void recommenderTablesAreReadAndChecked()
    {
        const auto load = [](const QByteArray &embeddings) {
            return PresetLoader::fromJson(R"({"schemaVersion":1,"sources":{"S":{"title":"t"}},"presets":[
                {"id":"r","name":"R","task":"recsys","architecture":"recommender","parameters":1e9,
                 "perSample":{"gflops":0.005})"
                                          + embeddings + R"(,"source":"S"}]})");
        };
        const PresetLoadResult good = load(R"(,"embeddings":{"parameters":9.9e8,"dimension":64,"lookupsPerSample":8})");
        QVERIFY2(good.library, qPrintable(good.diagnostics.toStringList().join(QLatin1Char('\n'))));
        const ModelPreset &p = good.library->presets.front();
        QVERIFY(p.architecture == Architecture::Recommender && !p.transformer && p.embeddings);
        QCOMPARE(p.embeddings->parameters, 9.9e8);
        QCOMPARE(p.embeddings->dimension, 64);
        QCOMPARE(p.embeddings->lookupsPerSample, 8);
        const auto pointers = [](const PresetLoadResult &r) {
            QStringList out;
            for (const Diagnostic &d : r.diagnostics.items())
                out << d.pointer;
            return out;
        };
        const PresetLoadResult missing = load("");
        QVERIFY(!missing.library && pointers(missing).contains(QStringLiteral("/presets/0/embeddings")));
        const PresetLoadResult tooLarge =
            load(R"(,"embeddings":{"parameters":2e9,"dimension":64,"lookupsPerSample":8})");
        QVERIFY(!tooLarge.library && pointers(tooLarge).contains(QStringLiteral("/presets/0/embeddings/parameters")));
    }
};

QTEST_GUILESS_MAIN(TestPresetLoader)
#include "tst_presetloader.moc"
