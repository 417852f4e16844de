// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/advice/fixaction.h"
#include "models/advice/rules.h"
#include "models/domain/catalog.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"

#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace Advisor {

/** One balance problem: what is out of proportion, by how much, and what to change. */
struct Warning
{
    using Severity = AdviceSeverity;

    QString id; // the rule id in rules.json
    Severity severity = Severity::Warning;
    QString title;   // translated, short
    QString message; // translated, with the numbers that triggered it and their units
    QString fix;     // translated, concrete
    std::optional<FixAction> action;
    QString source; // the rule's citation, for the report
};

struct AdviceReport
{
    std::vector<Warning> warnings; // most severe first, then in rule order
    QStringList decisionPath;      // the branch of the seeds' decision tree, translated
    QStringList checklist;         // operations steps for the chosen configuration, translated

    const Warning *warning(const QString &id) const;
    bool hasBlocker() const;
};

/**
 * Checks the chosen configuration against the balance rules and explains the ranking.
 * chosen is usually &recommendation.ranked[0] and may be null (nothing fits): then only the
 * scenario-level rules run. requestedGpu is a GPU id the user asked for by name, if any.
 * Pure computation, like the sizing engine. prices, when given, must be a book of this catalog (the
 * engine's): without it the advice indexes the catalog's prices itself.
 */
AdviceReport advise(const Scenario &scenario, const Recommendation &recommendation, const Configuration *chosen,
                    const Catalog &catalog, const RuleSet &rules, const QString &requestedGpu = {},
                    const PriceBook *prices = nullptr);

/** {"warnings": [{id, severity, title, message, fix, action?, source}], "decisionPath": [...], "checklist": [...]} */
nlohmann::json adviceToJson(const AdviceReport &report);
/** Plain text for the table output of the command line. */
QString adviceToText(const AdviceReport &report);

} // namespace Advisor
