// SPDX-License-Identifier: Apache-2.0
// Prints the time of one full recompute (the Evaluator the wizard and the CLI run: fit to the catalog,
// profile, fit, cost, rank, advise) for the embedded catalog and for synthetic catalogs 10× and 100×
// larger. A benchmark, not a test: it prints figures: the median wall time and, in brackets, the
// median CPU time of the thread, which other programs on a loaded machine disturb much less. At 100× it
// also times a what-if step as the wizard's session makes it, from the previous answer: a change of
// price (the discount; rows priced again) and a change of size (the users or the epochs; rows sized again).
#include "models/application/evaluation.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/sizingengine.h"
#include "models/util/allocatorpolicy.h"
#include "tools/benchmarks/regionalprices.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <utility>
#include <vector>

#include <QCoreApplication>
#include <QElapsedTimer>

using namespace Advisor;

namespace {
Catalog scaled(const Catalog &base, int factor)
{
    Catalog c = base;
    c.instanceTypes.clear();
    c.prices.clear();
    for (int copy = 0; copy < factor; ++copy) {
        for (const InstanceType &t : base.instanceTypes) {
            InstanceType clone = t;
            clone.id = t.id + QStringLiteral("-x%1").arg(copy);
            c.instanceTypes.push_back(clone);
        }
        for (const PriceRecord &p : base.prices) {
            PriceRecord clone = p;
            clone.instanceType = p.instanceType + QStringLiteral("-x%1").arg(copy);
            clone.amount *= 1.0 + copy * 0.001;
            c.prices.push_back(clone);
        }
    }
    return c;
}

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

/** What changes between two evaluations. */
enum class Step
{
    None,  // the same scenario again, from nothing: every row sized (the columns before "price step")
    Price, // the customer discount, 10 points up and down, from the previous answer as the session does
    Sizing // the users (or the epochs of a job), half as many again and back, from the previous answer
};

Scenario stepped(const Scenario &s, Step step, int i)
{
    Scenario v = s;
    const bool odd = i % 2 == 1;
    if (step == Step::Price && odd)
        v.constraints.customerDiscountPercent = std::min(90.0, s.constraints.customerDiscountPercent + 10);
    if (step == Step::Sizing && odd) {
        if (s.isTraining())
            v.training.epochs = s.training.epochs * 1.5;
        else
            v.inference.concurrency = s.inference.concurrency + std::max(1, s.inference.concurrency / 2);
    }
    return v;
}

/** Median wall and thread CPU milliseconds of one evaluation. */
std::pair<double, double> medianMs(const Catalog &catalog, const ModelPresetLibrary &presets, const RuleSet &rules,
                                   const Scenario &scenario, int runs, int workers, Step step = Step::None)
{
    // As the session keeps it: the engine is built once and reused while the parameters stay.
    Evaluator evaluator(catalog, presets, &rules);
    evaluator.setWorkers(workers);
    Evaluation previous = evaluator.evaluate(scenario);
    std::vector<double> wall, cpu;
    for (int i = 0; i < runs; ++i) {
        const Scenario s = stepped(scenario, step, i + 1);
        QElapsedTimer timer;
        timer.start();
        const double cpu0 = threadCpuMs();
        if (step == Step::None) {
            const Evaluation e = evaluator.evaluate(s);
            if (e.recommendation.profile.parameters < 0)
                std::puts("impossible"); // keeps the result alive
        } else {
            // As the session does: the previous answer is given up, and freed when not used.
            previous = evaluator.evaluate(s, {}, std::move(previous));
        } // freeing the result is part of the cost: the session drops the previous one on each recompute
        cpu.push_back(threadCpuMs() - cpu0);
        wall.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    return {median(wall), median(cpu)};
}
} // namespace

int main(int argc, char *argv[])
{
    Advisor::useRecomputeFriendlyAllocator(); // as the program does
    QCoreApplication app(argc, argv);
    const QString sourceDir = qEnvironmentVariable("GPUADVISOR_SOURCE_DIR", QStringLiteral("."));
    // --100x-only: only the large catalog, many runs, for a profiler (perf record) to see the recompute alone.
    const bool profileRun = app.arguments().contains(QStringLiteral("--100x-only"));
    // --scenario NAME and --runs N narrow a profiling run to one scenario and a few evaluations, so an
    // instruction count (valgrind --tool=callgrind) finishes in seconds and can be compared run to run.
    const int scenarioArg = int(app.arguments().indexOf(QStringLiteral("--scenario")));
    const int runsArg = int(app.arguments().indexOf(QStringLiteral("--runs")));
    const QString onlyScenario = scenarioArg > 0 ? app.arguments().value(scenarioArg + 1) : QString();
    const int profileRuns = runsArg > 0 ? std::max(1, app.arguments().value(runsArg + 1).toInt()) : 21;
    // --workers N: the threads a recompute of a large catalog may size rows on (1: the calling thread
    // only); by default the engine's, one per core up to SizingEngine::maxWorkers.
    const int workersArg = int(app.arguments().indexOf(QStringLiteral("--workers")));
    const int workers = workersArg > 0 ? std::max(1, app.arguments().value(workersArg + 1).toInt()) : 0;
    // --step price|sizing: with --100x-only, what changes between evaluations (default: nothing, every
    // evaluation from scratch); the full table prints all three at 100×.
    const int stepArg = int(app.arguments().indexOf(QStringLiteral("--step")));
    const QString stepName = stepArg > 0 ? app.arguments().value(stepArg + 1) : QString();
    const Step profileStep = stepName == QLatin1String("price") ? Step::Price
        : stepName == QLatin1String("sizing")                   ? Step::Sizing
                                                                : Step::None;
    const auto catalog = CatalogLoader::embedded();
    const auto presets = PresetLoader::embedded();
    const auto rules = RulesLoader::embedded();
    if (!catalog.catalog || !presets.library || !rules.rules) {
        std::fprintf(stderr, "embedded data failed to load\n");
        return 1;
    }
    // One of each kind of estimate: LoRA, LLM serving, CNN training, and the non-LLM serving and
    // training paths (measured anchors, diffusion, recommendation, a decoder read once).
    const QStringList scenarios{QStringLiteral("finetune-7b-lora"),       QStringLiteral("serve-70b"),
                                QStringLiteral("train-image-classifier"), QStringLiteral("serve-image-classifier"),
                                QStringLiteral("serve-bert-api"),         QStringLiteral("diffusion-finetune"),
                                QStringLiteral("recsys-training"),        QStringLiteral("serve-text-embeddings")};
    std::printf("median wall ms [median CPU ms of the calling thread; rows sized on other threads are not in "
                "it]\n%-24s %6s %16s %16s %16s %18s %18s %18s\n",
                "scenario", "types", "1x", "1x, 8 regions", "10x", "100x", "100x, price step", "100x, sizing step");
    const Catalog regional = Bench::pricedInEightRegions(*catalog.catalog);
    const Catalog tenfold = scaled(*catalog.catalog, profileRun ? 1 : 10);
    const Catalog hundredfold = scaled(*catalog.catalog, 100);
    for (const QString &name : scenarios) {
        if (!onlyScenario.isEmpty() && name != onlyScenario)
            continue;
        const auto loaded = ScenarioIo::fromFile(sourceDir + QStringLiteral("/resources/scenarios/") + name
                                                 + QStringLiteral(".gpuadvisor.json"));
        if (!loaded.scenario) {
            std::fprintf(stderr, "%s: cannot load scenario\n", qPrintable(name));
            return 1;
        }
        if (profileRun) {
            const auto hundred = medianMs(hundredfold, *presets.library, *rules.rules, *loaded.scenario, profileRuns,
                                          workers, profileStep);
            std::printf("%-24s %8.1f [%7.1f]\n", qPrintable(name), hundred.first, hundred.second);
            continue;
        }
        const auto one = medianMs(*catalog.catalog, *presets.library, *rules.rules, *loaded.scenario, 41, workers);
        // Every type priced in 8 regions, the scenario in the fourth: the cheapest-region comparison
        // prices its rows in all of them.
        Scenario inFourthRegion = *loaded.scenario;
        inFourthRegion.constraints.region = regional.regions[3].id;
        const auto eight = medianMs(regional, *presets.library, *rules.rules, inFourthRegion, 41, workers);
        const auto ten = medianMs(tenfold, *presets.library, *rules.rules, *loaded.scenario, 11, workers);
        const auto hundred = medianMs(hundredfold, *presets.library, *rules.rules, *loaded.scenario, 7, workers);
        const auto price =
            medianMs(hundredfold, *presets.library, *rules.rules, *loaded.scenario, 7, workers, Step::Price);
        const auto sizing =
            medianMs(hundredfold, *presets.library, *rules.rules, *loaded.scenario, 7, workers, Step::Sizing);
        std::printf("%-24s %6zu %7.3f [%6.3f] %7.3f [%6.3f] %7.2f [%6.2f] %8.1f [%7.1f] %8.1f [%7.1f] %8.1f [%7.1f]\n",
                    qPrintable(name), catalog.catalog->instanceTypes.size(), one.first, one.second, eight.first,
                    eight.second, ten.first, ten.second, hundred.first, hundred.second, price.first, price.second,
                    sizing.first, sizing.second);
    }
    return 0;
}
