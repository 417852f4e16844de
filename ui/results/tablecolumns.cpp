// SPDX-License-Identifier: Apache-2.0
#include "ui/results/tablecolumns.h"

#include <algorithm>
#include <vector>

#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

namespace Advisor::Ui {

void fitColumns(QTableView *view, bool keepWider, const QList<int> &giveWay)
{
    QHeaderView *header = view->horizontalHeader();
    const int columns = view->model()->columnCount();
    const auto at = [](int column) { return static_cast<size_t>(column); };
    std::vector<int> wanted(at(columns));
    for (int column = 0; column < columns; ++column)
        wanted[at(column)] = header->sectionSize(column);
    const std::vector<int> before = wanted;
    view->resizeColumnsToContents();
    // The last column stretches to the edge: its width says nothing about what the user chose.
    const int last = header->logicalIndex(header->count() - 1);
    int total = 0;
    for (int column = 0; column < columns; ++column) {
        // A little extra: the recommended row is bold and measured wider than the plain text.
        int width = view->columnWidth(column) + 10;
        if (keepWider && column != last)
            width = std::max(width, before[at(column)]);
        wanted[at(column)] = width;
        if (!header->isSectionHidden(column))
            total += width;
    }
    // Before the first show the viewport has no size yet; the window's width is a close guess.
    const int room = view->isVisible() ? view->viewport()->width()
                                       : view->window()->width() - 40 - view->verticalScrollBar()->sizeHint().width();
    int excess = total - room;
    const int floor = view->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 24;
    // The widest gives first, so a long vGPU name is shortened before a short warning is touched.
    QList<int> order = giveWay;
    std::sort(order.begin(), order.end(), [&](int a, int b) { return wanted[at(a)] > wanted[at(b)]; });
    for (int column : order) {
        if (excess <= 0 || column < 0 || column >= columns || header->isSectionHidden(column))
            continue;
        const int take = std::min(excess, wanted[at(column)] - floor);
        if (take > 0) {
            wanted[at(column)] -= take;
            excess -= take;
        }
    }
    for (int column = 0; column < columns; ++column)
        view->setColumnWidth(column, wanted[at(column)]);
}

} // namespace Advisor::Ui
