// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/application/evaluation.h"

#include <map>
#include <optional>
#include <vector>

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

namespace Advisor {

/** What one phase needs in one month: the instances it runs and for how long. */
struct PhaseMonth
{
    int phase = 0; // index into Scenario::phases
    int month = 1;
    ProjectPhase::Kind kind = ProjectPhase::Kind::Serving;
    QString instanceType; // empty: nothing fits this month's load
    int instances = 0;
    int runs = 0;        // training: runs this month
    double hours = 0;    // hours the instances run this month
    int concurrency = 0; // serving: users served at the same time this month
    double requestsPerSecond = 0;
    bool typeChanged = false; // the phase's first type no longer fits: this month's best was taken
};

/** One billing model over the project. */
struct TimelineLine
{
    QString billing;
    int termMonths = 0;          // 0: billed by use; otherwise paid in advance for whole terms of this length
    bool available = true;       // false: some month has no price under this model (no line, no total)
    std::vector<double> monthly; // index 0 = month 1, catalog currency, after the customer discount
    std::vector<double> cumulative;
    double total = 0;

    bool operator==(const TimelineLine &) const = default;
};

/** The instance type a phase is costed on: the best-ranked one of its first month that has a price. */
struct TimelinePhase
{
    QString instanceType;           // empty: nothing that fits has a price
    int instances = 0;              // in the phase's first month
    QString unpricedRecommendation; // the recommended type when it had no price and another was costed
};

/** The month from which `to`'s cumulative cost stays at or below `from`'s to the project's end. */
struct BreakEven
{
    QString from;             // e.g. payg
    QString to;               // e.g. subscription-1y
    std::optional<int> month; // empty: `to` never pays off within the project
};

/**
 * The project month by month: each phase's load evaluated through the one pipeline, priced under
 * every billing model the catalog prices, on the best-ranked type that has a price. Assumptions
 * (TimelineText::assumptions words them): a month is 730 h; a phase holds the instance type recommended for its first
 * month and scales its count with the load; billing by use (pay-as-you-go, spot) charges the hours run; subscriptions
 * and savings plans are paid in advance for whole terms (the catalog's minimum hours ÷ 730: 1 or 12 months), a month
 * with any use needing whole months of the instances (hours ÷ 730 rounded up), and capacity added within a term runs to
 * that term's end. Instance cost only, as in the ranking.
 */
struct Timeline
{
    int months = 0; // the last month any phase runs in
    QString currency;
    std::vector<TimelinePhase> phases; // per scenario phase
    std::vector<PhaseMonth> usage;
    std::vector<TimelineLine> lines;   // in the catalog's billing order
    std::vector<BreakEven> breakEvens; // pay-as-you-go against every other line
    QString cheapestBilling;           // lowest project total of one billing model for everything
    // Each phase on the billing model cheapest for it (training by the hour, serving on a commitment);
    // empty when there is one phase. Its line has billing "mixed".
    std::vector<QString> mixedBilling; // per phase
    std::optional<TimelineLine> mixed;
    int evaluations = 0; // engine runs; equal inputs are evaluated once

    bool isEmpty() const { return months == 0; }
    const TimelineLine *line(const QString &billing) const;
    std::optional<int> breakEven(const QString &from, const QString &to) const;
};

/** Computes timelines; keeps evaluations of equal scenarios, so a slider move re-evaluates only what changed. */
class TimelineCalculator
{
public:
    explicit TimelineCalculator(const Evaluator &evaluator)
        : m_evaluator(evaluator)
    { }

    Timeline compute(const Scenario &scenario, const EvaluationOptions &options = {});

    /**
     * The scenario with its project made `months` long: without phases, one phase of its own job (a
     * training run a month, or serving at a steady load); with phases, the last-ending one stretched or
     * cut so the project ends in that month (phases that would start after it are dropped).
     */
    static Scenario withProjectLength(const Scenario &scenario, int months);
    /** The scenario as a phase runs it in a month (stage, load); exposed for the tests' arithmetic. */
    static Scenario phaseScenario(const Scenario &scenario, const ProjectPhase &phase, int month);
    static int runsIn(const ProjectPhase &phase, int month);
    /** Term in months of a billing model, from the catalog's minimum hours; 0 when billed by use. */
    static int termMonths(const Catalog &catalog, const QString &billing);
    /**
     * One phase's charges under one billing model, month by month, from the hours its instances run and
     * their hourly price (all instances, discounted) in each of its months.
     */
    static std::vector<double> charges(int termMonths, const std::vector<double> &hours,
                                       const std::vector<double> &hourly);
    static std::optional<int> breakEvenMonth(const std::vector<double> &from, const std::vector<double> &to);

private:
    const Evaluation &evaluated(const Scenario &scenario, const EvaluationOptions &options, int &runs);

    const Evaluator &m_evaluator;
    std::map<QByteArray, Evaluation> m_cache;
};

/** Words the timeline's assumptions and billing names in the current language. */
class TimelineText
{
    Q_DECLARE_TR_FUNCTIONS(TimelineText)

public:
    static QStringList assumptions();
    static QString phaseName(const ProjectPhase &phase);
    /** Which type a phase is costed on when the recommended one has no price, or that nothing is priced. */
    static QStringList choiceNotes(const Timeline &timeline);
};

} // namespace Advisor
