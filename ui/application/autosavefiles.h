// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStandardPaths>
#include <QString>

// Where FileController keeps its autosave files (fileautosave.cpp); the constructor starts from slot 1.
namespace Advisor::Ui {

inline QString autosaveFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

/** Slot 1 is the standard "autosave.gpuadvisor.json"; later copies of the program use "autosave-N". */
inline QString autosaveSlotPath(int slot)
{
    return autosaveFolder()
        + (slot == 1 ? QStringLiteral("/autosave.gpuadvisor.json")
                     : QStringLiteral("/autosave-%1.gpuadvisor.json").arg(slot));
}

} // namespace Advisor::Ui
