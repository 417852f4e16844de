// SPDX-License-Identifier: Apache-2.0
// Writing the catalog's prices as a price file, in the format pricefile.cpp reads.
#include "models/io/csvwriter.h"
#include "models/io/pricefile.h"
#include "models/io/pricerecordkey.h"
#include "models/io/safewrite.h"

#include <algorithm>

namespace Advisor {

QString PriceFile::interruptionHeader()
{
    return QStringLiteral("interruption");
}

QString PriceFile::originHeader()
{
    return QStringLiteral("origin");
}

QString PriceFile::listOrigin()
{
    return QStringLiteral("list");
}

QString PriceFile::quoteOrigin()
{
    return QStringLiteral("quote");
}

QByteArray PriceFile::exportCsv(const Catalog &catalog, bool byteOrderMark)
{
    const bool anyBand = std::any_of(catalog.prices.begin(), catalog.prices.end(),
                                     [](const PriceRecord &r) { return !r.interruption.isEmpty(); });
    const bool anyQuote =
        std::any_of(catalog.prices.begin(), catalog.prices.end(), [](const PriceRecord &r) { return r.quote; });
    QStringList head = header();
    if (anyBand)
        head << interruptionHeader();
    if (anyQuote)
        head << originHeader();
    QList<QStringList> rows{head};
    for (const PriceRecord &record : catalog.prices) {
        QStringList row{record.instanceType, regionOf(record, catalog), record.billing,
                        // Shortest exact form in C locale, so a re-import yields the same number.
                        QString::number(record.amount, 'g', 15), record.currency, record.date, record.source};
        if (anyBand)
            row << record.interruption;
        if (anyQuote)
            row << (record.quote ? quoteOrigin() : listOrigin());
        rows << row;
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
