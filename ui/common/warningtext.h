// SPDX-License-Identifier: Apache-2.0
#pragma once

class QWidget;

namespace Advisor::Ui {

/**
 * Colours a label's text as an error or warning (#b3261e), through its palette. A style sheet would
 * do the same colour, but a widget with one keeps the font it had when the sheet was applied, so
 * presentation mode's larger application font never reached it.
 */
void showAsWarning(QWidget *label);

} // namespace Advisor::Ui
