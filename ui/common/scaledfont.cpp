// SPDX-License-Identifier: Apache-2.0
#include "ui/common/scaledfont.h"

#include <QApplication>
#include <QVariant>
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

void applyPresentationFont(bool on)
{
    static constexpr char normalFontProperty[] = "gpuAdvisorNormalFont";
    const QVariant normal = qApp->property(normalFontProperty);
    if (on && !normal.isValid()) {
        qApp->setProperty(normalFontProperty, QApplication::font());
        QApplication::setFont(scaledFont(QApplication::font(), 1.35));
    } else if (!on && normal.isValid()) {
        QApplication::setFont(normal.value<QFont>());
        qApp->setProperty(normalFontProperty, QVariant());
    }
}

} // namespace Advisor::Ui
