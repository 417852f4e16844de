// SPDX-License-Identifier: Apache-2.0
#include "app/cli/cli.h"

#include "app/cli/clicontext.h"
#include "app/cli/clilanguage.h"
#include "app/cli/commandhelp.h"
#include "app/cli/commandtable.h"
#include "models/domain/editdistance.h"

#include <algorithm>
#include <exception>
#include <new>
#include <vector>

#include <QCoreApplication>

namespace Advisor::Cli {

namespace {
// export is headless too (no window), but main() gives it a QApplication for the PDF's charts.
const QStringList commands = topLevelWords();

// Options QApplication takes for itself (with one dash or two); the wizard may be started with them.
const QStringList qtValueOptions{QStringLiteral("platform"),        QStringLiteral("platformpluginpath"),
                                 QStringLiteral("platformtheme"),   QStringLiteral("plugin"),
                                 QStringLiteral("qwindowgeometry"), QStringLiteral("qwindowicon"),
                                 QStringLiteral("qwindowtitle"),    QStringLiteral("style"),
                                 QStringLiteral("stylesheet"),      QStringLiteral("session"),
                                 QStringLiteral("display"),         QStringLiteral("geometry"),
                                 QStringLiteral("title"),           QStringLiteral("name"),
                                 QStringLiteral("qmljsdebugger")};
const QStringList qtFlagOptions{QStringLiteral("reverse"), QStringLiteral("widgetcount"), QStringLiteral("nograb"),
                                QStringLiteral("dograb"), QStringLiteral("sync")};

int unknownCommand(const QString &command, QTextStream &err)
{
    for (const QString &known : commands) {
        if (editDistance(command.toLower(), known) <= 2) {
            err << QCoreApplication::translate("Advisor::Cli",
                                               "unknown command \"%1\"; did you mean \"%2\"? See gpu-advisor --help")
                       .arg(command, known)
                << Qt::endl;
            return 2;
        }
    }
    err << QCoreApplication::translate("Advisor::Cli", "unknown command \"%1\"; see gpu-advisor --help").arg(command)
        << Qt::endl;
    return 2;
}

// Anywhere among a command's arguments, as users type it after a failed attempt.
bool asksForHelp(const QStringList &args)
{
    return args.contains(QStringLiteral("--help"));
}

/** Runs the command with the arguments its line of the table allows, or prints its help. */
int runCommand(const CommandSpec &command, const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (asksForHelp(args)) {
        out << commandHelp(command);
        return 0;
    }
    Context context{out, err};
    std::optional<ParsedArgs> parsed = parseCommandArgs(command, args, context);
    return parsed ? command.run(*parsed, context) : 2;
}

/** "--help" alone, or "help recommend", "help catalog list", "help prices": the help asked for. */
int printHelp(const QStringList &words, QTextStream &out, QTextStream &err)
{
    const QString name = words.join(QLatin1Char(' '));
    if (name.isEmpty())
        out << helpText();
    else if (const CommandSpec *command = findCommand(name))
        out << commandHelp(*command);
    else if (isCommandGroup(name))
        out << groupHelp(name);
    else
        return unknownCommand(name, err);
    return 0;
}

int dispatch(const QString &word, const QStringList &rest, QTextStream &out, QTextStream &err)
{
    if (word == QLatin1String("--help") || word == QLatin1String("-h") || word == QLatin1String("help"))
        return printHelp(rest, out, err);
    if (word == QLatin1String("--version") || word == QLatin1String("-v")) {
        out << versionText();
        return 0;
    }
    if (const CommandSpec *command = findCommand(word))
        return runCommand(*command, rest, out, err);
    if (isCommandGroup(word)) {
        if (const CommandSpec *command = findCommand(word + QLatin1Char(' ') + rest.value(0)))
            return runCommand(*command, rest.mid(1), out, err);
        if (asksForHelp(rest)) {
            out << groupHelp(word);
            return 0;
        }
        err << usage(word) << Qt::endl;
        return 2;
    }
    if (word.startsWith(QLatin1Char('-'))) {
        err << QCoreApplication::translate("Advisor::Cli", "unknown option %1; see gpu-advisor --help").arg(word)
            << Qt::endl;
        return 2;
    }
    return unknownCommand(word, err);
}
} // namespace

QString commandName(const QStringList &arguments)
{
    QStringList rest = arguments;
    QString ignored;
    chooseLanguage(rest, &ignored); // "gpu-advisor --lang zh_CN recommend …" is still recommend
    return rest.value(1);
}

QString scenarioToOpen(const QStringList &commandLine)
{
    QStringList arguments = commandLine;
    QString ignored;
    chooseLanguage(arguments, &ignored);
    QStringList positional;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString arg = arguments.at(i);
        if (!arg.startsWith(QLatin1Char('-')) || arg == QLatin1String("-")) {
            positional << arg;
            continue;
        }
        const QString name = arg.mid(arg.startsWith(QLatin1String("--")) ? 2 : 1);
        if (qtValueOptions.contains(name))
            ++i; // its value
        else if (!qtFlagOptions.contains(name))
            return {}; // an option of a command, or a typo: not the wizard
    }
    if (positional.size() != 1 || commands.contains(positional.front()))
        return {};
    return positional.front().endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? positional.front() : QString();
}

bool isHeadless(const QStringList &commandLine)
{
    if (!scenarioToOpen(commandLine).isEmpty())
        return false;
    QStringList arguments = commandLine;
    QString ignored;
    chooseLanguage(arguments, &ignored);
    // The wizard is for no arguments, --smoke and Qt's own options; anything else is a command, so a
    // misspelt one is reported as such instead of opening a window (or aborting without a display).
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString arg = arguments.at(i);
        if (arg == QLatin1String("--smoke"))
            continue;
        if (!arg.startsWith(QLatin1Char('-')))
            return true;
        QString name = arg.mid(arg.startsWith(QLatin1String("--")) ? 2 : 1);
        const qsizetype eq = name.indexOf(QLatin1Char('='));
        const bool inlineValue = eq >= 0;
        if (inlineValue)
            name.truncate(eq);
        if (qtValueOptions.contains(name)) {
            if (!inlineValue)
                ++i; // its value
            continue;
        }
        if (!qtFlagOptions.contains(name) || inlineValue)
            return true;
    }
    return false;
}

const QStringList &commandLines()
{
    static const QStringList lines = [] {
        QStringList names;
        for (const CommandSpec &command : commandTable())
            names << QString::fromUtf8(command.name);
        return names;
    }();
    return lines;
}

QString versionText()
{
    return QStringLiteral("gpu-advisor %1\n").arg(QStringLiteral(GPUADVISOR_VERSION));
}

int run(const QStringList &commandLine, QTextStream &out, QTextStream &err)
{
    // Every command, its help and its errors speak the chosen language.
    QStringList arguments = commandLine;
    QString languageError;
    const QString language = chooseLanguage(arguments, &languageError);
    if (language.isEmpty()) {
        err << languageError << Qt::endl;
        return 2;
    }
    if (!applyLanguage(language, err))
        return 1;
    if (arguments.size() < 2) {
        err << QCoreApplication::translate("Advisor::Cli", "no command given; see gpu-advisor --help") << Qt::endl;
        return 2;
    }
    // Failures of the system, not of the input: exit 1 with the reason rather than an abort.
    try {
        return dispatch(arguments.at(1), arguments.mid(2), out, err);
    } catch (const std::bad_alloc &) {
        err << QCoreApplication::translate("Advisor::Cli", "out of memory; nothing more was done") << Qt::endl;
    } catch (const std::exception &e) {
        err << QCoreApplication::translate("Advisor::Cli", "internal error: %1").arg(QString::fromLocal8Bit(e.what()))
            << Qt::endl;
    }
    return 1;
}

} // namespace Advisor::Cli
