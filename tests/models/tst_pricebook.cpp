// SPDX-License-Identifier: Apache-2.0
#include "models/catalog/catalogloader.h"
#include "models/pricing/pricebook.h"
#include "tests/testutils.h"

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
        QVERIFY2(basis.startsWith(QStringLiteral("estimated from ") + payg.estimatedFrom), qPrintable(basis));
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

private:
    Catalog m_catalog;
};

QTEST_GUILESS_MAIN(TestPriceBook)
#include "tst_pricebook.moc"
