// SPDX-License-Identifier: Apache-2.0
#include "models/io/pricefile.h"

#include "models/io/boundedread.h"
#include "models/io/csvwriter.h"
#include "models/io/pricerecordkey.h"
#include "models/io/safewrite.h"
#include "models/io/savedjson.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include <QDate>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QStringDecoder>

namespace Advisor {

namespace {

enum Column
{
    TypeColumn,
    RegionColumn,
    BillingColumn,
    PriceColumn,
    CurrencyColumn,
    DateColumn,
    SourceColumn,
    ColumnCount,
    // Optional: spot rows may say how often the zone reclaims instances; other rows leave it empty.
    InterruptionColumn = ColumnCount,
    // Optional: "list" (a list price the user looked up, the default) or "quote" (a price offered to this customer).
    OriginColumn,
    AllColumns
};

/** Header cells compared without case, spaces, hyphens or underscores: "Instance type" = "instanceType". */
QString headerKey(const QString &cell)
{
    QString key = cell.trimmed().toLower();
    key.remove(QRegularExpression(QStringLiteral("[\\s_\\-]")));
    return key;
}

int columnOf(const QString &headerCell)
{
    static const QHash<QString, int> keys{{QStringLiteral("instancetype"), TypeColumn},
                                          {QStringLiteral("type"), TypeColumn},
                                          {QStringLiteral("region"), RegionColumn},
                                          {QStringLiteral("billing"), BillingColumn},
                                          {QStringLiteral("billingmodel"), BillingColumn},
                                          {QStringLiteral("price"), PriceColumn},
                                          {QStringLiteral("amount"), PriceColumn},
                                          {QStringLiteral("currency"), CurrencyColumn},
                                          {QStringLiteral("date"), DateColumn},
                                          {QStringLiteral("source"), SourceColumn},
                                          {QStringLiteral("interruption"), InterruptionColumn},
                                          {QStringLiteral("interruptionrate"), InterruptionColumn},
                                          {QStringLiteral("origin"), OriginColumn}};
    return keys.value(headerKey(headerCell), -1);
}

/** Our own export makes =, +, -, @, tab and CR inert with a leading quote mark; take it off again. */
QString unneutralise(const QString &cell)
{
    static const QString prefixes = QStringLiteral("=+-@\t\r");
    if (cell.size() >= 2 && cell.at(0) == QLatin1Char('\'') && prefixes.contains(cell.at(1)))
        return cell.mid(1);
    return cell;
}

} // namespace

QString PriceFileIssue::toString() const
{
    if (row <= 0)
        return message;
    if (column.isEmpty())
        return PriceFile::tr("row %1: %2").arg(row).arg(message);
    return PriceFile::tr("row %1, column %2: %3").arg(row).arg(column, message);
}

QStringList PriceImportResult::messages() const
{
    QStringList list;
    for (const PriceFileIssue &issue : issues)
        list << issue.toString();
    return list;
}

QString toString(PriceChange::Kind kind)
{
    switch (kind) {
    case PriceChange::Kind::Added:
        return PriceFile::tr("added");
    case PriceChange::Kind::Changed:
        return PriceFile::tr("changed");
    case PriceChange::Kind::Unchanged:
        return PriceFile::tr("unchanged");
    }
    return {};
}

QStringList PriceFile::header()
{
    return {QStringLiteral("instanceType"), QStringLiteral("region"),   QStringLiteral("billing"),
            QStringLiteral("price"),        QStringLiteral("currency"), QStringLiteral("date"),
            QStringLiteral("source")};
}

PriceImportResult PriceFile::parseFile(const QString &path, const Catalog &catalog)
{
    PriceImportResult result;
    // A price table is small; anything larger (or a pipe, a device) is the wrong file.
    QString error;
    const std::optional<QByteArray> bytes = BoundedRead::read(path, maxFileBytes, &error);
    if (!bytes) {
        // Issues are said of the file, as "row 4: …" is; every caller names it before them.
        const QString named = path + QStringLiteral(": ");
        result.issues << PriceFileIssue{0, {}, error.startsWith(named) ? error.mid(named.size()) : error};
        return result;
    }
    return parse(*bytes, catalog);
}

namespace {

/** The steps of PriceFile::parse, each adding what it finds wrong to one list of issues. */
class PriceFileReader
{
    // The messages were first written in PriceFile::parse; keeping the context keeps their translations.
    Q_DECLARE_TR_FUNCTIONS(PriceFile)

public:
    PriceFileReader(const Catalog &catalog, QList<PriceFileIssue> &issues)
        : m_catalog(catalog)
        , m_issues(issues)
    { }

    /** The cells of a UTF-8 CSV file, or nothing (and an issue) when it is empty, not UTF-8 or not CSV. */
    std::optional<QList<QStringList>> table(const QByteArray &csv)
    {
        if (csv.trimmed().isEmpty()) {
            m_issues << PriceFileIssue{0, {}, tr("the file is empty; expected a header row and one price per row")};
            return std::nullopt;
        }
        // PowerShell's ">" and some spreadsheets' "Unicode text" write UTF-16, which the UTF-8 check below
        // would call merely "not UTF-8", or, without a byte-order mark, let through as text full of zero bytes.
        if (const QString encoding = SavedJson::wideEncoding(csv); !encoding.isEmpty()) {
            m_issues << PriceFileIssue{0,
                                       {},
                                       tr("the file is %1 text; save it as UTF-8 (PowerShell: Out-File -Encoding "
                                          "utf8; a spreadsheet: \"CSV UTF-8\")")
                                           .arg(encoding)};
            return std::nullopt;
        }
        QStringDecoder decoder(QStringDecoder::Utf8);
        const QString probe = decoder(csv);
        Q_UNUSED(probe);
        if (decoder.hasError()) {
            m_issues << PriceFileIssue{
                0, {}, tr("the file is not UTF-8 text (save it from the spreadsheet as \"CSV UTF-8\")")};
            return std::nullopt;
        }
        QString parseError;
        QList<QStringList> cells = CsvWriter::parse(csv, &parseError, PriceFile::maxRows);
        if (!parseError.isEmpty()) {
            m_issues << PriceFileIssue{0, {}, parseError};
            return std::nullopt;
        }
        return cells;
    }

    /** Where each Column is in the file: every column once, in any order, named as exported or as a person types it. */
    bool readHeader(const QStringList &head, const QByteArray &csv)
    {
        if (const QString separator = otherSeparator(head, csv); !separator.isEmpty()) {
            // Read with commas, such a header is one unknown column and every column missing: say what it is.
            QString shown = firstLine(csv).trimmed();
            if (shown.size() > 200)
                shown = shown.left(200) + QChar(0x2026);
            m_issues << PriceFileIssue{
                1, {}, tr("columns are separated by %1; use \",\" (the file's header: %2)").arg(separator, shown)};
            return false;
        }
        m_head = head;
        m_position = QList<int>(AllColumns, -1);
        for (qsizetype i = 0; i < head.size(); ++i) {
            const int column = columnOf(unneutralise(head.at(i)));
            if (column < 0) {
                m_issues << PriceFileIssue{1, head.at(i),
                                           tr("unknown column \"%1\"; expected %2")
                                               .arg(head.at(i), PriceFile::header().join(QStringLiteral(", ")))};
            } else if (m_position[column] >= 0) {
                m_issues << PriceFileIssue{1, head.at(i), tr("column \"%1\" appears twice").arg(head.at(i))};
            } else {
                m_position[column] = static_cast<int>(i);
            }
        }
        for (int c = 0; c < ColumnCount; ++c) {
            if (m_position[c] < 0)
                m_issues << PriceFileIssue{
                    1, PriceFile::header().at(c),
                    tr("required column \"%1\" is missing from the header row").arg(PriceFile::header().at(c))};
        }
        return m_issues.isEmpty();
    }

    /** One data row, checked cell by cell; nothing when any cell is wrong (each wrong cell is an issue). */
    std::optional<PriceFileRow> readRow(const QStringList &cells, int rowNumber)
    {
        m_cells = &cells;
        m_rowNumber = rowNumber;
        if (cells.size() != m_head.size()) {
            m_issues << PriceFileIssue{
                rowNumber,
                {},
                tr("expected %1 cells like the header row, found %2").arg(m_head.size()).arg(cells.size())};
            return std::nullopt;
        }
        const auto before = m_issues.size();
        PriceFileRow row;
        row.row = rowNumber;
        row.instanceType = cell(TypeColumn);
        row.region = cell(RegionColumn);
        row.billing = cell(BillingColumn);
        row.currency = cell(CurrencyColumn);
        row.date = cell(DateColumn);
        row.source = cell(SourceColumn);
        row.interruption = m_position[InterruptionColumn] >= 0 ? cell(InterruptionColumn) : QString();
        row.quote = checkedOrigin();
        const InstanceType *type = checkWhat(row);
        row.amount = checkedAmount(row.billing, type);
        checkProvenance(row);
        if (m_issues.size() != before)
            return std::nullopt;
        return row;
    }

private:
    /**
     * The separator the header is written with when it is not ",": a spreadsheet set to a locale whose
     * decimal point is "," saves CSV with ";", and a copy from a table gives tabs. Empty when the header
     * reads as well with commas; nothing is guessed, the file is refused with the reason.
     */
    static QString otherSeparator(const QStringList &head, const QByteArray &csv)
    {
        const auto known = [](const QStringList &cells) {
            return std::count_if(cells.begin(), cells.end(), [](QString cell) {
                cell = cell.trimmed();
                if (cell.size() >= 2 && cell.startsWith(QLatin1Char('"')) && cell.endsWith(QLatin1Char('"')))
                    cell = cell.mid(1, cell.size() - 2);
                return columnOf(unneutralise(cell)) >= 0;
            });
        };
        const qsizetype withCommas = known(head);
        const QString line = firstLine(csv);
        for (const QChar separator : {QLatin1Char(';'), QLatin1Char('\t')}) {
            const qsizetype withOther = known(line.split(separator));
            if (withOther >= 2 && withOther > withCommas)
                return separator == QLatin1Char(';') ? QStringLiteral("\";\"") : tr("tabs");
        }
        return {};
    }

    static QString firstLine(const QByteArray &csv)
    {
        const qsizetype end = csv.indexOf('\n');
        return QString::fromUtf8(end < 0 ? csv : csv.first(end)).remove(QChar(0xFEFF));
    }

    /**
     * The billing models a row may name and the unit of its price, as the catalog lists them: "payg (price
     * per hour), subscription-1m (price per month) or spot (30-day average price per hour)". A price that
     * moves (spot) is given as Alibaba reports it, the average of 30 days, and is named after the list prices.
     */
    QString listedBillings() const
    {
        QStringList listed;
        QStringList moving;
        for (const BillingModel &b : m_catalog.billingModels) {
            if (!b.listedPriceUnit)
                continue;
            const bool monthly = *b.listedPriceUnit == PriceUnit::Month;
            if (b.interruptible)
                moving << (monthly ? tr("%1 (30-day average price per month)")
                                   : tr("%1 (30-day average price per hour)"))
                              .arg(b.id);
            else
                listed << (monthly ? tr("%1 (price per month)") : tr("%1 (price per hour)")).arg(b.id);
        }
        return orList(listed + moving);
    }

    /** Why a row may not have an interruption band: only rows of a model that can be reclaimed (spot) do. */
    QString interruptionRefused() const
    {
        QStringList ids;
        for (const BillingModel &b : m_catalog.billingModels) {
            if (b.interruptible && b.listedPriceUnit)
                ids << b.id;
        }
        if (ids.isEmpty())
            return tr("no billing model of the catalog can be reclaimed, so no row has an interruption rate");
        return tr("only %1 rows have an interruption rate").arg(orList(ids));
    }

    static QString orList(const QStringList &items)
    {
        if (items.size() < 2)
            return items.value(0);
        return tr("%1 or %2", "the last of a list of choices")
            .arg(items.first(items.size() - 1).join(tr(", ", "between choices")), items.last());
    }

    QString cell(int column) const { return unneutralise(m_cells->at(m_position[column])).trimmed(); }
    void bad(int column, const QString &message)
    {
        m_issues << PriceFileIssue{m_rowNumber, m_head.at(m_position[column]).trimmed(), message};
    }

    /** The origin column: a list price (empty, the default) or a quote; anything else is refused, not guessed. */
    bool checkedOrigin()
    {
        if (m_position[OriginColumn] < 0)
            return false;
        const QString origin = cell(OriginColumn).toLower();
        if (origin == PriceFile::quoteOrigin())
            return true;
        if (!origin.isEmpty() && origin != PriceFile::listOrigin())
            bad(OriginColumn,
                tr("expected %1 (a list price you looked up) or %2 (a price offered to this customer), found \"%3\"")
                    .arg(PriceFile::listOrigin(), PriceFile::quoteOrigin(), cell(OriginColumn)));
        return false;
    }

    /** Instance type, region and billing model: each must be one the catalog has. Returns the type, if known. */
    const InstanceType *checkWhat(const PriceFileRow &row)
    {
        const InstanceType *type = row.instanceType.isEmpty() ? nullptr : m_catalog.instanceType(row.instanceType);
        if (row.instanceType.isEmpty())
            bad(TypeColumn, tr("the instance type is empty"));
        else if (!type)
            bad(TypeColumn, tr("unknown instance type \"%1\" (not in the catalog)").arg(row.instanceType));
        if (row.region.isEmpty())
            bad(RegionColumn, tr("the region is empty; give a region id such as %1").arg(m_catalog.referenceRegion));
        else if (!m_catalog.region(row.region))
            bad(RegionColumn, tr("unknown region \"%1\"").arg(row.region));
        const BillingModel *billing = m_catalog.billingModel(row.billing);
        if (!billing || !billing->listedPriceUnit)
            bad(BillingColumn, tr("expected %1, found \"%2\"").arg(listedBillings(), row.billing));
        static const QRegularExpression band(QStringLiteral("^\\d+(\\.\\d+)?-\\d+(\\.\\d+)?%$"));
        if (!row.interruption.isEmpty() && (!billing || !billing->interruptible))
            bad(InterruptionColumn, interruptionRefused());
        else if (!row.interruption.isEmpty() && !band.match(row.interruption).hasMatch())
            bad(InterruptionColumn,
                tr("expected an interruption band such as 0-3%, found \"%1\"").arg(row.interruption));
        return type;
    }

    /** type: the row's instance type when the catalog has it, whose GPUs the lowest believable price is per. */
    double checkedAmount(const QString &billing, const InstanceType *type)
    {
        const QString priceText = cell(PriceColumn);
        bool isNumber = false;
        // Files are exchanged between people: the decimal point is always ".", never the locale's, and
        // no thousands separator, so "9,500" (9500 here, 9.5 in much of Europe) is never guessed at.
        QLocale c = QLocale::c();
        c.setNumberOptions(QLocale::RejectGroupSeparator);
        const double amount = c.toDouble(priceText, &isNumber);
        const BillingModel *model = m_catalog.billingModel(billing);
        const double hours = model && model->listedPriceUnit == PriceUnit::Month ? 730 : 1; // hours in a month
        const double gpus = type && type->gpuCount > 0 ? type->gpuCount : 1;
        if (!isNumber && priceText.contains(QLatin1Char(',')))
            bad(PriceColumn,
                tr("\"%1\" is ambiguous: write the price with \".\" as the decimal point and no "
                   "thousands separator, such as 9500 or 9.5")
                    .arg(priceText));
        else if (!isNumber || !std::isfinite(amount))
            bad(PriceColumn, tr("expected a number such as 9.74, found \"%1\"").arg(priceText));
        else if (amount <= 0)
            bad(PriceColumn, tr("expected a price greater than 0, found %1").arg(priceText));
        else if (amount > PriceFile::maxHourly * hours)
            bad(PriceColumn, tr("%1 is not a believable price for one instance").arg(priceText));
        else if (amount / hours / gpus < PriceFile::minHourlyPerGpu)
            bad(PriceColumn,
                tr("%1 is not a believable price: below %2 per GPU and hour")
                    .arg(priceText, QLocale::c().toString(PriceFile::minHourlyPerGpu)));
        return amount;
    }

    /** Currency, date and source: a price without a date and a source cannot be defended. */
    void checkProvenance(const PriceFileRow &row)
    {
        static const QRegularExpression isoDate(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
        if (row.currency != m_catalog.currency)
            bad(CurrencyColumn,
                tr("expected %1 (the catalog currency), found \"%2\"").arg(m_catalog.currency, row.currency));
        const QDate date = QDate::fromString(row.date, Qt::ISODate);
        if (!isoDate.match(row.date).hasMatch() || !date.isValid())
            bad(DateColumn, tr("expected a date as YYYY-MM-DD, found \"%1\"").arg(row.date));
        else if (row.date > m_today)
            bad(DateColumn, tr("the date %1 is in the future").arg(row.date));
        if (row.source.isEmpty())
            bad(SourceColumn, tr("the source is empty; say where the price comes from (quote, console, invoice)"));
        else if (row.source.size() > 300)
            bad(SourceColumn, tr("the source is longer than 300 characters"));
    }

    const Catalog &m_catalog;
    QList<PriceFileIssue> &m_issues;
    const QString m_today = QDate::currentDate().toString(Qt::ISODate);
    QStringList m_head;
    QList<int> m_position; // Column -> file column
    const QStringList *m_cells = nullptr;
    int m_rowNumber = 0;
};

bool isBlank(const QStringList &cells)
{
    for (const QString &cell : cells) {
        if (!cell.trimmed().isEmpty())
            return false;
    }
    return true;
}

} // namespace

PriceImportResult PriceFile::parse(const QByteArray &csv, const Catalog &catalog)
{
    PriceImportResult result;
    auto &issues = result.issues;
    PriceFileReader reader(catalog, issues);
    const auto table = reader.table(csv);
    if (!table || !reader.readHeader(table->value(0), csv))
        return result;

    QHash<QString, int> seen; // type|region|billing -> first row
    std::vector<PriceFileRow> rows;
    for (qsizetype r = 1; r < table->size(); ++r) {
        const QStringList &cells = table->at(r);
        const int rowNumber = static_cast<int>(r) + 1;
        if (isBlank(cells))
            continue; // spreadsheet programs leave empty lines at the end
        const auto row = reader.readRow(cells, rowNumber);
        if (!row)
            continue;
        // A quote may stand beside the list price it is offered against, but not beside another quote.
        const QString key = recordKey(row->instanceType, row->region, row->billing, row->quote);
        const auto it = seen.constFind(key);
        if (it != seen.constEnd()) {
            issues << PriceFileIssue{
                rowNumber, {}, tr("the same instance type, region and billing model as row %1").arg(*it)};
            continue;
        }
        seen.insert(key, rowNumber);
        rows.push_back(*row);
    }
    if (issues.isEmpty() && rows.empty())
        issues << PriceFileIssue{0, {}, tr("the file has a header row but no prices")};
    // All or nothing: a half-applied price list would mix two quotes without anyone noticing.
    if (issues.isEmpty())
        result.rows = std::move(rows);
    return result;
}

} // namespace Advisor
