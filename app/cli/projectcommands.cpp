// SPDX-License-Identifier: Apache-2.0
#include "app/cli/projectcommands.h"

#include "models/application/sensitivity.h"
#include "models/application/timeline.h"
#include "models/io/texttable.h"
#include "models/itemmodels/displaytext.h"
#include "models/report/timelinejson.h"
#include "models/text/moneyformatter.h"

#include <cmath>

#include <QCoreApplication>
#include <QLocale>

namespace Advisor::Cli {

namespace {
QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("Advisor::Cli", text, disambiguation, n);
}

/** The format both commands take, as --format or as --json; nothing (and a message) for one they do not write. */
std::optional<QString> projectFormat(ParsedArgs &args, Context &context)
{
    if (args.has(QStringLiteral("json")))
        args.options.insert(QStringLiteral("format"), QStringLiteral("json"));
    return outputFormat(args, {QStringLiteral("table"), QStringLiteral("json")}, context);
}

QString outcomeText(const std::optional<WhatIfOutcome> &o, const MoneyFormatter &money, bool training)
{
    if (!o)
        return tr("nothing fits");
    QStringList parts{money.format(o->cost)};
    if (training)
        parts << tr("%1 h").arg(QLocale().toString(o->hours, 'f', 1));
    if (o->instances > 1)
        parts << QStringLiteral("×%1").arg(o->instances);
    // The reader's punctuation: half-width commas and brackets read as typos in Chinese.
    const QString text = parts.join(tr(", ", "between the parts of a what-if outcome; Chinese: ，"));
    if (!o->fits)
        return tr("%1 (%2)", "an outcome, then that it misses a target; Chinese uses full-width brackets")
            .arg(text, tr("misses a target"));
    return text;
}

/** --months N replaces the scenario's phases by one of N months; false (and a message) when N is out of range. */
bool applyMonthsOption(const ParsedArgs &args, ScenarioInputs &loaded, Context &context)
{
    if (args.has(QStringLiteral("months"))) {
        bool ok = false;
        const int months = args.value(QStringLiteral("months")).toInt(&ok);
        if (!ok || months < 1 || months > ProjectPhase::maxMonth) {
            context.err << tr("--months expects a whole number from 1 to %1").arg(ProjectPhase::maxMonth) << Qt::endl;
            return false;
        }
        loaded.scenario = TimelineCalculator::withProjectLength(loaded.scenario, months);
    }
    return true;
}

/** Each billing model's cost, month by month and in total. */
void printCostTable(const Timeline &t, const Catalog &catalog, const MoneyFormatter &money, Context &context)
{
    QStringList header{tr("Month")};
    QList<bool> right{true};
    for (const TimelineLine &l : t.lines) {
        header << DisplayText::billingName(l.billing, &catalog);
        right << true;
    }
    QList<QStringList> rows;
    for (int m = 0; m < t.months; ++m) {
        QStringList row{QString::number(m + 1)};
        for (const TimelineLine &l : t.lines)
            row << money.format(l.monthly[std::size_t(m)]);
        rows << row;
    }
    QStringList total{tr("Total")};
    for (const TimelineLine &l : t.lines)
        total << money.format(l.total);
    rows << total;
    if (!t.lines.empty()) {
        context.out << Qt::endl << tr("Cost by month under each billing model:") << Qt::endl;
        context.out << formatTextTable(header, rows, right) << Qt::endl;
    }
}

void printTimeline(const Timeline &t, const ScenarioInputs &loaded, Context &context)
{
    const MoneyFormatter money(loaded.catalog.currency, loaded.catalog.currency, 1);
    context.out << tr("Project phases:") << Qt::endl;
    for (std::size_t i = 0; i < loaded.scenario.phases.size(); ++i) {
        context.out << QStringLiteral("- ") << TimelineText::phaseName(loaded.scenario.phases[i]);
        if (i < t.phases.size() && !t.phases[i].instanceType.isEmpty())
            context.out << tr(": %1 × %2").arg(t.phases[i].instances).arg(t.phases[i].instanceType);
        context.out << Qt::endl;
    }
    for (const QString &note : TimelineText::choiceNotes(t))
        context.out << note << Qt::endl;
    printCostTable(t, loaded.catalog, money, context);
    if (const TimelineLine *cheapest = t.line(t.cheapestBilling))
        context.out << tr("Project total, cheapest: %1 with %2")
                           .arg(money.format(cheapest->total),
                                DisplayText::billingName(cheapest->billing, &loaded.catalog))
                    << Qt::endl;
    if (t.mixed) {
        QStringList choices;
        for (std::size_t i = 0; i < t.mixedBilling.size(); ++i)
            choices << tr("phase %1: %2").arg(i + 1).arg(DisplayText::billingName(t.mixedBilling[i], &loaded.catalog));
        context.out << tr("Each phase on its cheapest billing model (%1): %2")
                           .arg(choices.join(tr("; ", "between sentences of a list; Chinese: ；")),
                                money.format(t.mixed->total))
                    << Qt::endl;
    }
    for (const BreakEven &b : t.breakEvens) {
        const QString name = DisplayText::billingName(b.to, &loaded.catalog);
        context.out << (b.month ? tr("%1 is cheaper than pay-as-you-go from month %2 on").arg(name).arg(*b.month)
                                : tr("%1 does not pay off against pay-as-you-go within the project").arg(name))
                    << Qt::endl;
    }
    for (const PhaseMonth &u : t.usage) {
        if (u.typeChanged)
            context.out << tr("Month %1: the phase's first type no longer fits the load; %2 is used")
                               .arg(u.month)
                               .arg(u.instanceType)
                        << Qt::endl;
    }
    context.out << Qt::endl << tr("Assumptions:") << Qt::endl;
    for (const QString &a : TimelineText::assumptions())
        context.out << QStringLiteral("  - ") << a << Qt::endl;
}
} // namespace

int runTimelineCommand(ParsedArgs &args, Context &context)
{
    const std::optional<QString> format = projectFormat(args, context);
    if (!format)
        return 2;
    int code = 0;
    auto loaded = loadScenarioInputs(args, false, context, code);
    if (!loaded)
        return code;
    if (!applyMonthsOption(args, *loaded, context))
        return 2;
    if (loaded->scenario.phases.empty()) {
        context.err << tr("%1 has no project phases: add \"project\": {\"phases\": [...]} or give --months N")
                           .arg(loaded->scenarioPath)
                    << Qt::endl;
        return 2;
    }
    const Evaluator evaluator(loaded->catalog, loaded->presets, nullptr);
    TimelineCalculator calculator(evaluator);
    const Timeline t = calculator.compute(loaded->scenario);
    if (*format == QLatin1String("json")) {
        context.out << QString::fromStdString(nlohmann::json{{"timeline", timelineToJson(t, loaded->scenario)}}.dump(2))
                    << Qt::endl;
        return 0;
    }
    printTimeline(t, *loaded, context);
    return 0;
}

int runWhatIfCommand(ParsedArgs &args, Context &context)
{
    const std::optional<QString> format = projectFormat(args, context);
    if (!format)
        return 2;
    int code = 0;
    const auto loaded = loadScenarioInputs(args, false, context, code);
    if (!loaded)
        return code;
    const Evaluator evaluator(loaded->catalog, loaded->presets, nullptr);
    const Sensitivity w = computeSensitivity(evaluator, loaded->scenario);
    if (*format == QLatin1String("json")) {
        context.out << QString::fromStdString(nlohmann::json{{"whatIf", sensitivityToJson(w)}}.dump(2)) << Qt::endl;
        return 0;
    }
    if (w.isEmpty() && w.fitting > 0) {
        // The same answer as recommend: rows fit, but a cost needs a price.
        context.out << tr("Configurations that fit: %Ln, the first %1, but none has a price, so there is no cost "
                          "to move. Enter your quote with --quote TYPE=PRICE, or import prices with --prices FILE.",
                          nullptr, w.fitting)
                           .arg(w.recommendedUnpriced)
                    << Qt::endl;
        return 0;
    }
    if (w.isEmpty()) {
        context.out << tr("Nothing fits the scenario as it is, so there is nothing to move.") << Qt::endl;
        return 0;
    }
    if (!w.recommendedUnpriced.isEmpty())
        context.out << tr("The recommended %1 has no price, so the what-if moves %2, the best-ranked type with one.")
                           .arg(w.recommendedUnpriced, w.base.instanceType)
                    << Qt::endl;
    const MoneyFormatter money(loaded->catalog.currency, loaded->catalog.currency, 1);
    context.out << (w.training ? tr("Recommended: %1, %2 for the whole job") : tr("Recommended: %1, %2 a month"))
                       .arg(w.base.instanceType, outcomeText(w.base, money, w.training))
                << Qt::endl
                << tr("Each driver moved −50 % and +50 % (precision and billing: the neighbouring choice); "
                      "\"same type\" holds %1, \"best\" re-ranks. Largest swing first.")
                       .arg(w.base.instanceType)
                << Qt::endl
                << Qt::endl;
    QList<QStringList> rows;
    for (const SensitivityRow &r : w.rows) {
        const auto setting = [&](const QString &s) {
            if (s.isEmpty())
                return QStringLiteral("—");
            if (r.driver == SensitivityRow::Driver::Billing)
                return DisplayText::billingName(s, &loaded->catalog);
            // A data size comes as "1e+08": in the reader's scale instead ("1 亿", "100 million").
            bool number = false;
            const double value = s.toDouble(&number);
            return number && std::abs(value) >= 1e4 ? DisplayText::count(value) : s;
        };
        const auto best = [&](const std::optional<WhatIfOutcome> &o) {
            if (!o)
                return tr("nothing fits");
            return o->instanceType + QStringLiteral(" ") + (o->priced ? money.format(o->cost) : tr("no price"));
        };
        rows << QStringList{SensitivityText::driverName(r.driver, w.training),
                            setting(r.lowSetting),
                            r.lowSetting.isEmpty() ? QStringLiteral("—") : outcomeText(r.lowHeld, money, w.training),
                            setting(r.highSetting),
                            r.highSetting.isEmpty() ? QStringLiteral("—") : outcomeText(r.highHeld, money, w.training),
                            money.format(r.costSwing()),
                            r.lowSetting.isEmpty() ? QStringLiteral("—") : best(r.lowBest),
                            r.highSetting.isEmpty() ? QStringLiteral("—") : best(r.highBest)};
    }
    context.out << formatTextTable({tr("Driver"), tr("−50 %"), tr("Same type"), tr("+50 %"), tr("Same type"),
                                    tr("Swing"), tr("Best at −50 %"), tr("Best at +50 %")},
                                   rows, {false, true, true, true, true, true, false, false})
                << Qt::endl;
    return 0;
}

} // namespace Advisor::Cli
