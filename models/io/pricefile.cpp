#include "models/io/pricefile.h"

#include "models/io/csvwriter.h"
#include "models/io/safewrite.h"

#include <cmath>

#include <QDate>
#include <QFile>
#include <QFileInfo>
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
    ColumnCount
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
                                          {QStringLiteral("source"), SourceColumn}};
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

const QStringList &listedBillings()
{
    // Only these are observed prices; every other billing model is derived from them by its ratio.
    static const QStringList ids{QStringLiteral("payg"), QStringLiteral("subscription-1m")};
    return ids;
}

QString recordKey(const QString &type, const QString &region, const QString &billing)
{
    return type + QLatin1Char('|') + region + QLatin1Char('|') + billing;
}

QString regionOf(const PriceRecord &record, const Catalog &catalog)
{
    return record.region.isEmpty() ? catalog.referenceRegion : record.region;
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
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.issues << PriceFileIssue{0, {}, tr("cannot open \"%1\": %2").arg(path, file.errorString())};
        return result;
    }
    // Bounded read: a price table is small; anything larger is the wrong file.
    const QByteArray bytes = file.read(maxFileBytes + 1);
    if (bytes.size() > maxFileBytes) {
        result.issues << PriceFileIssue{
            0,
            {},
            tr("\"%1\" is larger than %2 MiB; this is not a price file").arg(path).arg(maxFileBytes / (1024 * 1024))};
        return result;
    }
    return parse(bytes, catalog);
}

PriceImportResult PriceFile::parse(const QByteArray &csv, const Catalog &catalog)
{
    PriceImportResult result;
    auto &issues = result.issues;
    if (csv.trimmed().isEmpty()) {
        issues << PriceFileIssue{0, {}, tr("the file is empty; expected a header row and one price per row")};
        return result;
    }
    {
        QStringDecoder decoder(QStringDecoder::Utf8);
        const QString probe = decoder(csv);
        Q_UNUSED(probe);
        if (decoder.hasError()) {
            issues << PriceFileIssue{
                0, {}, tr("the file is not UTF-8 text (save it from the spreadsheet as \"CSV UTF-8\")")};
            return result;
        }
    }
    QString parseError;
    const QList<QStringList> table = CsvWriter::parse(csv, &parseError);
    if (!parseError.isEmpty()) {
        issues << PriceFileIssue{0, {}, parseError};
        return result;
    }

    // Header: every column once, in any order; names as exported or as a person would type them.
    const QStringList head = table.value(0);
    QList<int> map; // file column -> Column
    QList<int> position(ColumnCount, -1);
    for (qsizetype i = 0; i < head.size(); ++i) {
        const int column = columnOf(unneutralise(head.at(i)));
        map << column;
        if (column < 0) {
            issues << PriceFileIssue{
                1, head.at(i),
                tr("unknown column \"%1\"; expected %2").arg(head.at(i), header().join(QStringLiteral(", ")))};
        } else if (position[column] >= 0) {
            issues << PriceFileIssue{1, head.at(i), tr("column \"%1\" appears twice").arg(head.at(i))};
        } else {
            position[column] = static_cast<int>(i);
        }
    }
    for (int c = 0; c < ColumnCount; ++c) {
        if (position[c] < 0)
            issues << PriceFileIssue{1, header().at(c),
                                     tr("required column \"%1\" is missing from the header row").arg(header().at(c))};
    }
    if (!issues.isEmpty())
        return result;

    QHash<QString, int> seen; // type|region|billing -> first row
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    static const QRegularExpression isoDate(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    std::vector<PriceFileRow> rows;
    for (qsizetype r = 1; r < table.size(); ++r) {
        const QStringList &cells = table.at(r);
        const int rowNumber = static_cast<int>(r) + 1;
        bool blank = true;
        for (const QString &cell : cells)
            blank = blank && cell.trimmed().isEmpty();
        if (blank)
            continue; // spreadsheet programs leave empty lines at the end
        if (cells.size() != head.size()) {
            issues << PriceFileIssue{
                rowNumber,
                {},
                tr("expected %1 cells like the header row, found %2").arg(head.size()).arg(cells.size())};
            continue;
        }
        const auto cell = [&](int column) { return unneutralise(cells.at(position[column])).trimmed(); };
        const auto name = [&](int column) { return head.at(position[column]).trimmed(); };
        const auto bad = [&](int column, const QString &message) {
            issues << PriceFileIssue{rowNumber, name(column), message};
        };
        const int before = static_cast<int>(issues.size());
        PriceFileRow row;
        row.row = rowNumber;
        row.instanceType = cell(TypeColumn);
        row.region = cell(RegionColumn);
        row.billing = cell(BillingColumn);
        row.currency = cell(CurrencyColumn);
        row.date = cell(DateColumn);
        row.source = cell(SourceColumn);

        if (row.instanceType.isEmpty())
            bad(TypeColumn, tr("the instance type is empty"));
        else if (!catalog.instanceType(row.instanceType))
            bad(TypeColumn, tr("unknown instance type \"%1\" (not in the catalog)").arg(row.instanceType));
        if (row.region.isEmpty())
            bad(RegionColumn, tr("the region is empty; give a region id such as %1").arg(catalog.referenceRegion));
        else if (!catalog.region(row.region))
            bad(RegionColumn, tr("unknown region \"%1\"").arg(row.region));
        if (!listedBillings().contains(row.billing))
            bad(BillingColumn,
                tr("expected payg (price per hour) or subscription-1m (price per month), found \"%1\"")
                    .arg(row.billing));
        const QString priceText = cell(PriceColumn);
        bool isNumber = false;
        // Files are exchanged between people: the decimal point is always ".", never the locale's.
        const double amount = QLocale::c().toDouble(priceText, &isNumber);
        const double limit = row.billing == QLatin1String("subscription-1m") ? maxHourly * 730 : maxHourly;
        if (!isNumber || !std::isfinite(amount))
            bad(PriceColumn, tr("expected a number such as 9.74, found \"%1\"").arg(priceText));
        else if (amount <= 0)
            bad(PriceColumn, tr("expected a price greater than 0, found %1").arg(priceText));
        else if (amount > limit)
            bad(PriceColumn, tr("%1 is not a believable price for one instance").arg(priceText));
        row.amount = amount;
        if (row.currency != catalog.currency)
            bad(CurrencyColumn,
                tr("expected %1 (the catalog currency), found \"%2\"").arg(catalog.currency, row.currency));
        const QDate date = QDate::fromString(row.date, Qt::ISODate);
        if (!isoDate.match(row.date).hasMatch() || !date.isValid())
            bad(DateColumn, tr("expected a date as YYYY-MM-DD, found \"%1\"").arg(row.date));
        else if (row.date > today)
            bad(DateColumn, tr("the date %1 is in the future").arg(row.date));
        if (row.source.isEmpty())
            bad(SourceColumn, tr("the source is empty; say where the price comes from (quote, console, invoice)"));
        else if (row.source.size() > 300)
            bad(SourceColumn, tr("the source is longer than 300 characters"));

        if (issues.size() == before) {
            const QString key = recordKey(row.instanceType, row.region, row.billing);
            const auto it = seen.constFind(key);
            if (it != seen.constEnd()) {
                issues << PriceFileIssue{
                    rowNumber, {}, tr("the same instance type, region and billing model as row %1").arg(*it)};
                continue;
            }
            seen.insert(key, rowNumber);
            rows.push_back(row);
        }
    }
    if (issues.isEmpty() && rows.empty())
        issues << PriceFileIssue{0, {}, tr("the file has a header row but no prices")};
    // All or nothing: a half-applied price list would mix two quotes without anyone noticing.
    if (issues.isEmpty())
        result.rows = std::move(rows);
    return result;
}

std::vector<PriceChange> PriceFile::preview(const std::vector<PriceFileRow> &rows, const Catalog &catalog)
{
    QHash<QString, const PriceRecord *> existing;
    for (const PriceRecord &record : catalog.prices)
        existing.insert(recordKey(record.instanceType, regionOf(record, catalog), record.billing), &record);
    std::vector<PriceChange> changes;
    changes.reserve(rows.size());
    for (const PriceFileRow &row : rows) {
        PriceChange change;
        change.instanceType = row.instanceType;
        change.region = row.region;
        change.billing = row.billing;
        change.newAmount = row.amount;
        change.newDate = row.date;
        change.newSource = row.source;
        change.row = row.row;
        if (const PriceRecord *old = existing.value(recordKey(row.instanceType, row.region, row.billing))) {
            change.oldAmount = old->amount;
            change.oldDate = old->date;
            change.oldSource = old->source;
            const bool same =
                std::abs(old->amount - row.amount) < 1e-9 && old->date == row.date && old->source == row.source;
            change.kind = same ? PriceChange::Kind::Unchanged : PriceChange::Kind::Changed;
        }
        changes.push_back(change);
    }
    return changes;
}

PriceApplyResult PriceFile::apply(const std::vector<PriceFileRow> &rows, const Catalog &catalog,
                                  const QString &fileName)
{
    PriceApplyResult result;
    result.changes = preview(rows, catalog);
    result.undo.prices = catalog.prices;
    result.undo.priceDate = catalog.priceDate;
    result.undo.sources = catalog.sources;
    Catalog updated = catalog;

    // Free-text sources become catalog sources, so every price keeps pointing at a dated source entry.
    QHash<QString, QString> sourceKeys; // "text|date" -> key
    const auto sourceKeyFor = [&](const PriceFileRow &row) {
        if (updated.sources.contains(row.source))
            return row.source;
        const QString lookup = row.source + QLatin1Char('|') + row.date;
        if (const auto it = sourceKeys.constFind(lookup); it != sourceKeys.constEnd())
            return *it;
        QString key;
        for (int n = 1;; ++n) {
            key = QStringLiteral("IMPORT-%1-%2").arg(row.date).arg(n);
            if (!updated.sources.contains(key))
                break;
        }
        SourceRef ref;
        ref.title =
            fileName.isEmpty() ? row.source : QStringLiteral("%1 (%2)").arg(row.source, QFileInfo(fileName).fileName());
        ref.date = row.date;
        updated.sources.insert(key, ref);
        sourceKeys.insert(lookup, key);
        return key;
    };

    QHash<QString, size_t> index;
    for (size_t i = 0; i < updated.prices.size(); ++i) {
        const PriceRecord &record = updated.prices[i];
        index.insert(recordKey(record.instanceType, regionOf(record, updated), record.billing), i);
    }
    for (const PriceFileRow &row : rows) {
        PriceRecord record;
        record.instanceType = row.instanceType;
        record.region = row.region;
        record.billing = row.billing;
        record.amount = row.amount;
        record.unit = row.billing == QLatin1String("payg") ? PriceUnit::Hour : PriceUnit::Month;
        record.currency = row.currency;
        record.date = row.date;
        record.source = sourceKeyFor(row);
        // The user's own dated quote is an observation like the catalog's tier-A prices, not an estimate.
        record.tier = QStringLiteral("A");
        // Catalog content is bilingual data, not UI text: both languages are stored, the UI picks one.
        record.notes.en = QStringLiteral("Imported price of %1 (%2).").arg(row.date, row.source);
        record.notes.zhCN = QStringLiteral("导入的价格，日期 %1（%2）。").arg(row.date, row.source);
        const auto it = index.constFind(recordKey(row.instanceType, row.region, row.billing));
        if (it != index.constEnd()) {
            updated.prices[*it] = record; // flags such as includes-system-disk described the old quote only
        } else {
            index.insert(recordKey(row.instanceType, row.region, row.billing), updated.prices.size());
            updated.prices.push_back(record);
        }
        if (row.date > updated.priceDate)
            updated.priceDate = row.date;
    }
    result.catalog = std::move(updated);
    return result;
}

Catalog PriceFile::undo(const Catalog &catalog, const PriceUndo &undo)
{
    Catalog restored = catalog;
    restored.prices = undo.prices;
    restored.priceDate = undo.priceDate;
    restored.sources = undo.sources;
    return restored;
}

QByteArray PriceFile::exportCsv(const Catalog &catalog, bool byteOrderMark)
{
    QList<QStringList> rows{header()};
    for (const PriceRecord &record : catalog.prices) {
        rows << QStringList{record.instanceType, regionOf(record, catalog), record.billing,
                            // Shortest exact form in C locale, so a re-import yields the same number.
                            QString::number(record.amount, 'g', 15), record.currency, record.date, record.source};
    }
    CsvWriter::Options options;
    options.byteOrderMark = byteOrderMark;
    return CsvWriter::toCsv(rows, options);
}

bool PriceFile::exportToFile(const Catalog &catalog, const QString &path, bool byteOrderMark, QString *error)
{
    return SafeWrite::write(path, exportCsv(catalog, byteOrderMark), error);
}

} // namespace Advisor
