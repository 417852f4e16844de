// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QStringList>

namespace Advisor {

/** Aligned plain-text table for the terminal; counts CJK characters as two columns wide. */
QString formatTextTable(const QStringList &header, const QList<QStringList> &rows,
                        const QList<bool> &rightAligned = {});

/** Display width of text in a terminal (East Asian wide characters take two columns). */
int displayWidth(const QString &text);

} // namespace Advisor
