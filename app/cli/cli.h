// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStringList>
#include <QTextStream>

namespace Advisor::Cli {

/** The command the arguments name ("recommend", "--help", …), wherever --lang stands; empty if none. */
QString commandName(const QStringList &arguments);

/** True when the arguments ask for a headless command (no window, no display needed). */
bool isHeadless(const QStringList &arguments);

/**
 * Runs a headless command. Output goes to out, problems to err; the return value is the process
 * exit code (0 success, 1 failure, 2 bad input or usage).
 */
int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

QString helpText();
QString versionText();

} // namespace Advisor::Cli
