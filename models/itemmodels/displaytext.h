// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/application/evaluation.h"
#include "models/domain/catalog.h"
#include "models/pricing/pricebook.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"
#include "models/text/moneyformatter.h"

#include <QCoreApplication>
#include <QString>

namespace Advisor {

/** Translated, unit-carrying texts shared by the item models, the detail panel and the charts. */
class DisplayText
{
    Q_DECLARE_TR_FUNCTIONS(DisplayText)

public:
    static QString fit(Fit fit);
    /**
     * Fits in memory, yet a lone request gets its first token past the target (the scenario's or the
     * one assumed): no user is served in time, whatever the row costs.
     */
    static bool firstTokenLate(const Configuration &configuration);
    /**
     * The Fit column's words for a row: fit(configuration.fit), and "first token late" or "latency target
     * missed" when the row does not serve its users in time (short, for a table cell).
     */
    static QString fit(const Configuration &configuration);
    /** Why fit(configuration) is not plain, in a sentence for a tooltip or a detail; empty when it is plain. */
    static QString fitDetail(const Configuration &configuration);
    /**
     * Whether a serving engine gives the row's KV cache all the GPU memory it reserves (an LLM engine, as
     * vLLM): then little memory is left free by design, and what tells the row apart is the requests the
     * cache holds, not its headroom.
     */
    static bool kvCacheFillsMemory(const Configuration &configuration);
    /** What the KV cache of one copy holds, and whether that leaves room above the row's share of the load. */
    static QString kvCacheHolds(const Configuration &configuration);
    /** fit(configuration), then fitDetail() when there is one. */
    static QString fitWithDetail(const Configuration &configuration);
    static QString priceOrigin(PriceOrigin origin);
    /** The same for one price: a listed figure that a third party copied (tier B) is not called Alibaba's. */
    static QString priceOrigin(const ResolvedPrice &price);
    /** "~" for estimated and derived prices, nothing for listed ones. */
    static QString priceMark(PriceOrigin origin);
    /**
     * The job's (or month's) cost on the primary billing, marked "~" when estimated, as the table shows it:
     * the point alone, the same figure as the billing model's own column; moneyRange adds the band in prose.
     */
    static QString primaryCost(const Configuration &configuration, const MoneyFormatter &money);
    /** "estimated · 2023-06-15 · Alibaba console snapshot · cn-shanghai" */
    static QString priceProvenance(const ResolvedPrice &price, const Catalog *catalog);
    /**
     * Where a price was read and how long ago, by what it is, never by the catalog's tier letter:
     * "Alibaba's DescribePrice answer, fetched 3 days ago", "published by Alibaba, 2 months ago",
     * "collected 2023-06, 3 years ago: check Alibaba's price page". Never "quote": no price here is one.
     */
    static QString priceSourceAndAge(const ResolvedPrice &price, const Catalog *catalog, const QDate &today);
    /**
     * What a price rests on, short enough for a table cell: "listed price" only for Alibaba's own figure,
     * a third party's copy named so with its age ("… (3 years ago)"), an estimate or a derived price by how
     * it was made, the user's quote with its date, "price on request" when there is none.
     */
    static QString priceBasis(const ResolvedPrice &price, const Catalog *catalog, const QDate &today);
    /** "currently sold", "no longer sold", "invitational preview", "some regions only", "by application". */
    static QString familyStatus(FamilyStatus status);
    /** "NVLink (600 GB/s)", "PCIe switch", "no GPU interconnect": the advice's words, and the bandwidth if known. */
    static QString interconnect(InterconnectType type, double gigabytesPerSecond);
    static QString billingName(const QString &billing, const Catalog *catalog);
    /** "华东2（上海）（cn-shanghai）": the region's name in the UI's language and its id, for a field. */
    static QString region(const QString &id, const Catalog *catalog);
    /** What fitting a scenario to the catalog replaced, in one sentence. */
    static QString catalogFitChange(const CatalogFitChange &change);
    /** An answer still missing, and where to give it. */
    static QString missingInput(MissingInput missing);
    /** Every missing answer in one sentence, for a status line. */
    static QString missingInputs(const std::vector<MissingInput> &missing);
    static QString task(Task task);
    static QString stage(Stage stage);
    /** The scenario's stage, and for desktops and game streams the sessions they serve, not "inference". */
    static QString stage(const Scenario &scenario);
    static QString precision(Precision precision);
    static QString memorySaving(MemorySaving saving);
    /**
     * "A100 SXM 80GB" for "NVIDIA A100 SXM 80GB", "V100 SXM2 32GB" for "NVIDIA Tesla V100 SXM2 32GB":
     * a GPU's name where width is short, without the vendor, the retired Tesla brand and a trailing
     * remark in brackets. The full name goes in the tooltip.
     */
    static QString shortGpuName(const QString &gpuName);
    static QString hostOffload(HostOffload offload);
    /**
     * What a save dialog proposes for a file of this scenario: its name, with the characters file
     * systems refuse replaced, at most 80 characters, then the extension (".pdf", ".gpuadvisor.json");
     * the fallback stem when the scenario has no name.
     */
    static QString fileNameFor(const QString &scenarioName, const QString &fallbackStem, const QString &extension);
    static QString gib(double gib);
    static QString hours(double hours);
    static QString percent(double percent);
    /**
     * A large count in the reader's scale: "200 million" in English, "2 亿" and "130 万" in Chinese,
     * which groups digits by ten thousands.
     */
    static QString count(double value);
    /**
     * A discount stored as percent off the list price (the scenario's one meaning), worded the way the
     * reader quotes it: "20% off the list price" in English, "官网价 8 折" in Chinese (the share paid).
     */
    static QString discount(double percentOff);
    /** Training: wall-clock time; serving: generated tokens/s (or samples/s where tokens do not apply). */
    static QString speed(const Configuration &configuration, bool training);
    /** The same; a graphics row has no throughput but the desktop sessions it runs, one per instance. */
    static QString speed(const Configuration &configuration, bool training, WorkloadKind kind);
    /** "19–24" with the decimals a figure of that size needs (QLocale). */
    static QString numberRange(double low, double high);
    /** "19–24 h", or "3.1–4.2 days"; the single value when the band is empty. */
    static QString hoursRange(const Band &band, double hours);
    /**
     * "1,500.00 CNY (1,200.00 CNY – 1,900.00 CNY)": the amount, then its band; the amount alone when the
     * band is empty or narrower than 1 % of it. Every surface shows a banded amount this way.
     */
    static QString moneyRange(const Band &band, double value, const MoneyFormatter &money);
    /**
     * What the row's cost band (pricing.jobCostBand) is made of, read from the row: "±50 %: price ±50 %
     * (2023-06 list price copied by a third party ±5 %, 41 months old ±50 %)"; a job's names its time's
     * band too. Empty without a band, or with one moneyRange does not show.
     */
    static QString costBandReasons(const Configuration &configuration);
    /**
     * "12–18 tokens/s per user · 300–460 tokens/s in total" (generative serving); a speech model's
     * "26–44 audio hours per hour · 2.3–3.1 s per 30-s window".
     */
    static QString servingSpeed(const ServingEconomics &economics);
    /** How firm a speed is: "measured anchor (±15 %)". */
    static QString evidence(Evidence evidence);
    /** The raw number behind speed(), oriented so that larger is faster. */
    static double throughput(const Configuration &configuration);
    static QString throughputUnit(const Configuration &configuration);
};

} // namespace Advisor
