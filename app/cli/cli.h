// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStringList>
#include <QTextStream>

namespace Advisor::Cli {

/** The command the arguments name ("recommend", "--help", …), wherever --lang stands; empty if none. */
QString commandName(const QStringList &arguments);

/**
 * False only when the arguments ask for the wizard: none, --smoke, or Qt's own options (-platform,
 * -style…). Everything else is a command, run headless, so that a typo is a usage error, not a window.
 */
bool isHeadless(const QStringList &arguments);

/**
 * The scenario file to open in the wizard ("gpu-advisor plan.gpuadvisor.json", or a double click in a
 * file manager): one argument besides Qt's own options, not a command, naming a .json file. Empty
 * otherwise. isHeadless() is false for such arguments.
 */
QString scenarioToOpen(const QStringList &arguments);

/**
 * Runs a headless command. Output goes to out, problems to err; the return value is the process
 * exit code: 0 success; 1 a failure of the system (cannot write, out of memory); 2 bad input, i.e. any
 * unknown command or option, stray argument, or missing, unreadable or invalid file or value given.
 */
int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

/** gpu-advisor --help: every command's synopsis and summary, written from the command table (commandhelp.cpp). */
QString helpText();
QString versionText();

/** The names of the command table's commands, with their subcommand where they have one ("catalog list"). */
const QStringList &commandLines();

} // namespace Advisor::Cli
