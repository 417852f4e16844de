// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QIODevice>
#include <QList>
#include <QStringList>

#include <limits>

namespace Advisor {

/**
 * RFC 4180 CSV with CRLF row ends, UTF-8 with an optional BOM (spreadsheet programs need it to
 * show Chinese), and cells neutralised against formula injection.
 */
class CsvWriter
{
    Q_DECLARE_TR_FUNCTIONS(CsvWriter)

public:
    struct Options
    {
        bool byteOrderMark = false;
        bool neutraliseFormulas = true;
    };

    static QByteArray toCsv(const QList<QStringList> &rows, Options options);
    static QByteArray toCsv(const QList<QStringList> &rows) { return toCsv(rows, Options{}); }
    /** A cell as written: quoted when needed, a leading =, +, -, @, tab or CR made inert with a quote mark. */
    static QString escapeCell(const QString &cell, bool neutraliseFormulas = true);
    /**
     * Parses RFC 4180 text (used for price imports and round-trip tests); a BOM is skipped. More than
     * maxRows rows is an error: each row costs about a hundred times its bytes, so a file of blank
     * lines within a reader's byte limit could otherwise take gigabytes.
     */
    static QList<QStringList> parse(const QByteArray &csv, QString *error = nullptr,
                                    qsizetype maxRows = std::numeric_limits<qsizetype>::max());
};

} // namespace Advisor
