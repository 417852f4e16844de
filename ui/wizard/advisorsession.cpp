#include "ui/wizard/advisorsession.h"

#include <QEvent>

namespace Advisor::Ui {

namespace {
/**
 * Points the scenario's region, storage and billing models at ones the catalog has: a choice the
 * catalog lacks would leave every configuration unpriced while the pages could not show it.
 * Returns whether anything changed.
 */
bool fitToCatalog(Scenario &s, const Catalog &catalog, const QString &defaultRegion, QStringList *changes = nullptr)
{
    bool changed = false;
    if (!s.constraints.region.isEmpty() && !catalog.region(s.constraints.region)) {
        const QString was = s.constraints.region;
        if (catalog.region(defaultRegion))
            s.constraints.region = defaultRegion;
        else if (catalog.region(catalog.referenceRegion) || catalog.regions.empty())
            s.constraints.region = catalog.referenceRegion;
        else
            s.constraints.region = catalog.regions.front().id;
        if (changes)
            *changes << AdvisorSession::tr("Region %1 is not in the catalog, so nothing there has a price: %2 is used.")
                            .arg(was, s.constraints.region);
        changed = true;
    }
    if (!catalog.storageProduct(s.data.storage) && !catalog.storage.empty()) {
        const QString was = s.data.storage;
        const QString usual = Scenario().data.storage;
        s.data.storage = catalog.storageProduct(usual) ? usual : catalog.storage.front().id;
        if (changes)
            *changes << AdvisorSession::tr("Storage %1 is not in the catalog: %2 is used.").arg(was, s.data.storage);
        changed = true;
    }
    QStringList billing;
    for (const QString &id : std::as_const(s.constraints.billing)) {
        if (catalog.billingModel(id))
            billing << id;
    }
    if (billing.isEmpty()) {
        // Without any billing model nothing has a price: start again from the usual choice.
        for (const QString &id : Scenario().constraints.billing) {
            if (catalog.billingModel(id))
                billing << id;
        }
        if (billing.isEmpty() && !catalog.billingModels.empty())
            billing << catalog.billingModels.front().id;
    }
    if (billing != s.constraints.billing && !billing.isEmpty()) {
        if (changes)
            *changes << AdvisorSession::tr("Billing models not in the catalog were left out; used: %1.")
                            .arg(billing.join(QStringLiteral(", ")));
        s.constraints.billing = billing;
        changed = true;
    }
    return changed;
}
} // namespace

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

QStringList AdvisorSession::setScenario(const Scenario &scenario)
{
    m_scenario = scenario;
    // A default region from the settings may belong to a catalog no longer in use.
    if (m_scenario.constraints.region.isEmpty() && m_catalog.region(m_defaultRegion))
        m_scenario.constraints.region = m_defaultRegion;
    if (m_scenario.constraints.customerDiscountPercent == 0)
        m_scenario.constraints.customerDiscountPercent = m_defaultDiscount;
    // A file written for another catalog: the pages could not show its region, and nothing would be priced.
    QStringList changes;
    fitToCatalog(m_scenario, m_catalog, m_defaultRegion, &changes);
    emit scenarioReplaced();
    m_recomputeTimer.start();
    return changes;
}

void AdvisorSession::setCatalog(Catalog catalog)
{
    m_catalog = std::move(catalog);
    const bool adjusted = fitToCatalog(m_scenario, m_catalog, m_defaultRegion);
    m_engine = std::make_unique<SizingEngine>(m_catalog, m_presets, parametersFor(m_scenario));
    emit catalogReplaced();
    emit scenarioReplaced();
    // The scenario itself changed (e.g. its region is gone): unsaved work, like any other edit.
    if (adjusted)
        emit scenarioEdited();
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
