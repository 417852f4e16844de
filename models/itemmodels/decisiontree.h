// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/advice/rules.h"
#include "models/application/evaluation.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace Advisor {

/** The questions of the seeds' decision tree, in the order a manager answers them. */
enum class DecisionStep
{
    ModelSize,
    Task,
    Stage,
    Speed,
    Budget,
    Billing,
    Data
};

/** One level of the tree: its branches, worded, and the ones the scenario's answers take. */
struct DecisionLevel
{
    DecisionStep step = DecisionStep::ModelSize;
    QString question;     // "Model size"
    QString answer;       // the scenario's own value, "7.6 B parameters"; empty when not given yet
    QStringList branches; // short, for the tree
    QStringList hints;    // what each branch means for the choice, for its tooltip
    QList<int> chosen;    // indexes into branches; empty when the answer is missing
};

/**
 * The decision tree of the product's seed articles (model size → task → stage → speed → budget →
 * billing → data) with the path the scenario's answers take, for the wizard's side panel. The model
 * size bands come from the advice rules' "decision-tree" thresholds, so the panel and the advice's
 * decision path draw the same lines.
 */
class DecisionTree
{
    Q_DECLARE_TR_FUNCTIONS(DecisionTree)

public:
    static std::vector<DecisionLevel> levels(const Evaluation &evaluation, const Catalog &catalog,
                                             const RuleSet *rules);
};

} // namespace Advisor
