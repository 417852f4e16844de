// SPDX-License-Identifier: Apache-2.0
// A cost band says how indirect and how old its price is: the widths PriceAge gives a price, where the
// catalog's own prices put them, and that every surface reads the one band a row holds.
#include "models/application/evaluation.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/itemmodels/displaytext.h"
#include "models/itemmodels/economicstext.h"
#include "models/pricing/priceage.h"
#include "models/pricing/pricebook.h"
#include "models/report/reportdata.h"
#include "models/scenario/scenarioio.h"
#include "tests/clirun.h"
#include "tests/testutils.h"

#include <nlohmann/json.hpp>

#include <cmath>

#include <QTest>

using namespace Advisor;

namespace {
const QDate pricedOn(2026, 12, 6);

ResolvedPrice listedPrice(const QString &date, const QString &tier = QStringLiteral("A"))
{
    ResolvedPrice p;
    p.origin = PriceOrigin::Listed;
    p.hourly = p.hourlyLow = p.hourlyHigh = 10;
    p.date = date;
    p.tier = tier;
    p.source = QStringLiteral("PRICE-2026-09-24");
    return p;
}

double listedHourly(const PriceRecord &p)
{
    return p.unit == PriceUnit::Month ? p.amount / hoursPerMonth : p.amount;
}

/**
 * How far the catalog's list prices sit from what the rule gives when each is left out: the root mean
 * square of listed / rule − 1, where the rule (an estimate or a billing ratio) answers with origin.
 */
double leaveOneOutSpread(const Catalog &catalog, const QString &billing, PriceOrigin origin, int &count)
{
    double sum = 0;
    count = 0;
    for (std::size_t i = 0; i < catalog.prices.size(); ++i) {
        const PriceRecord &record = catalog.prices[i];
        if (record.billing != billing || record.quote)
            continue;
        Catalog without = catalog;
        without.prices.erase(without.prices.begin() + std::ptrdiff_t(i));
        const PriceBook book(without);
        const ResolvedPrice again = book.price(record.instanceType, billing, record.region);
        if (again.origin != origin || again.hourly <= 0)
            continue;
        const double gap = listedHourly(record) / again.hourly - 1;
        sum += gap * gap;
        ++count;
    }
    return count > 0 ? std::sqrt(sum / count) : 0;
}
} // namespace

class TestPriceBand : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;
    ModelPresetLibrary m_presets;

    Evaluation evaluate(const QString &file, std::optional<double> budgetMonthly = {}) const
    {
        const ScenarioLoadResult loaded =
            ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/") + file));
        if (!loaded.scenario)
            qFatal("%s", qPrintable(file));
        Scenario s = *loaded.scenario;
        s.constraints.budgetMonthly = budgetMonthly;
        const Evaluator evaluator(m_catalog, m_presets, nullptr);
        return evaluator.evaluate(s);
    }

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        PriceAge::setToday(pricedOn); // the age term counts months to this day, so figures hold still
        m_catalog = *CatalogLoader::embedded().catalog;
        m_presets = *PresetLoader::embedded().library;
    }

    void aFreshQuoteAddsNothing()
    {
        ResolvedPrice quote = listedPrice(pricedOn.toString(Qt::ISODate));
        quote.origin = PriceOrigin::Quote;
        quote.tier.clear();
        const PriceUncertainty u = PriceAge::uncertainty(quote, pricedOn);
        QVERIFY(u.quote);
        QCOMPARE(u.width(), 0.0);
        QVERIFY(PriceAge::uncertaintyText(u).isEmpty());
        // Alibaba's own list price of the same day adds nothing either.
        QCOMPARE(PriceAge::uncertainty(listedPrice(pricedOn.toString(Qt::ISODate)), pricedOn).width(), 0.0);
    }

    void anOldListPriceWidensWithAgeAtTheStatedRate()
    {
        double previous = 0;
        for (const int months : {1, 6, 12, 24}) {
            const PriceUncertainty u =
                PriceAge::uncertainty(listedPrice(pricedOn.addMonths(-months).toString(Qt::ISODate)), pricedOn);
            QCOMPARE(u.months, months);
            QCOMPARE(u.indirection, 0.0);
            QVERIFY(std::abs(u.age - months * priceDriftPerYear / 12) < 1e-12);
            QVERIFY(u.width() > previous);
            previous = u.width();
        }
        // 20 % a year: a year-old list price is ±20 %, and no age says more than ±50 %.
        QVERIFY(std::abs(PriceAge::uncertainty(listedPrice(QStringLiteral("2025-12-06")), pricedOn).age - 0.20)
                < 1e-12);
        const PriceUncertainty old = PriceAge::uncertainty(listedPrice(QStringLiteral("2023-06-17")), pricedOn);
        QCOMPARE(old.months, 41);
        QCOMPARE(old.age, maximumAgeWidth);
        QVERIFY2(PriceAge::uncertaintyText(old).contains(QStringLiteral("41 months old ±50 %")),
                 qPrintable(PriceAge::uncertaintyText(old)));
    }

    void indirectPricesAreWiderThanListedOnesOfTheSameDate()
    {
        const QString date = QStringLiteral("2026-06-06");
        const ResolvedPrice listed = listedPrice(date);
        ResolvedPrice copied = listedPrice(date, QStringLiteral("B"));
        copied.source = QStringLiteral("ACHIAO");
        ResolvedPrice estimated = listed;
        estimated.origin = PriceOrigin::Estimated;
        estimated.estimatedFrom = QStringLiteral("ecs.gn7i-c8g1.2xlarge");
        ResolvedPrice derived = listed;
        derived.origin = PriceOrigin::Derived;
        derived.ratios.append({QStringLiteral("subscription-1m"), 0.658, false});
        const double own = PriceAge::uncertainty(listed, pricedOn).width();
        QVERIFY(PriceAge::uncertainty(copied, pricedOn).width() > own);
        QVERIFY(PriceAge::uncertainty(estimated, pricedOn).width() > PriceAge::uncertainty(copied, pricedOn).width());
        QVERIFY(PriceAge::uncertainty(derived, pricedOn).width() > own);
        QCOMPARE(PriceAge::uncertainty(derived, pricedOn).indirection, derivedPriceWidth);
        // A ratio whose own range is wider than the catalog's spread (spot's 0.1–0.5) is left to that range.
        ResolvedPrice spot = derived;
        spot.hourly = 3.2;
        spot.hourlyLow = 1;
        spot.hourlyHigh = 5;
        QCOMPARE(PriceAge::uncertainty(spot, pricedOn).indirection, 0.0);
        QVERIFY(
            PriceAge::uncertaintyText(PriceAge::uncertainty(spot, pricedOn)).contains(QStringLiteral("stated range")));
        QCOMPARE(PriceAge::uncertainty(estimated, pricedOn).indirection, estimatedPriceWidth);
        // An estimate from a third party's copy carries both, in quadrature.
        ResolvedPrice both = estimated;
        both.tier = QStringLiteral("B");
        both.source = QStringLiteral("ACHIAO");
        QVERIFY(std::abs(PriceAge::uncertainty(both, pricedOn).indirection
                         - std::hypot(estimatedPriceWidth, thirdPartyCopyWidth))
                < 1e-12);
        // An imported price file is the user's own figure, whatever its tier.
        ResolvedPrice imported = copied;
        imported.source = importedPriceSourcePrefix + QStringLiteral("partner");
        QCOMPARE(PriceAge::uncertainty(imported, pricedOn).indirection, 0.0);
    }

    void theIndirectionWidthsAreTheCatalogsOwnSpread()
    {
        int estimates = 0;
        const double estimateSpread =
            leaveOneOutSpread(m_catalog, QStringLiteral("payg"), PriceOrigin::Estimated, estimates);
        int derivations = 0;
        const double ratioSpread =
            leaveOneOutSpread(m_catalog, QStringLiteral("subscription-1m"), PriceOrigin::Derived, derivations);
        qInfo("estimated: %d prices, RMS %.4f; derived: %d prices, RMS %.4f", estimates, estimateSpread, derivations,
              ratioSpread);
        QVERIFY(estimates >= 8);
        QVERIFY(derivations >= 8);
        // The constants priceage.h states are these figures, rounded to a per cent.
        QVERIFY2(std::abs(estimateSpread - estimatedPriceWidth) < 0.01, qPrintable(QString::number(estimateSpread)));
        QVERIFY2(std::abs(ratioSpread - derivedPriceWidth) < 0.01, qPrintable(QString::number(ratioSpread)));
    }

    void theRowsBandAndBudgetCheckUseThePriceTerm()
    {
        const Evaluation e = evaluate(QStringLiteral("serve-bert-api.gpuadvisor.json"));
        QVERIFY(!e.recommendation.ranked.empty());
        const Configuration &best = e.recommendation.ranked.front();
        const BillingCost *cost = best.cost(best.pricing.primaryBilling);
        QVERIFY(cost && cost->available());
        const PriceUncertainty u = PriceAge::uncertainty(*cost->price, pricedOn);
        QCOMPARE(cost->uncertainty, u);
        QVERIFY2(u.width() > 0, qPrintable(PriceAge::uncertaintyText(u)));
        // Every row priced from the 2023 blog's copy is at least as uncertain as its age allows.
        int copied = 0;
        for (const Configuration &c : e.recommendation.ranked) {
            const BillingCost *primary = c.cost(c.pricing.primaryBilling);
            if (!primary || !primary->available() || primary->price->date != QStringLiteral("2023-06-17"))
                continue;
            ++copied;
            QVERIFY(primary->uncertainty.thirdParty || primary->uncertainty.estimated);
            QVERIFY(primary->uncertainty.width() >= maximumAgeWidth);
            QVERIFY(c.pricing.jobCostBand.high >= c.pricing.jobCost * (1 + maximumAgeWidth) - 1e-6);
        }
        QVERIFY(copied > 0);
        // A list price without a range of its own: the band is its width alone.
        QCOMPARE(cost->price->hourlyLow, cost->price->hourly);
        QVERIFY(std::abs(cost->hourlyHigh - cost->hourly * (1 + u.width())) < 1e-9);
        QVERIFY(std::abs(cost->hourlyLow - cost->hourly * (1 - u.width())) < 1e-9);
        // Serving bills a month of the instances counted: the band is the price's alone.
        QVERIFY(std::abs(best.pricing.jobCostBand.high - cost->total * cost->hourlyHigh / cost->hourly) < 1e-6);

        // A budget between the month's point and its high end: within at the point, over at the high end.
        const double budget = (cost->total + best.pricing.jobCostBand.high) / 2;
        const Evaluation tight = evaluate(QStringLiteral("serve-bert-api.gpuadvisor.json"), budget);
        const auto same = [&](const Configuration &c) { return c.layout.instanceType == best.layout.instanceType; };
        const auto &rejected = tight.recommendation.rejected;
        const auto &ranked = tight.recommendation.ranked;
        const Configuration *again = nullptr;
        for (const auto *list : {&ranked, &rejected}) {
            for (const Configuration &c : *list) {
                if (!again && same(c) && c.layout.instances == best.layout.instances)
                    again = &c;
            }
        }
        QVERIFY(again);
        QVERIFY(again->pricing.jobCost <= budget);
        QVERIFY(!again->pricing.withinBudget);
    }

    void independentBandsCombineInQuadrature()
    {
        const BandFactors one = combineBands({{0.8, 1.25}});
        QVERIFY(std::abs(one.low - 0.8) < 1e-12 && std::abs(one.high - 1.25) < 1e-12);
        // Two halvings and doublings by half: √2 on the log scale, wider than either, narrower than both
        // ends multiplied (0.25 and 2.25).
        const BandFactors two = combineBands({{0.5, 1.5}, {0.5, 1.5}});
        QVERIFY(std::abs(two.low - std::exp(-std::sqrt(2.0) * std::log(2.0))) < 1e-12);
        QVERIFY(std::abs(two.high - std::exp(std::sqrt(2.0) * std::log(1.5))) < 1e-12);
        QVERIFY(two.low > 0.25 && two.low < 0.5 && two.high > 1.5 && two.high < 2.25);
        // A few per cent: the plain root-sum-square of the per cents, 3 % and 4 % making 5 %.
        const BandFactors small = combineBands({{0.97, 1.03}, {0.96, 1.04}});
        QVERIFY2(std::abs(small.high - 1.05) < 0.001 && std::abs(small.low - 0.95) < 0.001,
                 qPrintable(QStringLiteral("%1 %2").arg(small.low).arg(small.high)));
        // A low end at nothing stays above zero, and a side without width adds none.
        QVERIFY(combineBands({{0, 1}, {0.9, 1}}).low > 0);
        QCOMPARE(combineBands({{1, 1.2}, {0.9, 1}}).high, combineBands({{1, 1.2}}).high);
    }

    void bandsFromTheSamePartsAreOneAnswer()
    {
        // Rows combine parts that differ only in their last bits (a price's low end over the price) and
        // are remembered a few at a time: every such row must get the one answer, whichever came first,
        // and more different parts than are remembered must not mix answers up.
        const auto direct = [](double low, double high) {
            const double down = std::log(low);
            const double up = std::log(high);
            return BandFactors{std::exp(-std::sqrt(down * down + 0.04)), std::exp(std::sqrt(up * up + 0.04))};
        };
        const BandFactors first = combineBands({{0.32, 1.5}, {std::exp(-0.2), std::exp(0.2)}});
        for (int row = 1; row < 200; ++row) {
            const double hourly = 3.17 * row;
            const double low = hourly * 0.32 / hourly; // not always 0.32 to the last bit
            const BandFactors again = combineBands({{low, 1.5}, {std::exp(-0.2), std::exp(0.2)}});
            QCOMPARE(again.low, first.low);
            QCOMPARE(again.high, first.high);
        }
        for (int i = 0; i < 40; ++i) { // more than are remembered, then back to the first ones
            const double low = 0.5 + (i % 20) * 0.02;
            const double high = 1.1 + (i % 20) * 0.05;
            const BandFactors b = combineBands({{low, high}, {std::exp(-0.2), std::exp(0.2)}});
            const BandFactors expected = direct(low, high);
            QVERIFY2(std::abs(b.low - expected.low) < 1e-11 && std::abs(b.high - expected.high) < 1e-11,
                     qPrintable(QStringLiteral("%1–%2: %3–%4").arg(low).arg(high).arg(b.low).arg(b.high)));
        }
    }

    void aSpotRangeIsKeptWholeAndWidenedInQuadrature()
    {
        // finetune-7b-lora ranks spot first: 0.1–0.32–0.5 of a pay-as-you-go price a third party copied in 2023.
        const Evaluation e = evaluate(QStringLiteral("finetune-7b-lora.gpuadvisor.json"));
        QVERIFY(!e.recommendation.ranked.empty());
        const Configuration &best = e.recommendation.ranked.front();
        QCOMPARE(best.pricing.primaryBilling, QStringLiteral("spot"));
        const BillingCost *spot = best.cost(QStringLiteral("spot"));
        QVERIFY(spot && spot->available());
        const ResolvedPrice &p = *spot->price;
        const double w = spot->uncertainty.width();
        QVERIFY(w >= maximumAgeWidth);
        const double range[] = {p.hourlyLow / p.hourly, p.hourlyHigh / p.hourly};
        QVERIFY(range[0] < 0.5 && range[1] > 1.4);
        const double low = spot->hourlyLow / spot->hourly;
        const double high = spot->hourlyHigh / spot->hourly;
        qInfo("spot band %+.0f %% / %+.0f %%, the ends multiplied %+.0f %% / %+.0f %%", (low - 1) * 100,
              (high - 1) * 100, (range[0] * (1 - w) - 1) * 100, (range[1] * (1 + w) - 1) * 100);
        // The real interval is kept whole...
        QVERIFY(low <= range[0] && high >= range[1]);
        // ...and the price's own width is combined with it, not multiplied into its ends.
        QVERIFY(low > range[0] * (1 - w) + 0.05);
        QVERIFY(high < range[1] * (1 + w) - 0.3);
        const BandFactors expected = combineBands({{range[0], range[1]}, {1 - w, 1 + w}});
        QVERIFY(std::abs(low - expected.low) < 1e-9 && std::abs(high - expected.high) < 1e-9);
    }

    // A training job's cost moves with its price and with its time, two independent bands: they combine as
    // the price's own parts do, not at both worst ends at once. So do the serving costs at full load.
    void aJobsTimeAndPriceCombineInQuadrature()
    {
        const Evaluation e = evaluate(QStringLiteral("finetune-7b-lora.gpuadvisor.json"));
        QVERIFY(!e.recommendation.ranked.empty());
        const Configuration &best = e.recommendation.ranked.front();
        const BillingCost *cost = best.cost(best.pricing.primaryBilling);
        QVERIFY(cost && cost->available() && best.speed.hours > 0);
        const BandFactors price{cost->hourlyLow / cost->hourly, cost->hourlyHigh / cost->hourly};
        const BandFactors time{best.speed.hoursBand.low / best.speed.hours,
                               best.speed.hoursBand.high / best.speed.hours};
        QVERIFY(time.low < 1 && time.high > 1 && price.low < 1 && price.high > 1);
        const double point = cost->hourly * best.speed.hours;
        const BandFactors expected = combineBands({price, time});
        const Band &band = best.pricing.jobCostBand;
        QVERIFY2(std::abs(band.low - point * expected.low) < 1e-6 * point
                     && std::abs(band.high - point * expected.high) < 1e-6 * point,
                 qPrintable(QStringLiteral("%1–%2 against %3–%4")
                                .arg(band.low)
                                .arg(band.high)
                                .arg(point * expected.low)
                                .arg(point * expected.high)));
        QVERIFY(band.high < point * price.high * time.high - 0.05 * point);

        const Evaluation serving = evaluate(QStringLiteral("serve-70b.gpuadvisor.json"));
        QVERIFY(!serving.recommendation.ranked.empty());
        const Configuration &row = serving.recommendation.ranked.front();
        QVERIFY(row.pricing.economics.isSet());
        const ServingEconomics &economics = *row.pricing.economics;
        const BillingCost *monthly = row.cost(row.pricing.primaryBilling);
        QVERIFY(monthly && monthly->available() && economics.costPerMillionOutputTokensFullLoad > 0);
        const double w = bandWidth(economics.evidence);
        const BandFactors f = combineBands(
            {{monthly->hourlyLow / monthly->hourly, monthly->hourlyHigh / monthly->hourly}, {1 - w, 1 + w}});
        QVERIFY(std::abs(economics.costPerMillionOutputTokensFullLoadBand.high
                         - economics.costPerMillionOutputTokensFullLoad * f.high)
                < 1e-9 * economics.costPerMillionOutputTokensFullLoad);
    }

    void theCliAndTheReportShowOneBand()
    {
        const QString file = sourcePath(QStringLiteral("resources/scenarios/serve-bert-api.gpuadvisor.json"));
        const Evaluation e = evaluate(QStringLiteral("serve-bert-api.gpuadvisor.json"));
        const Configuration &best = e.recommendation.ranked.front();
        const QString reasons = DisplayText::costBandReasons(best);
        QVERIFY2(reasons.contains(QStringLiteral("months old")), qPrintable(reasons));

        // The report: its cover names the band's reasons, and its figure carries the row's band.
        ReportBuilder::Input in = ReportBuilder::inputFor(e, m_catalog);
        const ReportData d = ReportBuilder::build(in);
        QString coverReasons;
        QString coverCost;
        for (const ReportLine &line : d.summary.figures) {
            if (line.label == QStringLiteral("Cost band"))
                coverReasons = line.value;
            if (line.label == QStringLiteral("Monthly cost"))
                coverCost = line.value;
        }
        QCOMPARE(coverReasons, reasons);
        QVERIFY2(coverCost.contains(DisplayText::moneyRange(best.pricing.jobCostBand, best.pricing.jobCost, in.money)),
                 qPrintable(coverCost));

        // The command line: the same sentence, and the same band in its JSON.
        const CliRun text = runCli({QStringLiteral("recommend"), QStringLiteral("--scenario"), file});
        QVERIFY2(text.code == 0, qPrintable(text.err));
        QVERIFY2(text.out.contains(EconomicsText::tr("Cost band %1.").arg(reasons)), qPrintable(text.out));
        const CliRun json = runCli({QStringLiteral("recommend"), QStringLiteral("--scenario"), file,
                                    QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(json.code == 0, qPrintable(json.err));
        const nlohmann::json doc = nlohmann::json::parse(json.out.toStdString());
        const nlohmann::json &first = doc["recommendations"][0];
        QCOMPARE(QString::fromStdString(first["instanceType"].get<std::string>()), best.layout.instanceType);
        QCOMPARE(first["jobCostLow"].get<double>(), best.pricing.jobCostBand.low);
        QCOMPARE(first["jobCostHigh"].get<double>(), best.pricing.jobCostBand.high);
    }

    void cleanupTestCase() { PriceAge::setToday({}); }
};

QTEST_GUILESS_MAIN(TestPriceBand)
#include "tst_priceband.moc"
