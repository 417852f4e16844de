// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/application/evaluation.h"

#include <optional>
#include <vector>

#include <QCoreApplication>
#include <QStringList>

namespace Advisor {

/** What one evaluation answers for the what-if: its cost and its time. */
struct WhatIfOutcome
{
    QString instanceType;
    int instances = 0;
    QString billing;    // the cheapest of the compared billing models
    double cost = 0;    // training: the whole job; serving: a month (catalog currency, after discount)
    double hours = 0;   // training: wall-clock hours; serving: 0
    double tpotMs = 0;  // serving: time per output token (0 where tokens do not apply)
    bool fits = true;   // false: the held type no longer fits or meets the targets (figures still shown)
    bool priced = true; // false: the catalog has no price for it (ranked at a placeholder rate)
};

/** One driver moved down and up, answered twice: the re-ranked best and the recommended type held fixed. */
struct SensitivityRow
{
    enum class Driver
    {
        ContextLength, // serving: prompt tokens; training: sequence length
        Users,         // serving: concurrency
        RequestRate,   // serving: requests per second
        Tokens,        // training: tokens (or samples) per epoch
        Precision,     // the neighbouring choice each way
        Utilisation,   // training MFU or decoding MBU
        Discount,      // the customer discount
        Billing        // the neighbouring billing model each way
    };
    Driver driver = Driver::ContextLength;
    QString lowSetting; // as data: numbers in C locale, ids for precision and billing
    QString highSetting;
    std::optional<WhatIfOutcome> lowBest, highBest; // re-ranked: the best for that setting
    std::optional<WhatIfOutcome> lowHeld, highHeld; // the recommended instance type held fixed
    double baseCost = 0; // today's cost, which a side without a setting (no neighbouring choice) stays at
    /**
     * |high − low| of the held type's cost, a side without a setting counting as today's cost; rows are
     * sorted by it (the tornado draws the held type).
     */
    double costSwing() const;
};

struct Sensitivity
{
    bool training = false;
    QString currency;
    WhatIfOutcome base;
    std::vector<SensitivityRow> rows; // largest cost swing first
    int evaluations = 0;
    // What the recommendation had that the what-if could not move: the rows that fit, and the recommended
    // type when it has no price (the what-if then moves the best-ranked type with one, as the timeline does).
    int fitting = 0;
    QString recommendedUnpriced;

    bool isEmpty() const { return rows.empty(); }
};

/** Moves each driver −50 %/+50 % (precision and billing: one choice each way) through the one pipeline. */
Sensitivity computeSensitivity(const Evaluator &evaluator, const Scenario &scenario,
                               const EvaluationOptions &options = {});

class SensitivityText
{
    Q_DECLARE_TR_FUNCTIONS(SensitivityText)

public:
    static QString driverName(SensitivityRow::Driver driver, bool training);
    static QString driverId(SensitivityRow::Driver driver);
};

} // namespace Advisor
