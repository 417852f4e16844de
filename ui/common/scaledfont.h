// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QFont>

namespace Advisor::Ui {

/**
 * The font made `factor` times larger in whichever unit it is set in: a font set in pixels (a style
 * sheet, a platform theme) has no point size, and scaling -1 points would reset it.
 */
QFont scaledFont(QFont font, qreal factor);

/**
 * Scales the application's font for presentation mode, or gives back the font it had before. The font
 * before is kept with the application, not a window: a window opened while presenting must not take the
 * enlarged font for its normal one, and several windows switching at once scale it only once.
 */
void applyPresentationFont(bool on);

} // namespace Advisor::Ui
