// SPDX-License-Identifier: Apache-2.0
#include "models/scenario/scenarioio.h"

#include "models/util/jsonreader.h"

#include <QRegularExpression>

namespace Advisor {

namespace {

class ScenarioParser
{
public:
    ScenarioParser(JsonReader &reader, QStringList &defaults)
        : r(reader)
        , m_defaults(defaults)
    { }

    template<typename T> void note(const JsonNode &node, const char *key, const T &value)
    {
        if (r.child(node, key).isNull())
            m_defaults << QStringLiteral("%1/%2 = %3").arg(node.pointer, QString::fromLatin1(key), value);
    }

    void number(const JsonNode &n, const char *key, double &target, NumberRange range)
    {
        note(n, key, QString::number(target));
        if (const auto v = r.number(n, key, Presence::Optional, range))
            target = *v;
    }
    void integer(const JsonNode &n, const char *key, int &target, NumberRange range)
    {
        note(n, key, QString::number(target));
        if (const auto v = r.integer(n, key, Presence::Optional, range))
            target = *v;
    }
    void boolean(const JsonNode &n, const char *key, bool &target)
    {
        note(n, key, target ? QStringLiteral("true") : QStringLiteral("false"));
        if (const auto v = r.boolean(n, key, Presence::Optional))
            target = *v;
    }
    void optionalNumber(const JsonNode &n, const char *key, std::optional<double> &target, NumberRange range)
    {
        if (const auto v = r.number(n, key, Presence::Optional, range))
            target = *v;
    }

    JsonReader &r;

private:
    QStringList &m_defaults;
};

/** "project": {"phases": [...]}: each phase checked field by field, then against the project's span. */
void readProject(JsonReader &r, const JsonNode &project, Scenario &s, Diagnostics &diagnostics)
{
    if (project.isNull() || !r.expectObject(project))
        return;
    r.warnUnknownKeys(project, {QStringLiteral("phases")});
    const std::vector<JsonNode> phases = r.array(project, "phases", Presence::Optional);
    if (phases.size() > std::size_t(ProjectPhase::maxPhases)) {
        diagnostics.error(project.pointer + QStringLiteral("/phases"),
                          ScenarioIo::tr("%1 phases is more than the %2 a project may have")
                              .arg(phases.size())
                              .arg(ProjectPhase::maxPhases));
        return;
    }
    for (const JsonNode &n : phases) {
        if (!r.expectObject(n))
            continue;
        r.warnUnknownKeys(n,
                          {QStringLiteral("kind"), QStringLiteral("startMonth"), QStringLiteral("months"),
                           QStringLiteral("runs"), QStringLiteral("per"), QStringLiteral("monthlyGrowthPercent")});
        ProjectPhase phase;
        const QString kind =
            r.choice(n, "kind", Presence::Required, {QStringLiteral("training"), QStringLiteral("serving")});
        if (const auto k = phaseKindFromString(kind))
            phase.kind = *k;
        const double lastMonth = ProjectPhase::maxMonth;
        phase.startMonth = r.integer(n, "startMonth", Presence::Optional, {1, lastMonth}).value_or(1);
        phase.months = r.integer(n, "months", Presence::Required, {1, lastMonth}).value_or(1);
        phase.runs = r.integer(n, "runs", Presence::Optional, {1, double(ProjectPhase::maxRuns)}).value_or(1);
        if (const auto per = phasePeriodFromString(
                r.choice(n, "per", Presence::Optional, {QStringLiteral("month"), QStringLiteral("quarter")})))
            phase.per = *per;
        phase.monthlyGrowthPercent = r.number(n, "monthlyGrowthPercent", Presence::Optional,
                                              {ProjectPhase::minGrowthPercent, ProjectPhase::maxGrowthPercent})
                                         .value_or(0);
        // What does not apply to the kind is checked but not kept, so the phase saves as it reads.
        if (phase.kind == ProjectPhase::Kind::Serving) {
            phase.runs = ProjectPhase{}.runs;
            phase.per = ProjectPhase{}.per;
        } else {
            phase.monthlyGrowthPercent = 0;
        }
        if (phase.endMonth() > ProjectPhase::maxMonth)
            diagnostics.error(n.pointer + QStringLiteral("/months"),
                              ScenarioIo::tr("the phase runs to month %1; a project may run to month %2 at most")
                                  .arg(phase.endMonth())
                                  .arg(ProjectPhase::maxMonth));
        if (phase.kind == ProjectPhase::Kind::Serving && !r.child(n, "runs").isNull())
            diagnostics.warning(n.pointer + QStringLiteral("/runs"),
                                ScenarioIo::tr("a serving phase runs around the clock; \"runs\" is ignored"));
        if (phase.kind == ProjectPhase::Kind::Training && !r.child(n, "monthlyGrowthPercent").isNull())
            diagnostics.warning(n.pointer + QStringLiteral("/monthlyGrowthPercent"),
                                ScenarioIo::tr("a training phase has no load to grow; \"monthlyGrowthPercent\" "
                                               "is ignored"));
        s.phases.push_back(phase);
    }
}

std::optional<ArchitectureInput> readArchitecture(JsonReader &r, const JsonNode &a)
{
    if (a.isNull() || !r.expectObject(a))
        return std::nullopt;
    Diagnostics &diagnostics = r.diagnostics();
    ArchitectureInput arch;
    const NumberRange dims{1, 1e7};
    arch.layers = r.integer(a, "layers", Presence::Optional, {1, 1000}).value_or(0);
    arch.hidden = r.integer(a, "hidden", Presence::Optional, dims).value_or(0);
    arch.heads = r.integer(a, "heads", Presence::Optional, {1, 10000}).value_or(0);
    arch.kvHeads = r.integer(a, "kvHeads", Presence::Optional, {1, 10000}).value_or(0);
    arch.headDim = r.integer(a, "headDim", Presence::Optional, {1, 10000}).value_or(0);
    arch.ffn = r.integer(a, "ffn", Presence::Optional, dims).value_or(0);
    arch.vocab = r.integer(a, "vocab", Presence::Optional, dims).value_or(0);
    arch.activeParameters = r.number(a, "activeParameters", Presence::Optional, {1e3, 1e14});
    // Grouped-query attention shares each key/value head among several query heads, never the reverse.
    if (arch.heads > 0 && arch.kvHeads > arch.heads)
        diagnostics.error(a.pointer + QStringLiteral("/kvHeads"),
                          ScenarioIo::tr("%1 key/value heads is more than the %2 attention heads; expected at "
                                         "most %2")
                              .arg(arch.kvHeads)
                              .arg(arch.heads));
    return arch;
}

void readTraining(ScenarioParser &p, const JsonNode &t, TrainingInput &tr)
{
    JsonReader &r = p.r;
    if (t.isNull() || !r.expectObject(t))
        return;
    r.warnUnknownKeys(t,
                      {QStringLiteral("tokens"), QStringLiteral("samples"), QStringLiteral("epochs"),
                       QStringLiteral("sequenceLength"), QStringLiteral("microBatch"),
                       QStringLiteral("gradientCheckpointing"), QStringLiteral("optimizer"),
                       QStringLiteral("zeroStage"), QStringLiteral("deadlineHours"), QStringLiteral("memorySaving"),
                       QStringLiteral("offload")});
    p.optionalNumber(t, "tokens", tr.tokens, {1, 1e16});
    p.optionalNumber(t, "samples", tr.samples, {1, 1e13});
    p.number(t, "epochs", tr.epochs, {0, 10000, true});
    p.integer(t, "sequenceLength", tr.sequenceLength, {1, 10000000});
    p.integer(t, "microBatch", tr.microBatch, {1, 65536});
    p.boolean(t, "gradientCheckpointing", tr.gradientCheckpointing);
    const QString optimizer = r.choice(t, "optimizer", Presence::Optional,
                                       {QStringLiteral("adamw"), QStringLiteral("adamw-8bit"), QStringLiteral("sgd")});
    if (const auto o = optimizerFromString(optimizer))
        tr.optimizer = *o;
    p.integer(t, "zeroStage", tr.zeroStage, {0, 3});
    if (const auto saving =
            memorySavingFromString(r.choice(t, "memorySaving", Presence::Optional, memorySavingNames())))
        tr.memorySaving = *saving;
    if (const auto offload = hostOffloadFromString(r.choice(t, "offload", Presence::Optional, hostOffloadNames())))
        tr.offload = *offload;
    p.optionalNumber(t, "deadlineHours", tr.deadlineHours, {0, 1e6, true});
}

/** Graphics desktops are served; a training scenario needs an amount of data to train on. */
void checkTrainingIsAnswerable(const Scenario &s, const JsonNode &w, Diagnostics &diagnostics)
{
    if (s.task == Task::Graphics && s.isTraining())
        diagnostics.error(w.pointer + QStringLiteral("/stage"),
                          ScenarioIo::tr("graphics desktops are served, not trained; expected \"inference\" or "
                                         "\"development\", found \"%1\"")
                              .arg(toString(s.stage)));
    else if (s.isTraining() && !s.training.tokens && !s.training.samples)
        diagnostics.error(w.pointer + QStringLiteral("/training"),
                          ScenarioIo::tr("a training scenario needs \"tokens\" or \"samples\""));
}

void readInference(ScenarioParser &p, const JsonNode &i, Task task, InferenceInput &in)
{
    JsonReader &r = p.r;
    if (i.isNull() || !r.expectObject(i))
        return;
    r.warnUnknownKeys(i,
                      {QStringLiteral("contextLength"), QStringLiteral("outputTokens"), QStringLiteral("concurrency"),
                       QStringLiteral("requestsPerSecond"), QStringLiteral("latencyMsTarget"),
                       QStringLiteral("ttftMsTarget"), QStringLiteral("kvCachePrecision"),
                       QStringLiteral("memoryPerSessionGiB"), QStringLiteral("fp8MoeWeightOnly"),
                       QStringLiteral("engine"), QStringLiteral("speechEngine")});
    p.integer(i, "contextLength", in.contextLength, {1, 10000000});
    p.integer(i, "outputTokens", in.outputTokens, {0, 10000000});
    p.integer(i, "concurrency", in.concurrency, {1, 1000000});
    p.number(i, "requestsPerSecond", in.requestsPerSecond, {0, 1e7});
    p.optionalNumber(i, "latencyMsTarget", in.latencyMsTarget, {0, 1e7, true});
    p.optionalNumber(i, "ttftMsTarget", in.ttftMsTarget, {0, 1e7, true});
    // Only graphics uses it: elsewhere its default is not worth listing among the defaults used.
    if (task == Task::Graphics)
        p.number(i, "memoryPerSessionGiB", in.memoryPerSessionGiB, {0, 1024, true});
    else if (const auto v = r.number(i, "memoryPerSessionGiB", Presence::Optional, {0, 1024, true}))
        in.memoryPerSessionGiB = *v;
    const QString kv = r.choice(i, "kvCachePrecision", Presence::Optional,
                                {QStringLiteral("fp32"), QStringLiteral("bf16"), QStringLiteral("fp16"),
                                 QStringLiteral("fp8"), QStringLiteral("int8"), QStringLiteral("int4")});
    if (const auto k = precisionFromString(kv))
        in.kvCachePrecision = *k;
    if (const auto on = r.boolean(i, "fp8MoeWeightOnly", Presence::Optional))
        in.fp8MoeWeightOnly = *on;
    if (const auto engine = servingEngineFromString(
            r.choice(i, "engine", Presence::Optional, {QStringLiteral("framework"), QStringLiteral("tensorrt")})))
        in.engine = *engine;
    if (const auto engine =
            speechEngineFromString(r.choice(i, "speechEngine", Presence::Optional, speechEngineNames())))
        in.speechEngine = *engine;
}

void readGenerationSettings(JsonReader &r, const JsonNode &w, Scenario &s)
{
    if (const auto px = r.integer(w, "imageResolution", Presence::Optional, {64, 16384}))
        s.imageResolution = int(*px);
    if (const auto steps =
            r.integer(w, "samplingSteps", Presence::Optional, {GenerationLimits::minSteps, GenerationLimits::maxSteps}))
        s.samplingSteps = int(*steps);
    if (const auto frames =
            r.integer(w, "videoFrames", Presence::Optional, {GenerationLimits::minFrames, GenerationLimits::maxFrames}))
        s.videoFrames = int(*frames);
}

void readWorkload(ScenarioParser &p, const JsonNode &w, Scenario &s, bool complete)
{
    JsonReader &r = p.r;
    Diagnostics &diagnostics = r.diagnostics();
    if (w.isNull()) {
        diagnostics.error(w.pointer, ScenarioIo::tr("required field is missing"));
        return;
    }
    if (!r.expectObject(w))
        return;
    r.warnUnknownKeys(w,
                      {QStringLiteral("task"), QStringLiteral("stage"), QStringLiteral("model"),
                       QStringLiteral("parameters"), QStringLiteral("architecture"), QStringLiteral("precision"),
                       QStringLiteral("training"), QStringLiteral("inference"), QStringLiteral("imageResolution"),
                       QStringLiteral("samplingSteps"), QStringLiteral("videoFrames")});
    const QString task =
        r.choice(w, "task", Presence::Required,
                 {QStringLiteral("llm"), QStringLiteral("diffusion"), QStringLiteral("cv"), QStringLiteral("nlp"),
                  QStringLiteral("recsys"), QStringLiteral("graphics"), QStringLiteral("other")});
    if (const auto t = taskFromString(task))
        s.task = *t;
    const QString stage =
        r.choice(w, "stage", Presence::Required,
                 {QStringLiteral("pretrain"), QStringLiteral("finetune-full"), QStringLiteral("finetune-lora"),
                  QStringLiteral("finetune-qlora"), QStringLiteral("inference"), QStringLiteral("development")});
    if (const auto st = stageFromString(stage))
        s.stage = *st;
    s.model = r.string(w, "model", Presence::Optional);
    s.parameters = r.number(w, "parameters", Presence::Optional, {1e3, 1e14});
    if (complete && s.model.isEmpty() && !s.parameters && s.task != Task::Graphics)
        diagnostics.error(w.pointer + QStringLiteral("/model"),
                          ScenarioIo::tr("give either a model preset id or \"parameters\""));
    readGenerationSettings(r, w, s);
    if (const auto arch = readArchitecture(r, r.child(w, "architecture")))
        s.architecture = *arch;
    const QString precision =
        r.choice(w, "precision", Presence::Optional,
                 {QStringLiteral("fp32"), QStringLiteral("tf32"), QStringLiteral("bf16"), QStringLiteral("fp16"),
                  QStringLiteral("fp8"), QStringLiteral("int8"), QStringLiteral("int4")});
    p.note(w, "precision", toString(s.precision));
    if (const auto pr = precisionFromString(precision))
        s.precision = *pr;
    readTraining(p, r.child(w, "training"), s.training);
    if (complete)
        checkTrainingIsAnswerable(s, w, diagnostics);
    readInference(p, r.child(w, "inference"), s.task, s.inference);
}

void readQuotes(JsonReader &r, const JsonNode &c, Constraints &k)
{
    for (const JsonNode &q : r.array(c, "quotes", Presence::Optional)) {
        if (!r.expectObject(q))
            continue;
        r.warnUnknownKeys(q,
                          {QStringLiteral("instanceType"), QStringLiteral("billing"), QStringLiteral("hourly"),
                           QStringLiteral("date")});
        PriceQuote quote;
        quote.instanceType = r.string(q, "instanceType", Presence::Required);
        const QString billing = r.choice(q, "billing", Presence::Optional, allBillingIds());
        if (!billing.isEmpty())
            quote.billing = billing;
        quote.hourly = r.number(q, "hourly", Presence::Required, {0, PriceQuote::maxHourly, true}).value_or(0);
        quote.date = r.date(q, "date", Presence::Required);
        if (k.quotes.size() < 10000)
            k.quotes.push_back(quote);
    }
}

void readBilling(JsonReader &r, const JsonNode &c, Constraints &k)
{
    if (r.child(c, "billing").isNull())
        return;
    Diagnostics &diagnostics = r.diagnostics();
    const QStringList billing = r.stringList(c, "billing", Presence::Optional);
    for (qsizetype b = 0; b < billing.size(); ++b) {
        if (!allBillingIds().contains(billing.at(b)))
            diagnostics.error(c.pointer + QStringLiteral("/billing/") + QString::number(b),
                              ScenarioIo::tr("expected one of %1, found \"%2\"")
                                  .arg(allBillingIds().join(QStringLiteral(", ")), billing.at(b)));
    }
    if (billing.isEmpty())
        diagnostics.error(c.pointer + QStringLiteral("/billing"), ScenarioIo::tr("name at least one billing model"));
    else
        k.billing = billing;
}

void readConstraints(ScenarioParser &p, const JsonNode &c, Constraints &k)
{
    JsonReader &r = p.r;
    if (c.isNull() || !r.expectObject(c))
        return;
    r.warnUnknownKeys(c,
                      {QStringLiteral("budgetMonthly"), QStringLiteral("currency"), QStringLiteral("region"),
                       QStringLiteral("billing"), QStringLiteral("interruptible"), QStringLiteral("checkpointing"),
                       QStringLiteral("maxNodes"), QStringLiteral("customerDiscountPercent"),
                       QStringLiteral("budgetJob"), QStringLiteral("memoryMarginPercent"), QStringLiteral("quotes")});
    p.optionalNumber(c, "budgetMonthly", k.budgetMonthly, {0, 1e10, true});
    p.optionalNumber(c, "budgetJob", k.budgetJob, {0, 1e10, true});
    // Past half of the card nothing is left to run on; 0 keeps no margin at all.
    p.optionalNumber(c, "memoryMarginPercent", k.memoryMarginPercent, {0, Constraints::maxMemoryMarginPercent});
    readQuotes(r, c, k);
    const QString currency = r.string(c, "currency", Presence::Optional);
    static const QRegularExpression currencyCode(QStringLiteral("^[A-Z]{3}$"));
    if (!currency.isEmpty() && !currencyCode.match(currency).hasMatch())
        r.diagnostics().error(
            c.pointer + QStringLiteral("/currency"),
            ScenarioIo::tr("expected a three-letter currency code such as CNY, found \"%1\"").arg(currency));
    else if (!currency.isEmpty())
        k.currency = currency;
    k.region = r.string(c, "region", Presence::Optional);
    readBilling(r, c, k);
    p.boolean(c, "interruptible", k.interruptible);
    p.boolean(c, "checkpointing", k.checkpointing);
    p.integer(c, "maxNodes", k.maxNodes, {1, 1024});
    // Up to the wizard's limit: at 100 % every configuration costs 0 and the ranking says nothing.
    p.number(c, "customerDiscountPercent", k.customerDiscountPercent, {0, Constraints::maxDiscountPercent});
}

/** "data", "operations" and "assumptions": small sections of flags and overrides. */
void readDataOperationsAndAssumptions(ScenarioParser &p, const JsonNode &root, Scenario &s)
{
    JsonReader &r = p.r;
    const JsonNode d = r.child(root, "data");
    if (!d.isNull() && r.expectObject(d)) {
        r.warnUnknownKeys(d, {QStringLiteral("datasetGiB"), QStringLiteral("smallFiles"), QStringLiteral("storage")});
        p.number(d, "datasetGiB", s.data.datasetGiB, {0, 1e9});
        p.boolean(d, "smallFiles", s.data.smallFiles);
        const QString storage = r.string(d, "storage", Presence::Optional);
        if (!storage.isEmpty())
            s.data.storage = storage;
    }
    const JsonNode o = r.child(root, "operations");
    if (!o.isNull() && r.expectObject(o)) {
        r.warnUnknownKeys(o, {QStringLiteral("managedPlatformOk")});
        p.boolean(o, "managedPlatformOk", s.operations.managedPlatformOk);
    }
    const JsonNode as = r.child(root, "assumptions");
    if (!as.isNull() && r.expectObject(as)) {
        r.warnUnknownKeys(as, {QStringLiteral("mfu"), QStringLiteral("mbu"), QStringLiteral("bytesPerParamAdam")});
        p.optionalNumber(as, "mfu", s.assumptions.mfu, {0, 1, true});
        p.optionalNumber(as, "mbu", s.assumptions.mbu, {0, 1, true});
        p.optionalNumber(as, "bytesPerParamAdam", s.assumptions.bytesPerParamAdam, {10, 20});
    }
}

void checkGraphicsIsServed(const Scenario &s, Diagnostics &diagnostics)
{
    if (s.task != Task::Graphics || s.isTraining())
        return;
    for (std::size_t i = 0; i < s.phases.size(); ++i) {
        if (s.phases[i].kind == ProjectPhase::Kind::Training)
            diagnostics.error(QStringLiteral("/project/phases/%1/kind").arg(i),
                              ScenarioIo::tr("graphics desktops are served, not trained; expected \"serving\", "
                                             "found \"training\""));
    }
}

} // namespace

ScenarioLoadResult ScenarioIo::fromJson(const QByteArray &text, Completeness completeness)
{
    const bool complete = completeness == Completeness::Required;
    ScenarioLoadResult result;
    const auto doc = JsonReader::parse(text, result.diagnostics);
    if (!doc)
        return result;
    JsonReader r(result.diagnostics);
    ScenarioParser p(r, result.defaultsUsed);
    const JsonNode root{&*doc, {}};
    if (!r.expectObject(root))
        return result;
    Scenario s;
    r.warnUnknownKeys(root,
                      {QStringLiteral("schemaVersion"), QStringLiteral("name"), QStringLiteral("workload"),
                       QStringLiteral("constraints"), QStringLiteral("data"), QStringLiteral("operations"),
                       QStringLiteral("assumptions"), QStringLiteral("project")});
    const auto version = r.integer(root, "schemaVersion", Presence::Required, {1, 1000});
    if (version && *version > Scenario::schemaVersion)
        result.diagnostics.warning(
            QStringLiteral("/schemaVersion"),
            tr("written by a newer version (schema %1); fields this version does not know are ignored").arg(*version));
    s.name = r.string(root, "name", Presence::Optional);

    readWorkload(p, r.child(root, "workload"), s, complete);
    readConstraints(p, r.child(root, "constraints"), s.constraints);
    readDataOperationsAndAssumptions(p, root, s);
    readProject(r, r.child(root, "project"), s, result.diagnostics);
    if (complete)
        checkGraphicsIsServed(s, result.diagnostics);
    if (!result.diagnostics.hasErrors())
        result.scenario = s;
    return result;
}

ScenarioLoadResult ScenarioIo::fromFile(const QString &path, Completeness completeness)
{
    ScenarioLoadResult result;
    const auto bytes = JsonReader::readFile(path, maxFileBytes, result.diagnostics);
    if (!bytes)
        return result;
    return fromJson(*bytes, completeness);
}

} // namespace Advisor
