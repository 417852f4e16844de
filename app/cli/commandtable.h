// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace Advisor::Cli {

struct Context;
struct ParsedArgs;

/** How the synopsis shows an argument; the commands themselves check what is required. */
enum class Need
{
    Optional, // [--top N]
    Required, // --out FILE
    OneOf,    // with the arguments next to it marked so, exactly one of them: (--families FAMILY,… | --all)
};

/**
 * One argument of a command: an option ("--catalog FILE", "--all-sizes") or, with an empty name, a
 * positional argument ("FILE"). The texts are English; valueName and description are translated where
 * --help shows them (context "Advisor::Cli"), never in the manual page, and choices never, since they
 * are typed as they are.
 */
struct OptionSpec
{
    const char *name = "";        // without the dashes; empty for a positional argument
    const char *valueName = "";   // "FILE"; empty for a flag, or when choices are given
    const char *choices = "";     // "table|json|csv"
    const char *description = ""; // one line
    bool repeatable = false;
    Need need = Need::Optional;
    bool orPositional = false; // --scenario only: may be given as the one positional argument, "[--scenario] FILE"

    constexpr bool isPositional() const { return *name == '\0'; }
    constexpr bool takesValue() const { return *valueName != '\0' || *choices != '\0'; }
};

/** A command's work, given its arguments once the table has checked them. */
using CommandFunction = int (*)(ParsedArgs &args, Context &context);

struct CommandSpec
{
    const char *name = "";           // the words that name it: "catalog list"
    const char *summary = "";        // one line for --help, translated
    std::vector<OptionSpec> options; // in the synopsis's order
    CommandFunction run = nullptr;
    const char *manual = ""; // its paragraph in the manual page: troff, English
};

/**
 * Every command, in the order --help and the manual page list them: the one place a command and its
 * options are named. The parser accepts what it lists, --help and the manual are written from it.
 */
const std::vector<CommandSpec> &commandTable();

/** The command these words name ("catalog list"); null when none does. */
const CommandSpec *findCommand(const QString &name);

/** The first words of the table's commands ("catalog", "estimate", …), each once. */
QStringList topLevelWords();

/** Options that are no one command's: --lang and --help, which every command takes, and --version. */
struct GlobalOptions
{
    OptionSpec lang;
    OptionSpec help;
    OptionSpec version;
    // Several commands take these with one meaning; --help describes them once.
    OptionSpec prices;
    OptionSpec quote;
};
const GlobalOptions &globalOptions();

} // namespace Advisor::Cli
