#pragma once

namespace Advisor::Ui {

/** Creates the QApplication, loads settings and translations, and opens the main window. */
int guiMain(int argc, char *argv[]);

} // namespace Advisor::Ui
