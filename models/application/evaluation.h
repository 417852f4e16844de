// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/advice/advice.h"
#include "models/advice/rules.h"
#include "models/application/regioncomparison.h"
#include "models/domain/catalog.h"
#include "models/domain/modelpreset.h"
#include "models/scenario/scenario.h"
#include "models/scenario/scenariocompleteness.h"
#include "models/sizing/recommendation.h"
#include "models/sizing/sizingparameters.h"

#include <memory>
#include <vector>

#include <QStringList>

namespace Advisor {

class SizingEngine;

/**
 * One thing fitting a scenario to a catalog replaced, as data: the display layer words it in the
 * current language (DisplayText::catalogFitChange), so the same change reads the same on every surface.
 */
struct CatalogFitChange
{
    enum class Kind
    {
        Region,  // the region is not in the catalog: nothing there has a price
        Storage, // the storage product is not in the catalog
        Billing, // billing models not in the catalog were left out
        Currency // the budget was given in another currency than the catalog's: it is read in the catalog's
    };
    Kind kind = Kind::Region;
    QStringList from; // what the scenario asked for
    QStringList to;   // what is used instead

    bool operator==(const CatalogFitChange &) const = default;
};

/**
 * Points the scenario's region, storage and billing models at ones the catalog has: a choice the
 * catalog lacks would leave every configuration unpriced. defaultRegion (e.g. the user's setting) is
 * preferred when the catalog has it, then the catalog's reference region. Returns what changed.
 */
std::vector<CatalogFitChange> fitScenarioToCatalog(Scenario &scenario, const Catalog &catalog,
                                                   const QString &defaultRegion = {});

struct EvaluationOptions
{
    QString defaultRegion; // preferred when the scenario's region is not in the catalog
    QString requestedGpu;  // a GPU the user asked for by name (CLI --gpu), for the advice
};

/** Everything computed for one scenario: what the wizard shows, the CLI prints and the report holds. */
struct Evaluation
{
    Scenario scenario; // as evaluated: fitted to the catalog
    std::vector<CatalogFitChange> fitChanges;
    // Answers still missing; while any is, nothing is estimated or ranked (no "inf samples/s").
    std::vector<MissingInput> missing;
    SizingParameters parameters; // the scenario's job kind and overrides applied
    Recommendation recommendation;
    bool hasAdvice = false; // false when no rules were given
    AdviceReport advice;    // for chosen()
    // The top configurations (regionComparisonCount of the ranking, and of its one-row-per-family view)
    // priced in every region that has a price for them.
    std::vector<RegionComparison> regionComparisons;
    // Which of the evaluator's engines sized the rows (0: none), so that the next recompute can tell
    // whether it may price these rows again instead of sizing them.
    quint64 sizedBy = 0;

    bool isComplete() const { return missing.empty(); }
    /** The region comparison of a top configuration; null for a type outside the top. */
    const RegionComparison *regionComparison(const QString &instanceType) const
    {
        for (const RegionComparison &r : regionComparisons) {
            if (r.instanceType == instanceType)
                return &r;
        }
        return nullptr;
    }
    /** The first-ranked configuration, or null when nothing fits. */
    const Configuration *chosen() const
    {
        return recommendation.ranked.empty() ? nullptr : &recommendation.ranked.front();
    }
};

/**
 * The one pipeline from a scenario to an answer: fit to the catalog, the parameters the scenario asks
 * for, rank, advise. The wizard's session, every command-line command and the report use it and
 * nothing else, so a figure is the same wherever it is shown.
 *
 * Keeps references to catalog, presets and rules, which must outlive it. Keeps the last engine, so a
 * burst of edits that leave the parameters alone does not rebuild the price book.
 */
class Evaluator
{
public:
    Evaluator(const Catalog &catalog, const ModelPresetLibrary &presets, const RuleSet *rules);
    ~Evaluator();
    Evaluator(const Evaluator &) = delete;
    Evaluator &operator=(const Evaluator &) = delete;

    Evaluation evaluate(const Scenario &scenario, const EvaluationOptions &options = {}) const;
    /**
     * The same answer, taking previous (an earlier answer of this evaluator, given up) as the starting
     * point: where the scenario changed only in billing, region, discount or budget, its rows are priced
     * and ranked again rather than sized again, which is most of a recompute.
     */
    Evaluation evaluate(const Scenario &scenario, const EvaluationOptions &options, Evaluation &&previous) const;
    /** Advice for any configuration of an evaluation (the detail panel's selected row); empty without rules. */
    AdviceReport adviceFor(const Evaluation &evaluation, const Configuration *configuration,
                           const QString &requestedGpu = {}) const;

    /** Threads a recompute of a large catalog may size rows on (SizingEngine::setWorkers); 0: the engine's own. */
    void setWorkers(int workers);

    const Catalog &catalog() const { return m_catalog; }
    const ModelPresetLibrary &presets() const { return m_presets; }
    bool hasRules() const { return m_rules != nullptr; }

private:
    Evaluation evaluate(const Scenario &scenario, const EvaluationOptions &options, Evaluation *previous) const;
    void compareTopRegions(Evaluation &evaluation) const;
    void keepOnlyFixesThatHold(const Evaluation &e, const Configuration &from, AdviceReport &report) const;

    const Catalog &m_catalog;
    const ModelPresetLibrary &m_presets;
    const RuleSet *m_rules;
    mutable std::unique_ptr<SizingEngine> m_engine;
    mutable quint64 m_engineId = 0; // unique in the process: an answer's sizedBy names the engine
    int m_workers = 0;
};

} // namespace Advisor
