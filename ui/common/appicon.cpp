// SPDX-License-Identifier: Apache-2.0
#include "ui/common/appicon.h"

#include <QString>

namespace Advisor::Ui {

QIcon applicationIcon()
{
    // Up to 64 px, the sizes of title bars, task bars and window lists: Qt decodes each size as it is
    // added, and 128 and 256 px would cost 0.7 MiB at every start. Launchers and app grids take the
    // larger icons from the icon theme the package installs.
    QIcon icon;
    for (const int size : {16, 22, 24, 32, 48, 64})
        icon.addFile(QStringLiteral(":/icons/%1/gpu-advisor.png").arg(size), QSize(size, size));
    return icon;
}

} // namespace Advisor::Ui
