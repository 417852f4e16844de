// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/sizing/recommendation.h"

#include <nlohmann/json.hpp>

#include <QList>
#include <QStringList>

namespace Advisor {

/** The `estimate` part of the JSON output: memory in GiB, training FLOPs, assumptions. */
nlohmann::json estimateToJson(const WorkloadProfile &profile, const Catalog *catalog = nullptr);
/** One ranked or rejected configuration as the CLI and the report print it. */
nlohmann::json configurationToJson(const Configuration &configuration, const QString &currency,
                                   const Catalog *catalog = nullptr);
/** catalog, estimate, recommendations (top N) and rejected, in the documented shape. */
nlohmann::json recommendationToJson(const Recommendation &recommendation, int top, const Catalog *catalog = nullptr);

} // namespace Advisor
