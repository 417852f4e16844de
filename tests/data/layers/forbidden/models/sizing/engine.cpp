// SPDX-License-Identifier: Apache-2.0
// Breaks three rules: a layer above, a folder above within models/, and a Qt Gui header.
#include "models/advice/advice.h"
#include "ui/charts/costchart.h"

#include <QColor>
#include <QString>
