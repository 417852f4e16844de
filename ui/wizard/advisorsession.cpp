#include "ui/wizard/advisorsession.h"

#include <QEvent>

namespace Advisor::Ui {

AdvisorSession::AdvisorSession(Catalog catalog, ModelPresetLibrary presets, std::optional<RuleSet> rules,
                               QObject *parent)
    : QObject(parent)
    , m_catalog(std::move(catalog))
    , m_presets(std::move(presets))
    , m_rules(std::move(rules))
{
    // The engine keeps references: it must be built from the members, never from the arguments.
    m_engine = std::make_unique<SizingEngine>(m_catalog, m_presets);
    m_recomputeTimer.setSingleShot(true);
    m_recomputeTimer.setInterval(0);
    connect(&m_recomputeTimer, &QTimer::timeout, this, &AdvisorSession::recompute);
    m_recomputeTimer.start();
}

AdvisorSession::~AdvisorSession() = default;

void AdvisorSession::edit(const std::function<void(Scenario &)> &change)
{
    change(m_scenario);
    emit scenarioEdited();
    m_recomputeTimer.start();
}

void AdvisorSession::setScenarioDefaults(const QString &region, double discountPercent)
{
    m_defaultRegion = region;
    m_defaultDiscount = discountPercent;
}

void AdvisorSession::setScenario(const Scenario &scenario)
{
    m_scenario = scenario;
    if (m_scenario.constraints.region.isEmpty())
        m_scenario.constraints.region = m_defaultRegion;
    if (m_scenario.constraints.customerDiscountPercent == 0)
        m_scenario.constraints.customerDiscountPercent = m_defaultDiscount;
    emit scenarioReplaced();
    m_recomputeTimer.start();
}

void AdvisorSession::setCatalog(Catalog catalog)
{
    m_catalog = std::move(catalog);
    m_engine = std::make_unique<SizingEngine>(m_catalog, m_presets, parametersFor(m_scenario));
    emit catalogReplaced();
    emit scenarioReplaced();
    m_recomputeTimer.start();
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
    return m_rules ? advise(m_scenario, m_recommendation, configuration, m_catalog, *m_rules) : AdviceReport{};
}

void AdvisorSession::recompute()
{
    ++m_computeCount;
    // The constants depend on the kind of job and the user's overrides; the CLI uses the same rule.
    const SizingParameters wanted = parametersFor(m_scenario);
    if (!(m_engine->parameters() == wanted))
        m_engine = std::make_unique<SizingEngine>(m_catalog, m_presets, wanted);
    m_recommendation = m_engine->recommend(m_scenario);
    const Configuration *chosen = m_recommendation.ranked.empty() ? nullptr : &m_recommendation.ranked.front();
    m_advice = m_rules ? advise(m_scenario, m_recommendation, chosen, m_catalog, *m_rules) : AdviceReport{};
    emit resultsChanged();
}

} // namespace Advisor::Ui
