// SPDX-License-Identifier: Apache-2.0
#include "models/advice/rules.h"

#include "models/catalog/catalogloader.h"
#include "models/util/jsonreader.h"

#include <QSet>

namespace Advisor {

namespace {

struct ThresholdSpec
{
    const char *key;
    NumberRange range;
    // A threshold added after rules files were in users' hands: a file without it loads with this value.
    std::optional<double> fallback = std::nullopt;
};

/** A threshold pair that must be ordered (low ≤ high), reported at the high key. */
struct OrderedPair
{
    const char *low;
    const char *high;
};

struct RuleSpec
{
    const char *id;
    std::vector<ThresholdSpec> thresholds;
    std::vector<OrderedPair> ordered;
};

constexpr NumberRange share{0, 1, true};
constexpr NumberRange positive{0, 1e15, true};

// What each rule the code implements needs from the file; ranges reject values that would make a
// rule fire always or never (a share above 1, a negative vCPU count).
const std::vector<RuleSpec> &ruleSpecs()
{
    static const std::vector<RuleSpec> specs{
        {"cpu-per-gpu-training", {{"minVcpuPerGpu", {0, 1024, true}}}, {}},
        {"cpu-per-gpu-serving", {{"minVcpuPerGpu", {0, 1024, true}}}, {}},
        {"host-memory-below-gpu", {{"minHostToGpuRatio", {0, 100, true}}}, {}},
        {"host-memory-training-ratio",
         {{"minHostToGpuRatio", {0, 100, true}}, {"maxHostToGpuRatio", {0, 100, true}}},
         {{"minHostToGpuRatio", "maxHostToGpuRatio"}}},
        {"host-memory-offload", {{"maxShareForOffload", share}}, {}},
        {"storage-throughput", {{"maxShareOfDiskThroughput", share}, {"bytesPerToken", {0, 1e6, true}}}, {}},
        {"storage-large-dataset", {{"maxDatasetGiBOnSingleDisk", {0, 1e9, true}}}, {}},
        {"storage-small-files", {}, {}},
        {"storage-local-disk", {}, {}},
        {"network-no-rdma",
         {{"tcpShareOfRdmaLow", share}, {"tcpShareOfRdmaHigh", share}, {"minStepShareWaiting", {0, 1}, 0.05}},
         {{"tcpShareOfRdmaLow", "tcpShareOfRdmaHigh"}}},
        {"network-baseline-bandwidth", {{"minGbits", {0, 100000, true}}}, {}},
        {"network-allreduce-share", {{"maxCommShareOfStep", share}}, {}},
        {"interconnect-pcie-sharding", {{"minParameters", positive}, {"minScalingEfficiency", share}}, {}},
        {"interconnect-nvlink-required", {{"minParameters", positive}}, {}},
        {"billing-spot-without-checkpoints", {}, {}},
        {"billing-spot-checkpoint-interval",
         {{"checkpointIntervalMinutes", {0, 10080, true}}, {"minJobHours", {0, 100000}}},
         {}},
        {"billing-payg-break-even", {{"minShareOfMonth", share}}, {}},
        {"billing-stopped-still-charges", {}, {}},
        {"fit-small-model-big-card", {{"minCardGB", {0, 4096, true}}, {"maxMemoryShare", share}}, {}},
        {"fit-peft-split-over-pcie", {{"maxExtraCost", {0, 10, true}}}, {}},
        {"fit-thin-margin", {}, {}},
        {"fit-development-expensive-card", {{"minCardGB", {0, 4096, true}}}, {}},
        {"family-retired", {}, {}},
        {"family-by-application", {}, {}},
        {"family-preview", {}, {}},
        {"family-limited-regions", {}, {}},
        {"gpu-not-offered", {}, {}},
        {"serving-latency", {{"tolerance", {0, 100, true}}}, {}},
        {"serving-first-token", {}, {}},
        {"serving-kv-cache", {{"minConcurrencyHeadroom", {1, 100}}}, {}},
        {"serving-pcie-split", {}, {}},
        {"precision-fp8-weight-only", {}, {}},
        {"serving-low-load", {{"maxLoadShare", share}}, {}},
        {"decision-tree",
         {{"smallModelParameters", positive}, {"largeModelParameters", positive}},
         {{"smallModelParameters", "largeModelParameters"}}},
        {"operations-checklist",
         {{"minGpuUtilisationPercent", {0, 100, true}},
          {"gpuMemoryAlertPercent", {0, 100, true}},
          {"temperatureAlertCelsius", {0, 150, true}},
          {"checkpointIntervalMinutes", {0, 10080, true}}},
         {}},
    };
    return specs;
}

const RuleSpec *specFor(const QString &id)
{
    for (const RuleSpec &s : ruleSpecs()) {
        if (id == QLatin1String(s.id))
            return &s;
    }
    return nullptr;
}

const QStringList severityNames{QStringLiteral("info"), QStringLiteral("advice"), QStringLiteral("warning"),
                                QStringLiteral("blocker")};

class RulesParser
{
public:
    RulesParser(JsonReader &reader, const QHash<QString, SourceRef> &sourceTable)
        : r(reader)
        , sources(sourceTable)
    { }

    void parse(const JsonNode &root, RuleSet &set)
    {
        if (!r.expectObject(root))
            return;
        r.warnUnknownKeys(root,
                          {QStringLiteral("schemaVersion"), QStringLiteral("name"), QStringLiteral("version"),
                           QStringLiteral("rules")});
        const auto version = r.integer(root, "schemaVersion", Presence::Required, {1, 1000});
        if (version && *version != RulesLoader::supportedSchemaVersion) {
            r.diagnostics().error(QStringLiteral("/schemaVersion"),
                                  RulesLoader::tr("schema version %1 is not supported; this program reads version %2")
                                      .arg(*version)
                                      .arg(RulesLoader::supportedSchemaVersion));
            return;
        }
        set.name = r.string(root, "name", Presence::Required);
        set.version = r.string(root, "version", Presence::Required);
        const JsonNode rulesNode = r.child(root, "rules");
        const std::vector<JsonNode> items = r.array(root, "rules", Presence::Required);
        QSet<QString> seen;
        for (const JsonNode &n : items) {
            std::optional<Rule> rule = parseRule(n);
            if (!rule)
                continue;
            if (seen.contains(rule->id)) {
                r.diagnostics().error(n.pointer + QStringLiteral("/id"),
                                      RulesLoader::tr("duplicate rule id \"%1\"").arg(rule->id));
                continue;
            }
            seen.insert(rule->id);
            set.rules.push_back(*rule);
        }
        // A rule left out would silently stop warning; switching one off takes "enabled": false.
        if (rulesNode.value && rulesNode.value->is_array()) {
            for (const QString &id : RulesLoader::knownRuleIds()) {
                if (!seen.contains(id))
                    r.diagnostics().error(
                        rulesNode.pointer,
                        RulesLoader::tr("rule \"%1\" is missing; use \"enabled\": false to switch it off").arg(id));
            }
        }
    }

private:
    std::optional<Rule> parseRule(const JsonNode &n)
    {
        if (!r.expectObject(n))
            return std::nullopt;
        r.warnUnknownKeys(n,
                          {QStringLiteral("id"), QStringLiteral("severity"), QStringLiteral("enabled"),
                           QStringLiteral("thresholds"), QStringLiteral("reason"), QStringLiteral("source")});
        Rule rule;
        rule.id = r.string(n, "id", Presence::Required);
        const RuleSpec *spec = rule.id.isEmpty() ? nullptr : specFor(rule.id);
        if (!rule.id.isEmpty() && !spec)
            r.diagnostics().error(n.pointer + QStringLiteral("/id"),
                                  RulesLoader::tr("unknown rule \"%1\"; known rules: %2")
                                      .arg(rule.id, RulesLoader::knownRuleIds().join(QStringLiteral(", "))));
        const QString severity = r.choice(n, "severity", Presence::Required, severityNames);
        rule.severity = adviceSeverityFromString(severity).value_or(AdviceSeverity::Warning);
        rule.enabled = r.boolean(n, "enabled", Presence::Optional).value_or(true);
        rule.reason = r.localized(n, "reason", Presence::Required);
        parseSources(n, rule);

        const JsonNode th = r.child(n, "thresholds");
        if (th.isNull()) {
            r.diagnostics().error(th.pointer, RulesLoader::tr("required field is missing"));
        } else if (r.expectObject(th) && spec) {
            QStringList known;
            for (const ThresholdSpec &t : spec->thresholds) {
                known << QString::fromLatin1(t.key);
                if (const auto v = r.number(th, t.key, t.fallback ? Presence::Optional : Presence::Required, t.range))
                    rule.thresholds.insert(QString::fromLatin1(t.key), *v);
                else if (t.fallback) // a bad value is an error of its own, and the file is not used
                    rule.thresholds.insert(QString::fromLatin1(t.key), *t.fallback);
            }
            r.warnUnknownKeys(th, known);
            for (const OrderedPair &p : spec->ordered) {
                const QString low = QString::fromLatin1(p.low);
                const QString high = QString::fromLatin1(p.high);
                if (rule.thresholds.contains(low) && rule.thresholds.contains(high)
                    && rule.thresholds.value(low) > rule.thresholds.value(high))
                    r.diagnostics().error(th.pointer + QLatin1Char('/') + high,
                                          RulesLoader::tr("%1 must not be below %2 (%3)")
                                              .arg(high, low, QString::number(rule.thresholds.value(low))));
            }
        }
        if (!spec)
            return std::nullopt;
        return rule;
    }

    /** "source": one key of the catalog's sources table, or a non-empty list of keys. */
    void parseSources(const JsonNode &n, Rule &rule)
    {
        const JsonNode node = r.child(n, "source");
        const QString pointer = n.pointer + QStringLiteral("/source");
        if (node.value && node.value->is_array()) {
            rule.sourceKeys = r.stringList(n, "source", Presence::Required);
            for (int i = 0; i < rule.sourceKeys.size(); ++i)
                checkKey(rule.sourceKeys.at(i), pointer + QLatin1Char('/') + QString::number(i));
        } else {
            const QString key = r.string(n, "source", Presence::Required);
            if (!key.isEmpty() || (node.value && node.value->is_string()))
                rule.sourceKeys = {key};
            if (!rule.sourceKeys.isEmpty())
                checkKey(key, pointer);
        }
        if (rule.sourceKeys.isEmpty() && node.value && node.value->is_array())
            r.diagnostics().error(pointer, RulesLoader::tr("a rule needs a source so its threshold can be checked"));
        for (const QString &key : std::as_const(rule.sourceKeys)) {
            if (sources.contains(key))
                rule.sourceRefs.insert(key, sources.value(key));
        }
    }

    void checkKey(const QString &key, const QString &pointer)
    {
        if (key.trimmed().isEmpty())
            r.diagnostics().error(pointer, RulesLoader::tr("a rule needs a source so its threshold can be checked"));
        else if (!sources.contains(key))
            r.diagnostics().error(pointer,
                                  RulesLoader::tr("unknown source \"%1\"; sources are keys of the catalog's "
                                                  "\"sources\" table")
                                      .arg(key));
    }

    JsonReader &r;
    const QHash<QString, SourceRef> &sources;
};

} // namespace

QString toString(AdviceSeverity severity)
{
    switch (severity) {
    case AdviceSeverity::Info:
        return QStringLiteral("info");
    case AdviceSeverity::Advice:
        return QStringLiteral("advice");
    case AdviceSeverity::Warning:
        return QStringLiteral("warning");
    case AdviceSeverity::Blocker:
        return QStringLiteral("blocker");
    }
    return {};
}

std::optional<AdviceSeverity> adviceSeverityFromString(const QString &s)
{
    if (s == QLatin1String("info"))
        return AdviceSeverity::Info;
    if (s == QLatin1String("advice"))
        return AdviceSeverity::Advice;
    if (s == QLatin1String("warning"))
        return AdviceSeverity::Warning;
    if (s == QLatin1String("blocker"))
        return AdviceSeverity::Blocker;
    return std::nullopt;
}

const Rule *RuleSet::rule(const QString &id) const
{
    for (const Rule &r : rules) {
        if (r.id == id)
            return &r;
    }
    return nullptr;
}

Rule *RuleSet::rule(const QString &id)
{
    for (Rule &r : rules) {
        if (r.id == id)
            return &r;
    }
    return nullptr;
}

const Rule *RuleSet::active(const QString &id) const
{
    const Rule *r = rule(id);
    return r && r->enabled ? r : nullptr;
}

QStringList RulesLoader::knownRuleIds()
{
    QStringList ids;
    for (const RuleSpec &s : ruleSpecs())
        ids << QString::fromLatin1(s.id);
    return ids;
}

const QHash<QString, SourceRef> &RulesLoader::embeddedSources()
{
    static const QHash<QString, SourceRef> sources = [] {
        const CatalogLoadResult catalog = CatalogLoader::embedded();
        return catalog.catalog ? catalog.catalog->sources : QHash<QString, SourceRef>{};
    }();
    return sources;
}

RulesLoadResult RulesLoader::fromJson(const QByteArray &json, const QHash<QString, SourceRef> *sources)
{
    RulesLoadResult result;
    const std::optional<nlohmann::json> doc = JsonReader::parse(json, result.diagnostics);
    if (!doc)
        return result;
    RuleSet set;
    JsonReader reader(result.diagnostics);
    RulesParser parser(reader, sources ? *sources : embeddedSources());
    parser.parse(JsonNode{&*doc, {}}, set);
    if (!result.diagnostics.hasErrors())
        result.rules = std::move(set);
    return result;
}

RulesLoadResult RulesLoader::fromFile(const QString &path, const QHash<QString, SourceRef> *sources)
{
    RulesLoadResult result;
    const std::optional<QByteArray> bytes = JsonReader::readFile(path, maxFileBytes, result.diagnostics);
    if (!bytes)
        return result;
    return fromJson(*bytes, sources);
}

QString RulesLoader::embeddedPath()
{
    return QStringLiteral(":/catalog/rules.json");
}

RulesLoadResult RulesLoader::embedded()
{
    return fromFile(embeddedPath());
}

} // namespace Advisor
