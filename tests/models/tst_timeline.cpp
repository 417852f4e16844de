// SPDX-License-Identifier: Apache-2.0
// The project's timeline and the what-if, against arithmetic written out by hand.
#include "models/application/sensitivity.h"
#include "models/application/timeline.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/scenario/scenarioio.h"
#include "tests/testutils.h"

#include <QTest>

using namespace Advisor;

namespace {
bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b));
}
} // namespace

class TestTimeline : public QObject
{
    Q_OBJECT

    Catalog m_catalog;
    ModelPresetLibrary m_presets;

    Scenario example(const QString &file) const
    {
        const ScenarioLoadResult r = ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/") + file));
        return r.scenario.value_or(Scenario());
    }

private slots:
    void initTestCase()
    {
        const CatalogLoadResult catalog = CatalogLoader::embedded();
        QVERIFY(catalog.catalog);
        m_catalog = *catalog.catalog;
        const PresetLoadResult presets = PresetLoader::embedded();
        QVERIFY(presets.library);
        m_presets = *presets.library;
    }

    void usageIsChargedByTheHour()
    {
        // Pay-as-you-go: 730 h × 10 = 7,300 a month; a 20-hour run: 20 h × 10 = 200.
        const auto c = TimelineCalculator::charges(0, {730, 20, 0}, {10, 10, 10});
        QCOMPARE(c.size(), std::size_t(3));
        QVERIFY(near(c[0], 7300));
        QVERIFY(near(c[1], 200));
        QVERIFY(near(c[2], 0));
    }

    void monthlySubscriptionPaysWholeMonths()
    {
        // 1-month subscription at 6.58/h: 20 h still pays a month, 6.58 × 730 = 4,803.40; an idle month
        // pays nothing; 800 h needs two instances' months, ⌈800 ÷ 730⌉ = 2 → 9,606.80.
        const auto c = TimelineCalculator::charges(1, {20, 0, 800}, {6.58, 6.58, 6.58});
        QVERIFY(near(c[0], 4803.4));
        QVERIFY(near(c[1], 0));
        QVERIFY(near(c[2], 9606.8));
    }

    void yearlyTermIsPaidUpFrontAndGrowthToItsEnd()
    {
        // 1-year term, load growing 10 % a month (hourly 5 → 5.5 → 6.05 as instances are added):
        // month 1 pays 5 × 730 = 3,650 a month for 12 months = 43,800;
        // month 2 adds (4,015 − 3,650) × 11 remaining months = 4,015;
        // month 3 adds (4,416.50 − 4,015) × 10 = 4,015. Total 51,830.
        const auto c = TimelineCalculator::charges(12, {730, 730, 730}, {5, 5.5, 6.05});
        QVERIFY(near(c[0], 43800));
        QVERIFY(near(c[1], 4015));
        QVERIFY(near(c[2], 4015));
        // A 14-month phase at a flat 5/h: 43,800 in month 1, a second term of 43,800 in month 13.
        const auto two = TimelineCalculator::charges(12, std::vector<double>(14, 730), std::vector<double>(14, 5));
        QVERIFY(near(two[0], 43800));
        QVERIFY(near(two[12], 43800));
        double rest = 0;
        for (std::size_t m = 1; m < 14; ++m)
            rest += m == 12 ? 0 : two[m];
        QVERIFY(near(rest, 0));
    }

    void breakEvenIsTheMonthFromWhichTheCommitmentStaysCheaper()
    {
        // Pay-as-you-go 100 a month: 100, 200, …, 1,200. A year paid up front: 12 × 70 = 840 from month 1.
        // Month 8: 800 < 840; month 9: 900 ≥ 840 → break-even in month 9.
        std::vector<double> payg, year;
        for (int m = 1; m <= 12; ++m) {
            payg.push_back(100.0 * m);
            year.push_back(840);
        }
        QCOMPARE(TimelineCalculator::breakEvenMonth(payg, year), std::optional<int>(9));
        // A 6-month project: 600 < 840, it never pays off.
        payg.resize(6);
        year.resize(6);
        QCOMPARE(TimelineCalculator::breakEvenMonth(payg, year), std::optional<int>());
        // Cheaper in month 1, dearer in month 2 (250 > 200), cheaper again from month 3 (250 ≤ 300): month 3.
        QCOMPARE(TimelineCalculator::breakEvenMonth({100, 200, 300}, {50, 250, 250}), std::optional<int>(3));
    }

    void phasesSetStageRunsAndLoad()
    {
        Scenario s = example(QStringLiteral("finetune-then-serve-7b.gpuadvisor.json"));
        QCOMPARE(s.phases.size(), std::size_t(3));
        const ProjectPhase &serving = s.phases[1];
        // 16 users growing 10 % a month: month 2 (its first) 16; month 4: 16 × 1.1² = 19.36 → 19;
        // 2 requests/s → 2 × 1.21 = 2.42.
        QCOMPARE(TimelineCalculator::phaseScenario(s, serving, 2).inference.concurrency, 16);
        const Scenario m4 = TimelineCalculator::phaseScenario(s, serving, 4);
        QVERIFY(m4.stage == Stage::Inference);
        QCOMPARE(m4.inference.concurrency, 19);
        QVERIFY(near(m4.inference.requestsPerSecond, 2.42));
        QVERIFY(m4.phases.empty());
        // One run a quarter from month 4: months 4, 7 and 10 run, 5, 6, 8 … do not.
        const ProjectPhase &quarterly = s.phases[2];
        QCOMPARE(TimelineCalculator::runsIn(quarterly, 4), 1);
        QCOMPARE(TimelineCalculator::runsIn(quarterly, 5), 0);
        QCOMPARE(TimelineCalculator::runsIn(quarterly, 7), 1);
        QCOMPARE(TimelineCalculator::runsIn(quarterly, 10), 1);
        QCOMPARE(TimelineCalculator::runsIn(quarterly, 13), 0); // after the phase
        QCOMPARE(TimelineCalculator::termMonths(m_catalog, QStringLiteral("payg")), 0);
        QCOMPARE(TimelineCalculator::termMonths(m_catalog, QStringLiteral("subscription-1m")), 1);
        QCOMPARE(TimelineCalculator::termMonths(m_catalog, QStringLiteral("subscription-1y")), 12);
        QCOMPARE(TimelineCalculator::termMonths(m_catalog, QStringLiteral("savings-plan")), 12);
    }

    void projectTimelineAddsUpThroughThePipeline()
    {
        const Scenario s = example(QStringLiteral("finetune-then-serve-7b.gpuadvisor.json"));
        const Evaluator evaluator(m_catalog, m_presets, nullptr);
        TimelineCalculator calculator(evaluator);
        const Timeline t = calculator.compute(s);
        QCOMPARE(t.months, 13); // serving runs months 2–13
        // Engine runs: training's first month twice (its own billing, then every billing), serving's
        // first month plus its 12 months of distinct loads; the quarterly re-training repeats the first
        // phase's inputs and is taken from the cache: 2 + 13 = 15.
        QCOMPARE(t.evaluations, 15);
        const TimelineLine *payg = t.line(QStringLiteral("payg"));
        QVERIFY(payg);
        QCOMPARE(payg->monthly.size(), std::size_t(13));

        // Month 1 by hand: the training run's hours × its pay-as-you-go hourly price.
        Scenario train = TimelineCalculator::phaseScenario(s, s.phases[0], 1);
        const Evaluation own = evaluator.evaluate(train);
        QVERIFY(own.chosen());
        train.constraints.billing = allBillingIds();
        const Evaluation all = evaluator.evaluate(train);
        const Configuration *run = nullptr;
        for (const Configuration &c : all.recommendation.ranked) {
            if (c.layout.instanceType == own.chosen()->layout.instanceType)
                run = &c;
        }
        QVERIFY(run);
        const double trainPayg = run->speed.hours * run->cost(QStringLiteral("payg"))->hourly;
        QVERIFY(near(payg->monthly[0], trainPayg));
        // Month 2 is serving's first: 730 h at the serving type's hourly price, no training.
        Scenario serve = TimelineCalculator::phaseScenario(s, s.phases[1], 2);
        const Evaluation served = evaluator.evaluate(serve);
        QVERIFY(served.chosen());
        QVERIFY(near(payg->monthly[1], 730 * served.chosen()->cost(QStringLiteral("payg"))->hourly));
        // Month 4 adds the quarterly run to serving: the same run's cost as month 1.
        const PhaseMonth *serving4 = nullptr;
        for (const PhaseMonth &u : t.usage) {
            if (u.phase == 1 && u.month == 4)
                serving4 = &u;
        }
        QVERIFY(serving4);
        QCOMPARE(serving4->concurrency, 19);
        Scenario load4 = TimelineCalculator::phaseScenario(s, s.phases[1], 4);
        load4.constraints.billing = allBillingIds();
        const Evaluation e4 = evaluator.evaluate(load4);
        double serve4 = 0;
        for (const Configuration &c : e4.recommendation.ranked) {
            if (c.layout.instanceType == serving4->instanceType)
                serve4 = 730 * c.cost(QStringLiteral("payg"))->hourly;
        }
        QVERIFY(serve4 > 0);
        QVERIFY(near(payg->monthly[3], serve4 + trainPayg));
        // Month 5 has no run: serving only.
        QVERIFY(payg->monthly[4] < payg->monthly[3]);

        // The project total is the sum of the months, and the cumulative line ends on it.
        double sum = 0;
        for (double v : payg->monthly)
            sum += v;
        QVERIFY(near(payg->total, sum));
        QVERIFY(near(payg->cumulative.back(), sum));
        // The cheapest line has the lowest total; break-even is given for every line against pay-as-you-go.
        for (const TimelineLine &l : t.lines)
            QVERIFY(t.line(t.cheapestBilling)->total <= l.total + 1e-6);
        QCOMPARE(t.breakEvens.size(), t.lines.size() - 1);
        // The yearly subscription pays a year up front in month 1: above pay-as-you-go there, so its
        // break-even, if any, is later; the 1-month one costs less than pay-as-you-go in every serving month.
        const TimelineLine *year = t.line(QStringLiteral("subscription-1y"));
        QVERIFY(year);
        QVERIFY(year->monthly[0] > payg->monthly[0]);
        const auto yearBreakEven = t.breakEven(QStringLiteral("payg"), QStringLiteral("subscription-1y"));
        if (yearBreakEven)
            QVERIFY(*yearBreakEven > 1);
        else
            QVERIFY(year->total > payg->total);

        // Training by the hour and serving on a commitment: the mix costs no more than any single model.
        QVERIFY(t.mixed);
        QCOMPARE(t.mixedBilling.size(), std::size_t(3));
        QVERIFY(t.mixed->total <= t.line(t.cheapestBilling)->total + 1e-6);
        // A second compute of the same scenario is all cache hits.
        QCOMPARE(calculator.compute(s).evaluations, 0);
    }

    void noPhasesNoTimeline()
    {
        const Evaluator evaluator(m_catalog, m_presets, nullptr);
        TimelineCalculator calculator(evaluator);
        QVERIFY(calculator.compute(example(QStringLiteral("serve-70b.gpuadvisor.json"))).isEmpty());
    }

    void anUnpricedRecommendationIsCostedOnTheBestPricedType()
    {
        // Remote desktops: the vGPU slices rank first and have no public price.
        const Scenario s =
            TimelineCalculator::withProjectLength(example(QStringLiteral("cloud-gaming.gpuadvisor.json")), 3);
        const Evaluator evaluator(m_catalog, m_presets, nullptr);
        const Evaluation e = evaluator.evaluate(s);
        QVERIFY(e.chosen());
        const auto priced = [](const Configuration &c) {
            return std::any_of(c.pricing.costs.begin(), c.pricing.costs.end(),
                               [](const BillingCost &b) { return b.available(); });
        };
        QVERIFY2(!priced(*e.chosen()), "the premise: the recommended desktop type has no price");
        const auto firstPriced = std::find_if(e.recommendation.ranked.begin(), e.recommendation.ranked.end(), priced);
        QVERIFY(firstPriced != e.recommendation.ranked.end());

        TimelineCalculator calculator(evaluator);
        const Timeline t = calculator.compute(s);
        QCOMPARE(t.phases.size(), std::size_t(1));
        QCOMPARE(t.phases[0].instanceType, firstPriced->layout.instanceType);
        QCOMPARE(t.phases[0].instances, firstPriced->layout.instances);
        QCOMPARE(t.phases[0].unpricedRecommendation, e.chosen()->layout.instanceType);
        // Priced, so there is something to add up: 3 months around the clock at its hourly price.
        const TimelineLine *payg = t.line(QStringLiteral("payg"));
        QVERIFY(payg && firstPriced->cost(QStringLiteral("payg")));
        QVERIFY(near(payg->total, 3 * 730 * firstPriced->cost(QStringLiteral("payg"))->hourly));
        const QStringList notes = TimelineText::choiceNotes(t);
        QCOMPARE(notes.size(), 1);
        QVERIFY2(notes[0].contains(firstPriced->layout.instanceType)
                     && notes[0].contains(e.chosen()->layout.instanceType),
                 qPrintable(notes[0]));

        // Nothing priced at all: no line, and a note that says why instead of an empty table.
        Catalog unpriced = m_catalog;
        unpriced.prices.clear();
        const Evaluator bare(unpriced, m_presets, nullptr);
        TimelineCalculator bareCalculator(bare);
        const Timeline none = bareCalculator.compute(s);
        QVERIFY(none.lines.empty());
        QVERIFY(none.phases.at(0).instanceType.isEmpty());
        const QStringList why = TimelineText::choiceNotes(none);
        QCOMPARE(why.size(), 1);
        QVERIFY2(why[0].contains(QStringLiteral("cannot be costed")), qPrintable(why[0]));
    }

    void loadOutgrowingEveryPricedTypeLeavesTheProjectUncosted()
    {
        // 300 requests/s doubling every month on at most 2 instances: by month 11 (300 × 2¹⁰/s) nothing fits.
        Scenario s = example(QStringLiteral("serve-bert-api.gpuadvisor.json"));
        s.constraints.maxNodes = 2;
        ProjectPhase serving;
        serving.kind = ProjectPhase::Kind::Serving;
        serving.months = 12;
        serving.monthlyGrowthPercent = 100;
        s.phases = {serving};
        const Evaluator evaluator(m_catalog, m_presets, nullptr);
        TimelineCalculator calculator(evaluator);
        const Timeline t = calculator.compute(s);
        QCOMPARE(t.phases.size(), std::size_t(1));
        QVERIFY(!t.phases[0].instanceType.isEmpty()); // month 1 is served and priced
        const auto unserved =
            std::find_if(t.usage.begin(), t.usage.end(), [](const PhaseMonth &m) { return m.instanceType.isEmpty(); });
        QVERIFY2(unserved != t.usage.end(), "the premise: a late month outgrows every configuration");
        // Its cost is unknown, not zero: no billing line, no total, no cheapest mix, and a note naming the month.
        QVERIFY(t.lines.empty());
        QVERIFY(!t.mixed);
        QVERIFY(!t.line(t.cheapestBilling));
        const QStringList notes = TimelineText::choiceNotes(t);
        QCOMPARE(notes.size(), 1);
        QVERIFY2(notes[0].startsWith(QStringLiteral("From month %1,").arg(unserved->month)), qPrintable(notes[0]));
    }

    void discountMovesCostByTheHandComputedAmount()
    {
        Scenario s = example(QStringLiteral("serve-bert-api.gpuadvisor.json"));
        s.constraints.customerDiscountPercent = 20;
        const Evaluator evaluator(m_catalog, m_presets, nullptr);
        const Sensitivity w = computeSensitivity(evaluator, s);
        QVERIFY(!w.isEmpty());
        const SensitivityRow *discount = nullptr;
        for (const SensitivityRow &r : w.rows) {
            if (r.driver == SensitivityRow::Driver::Discount)
                discount = &r;
        }
        QVERIFY(discount);
        // Base cost C at 20 % off: the list cost is C ÷ 0.8. At 10 % off (−50 %) it is C ÷ 0.8 × 0.9
        // = 1.125 C; at 30 % off (+50 %) C ÷ 0.8 × 0.7 = 0.875 C; the swing is 0.25 C.
        const double c = w.base.cost;
        QVERIFY(c > 0);
        QCOMPARE(discount->lowSetting, QStringLiteral("10"));
        QCOMPARE(discount->highSetting, QStringLiteral("30"));
        QVERIFY(discount->lowHeld && discount->highHeld);
        QVERIFY(near(discount->lowHeld->cost, 1.125 * c));
        QVERIFY(near(discount->highHeld->cost, 0.875 * c));
        QVERIFY(near(discount->costSwing(), 0.25 * c));
        // A side without a setting stays at today's cost: a billing model with no cheaper neighbour swings
        // by its dearer one's difference alone.
        SensitivityRow oneSided;
        oneSided.baseCost = 100;
        oneSided.highHeld = WhatIfOutcome{};
        oneSided.highHeld->cost = 130;
        QVERIFY(near(oneSided.costSwing(), 30));
        // Rows are sorted by swing.
        for (std::size_t i = 1; i < w.rows.size(); ++i)
            QVERIFY(w.rows[i - 1].costSwing() >= w.rows[i].costSwing());
    }

    void moreUsersCostMoreOnTheSameType()
    {
        const Scenario s = example(QStringLiteral("serve-70b.gpuadvisor.json"));
        const Evaluator evaluator(m_catalog, m_presets, nullptr);
        const Sensitivity w = computeSensitivity(evaluator, s);
        const SensitivityRow *users = nullptr;
        for (const SensitivityRow &r : w.rows) {
            if (r.driver == SensitivityRow::Driver::Users)
                users = &r;
        }
        QVERIFY(users);
        QCOMPARE(users->lowSetting.toInt(), std::max(1, int(std::lround(s.inference.concurrency * 0.5))));
        QVERIFY(users->highHeld);
        QCOMPARE(users->highHeld->instanceType, w.base.instanceType);
        QVERIFY(users->highHeld->cost >= w.base.cost);
        QVERIFY(users->highHeld->instances >= w.base.instances);
        // Training has no users; it moves its data instead: 1.5× the tokens takes longer than 0.5×.
        const Sensitivity t =
            computeSensitivity(evaluator, example(QStringLiteral("finetune-7b-lora.gpuadvisor.json")));
        QVERIFY(t.training);
        bool tokens = false;
        for (const SensitivityRow &r : t.rows) {
            QVERIFY(r.driver != SensitivityRow::Driver::Users);
            if (r.driver == SensitivityRow::Driver::Tokens) {
                tokens = true;
                QVERIFY(r.highHeld && r.lowHeld);
                QVERIFY(r.highHeld->hours > r.lowHeld->hours);
            }
        }
        QVERIFY(tokens);
    }
};

QTEST_GUILESS_MAIN(TestTimeline)
#include "tst_timeline.moc"
