// SPDX-License-Identifier: Apache-2.0
#include "app/cli/recommendcommands.h"

#include "models/advice/advice.h"
#include "models/io/csvwriter.h"
#include "models/io/texttable.h"
#include "models/itemmodels/displaytext.h"
#include "models/itemmodels/economicstext.h"
#include "models/itemmodels/regiontext.h"
#include "models/report/recommendationjson.h"
#include "models/report/reportdata.h"
#include "models/report/timelinejson.h"
#include "models/scenario/scenariofieldnames.h"
#include "models/text/findingtext.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>

#include <algorithm>

namespace Advisor::Cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Advisor::Cli", text);
}

QString assumptionsText(const WorkloadProfile &p, const Catalog &catalog)
{
    QList<QStringList> rows;
    for (const AssumptionLine &a : FindingText::assumptions(p.assumptions, &catalog))
        rows << QStringList{a.label, a.value, a.source};
    return formatTextTable({tr("Assumption"), tr("Value"), tr("Source")}, rows);
}

/**
 * A default the scenario file left out ("/constraints/interruptible = false") in the wizard's words for the
 * field ("The job may be interrupted: no"); the JSON output keeps the pointer, for programs.
 */
QString defaultInWords(const QString &assignment)
{
    const qsizetype equals = assignment.indexOf(QStringLiteral(" = "));
    if (equals < 0)
        return assignment;
    const QString pointer = assignment.left(equals);
    const QString value = assignment.mid(equals + 3);
    bool isNumber = false;
    const double number = value.toDouble(&isNumber);
    QString shown = value;
    if (value == QLatin1String("true") || value == QLatin1String("false"))
        shown = value == QLatin1String("true") ? tr("yes") : tr("no");
    else if (isNumber)
        shown = QLocale().toString(number, 'f', QLocale::FloatingPointShortest);
    else if (const std::optional<Precision> precision = precisionFromString(value))
        shown = DisplayText::precision(*precision);
    const QString name = ScenarioFields::nameOf(pointer);
    // A field the wizard has no words for is still named, by its place in the file.
    return tr("%1: %2").arg(name.isEmpty() ? pointer : name, shown);
}

QString memoryText(const WorkloadProfile &p)
{
    const MemoryBreakdown &m = p.singleReplica;
    const auto row = [](const QString &label, double bytes) {
        return QStringList{label, QString::number(bytes / bytesPerGiB, 'f', 2)};
    };
    return formatTextTable({tr("Memory on one GPU, unsplit"), tr("GiB")},
                           {row(tr("weights"), m.weights), row(tr("gradients"), m.gradients),
                            row(tr("optimizer"), m.optimizer), row(tr("activations"), m.activations),
                            row(tr("KV cache"), m.kvCache), row(tr("overhead"), m.overhead),
                            row(tr("total"), m.total())},
                           {false, true});
}
/**
 * The table as the terminal shows it: the price provenance (a sentence per row) under the table,
 * numbered by rank, instead of as a column a few hundred characters wide.
 */
void printTable(const ReportTable &table, QTextStream &out)
{
    if (!table.lastColumnIsProvenance || table.header.isEmpty()) {
        out << formatTextTable(table.header, table.rows, table.rightAligned) << Qt::endl;
        return;
    }
    const qsizetype columns = table.header.size() - 1;
    QList<QStringList> rows;
    for (const QStringList &row : table.rows)
        rows << row.mid(0, columns);
    out << formatTextTable(table.header.mid(0, columns), rows, table.rightAligned.mid(0, columns)) << Qt::endl;
    out << tr("%1:").arg(table.header.last()) << Qt::endl;
    // The label's colon in the reader's language: a half-width one reads as a typo in Chinese.
    for (const QStringList &row : table.rows)
        out << QStringLiteral("  ")
            << tr("%1: %2").arg(QStringLiteral("#%1 %2").arg(row.value(0), row.value(1)), row.value(columns))
            << Qt::endl;
}

/** The top rows of the table (as printed) in every region priced for them, cheapest first. */
void printCheapestRegions(const Evaluation &evaluation, int top, bool allSizes, const Catalog &catalog,
                          QTextStream &out)
{
    const Recommendation &r = evaluation.recommendation;
    const int count = std::min(top, regionComparisonCount);
    std::vector<const Configuration *> shown;
    if (allSizes) {
        for (const Configuration &c : r.ranked) {
            if (int(shown.size()) >= count)
                break;
            shown.push_back(&c);
        }
    } else {
        shown = r.bestPerFamily(count);
    }
    const MoneyFormatter money(catalog.currency, catalog.currency, 1);
    out << Qt::endl << tr("Cheapest regions:") << Qt::endl;
    const bool anyCompared = std::any_of(shown.begin(), shown.end(), [&](const Configuration *c) {
        const RegionComparison *comparison = evaluation.regionComparison(c->layout.instanceType);
        return comparison && comparison->compared();
    });
    if (!anyCompared) {
        // A line per row saying the same would bury the next section.
        out << QStringLiteral("  - ") << tr("None of these is priced in more than one region.") << Qt::endl;
        return;
    }
    for (const Configuration *c : shown) {
        const RegionComparison *comparison = evaluation.regionComparison(c->layout.instanceType);
        if (!comparison)
            continue;
        out << QStringLiteral("  #%1 %2").arg(c->ranking.rank).arg(c->layout.instanceType) << Qt::endl;
        for (const QString &line : RegionText::lines(*comparison, money, &catalog, QDate::currentDate()))
            out << QStringLiteral("    - ") << line << Qt::endl;
    }
}
} // namespace

QString discountStatement(const Scenario &scenario)
{
    const PricingTerms &terms = scenario.constraints;
    if (terms.customerDiscountPercent <= 0)
        return {};
    QString text =
        tr("Prices after the customer discount: %1.").arg(DisplayText::discount(terms.customerDiscountPercent));
    // A quote is what the customer was offered: the engine never discounts it again.
    if (!terms.quotes.empty())
        text += u' ' + tr("Your own quotes (‡) are not discounted again.");
    return text;
}

namespace {
/** A scenario with project phases carries its timeline, as the timeline command prints it. */
nlohmann::json withTimeline(nlohmann::json doc, const ScenarioInputs &inputs)
{
    if (inputs.scenario.phases.empty())
        return doc;
    const Evaluator evaluator(inputs.catalog, inputs.presets, nullptr);
    TimelineCalculator calculator(evaluator);
    doc["timeline"] = timelineToJson(calculator.compute(inputs.scenario), inputs.scenario);
    return doc;
}

/** The recommend command's JSON: the rows, the regions compared, the advice and the project's timeline. */
nlohmann::json recommendationDocument(const Evaluation &evaluation, int top, const ScenarioInputs &inputs)
{
    nlohmann::json doc = recommendationToJson(evaluation.recommendation, top, &inputs.catalog);
    // Every cost below is after it (quotes excepted); 0 when the prices are the list's.
    doc["customerDiscountPercent"] = evaluation.scenario.constraints.customerDiscountPercent;
    addRegionComparisons(doc, evaluation.regionComparisons, &inputs.catalog);
    const nlohmann::json adviceJson = adviceToJson(evaluation.advice);
    for (auto it = adviceJson.begin(); it != adviceJson.end(); ++it)
        doc[it.key()] = it.value();
    return withTimeline(doc, inputs);
}

/** Why the first row ranks first, where it is cheapest, and what it means in the user's terms. */
void printAboutFirst(const Evaluation &evaluation, int top, bool allSizes, const Catalog &catalog, QTextStream &out)
{
    const Recommendation &r = evaluation.recommendation;
    out << tr("Why #1:") << Qt::endl;
    for (const QString &reason : FindingText::texts(r.ranked.front().ranking.reasons, &catalog))
        out << QStringLiteral("  - ") << reason << Qt::endl;
    printCheapestRegions(evaluation, top, allSizes, catalog, out);
    // The same sentences as the detail panel and the report: users' terms, then how firm the figures are.
    const MoneyFormatter money(catalog.currency, catalog.currency, 1);
    QStringList figures = EconomicsText::serving(r.ranked.front(), money, &catalog);
    figures += EconomicsText::confidence(r.ranked.front(), evaluation.scenario, money);
    if (!figures.isEmpty()) {
        out << Qt::endl << tr("In business terms:") << Qt::endl;
        for (const QString &line : std::as_const(figures))
            out << QStringLiteral("  - ") << line << Qt::endl;
    }
}
} // namespace

int runEstimateCommand(ParsedArgs &args, Context &context)
{
    const auto format = outputFormat(args, {QStringLiteral("table"), QStringLiteral("json")}, context);
    if (!format)
        return 2;
    int code = 0;
    const auto loaded = loadScenarioInputs(args, false, context, code);
    if (!loaded)
        return code;
    const Evaluation evaluation = evaluateInputs(*loaded, {}, context);
    const WorkloadProfile &profile = evaluation.recommendation.profile;
    if (*format == QLatin1String("json")) {
        nlohmann::json defaults = nlohmann::json::array();
        for (const QString &d : loaded->defaultsUsed)
            defaults.push_back(d.toStdString());
        const nlohmann::json doc{
            {"catalog",
             {{"name", loaded->catalog.name.toStdString()}, {"priceDate", loaded->catalog.priceDate.toStdString()}}},
            {"estimate", estimateToJson(profile, &loaded->catalog)},
            {"defaultsUsed", defaults}};
        context.out << QString::fromStdString(withTimeline(doc, *loaded).dump(2)) << Qt::endl;
        return 0;
    }
    // A custom model's name already states its size ("custom model, 1.00 B parameters"): not twice.
    context.out << (profile.modelName.isEmpty() ? tr("Model: %1").arg(FindingText::modelName(profile))
                                                : tr("Model: %1, %2 B parameters")
                                                      .arg(FindingText::modelName(profile))
                                                      .arg(profile.parameters / 1e9, 0, 'f', 2))
                << Qt::endl;
    if (profile.trainingFlops > 0)
        context.out << tr("Training compute: %1 FLOPs").arg(profile.trainingFlops, 0, 'e', 3) << Qt::endl;
    context.out << Qt::endl << memoryText(profile) << Qt::endl << assumptionsText(profile, loaded->catalog);
    if (!loaded->defaultsUsed.isEmpty()) {
        context.out << Qt::endl << tr("Defaults used for fields the scenario leaves out:") << Qt::endl;
        for (const QString &d : loaded->defaultsUsed)
            context.out << QStringLiteral("  ") << defaultInWords(d) << Qt::endl;
    }
    return 0;
}

int runRecommendCommand(ParsedArgs &args, Context &context)
{
    const auto format =
        outputFormat(args, {QStringLiteral("table"), QStringLiteral("json"), QStringLiteral("csv")}, context);
    if (!format)
        return 2;
    int top = 10;
    if (args.has(QStringLiteral("top"))) {
        bool ok = false;
        top = args.value(QStringLiteral("top")).toInt(&ok);
        if (!ok || top < 1 || top > 10000) {
            context.err << tr("--top expects a whole number from 1 to 10000") << Qt::endl;
            return 2;
        }
    }
    int code = 0;
    const auto loaded = loadScenarioInputs(args, true, context, code);
    if (!loaded)
        return code;
    EvaluationOptions options;
    options.requestedGpu = args.value(QStringLiteral("gpu"));
    const Evaluation evaluation = evaluateInputs(*loaded, options, context);
    const Recommendation &r = evaluation.recommendation;
    const AdviceReport &advice = evaluation.advice;
    const bool training = evaluation.scenario.isTraining();
    if (*format == QLatin1String("json")) {
        context.out << QString::fromStdString(recommendationDocument(evaluation, top, *loaded).dump(2)) << Qt::endl;
        return 0;
    }
    // Like the wizard: one row per family unless asked, since sizes of a family differ mostly in vCPUs.
    const bool allSizes = args.has(QStringLiteral("all-sizes"));
    // The same table as the wizard's default view and export --csv: one item model, one filter proxy.
    ReportTable table = ReportTable::defaultView(
        r, &advice, loaded->catalog, MoneyFormatter(loaded->catalog.currency, loaded->catalog.currency, 1), training,
        !allSizes, evaluation.scenario.constraints.customerDiscountPercent);
    table.truncate(top);
    if (*format == QLatin1String("csv")) {
        context.out << QString::fromUtf8(table.toCsv(false));
        return 0;
    }
    context.out << tr("%1 (%2), prices in %3 as of %4, region %5; ~ marks estimated or derived prices, ‡ your "
                      "own quotes")
                       .arg(loaded->catalog.displayName(), r.catalogVersion, MoneyFormatter::currencyUnit(r.currency),
                            ReportBuilder::pricesAsOf(r), DisplayText::region(r.region, &loaded->catalog))
                << Qt::endl;
    if (const QString discount = discountStatement(evaluation.scenario); !discount.isEmpty())
        context.out << discount << Qt::endl;
    context.out << tr("Model: %1").arg(FindingText::modelName(r.profile)) << Qt::endl << Qt::endl;
    if (r.ranked.empty()) {
        context.out << tr("Nothing fits. What would:") << Qt::endl;
        for (const QString &a : FindingText::texts(r.nothingFitsAdvice, &loaded->catalog))
            context.out << QStringLiteral("  - ") << a << Qt::endl;
    } else {
        printTable(table, context.out);
        for (const QString &note : std::as_const(table.notes))
            context.out << note << Qt::endl;
        if (!allSizes)
            context.out << tr("One row per family, its best-ranked size; --all-sizes lists every size.") << Qt::endl;
        context.out << Qt::endl;
        printAboutFirst(evaluation, top, allSizes, loaded->catalog, context.out);
    }
    context.out << Qt::endl << adviceToText(advice) << Qt::endl << assumptionsText(r.profile, loaded->catalog);
    return 0;
}

} // namespace Advisor::Cli
