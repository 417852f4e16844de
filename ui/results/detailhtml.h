// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/advice/advice.h"
#include "models/application/evaluation.h"
#include "models/domain/catalog.h"
#include "models/sizing/recommendation.h"
#include "models/text/moneyformatter.h"

#include <QCoreApplication>
#include <QString>
#include <QUrl>

#include <optional>

namespace Advisor::Ui {

/** The detail panel's HTML for one configuration: memory, reasons, warnings with fixes, assumptions, prices. */
class DetailHtml
{
    Q_DECLARE_TR_FUNCTIONS(DetailHtml)

public:
    struct Input
    {
        const Configuration *configuration = nullptr;
        const Recommendation *recommendation = nullptr;
        const AdviceReport *advice = nullptr; // for this configuration; may be null
        const Catalog *catalog = nullptr;
        const Scenario *scenario = nullptr; // request length for the KV capacity line; may be null
        MoneyFormatter money;
        bool training = true;
        // Its cost in the other priced regions; null outside the top configurations, which have none.
        const RegionComparison *regions = nullptr;
        // Some top configuration is priced in several regions: then a row outside them says why it has no comparison.
        bool regionsCompared = false;
    };

    static QString configuration(const Input &input);
    /** A warning's one-click fix as a link in the panel, and back. */
    static QUrl fixLink(const FixAction &action);
    static std::optional<FixAction> fixFromLink(const QUrl &url);
    /** Shown when nothing is selected: why nothing fits, or a hint to select a row. */
    static QString empty(const Evaluation &evaluation, const Catalog *catalog);
    /** Decision path and checklist of the recommended configuration. */
    static QString advice(const AdviceReport &report);

private:
    /** What fills each GPU's memory, and how the model is split. */
    static QString memorySection(const Configuration &configuration, WorkloadKind kind);
    /** Cost under each billing model with its price's origin, date and source. */
    static QString pricesSection(const Input &input);
    /** The same configuration's monthly cost in each priced region, cheapest first. */
    static QString regionsSection(const Input &input);
};

} // namespace Advisor::Ui
