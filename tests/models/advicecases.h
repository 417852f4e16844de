// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "tests/models/advicetestutils.h"

#include <functional>
#include <vector>

#include <QStringList>

/** One rule check: after setup, the rule fires (or stays silent) and its message says each fragment. */
struct AdviceCase
{
    const char *name;
    const char *rule;
    bool fires;
    std::function<void(Fixture &)> setup;
    QStringList fragments; // expected in the message (numbers with units)
};

inline void serving(Fixture &f)
{
    f.scenario.stage = Advisor::Stage::Inference;
}

// Every rule, once just past its threshold and once just inside it (thresholds as shipped in rules.json).
/** CPU, host memory, storage, placement, network and GPU interconnect (advicecases_balance.cpp). */
const std::vector<AdviceCase> &balanceCases();
/** Billing, fit and family status, and serving (advicecases_plans.cpp). */
const std::vector<AdviceCase> &planCases();
