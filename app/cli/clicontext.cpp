// SPDX-License-Identifier: Apache-2.0
#include "app/cli/clicontext.h"
#include "app/cli/commandtable.h"

#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/io/pricefile.h"
#include "models/io/safewrite.h"
#include "models/itemmodels/displaytext.h"
#include "models/scenario/scenarioio.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>

#include <cmath>
#include <limits>

namespace Advisor::Cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Advisor::Cli", text);
}
} // namespace

std::optional<ParsedArgs> parseArgs(const QStringList &args, const QStringList &valueOptions,
                                    const QStringList &flagOptions, Context &context, qsizetype maxPositional)
{
    ParsedArgs parsed;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString arg = args.at(i);
        if (!arg.startsWith(QLatin1String("--")) || arg == QLatin1String("--")) {
            // A stray word is most often a value whose option was mistyped: never ignore it.
            if (parsed.positional.size() >= maxPositional) {
                context.err << tr("unexpected argument \"%1\"").arg(arg) << Qt::endl;
                return std::nullopt;
            }
            parsed.positional << arg;
            continue;
        }
        QString name = arg.mid(2);
        QString value;
        const qsizetype eq = name.indexOf(QLatin1Char('='));
        if (eq >= 0) {
            value = name.mid(eq + 1);
            name = name.left(eq);
        }
        if (flagOptions.contains(name)) {
            // "--all-sizes=0" must not switch it on; a flag is on by being there, so a value is an error.
            if (eq >= 0) {
                context.err << tr("option --%1 takes no value").arg(name) << Qt::endl;
                return std::nullopt;
            }
            parsed.options.insert(name, QStringLiteral("1"));
        } else if (valueOptions.contains(name)) {
            if (eq < 0) {
                if (i + 1 >= args.size()) {
                    context.err << tr("option --%1 needs a value").arg(name) << Qt::endl;
                    return std::nullopt;
                }
                value = args.at(++i);
            }
            parsed.options.insert(name, value);
            parsed.repeated[name] << value;
        } else {
            context.err << tr("unknown option --%1").arg(name) << Qt::endl;
            return std::nullopt;
        }
    }
    return parsed;
}

std::optional<ParsedArgs> parseCommandArgs(const CommandSpec &command, const QStringList &args, Context &context)
{
    QStringList valueOptions;
    QStringList flagOptions;
    qsizetype maxPositional = 0;
    bool scenarioAlone = false;
    for (const OptionSpec &option : command.options) {
        if (option.isPositional()) {
            maxPositional = option.repeatable ? std::numeric_limits<qsizetype>::max() : 1;
            continue;
        }
        (option.takesValue() ? valueOptions : flagOptions) << QString::fromUtf8(option.name);
        if (option.orPositional) {
            maxPositional = 1;
            scenarioAlone = true;
        }
    }
    std::optional<ParsedArgs> parsed = parseArgs(args, valueOptions, flagOptions, context, maxPositional);
    if (parsed && scenarioAlone && !takeScenarioArgument(*parsed, context))
        return std::nullopt;
    return parsed;
}

bool takeScenarioArgument(ParsedArgs &parsed, Context &context)
{
    if (parsed.positional.isEmpty())
        return true;
    if (parsed.has(QStringLiteral("scenario"))) {
        context.err << tr("give the scenario once: as --scenario FILE or as FILE") << Qt::endl;
        return false;
    }
    parsed.options.insert(QStringLiteral("scenario"), parsed.positional.front());
    return true;
}

void printDiagnostics(const QString &where, const Diagnostics &diagnostics, Context &context)
{
    // As the message's own words name it: with the reader's colon (full-width in Chinese) or an ASCII one.
    const QStringList named{where + QStringLiteral(": "), tr("%1: %2").arg(where, QString())};
    for (Diagnostic diagnostic : diagnostics.items()) {
        // A file that cannot be read is reported in words that name it already: name it once.
        for (const QString &prefix : named) {
            if (diagnostic.pointer.isEmpty() && diagnostic.message.startsWith(prefix)) {
                diagnostic.message = diagnostic.message.mid(prefix.size());
                break;
            }
        }
        context.err << tr("%1: %2").arg(where, diagnostic.toString()) << Qt::endl;
    }
}

std::optional<Catalog> loadCatalog(const ParsedArgs &args, Context &context, int &exitCode)
{
    const CatalogLoadResult result = args.has(QStringLiteral("catalog"))
        ? CatalogLoader::fromFile(args.value(QStringLiteral("catalog")))
        : CatalogLoader::embedded();
    const QString where =
        args.has(QStringLiteral("catalog")) ? args.value(QStringLiteral("catalog")) : tr("embedded catalog");
    printDiagnostics(where, result.diagnostics, context);
    if (!result.catalog) {
        exitCode = args.has(QStringLiteral("catalog")) ? 2 : 1;
        return std::nullopt;
    }
    if (!args.has(QStringLiteral("prices")))
        return result.catalog;
    const PriceOverlayResult priced = PriceFile::overlay(*result.catalog, args.values(QStringLiteral("prices")));
    for (const QString &line : priced.problems + priced.notes)
        context.err << line << Qt::endl;
    if (!priced.catalog)
        exitCode = 2;
    return priced.catalog;
}

namespace {
/**
 * A quote is an offer under one billing model: under one the scenario does not compare it would change
 * nothing, and the user would read the answer as if it had been used.
 */
void warnQuotesNotCompared(const ScenarioInputs &inputs, Context &context)
{
    for (const PriceQuote &quote : inputs.scenario.constraints.quotes) {
        const BillingModel *model = inputs.catalog.billingModel(quote.billing);
        if (model && !inputs.scenario.constraints.billing.contains(quote.billing))
            context.err << tr("warning: your quote for %1 is for %2, which the scenario does not compare; add that "
                              "billing model to use it")
                               .arg(quote.instanceType, model->name.text())
                        << Qt::endl;
    }
}
} // namespace

std::optional<PriceQuote> parseQuote(const QString &text, const Catalog &catalog, QString *problem)
{
    // TYPE=PRICE[,BILLING]: the hourly price of one instance, in the catalog currency, dated today.
    const qsizetype equals = text.indexOf(QLatin1Char('='));
    if (equals <= 0) {
        *problem =
            tr("expected TYPE=%1_PER_HOUR[,BILLING], such as ecs.gn8v-8x.48xlarge=250,payg").arg(catalog.currency);
        return std::nullopt;
    }
    PriceQuote quote;
    quote.instanceType = text.left(equals).trimmed();
    QStringList rest = text.mid(equals + 1).split(QLatin1Char(','));
    const InstanceType *type = catalog.instanceType(quote.instanceType);
    if (!type) {
        *problem = tr("no instance type %1 in the catalog").arg(quote.instanceType);
        return std::nullopt;
    }
    bool ok = false;
    quote.hourly = rest.value(0).trimmed().toDouble(&ok);
    const double least = PriceFile::minHourlyPerGpu * std::max(1.0, type->gpuCount);
    if (!ok || !std::isfinite(quote.hourly) || quote.hourly < least || quote.hourly > PriceQuote::maxHourly) {
        *problem = tr("expected a price per hour between %1 and %2 %3, found \"%4\"")
                       .arg(QLocale::c().toString(least, 'g', 3), QLocale::c().toString(PriceQuote::maxHourly, 'f', 0),
                            catalog.currency, rest.value(0).trimmed());
        return std::nullopt;
    }
    if (rest.size() > 2) {
        *problem = tr("expected at most one billing model after the price");
        return std::nullopt;
    }
    if (rest.size() == 2) {
        quote.billing = rest.at(1).trimmed();
        // The catalog in use says which billing models exist, its own included.
        if (!catalog.billingModel(quote.billing)) {
            QStringList ids;
            for (const BillingModel &model : catalog.billingModels)
                ids << model.id;
            *problem = tr("expected one of the catalog's billing models, %1; found \"%2\"")
                           .arg(ids.join(QStringLiteral(", ")), quote.billing);
            return std::nullopt;
        }
    }
    quote.date = QDate::currentDate().toString(Qt::ISODate);
    return quote;
}

std::optional<ScenarioInputs> loadScenarioInputs(const ParsedArgs &args, bool withRules, Context &context,
                                                 int &exitCode)
{
    const QString rulesOption = QStringLiteral("rules");
    if (!args.has(QStringLiteral("scenario"))) {
        context.err << tr("--scenario FILE is required") << Qt::endl;
        exitCode = 2;
        return std::nullopt;
    }
    ScenarioInputs inputs;
    if (auto catalog = loadCatalog(args, context, exitCode))
        inputs.catalog = std::move(*catalog);
    else
        return std::nullopt;
    const PresetLoadResult presets = PresetLoader::embedded();
    if (!presets.library) {
        for (const QString &line : presets.diagnostics.toStringList())
            context.err << line << Qt::endl;
        exitCode = 1;
        return std::nullopt;
    }
    inputs.presets = *presets.library;
    if (withRules) {
        const bool custom = args.has(rulesOption);
        // The embedded rules cite the embedded catalog's sources: when that is the catalog just read, its
        // sources are at hand and the catalog is not parsed a second time for them.
        const QHash<QString, SourceRef> *sources =
            args.has(QStringLiteral("catalog")) ? nullptr : &inputs.catalog.sources;
        const RulesLoadResult rules = custom ? RulesLoader::fromFile(args.value(rulesOption), sources)
                                             : RulesLoader::fromFile(RulesLoader::embeddedPath(), sources);
        printDiagnostics(custom ? args.value(rulesOption) : tr("embedded rules"), rules.diagnostics, context);
        if (!rules.rules) {
            exitCode = custom ? 2 : 1;
            return std::nullopt;
        }
        inputs.rules = *rules.rules;
    }
    inputs.scenarioPath = args.value(QStringLiteral("scenario"));
    const ScenarioLoadResult scenario = ScenarioIo::fromFile(inputs.scenarioPath);
    printDiagnostics(inputs.scenarioPath, scenario.diagnostics, context);
    if (!scenario.scenario) {
        context.err << tr("%1 is not a usable scenario file").arg(inputs.scenarioPath) << Qt::endl;
        exitCode = 2;
        return std::nullopt;
    }
    inputs.scenario = *scenario.scenario;
    if (!inputs.scenario.model.isEmpty()) {
        // A preset answers to its id and to the names users know the model by
        // ("DeepSeek-R1", "meta-llama/Llama-3.3-70B-Instruct").
        const ModelPreset *preset = inputs.presets.find(inputs.scenario.model);
        if (!preset) {
            context.err << inputs.scenarioPath << QStringLiteral(": ")
                        << tr("error: /workload/model: %1")
                               .arg(PresetLoader::unknownPresetMessage(inputs.presets, inputs.scenario.model))
                        << Qt::endl;
            exitCode = 2;
            return std::nullopt;
        }
        // From here on the scenario names the preset by its id, which the catalog's measurements are keyed on.
        inputs.scenario.model = preset->id;
    }
    inputs.defaultsUsed = scenario.defaultsUsed;
    for (const PriceQuote &quote : inputs.scenario.constraints.quotes) {
        if (!inputs.catalog.instanceType(quote.instanceType))
            context.err << inputs.scenarioPath << QStringLiteral(": ")
                        << tr("warning: your quote for %1 is for no instance type of the catalog; it is not used")
                               .arg(quote.instanceType)
                        << Qt::endl;
    }
    for (const QString &given : args.values(QStringLiteral("quote"))) {
        QString problem;
        const std::optional<PriceQuote> quote = parseQuote(given, inputs.catalog, &problem);
        if (!quote) {
            context.err << tr("--quote %1: %2").arg(given, problem) << Qt::endl;
            exitCode = 2;
            return std::nullopt;
        }
        inputs.scenario.constraints.quotes.push_back(*quote);
    }
    warnQuotesNotCompared(inputs, context);
    return inputs;
}

Evaluation evaluateInputs(const ScenarioInputs &inputs, const EvaluationOptions &options, Context &context)
{
    const Evaluator evaluator(inputs.catalog, inputs.presets, inputs.rules ? &*inputs.rules : nullptr);
    Evaluation evaluation = evaluator.evaluate(inputs.scenario, options);
    for (const CatalogFitChange &change : evaluation.fitChanges)
        context.err << inputs.scenarioPath << QStringLiteral(": ") << tr("note: ")
                    << DisplayText::catalogFitChange(change) << Qt::endl;
    return evaluation;
}

std::optional<int> intOption(const ParsedArgs &args, const QString &name, int fallback, int min, int max,
                             Context &context)
{
    if (!args.has(name))
        return fallback;
    bool ok = false;
    const int value = args.value(name).toInt(&ok);
    if (!ok || value < min || value > max) {
        context.err << tr("--%1 expects a whole number from %2 to %3, found \"%4\"")
                           .arg(name)
                           .arg(min)
                           .arg(max)
                           .arg(args.value(name))
                    << Qt::endl;
        return std::nullopt;
    }
    return value;
}

std::optional<QString> outputFormat(const ParsedArgs &args, const QStringList &allowed, Context &context)
{
    const QString format = args.has(QStringLiteral("format")) ? args.value(QStringLiteral("format")) : allowed.first();
    if (!allowed.contains(format)) {
        context.err << tr("unknown format \"%1\"; expected %2").arg(format, allowed.join(QLatin1Char('|'))) << Qt::endl;
        return std::nullopt;
    }
    return format;
}

std::vector<NamedFile> namedFiles(const ParsedArgs &args, const QStringList &options, bool withPositional)
{
    std::vector<NamedFile> files;
    for (const QString &option : options) {
        QStringList paths = args.values(option);
        if (paths.isEmpty() && args.has(option))
            paths << args.value(option);
        for (const QString &path : std::as_const(paths))
            files.push_back({option, path});
    }
    if (withPositional) {
        for (const QString &path : args.positional)
            files.push_back({QString(), path});
    }
    return files;
}

std::optional<int> refusedOutput(const QString &path, Context &context)
{
    QString error;
    const SafeWrite::Refusal refusal = SafeWrite::check(path, &error);
    if (refusal == SafeWrite::Refusal::None)
        return std::nullopt;
    context.err << error << Qt::endl;
    return refusal == SafeWrite::Refusal::SystemDenied ? 1 : 2;
}

namespace {
/** An output that is an input: both are named, each as the user gave it. */
void reportOutputIsInput(const NamedFile &output, const NamedFile &input, Context &context)
{
    const bool sameSpelling = output.path == input.path;
    if (input.option.isEmpty() && sameSpelling)
        context.err << tr("--%1 %2 is also an input; the output would overwrite it").arg(output.option, output.path);
    else if (input.option.isEmpty())
        context.err
            << tr("--%1 %2 is the input %3; the output would overwrite it").arg(output.option, output.path, input.path);
    else if (sameSpelling)
        context.err << tr("--%1 names the input file given with --%2 (\"%3\"); nothing was written")
                           .arg(output.option, input.option, input.path);
    else
        context.err << tr("--%1 \"%2\" is the input file given with --%3 (\"%4\"); nothing was written")
                           .arg(output.option, output.path, input.option, input.path);
    context.err << Qt::endl;
}
} // namespace

bool outputsApartFromInputs(const std::vector<NamedFile> &outputs, const std::vector<NamedFile> &inputs,
                            Context &context)
{
    for (std::size_t i = 0; i < outputs.size(); ++i) {
        const NamedFile &output = outputs[i];
        if (output.path.isEmpty())
            continue;
        for (std::size_t j = i + 1; j < outputs.size(); ++j) {
            if (!outputs[j].path.isEmpty() && SafeWrite::sameFile(output.path, outputs[j].path)) {
                // Spelt two ways (a link, "./", another folder name), both are named, as given.
                if (output.path == outputs[j].path)
                    context.err << tr("--%1 and --%2 name the same file \"%3\"; nothing was written")
                                       .arg(output.option, outputs[j].option, output.path);
                else
                    context.err << tr("--%1 \"%2\" and --%3 \"%4\" are the same file; nothing was written")
                                       .arg(output.option, output.path, outputs[j].option, outputs[j].path);
                context.err << Qt::endl;
                return false;
            }
        }
        for (const NamedFile &input : inputs) {
            if (input.path.isEmpty() || !SafeWrite::sameFile(output.path, input.path))
                continue;
            reportOutputIsInput(output, input, context);
            return false;
        }
    }
    return true;
}

} // namespace Advisor::Cli
