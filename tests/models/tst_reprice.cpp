// SPDX-License-Identifier: Apache-2.0
// A change of billing, region, discount or budget moves no row's memory, layout, time or speed, so the
// evaluator prices and ranks the previous answer's rows again instead of sizing every type. That must be
// invisible: after any such change the answer is the one a fresh evaluator gives, figure for figure and
// word for word; and any other change, or a change of language, sizes the rows again.
#include "models/application/advisorsession.h"
#include "models/application/evaluation.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/report/recommendationjson.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/sizingengine.h"
#include "models/text/findingtext.h"
#include "tests/testutils.h"
#include "tools/benchmarks/regionalprices.h"

#include <functional>

#include <QDir>
#include <QLocale>
#include <QTest>

using namespace Advisor;

namespace {
/** Everything an evaluation shows: every row as the CLI prints it, with its reasons and problems worded. */
QString dump(const Evaluation &e, const Catalog &catalog)
{
    nlohmann::json doc = recommendationToJson(e.recommendation, 0, &catalog);
    addRegionComparisons(doc, e.regionComparisons, &catalog);
    QStringList text{QString::fromStdString(doc.dump(1))};
    for (const auto *rows : {&e.recommendation.ranked, &e.recommendation.rejected}) {
        for (const Configuration &c : *rows) {
            text << c.layout.instanceType + QLatin1Char(' ')
                    + FindingText::texts(c.ranking.reasons, &catalog).join(QLatin1Char('|')) + QLatin1Char(' ')
                    + FindingText::texts(c.problems, &catalog).join(QLatin1Char('|'));
            // Not all of it is in the JSON: the serving economics and the bands the detail panel draws.
            text << QStringLiteral("%1 %2 %3 %4 %5")
                        .arg(c.pricing.economics->monthlyCost, 0, 'g', 12)
                        .arg(c.pricing.economics->costPerMillionTotalTokens, 0, 'g', 12)
                        .arg(c.pricing.jobCostBand.low, 0, 'g', 12)
                        .arg(c.pricing.jobCostBand.high, 0, 'g', 12)
                        .arg(c.pricing.withinBudget);
        }
    }
    for (const Finding &f : e.recommendation.nothingFitsAdvice)
        text << FindingText::text(f, &catalog);
    for (const Warning &w : e.advice.warnings)
        text << w.id + QLatin1Char(' ') + w.title + QLatin1Char(' ') + w.fix;
    return text.join(QLatin1Char('\n'));
}

Scenario loadExample(const QString &file)
{
    const auto loaded = ScenarioIo::fromFile(sourcePath(QStringLiteral("resources/scenarios/") + file));
    return loaded.scenario ? *loaded.scenario : Scenario();
}

/** Marks every row of an answer with a figure sizing never gives, to tell a kept row from a sized one. */
void mark(Evaluation &e)
{
    for (auto *rows : {&e.recommendation.ranked, &e.recommendation.rejected})
        for (Configuration &c : *rows)
            c.speed.stepSeconds = -42;
}

int markedRows(const Evaluation &e)
{
    int marked = 0;
    for (const auto *rows : {&e.recommendation.ranked, &e.recommendation.rejected})
        for (const Configuration &c : *rows)
            marked += c.speed.stepSeconds == -42;
    return marked;
}

int rowCount(const Evaluation &e)
{
    return int(e.recommendation.ranked.size() + e.recommendation.rejected.size());
}
} // namespace

class TestReprice : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const auto catalog = CatalogLoader::embedded();
        QVERIFY(catalog.catalog);
        // Every priced type priced in eight regions, so a change of region moves the prices.
        m_catalog = Bench::pricedInEightRegions(*catalog.catalog);
        // And one region with no price at all, where every row is ranked unpriced.
        Region unpriced = m_catalog.regions.back();
        unpriced.id = QStringLiteral("unpriced-region");
        m_catalog.regions.push_back(unpriced);
        const auto presets = PresetLoader::embedded();
        QVERIFY(presets.library);
        m_presets = *presets.library;
        const auto rules = RulesLoader::embedded();
        QVERIFY(rules.rules);
        m_rules = *rules.rules;
    }

    void priceChangesAnswerAsAFreshEvaluator_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &f : QDir(sourcePath(QStringLiteral("resources/scenarios")))
                                    .entryList({QStringLiteral("*.gpuadvisor.json")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(f)) << f;
    }

    void priceChangesAnswerAsAFreshEvaluator()
    {
        QFETCH(QString, file);
        const Scenario start = loadExample(file);
        QVERIFY(!start.name.isEmpty());
        // One after the other, each from the answer before: the rows pass through every step.
        const std::vector<std::pair<const char *, std::function<void(Scenario &)>>> steps{
            {"discount", [](Scenario &s) { s.constraints.customerDiscountPercent = 25; }},
            {"billing",
             [](Scenario &s) {
                 s.constraints.billing = {QStringLiteral("payg"), QStringLiteral("subscription-1m"),
                                          QStringLiteral("spot")};
             }},
            {"interruptible", [](Scenario &s) { s.constraints.interruptible = !s.constraints.interruptible; }},
            {"region", [&](Scenario &s) { s.constraints.region = m_catalog.regions[3].id; }},
            {"unpriced region", [](Scenario &s) { s.constraints.region = QStringLiteral("unpriced-region"); }},
            {"region back", [&](Scenario &s) { s.constraints.region = m_catalog.regions[2].id; }},
            {"budget some meet", [](Scenario &s) { s.constraints.budgetMonthly = 60000; }},
            {"budget none meets", [](Scenario &s) { s.constraints.budgetMonthly = 1; }},
            {"no budget", [](Scenario &s) { s.constraints.budgetMonthly.reset(); }},
            {"phases", [](Scenario &s) { s.phases.push_back(ProjectPhase{}); }},
            {"name", [](Scenario &s) { s.name += QStringLiteral(" (copy)"); }},
            {"all back", [&](Scenario &s) { s = start; }},
        };
        Evaluator kept(m_catalog, m_presets, &m_rules);
        Evaluation previous = kept.evaluate(start);
        QVERIFY(previous.isComplete());
        Scenario s = start;
        for (const auto &[name, change] : steps) {
            change(s);
            QVERIFY2(SizingEngine::sizedAlike(s, start), name);
            // Every row comes through priced again, none sized again (the marked copy tells).
            Evaluation marked = previous;
            mark(marked);
            QCOMPARE(markedRows(kept.evaluate(s, {}, std::move(marked))), rowCount(previous));
            // And the answer is a fresh evaluator's.
            Evaluation next = kept.evaluate(s, {}, std::move(previous));
            const Evaluator fresh(m_catalog, m_presets, &m_rules);
            QCOMPARE(dump(next, m_catalog), dump(fresh.evaluate(s), m_catalog));
            previous = std::move(next);
        }
    }

    void otherChangesSizeAgain_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("change");
        const QStringList changes{QStringLiteral("concurrency"),   QStringLiteral("maxNodes"),
                                  QStringLiteral("checkpointing"), QStringLiteral("precision"),
                                  QStringLiteral("storage"),       QStringLiteral("deadline")};
        for (const QString &f : {QStringLiteral("serve-70b"), QStringLiteral("finetune-7b-lora")})
            for (int i = 0; i < changes.size(); ++i)
                QTest::newRow(qPrintable(f + QLatin1Char(' ') + changes[i])) << f << i;
    }

    void otherChangesSizeAgain()
    {
        QFETCH(QString, file);
        QFETCH(int, change);
        const Scenario start = loadExample(file + QStringLiteral(".gpuadvisor.json"));
        QVERIFY(!start.name.isEmpty());
        const std::vector<std::function<void(Scenario &)>> changes{
            [](Scenario &s) { s.inference.concurrency *= 2; },
            [](Scenario &s) { s.constraints.maxNodes = 1; },
            [](Scenario &s) { s.constraints.checkpointing = !s.constraints.checkpointing; },
            [](Scenario &s) { s.precision = Precision::Int8; },
            [](Scenario &s) { s.data.storage = QStringLiteral("cpfs-100"); },
            [](Scenario &s) { s.training.deadlineHours = 5; },
        };
        Scenario s = start;
        changes[std::size_t(change)](s);
        QVERIFY(!SizingEngine::sizedAlike(s, start));
        Evaluator kept(m_catalog, m_presets, &m_rules);
        Evaluation previous = kept.evaluate(start);
        mark(previous);
        const Evaluation next = kept.evaluate(s, {}, std::move(previous));
        QVERIFY(rowCount(next) > 0);
        QCOMPARE(markedRows(next), 0);
    }

    void onlyItsOwnAnswerIsPricedAgainInEitherLanguage()
    {
        const Scenario start = loadExample(QStringLiteral("serve-70b.gpuadvisor.json"));
        Scenario cheaper = start;
        cheaper.constraints.customerDiscountPercent = 10;
        Evaluator kept(m_catalog, m_presets, &m_rules);

        // Another evaluator's answer: sized again.
        const Evaluator other(m_catalog, m_presets, &m_rules);
        Evaluation foreign = other.evaluate(start);
        mark(foreign);
        QCOMPARE(markedRows(kept.evaluate(cheaper, {}, std::move(foreign))), 0);

        // Its own answer after a switch to Chinese: the rows name GPUs by id and the language is read only
        // where they are shown, so a language switch prices them again rather than sizing them, and a row
        // found in English reads in Chinese.
        Evaluation own = kept.evaluate(start);
        mark(own);
        const int sized = markedRows(own);
        const QLocale was;
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        const Evaluation chinese = kept.evaluate(cheaper, {}, std::move(own));
        const GpuSpec *twoNames = m_catalog.gpu(QStringLiteral("blackwell-pro-48gb"));
        QVERIFY(twoNames && !twoNames->nameZh.isEmpty());
        const QString shownInChinese = m_catalog.gpuDisplayName(twoNames->id);
        QLocale::setDefault(was);
        QCOMPARE(markedRows(chinese), sized);
        QCOMPARE(shownInChinese, twoNames->nameZh);
        QCOMPARE(m_catalog.gpuDisplayName(twoNames->id), twoNames->name);

        // Its own answer after the model changed the engine's constants (a user's MFU): sized again.
        Scenario tuned = start;
        tuned.assumptions.mbu = 0.5;
        Evaluation beforeTuning = kept.evaluate(start);
        mark(beforeTuning);
        tuned.constraints.customerDiscountPercent = 10;
        QCOMPARE(markedRows(kept.evaluate(tuned, {}, std::move(beforeTuning))), 0);
    }

    void sessionPricesAgainOnADiscount()
    {
        // The wizard's session gives its previous answer up on every recompute.
        AdvisorSession session(m_catalog, m_presets, m_rules);
        session.setScenario(loadExample(QStringLiteral("finetune-7b-lora.gpuadvisor.json")), ScenarioChange::Loaded);
        session.flush();
        QVERIFY(!session.recommendation().ranked.empty());
        session.edit([](Scenario &s) { s.constraints.customerDiscountPercent = 30; });
        session.flush();
        const Evaluator fresh(session.catalog(), m_presets, &m_rules);
        QCOMPARE(dump(session.evaluation(), session.catalog()),
                 dump(fresh.evaluate(session.scenario()), session.catalog()));
        QCOMPARE(session.recommendation().ranked.front().pricing.costs.front().hourly,
                 session.recommendation().ranked.front().pricing.costs.front().price->hourly
                     * session.recommendation().ranked.front().layout.instances * 0.7);
    }

private:
    Catalog m_catalog;
    ModelPresetLibrary m_presets;
    RuleSet m_rules;
};

QTEST_GUILESS_MAIN(TestReprice)
#include "tst_reprice.moc"
