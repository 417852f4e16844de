// SPDX-License-Identifier: Apache-2.0
// The non-LLM validation set: published measurements of vision transformers, TensorRT engines, diffusion,
// Whisper, DLRM and multi-GPU serving from sources no constant was fitted on
// (tests/data/published/nonllm-validation.json; the calibration set is the cases of tst_nonllmcases*).
// Each is estimated as the program would estimate it, and the accuracy and the coverage of the band the
// program shows are counted per kind. The figures are printed, and README.md must state the ones measured
// here, so the stated accuracy cannot drift from the model's.
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/sizing/confidence.h"
#include "models/sizing/measuredthroughput.h"
#include "models/sizing/sizingengine.h"
#include "models/sizing/sizingparameters.h"
#include "tests/models/publishedcases.h"
#include "tests/models/validationcases.h"
#include "tests/testutils.h"

#include <algorithm>
#include <cmath>
#include <map>

#include <nlohmann/json.hpp>

#include <QFile>
#include <QTest>

using namespace Advisor;
using nlohmann::json;
using ValidationCases::number;
using ValidationCases::Tally;
using ValidationCases::text;

namespace {

struct Outcome
{
    QString id;
    QString kind;
    double published = 0;
    double estimated = 0;
    Band band;
    bool estimatedAtAll = false;
    bool withinTolerance = false;
    bool bandHolds = false;
    QString why; // not estimated: what the program cannot express yet
};

// Whisper transcribes 30-second windows: the encoder once (the first token) and the decoder once per token,
// about 110 tokens a window (the assumption tst_nonllmcases_diffusion states).
constexpr double whisperWindowSeconds = 30;
constexpr double whisperTokensPerWindow = 110;

} // namespace

class TestNonLlmValidation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(PublishedCases::loadEmbedded(m_catalog, m_presets));
        QFile file(
            sourceDir(QStringLiteral("tests/data/published")).filePath(QStringLiteral("nonllm-validation.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        m_doc = json::parse(file.readAll().toStdString());
        QVERIFY(m_doc["cases"].is_array());
    }

    // Every case says where it comes from, is held back from fitting, and names a preset and GPU the
    // program has unless it says why not.
    void everyCaseIsSourcedAndHeldBack()
    {
        QStringList ids;
        int estimable = 0;
        for (const json &c : m_doc["cases"]) {
            const QString id = text(c, "id");
            QVERIFY2(!ids.contains(id), qPrintable(id));
            ids << id;
            QCOMPARE(text(c, "set"), QStringLiteral("validation"));
            QVERIFY2(!text(c, "quote").isEmpty() && !text(c, "source").isEmpty(), qPrintable(id));
            QVERIFY2(text(c, "url").startsWith(QStringLiteral("https://")), qPrintable(id));
            QVERIFY2(number(c, "published") > 0, qPrintable(id));
            if (!text(c, "notModelled").isEmpty())
                continue;
            ++estimable;
            QVERIFY2(m_presets.preset(text(c, "model")), qPrintable(id));
            QVERIFY2(m_catalog.gpu(text(c, "gpu")), qPrintable(id));
        }
        QVERIFY(ids.size() >= 40);
        QVERIFY(estimable >= 20);
    }

    void accuracyAndBandCoverageAreTheOnesStated()
    {
        std::map<QString, Tally> byKind;
        Tally all;
        for (const json &c : m_doc["cases"]) {
            const Outcome o = estimate(c);
            for (Tally *t : {&byKind[o.kind], &all})
                t->count(o.estimatedAtAll, o.withinTolerance, o.bandHolds);
            QVERIFY2(o.estimatedAtAll || !o.why.isEmpty(), qPrintable(o.id));
            if (!o.estimatedAtAll) {
                qInfo().noquote() << QStringLiteral("n/a   %1: %2").arg(o.id, o.why);
                continue;
            }
            qInfo().noquote() << QStringLiteral("%1  %2: %3 estimated, %4 published (%5x)%6 [%7, %8]%9")
                                     .arg(o.withinTolerance ? QStringLiteral("ok  ") : QStringLiteral("MISS"), o.id)
                                     .arg(o.estimated, 0, 'g', 4)
                                     .arg(o.published, 0, 'g', 4)
                                     .arg(o.published > 0 ? o.estimated / o.published : 0, 0, 'f', 2)
                                     .arg(o.bandHolds ? QStringLiteral(", in band") : QString())
                                     .arg(o.band.low, 0, 'g', 4)
                                     .arg(o.band.high, 0, 'g', 4)
                                     .arg(o.why.isEmpty() ? QString() : QStringLiteral("; ") + o.why);
        }
        const QStringList rows = ValidationCases::tableRows(byKind);
        const QString summary = QStringLiteral("Non-LLM validation: %1 of %2 estimated cases within tolerance; the "
                                               "stated band holds %3 of %2.")
                                    .arg(all.within)
                                    .arg(all.estimated)
                                    .arg(all.bandHolds);
        qInfo().noquote() << summary;
        qInfo().noquote() << rows.join(QLatin1Char('\n'));

        const QString missing = ValidationCases::missingFromReadme(summary, rows);
        QVERIFY2(missing.isEmpty(), qPrintable(missing));
    }

private:
    Scenario scenarioFor(const json &c) const
    {
        Scenario s;
        // Speech is not a task of its own: a Whisper scenario is "other".
        s.task = taskFromString(text(c, "task")).value_or(Task::Other);
        s.stage = stageFromString(text(c, "stage")).value_or(Stage::Inference);
        s.model = text(c, "model");
        s.precision = precisionFromString(text(c, "precision")).value_or(Precision::Fp16);
        s.constraints.maxNodes = int(number(c, "nodes", 1));
        if (number(c, "imageResolution") > 0)
            s.imageResolution = int(number(c, "imageResolution"));
        if (number(c, "samplingSteps") > 0)
            s.samplingSteps = int(number(c, "samplingSteps"));
        const int gpus = std::max(1, int(number(c, "gpus", 1)));
        const int batch = std::max(1, int(number(c, "batch", 1)));
        if (s.isTraining()) {
            // A recommender's published batch is the global one; the others' are per GPU.
            s.training.microBatch = s.task == Task::Recsys ? std::max(1, batch / gpus) : batch;
            s.training.samples = 1e8;
            s.training.gradientCheckpointing = false;
            s.training.zeroStage = 0;
            // A deadline nothing meets makes the program spread the job over every instance it may use.
            if (s.constraints.maxNodes > 1)
                s.training.deadlineHours = 1e-9;
            return s;
        }
        s.inference.engine =
            text(c, "engine") == QLatin1String("tensorrt") ? ServingEngine::TensorRt : ServingEngine::Framework;
        s.inference.requestsPerSecond = 0.001;
        const QString metric = text(c, "metric");
        const bool alone = metric == QLatin1String("secondsPerImage") || metric == QLatin1String("iterationsPerSecond");
        // Offline throughput runs as many requests at once as the engine takes.
        s.inference.concurrency = alone ? 1 : int(number(c, "batch", 256));
        s.inference.outputTokens = 1;
        if (number(c, "sequenceLength") > 0)
            s.inference.contextLength = int(number(c, "sequenceLength"));
        // An engine that drops the padding computes each request at its own length: the scenario says so.
        if (number(c, "unpaddedMeanTokens") > 0)
            s.inference.meanInputTokens = int(std::lround(number(c, "unpaddedMeanTokens")));
        if (text(c, "task") == QLatin1String("speech")) {
            s.inference.contextLength = 1500; // one 30-s window's encoder frames
            s.inference.outputTokens = 448;
            // The windows the engine ran at once: one for the engines that transcribe window by window.
            s.inference.concurrency = std::max(1, int(number(c, "batch", 1)));
            s.inference.speechEngine =
                speechEngineFromString(text(c, "speechEngine")).value_or(SpeechEngine::FasterWhisper);
        }
        return s;
    }

    Outcome estimate(const json &c) const
    {
        Outcome o;
        o.id = text(c, "id");
        o.kind = text(c, "kind");
        o.published = number(c, "published");
        o.why = text(c, "notModelled");
        if (!o.why.isEmpty())
            return o;
        const Scenario s = scenarioFor(c);
        const int nodes = std::max(1, int(number(c, "nodes", 1)));
        auto [catalog, typeId] =
            PublishedCases::catalogWith(m_catalog, text(c, "gpu"), std::max(1, int(number(c, "gpus", 1))) / nodes);
        if (nodes > 1 && number(c, "networkGbps") > 0)
            overTcp(catalog, typeId, number(c, "networkGbps"));
        const InstanceType *type = catalog.instanceType(typeId);
        if (!type) {
            o.why = QStringLiteral("no such GPU in the catalog");
            return o;
        }
        const SizingEngine engine(catalog, m_presets, parametersFor(s));
        const WorkloadProfile profile = engine.profile(s);
        const Configuration r = engine.evaluate(s, profile, *type);
        o.estimatedAtAll = true;
        // The deadline scenarioFor set only spreads the job; missing it is no objection to the setup.
        const bool onlyDeadline = s.training.deadlineHours
            && std::all_of(r.problems.begin(), r.problems.end(),
                           [](const Finding &f) { return f.kind == Finding::Kind::MissesDeadline; });
        if ((!r.problems.empty() && !onlyDeadline) || r.memory.fit == Fit::Insufficient) {
            o.why = QStringLiteral("the program calls the published setup impossible");
            return o;
        }
        if (r.layout.instances != nodes)
            o.why = QStringLiteral("sized on %1 instances, not the published %2").arg(r.layout.instances).arg(nodes);
        const QString metric = text(c, "metric");
        // The band the program states: the speed's evidence combined with its engine's own published spread
        // (a speech engine's sources, the attention a UNet's framework runs), as the results show it.
        const BandFactors speed = timeFactors(s.isTraining() ? trainingTimeEvidence : r.speed.evidence,
                                              r.speed.engineSpreadLow, r.speed.engineSpreadHigh);
        if (metric == QLatin1String("batchLatencyMs")) {
            o.estimated = r.speed.ttftMs;
            o.band = timeBand(o.estimated, speed);
        } else if (metric == QLatin1String("secondsPerImage")) {
            o.estimated = r.speed.ttftMs / 1000;
            o.band = timeBand(o.estimated, speed);
        } else if (metric == QLatin1String("iterationsPerSecond")) {
            o.estimated = r.speed.ttftMs > 0 ? profile.samplingSteps / (r.speed.ttftMs / 1000) : 0;
            o.band = speedBand(o.estimated, speed);
        } else if (metric == QLatin1String("imagesPerSecond") || metric == QLatin1String("samplesPerSecond")) {
            // Per published cluster of `nodes` instances (a multi-node figure is the whole cluster's): the
            // program may add instances the benchmark did not have.
            o.estimated = r.speed.samplesPerSecond / std::max(1, r.layout.instances) * nodes;
            o.band = speedBand(o.estimated, speed);
        } else if (metric == QLatin1String("scalingEfficiency")) {
            // Against the same GPUs with no exchange: the share of the step the GPUs spend computing.
            o.estimated = r.speed.scalingEfficiency;
            o.band = speedBand(o.estimated, speed);
        } else if (metric == QLatin1String("timeToTrainMinutes")) {
            o.estimated = r.speed.samplesPerSecond > 0 ? number(c, "trainSamples") / r.speed.samplesPerSecond / 60 : 0;
            o.band = timeBand(o.estimated, speed);
        } else if (metric == QLatin1String("transcribeSeconds")) {
            // A batch of windows finishes together: its encoder passes, then its tokens step by step.
            const double windows = number(c, "audioMinutes") * 60 / whisperWindowSeconds;
            const int batch = int(std::ceil(double(s.inference.concurrency) / std::max(1, r.layout.dataParallel)));
            o.estimated = windows / batch * (r.speed.ttftMs + whisperTokensPerWindow * r.speed.tpotMs) / 1000;
            o.band = timeBand(o.estimated, speed);
        } else if (metric == QLatin1String("peakAllocatedGiB") || metric == QLatin1String("peakReservedGiB")) {
            // PyTorch's peak: the tensors alone (allocated), or with the allocator's cache (reserved); neither
            // counts the CUDA context.
            const MemoryBreakdown &m = r.memory.perGpu;
            const double context = parametersFor(s).cudaContextGiB * bytesPerGiB;
            const bool reserved = metric == QLatin1String("peakReservedGiB");
            o.estimated = (m.total() - (reserved ? context : m.overhead)) / bytesPerGiB;
            o.band = Band{o.estimated * (1 - memoryBand), o.estimated * (1 + memoryBand)};
            const double ratio = o.estimated / o.published;
            const double tolerance = m_doc["tolerance"].value("memory", 0.15);
            o.withinTolerance = ratio >= 1 - tolerance && ratio <= 1 + tolerance;
            o.bandHolds = o.published >= o.band.low && o.published <= o.band.high;
            return o;
        } else {
            o.estimatedAtAll = false;
            o.why = QStringLiteral("metric %1 is not estimated").arg(metric);
            return o;
        }
        const double tolerance = m_doc["tolerance"].value("speed", 1.5);
        const double ratio = o.estimated / o.published;
        o.withinTolerance = ratio >= 1 / tolerance && ratio <= tolerance;
        o.bandHolds = o.band.valid() && o.published >= o.band.low && o.published <= o.band.high;
        return o;
    }

    // The published cluster's instances talk over plain TCP at the stated line rate, without RDMA.
    static void overTcp(Catalog &catalog, const QString &typeId, double gbps)
    {
        for (InstanceType &t : catalog.instanceTypes) {
            if (t.id != typeId)
                continue;
            t.networkGbits = gbps;
            for (Family &f : catalog.families) {
                if (f.id == t.family) {
                    f.rdma = RdmaType::None;
                    f.rdmaGbits = 0;
                }
            }
        }
    }

    Catalog m_catalog;
    ModelPresetLibrary m_presets;
    json m_doc;
};

QTEST_GUILESS_MAIN(TestNonLlmValidation)
#include "tst_nonllmvalidation.moc"
