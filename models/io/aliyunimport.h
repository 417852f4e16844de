// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/io/aliyunprices.h"
#include "models/io/pricefile.h"

#include <vector>

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace Advisor {

/** One saved file: the fetch's log, or one answer of the `aliyun` client saved by the user. */
struct AliyunSavedFile
{
    QString name; // as the user gave it, for messages
    QByteArray bytes;
    QString modifiedDate; // YYYY-MM-DD: the date of a bare answer when none is given
};

/**
 * What a bare DescribePrice answer does not say: the answer names neither the instance type, the
 * region nor the billing period it was asked for. The fetch's log records them with each call.
 */
struct AliyunImportContext
{
    QString instanceType;
    QString region;
    QString billing; // payg | subscription-1m
    QString date;    // empty: the file's modification date
};

struct AliyunImportResult
{
    std::vector<PriceFileRow> rows; // one per type, region and billing, newest quote kept
    QStringList origins;            // parallel to rows: "FILE, call N" or "FILE"
    std::vector<AliyunSpotPrice> spot;
    std::vector<AliyunStock> stock;
    QStringList errors;   // "FILE: what is wrong and where"; any error means nothing may be written
    QStringList warnings; // kept out or open to doubt, but not wrong
    bool ok() const { return errors.isEmpty() && !rows.empty(); }
};

/**
 * Turns saved `aliyun` output into price-file rows: the instance part of each DescribePrice answer
 * (never the total with disk and image), at its list price (OriginalPrice, not the account's
 * TradePrice), dated by the call; spot history and stock are read and returned beside them. Every
 * row is then checked as the price import checks it, so the file written is one it accepts.
 */
class AliyunImport
{
    Q_DECLARE_TR_FUNCTIONS(AliyunImport)

public:
    static const QString &sourceName(); // "Alibaba DescribePrice API"

    static AliyunImportResult read(const std::vector<AliyunSavedFile> &files, const AliyunImportContext &context,
                                   const Catalog &catalog);
    /** The rows as a price file (PriceFile's header and conventions). */
    static QByteArray toCsv(const std::vector<PriceFileRow> &rows);
};

} // namespace Advisor
