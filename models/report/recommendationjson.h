#pragma once

#include "models/sizing/recommendation.h"

#include <nlohmann/json.hpp>

#include <QList>
#include <QStringList>

namespace Advisor {

/** The `estimate` part of the JSON output: memory in GiB, training FLOPs, assumptions. */
nlohmann::json estimateToJson(const WorkloadProfile &profile);
/** One ranked or rejected configuration as the CLI and the report print it. */
nlohmann::json configurationToJson(const Configuration &configuration, const QString &currency);
/** catalog, estimate, recommendations (top N) and rejected, in the documented shape. */
nlohmann::json recommendationToJson(const Recommendation &recommendation, int top);

/** The comparison table (one row per configuration) shared by CLI table/CSV output. */
struct RecommendationTable
{
    QStringList header;
    QList<QStringList> rows;
    QList<bool> rightAligned;
};
/** The first top rows of the ranking; bestPerFamily keeps only each family's best-ranked size, as the wizard does. */
RecommendationTable recommendationTable(const Recommendation &recommendation, bool training, int top,
                                        bool bestPerFamily = false);

} // namespace Advisor
