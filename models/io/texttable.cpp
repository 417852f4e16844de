// SPDX-License-Identifier: Apache-2.0
#include "models/io/texttable.h"

#include <algorithm>

namespace Advisor {

int displayWidth(const QString &text)
{
    int width = 0;
    for (const QChar c : text) {
        const ushort u = c.unicode();
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) || (u >= 0xAC00 && u <= 0xD7A3)
            || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60)
            || (u >= 0xFFE0 && u <= 0xFFE6);
        width += wide ? 2 : 1;
    }
    return width;
}

QString formatTextTable(const QStringList &header, const QList<QStringList> &rows, const QList<bool> &rightAligned)
{
    QList<int> widths;
    for (const QString &h : header)
        widths << displayWidth(h);
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], displayWidth(row.at(i)));
    }
    const auto line = [&](const QStringList &cells) {
        QString out;
        for (qsizetype i = 0; i < widths.size(); ++i) {
            const QString cell = cells.value(i);
            const QString pad(widths[i] - displayWidth(cell), QLatin1Char(' '));
            const bool right = rightAligned.value(i, false);
            out += right ? pad + cell : cell + pad;
            if (i + 1 < widths.size())
                out += QStringLiteral("  ");
        }
        while (out.endsWith(QLatin1Char(' ')))
            out.chop(1);
        return out + QLatin1Char('\n');
    };
    QString out = line(header);
    QStringList rule;
    for (int w : widths)
        rule << QString(w, QLatin1Char('-'));
    out += line(rule);
    for (const QStringList &row : rows)
        out += line(row);
    return out;
}

} // namespace Advisor
