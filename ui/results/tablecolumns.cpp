// SPDX-License-Identifier: Apache-2.0
#include "ui/results/tablecolumns.h"

#include <algorithm>
#include <utility>
#include <vector>

#include <QAbstractItemModel>
#include <QEvent>
#include <QGuiApplication>
#include <QHeaderView>
#include <QScopedValueRollback>
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

ColumnFitter::ColumnFitter(QTableView *view, QList<int> giveWay)
    : QObject(view)
    , m_view(view)
    , m_giveWay(std::move(giveWay))
{
    view->installEventFilter(this);
    // A column the user drags keeps its width from then on, as one restored from the last session does.
    connect(view->horizontalHeader(), &QHeaderView::sectionResized, this, [this] {
        if (!m_fitting && QGuiApplication::mouseButtons() != Qt::NoButton)
            m_userWidths = true;
    });
    // A recompute may lengthen a figure (100,000 users: "4,040,491,989 tokens/s") past a width fitted to the
    // old one, and a number cut in the middle reads as another number: the columns widen to it, never narrow.
    if (QAbstractItemModel *model = view->model()) {
        connect(model, &QAbstractItemModel::modelReset, this, &ColumnFitter::widenLater);
        connect(model, &QAbstractItemModel::layoutChanged, this, &ColumnFitter::widenLater);
        connect(model, &QAbstractItemModel::rowsInserted, this, &ColumnFitter::widenLater);
        connect(model, &QAbstractItemModel::dataChanged, this, &ColumnFitter::widenLater);
    }
}

void ColumnFitter::widenLater()
{
    if (m_widenPending)
        return;
    m_widenPending = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_widenPending = false;
            if (m_charWidth == 0) {
                refit(); // never fitted: the header's default widths are no one's choice
                return;
            }
            const QScopedValueRollback fitting(m_fitting, true);
            fitColumns(m_view, true, m_giveWay);
        },
        Qt::QueuedConnection);
}

void ColumnFitter::refit()
{
    const int charWidth = m_view->fontMetrics().horizontalAdvance(QLatin1Char('x'));
    QHeaderView *header = m_view->horizontalHeader();
    const QScopedValueRollback fitting(m_fitting, true); // our own widths are not the user's
    if (m_userWidths && m_charWidth > 0 && charWidth != m_charWidth) {
        // Widths the user chose for the old font keep their share of the text in the new one.
        for (int column = 0; column < header->count(); ++column)
            header->resizeSection(column, header->sectionSize(column) * charWidth / m_charWidth);
    }
    m_charWidth = charWidth;
    fitColumns(m_view, m_userWidths, m_giveWay);
}

void ColumnFitter::refitLater()
{
    // Queued and once: the table and its header learn of a new font in no set order, and a resize comes
    // in several steps.
    if (m_pending)
        return;
    m_pending = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_pending = false;
            refit();
        },
        Qt::QueuedConnection);
}

bool ColumnFitter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view) {
        // Presentation mode's larger font: widths measured in the old one cut the new text.
        if (event->type() == QEvent::FontChange)
            refitLater();
        // A wider window (full screen, a maximised one) has room for what a narrow one had to shorten.
        else if (event->type() == QEvent::Resize && !m_userWidths)
            refitLater();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace Advisor::Ui
