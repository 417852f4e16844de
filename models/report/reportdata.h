// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/application/timeline.h"

#include "models/advice/advice.h"
#include "models/application/evaluation.h"
#include "models/domain/catalog.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"
#include "models/text/findingtext.h"
#include "models/text/moneyformatter.h"

#include <optional>
#include <vector>

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

class QAbstractItemModel;

namespace Advisor {

class RecommendationFilterModel;

/**
 * The comparison as data: one column per figure, its header naming the unit, every cell of a
 * column in that unit (numbers as numbers, dates ISO, no estimate marks: an estimate is a column of
 * its own). The CSV and the spreadsheet's comparison sheet are written from it.
 */
struct ReportDataTable
{
    enum class Kind
    {
        Text,
        Integer,
        Number, // decimals give the shown precision; the value keeps its full precision
        Date,   // ISO text, YYYY-MM-DD
    };
    struct Column
    {
        QString header; // translated, with the unit: "Monthly cost (CNY)"
        Kind kind = Kind::Text;
        int decimals = 0;
    };
    std::vector<Column> columns;
    QList<QVariantList> rows; // QString, int or double per cell; an invalid QVariant is an empty cell

    bool isEmpty() const { return columns.empty(); }
    /** A cell as CSV text: numbers with '.' and no grouping, rounded to the column's decimals. */
    static QString csvCell(const Column &column, const QVariant &value);
    /**
     * The rows of the configurations the proxy shows, in its order. discountPercent: the scenario's
     * customer discount, stated in a column of its own on every row (0 on a row priced by the user's quote).
     */
    static ReportDataTable fromResults(const RecommendationFilterModel &proxy, const Catalog *catalog,
                                       double discountPercent);
};

/**
 * A table exactly as the user sees it: the visible columns in their on-screen order, the rows as the
 * sort/filter proxy presents them, with their display texts (units, billing model, currency included).
 * The PDF and the CSV are both written from this, so neither can drift from the screen.
 */
struct ReportTable
{
    QStringList header;
    QList<QStringList> rows;
    QList<bool> rightAligned;            // per column
    QStringList notes;                   // translated: active filters, sort order, currency conversion
    bool lastColumnIsProvenance = false; // the PDF prints it under each row instead of as a narrow column
    ReportDataTable data;                // the same rows as data (empty for tables that are not results)

    bool isEmpty() const { return header.isEmpty(); }
    /** Header row first, then the rows: what the CSV holds; the data columns when there are any. */
    QList<QStringList> csvRows() const;
    QByteArray toCsv(bool byteOrderMark = true) const;
    /** Writes toCsv() through QSaveFile; on failure the old file is intact and *error says why. */
    bool writeCsv(const QString &path, bool byteOrderMark, QString *error) const;

    /**
     * Reads a (proxy) model as shown. columns: logical columns in visual order (hidden ones left out);
     * empty means every column in model order. provenanceColumn >= 0 appends a column with that
     * column's tooltip (price origin, date and source), which is what the screen shows on hover.
     */
    static ReportTable fromModel(const QAbstractItemModel &model, const QList<int> &columns = {},
                                 int provenanceColumn = -1, const QString &provenanceHeader = {});
    /** The results page's view as one table: every proxy column, the price provenance column, view notes. */
    static ReportTable fromResults(const RecommendationFilterModel &proxy, const Catalog *catalog,
                                   double discountPercent, const QList<int> &columns = {});
    /**
     * The results page's default view of a recommendation, built with the same item model and filter
     * proxy: rank order, fitting configurations only (the rejected ones when nothing fits), and the
     * best size of each family unless bestPerFamily is off. The command line's table and CSV are this.
     * discountPercent: the scenario's customer discount, for the data's column that states it.
     */
    static ReportTable defaultView(const Recommendation &recommendation, const AdviceReport *advice,
                                   const Catalog &catalog, const MoneyFormatter &money, bool training,
                                   bool bestPerFamily = true, double discountPercent = 0);
    /** Keeps the first top rows (top > 0) and says so in the notes when rows were left out. */
    void truncate(int top);
    /** Translated lines saying which filters, sort order and billing model the view applies. */
    static QStringList describeView(const RecommendationFilterModel &proxy, const Catalog *catalog);
};

struct ReportLine
{
    QString label;
    QString value;
};

/**
 * The cost model behind the figures, as inputs a spreadsheet can recompute: the price per instance-hour
 * before the discount, the instances, the discount and the hours billed (the commitment's minimum
 * when it is longer than the job). hourly = price × instances × (1 − discount); total = hourly × hours.
 * total is the engine's own figure, so a test can check the spreadsheet's formulas against it.
 */
struct ReportCostLine
{
    QString instanceType;
    QString billingId;
    QString billing;                 // translated name
    double pricePerInstanceHour = 0; // in the catalog's currency
    int instances = 1;
    double billedHours = 0;
    double total = 0; // in the catalog's currency
    double totalLow = 0;
    double totalHigh = 0;
    bool estimated = false;
    bool quote = false;       // the user's own quote: the customer discount is already in its price
    bool recommended = false; // the recommended configuration under its billing model
};
struct ReportCostModel
{
    QString currency; // ISO code of every amount
    double discountPercent = 0;
    double hoursPerMonth = 0;
    bool training = true;
    std::vector<ReportCostLine> lines;
};

/** A risk on the cover: a warning's title and its fix. */
struct ReportRisk
{
    QString title;
    QString fix;
};

/** The cover's answer in business terms; empty texts are left out. */
struct ReportSummary
{
    QString recommendation;
    std::vector<ReportLine> figures; // cost per month and for the project (with a band), time or speed
    std::vector<ReportRisk> risks;   // the two most severe warnings, with their fixes
};

/** A chart's numbers, so the report (and its tests) know what the drawn charts show. */
struct ReportChartSeries
{
    QString name;
    QList<double> values; // one per category; NaN where there is no figure
};
struct ReportChartData
{
    QString title;
    QString valueAxis; // with its unit
    QStringList categories;
    std::vector<ReportChartSeries> series;
    // Per category: fits, yet its lone request's first token comes past the target. The cost chart draws
    // those bars lighter and says why in its legend, so a cheap bar is not read as serving users in time.
    QList<bool> late;
};

struct ReportSource
{
    QString key;
    QString title;
    QString url;
    QString date; // empty: undated
};

/** Who the report is for and who made it; the cover shows these. */
struct ReportMeta
{
    /** Longer names would push the cover's disclaimer off the page; the CLI and the dialog refuse them. */
    static constexpr qsizetype maxNameLength = 120;
    /**
     * A name as the report shows it: control characters and bidi overrides removed, at most
     * maxNameLength characters, and right-to-left text isolated, so that an override or an Arabic
     * name cannot reverse the sentence around it (the footer of every page). A shipped example's name
     * is shown in the reader's language (ExampleNames).
     */
    static QString displayName(const QString &name);

    QString customer;
    QString preparedBy;
    QDate date = QDate::currentDate();
};

/** Everything that goes into the report, GUI-free and already translated, in reading order. */
struct ReportData
{
    // Cover
    QString title;
    QString scenarioName;
    QString customer;
    QString preparedBy;
    QString date;        // the report date, YYYY-MM-DD like every other date in the report
    QString catalogLine; // "Alibaba Cloud ECS GPU instances, version 2026.11.1"
    QString priceDate;   // the catalog's newest price date, YYYY-MM-DD
    /**
     * The oldest price date the recommended configuration's costs rest on: a reader takes the cover's
     * date as the price's date, so it must not show only the catalog's newest.
     */
    QString recommendedPriceDate;
    QString pricesAsOf; // ReportBuilder::pricesAsOf over the configurations the report shows
    QString region;
    QString currency; // as shown (after any conversion)

    // The workload in plain words
    QString workloadSummary;
    std::vector<ReportLine> workloadDetails;

    // The recommendation and why
    bool hasRecommendation = false;
    QString recommendationHeadline; // "2 × ecs.gn7i-c8g1.2xlarge (NVIDIA A10 × 1)"
    std::vector<ReportLine> recommendationFigures;
    QStringList reasons;
    QStringList nothingFitsAdvice;
    QStringList regionLines; // the recommended type's price in each priced region, cheapest first

    ReportTable table;
    std::vector<ReportChartData> charts;

    // Memory per GPU of the recommended configuration (or the unsplit model when nothing fits)
    QString memoryCaption;
    std::vector<ReportLine> memoryBreakdown;

    std::vector<Warning> warnings;
    QStringList decisionPath;
    QStringList checklist;
    std::vector<AssumptionLine> assumptions;
    std::vector<ReportSource> sources;
    QString disclaimer;

    ReportSummary summary;
    ReportCostModel costModel;
    /** The project month by month, when the scenario has phases (TimelineCalculator). */
    std::optional<Timeline> timeline;
    QHash<QString, QString> timelineBillingNames; // a timeline line's billing id → its name as shown

    /** The engine's result, kept so the PDF can draw the same charts as the results page. */
    Recommendation recommendation;
    bool training = true;
    MoneyFormatter money;
};

/** Builds ReportData from what the results page (or the command line) has computed. */
class ReportBuilder
{
    Q_DECLARE_TR_FUNCTIONS(ReportBuilder)

public:
    struct Input
    {
        const Scenario *scenario = nullptr;
        const Recommendation *recommendation = nullptr;
        const AdviceReport *advice = nullptr;                             // may be null (no rules)
        const std::vector<RegionComparison> *regionComparisons = nullptr; // may be null
        const Catalog *catalog = nullptr;
        ReportTable table; // as on screen; empty: the default view (see defaultTable)
        MoneyFormatter money;
        ReportMeta meta;
        int chartTop = 5;
    };

    /** The input for an evaluation, in the catalog's currency, with the default table view. */
    static Input inputFor(const Evaluation &evaluation, const Catalog &catalog);
    static ReportData build(const Input &input);

    /** The scenario in one or two sentences a manager can read. */
    static QString workloadSummary(const Scenario &scenario, const WorkloadProfile &profile);
    static std::vector<ReportLine> workloadDetails(const Scenario &scenario, const Catalog &catalog);
    static std::vector<ReportLine> memoryLines(const MemoryBreakdown &memory);
    /** The headline, the figures and the reasons of the recommended configuration (or why nothing fits). */
    static void describeRecommendation(const Input &input, ReportData &data);
    /** Cost by billing model and memory per GPU of the best size of the first `top` families. */
    static std::vector<ReportChartData> charts(const Recommendation &recommendation, const Catalog &catalog,
                                               const MoneyFormatter &money, bool training, int top);
    static QString disclaimer(const Catalog &catalog, bool withQuotes = false);
    /** The cover's executive summary: recommendation, cost with its band, time or speed, top risks. */
    static ReportSummary summary(const Input &input, const ReportData &data);
    /**
     * Adds the project's timeline to a built report: its page, and the project total on the cover in
     * place of the one-year figure. The wizard's export and the command line both call this.
     */
    static void setTimeline(ReportData &data, Timeline timeline, const Catalog *catalog);
    /** The cost inputs of the configurations the charts show (the recommended one first), every billing model. */
    static ReportCostModel costModel(const Input &input);
    /** The oldest date among the available prices of a configuration; empty when none is dated. */
    static QString oldestPriceDate(const Configuration &configuration);
    /**
     * The oldest price date among the rows shown, for a header over them: the catalog's date is its
     * newest price and would make a 2023 snapshot in a shown row read as this year's. `fallback` when
     * no shown row has a dated price.
     */
    static QString oldestPriceDate(const std::vector<const Configuration *> &rows, const QString &fallback);
    /**
     * "Prices as of" in the same words on every surface (the wizard's summary, the command line's header,
     * the report's cover and workbook): the recommended configuration's price date, and the oldest among
     * the configurations that fit when it is older; the catalog's date when nothing that fits is dated.
     * It reads the recommendation, not what a view shows, so every surface gives the same answer.
     */
    static QString pricesAsOf(const Recommendation &recommendation);
};

} // namespace Advisor
