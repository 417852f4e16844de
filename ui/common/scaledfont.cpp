// SPDX-License-Identifier: Apache-2.0
#include "ui/common/scaledfont.h"

#include <QtMath>

namespace Advisor::Ui {

QFont scaledFont(QFont font, qreal factor)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        font.setPixelSize(qMax(1, qRound(font.pixelSize() * factor)));
    return font;
}

} // namespace Advisor::Ui
