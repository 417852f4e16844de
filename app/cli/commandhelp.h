// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/commandtable.h"

#include <functional>

namespace Advisor::Cli {

/**
 * The words of a command's synopsis after its name, each argument as write() gives it: an optional one
 * in brackets, alternatives as "(A | B)". --help and the manual page write the arguments each their way.
 */
QStringList synopsisWords(const CommandSpec &command, const std::function<QString(const OptionSpec &)> &write);

/** One argument as --help shows it, without the brackets of an optional one: "--prices FILE…". */
QString argumentText(const OptionSpec &option);

/** `gpu-advisor COMMAND --help`: the command's synopsis and summary, and every option it takes, described. */
QString commandHelp(const CommandSpec &command);

/** `gpu-advisor catalog --help`: the synopsis and summary of each command of the group. */
QString groupHelp(const QString &group);

/** True when some command's name starts with this word and more: "catalog", "prices". */
bool isCommandGroup(const QString &word);

/** "usage: gpu-advisor …" for an error message: the command's synopsis, or each of a group's. */
QString usage(const QString &commandOrGroup);

} // namespace Advisor::Cli
