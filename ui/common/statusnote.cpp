// SPDX-License-Identifier: Apache-2.0
#include "ui/common/statusnote.h"

#include <QCoreApplication>
#include <QDir>
#include <QMainWindow>
#include <QStatusBar>
#include <QWidget>

namespace Advisor::Ui::StatusNote {

void show(QWidget *widget, const QString &text)
{
    // A preview or another dialog is a window of its own: its parent leads to the main window.
    for (QWidget *w = widget; w; w = w->parentWidget()) {
        if (auto *main = qobject_cast<QMainWindow *>(w->window())) {
            main->statusBar()->showMessage(text, shownMs);
            return;
        }
        w = w->window();
    }
}

void saved(QWidget *widget, const QString &path)
{
    show(widget,
         QCoreApplication::translate("Advisor::Ui::StatusNote", "Saved to %1").arg(QDir::toNativeSeparators(path)));
}

} // namespace Advisor::Ui::StatusNote
