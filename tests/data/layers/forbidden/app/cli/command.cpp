// SPDX-License-Identifier: Apache-2.0
// Breaks two rules: the engine's headers from app/, and Qt Charts outside ui/charts/.
#include "models/application/evaluation.h"
#include "models/sizing/sizingengine.h"
#include "models/text/findingtext.h"

#include <QLineSeries>
