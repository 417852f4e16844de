// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/sizing/workloads/workloadkind.h"

#include <optional>

#include <QString>

namespace Advisor {

/**
 * What one served request of a workload is called and which latency figures its estimate gives, so that
 * every surface words a classifier's request, a diffusion model's image and a decoder's token alike. The
 * engine judges a decoder, and a speech model (it decodes text from each audio window), per output token;
 * an encoder, CNN, vision transformer or recommender per request; a diffusion pipeline per image; a video
 * model per clip. The words are FindingText's.
 */
class ServingTerms
{
public:
    using Unit = ServedUnit;

    /** images: a computer-vision encoder, whose request is one image (ServingEconomics::images). */
    explicit ServingTerms(WorkloadKind kind, bool images = false);
    /** From the id a finding carries (servedUnitId); a decoder's terms when it carries none. */
    static ServingTerms fromId(const QString &kindId);

    Unit unit() const { return m_unit; }
    /** Whether the figures are a first token and a time per output token. */
    bool tokens() const { return m_unit == Unit::Token; }

    /** "requests/s", "images/s": the unit of a one-pass model's capacity. */
    QString rateUnit() const;
    /** "Latency per request", a table column's name. */
    QString latencyLabel() const;
    /**
     * "18 ms per request", and "…, within your 100 ms target" with a target it meets; past the target,
     * missedTarget's words. A token's latency is worded by the LLM figures themselves, not here.
     */
    QString latency(double ms, std::optional<double> targetMs = std::nullopt) const;
    /** "130 ms per request against a 100 ms target" (per token for a decoder). */
    QString missedTarget(double ms, double targetMs) const;
    /** A target as the scenario states it: "12.5 ms per request". */
    QString target(double ms) const;

private:
    QString perUnit(const QString &ms) const;

    Unit m_unit = Unit::Token;
};

} // namespace Advisor
