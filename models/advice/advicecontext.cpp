// SPDX-License-Identifier: Apache-2.0
#include "models/advice/advicecontext.h"

#include "models/text/findingtext.h"

#include <algorithm>

#include <QLocale>

namespace Advisor::AdviceInternal {

QString num(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

void appendSentence(QString &text, const QString &sentence)
{
    static const QString fullWidthEnds = QStringLiteral("\u3002\uFF01\uFF1F\uFF09"); // 。！？）
    if (!text.isEmpty() && !fullWidthEnds.contains(text.back()))
        text += QLatin1Char(' ');
    text += sentence;
}

QString percent(double share, int decimals)
{
    return num(share * 100.0, decimals);
}

QString parameterCount(double parameters)
{
    if (parameters >= 1e9)
        return AdviceText::tr("%1 B").arg(num(parameters / 1e9, 1));
    return AdviceText::tr("%1 M").arg(num(parameters / 1e6, 0));
}

QString interconnectLabel(InterconnectType type)
{
    switch (type) {
    case InterconnectType::None:
        return AdviceText::tr("no GPU interconnect");
    case InterconnectType::Pcie:
        return AdviceText::tr("PCIe");
    case InterconnectType::PcieSwitch:
        return AdviceText::tr("PCIe switch");
    case InterconnectType::NvLink:
        return AdviceText::tr("NVLink");
    case InterconnectType::NvSwitch:
        return AdviceText::tr("NVSwitch");
    }
    return {};
}

AdviceContext::AdviceContext(const Scenario &scenario, const Recommendation &recommendation,
                             const Configuration *chosen, const Catalog &catalog, const RuleSet &rules,
                             const PriceBook *prices)
    : s(scenario)
    , rec(recommendation)
    , cfg(chosen)
    , cat(catalog)
    , rs(rules)
    , m_prices(prices)
{
    if (cfg) {
        type = cat.instanceType(cfg->layout.instanceType);
        family = cat.family(cfg->layout.family.isEmpty() && type ? type->family : cfg->layout.family);
    }
    training = s.isTraining();
    serving = s.stage == Stage::Inference;
    billing =
        cfg && !cfg->pricing.primaryBilling.isEmpty() ? cfg->pricing.primaryBilling : s.constraints.billing.value(0);
}

void AdviceContext::raise(const Rule &rule, const QString &title, const QString &message, const QString &fix,
                          std::optional<FixAction> action)
{
    // Cited now, not at load: the source titles follow the language the advice is worded in, also for a
    // catalog without the rule's sources.
    report.warnings.push_back({rule.id, rule.severity, title, message, fix, std::move(action),
                               FindingText::citations(rule.sourceKeys, cat, rule.sourceRefs)});
}

double AdviceContext::storedGiB() const
{
    if (s.data.datasetGiB > 0 || !serving)
        return s.data.datasetGiB;
    return rec.profile.singleReplica.weights / bytesPerGiB;
}

double AdviceContext::gpusPerInstance() const
{
    if (cfg && cfg->layout.gpusPerInstance > 0)
        return cfg->layout.gpusPerInstance;
    return type ? type->gpuCount : 0;
}

double AdviceContext::cardsPerInstance() const
{
    return std::max(1.0, gpusPerInstance());
}

std::optional<FixAction> AdviceContext::chooseAction(const Configuration *c) const
{
    if (!c)
        return std::nullopt;
    return FixAction{FixAction::Kind::ChooseInstance, c->layout.instanceType};
}

QString AdviceContext::describe(const Configuration &c) const
{
    return AdviceText::tr("%1 (%2 × %3)")
        .arg(c.layout.instanceType, num(c.layout.gpusPerInstance, 0), cat.gpuDisplayName(c.layout.gpu));
}

const Family *AdviceContext::familyOf(const Configuration &c) const
{
    if (const Family *f = cat.family(c.layout.family))
        return f;
    const InstanceType *t = cat.instanceType(c.layout.instanceType);
    return t ? cat.family(t->family) : nullptr;
}

const PriceBook &AdviceContext::prices() const
{
    if (m_prices)
        return *m_prices;
    if (!m_ownPrices)
        m_ownPrices = std::make_shared<PriceBook>(cat);
    return *m_ownPrices;
}

const InstanceType *AdviceContext::typeOf(const Configuration &c) const
{
    return cat.instanceType(c.layout.instanceType);
}

} // namespace Advisor::AdviceInternal
