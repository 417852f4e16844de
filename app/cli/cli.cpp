// SPDX-License-Identifier: Apache-2.0
#include "app/cli/cli.h"

#include "app/cli/catalogcommands.h"
#include "app/cli/clicontext.h"
#include "app/cli/clilanguage.h"
#include "app/cli/exportcommand.h"
#include "app/cli/pricescommand.h"
#include "app/cli/projectcommands.h"
#include "app/cli/recommendcommands.h"
#include "models/domain/editdistance.h"

#include <algorithm>
#include <exception>
#include <new>
#include <vector>

#include <QCoreApplication>

namespace Advisor::Cli {

namespace {
// export is headless too (no window), but main() gives it a QApplication for the PDF's charts.
const QStringList commandTable{
    QStringLiteral("catalog validate"), QStringLiteral("catalog list"), QStringLiteral("catalog refresh-specs"),
    QStringLiteral("estimate"),         QStringLiteral("recommend"),    QStringLiteral("timeline"),
    QStringLiteral("whatif"),           QStringLiteral("export"),       QStringLiteral("prices fetch"),
    QStringLiteral("prices import")};

/** The first words of the command table: what dispatch() and the wizard's argument check know. */
QStringList topLevelCommands()
{
    QStringList names;
    for (const QString &line : commandTable) {
        const QString first = line.section(QLatin1Char(' '), 0, 0);
        if (!names.contains(first))
            names << first;
    }
    return names;
}
const QStringList commands = topLevelCommands();

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

int dispatch(const QString &command, const QStringList &rest, QTextStream &out, QTextStream &err)
{
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        out << helpText();
        return 0;
    }
    if (command == QLatin1String("--version") || command == QLatin1String("-v")) {
        out << versionText();
        return 0;
    }
    Context context{out, err};
    if (command == QLatin1String("catalog"))
        return runCatalogCommand(rest, context);
    if (command == QLatin1String("estimate"))
        return runEstimateCommand(rest, context);
    if (command == QLatin1String("recommend"))
        return runRecommendCommand(rest, context);
    if (command == QLatin1String("export"))
        return runExportCommand(rest, context);
    if (command == QLatin1String("prices"))
        return runPricesCommand(rest, context);
    if (command == QLatin1String("timeline"))
        return runTimelineCommand(rest, context);
    if (command == QLatin1String("whatif"))
        return runWhatIfCommand(rest, context);
    if (command.startsWith(QLatin1Char('-'))) {
        err << QCoreApplication::translate("Advisor::Cli", "unknown option %1; see gpu-advisor --help").arg(command)
            << Qt::endl;
        return 2;
    }
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
    return commandTable;
}

QString versionText()
{
    return QStringLiteral("gpu-advisor %1\n").arg(QStringLiteral(GPUADVISOR_VERSION));
}

QString helpText()
{
    return QCoreApplication::translate(
        "Advisor::Cli",
        "GPU Instance Advisor: choose Alibaba Cloud GPU instances for deep-learning work.\n"
        "\n"
        "Usage:\n"
        "  gpu-advisor                         open the wizard\n"
        "  gpu-advisor FILE.json               open a saved scenario in the wizard\n"
        "  gpu-advisor --smoke                 open the wizard, report the time to first paint, exit\n"
        "  gpu-advisor catalog validate FILE   check a catalog file; every problem goes to stderr\n"
        "  gpu-advisor catalog list [--catalog FILE] [--format table|json|csv]\n"
        "                                      every instance type with its GPU, specs and price\n"
        "  gpu-advisor catalog refresh-specs (FILE… | --region R [--aliyun PATH] [--timeout S]) [--out FILE]\n"
        "                                      DescribeInstanceTypes compared with the catalog; --out\n"
        "                                      writes a copy of the catalog with the changes\n"
        "  gpu-advisor estimate [--scenario] FILE [--catalog FILE] [--prices FILE…] [--format table|json]\n"
        "  gpu-advisor recommend [--scenario] FILE [--catalog FILE] [--prices FILE…] [--rules FILE]\n"
        "                      [--gpu WANTED] [--top N] [--all-sizes] [--format table|json|csv]\n"
        "  gpu-advisor timeline [--scenario] FILE [--months N] [--catalog FILE] [--prices FILE…]\n"
        "                       [--format table|json]\n"
        "                                      the project's cost month by month under each billing\n"
        "                                      model, its break-even months and total (--json = --format json)\n"
        "  gpu-advisor whatif [--scenario] FILE [--catalog FILE] [--prices FILE…] [--format table|json]\n"
        "                                      how cost and time move when each driver moves ±50 %\n"
        "  gpu-advisor export [--scenario] FILE [--pdf OUT] [--csv OUT] [--xlsx OUT]\n"
        "                     [--customer NAME] [--prepared-by NAME] [--catalog FILE] [--rules FILE]\n"
        "                     [--prices FILE…] [--top N] [--no-bom]\n"
        "                                      the PDF report, the comparison as CSV data (numbers in\n"
        "                                      one unit per column; UTF-8 with a BOM unless --no-bom)\n"
        "                                      and/or a workbook whose cost model calculates\n"
        "  gpu-advisor prices fetch --region R [--zone Z] (--families F,…|--all) --out FILE\n"
        "                     [--aliyun PATH] [--log FILE] [--timeout S] [--pace MS] [--retry-budget S]\n"
        "                                      list prices from Alibaba's DescribePrice API through\n"
        "                                      your configured aliyun client, as a price file\n"
        "  gpu-advisor prices import FILE… --out FILE [--type T --region R --billing B] [--date D]\n"
        "                                      saved aliyun answers or a fetch log, as a price file\n"
        "  --prices FILE (repeatable) applies price files over the catalog, as File > Import prices does\n"
        "  --quote TYPE=PRICE[,BILLING] (repeatable) prices one instance of TYPE per hour at your quote,\n"
        "                                      marked as yours (‡) in every table, report and export\n"
        "  gpu-advisor --help | --version\n"
        "\n"
        "Every command takes --lang en|zh_CN; without it the language follows LC_ALL, LC_MESSAGES or LANG.\n"
        "\n"
        "Exit codes: 0 success; 1 the system failed (a file could not be written, out of memory);\n"
        "2 bad input: an unknown command or option, a missing or invalid file or value.\n");
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
