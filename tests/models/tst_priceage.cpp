// SPDX-License-Identifier: Apache-2.0
#include "models/catalog/catalogloader.h"
#include "models/io/pricefile.h"
#include "models/itemmodels/displaytext.h"
#include "models/pricing/priceage.h"

#include <QTest>

using namespace Advisor;

class TestPriceAge : public QObject
{
    Q_OBJECT

    Catalog m_catalog;

private slots:
    void initTestCase()
    {
        auto loaded = CatalogLoader::embedded();
        QVERIFY(loaded.catalog);
        m_catalog = *loaded.catalog;
    }

    void ageIsRoundedDown_data()
    {
        QTest::addColumn<QString>("date");
        QTest::addColumn<QString>("expected");
        QTest::newRow("same day") << QStringLiteral("2026-11-30") << QStringLiteral("today");
        QTest::newRow("one day") << QStringLiteral("2026-11-29") << QStringLiteral("yesterday");
        QTest::newRow("days") << QStringLiteral("2026-11-27") << QStringLiteral("3 days ago");
        QTest::newRow("months") << QStringLiteral("2026-09-24") << QStringLiteral("2 months ago");
        QTest::newRow("not yet a month more") << QStringLiteral("2025-12-31") << QStringLiteral("10 months ago");
        QTest::newRow("years") << QStringLiteral("2023-06-17") << QStringLiteral("3 years ago");
        QTest::newRow("just under 3 years") << QStringLiteral("2023-12-01") << QStringLiteral("2 years ago");
        QTest::newRow("bad date") << QStringLiteral("2023-13-01") << QString();
    }

    void ageIsRoundedDown()
    {
        QFETCH(QString, date);
        QFETCH(QString, expected);
        QCOMPARE(PriceAge::ago(date, QDate(2026, 11, 30)), expected);
    }

    // A price's age in whole months, read from its catalog date; anything that is not a date is no age.
    void monthsAreCountedFromTheCatalogDate_data()
    {
        QTest::addColumn<QString>("date");
        QTest::addColumn<int>("months");
        QTest::newRow("2023 copy") << QStringLiteral("2023-06-17") << 41;
        QTest::newRow("a day short of a month") << QStringLiteral("2026-10-31") << 0;
        QTest::newRow("month 13") << QStringLiteral("2023-13-01") << 0;
        QTest::newRow("day 31 of June") << QStringLiteral("2023-06-31") << 0;
        QTest::newRow("letter in the month") << QStringLiteral("2023-0x-01") << 0;
        QTest::newRow("sign in the year") << QStringLiteral("-023-06-17") << 0;
        QTest::newRow("empty") << QString() << 0;
        QTest::newRow("in the future") << QStringLiteral("2027-01-01") << 0;
    }

    void monthsAreCountedFromTheCatalogDate()
    {
        QFETCH(QString, date);
        QFETCH(int, months);
        QCOMPARE(PriceAge::monthsBetween(date, QDate(2026, 11, 30)), months);
    }

    void tierSaysWhereThePriceComesFrom()
    {
        const QDate today(2026, 11, 30);
        PriceBook book(m_catalog);
        // A 2023-06 console snapshot in the embedded catalog (tier B).
        const ResolvedPrice snapshot = book.price(QStringLiteral("ecs.gn6i-c24g1.24xlarge"), QStringLiteral("payg"));
        QVERIFY(snapshot.available());
        QCOMPARE(snapshot.tier, QStringLiteral("B"));
        // Its label names it a copy, with the month it was collected and its age on the given day.
        QCOMPARE(DisplayText::priceSourceAndAge(snapshot, &m_catalog, today),
                 QStringLiteral("collected %1, %2: check Alibaba's price page")
                     .arg(snapshot.date.left(7), PriceAge::ago(snapshot.date, today)));
        // A copy is not called Alibaba's list price, in the table's words or in the reason's.
        QCOMPARE(DisplayText::priceOrigin(snapshot), QStringLiteral("list price as a third party copied it"));
        const QString copied = DisplayText::priceProvenance(snapshot, &m_catalog);
        QVERIFY2(copied.startsWith(QStringLiteral("list price as a third")), qPrintable(copied));
        // Said once: beside it, when it was collected and how old that is, not the copy again. Issue 47: by what
        // the price is, never by the catalog's tier letter.
        QVERIFY2(
            copied.count(QStringLiteral("third party")) == 1
                && copied.contains(QStringLiteral("collected %1, %2: check Alibaba's price page")
                                       .arg(snapshot.date.left(7), PriceAge::ago(snapshot.date, QDate::currentDate())))
                && !copied.contains(QStringLiteral("tier")),
            qPrintable(copied));
        QVERIFY(PriceText::basis(snapshot, &m_catalog).startsWith(QStringLiteral("list price as a third party")));
        // A price derived with a billing ratio says so before anything else.
        ResolvedPrice monthly;
        for (const InstanceType &type : m_catalog.instanceTypes) {
            monthly = book.price(type.id, QStringLiteral("subscription-1m"));
            if (monthly.origin == PriceOrigin::Derived)
                break;
        }
        QVERIFY(monthly.origin == PriceOrigin::Derived);
        QVERIFY2(PriceText::basis(monthly, &m_catalog).startsWith(QStringLiteral("derived, not listed: ")),
                 qPrintable(PriceText::basis(monthly, &m_catalog)));
        // Alibaba's own figure in the catalog (tier A, not fetched by this program) is named so, never a quote:
        // the report says no price is one.
        bool sawTierA = false;
        for (const PriceRecord &record : m_catalog.prices) {
            if (record.tier != QLatin1String("A"))
                continue;
            const ResolvedPrice own = book.price(record.instanceType, record.billing, record.region);
            const QString label = DisplayText::priceSourceAndAge(own, &m_catalog, today);
            QCOMPARE(label, QStringLiteral("published by Alibaba, %1").arg(PriceAge::ago(own.date, today)));
            const QString shown = DisplayText::priceProvenance(own, &m_catalog);
            // Alibaba's own figure, said without a tier letter and without the word "quote", which the
            // disclaimer says no price here is.
            const QString ownWords =
                shown.section(QStringLiteral(" · source: "), 0, 0); // a cited title is as published
            QVERIFY2(ownWords.contains(QStringLiteral("published by Alibaba, "))
                         && !ownWords.contains(QStringLiteral("quote")) && !ownWords.contains(QStringLiteral("tier")),
                     qPrintable(shown));
            QCOMPARE(DisplayText::priceOrigin(own), QStringLiteral("listed price"));
            sawTierA = true;
        }
        QVERIFY(sawTierA);

        // An imported API price: Alibaba's own answer, "fetched", never "published" or a copy.
        PriceFileRow row;
        row.row = 2;
        row.instanceType = QStringLiteral("ecs.gn6i-c24g1.24xlarge");
        row.region = snapshot.region.isEmpty() ? m_catalog.referenceRegion : snapshot.region;
        row.billing = QStringLiteral("payg");
        row.amount = 9.5;
        row.currency = m_catalog.currency;
        row.date = QStringLiteral("2026-11-27");
        row.source = QStringLiteral("Alibaba DescribePrice API");
        const Catalog priced = PriceFile::apply({row}, m_catalog, QStringLiteral("fetched.csv")).catalog;
        PriceBook pricedBook(priced);
        const ResolvedPrice api = pricedBook.price(row.instanceType, QStringLiteral("payg"), row.region);
        QCOMPARE(api.hourly, 9.5);
        // The provenance every view shows carries it, as fetched from Alibaba's API.
        QVERIFY(DisplayText::priceProvenance(api, &priced)
                    .contains(QStringLiteral("Alibaba's DescribePrice answer, fetched ")));
        QCOMPARE(DisplayText::priceSourceAndAge(api, &priced, today),
                 QStringLiteral("Alibaba's DescribePrice answer, fetched 3 days ago"));

        // A partner's quote in the user's own file is named as theirs, never as Alibaba's quote.
        PriceFileRow partner = row;
        partner.source = QStringLiteral("Partner quote");
        const Catalog quoted = PriceFile::apply({partner}, m_catalog, QStringLiteral("quotes.csv")).catalog;
        const ResolvedPrice fromFile = PriceBook(quoted).price(row.instanceType, QStringLiteral("payg"), row.region);
        QCOMPARE(fromFile.hourly, 9.5);
        QVERIFY(!DisplayText::priceProvenance(fromFile, &quoted).contains(QStringLiteral("Alibaba's own quote")));
        QCOMPARE(DisplayText::priceSourceAndAge(fromFile, &quoted, today),
                 QStringLiteral("your price file: Partner quote (quotes.csv), 3 days ago"));

        // A spot average from DescribeSpotAdvice: an API figure too, shown with its interruption band.
        PriceFileRow spotRow = row;
        spotRow.billing = QStringLiteral("spot");
        spotRow.amount = 2.5;
        spotRow.source = QStringLiteral("Alibaba DescribeSpotAdvice API, 30-day average, cn-shanghai-b");
        spotRow.interruption = QStringLiteral("5-10%");
        const Catalog spotPriced = PriceFile::apply({row, spotRow}, m_catalog, QStringLiteral("fetched.csv")).catalog;
        const ResolvedPrice spot = PriceBook(spotPriced).price(row.instanceType, QStringLiteral("spot"), row.region);
        QCOMPARE(spot.hourly, 2.5);
        QCOMPARE(DisplayText::priceSourceAndAge(spot, &spotPriced, today),
                 QStringLiteral("Alibaba's DescribeSpotAdvice answer, fetched 3 days ago"));
        const QString provenance = DisplayText::priceProvenance(spot, &spotPriced);
        QVERIFY2(provenance.contains(QStringLiteral("30-day average spot price"))
                     && provenance.contains(QStringLiteral("interruption rate 5-10%"))
                     && PriceText::basis(spot, &spotPriced).contains(QStringLiteral("interruption rate 5-10%")),
                 qPrintable(provenance));
    }

    void regionListSaysWhichRegionsHavePrices()
    {
        const QDate today(2026, 11, 30);
        const RegionPriceCoverage reference = PriceAge::coverage(m_catalog, m_catalog.referenceRegion);
        QVERIFY(reference.count > 0);
        QVERIFY(PriceAge::regionSummary(m_catalog, m_catalog.referenceRegion, today)
                    .startsWith(QStringLiteral("%1 prices, newest ").arg(reference.count)));
        QString unpriced;
        for (const Region &region : m_catalog.regions) {
            if (PriceAge::coverage(m_catalog, region.id).count == 0)
                unpriced = region.id;
        }
        QVERIFY(!unpriced.isEmpty());
        QCOMPARE(PriceAge::regionSummary(m_catalog, unpriced, today), QStringLiteral("no prices"));
    }
};

QTEST_GUILESS_MAIN(TestPriceAge)
#include "tst_priceage.moc"
