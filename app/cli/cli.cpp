// SPDX-License-Identifier: Apache-2.0
#include "app/cli/cli.h"

#include "app/cli/catalogcommands.h"
#include "app/cli/clicontext.h"
#include "app/cli/clilanguage.h"
#include "app/cli/exportcommand.h"
#include "app/cli/recommendcommands.h"

#include <QCoreApplication>

namespace Advisor::Cli {

namespace {
// export is headless too (no window), but main() gives it a QApplication for the PDF's charts.
const QStringList commands{QStringLiteral("catalog"), QStringLiteral("estimate"), QStringLiteral("recommend"),
                           QStringLiteral("export")};
} // namespace

QString commandName(const QStringList &arguments)
{
    QStringList rest = arguments;
    QString ignored;
    chooseLanguage(rest, &ignored); // "gpu-advisor --lang zh_CN recommend …" is still recommend
    return rest.value(1);
}

bool isHeadless(const QStringList &arguments)
{
    const QString first = commandName(arguments);
    if (first.isEmpty())
        return false;
    return commands.contains(first) || first == QLatin1String("--help") || first == QLatin1String("-h")
        || first == QLatin1String("--version") || first == QLatin1String("-v") || first == QLatin1String("help");
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
        "  gpu-advisor --smoke                 open the wizard, report the time to first paint, exit\n"
        "  gpu-advisor catalog validate FILE   check a catalog file; every problem goes to stderr\n"
        "  gpu-advisor catalog list [--catalog FILE] [--format table|json|csv]\n"
        "                                      every instance type with its GPU, specs and price\n"
        "  gpu-advisor estimate --scenario FILE [--catalog FILE] [--format table|json]\n"
        "  gpu-advisor recommend --scenario FILE [--catalog FILE] [--rules FILE] [--gpu WANTED]\n"
        "                      [--top N] [--all-sizes] [--format table|json|csv]\n"
        "  gpu-advisor export --scenario FILE --pdf OUT [--csv OUT]\n"
        "                     [--customer NAME] [--prepared-by NAME] [--catalog FILE] [--rules FILE]\n"
        "                     [--top N] [--no-bom]\n"
        "                                      the PDF report and/or the comparison table as CSV\n"
        "                                      (UTF-8 with a BOM unless --no-bom)\n"
        "  gpu-advisor --help | --version\n"
        "\n"
        "Every command takes --lang en|zh_CN; without it the language follows LC_ALL, LC_MESSAGES or LANG.\n"
        "\n"
        "Exit codes: 0 success, 1 failure, 2 bad input or usage.\n");
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
    if (arguments.size() < 2)
        return 2;
    const QString command = arguments.at(1);
    const QStringList rest = arguments.mid(2);
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
    err << QCoreApplication::translate("Advisor::Cli", "unknown command \"%1\"; see gpu-advisor --help").arg(command)
        << Qt::endl;
    return 2;
}

} // namespace Advisor::Cli
