// SPDX-License-Identifier: Apache-2.0
#include "models/io/csvwriter.h"

#include <QLocale>

namespace Advisor {

QString CsvWriter::escapeCell(const QString &cell, bool neutraliseFormulas)
{
    QString value = cell;
    if (neutraliseFormulas && !value.isEmpty()) {
        const QChar first = value.at(0);
        // A plain negative number is data, not a formula; keep it readable as a number.
        bool isNumber = false;
        value.toDouble(&isNumber);
        if (!isNumber
            && (first == QLatin1Char('=') || first == QLatin1Char('+') || first == QLatin1Char('-')
                || first == QLatin1Char('@') || first == QLatin1Char('\t') || first == QLatin1Char('\r')))
            value.prepend(QLatin1Char('\''));
    }
    // A leading U+FEFF is quoted, or a reader would take it for the byte order mark when the cell opens the file.
    const bool needsQuotes = value.contains(QLatin1Char(',')) || value.contains(QLatin1Char('"'))
        || value.contains(QLatin1Char('\n')) || value.contains(QLatin1Char('\r')) || value.startsWith(QChar(0xFEFF));
    if (!needsQuotes)
        return value;
    value.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + value + QLatin1Char('"');
}

QByteArray CsvWriter::toCsv(const QList<QStringList> &rows, Options options)
{
    QString text;
    for (const QStringList &row : rows) {
        QStringList cells;
        cells.reserve(row.size());
        for (const QString &cell : row)
            cells << escapeCell(cell, options.neutraliseFormulas);
        text += cells.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    QByteArray out;
    if (options.byteOrderMark)
        out = QByteArray("\xEF\xBB\xBF");
    out += text.toUtf8();
    return out;
}

QList<QStringList> CsvWriter::parse(const QByteArray &csv, QString *error, qsizetype maxRows)
{
    QString text = QString::fromUtf8(csv);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const auto tooManyRows = [error, maxRows]() -> QList<QStringList> {
        if (error)
            *error = tr("more than %1 rows").arg(QLocale().toString(qlonglong(maxRows)));
        return {};
    };
    QList<QStringList> rows;
    QStringList row;
    QString cell;
    bool inQuotes = false;
    bool cellStarted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                    cell += c;
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                cell += c;
            }
            continue;
        }
        if (c == QLatin1Char('"') && !cellStarted) {
            inQuotes = true;
            cellStarted = true;
        } else if (c == QLatin1Char(',')) {
            row << cell;
            cell.clear();
            cellStarted = false;
        } else if (c == QLatin1Char('\r') || c == QLatin1Char('\n')) {
            if (c == QLatin1Char('\r') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n'))
                ++i;
            row << cell;
            rows << row;
            if (rows.size() > maxRows)
                return tooManyRows();
            row.clear();
            cell.clear();
            cellStarted = false;
        } else {
            cell += c;
            cellStarted = true;
        }
    }
    if (inQuotes) {
        if (error)
            *error = tr("a quoted cell is not closed before the end of the file");
        return {};
    }
    if (cellStarted || !row.isEmpty()) {
        row << cell;
        rows << row;
        if (rows.size() > maxRows)
            return tooManyRows();
    }
    return rows;
}

} // namespace Advisor
