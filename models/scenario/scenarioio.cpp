// SPDX-License-Identifier: Apache-2.0
#include "models/scenario/scenarioio.h"

#include "models/scenario/scenariofieldnames.h"

#include "models/scenario/scenariofields.h"
#include "models/util/jsonreader.h"

#include <QLocale>
#include <QRegularExpression>

namespace Advisor {

namespace {

namespace F = ScenarioFields;

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

    void number(const JsonNode &n, const ScenarioFields::Number &field, double &target)
    {
        note(n, field.key, QString::number(target));
        if (const auto v = r.number(n, field.key, Presence::Optional, field.range))
            target = *v;
    }
    void integer(const JsonNode &n, const ScenarioFields::Number &field, int &target)
    {
        note(n, field.key, QString::number(target));
        if (const auto v = r.integer(n, field.key, Presence::Optional, field.range))
            target = *v;
    }
    void boolean(const JsonNode &n, const char *key, bool &target)
    {
        note(n, key, target ? QStringLiteral("true") : QStringLiteral("false"));
        if (const auto v = r.boolean(n, key, Presence::Optional))
            target = *v;
    }
    QString choice(const JsonNode &n, const ScenarioFields::Choice &field, Presence presence = Presence::Optional)
    {
        return r.choice(n, field.key, presence, field.values());
    }
    void optionalNumber(const JsonNode &n, const ScenarioFields::Number &field, std::optional<double> &target)
    {
        if (const auto v = r.number(n, field.key, Presence::Optional, field.range))
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
    r.warnUnknownKeys(project, ScenarioFields::keysIn(QStringLiteral("/project")));
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
        r.warnUnknownKeys(n, F::keysIn(QStringLiteral("/project/phases[]")));
        ProjectPhase phase;
        if (const auto k =
                phaseKindFromString(r.choice(n, F::phaseKind.key, Presence::Required, F::phaseKind.values())))
            phase.kind = *k;
        phase.startMonth = r.integer(n, F::startMonth.key, Presence::Optional, F::startMonth.range).value_or(1);
        phase.months = r.integer(n, F::months.key, Presence::Required, F::months.range).value_or(1);
        phase.runs = r.integer(n, F::runs.key, Presence::Optional, F::runs.range).value_or(1);
        if (const auto per =
                phasePeriodFromString(r.choice(n, F::phasePeriod.key, Presence::Optional, F::phasePeriod.values())))
            phase.per = *per;
        phase.monthlyGrowthPercent =
            r.number(n, F::monthlyGrowthPercent.key, Presence::Optional, F::monthlyGrowthPercent.range).value_or(0);
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
    const auto read = [&](const ScenarioFields::Number &f) {
        return r.integer(a, f.key, Presence::Optional, f.range).value_or(0);
    };
    arch.layers = read(ScenarioFields::layers);
    arch.hidden = read(ScenarioFields::hidden);
    arch.heads = read(ScenarioFields::heads);
    arch.kvHeads = read(ScenarioFields::kvHeads);
    arch.headDim = read(ScenarioFields::headDim);
    arch.ffn = read(ScenarioFields::ffn);
    arch.vocab = read(ScenarioFields::vocab);
    arch.activeParameters =
        r.number(a, ScenarioFields::activeParameters.key, Presence::Optional, ScenarioFields::activeParameters.range);
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
    r.warnUnknownKeys(t, F::keysIn(t.pointer));
    p.optionalNumber(t, F::tokens, tr.tokens);
    p.optionalNumber(t, F::samples, tr.samples);
    p.number(t, F::epochs, tr.epochs);
    p.integer(t, F::sequenceLength, tr.sequenceLength);
    p.integer(t, F::microBatch, tr.microBatch);
    p.boolean(t, "gradientCheckpointing", tr.gradientCheckpointing);
    if (const auto o = optimizerFromString(p.choice(t, F::optimizer)))
        tr.optimizer = *o;
    p.integer(t, F::zeroStage, tr.zeroStage);
    if (const auto saving = memorySavingFromString(p.choice(t, F::memorySaving)))
        tr.memorySaving = *saving;
    if (const auto offload = hostOffloadFromString(p.choice(t, F::offload)))
        tr.offload = *offload;
    p.optionalNumber(t, F::deadlineHours, tr.deadlineHours);
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

/**
 * "speculative": the method and what it achieves. The acceptance length is the engine's own measure of the
 * workload (vLLM's and SGLang's metrics report it), so a method without one is refused rather than guessed.
 */
void readSpeculative(JsonReader &r, const JsonNode &n, SpeculativeDecoding &spec)
{
    if (n.isNull() || !r.expectObject(n))
        return;
    r.warnUnknownKeys(n, F::keysIn(n.pointer));
    if (const auto method = speculativeMethodFromString(
            r.choice(n, F::speculativeMethod.key, Presence::Required, F::speculativeMethod.values())))
        spec.method = *method;
    const Presence needed = spec.enabled() ? Presence::Required : Presence::Optional;
    if (const auto length = r.number(n, F::acceptanceLength.key, needed, F::acceptanceLength.range))
        spec.acceptanceLength = *length;
    if (const auto tokens = r.integer(n, F::draftTokens.key, Presence::Optional, F::draftTokens.range))
        spec.draftTokens = int(*tokens);
    const Presence draftModel = spec.method == SpeculativeMethod::Draft ? Presence::Required : Presence::Optional;
    spec.draftParameters = r.number(n, F::draftParameters.key, draftModel, F::draftParameters.range);
    Diagnostics &diagnostics = r.diagnostics();
    if (spec.draftTokens && spec.acceptanceLength > *spec.draftTokens + 1)
        diagnostics.error(n.pointer + QStringLiteral("/acceptanceLength"),
                          ScenarioIo::tr("a step keeps at most the %1 proposed tokens and one of its own, so the "
                                         "acceptance length cannot exceed %2; found %3")
                              .arg(*spec.draftTokens)
                              .arg(*spec.draftTokens + 1)
                              .arg(QLocale().toString(spec.acceptanceLength)));
}

void readInference(ScenarioParser &p, const JsonNode &i, Task task, InferenceInput &in)
{
    JsonReader &r = p.r;
    if (i.isNull() || !r.expectObject(i))
        return;
    r.warnUnknownKeys(i, F::keysIn(i.pointer));
    p.integer(i, F::contextLength, in.contextLength);
    p.integer(i, F::outputTokens, in.outputTokens);
    p.integer(i, F::concurrency, in.concurrency);
    p.number(i, F::requestsPerSecond, in.requestsPerSecond);
    p.optionalNumber(i, F::latencyMsTarget, in.latencyMsTarget);
    p.optionalNumber(i, F::ttftMsTarget, in.ttftMsTarget);
    // Only graphics uses it: elsewhere its default is not worth listing among the defaults used.
    if (task == Task::Graphics)
        p.number(i, F::memoryPerSessionGiB, in.memoryPerSessionGiB);
    else if (const auto v = r.number(i, F::memoryPerSessionGiB.key, Presence::Optional, F::memoryPerSessionGiB.range))
        in.memoryPerSessionGiB = *v;
    if (const QString resolution = p.choice(i, F::streamResolution); !resolution.isEmpty())
        in.streamResolution = resolution;
    if (const auto rate = r.integer(i, F::frameRate.key, Presence::Optional, F::frameRate.range))
        in.frameRate = int(*rate);
    if (const QString codec = p.choice(i, F::videoCodec); !codec.isEmpty())
        in.videoCodec = codec;
    if (const auto k = precisionFromString(p.choice(i, F::kvCachePrecision)))
        in.kvCachePrecision = *k;
    if (const auto on = r.boolean(i, "fp8MoeWeightOnly", Presence::Optional))
        in.fp8MoeWeightOnly = *on;
    if (const auto engine = servingEngineFromString(p.choice(i, F::engine)))
        in.engine = *engine;
    if (const auto engine = speechEngineFromString(p.choice(i, F::speechEngine)))
        in.speechEngine = *engine;
    if (const auto engine = llmEngineFromString(p.choice(i, F::llmEngine)))
        in.llmEngine = *engine;
    if (const auto length = r.integer(i, F::maxModelLength.key, Presence::Optional, F::maxModelLength.range))
        in.maxModelLength = *length;
    if (const auto mean = r.integer(i, F::meanInputTokens.key, Presence::Optional, F::meanInputTokens.range))
        in.meanInputTokens = *mean;
    readSpeculative(r, r.child(i, "speculative"), in.speculative);
}

/**
 * The engine refuses a request longer than it was started for: every request would be turned away. A
 * warning, not an error: the file still opens (the sizing rejects every row and says why), and a wizard
 * that saved a shorter length before a longer prompt can read its own file again.
 */
void checkMaxModelLength(const InferenceInput &in, const JsonNode &w, Diagnostics &diagnostics)
{
    const long long request = (long long)in.contextLength + in.outputTokens;
    if (!in.maxModelLength || *in.maxModelLength >= request)
        return;
    diagnostics.warning(w.pointer + QStringLiteral("/inference/maxModelLength"),
                        ScenarioIo::tr("the engine would refuse every request: a max model length of %1 tokens is "
                                       "shorter than one request (%2 prompt and %3 output tokens); leave it out or set "
                                       "at least %4")
                            .arg(QLocale().toString(*in.maxModelLength), QLocale().toString(in.contextLength),
                                 QLocale().toString(in.outputTokens), QLocale().toString(request)));
}

void readGenerationSettings(JsonReader &r, const JsonNode &w, Scenario &s)
{
    if (const auto px = r.integer(w, F::imageResolution.key, Presence::Optional, F::imageResolution.range))
        s.imageResolution = int(*px);
    if (const auto steps = r.integer(w, F::samplingSteps.key, Presence::Optional, F::samplingSteps.range))
        s.samplingSteps = int(*steps);
    if (const auto frames = r.integer(w, F::videoFrames.key, Presence::Optional, F::videoFrames.range))
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
    r.warnUnknownKeys(w, F::keysIn(w.pointer));
    if (const auto t = taskFromString(p.choice(w, F::task, Presence::Required)))
        s.task = *t;
    if (const auto st = stageFromString(p.choice(w, F::stage, Presence::Required)))
        s.stage = *st;
    s.model = r.string(w, "model", Presence::Optional);
    s.parameters = r.number(w, F::parameters.key, Presence::Optional, F::parameters.range);
    if (complete && s.model.isEmpty() && !s.parameters && s.task != Task::Graphics)
        diagnostics.error(w.pointer + QStringLiteral("/model"),
                          ScenarioIo::tr("give either a model preset id or \"parameters\""));
    readGenerationSettings(r, w, s);
    if (const auto arch = readArchitecture(r, r.child(w, "architecture")))
        s.architecture = *arch;
    const QString precision = p.choice(w, F::precision);
    p.note(w, "precision", toString(s.precision));
    if (const auto pr = precisionFromString(precision))
        s.precision = *pr;
    readTraining(p, r.child(w, "training"), s.training);
    if (complete)
        checkTrainingIsAnswerable(s, w, diagnostics);
    readInference(p, r.child(w, "inference"), s.task, s.inference);
    checkMaxModelLength(s.inference, w, diagnostics);
}

QString notABillingId(const QString &found)
{
    return ScenarioIo::tr("expected a billing model's id of lower-case letters, digits and hyphens, such as %1; "
                          "found \"%2\"")
        .arg(allBillingIds().join(QStringLiteral(", ")), found);
}

void readQuotes(JsonReader &r, const JsonNode &c, Constraints &k)
{
    for (const JsonNode &q : r.array(c, "quotes", Presence::Optional)) {
        if (!r.expectObject(q))
            continue;
        r.warnUnknownKeys(q, F::keysIn(QStringLiteral("/constraints/quotes[]")));
        PriceQuote quote;
        quote.instanceType = r.string(q, "instanceType", Presence::Required);
        const JsonNode billingNode = r.child(q, F::quoteBilling.key);
        const QString billing = r.string(q, F::quoteBilling.key, Presence::Optional);
        if (!billing.isEmpty() && !isBillingIdShape(billing))
            r.diagnostics().error(billingNode.pointer, notABillingId(billing));
        else if (!billing.isEmpty())
            quote.billing = billing;
        quote.hourly = r.number(q, F::quoteHourly.key, Presence::Required, F::quoteHourly.range).value_or(0);
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
        // Any id the catalog may define: which ones it prices is checked against the catalog in use.
        if (!isBillingIdShape(billing.at(b)))
            diagnostics.error(c.pointer + QStringLiteral("/billing/") + QString::number(b),
                              notABillingId(billing.at(b)));
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
    r.warnUnknownKeys(c, F::keysIn(c.pointer));
    p.optionalNumber(c, F::budgetMonthly, k.budgetMonthly);
    p.optionalNumber(c, F::budgetJob, k.budgetJob);
    // Past half of the card nothing is left to run on; 0 keeps no margin at all.
    p.optionalNumber(c, F::memoryMarginPercent, k.memoryMarginPercent);
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
    p.integer(c, F::maxNodes, k.maxNodes);
    // At 100 % every configuration would cost 0 and the ranking would say nothing.
    p.number(c, F::customerDiscountPercent, k.customerDiscountPercent);
}

/** "data", "operations" and "assumptions": small sections of flags and overrides. */
void readDataOperationsAndAssumptions(ScenarioParser &p, const JsonNode &root, Scenario &s)
{
    JsonReader &r = p.r;
    const JsonNode d = r.child(root, "data");
    if (!d.isNull() && r.expectObject(d)) {
        r.warnUnknownKeys(d, F::keysIn(d.pointer));
        p.number(d, F::datasetGiB, s.data.datasetGiB);
        p.boolean(d, "smallFiles", s.data.smallFiles);
        const QString storage = r.string(d, "storage", Presence::Optional);
        if (!storage.isEmpty())
            s.data.storage = storage;
    }
    const JsonNode o = r.child(root, "operations");
    if (!o.isNull() && r.expectObject(o)) {
        r.warnUnknownKeys(o, F::keysIn(o.pointer));
        p.boolean(o, "managedPlatformOk", s.operations.managedPlatformOk);
    }
    const JsonNode as = r.child(root, "assumptions");
    if (!as.isNull() && r.expectObject(as)) {
        r.warnUnknownKeys(as, F::keysIn(as.pointer));
        p.optionalNumber(as, F::mfu, s.assumptions.mfu);
        p.optionalNumber(as, F::mbu, s.assumptions.mbu);
        p.optionalNumber(as, F::bytesPerParamAdam, s.assumptions.bytesPerParamAdam);
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
    ScenarioLoadResult result = parse(text, completeness);
    // Problems name the field as the wizard does; the pointer stays, for whoever edits the file.
    result.diagnostics.nameFields(&ScenarioFields::nameOf);
    return result;
}

ScenarioLoadResult ScenarioIo::parse(const QByteArray &text, Completeness completeness)
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
    r.warnUnknownKeys(root, F::keysIn(QString()));
    const auto version = r.integer(root, F::schemaVersion.key, Presence::Required, F::schemaVersion.range);
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
