// SPDX-License-Identifier: Apache-2.0
// Allowed: Qt Charts in ui/charts/.
#include "models/sizing/recommendation.h"

#include <QChartView>
