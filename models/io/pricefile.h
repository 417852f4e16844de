// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"

#include <optional>
#include <vector>

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace Advisor {

/** One problem in a price file, located by its row (1 = header) and column name. */
struct PriceFileIssue
{
    int row = 0;     // physical CSV row, 1-based; 0 for file-level problems
    QString column;  // the column's header name; empty for row- or file-level problems
    QString message; // translated

    /** "row 4, column price: expected a number greater than 0, found "abc"" */
    QString toString() const;
};

/** One parsed, validated row of a price file. */
struct PriceFileRow
{
    int row = 0;
    QString instanceType;
    QString region;
    QString billing; // a billing model with a listedPriceUnit: payg (amount per hour), subscription-1m (per month)
    double amount = 0;
    QString currency;
    QString date;         // YYYY-MM-DD
    QString source;       // a source key of the catalog, or free text naming where the price came from
    QString interruption; // interruptible models (spot) only, optional: Alibaba's interruption band, "0-3%"
    bool quote = false;   // origin "quote": a price offered to this customer, not a list price
};

/** What applying the file would do to one catalog price. */
struct PriceChange
{
    enum class Kind
    {
        Added,
        Changed,
        Unchanged
    };
    Kind kind = Kind::Added;
    QString instanceType;
    QString region;
    QString billing;
    std::optional<double> oldAmount;
    double newAmount = 0;
    QString oldDate;
    QString newDate;
    QString oldSource;
    QString newSource;
    bool quote = false; // the row is a quote, set beside the list price rather than replacing it
    int row = 0;
};

/** Enough to put the catalog's prices back exactly as they were before an import. */
struct PriceUndo
{
    std::vector<PriceRecord> prices;
    QString priceDate;
    QHash<QString, SourceRef> sources;
    bool isEmpty() const { return prices.empty() && priceDate.isEmpty() && sources.isEmpty(); }
};

struct PriceImportResult
{
    std::vector<PriceFileRow> rows; // empty when any row is bad: nothing is applied then
    QList<PriceFileIssue> issues;   // every problem, row by row
    bool ok() const { return issues.isEmpty() && !rows.empty(); }
    QStringList messages() const;
};

struct PriceApplyResult
{
    Catalog catalog; // the catalog with the imported prices
    PriceUndo undo;  // apply undo() to catalog to get the previous prices back
    std::vector<PriceChange> changes;
};

/** The catalog with price files applied one after another, as the price import applies each. */
struct PriceOverlayResult
{
    std::optional<Catalog> catalog; // nothing when any file is unreadable or has a bad row
    QStringList problems;           // "FILE: row 4, column price: …", every file's
    QStringList notes;              // what each file changed, and which prices a later file replaced
};

/**
 * The price file: CSV with the columns instance type, region, billing model, price, currency, date,
 * source (header row first), and optionally interruption. A row names a billing model the catalog gives
 * a listedPriceUnit, and its price is in that unit: with the shipped catalog payg prices are per hour,
 * subscription-1m prices per month, spot prices the 30-day average per hour (with Alibaba's interruption
 * band, such as 0-3%, in the interruption column, which only interruptible models have), all in the
 * catalog currency. An optional origin column says what a row's price is: "list" (a list price the user
 * looked up; the default) or "quote" (a price offered to this customer, which every view then treats as
 * the user's quote: no customer discount on it, marked ‡). Import is all or nothing: every row is checked
 * against the catalog, every bad row is reported with its row number and column, and a file with any bad row changes
 * nothing.
 */
class PriceFile
{
    Q_DECLARE_TR_FUNCTIONS(PriceFile)

public:
    static constexpr qint64 maxFileBytes = 4 * 1024 * 1024;
    /** Every type in every region under every billing model is a few thousand rows; more is not a price file. */
    static constexpr qsizetype maxRows = 100000;
    /** A price above this per hour (or 730× it per month) is a typo, not a GPU. */
    static constexpr double maxHourly = 100000;
    /**
     * Below this per GPU and hour (in the catalog's currency) a price is a typo or a unit mistake, not a
     * GPU: the cheapest GPU-hour Alibaba sells, a spot T4 or a slice of an A10, costs about a hundred
     * times more. It keeps a price such as 1e-320 from ranking first at "0.00".
     */
    static constexpr double minHourlyPerGpu = 0.01;

    /** The header as written by exportCsv(); import also accepts "instance type", "billing model", "amount". */
    static QStringList header();
    /** The optional eighth column: spot rows' interruption band. */
    static QString interruptionHeader();
    /** The optional origin column and its two values. */
    static QString originHeader();
    static QString listOrigin();
    static QString quoteOrigin();

    static PriceImportResult parse(const QByteArray &csv, const Catalog &catalog);
    static PriceImportResult parseFile(const QString &path, const Catalog &catalog);
    /** Old against new for every row of the file, in file order. */
    static std::vector<PriceChange> preview(const std::vector<PriceFileRow> &rows, const Catalog &catalog);
    /**
     * A copy of catalog with the rows applied: each replaces the price of the same type, region and
     * billing model, or is added. Imported prices keep their own date and source; a source that is
     * not a catalog source key becomes a new source entry "IMPORT-<date>-<n>" titled with its text.
     */
    static PriceApplyResult apply(const std::vector<PriceFileRow> &rows, const Catalog &catalog,
                                  const QString &fileName = {});
    /**
     * Each file parsed and applied in turn with parse() and apply(), exactly as the GUI imports one;
     * a later file's price of the same type, region and billing model replaces an earlier one's.
     */
    static PriceOverlayResult overlay(const Catalog &catalog, const QStringList &paths);
    /** "FILE was not imported; no price was changed. …": the same words in the GUI and the CLI. */
    static QString notImportedMessage(const QString &fileName);

    /** The catalog with the prices, price date and sources it had before the import. */
    static Catalog undo(const Catalog &catalog, const PriceUndo &undo);

    /** The catalog's price table in the import format (so an exported file imports unchanged). */
    static QByteArray exportCsv(const Catalog &catalog, bool byteOrderMark = false);
    static bool exportToFile(const Catalog &catalog, const QString &path, bool byteOrderMark, QString *error);
};

QString toString(PriceChange::Kind kind);

} // namespace Advisor
