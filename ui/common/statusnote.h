// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

class QWidget;

namespace Advisor::Ui {

/** A short note in the status bar of the window a widget sits in ("Saved to /home/…/report.pdf"). */
namespace StatusNote {
constexpr int shownMs = 15000;
/** Shows text in the status bar of widget's main window, if it has one; a dialog's parent window counts. */
void show(QWidget *widget, const QString &text);
/** "Saved to PATH", in the user's words, with the path as the system writes it. */
void saved(QWidget *widget, const QString &path);
} // namespace StatusNote

} // namespace Advisor::Ui
