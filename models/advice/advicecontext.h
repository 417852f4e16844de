// SPDX-License-Identifier: Apache-2.0
#pragma once

// Private to models/advice: what advise() and its rule groups share. Not for the wizard or the command line,
// which use models/advice/advice.h.

#include "models/advice/advice.h"

#include <memory>
#include <optional>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace Advisor {

/** Translation context for every advice string (the functions are free, so they need a home). */
class AdviceText
{
    Q_DECLARE_TR_FUNCTIONS(Advice)
};

namespace AdviceInternal {

constexpr double bytesPerGB = 1e9;
constexpr double bytesPerMB = 1e6;

QString num(double value, int decimals);
/** Adds a sentence to text: after a space, or straight after a full-width 。 as Chinese is written. */
void appendSentence(QString &text, const QString &sentence);
QString percent(double share, int decimals = 0);
/** "6.7 B" or "350 M": parameter counts the way model cards give them. */
QString parameterCount(double parameters);
QString interconnectLabel(InterconnectType type);

/** Everything the rules look at, resolved once, and the report they add to. Each rule group gets one. */
struct AdviceContext
{
    AdviceContext(const Scenario &scenario, const Recommendation &recommendation, const Configuration *chosen,
                  const Catalog &catalog, const RuleSet &rules, const PriceBook *prices = nullptr);

    void raise(const Rule &rule, const QString &title, const QString &message, const QString &fix,
               std::optional<FixAction> action = std::nullopt);

    double gpusPerInstance() const;
    /** What sits on the storage: the data set given, or a served model's weights when no size is given. */
    double storedGiB() const;
    /** GPUs whose memory the host feeds: a vGPU slice (a fraction of a card) carries its slice's memory once. */
    double cardsPerInstance() const;

    /** The best-ranked other configuration that passes the test; a fix the wizard can apply. */
    template<typename Pred> const Configuration *alternative(Pred pred) const
    {
        for (const Configuration &c : rec.ranked) {
            if (cfg && c.layout.instanceType == cfg->layout.instanceType)
                continue;
            if (pred(c))
                return &c;
        }
        return nullptr;
    }

    std::optional<FixAction> chooseAction(const Configuration *c) const;
    QString describe(const Configuration &c) const;
    const Family *familyOf(const Configuration &c) const;
    const InstanceType *typeOf(const Configuration &c) const;
    /** Prices for billing models the configuration was not priced under: indexed once per advice run. */
    const PriceBook &prices() const;

    const Scenario &s;
    const Recommendation &rec;
    const Configuration *cfg; // null when nothing fits: then only the scenario-level rules run
    const Catalog &cat;
    const RuleSet &rs;
    const InstanceType *type = nullptr;
    const Family *family = nullptr;
    bool training = false;
    bool serving = false;
    QString billing;
    AdviceReport report;

private:
    const PriceBook *m_prices = nullptr; // the engine's, when the caller has one: its lookups are remembered
    mutable std::shared_ptr<const PriceBook> m_ownPrices;
};

// The rule groups, in the order advise() runs them; each adds its warnings to ctx.report.

/** CPU per GPU, host memory, storage throughput and placement, network and GPU interconnect. */
void addHardwareWarnings(AdviceContext &ctx);
/** Spot, pay-as-you-go break-even and stopped instances that keep charging. */
void addBillingWarnings(AdviceContext &ctx);
/** Small model on a big card, development on an expensive card, family status, requested GPU not offered. */
void addFitWarnings(AdviceContext &ctx, const QString &requestedGpu);
/** Latency, KV cache, PCIe split and low load for inference. */
void addServingWarnings(AdviceContext &ctx);

/** The branch of the seeds' decision tree that leads to the chosen configuration. */
void addDecisionPath(AdviceContext &ctx);
/** Operations steps for the chosen configuration. */
void addChecklist(AdviceContext &ctx);

} // namespace AdviceInternal

} // namespace Advisor
