#include "app/cli/recommendcommands.h"

#include "models/advice/advice.h"
#include "models/advice/rules.h"
#include "models/catalog/presetloader.h"
#include "models/io/csvwriter.h"
#include "models/io/texttable.h"
#include "models/report/recommendationjson.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/sizingengine.h"

#include <QCoreApplication>

namespace Advisor::Cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Advisor::Cli", text);
}

struct Loaded
{
    Catalog catalog;
    ModelPresetLibrary presets;
    Scenario scenario;
    QStringList defaultsUsed;
};

/** Catalog, presets and scenario, with every problem printed; exit code 2 for a bad scenario. */
std::optional<Loaded> load(const ParsedArgs &args, Context &context, int &exitCode)
{
    if (!args.has(QStringLiteral("scenario"))) {
        context.err << tr("--scenario FILE is required") << Qt::endl;
        exitCode = 2;
        return std::nullopt;
    }
    const auto catalog = loadCatalog(args, context);
    if (!catalog) {
        exitCode = 1;
        return std::nullopt;
    }
    const PresetLoadResult presets = PresetLoader::embedded();
    if (!presets.library) {
        for (const QString &line : presets.diagnostics.toStringList())
            context.err << line << Qt::endl;
        exitCode = 1;
        return std::nullopt;
    }
    const QString path = args.value(QStringLiteral("scenario"));
    const ScenarioLoadResult scenario = ScenarioIo::fromFile(path);
    for (const QString &line : scenario.diagnostics.toStringList())
        context.err << path << QStringLiteral(": ") << line << Qt::endl;
    if (!scenario.scenario) {
        exitCode = 2;
        return std::nullopt;
    }
    if (!scenario.scenario->model.isEmpty() && !presets.library->preset(scenario.scenario->model)) {
        context.err << path << QStringLiteral(": ")
                    << tr("error: /workload/model: unknown model preset \"%1\"").arg(scenario.scenario->model)
                    << Qt::endl;
        exitCode = 2;
        return std::nullopt;
    }
    return Loaded{*catalog, *presets.library, *scenario.scenario, scenario.defaultsUsed};
}

QString assumptionsText(const WorkloadProfile &p)
{
    QList<QStringList> rows;
    for (const Assumption &a : p.assumptions)
        rows << QStringList{a.label, a.value, a.source};
    return formatTextTable({tr("Assumption"), tr("Value"), tr("Source")}, rows);
}

QString memoryText(const WorkloadProfile &p)
{
    const MemoryBreakdown &m = p.singleReplica;
    const auto row = [](const QString &label, double bytes) {
        return QStringList{label, QString::number(bytes / bytesPerGiB, 'f', 2)};
    };
    return formatTextTable({tr("Memory on one GPU, unsplit"), tr("GiB")},
                           {row(tr("weights"), m.weights), row(tr("gradients"), m.gradients),
                            row(tr("optimizer"), m.optimizer), row(tr("activations"), m.activations),
                            row(tr("KV cache"), m.kvCache), row(tr("overhead"), m.overhead),
                            row(tr("total"), m.total())},
                           {false, true});
}
} // namespace

int runEstimateCommand(const QStringList &args, Context &context)
{
    const auto parsed =
        parseArgs(args, {QStringLiteral("scenario"), QStringLiteral("catalog"), QStringLiteral("format")}, {}, context);
    if (!parsed)
        return 2;
    const auto format = outputFormat(*parsed, {QStringLiteral("table"), QStringLiteral("json")}, context);
    if (!format)
        return 2;
    int code = 0;
    const auto loaded = load(*parsed, context, code);
    if (!loaded)
        return code;
    const SizingEngine engine(loaded->catalog, loaded->presets, parametersFor(loaded->scenario));
    const WorkloadProfile profile = engine.profile(loaded->scenario);
    if (*format == QLatin1String("json")) {
        nlohmann::json defaults = nlohmann::json::array();
        for (const QString &d : loaded->defaultsUsed)
            defaults.push_back(d.toStdString());
        const nlohmann::json doc{
            {"catalog",
             {{"name", loaded->catalog.name.toStdString()}, {"priceDate", loaded->catalog.priceDate.toStdString()}}},
            {"estimate", estimateToJson(profile)},
            {"defaultsUsed", defaults}};
        context.out << QString::fromStdString(doc.dump(2)) << Qt::endl;
        return 0;
    }
    context.out << tr("Model: %1, %2 B parameters").arg(profile.modelName).arg(profile.parameters / 1e9, 0, 'f', 2)
                << Qt::endl;
    if (profile.trainingFlops > 0)
        context.out << tr("Training compute: %1 FLOPs").arg(profile.trainingFlops, 0, 'e', 3) << Qt::endl;
    context.out << Qt::endl << memoryText(profile) << Qt::endl << assumptionsText(profile);
    if (!loaded->defaultsUsed.isEmpty()) {
        context.out << Qt::endl << tr("Defaults used for fields the scenario leaves out:") << Qt::endl;
        for (const QString &d : loaded->defaultsUsed)
            context.out << QStringLiteral("  ") << d << Qt::endl;
    }
    return 0;
}

int runRecommendCommand(const QStringList &args, Context &context)
{
    const auto parsed = parseArgs(args,
                                  {QStringLiteral("scenario"), QStringLiteral("catalog"), QStringLiteral("format"),
                                   QStringLiteral("top"), QStringLiteral("rules"), QStringLiteral("gpu")},
                                  {QStringLiteral("all-sizes")}, context);
    if (!parsed)
        return 2;
    const auto format =
        outputFormat(*parsed, {QStringLiteral("table"), QStringLiteral("json"), QStringLiteral("csv")}, context);
    if (!format)
        return 2;
    int top = 10;
    if (parsed->has(QStringLiteral("top"))) {
        bool ok = false;
        top = parsed->value(QStringLiteral("top")).toInt(&ok);
        if (!ok || top < 1 || top > 10000) {
            context.err << tr("--top expects a whole number from 1 to 10000") << Qt::endl;
            return 2;
        }
    }
    int code = 0;
    const auto loaded = load(*parsed, context, code);
    if (!loaded)
        return code;
    const RulesLoadResult rules = parsed->has(QStringLiteral("rules"))
        ? RulesLoader::fromFile(parsed->value(QStringLiteral("rules")))
        : RulesLoader::embedded();
    for (const QString &line : rules.diagnostics.toStringList())
        context.err << (parsed->has(QStringLiteral("rules")) ? parsed->value(QStringLiteral("rules"))
                                                             : tr("embedded rules"))
                    << QStringLiteral(": ") << line << Qt::endl;
    if (!rules.rules)
        return 1;
    const SizingEngine engine(loaded->catalog, loaded->presets, parametersFor(loaded->scenario));
    const Recommendation r = engine.recommend(loaded->scenario);
    const AdviceReport advice = advise(loaded->scenario, r, r.ranked.empty() ? nullptr : &r.ranked.front(),
                                       loaded->catalog, *rules.rules, parsed->value(QStringLiteral("gpu")));
    const bool training = loaded->scenario.isTraining();
    if (*format == QLatin1String("json")) {
        nlohmann::json doc = recommendationToJson(r, top);
        const nlohmann::json adviceJson = adviceToJson(advice);
        for (auto it = adviceJson.begin(); it != adviceJson.end(); ++it)
            doc[it.key()] = it.value();
        context.out << QString::fromStdString(doc.dump(2)) << Qt::endl;
        return 0;
    }
    // Like the wizard: one row per family unless asked, since sizes of a family differ mostly in vCPUs.
    const bool allSizes = parsed->has(QStringLiteral("all-sizes"));
    const RecommendationTable table = recommendationTable(r, training, top, !allSizes);
    if (*format == QLatin1String("csv")) {
        QList<QStringList> rows{table.header};
        rows += table.rows;
        context.out << QString::fromUtf8(CsvWriter::toCsv(rows));
        return 0;
    }
    context.out << tr("%1 (%2), prices in %3 as of %4, region %5; ~ marks estimated or derived prices")
                       .arg(r.catalogName, r.catalogVersion, r.currency, r.priceDate, r.region)
                << Qt::endl
                << tr("Model: %1").arg(r.profile.modelName) << Qt::endl
                << Qt::endl;
    if (r.ranked.empty()) {
        context.out << tr("Nothing fits. What would:") << Qt::endl;
        for (const QString &a : r.nothingFitsAdvice)
            context.out << QStringLiteral("  - ") << a << Qt::endl;
    } else {
        context.out << formatTextTable(table.header, table.rows, table.rightAligned) << Qt::endl;
        if (!allSizes)
            context.out << tr("One row per family, its best-ranked size; --all-sizes lists every size.") << Qt::endl
                        << Qt::endl;
        context.out << tr("Why #1:") << Qt::endl;
        for (const QString &reason : r.ranked.front().reasons)
            context.out << QStringLiteral("  - ") << reason << Qt::endl;
    }
    context.out << Qt::endl << adviceToText(advice) << Qt::endl << assumptionsText(r.profile);
    return 0;
}

} // namespace Advisor::Cli
