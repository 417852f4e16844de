#include "app/cli/cli.h"
#include "ui/application/guimain.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    QCoreApplication::setOrganizationName(QStringLiteral("GpuAdvisor"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUADVISOR_VERSION));

    // Headless commands must run without a display, so they never create a QApplication.
    if (Advisor::Cli::isHeadless(arguments)) {
        QCoreApplication app(argc, argv);
        QTextStream out(stdout);
        QTextStream err(stderr);
        const int code = Advisor::Cli::run(arguments, out, err);
        out.flush();
        err.flush();
        return code;
    }
    return Advisor::Ui::guiMain(argc, argv);
}
