// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"
#include "models/text/moneyformatter.h"

#include <QCoreApplication>
#include <QStringList>

namespace Advisor {

/**
 * Sentences that put a configuration in business terms (users, cost per million tokens, build or buy) and
 * say how firm its figures are and how the deadline and budget were checked. The detail panel, the
 * report and the CLI print the same sentences.
 */
class EconomicsText
{
    Q_DECLARE_TR_FUNCTIONS(EconomicsText)

public:
    /** Serving: per-user speed against capacity, users served, cost per million, build or buy. */
    static QStringList serving(const Configuration &c, const MoneyFormatter &money, const Catalog *catalog);
    /** The band's evidence, and the deadline and budget checked at their pessimistic ends. */
    static QStringList confidence(const Configuration &c, const Scenario &s, const MoneyFormatter &money);
};

} // namespace Advisor
