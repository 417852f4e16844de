// SPDX-License-Identifier: Apache-2.0
#include "models/application/evaluation.h"

#include "models/advice/advicecontext.h"
#include "models/sizing/sizingengine.h"

#include <algorithm>
#include <atomic>

namespace Advisor {

namespace {
QString fittedRegion(const Catalog &catalog, const QString &defaultRegion)
{
    if (catalog.region(defaultRegion))
        return defaultRegion;
    if (catalog.region(catalog.referenceRegion) || catalog.regions.empty())
        return catalog.referenceRegion;
    return catalog.regions.front().id;
}

QStringList billingsInCatalog(const QStringList &wanted, const Catalog &catalog)
{
    QStringList kept;
    for (const QString &id : wanted) {
        if (catalog.billingModel(id))
            kept << id;
    }
    return kept;
}
} // namespace

std::vector<CatalogFitChange> fitScenarioToCatalog(Scenario &s, const Catalog &catalog, const QString &defaultRegion)
{
    std::vector<CatalogFitChange> changes;
    if (!s.constraints.region.isEmpty() && !catalog.region(s.constraints.region)) {
        const QString was = s.constraints.region;
        s.constraints.region = fittedRegion(catalog, defaultRegion);
        changes.push_back({CatalogFitChange::Kind::Region, {was}, {s.constraints.region}});
    }
    if (!catalog.storageProduct(s.data.storage) && !catalog.storage.empty()) {
        const QString was = s.data.storage;
        const QString usual = Scenario().data.storage;
        s.data.storage = catalog.storageProduct(usual) ? usual : catalog.storage.front().id;
        changes.push_back({CatalogFitChange::Kind::Storage, {was}, {s.data.storage}});
    }
    // Prices and budget are compared as numbers: a budget in another currency would be compared with
    // yuan as if it were yuan. No rate is known here, so the catalog's currency is used and said.
    if (!catalog.currency.isEmpty() && s.constraints.currency != catalog.currency) {
        if (s.constraints.budgetMonthly)
            changes.push_back({CatalogFitChange::Kind::Currency, {s.constraints.currency}, {catalog.currency}});
        s.constraints.currency = catalog.currency;
    }
    QStringList billing = billingsInCatalog(s.constraints.billing, catalog);
    if (billing.isEmpty()) {
        // Without any billing model nothing has a price: start again from the usual choice.
        billing = billingsInCatalog(Scenario().constraints.billing, catalog);
        if (billing.isEmpty() && !catalog.billingModels.empty())
            billing << catalog.billingModels.front().id;
    }
    if (billing != s.constraints.billing && !billing.isEmpty()) {
        changes.push_back({CatalogFitChange::Kind::Billing, s.constraints.billing, billing});
        s.constraints.billing = billing;
    }
    return changes;
}

Evaluator::Evaluator(const Catalog &catalog, const ModelPresetLibrary &presets, const RuleSet *rules)
    : m_catalog(catalog)
    , m_presets(presets)
    , m_rules(rules)
{ }

Evaluator::~Evaluator() = default;

void Evaluator::setWorkers(int workers)
{
    m_workers = workers;
    if (m_engine && workers > 0)
        m_engine->setWorkers(workers);
}

Evaluation Evaluator::evaluate(const Scenario &scenario, const EvaluationOptions &options) const
{
    return evaluate(scenario, options, nullptr);
}

Evaluation Evaluator::evaluate(const Scenario &scenario, const EvaluationOptions &options, Evaluation &&previous) const
{
    return evaluate(scenario, options, &previous);
}

Evaluation Evaluator::evaluate(const Scenario &scenario, const EvaluationOptions &options, Evaluation *previous) const
{
    Evaluation e;
    e.scenario = scenario;
    e.fitChanges = fitScenarioToCatalog(e.scenario, m_catalog, options.defaultRegion);
    e.hasAdvice = m_rules != nullptr;
    e.missing = missingInputs(e.scenario);
    if (!e.isComplete())
        return e;
    // The constants depend on the kind of job and the user's overrides.
    e.parameters = parametersFor(e.scenario);
    if (const Rule *kv = m_rules ? m_rules->active(QStringLiteral("serving-kv-cache")) : nullptr)
        e.parameters.kvCacheSpare = kv->threshold(QStringLiteral("minConcurrencyHeadroom"));
    if (!m_engine || !(m_engine->parameters() == e.parameters)) {
        static std::atomic<quint64> engines{0};
        m_engine = std::make_unique<SizingEngine>(m_catalog, m_presets, e.parameters);
        m_engineId = ++engines;
        if (m_workers > 0)
            m_engine->setWorkers(m_workers);
    }
    const bool repriceOnly = previous && previous->sizedBy == m_engineId && previous->isComplete()
        && SizingEngine::sizedAlike(previous->scenario, e.scenario);
    if (repriceOnly)
        e.recommendation = m_engine->reprice(e.scenario, std::move(previous->recommendation));
    else if (previous)
        e.recommendation = m_engine->recommend(e.scenario, std::move(previous->recommendation));
    else
        e.recommendation = m_engine->recommend(e.scenario);
    e.sizedBy = m_engineId;
    compareTopRegions(e);
    e.advice = adviceFor(e, e.chosen(), options.requestedGpu);
    return e;
}

void Evaluator::compareTopRegions(Evaluation &e) const
{
    if (e.recommendation.ranked.empty())
        return; // bestPerFamily would return rejected rows, which are not on offer
    // The table shows one row per family by default and every size on request: the top of either.
    std::vector<const Configuration *> top;
    for (const Configuration &c : e.recommendation.ranked) {
        if (int(top.size()) >= regionComparisonCount)
            break;
        top.push_back(&c);
    }
    for (const Configuration *c : e.recommendation.bestPerFamily(regionComparisonCount)) {
        if (std::find(top.begin(), top.end(), c) == top.end())
            top.push_back(c);
    }
    for (const Configuration *c : top)
        e.regionComparisons.push_back(compareRegions(m_engine->prices(), e.scenario, *c, e.recommendation.region));
}

AdviceReport Evaluator::adviceFor(const Evaluation &e, const Configuration *configuration,
                                  const QString &requestedGpu) const
{
    if (!e.isComplete() || !m_rules)
        return {};
    AdviceReport report = advise(e.scenario, e.recommendation, configuration, m_catalog, *m_rules, requestedGpu,
                                 m_engine ? &m_engine->prices() : nullptr);
    if (configuration)
        keepOnlyFixesThatHold(e, *configuration, report);
    return report;
}

void Evaluator::keepOnlyFixesThatHold(const Evaluation &e, const Configuration &from, AdviceReport &report) const
{
    const auto configuration = [&e](const QString &type) -> const Configuration * {
        for (const auto *list : {&e.recommendation.ranked, &e.recommendation.rejected}) {
            for (const Configuration &c : *list) {
                if (c.layout.instanceType == type)
                    return &c;
            }
        }
        return nullptr;
    };
    // Each rule picks its "choose this instead" by its own concern, so two rules can send the user back
    // and forth between two rows (a wider-region family, then a family with RDMA). A one-click choice is
    // kept only when the row it selects neither raises the same warning nor sends back as firmly.
    for (Warning &w : report.warnings) {
        if (!w.action || w.action->kind != FixAction::Kind::ChooseInstance)
            continue;
        const Configuration *to = configuration(w.action->value);
        if (!to)
            continue;
        const AdviceReport there =
            advise(e.scenario, e.recommendation, to, m_catalog, *m_rules, {}, m_engine ? &m_engine->prices() : nullptr);
        for (const Warning &t : there.warnings) {
            const bool sendsBack = t.action && t.action->kind == FixAction::Kind::ChooseInstance
                && t.action->value == from.layout.instanceType && t.severity >= w.severity;
            if (t.id == w.id || sendsBack) {
                w.action.reset();
                // One sentence with its own spacing: Chinese runs on after 。 without a space.
                w.fix = AdviceText::tr("%1 (%2 raises its own warning: %3.)", "a fix, then a note on its alternative")
                            .arg(w.fix, to->layout.instanceType, t.title);
                break;
            }
        }
    }
}

} // namespace Advisor
