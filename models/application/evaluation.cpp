// SPDX-License-Identifier: Apache-2.0
#include "models/application/evaluation.h"

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

Evaluation Evaluator::evaluate(const Scenario &scenario, const EvaluationOptions &options) const
{
    Evaluation e;
    e.scenario = scenario;
    e.fitChanges = fitScenarioToCatalog(e.scenario, m_catalog, options.defaultRegion);
    // The constants depend on the kind of job and the user's overrides.
    e.parameters = parametersFor(e.scenario);
    if (!m_engine || !(m_engine->parameters() == e.parameters))
        m_engine = std::make_unique<SizingEngine>(m_catalog, m_presets, e.parameters);
    e.recommendation = m_engine->recommend(e.scenario);
    e.hasAdvice = m_rules != nullptr;
    e.advice = adviceFor(e, e.chosen(), options.requestedGpu);
    return e;
}

AdviceReport Evaluator::adviceFor(const Evaluation &e, const Configuration *configuration,
                                  const QString &requestedGpu) const
{
    return m_rules ? advise(e.scenario, e.recommendation, configuration, m_catalog, *m_rules, requestedGpu)
                   : AdviceReport{};
}

} // namespace Advisor
