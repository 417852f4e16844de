// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/advice/rules.h"
#include "models/application/evaluation.h"
#include "models/domain/catalog.h"
#include "models/domain/modelpreset.h"
#include "models/scenario/scenario.h"
#include "models/util/diagnostics.h"

#include <optional>
#include <vector>

#include <QHash>
#include <QStringList>
#include <QTextStream>

namespace Advisor::Cli {

struct Context
{
    QTextStream &out;
    QTextStream &err;
};

/** Options of one subcommand: "--name value" pairs and positional arguments. */
struct ParsedArgs
{
    QHash<QString, QString> options;      // the last value of each
    QHash<QString, QStringList> repeated; // every value, for options that may be given more than once
    QStringList positional;

    QString value(const QString &name) const { return options.value(name); }
    QStringList values(const QString &name) const { return repeated.value(name); }
    bool has(const QString &name) const { return options.contains(name); }
};

/**
 * Splits "--name value" options from positional arguments; unknown options, missing values, a value
 * given to a flag and more than maxPositional positional arguments are reported on err and yield
 * nothing, so every command fails the same way (exit 2) on bad usage.
 */
std::optional<ParsedArgs> parseArgs(const QStringList &args, const QStringList &valueOptions,
                                    const QStringList &flagOptions, Context &context, qsizetype maxPositional = 0);

struct CommandSpec;

/**
 * parseArgs() with the options, flags and positional arguments the command's line of the command table
 * lists, and nothing else; a scenario given as the positional argument is taken as --scenario.
 */
std::optional<ParsedArgs> parseCommandArgs(const CommandSpec &command, const QStringList &args, Context &context);

/**
 * The scenario file given as --scenario FILE or as the one positional argument; false, with the reason on
 * err, when it is given both ways.
 */
bool takeScenarioArgument(ParsedArgs &parsed, Context &context);

/** A file named on the command line, and by which option ("" for a positional argument). */
struct NamedFile
{
    QString option;
    QString path;
};

/** The files the given options name (every value of a repeated one), then the positional arguments. */
std::vector<NamedFile> namedFiles(const ParsedArgs &args, const QStringList &options, bool withPositional);

/** Each diagnostic as "WHERE: error: …", WHERE named once even where the message names the file too. */
void printDiagnostics(const QString &where, const Diagnostics &diagnostics, Context &context);

/**
 * The exit code of an output that cannot be written, with the reason on err: 2 for a wrong path (no
 * such folder, a folder or a FIFO at it), 1 when the system refuses (permission, a read-only file
 * system), as the exit code table says. Nullopt when it can be written.
 */
std::optional<int> refusedOutput(const QString &path, Context &context);

/**
 * False, with both named on err, when an output is the same file as an input (through any path or link)
 * or as another output: a command then writes nothing rather than replace what it reads.
 */
bool outputsApartFromInputs(const std::vector<NamedFile> &outputs, const std::vector<NamedFile> &inputs,
                            Context &context);

/**
 * The embedded catalog, or the file given with --catalog, with every --prices file applied over it as
 * the GUI's price import does; problems are printed, nullopt returned with exitCode 2 (a file given is
 * missing or invalid) or 1 (the embedded one is broken: not the user's input).
 */
std::optional<Catalog> loadCatalog(const ParsedArgs &args, Context &context, int &exitCode);

/** What a command that answers a scenario reads: --scenario, --catalog and --rules (or the embedded ones). */
struct ScenarioInputs
{
    Catalog catalog;
    ModelPresetLibrary presets;
    std::optional<RuleSet> rules; // only when asked for
    QString scenarioPath;
    Scenario scenario;
    QStringList defaultsUsed; // fields the scenario left out, with the default taken
};

/**
 * Loads the inputs with every problem printed on err. On failure returns nullopt and sets exitCode:
 * 2 when a file the user named is missing or malformed, 1 when an embedded file is broken.
 */
/** One --quote TYPE=PRICE[,BILLING], checked against the catalog; the reason in problem when it is refused. */
std::optional<PriceQuote> parseQuote(const QString &text, const Catalog &catalog, QString *problem);

std::optional<ScenarioInputs> loadScenarioInputs(const ParsedArgs &args, bool withRules, Context &context,
                                                 int &exitCode);

/**
 * Runs the one pipeline (Evaluator) on the inputs, as the wizard does, and says on err what of the
 * scenario had to be replaced to fit the catalog.
 */
Evaluation evaluateInputs(const ScenarioInputs &inputs, const EvaluationOptions &options, Context &context);

/** --NAME as a whole number from min to max (fallback when not given); nothing, and a message, otherwise. */
std::optional<int> intOption(const ParsedArgs &args, const QString &name, int fallback, int min, int max,
                             Context &context);

/** "table", "json" or "csv", checked against what the command supports. */
std::optional<QString> outputFormat(const ParsedArgs &args, const QStringList &allowed, Context &context);

} // namespace Advisor::Cli
