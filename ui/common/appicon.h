// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QIcon>

namespace Advisor::Ui {

/**
 * The program's icon for its windows, from the 16 to 64 px PNG renditions of resources/icons/gpu-advisor.svg compiled
 * into the program (packaging/icons/render.sh makes them). Not the SVG itself: Qt reads SVG only with
 * the optional qt6-svg-plugins, and without them the window had no icon.
 */
QIcon applicationIcon();

} // namespace Advisor::Ui
