// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QFont>

namespace Advisor::Ui {

/**
 * The font made `factor` times larger in whichever unit it is set in: a font set in pixels (a style
 * sheet, a platform theme) has no point size, and scaling -1 points would reset it.
 */
QFont scaledFont(QFont font, qreal factor);

} // namespace Advisor::Ui
