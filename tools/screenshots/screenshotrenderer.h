// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

class QWidget;

namespace Advisor::Ui {

class MainWindow;

/**
 * Renders every wizard page, every result tab and the compare dialog to PNG, in English and
 * Chinese, from the running application: the README's pictures and a visual check of layouts.
 */
class ScreenshotRenderer
{
public:
    explicit ScreenshotRenderer(MainWindow *window)
        : m_window(window)
    { }

    /** Writes DIR/<language>/NN-name.png; returns the number of files written, -1 on a write error or a missing widget.
     */
    int renderAll(const QString &directory);
    /**
     * The results page with each of its tabs at the sizes people present on: 1280×720 and 1366×768
     * windows, and 1920×1080 full screen in presentation mode (the screen must be that large: render.sh
     * configures the offscreen one). Writes DIR/sizes/<language>/<size>-<scenario>-<tab>.png.
     */
    int renderSizes(const QString &directory);

private:
    bool save(const QString &path, QWidget *widget);
    /** The file menus and the dialogs of files, prices, catalogs and reports; returns files written or -1. */
    int renderDialogs(const QString &dir);

    MainWindow *m_window;
};

} // namespace Advisor::Ui
