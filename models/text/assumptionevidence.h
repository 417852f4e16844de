// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/sizing/assumptionid.h"

#include <QString>

namespace Advisor {

/** What an assumption rests on and how far to trust it, in the current language; empty when nothing needs saying. */
QString assumptionEvidence(AssumptionId id);

} // namespace Advisor
