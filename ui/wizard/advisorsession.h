#pragma once

#include "models/advice/advice.h"
#include "models/advice/rules.h"
#include "models/domain/catalog.h"
#include "models/domain/modelpreset.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"
#include "models/sizing/sizingengine.h"

#include <functional>
#include <memory>
#include <optional>

#include <QObject>
#include <QStringList>
#include <QTimer>

namespace Advisor::Ui {

/**
 * The wizard's one shared state: the scenario being edited and the results computed from it.
 * Edits are coalesced by a zero-delay timer, so a burst of keystrokes costs one engine run.
 */
class AdvisorSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdvisorSession)

public:
    AdvisorSession(Catalog catalog, ModelPresetLibrary presets, std::optional<RuleSet> rules,
                   QObject *parent = nullptr);
    ~AdvisorSession() override;

    const Catalog &catalog() const { return m_catalog; }
    const ModelPresetLibrary &presets() const { return m_presets; }
    const SizingEngine &engine() const { return *m_engine; }
    const Scenario &scenario() const { return m_scenario; }
    const Recommendation &recommendation() const { return m_recommendation; }
    const AdviceReport &advice() const { return m_advice; }
    bool hasRules() const { return m_rules.has_value(); }
    /** Advice for any configuration (the detail panel's selected row); empty without rules. */
    AdviceReport adviceFor(const Configuration *configuration) const;
    /** How many times the engine ran; tests use it to see that edits were coalesced. */
    int computeCount() const { return m_computeCount; }

    /** Applies an edit from a page and schedules a recompute. */
    void edit(const std::function<void(Scenario &)> &change);
    /**
     * Replaces the catalog (a user's file that already passed validation) and recomputes. A region,
     * storage product or billing model the new catalog lacks is replaced by the settings' default
     * region or the catalog's reference region, the usual storage and billing, and scenarioEdited follows.
     */
    void setCatalog(Catalog catalog);
    /**
     * Replaces the whole scenario (template, opened file): pages reload their fields. A region, storage
     * product or billing model the catalog lacks is replaced as setCatalog does; the returned lines
     * (translated) say what was replaced.
     */
    QStringList setScenario(const Scenario &scenario);
    /** Region and discount from the settings, applied to every new scenario that leaves them unset. */
    void setScenarioDefaults(const QString &region, double discountPercent);
    /** Schedules a recompute without an edit, e.g. after a language switch (the engine's texts are translated). */
    void invalidate() { m_recomputeTimer.start(); }
    /** Runs a pending recompute now (tests, export). */
    void flush();

signals:
    void catalogReplaced();
    void scenarioReplaced();
    void scenarioEdited();
    void resultsChanged();

private:
    void recompute();

    Catalog m_catalog;
    ModelPresetLibrary m_presets;
    std::optional<RuleSet> m_rules;
    std::unique_ptr<SizingEngine> m_engine;
    Scenario m_scenario;
    Recommendation m_recommendation;
    AdviceReport m_advice;
    QString m_defaultRegion;
    double m_defaultDiscount = 0;
    QTimer m_recomputeTimer;
    int m_computeCount = 0;
};

} // namespace Advisor::Ui
