// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/application/evaluation.h"

#include <functional>
#include <optional>
#include <vector>

#include <QObject>
#include <QTimer>

namespace Advisor {

/** Why the session's scenario changed: each listener decides from this what to reload or remember. */
enum class ScenarioChange
{
    Edited,        // a field on a page
    Adjusted,      // an answer changed on the results page (users, months): the pages show it anew
    Template,      // a template from the start page
    Fix,           // a one-click fix from the advice
    Loaded,        // opened from a file or recovered from an autosave
    CatalogFitted, // a new catalog came in; lastFitChanges() says what of the scenario it replaced
};

/**
 * The wizard's one shared state: the scenario being edited and its evaluation, computed by the same
 * Evaluator the command line uses. Edits are coalesced by a zero-delay timer, so a burst of
 * keystrokes costs one engine run.
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

    /**

     * How many times the catalog was replaced: whatever holds pointers into it (an Evaluator's engine) was

     * made for one revision, and a slot of catalogChanged may run before the holder's own reset.

     */

    quint64 catalogRevision() const { return m_catalogRevision; }
    const ModelPresetLibrary &presets() const { return m_presets; }
    const Scenario &scenario() const { return m_scenario; }
    const Evaluation &evaluation() const { return m_evaluation; }
    const Recommendation &recommendation() const { return m_evaluation.recommendation; }
    const AdviceReport &advice() const { return m_evaluation.advice; }
    bool hasRules() const { return m_rules.has_value(); }
    const RuleSet *rules() const { return m_rules ? &*m_rules : nullptr; }
    /** Advice for any configuration (the detail panel's selected row); empty without rules. */
    AdviceReport adviceFor(const Configuration *configuration) const;
    /** How many times the engine ran; tests use it to see that edits were coalesced. */
    int computeCount() const { return m_computeCount; }
    /** What fitting the scenario to the catalog replaced at the last setScenario or setCatalog. */
    const std::vector<CatalogFitChange> &lastFitChanges() const { return m_lastFitChanges; }

    /**
     * Applies an edit and schedules a recompute. A page's own field edits as Edited (it already shows
     * the value); the results page edits as Adjusted, so that the pages show what it changed.
     */
    void edit(const std::function<void(Scenario &)> &change, ScenarioChange reason = ScenarioChange::Edited);
    /**
     * Replaces the catalog (a user's file that already passed validation) and recomputes. A region,
     * storage product or billing model the new catalog lacks is replaced (see fitScenarioToCatalog).
     */
    void setCatalog(Catalog catalog);
    /**
     * Replaces the whole scenario (template, fix, opened file): pages reload their fields. It is fitted
     * to the catalog as setCatalog does; the return value says what was replaced.
     */
    std::vector<CatalogFitChange> setScenario(const Scenario &scenario, ScenarioChange reason);
    /** Region and discount from the settings, applied to every new scenario that leaves them unset. */
    void setScenarioDefaults(const QString &region, double discountPercent);
    /**
     * After a language switch. The evaluation is data worded where it is shown, so it stays; its GPU
     * names take the new language, and the advice, whose rules word their warnings, is made again.
     * resultsChanged follows.
     */
    void retranslate();
    /** Runs a pending recompute now (tests, export). */
    void flush();

signals:
    /** The catalog was replaced; scenarioChanged(CatalogFitted) follows. */
    void catalogChanged();
    void scenarioChanged(Advisor::ScenarioChange reason);
    void resultsChanged();

private:
    void recompute();

    Catalog m_catalog;
    quint64 m_catalogRevision = 0;
    ModelPresetLibrary m_presets;
    std::optional<RuleSet> m_rules;
    std::unique_ptr<Evaluator> m_evaluator;
    Scenario m_scenario;
    Evaluation m_evaluation;
    std::vector<CatalogFitChange> m_lastFitChanges;
    QString m_defaultRegion;
    double m_defaultDiscount = 0;
    QTimer m_recomputeTimer;
    int m_computeCount = 0;
};

} // namespace Advisor
