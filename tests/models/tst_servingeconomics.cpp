// SPDX-License-Identifier: Apache-2.0
#include "models/catalog/catalogloader.h"
#include "models/scenario/scenario.h"
#include "models/sizing/confidence.h"
#include "models/sizing/recommendation.h"
#include "models/sizing/servingeconomics.h"
#include "tests/testutils.h"

#include <QTest>

using namespace Advisor;

namespace {
bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

/** Two replicas on two instances at 10 yuan an hour each (payg, no discount), 400 generated tokens/s. */
Configuration servingConfiguration()
{
    Configuration c;
    c.layout.instances = 2;
    c.layout.dataParallel = 2;
    c.speed.tokensPerSecond = 400;
    c.speed.perUserTokensPerSecond = 25;
    c.speed.ttftMs = 500;
    c.speed.maxConcurrencyPerReplica = 16;
    c.speed.batchWithinTpotPerReplica = 12;
    c.speed.evidence = Evidence::Calibrated;
    BillingCost cost;
    cost.billing = QStringLiteral("payg");
    ResolvedPrice price;
    price.origin = PriceOrigin::Listed;
    price.hourly = price.hourlyLow = price.hourlyHigh = 10;
    cost.price = price;
    cost.hourly = cost.hourlyLow = cost.hourlyHigh = 20;
    cost.monthly = 20 * 730;
    cost.total = cost.monthly;
    c.pricing.costs.push_back(cost);
    c.pricing.primaryBilling = cost.billing;
    c.pricing.priced = true;
    return c;
}

InferenceInput load()
{
    InferenceInput in;
    in.contextLength = 1500;
    in.outputTokens = 500;
    in.concurrency = 8;
    in.requestsPerSecond = 0.2; // 0.2 × 500 = 100 generated tokens/s
    return in;
}
} // namespace

class TestServingEconomics : public QObject
{
    Q_OBJECT

private slots:
    void rowsShareTheirEconomicsAndTrainingRowsCarryNone()
    {
        // Rows are copied and freed by the thousand per recompute: the economics ride along as a pointer.
        Configuration training;
        QVERIFY(!training.pricing.economics.isSet());
        QVERIFY(!training.pricing.economics->applies);
        QCOMPARE(training.pricing.economics->ttftTargetMs, defaultTtftTargetMs);

        Configuration serving = servingConfiguration();
        serving.pricing.economics = servingEconomics(serving, load(), true, Evidence::Calibrated, nullptr);
        QVERIFY(serving.pricing.economics->applies);
        const Configuration copy = serving;
        QCOMPARE(&*copy.pricing.economics, &*serving.pricing.economics);
        QCOMPARE(copy.pricing.economics->capacityTokensPerSecond, 400.0);
        QVERIFY2(sizeof(Configuration) < sizeof(ServingEconomics) + 400,
                 qPrintable(QStringLiteral("a row is %1 bytes").arg(sizeof(Configuration))));
    }

    void bandsFollowTheEvidence()
    {
        // Time: 20 h ± w → 20 (1 − w) … 20 (1 + w), w the fitted analytical width (± 51 %: 9.8 … 30.2 h).
        // Speed is work over time: 100/(1 + w) … 100/(1 − w).
        const Band analytical = timeBand(20, Evidence::Analytical);
        QVERIFY(near(analytical.low, 20 * (1 - analyticalBand)) && near(analytical.high, 20 * (1 + analyticalBand)));
        const Band speed = speedBand(100, Evidence::Analytical);
        QVERIFY(near(speed.low, 100 / (1 + analyticalBand)) && near(speed.high, 100 / (1 - analyticalBand)));
        // Calibrated is narrower than analytical; formula: ± 5 %: 20 → 19 … 21.
        const Band calibrated = timeBand(20, Evidence::Calibrated);
        QVERIFY(near(calibrated.low, 20 * (1 - calibratedBand)) && near(calibrated.high, 20 * (1 + calibratedBand)));
        QVERIFY(calibratedBand < analyticalBand);
        const Band formula = timeBand(20, Evidence::Formula);
        QVERIFY(near(formula.low, 19) && near(formula.high, 21));
        QVERIFY(!timeBand(0, Evidence::Formula).valid());
    }

    void perUserSpeedIsNotTheTotal()
    {
        const Configuration c = servingConfiguration();
        const ServingEconomics e = servingEconomics(c, load(), true, c.speed.evidence, nullptr);
        QVERIFY(e.applies);
        QCOMPARE(e.perUserTokensPerSecond, 25.0);
        QCOMPARE(e.capacityTokensPerSecond, 400.0);
        // Calibrated ± w: 25/(1 + w) … 25/(1 − w) tokens/s for one user.
        QVERIFY(near(e.perUserTokensPerSecondBand.low, 25 / (1 + calibratedBand)));
        QVERIFY(near(e.perUserTokensPerSecondBand.high, 25 / (1 - calibratedBand)));
        // 0.2 requests/s × 500 output tokens = 100 tokens/s asked for.
        QCOMPARE(e.loadTokensPerSecond, 100.0);
    }

    void usersServedWithinTheTargets()
    {
        Configuration c = servingConfiguration();
        InferenceInput in = load();
        // 12 users per replica within the per-token target, fewer than the 16 the KV cache holds, × 2 replicas.
        ServingEconomics e = servingEconomics(c, in, true, c.speed.evidence, nullptr);
        QCOMPARE(e.usersServed, 24);
        QVERIFY(e.tpotTargetAssumed);
        QCOMPARE(e.tpotTargetMs, defaultTpotTargetMs);
        // The KV cache caps it: 16 per replica × 2 = 32 even if the target allowed 20.
        c.speed.batchWithinTpotPerReplica = 20;
        e = servingEconomics(c, in, true, c.speed.evidence, nullptr);
        QCOMPARE(e.usersServed, 32);
        // A scenario's own target replaces the assumed one.
        in.latencyMsTarget = 50;
        e = servingEconomics(c, in, true, c.speed.evidence, nullptr);
        QVERIFY(!e.tpotTargetAssumed);
        QCOMPARE(e.tpotTargetMs, 50.0);
        // A first token slower than the 2 s target serves nobody.
        c.speed.ttftMs = 2500;
        e = servingEconomics(c, in, true, c.speed.evidence, nullptr);
        QVERIFY(e.ttftMissed);
        QCOMPARE(e.usersServed, 0);
        QCOMPARE(e.costPerUserMonthFullLoad, 0.0);
        QVERIFY(e.ttftTargetAssumed);
        // A scenario that allows 3 s to the first token is served; one that allows 0.4 s is not.
        in.ttftMsTarget = 3000;
        e = servingEconomics(c, in, true, c.speed.evidence, nullptr);
        QVERIFY(!e.ttftTargetAssumed);
        QCOMPARE(e.ttftTargetMs, 3000.0);
        QVERIFY(!e.ttftMissed);
        QCOMPARE(e.usersServed, 32);
        c.speed.ttftMs = 500;
        in.ttftMsTarget = 400;
        e = servingEconomics(c, in, true, c.speed.evidence, nullptr);
        QVERIFY(e.ttftMissed);
        QCOMPARE(e.usersServed, 0);
    }

    void costPerMillionTokensAtLoadAndFullLoad()
    {
        const Configuration c = servingConfiguration();
        const ServingEconomics e = servingEconomics(c, load(), true, c.speed.evidence, nullptr);
        // 20 yuan an hour for 100 tokens/s = 360,000 tokens an hour: 20 / 0.36 = 55.56 yuan per 1M.
        QVERIFY(near(e.costPerMillionOutputTokens, 20.0 / 0.36));
        // At full load, 400 tokens/s = 1.44M tokens an hour: 20 / 1.44 = 13.89 yuan per 1M.
        QVERIFY(near(e.costPerMillionOutputTokensFullLoad, 20.0 / 1.44));
        // The calibrated ± w on the speed gives 13.89 × (1 − w) … 13.89 × (1 + w).
        QVERIFY(near(e.costPerMillionOutputTokensFullLoadBand.low, 20.0 / 1.44 * (1 - calibratedBand)));
        QVERIFY(near(e.costPerMillionOutputTokensFullLoadBand.high, 20.0 / 1.44 * (1 + calibratedBand)));
        // Prompt + output: 1,500 + 500 = 4 tokens per generated one: 100 × 4 = 400 tokens/s at the load,
        // 20 / 1.44 = 13.89 per 1M; at full load 1,600 tokens/s: 20 / 5.76 = 3.47 per 1M.
        QVERIFY(near(e.costPerMillionTotalTokens, 20.0 / 1.44));
        QVERIFY(near(e.costPerMillionTotalTokensFullLoad, 20.0 / 5.76));
        // 14,600 yuan a month over the scenario's 8 users = 1,825; over the 24 served = 608.33.
        QVERIFY(near(e.costPerUserMonth, 14600.0 / 8));
        QVERIFY(near(e.costPerUserMonthFullLoad, 14600.0 / 24));
    }

    void buildOrBuyBreakEven()
    {
        const Configuration c = servingConfiguration();
        ManagedTokenPrice managed;
        managed.model = QStringLiteral("m");
        managed.serviceModel = QStringLiteral("m-instruct");
        managed.inputPerMillion = 2;
        managed.outputPerMillion = 6;
        managed.date = QStringLiteral("2026-11-30");
        managed.source = QStringLiteral("S");
        const ServingEconomics e = servingEconomics(c, load(), true, c.speed.evidence, &managed);
        QVERIFY(e.managedPriceAvailable);
        // Each generated token brings 3 prompt tokens: 6 + 3 × 2 = 12 yuan per 1M generated tokens.
        // At 100 tokens/s: 100 × 12e-6 × 3,600 × 730 = 3,153.6 yuan a month.
        QVERIFY(near(e.managedMonthlyAtLoad, 100 * 12e-6 * 3600 * 730));
        // Instances cost 20 yuan an hour = 1/180 yuan a second: break even at (1/180) / 12e-6 = 462.96 tokens/s,
        // above the 400 they deliver, so buying the tokens is cheaper.
        QVERIFY(near(e.breakEvenTokensPerSecond, 20.0 / 3600 / 12e-6));
        QVERIFY(!e.breakEvenWithinCapacity);
        const ServingEconomics none = servingEconomics(c, load(), true, c.speed.evidence, nullptr);
        QVERIFY(!none.managedPriceAvailable);
        QCOMPARE(none.breakEvenTokensPerSecond, 0.0);
    }

    void requestsForNonGenerativeServing()
    {
        Configuration c = servingConfiguration();
        c.speed.tokensPerSecond = 0;
        c.speed.perUserTokensPerSecond = 0;
        c.speed.samplesPerSecond = 500; // images/s of all replicas
        InferenceInput in = load();
        in.requestsPerSecond = 50;
        const ServingEconomics e = servingEconomics(c, in, false, Evidence::Calibrated, nullptr);
        QVERIFY(e.applies && !e.generative);
        // 20 yuan an hour for 50/s = 180,000 an hour: 111.11 per 1M; at 500/s: 11.11 per 1M.
        QVERIFY(near(e.costPerMillionRequests, 20.0 / 0.18));
        QVERIFY(near(e.costPerMillionRequestsFullLoad, 20.0 / 1.8));
        QCOMPARE(e.usersServed, 0);
    }

    void deadlineCheckedAtTheSlowEnd()
    {
        // 20 h estimated from an assumed MFU (± the analytical width): the deadline is checked at the band's
        // slow end, 20 × (1 + w), the same figure the band shows.
        Scenario s;
        s.stage = Stage::FinetuneLora;
        Configuration c;
        c.speed.hours = 20;
        const Catalog catalog;
        const WorkloadProfile profile;
        applyConfidence(s, profile, catalog, c);
        QVERIFY(near(c.speed.hoursBand.low, 20 * (1 - analyticalBand)));
        QVERIFY(near(c.speed.hoursBand.high, 20 * (1 + analyticalBand)));
        QCOMPARE(slowEndHours(c.speed.hours), c.speed.hoursBand.high);
    }

    void managedPricesLoadAndAreValidated()
    {
        QFile file(sourcePath(QStringLiteral("tests/data/catalog/valid-minimal.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray json = file.readAll();
        const QByteArray marker = "\"schemaVersion\"";
        QVERIFY(json.contains(marker));
        const QByteArray good = R"("managedTokenPrices": [{"model": "qwen2.5-7b", "service": "model-studio",
            "serviceModel": "qwen2.5-7b-instruct", "inputPerMillion": 0.5, "outputPerMillion": 1,
            "date": "2026-01-01", "source": "NO-SUCH-SOURCE"}], )";
        QByteArray withPrice = json;
        withPrice.replace(marker, good + marker);
        const auto bad = CatalogLoader::fromJson(withPrice);
        QVERIFY2(!bad.catalog, "an unknown source must be refused");
        QVERIFY(bad.diagnostics.toStringList()
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral("/managedTokenPrices/0/source")));
        // With a known source it loads, and the preset finds its price.
        withPrice.replace("NO-SUCH-SOURCE", "DOC");
        const auto good2 = CatalogLoader::fromJson(withPrice);
        QVERIFY2(good2.catalog, qPrintable(good2.diagnostics.toStringList().join(QLatin1Char('\n'))));
        const ManagedTokenPrice *price = good2.catalog->managedTokenPrice(QStringLiteral("qwen2.5-7b"));
        QVERIFY(price);
        QCOMPARE(price->outputPerMillion, 1.0);
        QCOMPARE(price->serviceModel, QStringLiteral("qwen2.5-7b-instruct"));
        QVERIFY(!good2.catalog->managedTokenPrice(QStringLiteral("other")));
    }
};

QTEST_GUILESS_MAIN(TestServingEconomics)
#include "tst_servingeconomics.moc"
