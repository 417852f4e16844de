// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace Advisor {

/** What an estimate rests on, from firmest to loosest. */
enum class Evidence
{
    Formula,    // counted from the model's shapes (memory): only framework overhead varies
    Calibrated, // scaled from a speed measured on a GPU (published benchmark or decode-efficiency figure)
    Analytical  // peak × an assumed utilisation (MFU/MBU), with no measurement of this model behind it
};

/**
 * Relative half-width of the band around a time, or around a cost that follows a time, by evidence. The
 * one place these widths live; the advice rules and every surface read them from here.
 *  - Formula: bytes counted from shapes miss only the engine's own buffers and allocator slack, a few
 *    per cent either way.
 *  - Calibrated: a measured rate carried to another batch, sequence or GPU; held-back serving runs at
 *    high concurrency miss it by up to about 40 %.
 *  - Analytical: peak × an assumed MFU; held-back fine-tuning runs at batch 1 (short sequences, Q-LoRA,
 *    ZeRO) miss it by up to half and more.
 */
// Each width is to be the narrowest that holds the published figure in 80 % of the calibration cases it
// bands (tests/data/published/llm-calibration.json), once each kind of figure it bands has 5 of them;
// until then it keeps the width stated above, and tst_bandcalibration checks both ways. Case counts are
// llm-calibration.json's (108 cases, 107 estimated; 88 of them held back from the constants' own fit, so
// the widths measure out-of-sample error); "all would fit" is the 80 % width on the cases there are.
inline constexpr double formulaBand = 0.05;    // stated: no figure is banded as a formula yet (0 cases)
inline constexpr double calibratedBand = 0.39; // fitted: 13 serving-speed cases (was stated ±15 %)
inline constexpr double analyticalBand = 0.51; // fitted: 7 serving-speed and 40 training cases (was ±25 %)

/** A memory figure (GiB a GPU): the memory calibration's fitted width. */
inline constexpr double memoryBand = 0.25; // fitted: 6 serving-memory and 39 training cases (was ±10 %)
/** A first token's time: the prefill assumption's stated ±50 %. */
inline constexpr double firstTokenBand = 0.50; // stated: 2 first-token cases (all would fit ±16 %)
/** What speculative decoding gains: the speculative-decoding assumption's stated ±50 %. */
inline constexpr double speculativeBand = 0.50; // stated: no speed-up case (0)

inline double bandWidth(Evidence e)
{
    switch (e) {
    case Evidence::Formula:
        return formulaBand;
    case Evidence::Calibrated:
        return calibratedBand;
    case Evidence::Analytical:
        break;
    }
    return analyticalBand;
}

/** A figure's low and high ends; empty (0, 0) where the figure does not apply. */
struct Band
{
    double low = 0;
    double high = 0;
    bool valid() const { return high > 0 && low <= high; }
    bool operator==(const Band &) const = default;
};

/**
 * A time, or a cost in proportion to a time (a job's cost, a cost per token), estimated with relative
 * uncertainty w: value × (1 − w) … value × (1 + w).
 */
inline Band timeBand(double value, Evidence e)
{
    const double w = bandWidth(e);
    return value > 0 ? Band{value * (1 - w), value * (1 + w)} : Band{};
}

/** A speed, the work over that time: value ÷ (1 + w) … value ÷ (1 − w). */
inline Band speedBand(double value, Evidence e)
{
    const double w = bandWidth(e);
    return value > 0 ? Band{value / (1 + w), value / (1 - w)} : Band{};
}

struct BandFactors;

/**
 * The ends of a time as factors of its point: the evidence's band, and an engine's own published spread
 * around the factor the estimate uses (1, 1 where there is none), combined in quadrature as independent
 * bands are (combineBands).
 */
BandFactors timeFactors(Evidence e, double spreadLow = 1, double spreadHigh = 1);
/** A time with those ends: value × low … value × high. */
Band timeBand(double value, const BandFactors &f);
/** A speed, the work over that time: value ÷ high … value ÷ low. */
Band speedBand(double value, const BandFactors &f);

/** Every training time rests on an assumed MFU, so its band is the analytical one. */
inline constexpr Evidence trainingTimeEvidence = Evidence::Analytical;

/**
 * The deadline is checked at the slow end of the time's band: a plan is only put forward if it meets the
 * deadline even when the run is as slow as its evidence allows.
 */
inline double slowEndHours(double hours)
{
    return timeBand(hours, trainingTimeEvidence).high;
}

const char *toString(Evidence e);

struct BillingCost;

/** The price's own ends (its range, age and indirection) as factors of its point; 1 where it has none. */
BandFactors priceFactors(const BillingCost &cost);

/**
 * The ends of a training job's cost as factors of the cost of `billedHours`: the price's own band and the
 * time's (the slow and fast ends of `hours`, each at least the billing's minimumHours), combined as the
 * price-band assumption says. billedHours is the larger of hours and the minimum. One rule for the band
 * shown and the budget checked against it.
 */
BandFactors jobCostFactors(const BillingCost &cost, double hours, double minimumHours, double &billedHours);

} // namespace Advisor

namespace Advisor {
struct Scenario;
struct WorkloadProfile;
struct Configuration;
struct Catalog;

/**
 * Gives a priced configuration its bands (time, speed, cost) from its speed's evidence and, when serving,
 * its figures in users' terms. The deadline and budget checks, made at the bands' pessimistic ends, are
 * made where the plan is placed and priced (placement.cpp, SizingEngine::priceConfiguration).
 */
void applyConfidence(const Scenario &s, const WorkloadProfile &p, const Catalog &catalog, Configuration &c);
} // namespace Advisor
