// SPDX-License-Identifier: Apache-2.0
// Breaks two rules: Qt Charts outside ui/charts/, and the app layer above.
#include "app/cli/cli.h"
#include "models/sizing/recommendation.h"
#include "ui/charts/chartprinting.h"

#include <QWidget>
#include <QtCharts/QChart>
