// SPDX-License-Identifier: Apache-2.0
#include "models/scenario/scenariofields.h"

#include "models/scenario/scenarioio.h"

#include <cmath>

#include <QLocale>
#include <QRegularExpression>

#include <nlohmann/json.hpp>

namespace Advisor::ScenarioFields {

const QStringList &kvCachePrecisionValues()
{
    static const QStringList values = [] {
        QStringList names = precisionNames();
        names.removeAll(toString(Precision::Tf32));
        return names;
    }();
    return values;
}

const QStringList &servingEngineValues()
{
    static const QStringList values{toString(ServingEngine::Framework), toString(ServingEngine::TensorRt)};
    return values;
}

const QStringList &streamResolutionValues()
{
    static const QStringList values{QStringLiteral("1280x720"), QStringLiteral("1920x1080"),
                                    QStringLiteral("2560x1440"), QStringLiteral("3840x2160")};
    return values;
}

const QStringList &videoCodecValues()
{
    static const QStringList values{QStringLiteral("h264"), QStringLiteral("h265"), QStringLiteral("av1")};
    return values;
}

QString streamResolutionText(const QString &value)
{
    QString text = value;
    return text.replace(QLatin1Char('x'), QChar(0x00D7));
}

QString videoCodecText(const QString &value)
{
    if (value == QLatin1String("h264"))
        return QStringLiteral("H.264");
    if (value == QLatin1String("h265"))
        return QStringLiteral("H.265 (HEVC)");
    if (value == QLatin1String("av1"))
        return QStringLiteral("AV1");
    return value;
}

namespace {

class TableBuilder
{
public:
    void add(const Number &n, bool required = false)
    {
        m_fields.push_back({QLatin1String(n.section),
                            QLatin1String(n.key),
                            n.integer ? Kind::Integer : Kind::Number,
                            n.range,
                            {},
                            QLatin1String(n.unit),
                            required});
    }
    void add(const Choice &c, bool required = false, Kind kind = Kind::Choice)
    {
        m_fields.push_back({QLatin1String(c.section), QLatin1String(c.key), kind, {}, c.values(), {}, required});
    }
    void add(const char *section, const char *key, Kind kind, bool required = false)
    {
        m_fields.push_back({QLatin1String(section), QLatin1String(key), kind, {}, {}, {}, required});
    }
    std::vector<Field> take() { return std::move(m_fields); }

private:
    std::vector<Field> m_fields;
};

void addRootAndWorkload(TableBuilder &t)
{
    t.add(schemaVersion, true);
    t.add("", "name", Kind::Text);
    t.add("", "workload", Kind::Object, true);
    t.add("", "constraints", Kind::Object);
    t.add("", "data", Kind::Object);
    t.add("", "operations", Kind::Object);
    t.add("", "assumptions", Kind::Object);
    t.add("", "project", Kind::Object);
    t.add(task, true);
    t.add(stage, true);
    t.add("/workload", "model", Kind::Text);
    t.add(parameters);
    t.add("/workload", "architecture", Kind::Object);
    t.add(precision);
    t.add("/workload", "training", Kind::Object);
    t.add("/workload", "inference", Kind::Object);
    for (const Number *n : {&imageResolution, &samplingSteps, &videoFrames, &layers, &hidden, &heads, &kvHeads,
                            &headDim, &ffn, &vocab, &activeParameters})
        t.add(*n);
}

void addTrainingAndInference(TableBuilder &t)
{
    for (const Number *n : {&tokens, &samples, &epochs, &sequenceLength, &microBatch})
        t.add(*n);
    t.add("/workload/training", "gradientCheckpointing", Kind::Boolean);
    t.add(optimizer);
    t.add(zeroStage);
    t.add(deadlineHours);
    t.add(memorySaving);
    t.add(offload);
    for (const Number *n :
         {&contextLength, &outputTokens, &concurrency, &requestsPerSecond, &latencyMsTarget, &ttftMsTarget})
        t.add(*n);
    t.add(kvCachePrecision);
    t.add(memoryPerSessionGiB);
    t.add(streamResolution);
    t.add(frameRate);
    t.add(videoCodec);
    t.add("/workload/inference", "fp8MoeWeightOnly", Kind::Boolean);
    t.add(engine);
    t.add(speechEngine);
    t.add(llmEngine);
    t.add(maxModelLength);
    t.add(meanInputTokens);
    t.add("/workload/inference", "speculative", Kind::Object);
    t.add(speculativeMethod);
    for (const Number *n : {&acceptanceLength, &draftTokens, &draftParameters})
        t.add(*n);
}

void addConstraintsAndRest(TableBuilder &t)
{
    t.add(budgetMonthly);
    t.add(budgetJob);
    t.add(memoryMarginPercent);
    t.add("/constraints", "quotes", Kind::Array);
    t.add("/constraints/quotes[]", "instanceType", Kind::Text, true);
    t.add(quoteBilling, false, Kind::Id);
    t.add(quoteHourly, true);
    t.add("/constraints/quotes[]", "date", Kind::Date, true);
    t.add("/constraints", "currency", Kind::Text);
    t.add("/constraints", "region", Kind::Text);
    t.add(billing, false, Kind::IdList);
    t.add("/constraints", "interruptible", Kind::Boolean);
    t.add("/constraints", "checkpointing", Kind::Boolean);
    t.add(maxNodes);
    t.add(customerDiscountPercent);
    t.add(datasetGiB);
    t.add("/data", "smallFiles", Kind::Boolean);
    t.add("/data", "storage", Kind::Text);
    t.add("/operations", "managedPlatformOk", Kind::Boolean);
    for (const Number *n : {&mfu, &mbu, &bytesPerParamAdam})
        t.add(*n);
    t.add("/project", "phases", Kind::Array);
    t.add(phaseKind, true);
    t.add(startMonth);
    t.add(months, true);
    t.add(runs);
    t.add(phasePeriod);
    t.add(monthlyGrowthPercent);
}

QString typeName(Kind kind)
{
    switch (kind) {
    case Kind::Object:
        return QStringLiteral("object");
    case Kind::Array:
        return QStringLiteral("array");
    case Kind::Integer:
        return QStringLiteral("integer");
    case Kind::Number:
        return QStringLiteral("number");
    case Kind::Choice:
        return QStringLiteral("one of");
    case Kind::ChoiceList:
        return QStringLiteral("list of");
    case Kind::Id:
        return QStringLiteral("id");
    case Kind::IdList:
        return QStringLiteral("list of ids");
    case Kind::Boolean:
        return QStringLiteral("true/false");
    case Kind::Text:
        return QStringLiteral("text");
    case Kind::Date:
        return QStringLiteral("date (YYYY-MM-DD)");
    }
    return {};
}

/** 10000000 as "10,000,000" and 1e16 as "1e16": a limit reads at a glance in a README. */
QString limitText(double v)
{
    if (v != 0 && (std::abs(v) >= 1e8 || std::abs(v) < 1e-3)) {
        const int exponent = int(std::floor(std::log10(std::abs(v))));
        const double mantissa = v / std::pow(10.0, exponent);
        const QString m = std::abs(mantissa - 1) < 1e-9 ? QString() : QString::number(mantissa) + QStringLiteral("×");
        return m + QStringLiteral("10^") + QString::number(exponent);
    }
    const QLocale english(QLocale::English);
    if (v == std::floor(v))
        return english.toString(v, 'f', 0);
    return english.toString(v, 'f', 3).remove(QRegularExpression(QStringLiteral("0+$")));
}

QString limitsText(const Field &f)
{
    if (f.kind == Kind::Integer || f.kind == Kind::Number) {
        const QString low = (f.range.minExclusive ? QStringLiteral("> ") : QString()) + limitText(f.range.min);
        return low + QStringLiteral(" to ") + limitText(f.range.max);
    }
    QStringList quoted;
    for (const QString &v : f.values)
        quoted << QLatin1Char('`') + v + QLatin1Char('`');
    if (f.kind == Kind::Id || f.kind == Kind::IdList)
        return QStringLiteral("lower-case letters, digits, hyphens; the catalog's, such as ")
            + quoted.join(QStringLiteral(", "));
    return quoted.join(QStringLiteral(", "));
}

/**
 * The values a new scenario, phase or quote starts with where the writer leaves them out (so that
 * older files read the same), taken from the types' own initialisers.
 */
nlohmann::json unwrittenDefaults()
{
    const Scenario s;
    const ProjectPhase phase;
    const PriceQuote quote;
    nlohmann::json d;
    d["/workload/training/memorySaving"_json_pointer] = toString(s.training.memorySaving).toStdString();
    d["/workload/training/offload"_json_pointer] = toString(s.training.offload).toStdString();
    d["/workload/inference/engine"_json_pointer] = toString(s.inference.engine).toStdString();
    d["/workload/inference/speechEngine"_json_pointer] = toString(s.inference.speechEngine).toStdString();
    d["/workload/inference/llmEngine"_json_pointer] = toString(s.inference.llmEngine).toStdString();
    d["/workload/inference/fp8MoeWeightOnly"_json_pointer] = s.inference.fp8MoeWeightOnly;
    d["/workload/inference/memoryPerSessionGiB"_json_pointer] = s.inference.memoryPerSessionGiB;
    d["/workload/inference/streamResolution"_json_pointer] = s.inference.streamResolution.toStdString();
    d["/workload/inference/frameRate"_json_pointer] = s.inference.frameRate;
    d["/workload/inference/videoCodec"_json_pointer] = s.inference.videoCodec.toStdString();
    d["/workload/inference/speculative/method"_json_pointer] = toString(s.inference.speculative.method).toStdString();
    d["/workload/inference/speculative/acceptanceLength"_json_pointer] = s.inference.speculative.acceptanceLength;
    d["/constraints/quotes[]/billing"_json_pointer] = quote.billing.toStdString();
    d["/project/phases[]/startMonth"_json_pointer] = phase.startMonth;
    d["/project/phases[]/runs"_json_pointer] = phase.runs;
    d["/project/phases[]/per"_json_pointer] = toString(phase.per).toStdString();
    d["/project/phases[]/monthlyGrowthPercent"_json_pointer] = phase.monthlyGrowthPercent;
    return d;
}

QString defaultText(const nlohmann::json &written, const nlohmann::json &unwritten, const Field &f)
{
    if (f.kind == Kind::Object || f.kind == Kind::Array)
        return {};
    const nlohmann::json::json_pointer pointer(f.pointer().toStdString());
    for (const nlohmann::json *defaults : {&written, &unwritten}) {
        if (defaults->contains(pointer))
            return QLatin1Char('`') + QString::fromStdString(defaults->at(pointer).dump()) + QLatin1Char('`');
    }
    return f.required ? QString() : QStringLiteral("—");
}

} // namespace

const std::vector<Field> &all()
{
    static const std::vector<Field> table = [] {
        TableBuilder t;
        addRootAndWorkload(t);
        addTrainingAndInference(t);
        addConstraintsAndRest(t);
        return t.take();
    }();
    return table;
}

QStringList keysIn(const QString &section)
{
    QStringList keys;
    for (const Field &f : all()) {
        if (f.section == section)
            keys << f.key;
    }
    return keys;
}

QString referenceMarkdown()
{
    const nlohmann::json written = nlohmann::json::parse(ScenarioIo::toJson(Scenario{}).toStdString());
    const nlohmann::json unwritten = unwrittenDefaults();
    QString text = QStringLiteral("| field | type | limits or values | unit | default |\n|---|---|---|---|---|\n");
    for (const Field &f : all()) {
        QString name =
            QLatin1Char('`') + f.pointer().mid(1).replace(QLatin1Char('/'), QLatin1Char('.')) + QLatin1Char('`');
        if (f.required)
            name += QStringLiteral(" (required)");
        text += QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n")
                    .arg(name, typeName(f.kind), limitsText(f), f.unit, defaultText(written, unwritten, f));
    }
    return text;
}

} // namespace Advisor::ScenarioFields
