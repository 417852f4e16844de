#include "models/catalog/presetloader.h"

#include <QTest>

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
             {"llama-2-7b", "llama-2-13b", "llama-2-70b", "llama-3.1-8b",    "llama-3.1-70b", "llama-3.1-405b",
              "qwen2.5-7b", "qwen2.5-14b", "qwen2.5-32b", "qwen2.5-72b",     "deepseek-v3",   "mixtral-8x7b",
              "mistral-7b", "glm-4-9b",    "bert-base",   "bert-large",      "resnet-50",     "vit-b-16",
              "yolov8-l",   "sd-1.5",      "sdxl",        "whisper-large-v3"})
            QVERIFY2(result.library->preset(QString::fromLatin1(id)), id);
    }

    void kvCacheBytesFollowFromTheShape()
    {
        const PresetLoadResult result = PresetLoader::embedded();
        QVERIFY(result.library);
        for (const ModelPreset &p : result.library->presets) {
            if (!p.transformer || !p.transformer->kvBytesPerToken16bit || p.id == QLatin1String("deepseek-v3"))
                continue;
            const TransformerShape &s = *p.transformer;
            QCOMPARE(*s.kvBytesPerToken16bit, 2.0 * s.layers * s.kvHeads * s.headDim * 2.0);
        }
        // Latent attention: far smaller than 2·L·heads·d would give.
        const ModelPreset *ds = result.library->preset(QStringLiteral("deepseek-v3"));
        QCOMPARE(*ds->transformer->kvBytesPerToken16bit, 70272.0);
        QVERIFY(ds->activeParameters && *ds->activeParameters < ds->parameters / 10);
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
};

QTEST_GUILESS_MAIN(TestPresetLoader)
#include "tst_presetloader.moc"
