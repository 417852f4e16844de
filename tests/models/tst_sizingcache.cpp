// SPDX-License-Identifier: Apache-2.0
// The engine keeps what does not change between recomputes (its price book, per-GPU constants read once
// per catalog) and the advice indexes the prices once per run. Each must still let every change that
// affects a row change it: after any change, one engine kept across the change answers exactly what a
// fresh engine answers.
#include "models/advice/advice.h"
#include "models/advice/rules.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/sizingengine.h"
#include "models/text/findingtext.h"
#include "models/util/internedstring.h"
#include "tests/embeddeddata.h"
#include "tests/testutils.h"

#include <functional>
#include <thread>

#include <QDir>
#include <QTest>

using namespace Advisor;

namespace {
/** Every figure a surface shows of a recommendation, as text, so two recommendations compare whole. */
QStringList fingerprint(const Recommendation &r, const Catalog &catalog)
{
    QStringList out;
    const auto row = [&](const Configuration &c) {
        QStringList costs;
        for (const BillingCost &b : c.pricing.costs)
            costs << QStringLiteral("%1:%2:%3").arg(b.billing).arg(b.hourly, 0, 'g', 12).arg(b.total, 0, 'g', 12);
        return QStringList{c.layout.instanceType,
                           QString::number(c.ranking.rank),
                           QString::number(c.layout.instances),
                           QString::number(c.speed.hours, 'g', 12),
                           QString::number(c.speed.tokensPerSecond, 'g', 12),
                           QString::number(c.speed.samplesPerSecond, 'g', 12),
                           QString::number(c.memory.perGpuMemoryGiB, 'g', 12),
                           QString::number(c.pricing.jobCost, 'g', 12),
                           QString::number(c.pricing.jobCostBand.high, 'g', 12),
                           c.pricing.primaryBilling,
                           costs.join(QLatin1Char(',')),
                           FindingText::texts(c.ranking.reasons, &catalog).join(QLatin1Char('|')),
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

/** What sizing gives a row (layout, memory, speed), as text: a row sized alone must read the same. */
QString sizingFingerprint(const Configuration &c)
{
    const RowSpeed &v = c.speed;
    QStringList figures;
    for (const double x : {v.ttftMs, v.tpotMs, v.tokensPerSecond, v.tokensPerSecondAtConcurrency,
                           v.promptTokensPerSecond, v.perUserTokensPerSecond, v.samplesPerSecond, v.hours,
                           c.memory.perGpuMemoryGiB, v.engineSpreadLow, v.engineSpreadHigh})
        figures << QString::number(x, 'g', 15);
    for (const int n : {c.layout.instances, c.layout.tensorParallel, c.layout.pipelineParallel, c.layout.dataParallel,
                        v.maxConcurrencyPerReplica, v.runningSequencesPerReplica, v.batchWithinTpotPerReplica,
                        int(v.meetsLatency), int(v.evidence), int(c.memory.fit), int(c.placed)})
        figures << QString::number(n);
    return c.layout.instanceType + QLatin1Char(' ') + figures.join(QLatin1Char(';'));
}
} // namespace

class TestSizingCache : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { loadEmbeddedData(m_catalog, m_presets); }

    void keptEngineAnswersAsAFreshOne_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("change");
        // The measured-speed paths too (CNN training and serving, an encoder, diffusion): the engine keeps
        // their speeds per GPU for the model, precision, engine and input length asked last.
        const QStringList files{QStringLiteral("finetune-7b-lora"),       QStringLiteral("serve-70b"),
                                QStringLiteral("serve-bert-api"),         QStringLiteral("train-image-classifier"),
                                QStringLiteral("serve-image-classifier"), QStringLiteral("diffusion-finetune")};
        const QStringList changes{
            QStringLiteral("discount"),    QStringLiteral("billing"),   QStringLiteral("region"),
            QStringLiteral("budget"),      QStringLiteral("deadline"),  QStringLiteral("maxNodes"),
            QStringLiteral("concurrency"), QStringLiteral("precision"), QStringLiteral("model"),
            QStringLiteral("engine"),      QStringLiteral("context")};
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
            [](Scenario &s) {
                s.model =
                    s.model == QLatin1String("bert-base") ? QStringLiteral("bert-large") : QStringLiteral("bert-base");
            },
            [](Scenario &s) {
                s.inference.engine =
                    s.inference.engine == ServingEngine::TensorRt ? ServingEngine::Framework : ServingEngine::TensorRt;
            },
            [](Scenario &s) { s.inference.contextLength *= 2; },
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

    void computeCapabilityIsReadPerCatalog()
    {
        // The capability is parsed once per engine: an engine for a catalog where a card's capability is
        // below the serving engines' minimum rejects it; the same card at its real capability is not.
        const auto loaded =
            ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/serve-70b.gpuadvisor.json")));
        QVERIFY(loaded.scenario);
        const Scenario &s = *loaded.scenario;
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        const QString gpu = r.ranked.front().layout.gpu;
        Catalog old = m_catalog;
        for (GpuSpec &g : old.gpus)
            if (g.id == gpu)
                g.computeCapability = QStringLiteral("6.0");
        const SizingEngine oldEngine(old, m_presets);
        const Recommendation o = oldEngine.recommend(s);
        for (const Configuration &c : o.ranked)
            QVERIFY2(c.layout.gpu != gpu, qPrintable(c.layout.instanceType));
        const auto rejected = std::find_if(o.rejected.begin(), o.rejected.end(), [&](const Configuration &c) {
            return c.layout.gpu == gpu && std::any_of(c.problems.begin(), c.problems.end(), [](const Finding &f) {
                       return f.kind == Finding::Kind::NoServingEngine;
                   });
        });
        QVERIFY(rejected != o.rejected.end());
        QCOMPARE(rejected->problems.front().number(0), 6.0);
    }

    void adviceReadsThePricesOfItsCatalog()
    {
        // The advice indexes the prices once per run (not once per price it asks for) for the billing models
        // the scenario did not request; the index is of the catalog it is given: a catalog with its
        // prices halved gives another break-even than the one the rows were priced from.
        const auto loaded =
            ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/serve-70b.gpuadvisor.json")));
        QVERIFY(loaded.scenario);
        Scenario s = *loaded.scenario;
        s.constraints.billing = {QStringLiteral("payg")};
        const auto rules = RulesLoader::embedded();
        QVERIFY(rules.rules);
        const SizingEngine engine(m_catalog, m_presets);
        const Recommendation r = engine.recommend(s);
        QVERIFY(!r.ranked.empty());
        const auto breakEven = [&](const Catalog &catalog) {
            const AdviceReport a = advise(s, r, &r.ranked.front(), catalog, *rules.rules);
            const Warning *w = a.warning(QStringLiteral("billing-payg-break-even"));
            return w ? w->message : QString();
        };
        const QString listed = breakEven(m_catalog);
        QVERIFY(!listed.isEmpty());
        QCOMPARE(breakEven(m_catalog), listed);
        Catalog cheaper = m_catalog;
        for (PriceRecord &p : cheaper.prices)
            p.amount /= 2; // the commitments are derived from pay-as-you-go where none is listed
        const QString halved = breakEven(cheaper);
        QVERIFY(!halved.isEmpty());
        QVERIFY2(halved != listed, qPrintable(halved));
    }

    void threadsAnswerAsOneThread_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &f : QDir(sourcePath(QStringLiteral("resources/scenarios")))
                                    .entryList({QStringLiteral("*.gpuadvisor.json")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(f)) << f;
    }

    void threadsAnswerAsOneThread()
    {
        // A catalog large enough for every thread to get rows: its types ten times over, each copy
        // priced a little differently so the copies do not tie.
        QFETCH(QString, file);
        Catalog large = m_catalog;
        large.instanceTypes.clear();
        large.prices.clear();
        for (int copy = 0; copy < 10; ++copy) {
            for (InstanceType t : m_catalog.instanceTypes) {
                t.id += QStringLiteral("-x%1").arg(copy);
                large.instanceTypes.push_back(t);
            }
            for (PriceRecord p : m_catalog.prices) {
                p.instanceType += QStringLiteral("-x%1").arg(copy);
                p.amount *= 1.0 + copy * 0.001;
                large.prices.push_back(p);
            }
        }
        QVERIFY(large.instanceTypes.size() >= SizingEngine::minTypesPerWorker * SizingEngine::maxWorkers);
        const auto loaded = ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/") + file));
        QVERIFY(loaded.scenario);
        const Scenario before = *loaded.scenario;
        // And after a change that makes each thread's memo of measured speeds start again, and one that
        // leaves nothing fitting (the advice on what would fit sizes every type again).
        Scenario other = before;
        other.precision = other.precision == Precision::Int8 ? Precision::Bf16 : Precision::Int8;
        Scenario none = before;
        none.constraints.budgetMonthly = 1;

        SizingEngine serial(large, m_presets);
        serial.setWorkers(1);
        SizingEngine threaded(large, m_presets);
        threaded.setWorkers(SizingEngine::maxWorkers);
        QCOMPARE(threaded.workers(), SizingEngine::maxWorkers);
        for (const Scenario &s : {before, other, none, before}) {
            const QStringList expected = fingerprint(serial.recommend(s), large);
            QVERIFY(!expected.isEmpty());
            QCOMPARE(fingerprint(threaded.recommend(s), large), expected);
        }
        // A change of price alone re-prices and re-explains the rows on the threads too: the answer is
        // a fresh one-thread answer's, row for row and reason for reason.
        Scenario discounted = before;
        discounted.constraints.customerDiscountPercent = before.constraints.customerDiscountPercent + 15;
        QVERIFY(SizingEngine::sizedAlike(before, discounted));
        const QStringList fresh = fingerprint(serial.recommend(discounted), large);
        QVERIFY(fresh != fingerprint(serial.recommend(before), large));
        QCOMPARE(fingerprint(threaded.reprice(discounted, threaded.recommend(before)), large), fresh);
        QCOMPARE(fingerprint(serial.reprice(discounted, serial.recommend(before)), large), fresh);
    }

    void rowsSizedTogetherReadAsSizedAlone_data() { threadsAnswerAsOneThread_data(); }

    void rowsSizedTogetherReadAsSizedAlone()
    {
        // A recompute remembers decoder copies' speeds by GPU and split across its rows; each row must still
        // read as that type sized on its own, without the memory of the rows before it. Served decoders
        // first: the default fills idle GPUs with copies and tries wider splits, which the memo answers.
        QFETCH(QString, file);
        const auto loaded = ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/") + file));
        QVERIFY(loaded.scenario);
        for (const int users : {0, 1, 300}) {
            Scenario s = *loaded.scenario;
            if (users > 0)
                s.inference.concurrency = users;
            SizingEngine engine(m_catalog, m_presets);
            engine.setWorkers(1);
            const Recommendation together = engine.recommend(s);
            const WorkloadProfile profile = engine.profile(s);
            int compared = 0;
            for (const auto *list : {&together.ranked, &together.rejected}) {
                for (const Configuration &row : *list) {
                    const InstanceType &type = m_catalog.instanceTypes[std::size_t(row.catalogPosition)];
                    QCOMPARE(sizingFingerprint(engine.evaluate(s, profile, type)), sizingFingerprint(row));
                    ++compared;
                }
            }
            QCOMPARE(compared, int(together.ranked.size() + together.rejected.size()));
            // Given the previous answer to free while sizing, the answer is the same.
            QCOMPARE(fingerprint(engine.recommend(s, engine.recommend(s)), m_catalog),
                     fingerprint(together, m_catalog));
        }
    }

    void rowsShareTheirIdsText()
    {
        // Rows copy interned ids: equal to the catalog's, one text for every row of a type, and still
        // readable after the string they came from is gone.
        QString made = QStringLiteral("gn7i-c8g1.2xlarge");
        made.detach();
        const QString view = interned(made);
        made.clear();
        made.squeeze();
        QCOMPARE(view, QStringLiteral("gn7i-c8g1.2xlarge"));
        QCOMPARE(interned(QStringLiteral("gn7i-c8g1.2xlarge")).constData(), view.constData());
        QVERIFY(interned(QString()).isNull());
        QString fromThread;
        std::thread other([&fromThread] { fromThread = interned(QStringLiteral("gn7i-c8g1.2xlarge")); });
        other.join();
        QCOMPARE(fromThread.constData(), view.constData());

        SizingEngine engine(m_catalog, m_presets);
        Scenario s;
        const Recommendation first = engine.recommend(s);
        const Recommendation second = engine.recommend(s);
        QVERIFY(!first.ranked.empty());
        for (std::size_t i = 0; i < first.ranked.size(); ++i) {
            const Configuration &a = first.ranked[i];
            const Configuration &b = second.ranked[i];
            QCOMPARE(a.layout.instanceType, m_catalog.instanceTypes[std::size_t(a.catalogPosition)].id);
            QCOMPARE(a.layout.instanceType.constData(), b.layout.instanceType.constData());
            QCOMPARE(a.layout.instanceType.constData(), interned(a.layout.instanceType).constData());
            QCOMPARE(a.layout.gpu.constData(), interned(b.layout.gpu).constData());
            QCOMPARE(a.pricing.primaryBilling.constData(), interned(b.pricing.primaryBilling).constData());
        }
    }

private:
    Catalog m_catalog;
    ModelPresetLibrary m_presets;
};

QTEST_GUILESS_MAIN(TestSizingCache)
#include "tst_sizingcache.moc"
