// SPDX-License-Identifier: Apache-2.0
#include "app/cli/cli.h"
#include "models/util/allocatorpolicy.h"
#include "ui/application/guimain.h"

#include <QApplication>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>
#include <memory>

namespace {
QtMessageHandler previousHandler = nullptr;

/**
 * Qt's platform start-up looks for a Wayland socket under XDG_RUNTIME_DIR and, on a server without one,
 * warns in English about a folder export never uses (it draws offscreen). Only that one message is
 * dropped, and only for the command that starts a QApplication; every other message passes on.
 */
void withoutRuntimeDirWarning(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    if (previousHandler)
        previousHandler(type, context, message);
}
} // namespace

int main(int argc, char *argv[])
{
    Advisor::useRecomputeFriendlyAllocator();
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    QCoreApplication::setOrganizationName(QStringLiteral("GpuAdvisor"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUADVISOR_VERSION));

    // Headless commands must run without a display, so they never create a QApplication, except
    // export: its PDF draws Qt Charts, which need one; offscreen keeps it display-free on servers.
    if (Advisor::Cli::isHeadless(arguments)) {
        const bool needsGui = Advisor::Cli::commandName(arguments) == QLatin1String("export");
        if (needsGui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
            && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        if (needsGui)
            previousHandler = qInstallMessageHandler(withoutRuntimeDirWarning);
        std::unique_ptr<QCoreApplication> app(needsGui ? new QApplication(argc, argv)
                                                       : new QCoreApplication(argc, argv));
        QTextStream out(stdout);
        QTextStream err(stderr);
        const int code = Advisor::Cli::run(arguments, out, err);
        out.flush();
        err.flush();
        return code;
    }
    // Without any display Qt would abort with a core dump; say so and exit like any other failure.
    const bool platformGiven = !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")
        || arguments.contains(QLatin1String("-platform")) || arguments.contains(QLatin1String("--platform"));
    if (!platformGiven && qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
        QCoreApplication app(argc, argv);
        QTextStream(stderr) << QCoreApplication::translate(
            "Advisor::Cli",
            "gpu-advisor: no display to open the wizard on (DISPLAY and WAYLAND_DISPLAY are "
            "not set). The commands run without one: gpu-advisor --help\n");
        return 1;
    }
    return Advisor::Ui::guiMain(argc, argv, Advisor::Cli::scenarioToOpen(arguments));
}
