// SPDX-License-Identifier: Apache-2.0
#include "ui/common/appicon.h"

#include <QString>

namespace Advisor::Ui {

QIcon applicationIcon()
{
    QIcon icon;
    for (const int size : {16, 22, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/%1/gpu-advisor.png").arg(size), QSize(size, size));
    return icon;
}

} // namespace Advisor::Ui
