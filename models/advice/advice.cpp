// SPDX-License-Identifier: Apache-2.0
#include "models/advice/advice.h"

#include "models/advice/advicecontext.h"

#include <algorithm>

namespace Advisor {

namespace {

QString severityLabel(AdviceSeverity severity)
{
    switch (severity) {
    case AdviceSeverity::Info:
        return AdviceText::tr("info");
    case AdviceSeverity::Advice:
        return AdviceText::tr("advice");
    case AdviceSeverity::Warning:
        return AdviceText::tr("warning");
    case AdviceSeverity::Blocker:
        return AdviceText::tr("blocker");
    }
    return {};
}

} // namespace

const Warning *AdviceReport::warning(const QString &id) const
{
    for (const Warning &w : warnings) {
        if (w.id == id)
            return &w;
    }
    return nullptr;
}

bool AdviceReport::hasBlocker() const
{
    return std::any_of(warnings.begin(), warnings.end(),
                       [](const Warning &w) { return w.severity == AdviceSeverity::Blocker; });
}

AdviceReport advise(const Scenario &scenario, const Recommendation &recommendation, const Configuration *chosen,
                    const Catalog &catalog, const RuleSet &rules, const QString &requestedGpu, const PriceBook *prices)
{
    using namespace AdviceInternal;
    AdviceContext ctx(scenario, recommendation, chosen, catalog, rules, prices);
    addHardwareWarnings(ctx);
    addBillingWarnings(ctx);
    addFitWarnings(ctx, requestedGpu);
    addServingWarnings(ctx);
    // Most severe first; rule order (stable) keeps related warnings together within a severity.
    std::stable_sort(ctx.report.warnings.begin(), ctx.report.warnings.end(),
                     [](const Warning &a, const Warning &b) { return int(a.severity) > int(b.severity); });
    addDecisionPath(ctx);
    addChecklist(ctx);
    return ctx.report;
}

nlohmann::json adviceToJson(const AdviceReport &report)
{
    const auto str = [](const QString &s) { return s.toStdString(); };
    nlohmann::json warnings = nlohmann::json::array();
    for (const Warning &w : report.warnings) {
        nlohmann::json j{{"id", str(w.id)},       {"severity", str(toString(w.severity))},
                         {"title", str(w.title)}, {"message", str(w.message)},
                         {"fix", str(w.fix)},     {"source", str(w.source)}};
        if (w.action)
            j["action"] = {{"kind", str(FixAction::kindName(w.action->kind))}, {"value", str(w.action->value)}};
        warnings.push_back(std::move(j));
    }
    nlohmann::json path = nlohmann::json::array();
    for (const QString &s : report.decisionPath)
        path.push_back(str(s));
    nlohmann::json checklist = nlohmann::json::array();
    for (const QString &s : report.checklist)
        checklist.push_back(str(s));
    return {{"warnings", warnings}, {"decisionPath", path}, {"checklist", checklist}};
}

QString adviceToText(const AdviceReport &report)
{
    QString out;
    out += AdviceText::tr("Warnings") + QLatin1Char('\n');
    if (report.warnings.empty())
        out += QStringLiteral("  ") + AdviceText::tr("none: CPU, memory, storage, network and billing are in balance")
            + QLatin1Char('\n');
    for (const Warning &w : report.warnings) {
        out += QStringLiteral("  [%1] %2\n").arg(severityLabel(w.severity).toUpper(), w.title);
        out += QStringLiteral("      ") + w.message + QLatin1Char('\n');
        out += QStringLiteral("      ") + AdviceText::tr("Fix: %1").arg(w.fix) + QLatin1Char('\n');
    }
    out += QLatin1Char('\n') + AdviceText::tr("Decision path") + QLatin1Char('\n');
    for (qsizetype i = 0; i < report.decisionPath.size(); ++i)
        out += QStringLiteral("  %1. %2\n").arg(i + 1).arg(report.decisionPath.at(i));
    if (!report.checklist.isEmpty()) {
        out += QLatin1Char('\n') + AdviceText::tr("Operations checklist") + QLatin1Char('\n');
        for (const QString &item : report.checklist)
            out += QStringLiteral("  - ") + item + QLatin1Char('\n');
    }
    return out;
}

} // namespace Advisor
