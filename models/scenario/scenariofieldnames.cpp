// SPDX-License-Identifier: Apache-2.0
#include "models/scenario/scenariofieldnames.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

namespace Advisor::ScenarioFields {

namespace {
class FieldNames
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioFieldNames)

public:
    static QString of(const QString &pattern)
    {
        // The pointers of the schema table (scenariofields.h), an element of a list as "[]".
        for (const auto *names : {&workloadNames(), &otherNames()}) {
            const auto found = names->constFind(pattern);
            if (found != names->constEnd())
                return tr(*found);
        }
        return {};
    }

private:
    /** The scenario, its model and its workload. */
    static const QHash<QString, const char *> &workloadNames()
    {
        static const QHash<QString, const char *> names{
            {QStringLiteral("/schemaVersion"), QT_TR_NOOP("Scenario format version")},
            {QStringLiteral("/name"), QT_TR_NOOP("Scenario name")},
            {QStringLiteral("/workload/task"), QT_TR_NOOP("Task")},
            {QStringLiteral("/workload/stage"), QT_TR_NOOP("Stage")},
            {QStringLiteral("/workload/model"), QT_TR_NOOP("Model")},
            {QStringLiteral("/workload/parameters"), QT_TR_NOOP("Parameters")},
            {QStringLiteral("/workload/precision"), QT_TR_NOOP("Precision")},
            {QStringLiteral("/workload/imageResolution"), QT_TR_NOOP("Image size")},
            {QStringLiteral("/workload/samplingSteps"), QT_TR_NOOP("Sampling steps")},
            {QStringLiteral("/workload/videoFrames"), QT_TR_NOOP("Frames per clip")},
            {QStringLiteral("/workload/architecture/layers"), QT_TR_NOOP("Layers")},
            {QStringLiteral("/workload/architecture/hidden"), QT_TR_NOOP("Hidden size")},
            {QStringLiteral("/workload/architecture/heads"), QT_TR_NOOP("Attention heads")},
            {QStringLiteral("/workload/architecture/kvHeads"), QT_TR_NOOP("KV heads")},
            {QStringLiteral("/workload/architecture/headDim"), QT_TR_NOOP("Head size")},
            {QStringLiteral("/workload/architecture/ffn"), QT_TR_NOOP("Feed-forward size")},
            {QStringLiteral("/workload/architecture/vocab"), QT_TR_NOOP("Vocabulary size")},
            {QStringLiteral("/workload/architecture/activeParameters"), QT_TR_NOOP("Active parameters")},
            {QStringLiteral("/workload/training/tokens"), QT_TR_NOOP("Training tokens per epoch")},
            {QStringLiteral("/workload/training/samples"), QT_TR_NOOP("Training samples per epoch")},
            {QStringLiteral("/workload/training/epochs"), QT_TR_NOOP("Epochs")},
            {QStringLiteral("/workload/training/sequenceLength"), QT_TR_NOOP("Sequence length")},
            {QStringLiteral("/workload/training/microBatch"), QT_TR_NOOP("Micro-batch")},
            {QStringLiteral("/workload/training/zeroStage"), QT_TR_NOOP("ZeRO stage")},
            {QStringLiteral("/workload/training/deadlineHours"), QT_TR_NOOP("Job deadline")},
            {QStringLiteral("/workload/training/optimizer"), QT_TR_NOOP("Optimizer")},
            {QStringLiteral("/workload/training/memorySaving"), QT_TR_NOOP("Low-memory training")},
            {QStringLiteral("/workload/training/offload"), QT_TR_NOOP("Extra memory from the host")},
            {QStringLiteral("/workload/inference/contextLength"), QT_TR_NOOP("Input length")},
            {QStringLiteral("/workload/inference/outputTokens"), QT_TR_NOOP("Output length")},
            {QStringLiteral("/workload/inference/concurrency"), QT_TR_NOOP("Concurrent requests")},
            {QStringLiteral("/workload/inference/requestsPerSecond"), QT_TR_NOOP("Request rate")},
            {QStringLiteral("/workload/inference/latencyMsTarget"), QT_TR_NOOP("Latency target")},
            {QStringLiteral("/workload/inference/ttftMsTarget"), QT_TR_NOOP("Time to first token")},
            {QStringLiteral("/workload/inference/maxModelLength"), QT_TR_NOOP("Max model length")},
            {QStringLiteral("/workload/inference/meanInputTokens"), QT_TR_NOOP("Mean input length")},
            {QStringLiteral("/workload/inference/memoryPerSessionGiB"), QT_TR_NOOP("GPU memory per desktop")},
            {QStringLiteral("/workload/inference/streamResolution"), QT_TR_NOOP("Stream resolution")},
            {QStringLiteral("/workload/inference/frameRate"), QT_TR_NOOP("Frame rate")},
            {QStringLiteral("/workload/inference/videoCodec"), QT_TR_NOOP("Video encoder")},
            {QStringLiteral("/workload/inference/kvCachePrecision"), QT_TR_NOOP("KV cache precision")},
            {QStringLiteral("/workload/inference/engine"), QT_TR_NOOP("Serving engine")},
            {QStringLiteral("/workload/inference/speechEngine"), QT_TR_NOOP("Speech engine")},
            {QStringLiteral("/workload/inference/llmEngine"), QT_TR_NOOP("LLM serving engine")},
            {QStringLiteral("/workload/inference/speculative/method"), QT_TR_NOOP("Speculative decoding")},
            {QStringLiteral("/workload/inference/speculative/acceptanceLength"), QT_TR_NOOP("Acceptance length")},
            {QStringLiteral("/workload/inference/speculative/draftTokens"), QT_TR_NOOP("Draft tokens")},
            {QStringLiteral("/workload/inference/speculative/draftParameters"), QT_TR_NOOP("Draft model size")},
        };
        return names;
    }

    /** Constraints, data, assumptions and the project. */
    static const QHash<QString, const char *> &otherNames()
    {
        static const QHash<QString, const char *> names{
            {QStringLiteral("/constraints/budgetMonthly"), QT_TR_NOOP("Monthly budget")},
            {QStringLiteral("/constraints/budgetJob"), QT_TR_NOOP("Budget for the whole job")},
            {QStringLiteral("/constraints/memoryMarginPercent"), QT_TR_NOOP("GPU memory to keep free")},
            {QStringLiteral("/constraints/maxNodes"), QT_TR_NOOP("Machines one job may span")},
            {QStringLiteral("/constraints/customerDiscountPercent"), QT_TR_NOOP("Customer discount")},
            {QStringLiteral("/constraints/region"), QT_TR_NOOP("Region")},
            {QStringLiteral("/constraints/billing"), QT_TR_NOOP("Billing models")},
            {QStringLiteral("/constraints/quotes[]/billing"), QT_TR_NOOP("Billing model of a quote")},
            {QStringLiteral("/constraints/quotes[]/hourly"), QT_TR_NOOP("Hourly price of a quote")},
            {QStringLiteral("/data/datasetGiB"), QT_TR_NOOP("Dataset size")},
            {QStringLiteral("/data/storage"), QT_TR_NOOP("Where the data is stored")},
            {QStringLiteral("/assumptions/mfu"), QT_TR_NOOP("Training utilisation (MFU)")},
            {QStringLiteral("/assumptions/mbu"), QT_TR_NOOP("Decode bandwidth utilisation (MBU)")},
            {QStringLiteral("/assumptions/bytesPerParamAdam"), QT_TR_NOOP("Bytes per parameter with Adam")},
            {QStringLiteral("/workload/training/gradientCheckpointing"), QT_TR_NOOP("Activation recomputation")},
            {QStringLiteral("/workload/inference/fp8MoeWeightOnly"), QT_TR_NOOP("FP8 expert weights only")},
            {QStringLiteral("/constraints/quotes[]/instanceType"), QT_TR_NOOP("Instance type of a quote")},
            {QStringLiteral("/constraints/quotes[]/date"), QT_TR_NOOP("Date of a quote")},
            {QStringLiteral("/constraints/currency"), QT_TR_NOOP("Display currency")},
            {QStringLiteral("/constraints/interruptible"), QT_TR_NOOP("The job may be interrupted")},
            {QStringLiteral("/constraints/checkpointing"), QT_TR_NOOP("The job saves checkpoints")},
            {QStringLiteral("/data/smallFiles"), QT_TR_NOOP("Many small files")},
            {QStringLiteral("/operations/managedPlatformOk"), QT_TR_NOOP("A managed platform is acceptable")},
            {QStringLiteral("/project/phases[]/kind"), QT_TR_NOOP("Phase type")},
            {QStringLiteral("/project/phases[]/startMonth"), QT_TR_NOOP("Phase start month")},
            {QStringLiteral("/project/phases[]/months"), QT_TR_NOOP("Phase length")},
            {QStringLiteral("/project/phases[]/runs"), QT_TR_NOOP("Runs of a phase")},
            {QStringLiteral("/project/phases[]/per"), QT_TR_NOOP("How often a phase runs")},
            {QStringLiteral("/project/phases[]/monthlyGrowthPercent"), QT_TR_NOOP("Monthly load growth")},
        };
        return names;
    }
};
} // namespace

QString nameOf(const QString &pointer)
{
    // "/project/phases/2/months" → "/project/phases[]/months"; an element of a plain list ("/constraints/billing/0")
    // is that list's field.
    static const QRegularExpression index(QStringLiteral("/\\d+(?=/|$)"));
    QString pattern = pointer;
    pattern.replace(index, QStringLiteral("[]"));
    const QString name = FieldNames::of(pattern);
    if (!name.isEmpty() || !pattern.endsWith(QLatin1String("[]")))
        return name;
    return FieldNames::of(pattern.chopped(2));
}

} // namespace Advisor::ScenarioFields
