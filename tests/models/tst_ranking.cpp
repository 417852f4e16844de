// SPDX-License-Identifier: Apache-2.0
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/sizingengine.h"
#include "models/text/findingtext.h"
#include "tests/embeddeddata.h"
#include "tests/testutils.h"

#include <algorithm>

#include <QDir>
#include <QTest>

using namespace Advisor;

namespace {
/** What ranks a row apart from its price: its first token in time, a copy split over instances, vGPU, fit. */
QString standing(const Catalog &catalog, const Configuration &c)
{
    const Family *f = catalog.family(c.family);
    const int split = c.pipelineParallel > 1 ? (f && f->rdma != RdmaType::None ? 1 : 2) : 0;
    return QStringLiteral("%1/%2/%3/%4")
        .arg(firstTokenTooSlow(c))
        .arg(split)
        .arg(f && f->category == FamilyCategory::VirtualGpu)
        .arg(c.fit == Fit::Fits);
}
} // namespace

/** What comes first in the ranking: what a manager can sign off and what serves the users in time. */
class TestRanking : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { loadEmbeddedData(m_catalog, m_presets); }

    void firstTokenInTimeRanksBeforeCheaperRowsThatMissIt()
    {
        // Llama 70B for 16 users with 4,096-token prompts: the cheapest priced cards read the prompt in
        // about 2.6 s, past the 2 s first-token target, so they would serve none of the users in time.
        const Recommendation r = recommend(QStringLiteral("serve-70b.gpuadvisor.json"));
        QVERIFY(!r.ranked.empty());
        const Configuration &first = r.ranked.front();
        QVERIFY(first.priced);
        QVERIFY2(!firstTokenTooSlow(first), qPrintable(first.instanceType));
        QVERIFY(first.economics->usersServed > 0);

        int cheaperButLate = 0;
        for (const Configuration &c : r.ranked) {
            if (!c.priced || c.jobCost >= first.jobCost || c.fit != Fit::Fits
                || (c.pipelineParallel > 1) != (first.pipelineParallel > 1))
                continue;
            QVERIFY2(firstTokenTooSlow(c), qPrintable(c.instanceType)); // else it would rank first
            ++cheaperButLate;
            const Finding &lead = c.reasons.front();
            QCOMPARE(lead.kind, Finding::Kind::LeadCheaperButFirstTokenSlow);
            QCOMPARE(lead.number(2), c.ttftMs / 1000);
            QVERIFY(lead.number(2) > lead.number(3));
            QVERIFY(FindingText::text(lead).contains(QStringLiteral("first token")));
        }
        QVERIFY2(cheaperButLate > 0, "the example no longer has a cheaper row that misses the first-token target");

        // Its reason says why it is not simply the cheapest.
        const Finding &lead = first.reasons.front();
        QCOMPARE(lead.kind, Finding::Kind::LeadCheapestInTime);
        QCOMPARE(lead.number(1), first.economics->ttftTargetMs / 1000);
        QVERIFY(FindingText::text(lead).contains(QStringLiteral("within 2.0 s")));
    }

    void cheaperRowSplitOverInstancesSaysSo()
    {
        // A cheaper row ranked lower because one copy of the model spans instances gives that reason, not
        // "less memory headroom" (which it may not have). With the catalog's prices no copy split over
        // instances is cheaper than the best whole one for 70B serving, so here every listed price is
        // three times as high and the 4-card A100 40GB type is listed at half the 8-card one's old price:
        // two of them, one copy split over both, become the cheapest.
        const QString splitType = QStringLiteral("ecs.gn7-c13g1.13xlarge");
        Catalog catalog = m_catalog;
        std::vector<PriceRecord> halves;
        for (PriceRecord &price : catalog.prices) {
            if (price.instanceType == QLatin1String("ecs.gn7-c13g1.26xlarge")) {
                PriceRecord half = price;
                half.instanceType = splitType;
                half.amount /= 2;
                halves.push_back(half);
            }
            price.amount *= 3;
        }
        QVERIFY(!halves.empty());
        catalog.prices.insert(catalog.prices.end(), halves.begin(), halves.end());
        const Recommendation r = recommend(QStringLiteral("serve-70b.gpuadvisor.json"), catalog);
        QVERIFY(!r.ranked.empty());
        const Configuration &first = r.ranked.front();
        QCOMPARE(first.pipelineParallel, 1);
        QVERIFY(first.priced);
        int split = 0;
        for (const Configuration &c : r.ranked) {
            if (!c.priced || c.jobCost >= first.jobCost || c.pipelineParallel <= 1 || firstTokenTooSlow(c))
                continue;
            ++split;
            const Finding &lead = c.reasons.front();
            QCOMPARE(lead.kind, Finding::Kind::LeadCheaperButSplit);
            QCOMPARE(int(lead.number(2)), c.pipelineParallel);
            QVERIFY(
                FindingText::text(lead).contains(QStringLiteral("split over %1 instances").arg(c.pipelineParallel)));
        }
        QVERIFY2(split > 0, "the case no longer has a cheaper row split over instances");
    }

    void pricedRanksBeforeUnpricedOfTheSameStanding_data()
    {
        QTest::addColumn<QString>("file");
        const QStringList files =
            sourceDir(QStringLiteral("resources/scenarios")).entryList({QStringLiteral("*.gpuadvisor.json")});
        QVERIFY(files.size() >= 10);
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << f;
    }

    void pricedRanksBeforeUnpricedOfTheSameStanding()
    {
        // A "price on request" cannot be signed off as a cost: it comes after every priced row that does the
        // work as well, even when its placeholder rate would make it look cheaper.
        QFETCH(QString, file);
        const Recommendation r = recommend(file);
        for (size_t i = 0; i < r.ranked.size(); ++i) {
            if (r.ranked[i].priced)
                continue;
            for (size_t j = i + 1; j < r.ranked.size(); ++j) {
                const Configuration &later = r.ranked[j];
                QVERIFY2(!later.priced || standing(m_catalog, later) != standing(m_catalog, r.ranked[i]),
                         qPrintable(QStringLiteral("%1 (no price) ranks before %2 (priced)")
                                        .arg(r.ranked[i].instanceType, later.instanceType)));
            }
        }
    }

    void unpricedPlaceholderNoLongerLeads()
    {
        // The case that made the rule: Blackwell cards without a listed price, whose placeholder rate is
        // below the cheapest priced row, used to rank first for 70B serving. With the A100 80GB types
        // offered, a priced row is cheaper than any placeholder; without them the best priced row (eight
        // A100 40GB) is dearer than the Blackwell placeholder, and still ranks first.
        Catalog catalog = m_catalog;
        const QStringList a100s80{QStringLiteral("gn7e"), QStringLiteral("ebmgn7e"), QStringLiteral("ebmgn7ex")};
        std::erase_if(catalog.instanceTypes, [&](const InstanceType &t) { return a100s80.contains(t.family); });
        const Recommendation r = recommend(QStringLiteral("serve-70b.gpuadvisor.json"), catalog);
        QVERIFY(!r.ranked.empty());
        const Configuration &first = r.ranked.front();
        const auto cheaperOnPaper = std::find_if(r.ranked.begin(), r.ranked.end(), [&](const Configuration &c) {
            return !c.priced && c.rankingCost < first.jobCost && standing(catalog, c) == standing(catalog, first);
        });
        QVERIFY2(cheaperOnPaper != r.ranked.end(), "no unpriced row looks cheaper: the case is gone");
        QVERIFY(first.priced);
        QCOMPARE(cheaperOnPaper->reasons.front().kind, Finding::Kind::LeadNoPrice);
        QVERIFY(FindingText::text(cheaperOnPaper->reasons.front()).contains(QStringLiteral("below the priced")));
    }

private:
    Recommendation recommend(const QString &example) const { return recommend(example, m_catalog); }
    Recommendation recommend(const QString &example, const Catalog &catalog) const
    {
        const ScenarioLoadResult loaded =
            ScenarioIo::fromFile(sourceDir(QStringLiteral("resources/scenarios")).filePath(example));
        if (!loaded.scenario)
            return {};
        const SizingEngine engine(catalog, m_presets, parametersFor(*loaded.scenario));
        return engine.recommend(*loaded.scenario);
    }

    Catalog m_catalog;
    ModelPresetLibrary m_presets;
};

QTEST_GUILESS_MAIN(TestRanking)
#include "tst_ranking.moc"
