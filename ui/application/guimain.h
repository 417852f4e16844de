// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"

#include <functional>
#include <memory>

#include <QString>

namespace Advisor {
class AdvisorSession;
}

namespace Advisor::Ui {

class AppSettings;
class MainWindow;
class Translations;

/** The embedded catalog and model presets, as the wizard starts with them. */
struct EmbeddedData
{
    CatalogLoadResult catalog;
    PresetLoadResult presets;
};

/** Reads the embedded catalog and presets. */
EmbeddedData readEmbeddedData();

/**
 * The program as it opens: settings, translations, the embedded catalog, presets and rules, the
 * session and the main window (not yet shown). Needs a QApplication. Tools such as the screenshot
 * renderer build the same window through this, so they show what users see.
 */
class GuiComposition
{
public:
    /**
     * embeddedData is called once settings and translations are in place: the program starts reading
     * the data on a thread of its own before the QApplication is made, and hands it over here.
     */
    explicit GuiComposition(const std::function<EmbeddedData()> &embeddedData = readEmbeddedData);
    ~GuiComposition();
    GuiComposition(const GuiComposition &) = delete;
    GuiComposition &operator=(const GuiComposition &) = delete;

    /** Null when the embedded data could not be loaded; problems() says why. */
    MainWindow *window() const { return m_window.get(); }
    QString problems() const { return m_problems; }

private:
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<Translations> m_translations;
    std::unique_ptr<AdvisorSession> m_session;
    std::unique_ptr<MainWindow> m_window;
    QString m_problems;
};

/** Creates the QApplication and the composition, and runs the wizard. */
int guiMain(int argc, char *argv[], const QString &scenarioFile = {});

} // namespace Advisor::Ui
