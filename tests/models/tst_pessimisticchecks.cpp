// SPDX-License-Identifier: Apache-2.0
// The deadline and the budget are checked at the pessimistic ends of the estimates' bands: the slow end of
// a training time (analytical, ± analyticalBand) and the high end of the month's spend.
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/pricing/pricebook.h"
#include "models/sizing/confidence.h"
#include "models/sizing/sizingengine.h"
#include "models/text/findingtext.h"
#include "tests/embeddeddata.h"

#include <algorithm>
#include <cmath>

#include <QTest>

using namespace Advisor;

namespace {
Scenario lora()
{
    Scenario s;
    s.task = Task::Llm;
    s.stage = Stage::FinetuneLora;
    s.model = QStringLiteral("llama-2-7b");
    s.training.tokens = 1e9;
    s.training.gradientCheckpointing = false;
    s.constraints.maxNodes = 1; // one instance: a deadline cannot be met by adding more
    s.constraints.billing = {QStringLiteral("payg")};
    return s;
}

const Configuration *find(const std::vector<Configuration> &list, const QString &type)
{
    const auto it =
        std::find_if(list.begin(), list.end(), [&](const Configuration &c) { return c.layout.instanceType == type; });
    return it == list.end() ? nullptr : &*it;
}

bool hasProblem(const Configuration &c, Finding::Kind kind)
{
    return std::any_of(c.problems.begin(), c.problems.end(), [&](const Finding &f) { return f.kind == kind; });
}
} // namespace

class TestPessimisticChecks : public QObject
{
    Q_OBJECT

private slots:
    // Weights that fit nowhere name the GPUs they were split over as the row has them, never "all 1 GPUs".
    void weightsThatDoNotFitCountTheirGpus()
    {
        const QString one =
            FindingText::texts({Finding{Finding::Kind::WeightsDoNotFit, {150, 1, 20}, {}}}, &m_catalog).join(u' ');
        QVERIFY2(!one.contains(QStringLiteral("all 1")) && one.contains(QStringLiteral("instance's 1 GPU")),
                 qPrintable(one));
        const QString split =
            FindingText::texts({Finding{Finding::Kind::WeightsDoNotFitOverInstances, {150, 1, 4, 20}, {}}}, &m_catalog)
                .join(u' ');
        QVERIFY2(!split.contains(QStringLiteral("all 1")) && split.contains(QStringLiteral("4 instances of 1 GPU")),
                 qPrintable(split));
    }

    void initTestCase() { loadEmbeddedData(m_catalog, m_presets); }

    void deadlineBetweenEstimateAndSlowEndRejects()
    {
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation free = engine.recommend(lora());
        QVERIFY(!free.ranked.empty());
        const Configuration &lead = free.ranked.front();
        const double h = lead.speed.hours;
        QVERIFY(h > 0);
        // Estimated h; the slow end of the ± w band (w the fitted analytical width) is (1 + w) h. A deadline
        // of 1.1 h is met at the estimate but not at the slow end, so the type is now rejected; one of
        // (1 + w) h + 0.01 is met at both.
        const double slow = 1 + analyticalBand;
        QCOMPARE(slowEndHours(h), h * slow);
        Scenario s = lora();
        s.training.deadlineHours = h * 1.1;
        const Recommendation tight = engine.recommend(s);
        QVERIFY(!find(tight.ranked, lead.layout.instanceType));
        const Configuration *late = find(tight.rejected, lead.layout.instanceType);
        QVERIFY(late);
        QVERIFY(!late->speed.meetsDeadline);
        QVERIFY(hasProblem(*late, Finding::Kind::MissesDeadline));
        QCOMPARE(late->speed.hours, h);
        const QString why = FindingText::texts(late->problems, &m_catalog).join(QLatin1Char(' '));
        QVERIFY2(why.contains(QStringLiteral("at the slow end of the ±%1 % band").arg(qRound(analyticalBand * 100))),
                 qPrintable(why));
        QVERIFY2(why.contains(QLocale().toString(h * slow, 'f', 1) + QStringLiteral(" h at the slow end")),
                 qPrintable(why));

        s.training.deadlineHours = h * slow + 0.01;
        const Recommendation loose = engine.recommend(s);
        const Configuration *met = find(loose.ranked, lead.layout.instanceType);
        QVERIFY(met);
        QVERIFY(met->speed.meetsDeadline);
    }

    void budgetBetweenEstimateAndHighEndRejects()
    {
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation free = engine.recommend(lora());
        QVERIFY(!free.ranked.empty());
        const Configuration &lead = free.ranked.front();
        const BillingCost *cost = lead.cost(lead.pricing.primaryBilling);
        QVERIFY(cost && cost->hourly > 0);
        // A job's month: hourly × its hours (at least 1, at most a month). Estimated: hourly × h; high end:
        // the price band's high end × the slow end of the time, (1 + w) h.
        const auto month = [](double hourly, double hours) {
            return hourly * std::min(std::max(hours, 1.0), hoursPerMonth);
        };
        const double central = month(cost->hourly, lead.speed.hours);
        const double high =
            month(cost->hourlyHigh > 0 ? cost->hourlyHigh : cost->hourly, lead.speed.hours * (1 + analyticalBand));
        QVERIFY(high > central);
        Scenario s = lora();
        s.constraints.budgetMonthly = (central + high) / 2;
        const Recommendation tight = engine.recommend(s);
        const Configuration *over = find(tight.rejected, lead.layout.instanceType);
        QVERIFY(over);
        QVERIFY(!over->pricing.withinBudget);
        QVERIFY(hasProblem(*over, Finding::Kind::OverBudget));
        const QString why = FindingText::texts(over->problems, &m_catalog).join(QLatin1Char(' '));
        QVERIFY2(why.contains(QStringLiteral("at the high end of its cost band")), qPrintable(why));
        QVERIFY2(why.contains(QLocale().toString(central, 'f', 0)), qPrintable(why));

        s.constraints.budgetMonthly = high * 1.001;
        const Recommendation loose = engine.recommend(s);
        const Configuration *within = find(loose.ranked, lead.layout.instanceType);
        QVERIFY(within);
        QVERIFY(within->pricing.withinBudget);
    }

    void nothingFitsNamesTheShortestDeadlineAtTheSlowEnd()
    {
        const SizingEngine engine(m_catalog, m_presets);
        Scenario s = lora();
        // The fastest plan on one instance: the shortest estimated time of all ranked types.
        const Recommendation free = engine.recommend(s);
        double fastest = 0;
        for (const Configuration &c : free.ranked)
            fastest = fastest == 0 ? c.speed.hours : std::min(fastest, c.speed.hours);
        QVERIFY(fastest > 0);
        s.training.deadlineHours = fastest * 0.5; // met by nothing, even at the estimate
        const Recommendation none = engine.recommend(s);
        QVERIFY(none.ranked.empty());
        const auto advice = std::find_if(none.nothingFitsAdvice.begin(), none.nothingFitsAdvice.end(),
                                         [](const Finding &f) { return f.kind == Finding::Kind::AllowMoreTime; });
        QVERIFY(advice != none.nothingFitsAdvice.end());
        // The deadline that fits is the slow end of the fastest estimate, rounded up to a whole hour.
        const double shortest = std::ceil(fastest * (1 + analyticalBand));
        QCOMPARE(advice->number(1), shortest);
        const QString text = FindingText::text(*advice, &m_catalog);
        QVERIFY2(text.contains(
                     QStringLiteral("A deadline of %1 h or more would fit").arg(QLocale().toString(shortest, 'f', 0))),
                 qPrintable(text));
        // And it does: at that deadline something ranks; an hour less, nothing does.
        s.training.deadlineHours = shortest;
        QVERIFY(!engine.recommend(s).ranked.empty());
        s.training.deadlineHours = shortest - 1;
        QVERIFY(engine.recommend(s).ranked.empty());
    }

private:
    Catalog m_catalog;
    ModelPresetLibrary m_presets;
};

QTEST_GUILESS_MAIN(TestPessimisticChecks)
#include "tst_pessimisticchecks.moc"
