// SPDX-License-Identifier: Apache-2.0
// gpu-advisor-screenshots DIR: renders every wizard page, result tab and dialog to PNG, in English
// and Chinese, from the same window the program opens. A developer tool; not installed.
#include "tools/screenshots/screenshotrenderer.h"
#include "ui/application/guimain.h"
#include "ui/application/mainwindow.h"
#include "ui/common/appicon.h"

#include <QApplication>
#include <QIcon>

#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setWindowIcon(Advisor::Ui::applicationIcon());
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() != 2 || arguments.at(1).startsWith(QLatin1Char('-'))) {
        std::fprintf(stderr, "usage: gpu-advisor-screenshots OUTPUT_DIR\n");
        return 2;
    }
    Advisor::Ui::GuiComposition composition;
    Advisor::Ui::MainWindow *window = composition.window();
    if (!window) {
        std::fprintf(stderr, "%s\n", qPrintable(composition.problems()));
        return 1;
    }
    window->resize(1280, 860);
    window->show();
    const QString directory = arguments.at(1);
    Advisor::Ui::ScreenshotRenderer renderer(window);
    const int written = renderer.renderAll(directory);
    const int sized = written < 0 ? -1 : renderer.renderSizes(directory);
    if (sized < 0) {
        std::fprintf(stderr, "could not render the results page at every size\n");
        return 1;
    }
    std::printf("%d screenshots written to %s\n", written + sized, qPrintable(directory));
    return written > 0 ? 0 : 1;
}
