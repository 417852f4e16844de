// SPDX-License-Identifier: Apache-2.0
#include "models/application/regioncomparison.h"
#include "models/catalog/catalogloader.h"
#include "models/itemmodels/regiontext.h"
#include "tests/testutils.h"

#include <QTest>

using namespace Advisor;

namespace {
const QString small = QStringLiteral("ecs.gn7i-c8g1.2xlarge");
const QString large = QStringLiteral("ecs.gn7i-c32g1.32xlarge");

PriceRecord record(const QString &type, const QString &region, const QString &billing, double amount,
                   const QString &date, const QString &tier)
{
    PriceRecord p;
    p.instanceType = type;
    p.region = region;
    p.billing = billing;
    p.amount = amount;
    p.unit = billing == QLatin1String("payg") ? PriceUnit::Hour : PriceUnit::Month;
    p.currency = QStringLiteral("CNY");
    p.date = date;
    p.source = QStringLiteral("TEST-") + region;
    p.tier = tier;
    return p;
}

Configuration configuration(const QString &type, const QString &billing, int instances)
{
    Configuration c;
    c.layout.instanceType = type;
    c.pricing.primaryBilling = billing;
    c.pricing.priced = true;
    c.layout.instances = instances;
    return c;
}
} // namespace

class TestRegionComparison : public QObject
{
    Q_OBJECT

    Catalog m_catalog;
    Scenario m_scenario;

private slots:
    void initTestCase()
    {
        const auto result =
            CatalogLoader::fromFile(sourcePath(QStringLiteral("tests/data/catalog/valid-minimal.json")));
        QVERIFY(result.catalog);
        m_catalog = *result.catalog;
        // Three regions for the small size, listed in no price order; the large size in one region only;
        // a region with only a monthly price for the small size, which has no pay-as-you-go figure there.
        m_catalog.prices = {
            record(small, QStringLiteral("cn-shanghai"), QStringLiteral("payg"), 10.0, QStringLiteral("2026-09-24"),
                   QStringLiteral("A")),
            record(small, QStringLiteral("cn-hangzhou"), QStringLiteral("payg"), 12.0, QStringLiteral("2026-08-01"),
                   QStringLiteral("B")),
            record(small, QStringLiteral("cn-beijing"), QStringLiteral("payg"), 8.0, QStringLiteral("2026-10-01"),
                   QStringLiteral("A")),
            record(small, QStringLiteral("cn-wulanchabu"), QStringLiteral("subscription-1m"), 3000.0,
                   QStringLiteral("2026-10-02"), QStringLiteral("A")),
            record(large, QStringLiteral("cn-shanghai"), QStringLiteral("payg"), 40.0, QStringLiteral("2026-09-24"),
                   QStringLiteral("A")),
        };
        m_scenario.constraints.customerDiscountPercent = 10;
    }

    void regionsAreSortedCheapestFirstWithTheirOwnDates()
    {
        const PriceBook book(m_catalog);
        const RegionComparison r = compareRegions(book, m_scenario, configuration(small, QStringLiteral("payg"), 2),
                                                  QStringLiteral("cn-shanghai"));
        QVERIFY(r.compared());
        QCOMPARE(r.pricedRegions, 3);
        QCOMPARE(r.regions.size(), std::size_t(3));
        QCOMPARE(r.regions[0].region, QStringLiteral("cn-beijing"));
        QCOMPARE(r.regions[1].region, QStringLiteral("cn-shanghai"));
        QCOMPARE(r.regions[2].region, QStringLiteral("cn-hangzhou"));
        // Each region keeps its own observation, not the newest or the ranking region's.
        QCOMPARE(r.regions[0].price.date, QStringLiteral("2026-10-01"));
        QCOMPARE(r.regions[2].price.date, QStringLiteral("2026-08-01"));
        QCOMPARE(r.regions[2].price.tier, QStringLiteral("B"));
        QVERIFY(r.regions[0].price.origin == PriceOrigin::Listed);
        // Two instances, the customer's 10 % off, a month of hours: as the ranking counts a month.
        QVERIFY(qFuzzyCompare(r.regions[0].monthly, 8.0 * 2 * 0.9 * hoursPerMonth));
        QVERIFY(qFuzzyCompare(r.regions[2].monthly, 12.0 * 2 * 0.9 * hoursPerMonth));
        QVERIFY(!r.regions[0].scenarioRegion);
        QVERIFY(r.regions[1].scenarioRegion);
    }

    void aDerivedBillingIsComparedOnEachRegionsOwnBase()
    {
        const PriceBook book(m_catalog);
        const RegionComparison r = compareRegions(book, m_scenario, configuration(small, QStringLiteral("spot"), 1),
                                                  QStringLiteral("cn-shanghai"));
        QCOMPARE(r.regions.size(), std::size_t(3)); // not cn-wulanchabu: no pay-as-you-go base of its own
        QCOMPARE(r.regions[0].region, QStringLiteral("cn-beijing"));
        QVERIFY(r.regions[0].price.origin == PriceOrigin::Derived);
        QVERIFY(qFuzzyCompare(r.regions[0].monthly, 8.0 * 0.32 * 0.9 * hoursPerMonth));
    }

    void oneRegionLeavesNothingToCompare()
    {
        const PriceBook book(m_catalog);
        const RegionComparison r = compareRegions(book, m_scenario, configuration(large, QStringLiteral("payg"), 1),
                                                  QStringLiteral("cn-shanghai"));
        QVERIFY(!r.compared());
        QCOMPARE(r.pricedRegions, 1);
        QVERIFY(r.regions.empty());
        const QStringList lines = RegionText::lines(r, MoneyFormatter(), &m_catalog, QDate(2026, 11, 1));
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.front().contains(QStringLiteral("one region")), qPrintable(lines.front()));
    }

    void anUnpricedConfigurationHasNoRegions()
    {
        const PriceBook book(m_catalog);
        Configuration c = configuration(small, QStringLiteral("payg"), 1);
        c.pricing.priced = false;
        c.pricing.primaryBilling.clear();
        QVERIFY(compareRegions(book, m_scenario, c, QStringLiteral("cn-shanghai")).regions.empty());
    }

    void textNamesEachRegionWithItsMoneyAndDate()
    {
        const PriceBook book(m_catalog);
        const RegionComparison r = compareRegions(book, m_scenario, configuration(small, QStringLiteral("payg"), 1),
                                                  QStringLiteral("cn-shanghai"));
        const MoneyFormatter money(QStringLiteral("CNY"), QStringLiteral("CNY"), 1);
        const QStringList lines = RegionText::lines(r, money, &m_catalog, QDate(2026, 11, 1));
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines[0].startsWith(QStringLiteral("cn-beijing")), qPrintable(lines[0]));
        QVERIFY2(lines[0].contains(money.format(r.regions[0].monthly)), qPrintable(lines[0]));
        QVERIFY2(lines[0].contains(QStringLiteral("2026-10-01")), qPrintable(lines[0]));
        // The catalog names cn-shanghai, so its line carries that name.
        QVERIFY2(lines[1].contains(QStringLiteral("China (Shanghai)")), qPrintable(lines[1]));
    }
};

QTEST_GUILESS_MAIN(TestRegionComparison)
#include "tst_regioncomparison.moc"
