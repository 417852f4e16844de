// SPDX-License-Identifier: Apache-2.0
#include "models/application/advisorsession.h"

namespace Advisor {

AdvisorSession::AdvisorSession(Catalog catalog, ModelPresetLibrary presets, std::optional<RuleSet> rules,
                               QObject *parent)
    : QObject(parent)
    , m_catalog(std::move(catalog))
    , m_presets(std::move(presets))
    , m_rules(std::move(rules))
{
    // The evaluator keeps references: it must be built from the members, never from the arguments.
    m_evaluator = std::make_unique<Evaluator>(m_catalog, m_presets, m_rules ? &*m_rules : nullptr);
    m_recomputeTimer.setSingleShot(true);
    m_recomputeTimer.setInterval(0);
    connect(&m_recomputeTimer, &QTimer::timeout, this, &AdvisorSession::recompute);
    m_recomputeTimer.start();
}

AdvisorSession::~AdvisorSession() = default;

void AdvisorSession::edit(const std::function<void(Scenario &)> &change, ScenarioChange reason)
{
    change(m_scenario);
    emit scenarioChanged(reason);
    m_recomputeTimer.start();
}

void AdvisorSession::setScenarioDefaults(const QString &region, double discountPercent)
{
    m_defaultRegion = region;
    m_defaultDiscount = discountPercent;
}

std::vector<CatalogFitChange> AdvisorSession::setScenario(const Scenario &scenario, ScenarioChange reason)
{
    m_scenario = scenario;
    // A default region from the settings may belong to a catalog no longer in use.
    if (m_scenario.constraints.region.isEmpty() && m_catalog.region(m_defaultRegion))
        m_scenario.constraints.region = m_defaultRegion;
    if (m_scenario.constraints.customerDiscountPercent == 0)
        m_scenario.constraints.customerDiscountPercent = m_defaultDiscount;
    // A file written for another catalog: the pages could not show its region, and nothing would be priced.
    m_lastFitChanges = fitScenarioToCatalog(m_scenario, m_catalog, m_defaultRegion);
    emit scenarioChanged(reason);
    m_recomputeTimer.start();
    return m_lastFitChanges;
}

void AdvisorSession::setCatalog(Catalog catalog)
{
    m_catalog = std::move(catalog);
    ++m_catalogRevision;
    m_lastFitChanges = fitScenarioToCatalog(m_scenario, m_catalog, m_defaultRegion);
    // The old evaluator's engine holds prices of the old catalog.
    m_evaluator = std::make_unique<Evaluator>(m_catalog, m_presets, m_rules ? &*m_rules : nullptr);
    emit catalogChanged();
    emit scenarioChanged(ScenarioChange::CatalogFitted);
    m_recomputeTimer.start();
}

void AdvisorSession::retranslate()
{
    if (m_recomputeTimer.isActive())
        return; // the pending recompute words everything in the new language
    // Findings, assumptions, GPU names and price bases are data, worded where shown; the advice rules
    // word their warnings as they make them, and they are cheap to run again.
    m_evaluation.advice = m_evaluator->adviceFor(m_evaluation, m_evaluation.chosen());
    emit resultsChanged();
}

void AdvisorSession::flush()
{
    if (m_recomputeTimer.isActive()) {
        m_recomputeTimer.stop();
        recompute();
    }
}

AdviceReport AdvisorSession::adviceFor(const Configuration *configuration) const
{
    return m_evaluator->adviceFor(m_evaluation, configuration);
}

void AdvisorSession::recompute()
{
    ++m_computeCount;
    EvaluationOptions options;
    options.defaultRegion = m_defaultRegion;
    // The scenario was fitted when it came in; evaluate() fits it again, which then changes nothing. The
    // previous answer is dropped here anyway: given up, its rows are priced again when only prices moved.
    m_evaluation = m_evaluator->evaluate(m_scenario, options, std::move(m_evaluation));
    emit resultsChanged();
}

} // namespace Advisor
