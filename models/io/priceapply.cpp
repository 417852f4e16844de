// SPDX-License-Identifier: Apache-2.0
// Applying price files to a catalog, and taking them back; reading them is in pricefile.cpp.
#include "models/io/pricefile.h"
#include "models/io/pricerecordkey.h"

#include <cmath>

#include <QFileInfo>
#include <QHash>

namespace Advisor {

std::vector<PriceChange> PriceFile::preview(const std::vector<PriceFileRow> &rows, const Catalog &catalog)
{
    QHash<QString, const PriceRecord *> existing;
    for (const PriceRecord &record : catalog.prices)
        existing.insert(recordKey(record.instanceType, regionOf(record, catalog), record.billing, record.quote),
                        &record);
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
        change.quote = row.quote;
        change.row = row.row;
        if (const PriceRecord *old = existing.value(recordKey(row.instanceType, row.region, row.billing, row.quote))) {
            change.oldAmount = old->amount;
            change.oldDate = old->date;
            change.oldSource = old->source;
            const bool same = std::abs(old->amount - row.amount) < 1e-9 && old->date == row.date
                && old->source == row.source && old->interruption == row.interruption;
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
            key = QStringLiteral("%1%2-%3").arg(importedPriceSourcePrefix).arg(row.date).arg(n);
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
        index.insert(recordKey(record.instanceType, regionOf(record, updated), record.billing, record.quote), i);
    }
    for (const PriceFileRow &row : rows) {
        PriceRecord record;
        record.instanceType = row.instanceType;
        record.region = row.region;
        record.billing = row.billing;
        record.amount = row.amount;
        // parse() took the amount in the unit the catalog lists this billing model's prices in.
        const BillingModel *model = catalog.billingModel(row.billing);
        record.unit = model && model->listedPriceUnit ? *model->listedPriceUnit : PriceUnit::Hour;
        record.interruption = row.interruption;
        record.quote = row.quote;
        record.currency = row.currency;
        record.date = row.date;
        record.source = sourceKeyFor(row);
        // The user's own dated quote is an observation like the catalog's tier-A prices, not an estimate.
        record.tier = QStringLiteral("A");
        // Catalog content is bilingual data, not UI text: both languages are stored, the UI picks one.
        record.notes.en = row.quote ? QStringLiteral("Imported quote of %1 (%2).").arg(row.date, row.source)
                                    : QStringLiteral("Imported price of %1 (%2).").arg(row.date, row.source);
        record.notes.zhCN = row.quote ? QStringLiteral("导入的报价，日期 %1（%2）。").arg(row.date, row.source)
                                      : QStringLiteral("导入的价格，日期 %1（%2）。").arg(row.date, row.source);
        // A quote keeps the list price beside it: ratios and family estimates scale list prices, never an offer.
        const QString key = recordKey(row.instanceType, row.region, row.billing, row.quote);
        const auto it = index.constFind(key);
        if (it != index.constEnd()) {
            updated.prices[*it] = record; // flags such as includes-system-disk described the old quote only
        } else {
            index.insert(key, updated.prices.size());
            updated.prices.push_back(record);
        }
        if (row.date > updated.priceDate)
            updated.priceDate = row.date;
    }
    result.catalog = std::move(updated);
    return result;
}

QString PriceFile::notImportedMessage(const QString &fileName)
{
    return tr("%1 was not imported; no price was changed. Correct these rows and import it again:").arg(fileName);
}

PriceOverlayResult PriceFile::overlay(const Catalog &catalog, const QStringList &paths)
{
    PriceOverlayResult result;
    Catalog current = catalog;
    QHash<QString, QString> setBy; // type|region|billing -> the file that set it
    for (const QString &path : paths) {
        const PriceImportResult parsed = parseFile(path, current);
        if (!parsed.ok()) {
            result.problems << notImportedMessage(path);
            const QStringList messages =
                parsed.messages().isEmpty() ? QStringList{tr("the file holds no prices")} : parsed.messages();
            for (const QString &message : messages)
                result.problems << QStringLiteral("%1: %2").arg(path, message);
            continue;
        }
        PriceApplyResult applied = apply(parsed.rows, current, path);
        int changed = 0;
        int added = 0;
        for (const PriceChange &change : applied.changes) {
            changed += change.kind == PriceChange::Kind::Changed ? 1 : 0;
            added += change.kind == PriceChange::Kind::Added ? 1 : 0;
            const QString key = recordKey(change.instanceType, change.region, change.billing, change.quote);
            const QString earlier = setBy.value(key);
            if (!earlier.isEmpty() && change.kind == PriceChange::Kind::Changed)
                result.notes << tr("%1, row %2: replaces the price of %3 in %4 (%5) from %6")
                                    .arg(path)
                                    .arg(change.row)
                                    .arg(change.instanceType, change.region, change.billing, earlier);
            setBy.insert(key, path);
        }
        result.notes << tr("%1: %2 prices applied (%3 changed, %4 new, %5 unchanged)")
                            .arg(path)
                            .arg(applied.changes.size())
                            .arg(changed)
                            .arg(added)
                            .arg(int(applied.changes.size()) - changed - added);
        current = std::move(applied.catalog);
    }
    if (result.problems.isEmpty())
        result.catalog = std::move(current);
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

} // namespace Advisor
