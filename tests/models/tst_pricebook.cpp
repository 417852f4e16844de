// SPDX-License-Identifier: Apache-2.0
#include "models/advice/rules.h"
#include "models/application/evaluation.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/pricing/pricebook.h"
#include "models/scenario/scenarioio.h"
#include "tests/testutils.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include <QTest>

using namespace Advisor;

class TestPriceBook : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const auto result =
            CatalogLoader::fromFile(sourcePath(QStringLiteral("tests/data/catalog/valid-minimal.json")));
        QVERIFY(result.catalog);
        m_catalog = *result.catalog;
    }

    void neighboursShareABlockThatOutlivesTheBook()
    {
        // Every type's price resolved at once comes in blocks of neighbours with one owner (one reference
        // count for a recompute's rows to take and drop); each reads as the type's own price, and a price
        // held outlives the book that resolved it.
        const auto embedded = CatalogLoader::embedded();
        QVERIFY(embedded.catalog);
        const Catalog &catalog = *embedded.catalog;
        const QString region = catalog.referenceRegion;
        std::shared_ptr<const ResolvedPrice> kept;
        ResolvedPrice expected;
        {
            const PriceBook book(catalog);
            const PriceBook::PricesByPosition &all = book.allPrices(BillingId::payg, region);
            QCOMPARE(all.size(), catalog.instanceTypes.size());
            QVERIFY(all.size() > PriceBook::pricesPerBlock);
            for (std::size_t i = 0; i < all.size(); ++i) {
                QVERIFY(all[i]);
                QVERIFY(*all[i] == book.price(catalog.instanceTypes[i].id, BillingId::payg, region));
            }
            const auto sameOwner = [](const auto &a, const auto &b) {
                return !a.owner_before(b) && !b.owner_before(a);
            };
            QVERIFY(sameOwner(all[0], all[1]));
            QVERIFY(!sameOwner(all[0], all[PriceBook::pricesPerBlock]));
            kept = all[1];
            expected = *kept;
        }
        QVERIFY(*kept == expected);
    }

    void listedPriceIsUsedAsIs()
    {
        const PriceBook book(m_catalog);
        const ResolvedPrice p = book.payg(QStringLiteral("ecs.gn7i-c8g1.2xlarge"));
        QVERIFY(p.origin == PriceOrigin::Listed);
        QCOMPARE(p.hourly, 9.74);
        QCOMPARE(p.date, QStringLiteral("2026-09-24"));
        QVERIFY(p.verified);
    }

    void unlistedSizeIsEstimatedByGpuCount()
    {
        const PriceBook book(m_catalog);
        const ResolvedPrice p = book.payg(QStringLiteral("ecs.gn7i-c32g1.32xlarge"));
        QVERIFY(p.origin == PriceOrigin::Estimated);
        QCOMPARE(p.hourly, 4 * 9.74);
        QVERIFY(!p.verified);
        QCOMPARE(p.estimatedFrom, QStringLiteral("ecs.gn7i-c8g1.2xlarge"));
        QVERIFY(PriceText::basis(p, &m_catalog).contains(QStringLiteral("ecs.gn7i-c8g1.2xlarge")));
    }

    void familyWithoutAnyPriceIsUnavailable()
    {
        const PriceBook book(m_catalog);
        QVERIFY(!book.payg(QStringLiteral("ecs.vgn7i-vws-m4.xlarge")).available());
        QVERIFY(!book.price(QStringLiteral("ecs.vgn7i-vws-m4.xlarge"), QStringLiteral("spot")).available());
    }

    void monthlyListedPriceBecomesHourlyEquivalent()
    {
        const PriceBook book(m_catalog);
        const ResolvedPrice p = book.price(QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("subscription-1m"));
        QVERIFY(p.origin == PriceOrigin::Listed);
        QVERIFY(qFuzzyCompare(p.hourly, 4675.66 / 730.0));
        QVERIFY(qFuzzyCompare(p.monthly(), 4675.66));
    }

    void spotIsARangeFromItsRatio()
    {
        const PriceBook book(m_catalog);
        const ResolvedPrice p = book.price(QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("spot"));
        QVERIFY(p.origin == PriceOrigin::Derived);
        QVERIFY(qFuzzyCompare(p.hourly, 9.74 * 0.32));
        QVERIFY(qFuzzyCompare(p.hourlyLow, 9.74 * 0.1));
        QVERIFY(qFuzzyCompare(p.hourlyHigh, 9.74 * 0.5));
        QVERIFY(!p.verified);
    }

    void yearlyRatioAppliesToTheMonthlyPrice()
    {
        const PriceBook book(m_catalog);
        const ResolvedPrice p = book.price(QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("subscription-1y"));
        QVERIFY(qFuzzyCompare(p.monthly(), 4675.66 * 0.85));
    }

    void chainedRatiosAreKeptInOrderAndWorded()
    {
        // No monthly price for this size: the yearly one is its estimated pay-as-you-go price, times the
        // monthly ratio, times the yearly ratio; the basis names each step.
        const auto embedded = CatalogLoader::embedded();
        QVERIFY(embedded.catalog);
        const Catalog &catalog = *embedded.catalog;
        const PriceBook book(catalog);
        const QString type = QStringLiteral("ecs.gn7i-4x.16xlarge");
        const ResolvedPrice payg = book.payg(type);
        QVERIFY(payg.origin == PriceOrigin::Estimated && !payg.estimatedFrom.isEmpty());
        const ResolvedPrice p = book.price(type, QStringLiteral("subscription-1y"));
        QVERIFY(p.origin == PriceOrigin::Derived);
        QCOMPARE(p.estimatedFrom, payg.estimatedFrom);
        QCOMPARE(p.ratios.size(), 2);
        QCOMPARE(p.ratios[0].billing, QStringLiteral("subscription-1m"));
        QCOMPARE(p.ratios[1].billing, QStringLiteral("subscription-1y"));
        QVERIFY(qFuzzyCompare(p.hourly, payg.hourly * p.ratios[0].typical * p.ratios[1].typical));
        const QString basis = PriceText::basis(p, &catalog);
        QCOMPARE(basis.count(QStringLiteral(" × ")), 2);
        // Named as derived first: a ratio's result is no list price, however it began.
        QVERIFY2(basis.startsWith(QStringLiteral("derived, not listed: estimated from ") + payg.estimatedFrom),
                 qPrintable(basis));
    }

    // Issue 47: a basis names its region as the catalog does, in the shown language, never by its id, and
    // holds no bracket inside another, as "(Spot (preemptible) instance ratio, unverified)" did.
    void basisNamesTheRegionWithoutNestedBrackets()
    {
        const auto loaded = CatalogLoader::embedded();
        QVERIFY(loaded.catalog);
        const Catalog &catalog = *loaded.catalog;
        const PriceBook book(catalog);
        const auto depth = [](const QString &text) {
            int open = 0;
            int deepest = 0;
            for (const QChar c : text) {
                if (c == u'(' || c == u'\uFF08')
                    deepest = std::max(deepest, ++open);
                else if (c == u')' || c == u'\uFF09')
                    --open;
            }
            return deepest;
        };
        const QLocale before;
        for (const QLocale &locale :
             {QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::Chinese, QLocale::China)}) {
            QLocale::setDefault(locale);
            int derived = 0;
            int estimatedAndDerived = 0;
            for (const InstanceType &type : catalog.instanceTypes) {
                for (const BillingModel &billing : catalog.billingModels) {
                    const ResolvedPrice p = book.price(type.id, billing.id, catalog.referenceRegion);
                    if (!p.available() || p.isQuote())
                        continue;
                    // A catalog price without a region is the reference region's.
                    const QString id = p.region.isEmpty() ? catalog.referenceRegion : p.region;
                    const Region *region = catalog.region(id);
                    QVERIFY2(region && !region->name.isEmpty(), qPrintable(type.id + QLatin1Char(' ') + id));
                    const QString basis = PriceText::basis(p, &catalog);
                    QVERIFY2(basis.contains(region->name.text()), qPrintable(basis));
                    QVERIFY2(!basis.contains(id), qPrintable(basis));
                    QVERIFY2(depth(basis) <= 1, qPrintable(basis));
                    derived += p.ratios.isEmpty() ? 0 : 1;
                    estimatedAndDerived += p.ratios.isEmpty() || p.estimatedFrom.isEmpty() ? 0 : 1;
                }
            }
            // The wordings that nested: a billing name in brackets, a region name inside the estimate's.
            QVERIFY(derived > 0);
            QVERIFY(estimatedAndDerived > 0);
        }
        QLocale::setDefault(before);
    }

    void billingWithoutDefensibleRatioIsUnavailable()
    {
        const PriceBook book(m_catalog);
        QVERIFY(!book.price(QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("subscription-3y")).available());
    }

    void embeddedCatalogPricesEveryPricedFamily()
    {
        const auto result = CatalogLoader::embedded();
        QVERIFY(result.catalog);
        const PriceBook book(*result.catalog);
        // The 2026 quote beats the 2023 snapshot for the same type.
        const ResolvedPrice a10 = book.payg(QStringLiteral("ecs.gn7i-c8g1.2xlarge"));
        QCOMPARE(a10.hourly, 9.74);
        QCOMPARE(a10.date, QStringLiteral("2026-09-24"));
        const ResolvedPrice l20 = book.payg(QStringLiteral("ecs.gn8is.2xlarge"));
        QCOMPARE(l20.hourly, 14.63);
        QVERIFY(l20.flags.contains(QStringLiteral("single-source")));
        // No defensible price for H20 families: the tool must say so, not guess.
        QVERIFY(!book.payg(QStringLiteral("ecs.gn8v.4xlarge")).available());
    }

    void oneBookAnswersEachRegionAndBillingOnItsOwn()
    {
        // The book remembers what it resolved: a later question about another region or billing model
        // must not get the answer to an earlier one, and the earlier one must still hold afterwards.
        Catalog catalog = m_catalog;
        const QString listed = QStringLiteral("ecs.gn7i-c8g1.2xlarge");
        const QString estimated = QStringLiteral("ecs.gn7i-c32g1.32xlarge");
        PriceRecord beijing = *m_catalog.pricesFor(listed).front();
        QCOMPARE(beijing.billing, QStringLiteral("payg"));
        beijing.region = QStringLiteral("cn-beijing");
        beijing.amount = 20.0;
        catalog.prices.push_back(beijing);
        const PriceBook book(catalog);
        for (int round = 0; round < 2; ++round) {
            QCOMPARE(book.payg(listed, QStringLiteral("cn-shanghai")).hourly, 9.74);
            QCOMPARE(book.payg(listed, QStringLiteral("cn-beijing")).hourly, 20.0);
            QCOMPARE(book.payg(estimated, QStringLiteral("cn-shanghai")).hourly, 4 * 9.74);
            QCOMPARE(book.payg(estimated, QStringLiteral("cn-beijing")).hourly, 4 * 20.0);
            QVERIFY(qFuzzyCompare(book.price(listed, QStringLiteral("spot"), QStringLiteral("cn-beijing")).hourly,
                                  20.0 * 0.32));
            QVERIFY(qFuzzyCompare(book.price(listed, QStringLiteral("spot"), QStringLiteral("cn-shanghai")).hourly,
                                  9.74 * 0.32));
        }
    }

    void noRegionIsTheReferenceRegionAndAQuoteStaysInItsOwn()
    {
        // Issue 46: with no region named (the catalog list), an offer made for Beijing was shown as the
        // price: no region is the reference region, as for a scenario, and a quote applies to its region only.
        Catalog catalog = m_catalog;
        const QString listed = QStringLiteral("ecs.gn7i-c8g1.2xlarge");
        PriceRecord offer = *m_catalog.pricesFor(listed).front();
        offer.region = QStringLiteral("cn-beijing");
        offer.amount = 5.0;
        offer.quote = true;
        catalog.prices.push_back(offer);
        const PriceBook book(catalog);
        QCOMPARE(catalog.referenceRegion, QStringLiteral("cn-shanghai"));
        for (const QString &region : {QString(), catalog.referenceRegion}) {
            const ResolvedPrice p = book.payg(listed, region);
            QVERIFY2(p.origin == PriceOrigin::Listed, qPrintable(toString(p.origin)));
            QCOMPARE(p.hourly, 9.74);
        }
        const ResolvedPrice beijing = book.payg(listed, QStringLiteral("cn-beijing"));
        QVERIFY(beijing.isQuote());
        QCOMPARE(beijing.hourly, 5.0);
        // Where no price of its own exists, another region's list price stands in and names its region.
        const ResolvedPrice shenzhen = book.payg(listed, QStringLiteral("cn-shenzhen"));
        QVERIFY(shenzhen.origin == PriceOrigin::Listed);
        QCOMPARE(shenzhen.region, catalog.referenceRegion);
    }

    void aRowOfTheCatalogIsPricedAsItsIdIs()
    {
        // The engine asks by the type's row; the answer must be the one its id gets, region by region, and
        // a type that is not a row of the book's catalog (a copy) must still get its id's answer.
        Catalog catalog = m_catalog;
        const QString listed = QStringLiteral("ecs.gn7i-c8g1.2xlarge");
        PriceRecord beijing = *m_catalog.pricesFor(listed).front();
        beijing.region = QStringLiteral("cn-beijing");
        beijing.amount = 20.0;
        catalog.prices.push_back(beijing);
        const PriceBook byRow(catalog);
        const PriceBook byId(catalog);
        int available = 0;
        for (const QString &region : {QStringLiteral("cn-shanghai"), QStringLiteral("cn-beijing")}) {
            for (const InstanceType &type : catalog.instanceTypes) {
                for (const QString &billing :
                     {QStringLiteral("payg"), QStringLiteral("spot"), QStringLiteral("subscription-1y")}) {
                    const ResolvedPrice expected = byId.price(type.id, billing, region);
                    QCOMPARE(byRow.price(type, billing, region), expected);
                    const InstanceType copy = type;
                    QCOMPARE(byRow.price(copy, billing, region), expected);
                    available += expected.available() ? 1 : 0;
                }
            }
        }
        QVERIFY(available > 0);
        const InstanceType *row = catalog.instanceType(listed);
        QVERIFY(row);
        QCOMPARE(byRow.price(*row, QStringLiteral("payg"), QStringLiteral("cn-beijing")).hourly, 20.0);
        QCOMPARE(byRow.price(*row, QStringLiteral("payg"), QStringLiteral("cn-shanghai")).hourly, 9.74);
    }

    void everyRowsCostReasonSharesTheBooksPrice()
    {
        // Each ranked row's cost reason cites its primary billing's price: the one the row was priced at,
        // held once by the engine's price book rather than copied into every row. A second recompute
        // shares the same answers, and a type that is not a row of the book's catalog gets its id's.
        const auto embedded = CatalogLoader::embedded();
        const auto presets = PresetLoader::embedded();
        QVERIFY(embedded.catalog && presets.library);
        const Catalog &catalog = *embedded.catalog;
        const auto loaded =
            ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/serve-70b.gpuadvisor.json")));
        QVERIFY(loaded.scenario);
        const Evaluator evaluator(catalog, *presets.library, nullptr);
        const Evaluation first = evaluator.evaluate(*loaded.scenario);
        const Evaluation second = evaluator.evaluate(*loaded.scenario);
        QVERIFY(!first.recommendation.ranked.empty());
        QCOMPARE(second.recommendation.ranked.size(), first.recommendation.ranked.size());
        int cited = 0;
        for (size_t i = 0; i < first.recommendation.ranked.size(); ++i) {
            const Configuration &c = first.recommendation.ranked[i];
            const BillingCost *primary = c.cost(c.pricing.primaryBilling);
            const auto reason = std::find_if(c.ranking.reasons.begin(), c.ranking.reasons.end(),
                                             [](const Finding &f) { return f.kind == Finding::Kind::CostOnBilling; });
            if (!primary) {
                QVERIFY2(reason == c.ranking.reasons.end(), qPrintable(c.layout.instanceType));
                continue;
            }
            QVERIFY2(reason != c.ranking.reasons.end() && reason->price, qPrintable(c.layout.instanceType));
            // The row's cost holds the book's price itself, as its reason does: no copy per recompute.
            QCOMPARE(primary->price.shared().get(), reason->price.get());
            const Configuration &again = second.recommendation.ranked[i];
            QCOMPARE(again.layout.instanceType, c.layout.instanceType);
            const auto againReason =
                std::find_if(again.ranking.reasons.begin(), again.ranking.reasons.end(),
                             [](const Finding &f) { return f.kind == Finding::Kind::CostOnBilling; });
            QVERIFY(againReason != again.ranking.reasons.end());
            QCOMPARE(againReason->price.get(), reason->price.get()); // the same object, not an equal copy
            ++cited;
        }
        QVERIFY(cited > 0);
        const PriceBook book(catalog);
        const InstanceType &row = catalog.instanceTypes.front();
        const InstanceType copy = row;
        const QString region = catalog.referenceRegion;
        QCOMPARE(book.sharedPrice(row, QStringLiteral("payg"), region).get(),
                 book.sharedPrice(row, QStringLiteral("payg"), region).get());
        QCOMPARE(*book.sharedPrice(copy, QStringLiteral("payg"), region),
                 book.price(row.id, QStringLiteral("payg"), region));
    }

    void oneEvaluatorFollowsEveryChangeThatMovesAPrice()
    {
        // The Evaluator keeps its engine, and the engine its resolved prices, from one recompute to the
        // next: a discount, a region, a billing model or a new price list must still move the rows.
        const auto embedded = CatalogLoader::embedded();
        const auto presets = PresetLoader::embedded();
        QVERIFY(embedded.catalog && presets.library);
        Catalog catalog = *embedded.catalog;
        const qsizetype listedInShanghai = qsizetype(catalog.prices.size());
        for (qsizetype i = 0; i < listedInShanghai; ++i) {
            PriceRecord p = catalog.prices[size_t(i)];
            if (p.region != QLatin1String("cn-shanghai"))
                continue;
            p.region = QStringLiteral("cn-beijing");
            p.amount *= 2;
            catalog.prices.push_back(p);
        }
        const auto loaded =
            ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json")));
        QVERIFY(loaded.scenario);
        Scenario s = *loaded.scenario;
        s.constraints.region = QStringLiteral("cn-shanghai");
        s.constraints.customerDiscountPercent = 0;
        s.constraints.billing = {QStringLiteral("payg")};
        const Evaluator evaluator(catalog, *presets.library, nullptr);
        const Evaluation base = evaluator.evaluate(s);
        QVERIFY(base.chosen() && base.chosen()->pricing.priced);
        const QString type = base.chosen()->layout.instanceType;
        const auto costOf = [&type](const Evaluation &e) {
            for (const Configuration &c : e.recommendation.ranked) {
                if (c.layout.instanceType == type)
                    return c.pricing.jobCost;
            }
            return -1.0;
        };
        const double shanghai = costOf(base);
        QVERIFY(shanghai > 0);

        Scenario discounted = s;
        discounted.constraints.customerDiscountPercent = 20;
        QVERIFY(qFuzzyCompare(costOf(evaluator.evaluate(discounted)), shanghai * 0.8));
        Scenario inBeijing = s;
        inBeijing.constraints.region = QStringLiteral("cn-beijing");
        QVERIFY(qFuzzyCompare(costOf(evaluator.evaluate(inBeijing)), shanghai * 2));
        QVERIFY(qFuzzyCompare(costOf(evaluator.evaluate(s)), shanghai)); // and back
        Scenario monthly = s;
        monthly.constraints.billing = {QStringLiteral("subscription-1m")};
        const auto billingsOf = [&type](const Evaluation &e) {
            QStringList billings;
            for (const auto *list : {&e.recommendation.ranked, &e.recommendation.rejected}) {
                for (const Configuration &c : *list) {
                    for (const BillingCost &cost : c.pricing.costs) {
                        if (c.layout.instanceType == type)
                            billings << cost.billing;
                    }
                }
            }
            return billings;
        };
        QCOMPARE(billingsOf(evaluator.evaluate(monthly)), QStringList{QStringLiteral("subscription-1m")});
        QCOMPARE(billingsOf(evaluator.evaluate(s)), QStringList{QStringLiteral("payg")});

        Catalog dearer = catalog;
        for (PriceRecord &p : dearer.prices)
            p.amount *= 1.5;
        const Evaluator newPrices(dearer, *presets.library, nullptr);
        QVERIFY(qFuzzyCompare(costOf(newPrices.evaluate(s)), shanghai * 1.5));
    }

    void whatABillingModelDoesIsItsCatalogData()
    {
        // A catalog of its own: "preemptible" may be reclaimed, and this catalog's "spot" may not. Each is
        // treated as its data says, not as its id would have been.
        auto doc = nlohmann::json::parse(readSourceFile(QStringLiteral("catalog/catalog.json")).toStdString());
        for (auto &b : doc["billingModels"]) {
            if (b["id"] == "spot")
                b["interruptible"] = false;
        }
        doc["billingModels"].push_back({{"id", "preemptible"},
                                        {"name", {{"en", "Preemptible"}, {"zh_CN", "可抢占"}}},
                                        {"ratioToPayg", {{"low", 0.2}, {"typical", 0.2}, {"high", 0.2}}},
                                        {"basis", "payg"},
                                        {"verified", false},
                                        {"interruptible", true},
                                        {"listedPriceUnit", nullptr},
                                        {"source", "SPOT"}});
        const CatalogLoadResult loaded = CatalogLoader::fromJson(QByteArray::fromStdString(doc.dump()));
        QVERIFY2(loaded.catalog, qPrintable(loaded.diagnostics.toStringList().join(QLatin1Char('\n'))));
        const auto presets = PresetLoader::embedded();
        const auto rules = RulesLoader::embedded();
        QVERIFY(presets.library && rules.rules);
        const auto scenario =
            ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/finetune-7b-lora.gpuadvisor.json")));
        QVERIFY(scenario.scenario);
        Scenario s = *scenario.scenario;
        s.constraints.billing = {QStringLiteral("payg"), QStringLiteral("spot"), QStringLiteral("preemptible")};
        s.constraints.checkpointing = false;
        const Evaluator evaluator(*loaded.catalog, *presets.library, &*rules.rules);
        const auto billingsOf = [](const Configuration &c) {
            QStringList billings;
            for (const BillingCost &cost : c.pricing.costs)
                billings << cost.billing;
            return billings;
        };
        const QString spotWarning = QStringLiteral("billing-spot-without-checkpoints");

        // Work that must not be interrupted: "preemptible" is not priced at all; "spot" is, here.
        s.constraints.interruptible = false;
        const Evaluation held = evaluator.evaluate(s);
        QVERIFY(held.chosen());
        QCOMPARE(billingsOf(*held.chosen()), (QStringList{QStringLiteral("payg"), QStringLiteral("spot")}));
        QCOMPARE(held.chosen()->pricing.primaryBilling,
                 QStringLiteral("spot")); // and, cheapest, runs without a warning
        QVERIFY(!held.advice.warning(spotWarning));

        // Work that may be: "preemptible" is priced from its own ratio, is the cheapest, and is warned about
        // as spot is without checkpoints.
        s.constraints.interruptible = true;
        const Evaluation free = evaluator.evaluate(s);
        QVERIFY(free.chosen());
        const Configuration &c = *free.chosen();
        QCOMPARE(billingsOf(c),
                 (QStringList{QStringLiteral("payg"), QStringLiteral("spot"), QStringLiteral("preemptible")}));
        QCOMPARE(c.pricing.primaryBilling, QStringLiteral("preemptible"));
        const BillingCost *payg = c.cost(QStringLiteral("payg"));
        const BillingCost *preemptible = c.cost(QStringLiteral("preemptible"));
        QVERIFY(payg && payg->available() && preemptible && preemptible->available());
        QVERIFY(qFuzzyCompare(preemptible->hourly, payg->hourly * 0.2));
        QVERIFY(free.advice.warning(spotWarning));
        // Billed by the hour like pay-as-you-go: releasing the instances when done is on the checklist.
        QVERIFY(free.advice.checklist.join(QLatin1Char('\n')).contains(QStringLiteral("Release the instances")));
    }

private:
    Catalog m_catalog;
};

QTEST_GUILESS_MAIN(TestPriceBook)
#include "tst_pricebook.moc"
