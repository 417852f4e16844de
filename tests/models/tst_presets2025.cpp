// SPDX-License-Identifier: Apache-2.0
// The presets customers deploy in 2025 (issue 44, item 7): each one's figures follow from its shape and
// agree with what its publisher states; a model is found by the names users know it by; a name no preset
// answers to is met with the nearest preset names.
#include "models/catalog/presetloader.h"
#include "models/domain/editdistance.h"
#include "models/sizing/sizingengine.h"
#include "tests/embeddeddata.h"

#include <QTest>

#include <cmath>

using namespace Advisor;

namespace {

constexpr double GB = 1e9;

/** Parameters of a dense decoder from its shape (Hugging Face module layout; untied embeddings). */
double denseParameters(const TransformerShape &s, bool qkvBias)
{
    const double h = s.hidden;
    double attention = h * s.heads * s.headDim + 2.0 * h * s.kvHeads * s.headDim + double(s.heads) * s.headDim * h;
    if (qkvBias)
        attention += double(s.heads) * s.headDim + 2.0 * s.kvHeads * s.headDim;
    const double layer = attention + 3.0 * h * s.ffn + 2.0 * h;
    return double(s.vocab) * h * (s.tiedEmbeddings ? 1.0 : 2.0) + s.layers * layer + h;
}

/** Qwen3 mixture of experts (QK norm, no shared expert, no dense layer): total and active parameters. */
std::pair<double, double> qwen3MoeParameters(const TransformerShape &s, const MoeShape &m)
{
    const double h = s.hidden;
    const double attention =
        h * s.heads * s.headDim + 2.0 * h * s.kvHeads * s.headDim + double(s.heads) * s.headDim * h + 2.0 * s.headDim;
    const double expert = 3.0 * h * m.expertFfn;
    const double router = double(m.routedExperts) * h;
    const double embeddings = 2.0 * s.vocab * h;
    const double total = embeddings + s.layers * (attention + m.routedExperts * expert + router + 2.0 * h) + h;
    const double active = embeddings + s.layers * (attention + m.activeExperts * expert + router + 2.0 * h) + h;
    return {total, active};
}

/** A Qwen vision tower's parameters from its vision_config (Hugging Face module layout). */
struct VisionTower
{
    double depth, width, ffn, out, patch;
    bool qwen3; // Qwen3-VL: LayerNorm with bias, 2-layer MLP, 2,304 learned positions, 3 DeepStack mergers
};

double visionParameters(const VisionTower &v)
{
    const double d = v.width, f = v.ffn, merged = 4 * d; // a 2 × 2 merge concatenates four patches
    const double attention = 3 * d * d + 3 * d + d * d + d;
    const auto merger = [&](double normWidth) {
        return (v.qwen3 ? 2 : 1) * normWidth + merged * merged + merged + merged * v.out + v.out;
    };
    if (!v.qwen3) // Qwen2.5-VL: RMSNorm, SwiGLU MLP with biases, bias-free patch embedding
        return 3 * 2 * v.patch * v.patch * d + v.depth * (2 * d + attention + 2 * (d * f + f) + f * d + d) + merger(d);
    return d * 3 * 2 * v.patch * v.patch + d + 2304 * d + v.depth * (4 * d + attention + d * f + f + f * d + d)
        + merger(d) + 3 * merger(merged);
}

bool near(double value, double expected, double relative)
{
    return std::abs(value - expected) <= relative * expected;
}

} // namespace

class TestPresets2025 : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { loadEmbeddedData(m_catalog, m_presets); }

    void eachNewPresetMatchesItsPublishedSize_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("parameters");      // exact, as stored (computed from the config)
        QTest::addColumn<double>("publishedTotal");  // the publisher's rounded figure
        QTest::addColumn<double>("totalTolerance");  // relative
        QTest::addColumn<double>("publishedActive"); // 0: dense
        QTest::addColumn<double>("kvBytes");         // per token at 16 bits
        QTest::addColumn<int>("context");
        const auto row = [](const char *id, double p, double total, double tol, double active, double kv, int ctx) {
            QTest::newRow(id) << QString::fromLatin1(id) << p << total << tol << active << kv << ctx;
        };
        row("deepseek-r1", 671026419200.0, 671e9, 0.001, 37e9, 70272, 163840);
        row("deepseek-v3.1", 671026419200.0, 671e9, 0.001, 37e9, 70272, 163840);
        // The indexers add 851,524,864 parameters and 61 × (128 + 4) bytes of FP8 keys per token to V3's.
        row("deepseek-v3.2-exp", 671877944064.0, 671e9, 0.002, 37e9, 70272 + 61 * 132, 163840);
        row("deepseek-r1-distill-qwen-7b", 7615616512.0, 7.61e9, 0.001, 0, 57344, 131072);
        row("deepseek-r1-distill-qwen-14b", 14770033664.0, 14.7e9, 0.005, 0, 196608, 131072);
        row("deepseek-r1-distill-qwen-32b", 32763876352.0, 32.5e9, 0.01, 0, 262144, 131072);
        row("deepseek-r1-distill-llama-8b", 8030261248.0, 8e9, 0.005, 0, 131072, 131072);
        row("deepseek-r1-distill-llama-70b", 70553706496.0, 70e9, 0.01, 0, 327680, 131072);
        // OpenAI's active counts leave one embedding table out: 201,088 × 2,880 = 0.58B.
        row("gpt-oss-120b", 116829156672.0, 116.8e9, 0.001, 5.1e9 + 201088.0 * 2880, 73728, 131072);
        row("gpt-oss-20b", 20914757184.0, 20.9e9, 0.001, 3.6e9 + 201088.0 * 2880, 49152, 131072);
        row("qwen3-235b-a22b-instruct-2507", 235093634560.0, 235e9, 0.001, 22e9, 192512, 262144);
        // Only the 12 full-attention layers of 48 keep keys and values.
        // Qwen's "3B activated" leaves both embedding tables out (2 × 151,936 × 2,048 = 0.62B).
        row("qwen3-next-80b-a3b", 79674391296.0, 80e9, 0.005, 3e9 + 2.0 * 151936 * 2048, 12.0 * 2 * 2 * 256 * 2,
            262144);
        row("qwen3-coder-480b-a35b", 480154875392.0, 480e9, 0.001, 35e9, 253952, 262144);
        row("glm-4.5", 352797829024.0, 355e9, 0.01, 32e9, 376832, 131072);
        row("glm-4.5-air", 106852251264.0, 106e9, 0.01, 12e9, 188416, 131072);
        row("kimi-k2", 1026408232448.0, 1e12, 0.03, 32e9, 70272, 131072);
        row("llama-3.3-70b", 70553706496.0, 70e9, 0.01, 0, 327680, 131072);
        row("llama-4-scout", 108641793536.0, 109e9, 0.005, 17e9, 196608, 10485760);
        row("llama-4-maverick", 401583781376.0, 400e9, 0.005, 17e9, 196608, 1048576);
        row("mistral-small-3.1-24b", 24011361280.0, 24e9, 0.001, 0, 163840, 131072);
        // Qwen's cards: QwQ 32.5B, Qwen3-VL-235B-A22B 235B and 22B; Hugging Face's tensor counts 8.29B and 8.77B;
        // the 30B-A3B checkpoint's tensors sum to 31.07B; "A3B" is Qwen3-30B-A3B's 3.3B activated.
        row("qwq-32b", 32763876352.0, 32.5e9, 0.01, 0, 262144, 131072);
        row("qwen2.5-vl-7b", 8292166656.0, 8.29e9, 0.001, 0, 57344, 128000);
        row("qwen3-vl-8b", 8767123696.0, 8.77e9, 0.001, 0, 147456, 262144);
        row("qwen3-vl-30b-a3b", 31070754032.0, 31.07e9, 0.001, 3.3e9, 98304, 262144);
        row("qwen3-vl-235b-a22b", 235670022896.0, 235e9, 0.005, 22e9, 192512, 262144);
    }

    void eachNewPresetMatchesItsPublishedSize()
    {
        QFETCH(QString, id);
        QFETCH(double, parameters);
        QFETCH(double, publishedTotal);
        QFETCH(double, totalTolerance);
        QFETCH(double, publishedActive);
        QFETCH(double, kvBytes);
        QFETCH(int, context);
        const ModelPreset *p = m_presets.preset(id);
        QVERIFY2(p && p->transformer, qPrintable(id));
        QCOMPARE(p->task, QStringLiteral("llm"));
        QCOMPARE(p->parameters, parameters);
        QVERIFY2(
            near(p->parameters, publishedTotal, totalTolerance),
            qPrintable(QStringLiteral("%1 parameters vs the publisher's %2").arg(p->parameters).arg(publishedTotal)));
        const TransformerShape &s = *p->transformer;
        QCOMPARE(s.kvBytesPerToken16bit.value_or(0), kvBytes);
        QCOMPARE(s.context, context);
        QVERIFY(!p->notes.isEmpty());
        QVERIFY(m_presets.sourceUrls.value(p->source).startsWith(QLatin1String("https://")));
        if (publishedActive > 0) {
            QVERIFY(p->architecture == Architecture::MoeDecoder && p->moe && p->activeParameters);
            // Within 20% of the publisher's figure, and far below the total: memory needs all, a token a few.
            QVERIFY2(near(*p->activeParameters, publishedActive, 0.2),
                     qPrintable(QStringLiteral("%1 active vs %2").arg(*p->activeParameters).arg(publishedActive)));
            QVERIFY(*p->activeParameters < p->parameters / 3);
            QVERIFY(p->moe->activeExperts < p->moe->routedExperts);
        } else {
            QVERIFY(p->architecture == Architecture::Decoder && !p->moe && !p->activeParameters);
        }
    }

    /** Dense presets: the stored count is the one their shape gives, to the parameter. */
    void denseCountsFollowFromTheShape()
    {
        const struct
        {
            const char *id;
            bool qkvBias;
            double extra; // parameters outside the language model (vision encoder and projector)
        } dense[] = {
            {"deepseek-r1-distill-qwen-7b", true, 0},      {"deepseek-r1-distill-qwen-14b", true, 0},
            {"deepseek-r1-distill-qwen-32b", true, 0},     {"deepseek-r1-distill-llama-8b", false, 0},
            {"deepseek-r1-distill-llama-70b", false, 0},   {"llama-3.3-70b", false, 0},
            {"mistral-small-3.1-24b", false, 438958080.0},
        };
        for (const auto &d : dense) {
            const ModelPreset *p = m_presets.preset(QString::fromLatin1(d.id));
            QVERIFY2(p && p->transformer, d.id);
            QCOMPARE(denseParameters(*p->transformer, d.qkvBias) + d.extra, p->parameters);
        }
        // The distilled Llama 70B's published checkpoint is exactly 2 bytes per parameter.
        const ModelPreset *distill = m_presets.preset(QStringLiteral("deepseek-r1-distill-llama-70b"));
        QCOMPARE(distill->checkpointBytes.value_or(0), 2.0 * distill->parameters);
    }

    /** Qwen3 mixtures of experts: total and active follow from the shape as for qwen3-235b-a22b. */
    void qwenMoeCountsFollowFromTheShape()
    {
        for (const char *id : {"qwen3-235b-a22b", "qwen3-235b-a22b-instruct-2507", "qwen3-coder-480b-a35b"}) {
            const ModelPreset *p = m_presets.preset(QString::fromLatin1(id));
            QVERIFY2(p && p->transformer && p->moe, id);
            const auto [total, active] = qwen3MoeParameters(*p->transformer, *p->moe);
            QCOMPARE(total, p->parameters);
            QCOMPARE(active, p->activeParameters.value_or(0));
        }
        // The 2507 update changes the context, not the network.
        const ModelPreset *original = m_presets.preset(QStringLiteral("qwen3-235b-a22b"));
        const ModelPreset *update = m_presets.preset(QStringLiteral("qwen3-235b-a22b-instruct-2507"));
        QCOMPARE(update->parameters, original->parameters);
        QVERIFY(update->transformer->context > original->transformer->context);
    }

    /** QwQ and the Qwen VL models: the shape is their config.json's, and the count follows from it. */
    void qwenVisionLanguageShapesMatchTheirConfigs()
    {
        // vision_config: depth, hidden_size, intermediate_size, out_hidden_size, patch_size.
        const VisionTower none{0, 0, 0, 0, 0, false}, qwen25vl{32, 1280, 3420, 3584, 14, false},
            qwen3vl{27, 1152, 4304, 4096, 16, true}, qwen3vl2048{27, 1152, 4304, 2048, 16, true};
        const struct
        {
            const char *id;
            int layers, hidden, heads, kvHeads, headDim, ffn, vocab, context, experts, perToken, expertFfn;
            VisionTower vision;
        } configs[] = {
            {"qwq-32b", 64, 5120, 40, 8, 128, 27648, 152064, 131072, 0, 0, 0, none},
            {"qwen2.5-vl-7b", 28, 3584, 28, 4, 128, 18944, 152064, 128000, 0, 0, 0, qwen25vl},
            {"qwen3-vl-8b", 36, 4096, 32, 8, 128, 12288, 151936, 262144, 0, 0, 0, qwen3vl},
            {"qwen3-vl-30b-a3b", 48, 2048, 32, 4, 128, 6144, 151936, 262144, 128, 8, 768, qwen3vl2048},
            {"qwen3-vl-235b-a22b", 94, 4096, 64, 4, 128, 12288, 151936, 262144, 128, 8, 1536, qwen3vl},
        };
        for (const auto &c : configs) {
            const ModelPreset *p = m_presets.preset(QString::fromLatin1(c.id));
            QVERIFY2(p && p->transformer, c.id);
            const TransformerShape &s = *p->transformer;
            QVERIFY2(s.layers == c.layers && s.hidden == c.hidden && s.heads == c.heads && s.kvHeads == c.kvHeads
                         && s.headDim == c.headDim && s.ffn == c.ffn && s.vocab == c.vocab && s.context == c.context
                         && !s.tiedEmbeddings && p->releasedDtype == QLatin1String("bfloat16"),
                     c.id);
            // The vision tower is in memory, so in the total; a text token runs the language model only.
            const double vision = c.vision.depth > 0 ? visionParameters(c.vision) : 0;
            if (c.experts > 0) {
                QVERIFY2(p->moe && p->moe->routedExperts == c.experts && p->moe->activeExperts == c.perToken
                             && p->moe->expertFfn == c.expertFfn && p->moe->sharedExperts == 0
                             && p->moe->denseLayers == 0,
                         c.id);
                const auto [total, active] = qwen3MoeParameters(s, *p->moe);
                QCOMPARE(total + vision, p->parameters);
                QCOMPARE(active, p->activeParameters.value_or(0));
            } else {
                const bool qwen3 = c.vision.qwen3; // Qwen3: QK norm, no QKV bias
                QCOMPARE(denseParameters(s, !qwen3) + (qwen3 ? 2.0 * s.layers * s.headDim : 0) + vision, p->parameters);
            }
        }
        // Vision towers as published: Qwen2.5-VL-7B's 676.55M, Qwen3-VL's 576.4M (8B; 538.6M at 2,048 wide).
        QCOMPARE(visionParameters(qwen25vl), 676550144.0);
        QCOMPARE(visionParameters(qwen3vl), 576388336.0);
        // QwQ-32B is Qwen2.5-32B's network.
        QCOMPARE(m_presets.preset(QStringLiteral("qwq-32b"))->parameters,
                 m_presets.preset(QStringLiteral("qwen2.5-32b"))->parameters);
    }

    /** The GPU counts publishers give follow from the weights alone. */
    void weightsAgreeWithThePublishedGpuCounts()
    {
        const auto weights = [this](const char *id, double bytesPerParameter) {
            return m_presets.preset(QString::fromLatin1(id))->parameters * bytesPerParameter / GB;
        };
        // GLM README: GLM-4.5 takes 16 H100 in BF16 and 8 in FP8; GLM-4.5-Air 4 and 2.
        QVERIFY(weights("glm-4.5", 2) > 8 * 80 && weights("glm-4.5", 2) < 16 * 80);
        QVERIFY(weights("glm-4.5", 1) > 4 * 80 && weights("glm-4.5", 1) < 8 * 80);
        QVERIFY(weights("glm-4.5-air", 2) > 2 * 80 && weights("glm-4.5-air", 2) < 4 * 80);
        QVERIFY(weights("glm-4.5-air", 1) > 80 && weights("glm-4.5-air", 1) < 2 * 80);
        // Llama 4 card: Scout fits one H100 only with int4; Maverick's FP8 fits one 8 × 80 GB host, BF16 not.
        QVERIFY(weights("llama-4-scout", 0.5) < 80 && weights("llama-4-scout", 1) > 80);
        QVERIFY(weights("llama-4-maverick", 1) < 8 * 80 && weights("llama-4-maverick", 2) > 8 * 80);
        // Kimi K2 FP8: more than eight 96 GB H20 hold, hence Moonshot's 16-GPU minimum.
        QVERIFY(weights("kimi-k2", 1) > 8 * 96);
        // gpt-oss: MXFP4 experts (4.25 bits) and BF16 for the rest fit one 80 GB card (120b) or 16 GB (20b).
        for (const auto &[id, limit] : {std::pair{"gpt-oss-120b", 80.0}, std::pair{"gpt-oss-20b", 16.0}}) {
            const ModelPreset *p = m_presets.preset(QString::fromLatin1(id));
            const TransformerShape &s = *p->transformer;
            const double expertWeights =
                double(s.layers) * p->moe->routedExperts * (2.0 * s.hidden * s.ffn + double(s.ffn) * s.hidden);
            const double bytes = expertWeights * 4.25 / 8 + (p->parameters - expertWeights) * 2;
            QVERIFY2(bytes / GB < limit, id);
            QVERIFY2(p->parameters * 2 / GB > limit, id); // and only thanks to MXFP4
        }
        // Hugging Face's count of the BF16 tensors (all but the MXFP4 expert blocks) is the non-expert part.
        for (const auto &[id, bf16] :
             {std::pair{"gpt-oss-120b", 2167371072.0}, std::pair{"gpt-oss-20b", 1804459584.0}}) {
            const ModelPreset *p = m_presets.preset(QString::fromLatin1(id));
            const TransformerShape &s = *p->transformer;
            QCOMPARE(p->parameters - double(s.layers) * p->moe->routedExperts * (3.0 * s.hidden * double(s.ffn)), bf16);
        }
    }

    /** Latent attention is sized as a latent cache; Qwen3-Next's 12 attention layers as ordinary GQA. */
    void theSizingEngineReadsTheCacheKinds()
    {
        const SizingEngine engine(m_catalog, m_presets);
        const auto profile = [&engine](const char *id) {
            Scenario s;
            s.model = QString::fromLatin1(id);
            s.task = Task::Llm;
            s.stage = Stage::Inference;
            s.inference.kvCachePrecision = Precision::Bf16;
            return engine.profile(s);
        };
        for (const char *id : {"deepseek-r1", "deepseek-v3.1", "deepseek-v3.2-exp", "kimi-k2"}) {
            const WorkloadProfile p = profile(id);
            QVERIFY2(p.latentKv, id);
            QCOMPARE(p.kvBytesPerToken, *m_presets.preset(QString::fromLatin1(id))->transformer->kvBytesPerToken16bit);
        }
        const WorkloadProfile next = profile("qwen3-next-80b-a3b");
        QVERIFY(!next.latentKv);
        QCOMPARE(next.kvBytesPerToken, 24576.0);
        QCOMPARE(profile("gpt-oss-120b").kvBytesPerToken, 36.0 * 8 * 64 * 2 * 2);
    }

    void wellKnownNamesFindTheirPreset_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("id");
        const auto row = [](const char *name, const char *id) {
            QTest::newRow(name) << QString::fromLatin1(name) << QString::fromLatin1(id);
        };
        row("deepseek-r1-0528", "deepseek-r1");
        row("deepseek-ai/DeepSeek-R1-0528", "deepseek-r1");
        row("DeepSeek-R1", "deepseek-r1");
        row("deepseek-ai/DeepSeek-V3.1", "deepseek-v3.1");
        row("meta-llama/Llama-3.3-70B-Instruct", "llama-3.3-70b");
        row("gpt-oss-120b", "gpt-oss-120b");
        row("openai/gpt-oss-20b", "gpt-oss-20b");
        row("kimi-k2", "kimi-k2");
        row("moonshotai/Kimi-K2-Instruct", "kimi-k2");
        row("Qwen/Qwen3-235B-A22B-Instruct-2507", "qwen3-235b-a22b-instruct-2507");
        row("Qwen/Qwen3-Next-80B-A3B-Thinking", "qwen3-next-80b-a3b");
        row("Qwen/Qwen3-Coder-480B-A35B-Instruct", "qwen3-coder-480b-a35b");
        row("zai-org/GLM-4.5-Air", "glm-4.5-air");
        row("meta-llama/Llama-4-Scout-17B-16E-Instruct", "llama-4-scout");
        row("meta-llama/Llama-4-Maverick-17B-128E", "llama-4-maverick");
        row("mistralai/Mistral-Small-3.2-24B-Instruct-2506", "mistral-small-3.1-24b");
        row("deepseek-ai/DeepSeek-R1-Distill-Qwen-32B", "deepseek-r1-distill-qwen-32b");
        row("Qwen/QwQ-32B", "qwq-32b");
        row("qwq", "qwq-32b");
        row("QwQ-32B", "qwq-32b");
        row("Qwen/Qwen2.5-VL-7B-Instruct", "qwen2.5-vl-7b");
        row("Qwen/Qwen3-VL-8B-Instruct", "qwen3-vl-8b");
        row("Qwen/Qwen3-VL-30B-A3B-Instruct", "qwen3-vl-30b-a3b");
        row("Qwen/Qwen3-VL-235B-A22B-Instruct", "qwen3-vl-235b-a22b");
        row("  Llama-3.1-8B  ", "llama-3.1-8b"); // the older presets answer the same way
    }

    void wellKnownNamesFindTheirPreset()
    {
        QFETCH(QString, name);
        QFETCH(QString, id);
        const ModelPreset *p = m_presets.find(name);
        QVERIFY2(p, qPrintable(name));
        QCOMPARE(p->id, id);
    }

    void lookupsThatMustNotMatch()
    {
        QVERIFY(!m_presets.find(QStringLiteral("deepseek-r2")));
        QVERIFY(!m_presets.find(QString()));
        QVERIFY(!m_presets.find(QStringLiteral("meta-llama/")));
        QVERIFY(!m_presets.find(QStringLiteral("-instruct")));
        // preset() stays the exact-id lookup the sizing code and the catalog's measurements key on.
        QVERIFY(!m_presets.preset(QStringLiteral("DeepSeek-R1")));
        QVERIFY(m_presets.preset(QStringLiteral("deepseek-r1")));
    }

    void lookupKeysAndEditDistance()
    {
        QCOMPARE(presetLookupKey(QStringLiteral("meta-llama/Llama-3.3-70B-Instruct")), QStringLiteral("llama-3.3-70b"));
        QCOMPARE(presetLookupKey(QStringLiteral("Qwen3-235B-A22B-Instruct-2507")),
                 QStringLiteral("qwen3-235b-a22b-instruct-2507"));
        QCOMPARE(editDistance(QStringLiteral("kitten"), QStringLiteral("sitting")), 3);
        QCOMPARE(editDistance(QString(), QStringLiteral("abc")), 3);
        QCOMPARE(editDistance(QStringLiteral("gpt-oss-120b"), QStringLiteral("gpt-oss-120b")), 0);
    }

    void anUnknownNameGetsTheNearestPresets()
    {
        QCOMPARE(m_presets.nearestIds(QStringLiteral("deepseek-r2")).value(0), QStringLiteral("deepseek-r1"));
        QCOMPARE(m_presets.nearestIds(QStringLiteral("llama-3.3-70")).value(0), QStringLiteral("llama-3.3-70b"));
        QCOMPARE(m_presets.nearestIds(QStringLiteral("x"), 5).size(), 5);
        // A QwQ typo is met with QwQ; Qwen2.5-VL-72B (its config.json was not read) with the 7B.
        QVERIFY(!m_presets.find(QStringLiteral("qwq-23b")));
        QCOMPARE(m_presets.nearestIds(QStringLiteral("qwq-23b")).value(0), QStringLiteral("qwq-32b"));
        QVERIFY(!m_presets.find(QStringLiteral("Qwen/Qwen2.5-VL-72B-Instruct")));
        const QString vl =
            PresetLoader::unknownPresetMessage(m_presets, QStringLiteral("Qwen/Qwen2.5-VL-72B-Instruct"));
        QVERIFY2(vl.contains(QLatin1String("\"Qwen/Qwen2.5-VL-72B-Instruct\""))
                     && vl.contains(QLatin1String("\"qwen2.5-vl-7b\"")),
                 qPrintable(vl));
        const QString message = PresetLoader::unknownPresetMessage(m_presets, QStringLiteral("gpt-oss-200b"));
        QVERIFY2(message.contains(QLatin1String("\"gpt-oss-200b\"")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("\"gpt-oss-20b\""))
                     && message.contains(QLatin1String("\"gpt-oss-120b\"")),
                 qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("config.json")) && message.contains(QLatin1String("\"parameters\"")),
                 qPrintable(message));
    }

    void aliasesAreReadAndChecked()
    {
        const auto load = [](const QByteArray &secondAliases) {
            return PresetLoader::fromJson(R"({"schemaVersion":1,"sources":{"S":{"title":"t"}},"presets":[
                {"id":"a-7b","name":"A","aliases":["org/A-7B-Chat"],"task":"llm","architecture":"decoder",
                 "parameters":1e9,"layers":2,"hidden":64,"heads":4,"kvHeads":4,"headDim":16,"ffn":128,
                 "context":128,"source":"S"},
                {"id":"b-7b","name":"B","aliases":)"
                                          + secondAliases + R"(,"task":"llm","architecture":"decoder",
                 "parameters":1e9,"layers":2,"hidden":64,"heads":4,"kvHeads":4,"headDim":16,"ffn":128,
                 "context":128,"source":"S"}]})");
        };
        const auto messageAt = [](const PresetLoadResult &r, const QString &pointer) {
            for (const Diagnostic &d : r.diagnostics.items())
                if (d.pointer == pointer)
                    return d.message;
            return QString();
        };
        const PresetLoadResult good = load(R"(["B-7B-v2", "vendor/b-7b-0601"])");
        QVERIFY2(good.library, qPrintable(good.diagnostics.toStringList().join(QLatin1Char('\n'))));
        QCOMPARE(good.library->presets.back().aliases,
                 (QStringList{QStringLiteral("B-7B-v2"), QStringLiteral("vendor/b-7b-0601")}));
        QCOMPARE(good.library->find(QStringLiteral("b-7b-0601-Instruct"))->id, QStringLiteral("b-7b"));
        QCOMPARE(good.library->find(QStringLiteral("ORG/a-7b-chat"))->id, QStringLiteral("a-7b"));

        const PresetLoadResult clash = load(R"(["x", "A-7B-Instruct"])");
        QVERIFY(!clash.library);
        QVERIFY(messageAt(clash, QStringLiteral("/presets/1/aliases/1")).contains(QLatin1String("\"a-7b\"")));
        const PresetLoadResult clashAlias = load(R"(["a-7b-chat"])");
        QVERIFY(!clashAlias.library);
        QVERIFY(!messageAt(clashAlias, QStringLiteral("/presets/1/aliases/0")).isEmpty());
        const PresetLoadResult notNames = load(R"(["", 7])");
        QVERIFY(!notNames.library);
        QVERIFY(!messageAt(notNames, QStringLiteral("/presets/1/aliases/0")).isEmpty());
        QVERIFY(!messageAt(notNames, QStringLiteral("/presets/1/aliases/1")).isEmpty());
        const PresetLoadResult notAList = load(R"("b")");
        QVERIFY(!notAList.library);
    }

private:
    Catalog m_catalog;
    ModelPresetLibrary m_presets;
};

QTEST_GUILESS_MAIN(TestPresets2025)
#include "tst_presets2025.moc"
