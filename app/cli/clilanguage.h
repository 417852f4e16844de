// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStringList>
#include <QTextStream>

namespace Advisor::Cli {

/**
 * The language every command speaks: the --lang option (en or zh_CN, anywhere on the command line),
 * else the environment as POSIX orders it (LC_ALL, LC_MESSAGES, LANG), where any zh locale means
 * Simplified Chinese. Returns "en" or "zh_CN", or an empty string with *error set for a bad --lang.
 * The option is taken out of arguments, so the commands' own parsers never see it.
 */
QString chooseLanguage(QStringList &arguments, QString *error);

/**
 * Installs the language for this process, as the wizard's Language menu does: the app's and Qt's
 * translations, and the default locale that catalog texts and number formats follow. Installing
 * English removes an earlier Chinese translation, so one process can run commands in both.
 */
bool applyLanguage(const QString &language, QTextStream &err);

} // namespace Advisor::Cli
