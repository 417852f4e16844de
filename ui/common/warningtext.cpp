// SPDX-License-Identifier: Apache-2.0
#include "ui/common/warningtext.h"

#include <QColor>
#include <QPalette>
#include <QWidget>

namespace Advisor::Ui {

void showAsWarning(QWidget *label)
{
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, QColor(0xb3, 0x26, 0x1e));
    label->setPalette(palette);
}

} // namespace Advisor::Ui
