// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>

class QTableView;

namespace Advisor::Ui {

/**
 * Columns as wide as their header and cells in the table's current font. With keepWider, a column the user
 * (or a restored session) made wider stays so. When the columns together are wider than the table, the
 * giveWay columns (long names, free text: their tooltips have the rest) narrow by just the excess, never
 * below a floor; the others are never cut.
 */
void fitColumns(QTableView *view, bool keepWider, const QList<int> &giveWay);

} // namespace Advisor::Ui
