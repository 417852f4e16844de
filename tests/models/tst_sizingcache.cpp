// SPDX-License-Identifier: Apache-2.0
// The engine keeps what does not change between recomputes: per-GPU constants read once per catalog,
// the rows sized for the last scenario (a change that only prices re-prices them), and its price book,
// which the advice reuses. Each cache must still let every change that affects a row change it: after
// any change, one engine kept across the change answers exactly what a fresh engine answers.
#include "models/advice/advice.h"
#include "models/advice/rules.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/findingtext.h"
#include "models/sizing/sizingengine.h"
#include "tests/testutils.h"

#include <functional>

#include <QTest>

using namespace Advisor;

namespace {
/** Every figure a surface shows of a recommendation, as text, so two recommendations compare whole. */
QStringList fingerprint(const Recommendation &r, const Catalog &catalog)
{
    QStringList out;
    const auto row = [&](const Configuration &c) {
        QStringList costs;
        for (const BillingCost &b : c.costs)
            costs << QStringLiteral("%1:%2:%3").arg(b.billing).arg(b.hourly, 0, 'g', 12).arg(b.total, 0, 'g', 12);
        return QStringList{c.instanceType,
                           QString::number(c.rank),
                           QString::number(c.instances),
                           QString::number(c.hours, 'g', 12),
                           QString::number(c.tokensPerSecond, 'g', 12),
                           QString::number(c.perGpuMemoryGiB, 'g', 12),
                           QString::number(c.jobCost, 'g', 12),
                           QString::number(c.jobCostBand.high, 'g', 12),
                           c.primaryBilling,
                           costs.join(QLatin1Char(',')),
                           FindingText::texts(c.reasons, &catalog).join(QLatin1Char('|')),
                           FindingText::texts(c.problems, &catalog).join(QLatin1Char('|'))}
            .join(QLatin1Char(';'));
    };
    for (const Configuration &c : r.ranked)
        out << QStringLiteral("ranked ") + row(c);
    for (const Configuration &c : r.rejected)
        out << QStringLiteral("rejected ") + row(c);
    for (const Finding &f : r.nothingFitsAdvice)
        out << FindingText::text(f, &catalog);
    return out;
}
} // namespace

class TestSizingCache : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const auto catalog = CatalogLoader::embedded();
        QVERIFY(catalog.catalog);
        m_catalog = *catalog.catalog;
        const auto presets = PresetLoader::embedded();
        QVERIFY(presets.library);
        m_presets = *presets.library;
    }

    void keptEngineAnswersAsAFreshOne_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("change");
        const QStringList files{QStringLiteral("finetune-7b-lora"), QStringLiteral("serve-70b"),
                                QStringLiteral("serve-bert-api")};
        const QStringList changes{QStringLiteral("discount"), QStringLiteral("billing"), QStringLiteral("region"),
                                  QStringLiteral("budget"),   QStringLiteral("deadline"), QStringLiteral("maxNodes"),
                                  QStringLiteral("concurrency"), QStringLiteral("precision")};
        for (const QString &f : files)
            for (int i = 0; i < changes.size(); ++i)
                QTest::newRow(qPrintable(f + QLatin1Char(' ') + changes[i])) << f << i;
    }

    void keptEngineAnswersAsAFreshOne()
    {
        QFETCH(QString, file);
        QFETCH(int, change);
        const auto loaded = ScenarioIo::fromFile(
            sourcePath(QStringLiteral("resources/scenarios/") + file + QStringLiteral(".gpuadvisor.json")));
        QVERIFY(loaded.scenario);
        const Scenario before = *loaded.scenario;
        Scenario after = before;
        const std::vector<std::function<void(Scenario &)>> changes{
            [](Scenario &s) { s.constraints.customerDiscountPercent += 20; },
            [](Scenario &s) { s.constraints.billing = {QStringLiteral("subscription-1m")}; },
            [&](Scenario &s) {
                for (const Region &r : m_catalog.regions)
                    if (r.id != m_catalog.referenceRegion && r.id != s.constraints.region) {
                        s.constraints.region = r.id;
                        break;
                    }
            },
            [](Scenario &s) { s.constraints.budgetMonthly = 20000; },
            [](Scenario &s) { s.training.deadlineHours = 3; },
            [](Scenario &s) { s.constraints.maxNodes = 1; },
            [](Scenario &s) { s.inference.concurrency *= 4; },
            [](Scenario &s) { s.precision = Precision::Int4; },
        };
        changes[std::size_t(change)](after);

        const SizingEngine kept(m_catalog, m_presets);
        const QStringList first = fingerprint(kept.recommend(before), m_catalog);
        const QStringList changed = fingerprint(kept.recommend(after), m_catalog);
        const SizingEngine fresh(m_catalog, m_presets);
        const QStringList expected = fingerprint(fresh.recommend(after), m_catalog);
        QCOMPARE(changed, expected);
        // And back: the kept engine answers the first scenario as it did.
        QCOMPARE(fingerprint(kept.recommend(before), m_catalog), first);
    }

    void priceOnlyChangesMoveEveryPricedRow()
    {
        // A 20 % discount re-prices without re-sizing: each priced row keeps its instances and time and its
        // cost falls to 0.8 of what it was (100 − 20 = 80 % of the list price).
        const auto loaded = ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/serve-70b.gpuadvisor.json")));
        QVERIFY(loaded.scenario);
        Scenario s = *loaded.scenario;
        s.constraints.customerDiscountPercent = 0;
        s.constraints.budgetMonthly.reset();
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation full = engine.recommend(s);
        s.constraints.customerDiscountPercent = 20;
        const Recommendation discounted = engine.recommend(s);
        QCOMPARE(discounted.ranked.size(), full.ranked.size());
        int checked = 0;
        for (const Configuration &d : discounted.ranked) {
            const auto it = std::find_if(full.ranked.begin(), full.ranked.end(),
                                         [&](const Configuration &c) { return c.instanceType == d.instanceType; });
            QVERIFY(it != full.ranked.end());
            QCOMPARE(d.instances, it->instances);
            if (!d.priced)
                continue;
            QVERIFY(qAbs(d.jobCost - it->jobCost * 0.8) <= 1e-9 * it->jobCost);
            ++checked;
        }
        QVERIFY(checked > 0);
    }

    void computeCapabilityIsReadPerCatalog()
    {
        // The capability is parsed once per engine: an engine for a catalog where a card's capability is
        // below the serving engines' minimum rejects it; the same card at its real capability is not.
        const auto loaded = ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/serve-70b.gpuadvisor.json")));
        QVERIFY(loaded.scenario);
        const Scenario &s = *loaded.scenario;
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        const QString gpu = r.ranked.front().gpu;
        Catalog old = m_catalog;
        for (GpuSpec &g : old.gpus)
            if (g.id == gpu)
                g.computeCapability = QStringLiteral("6.0");
        const SizingEngine oldEngine(old, m_presets);
        const Recommendation o = oldEngine.recommend(s);
        for (const Configuration &c : o.ranked)
            QVERIFY2(c.gpu != gpu, qPrintable(c.instanceType));
        const auto rejected = std::find_if(o.rejected.begin(), o.rejected.end(), [&](const Configuration &c) {
            return c.gpu == gpu
                && std::any_of(c.problems.begin(), c.problems.end(),
                               [](const Finding &f) { return f.kind == Finding::Kind::NoServingEngine; });
        });
        QVERIFY(rejected != o.rejected.end());
        QCOMPARE(rejected->problems.front().number(0), 6.0);
    }

    void adviceUsesTheRecommendationsPrices()
    {
        // The advice asks the engine's price book for billing models the scenario did not request; with
        // the book or without it (built afresh from the catalog) the advice is the same, and a catalog
        // whose prices differ gets its own book, not the engine's.
        const auto loaded =
            ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/serve-70b.gpuadvisor.json")));
        QVERIFY(loaded.scenario);
        Scenario s = *loaded.scenario;
        s.constraints.billing = {QStringLiteral("payg")};
        const auto rules = RulesLoader::embedded();
        QVERIFY(rules.rules);
        const SizingEngine engine(m_catalog, m_presets);
        Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        QVERIFY(r.prices);
        const auto text = [](const AdviceReport &a) {
            QStringList out;
            for (const Warning &w : a.warnings)
                out << w.id + QLatin1Char(':') + w.message;
            return out;
        };
        const QStringList withBook = text(advise(s, r, &r.ranked.front(), m_catalog, *rules.rules));
        QVERIFY(withBook.join(QLatin1Char('\n')).contains(QStringLiteral("billing-payg-break-even")));
        Recommendation bare = r;
        bare.prices.reset();
        QCOMPARE(text(advise(s, bare, &bare.ranked.front(), m_catalog, *rules.rules)), withBook);
        // A catalog with the subscription prices halved: its own advice, not the engine's book's.
        Catalog cheaper = m_catalog;
        for (PriceRecord &p : cheaper.prices)
            if (p.billing != QLatin1String("payg"))
                p.amount /= 2;
        QVERIFY(text(advise(s, r, &r.ranked.front(), cheaper, *rules.rules)) != withBook);
    }

private:
    Catalog m_catalog;
    ModelPresetLibrary m_presets;
};

QTEST_GUILESS_MAIN(TestSizingCache)
#include "tst_sizingcache.moc"
