// SPDX-License-Identifier: Apache-2.0
#include "ui/widgets/flowlayout.h"

#include <QStyle>
#include <QWidget>
#include <QWidgetItem>

#include <algorithm>

namespace Advisor::Ui {

FlowLayout::FlowLayout(QWidget *parent)
    : QLayout(parent)
{
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addTrailingWidget(QWidget *widget)
{
    addChildWidget(widget);
    addItem(new QWidgetItem(widget));
    m_trailing = m_items.last();
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
    invalidate();
}

int FlowLayout::count() const
{
    return int(m_items.size());
}

QLayoutItem *FlowLayout::itemAt(int index) const
{
    return m_items.value(index);
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    QLayoutItem *item = m_items.takeAt(index);
    if (item == m_trailing)
        m_trailing = nullptr;
    invalidate();
    return item;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return {};
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return layoutLines(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem *item : m_items)
        size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // One line when there is room for it: the width of every item side by side.
    int width = 0;
    int height = 0;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        width += item->sizeHint().width() + (width > 0 ? horizontalGap() : 0);
        height = std::max(height, item->sizeHint().height());
    }
    const QMargins m = contentsMargins();
    return {width + m.left() + m.right(), height + m.top() + m.bottom()};
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    layoutLines(rect, true);
}

int FlowLayout::horizontalGap() const
{
    const int spacing = QLayout::spacing();
    if (spacing >= 0)
        return spacing;
    const QWidget *parent = parentWidget();
    return parent ? parent->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, parent) : 6;
}

int FlowLayout::verticalGap() const
{
    const QWidget *parent = parentWidget();
    const int gap = parent ? parent->style()->pixelMetric(QStyle::PM_LayoutVerticalSpacing, nullptr, parent) : -1;
    return gap >= 0 ? gap : horizontalGap();
}

int FlowLayout::layoutLines(const QRect &rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int gap = horizontalGap();
    int x = area.x();
    int y = area.y();
    int lineHeight = 0;
    QList<QLayoutItem *> line;
    // Items on a line share its height and are centred on it, as a QHBoxLayout would place them.
    const auto placeLine = [&](int lineY) {
        if (!apply)
            return;
        int lineX = area.x();
        for (QLayoutItem *item : std::as_const(line)) {
            const QSize size = item->sizeHint();
            QPoint at(lineX, lineY + (lineHeight - size.height()) / 2);
            if (item == m_trailing)
                at.setX(std::max(lineX, area.right() + 1 - size.width()));
            item->setGeometry(QRect(at, size));
            lineX = at.x() + size.width() + gap;
        }
    };
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize size = item->sizeHint();
        if (!line.isEmpty() && x + size.width() > area.right() + 1) {
            placeLine(y);
            y += lineHeight + verticalGap();
            x = area.x();
            lineHeight = 0;
            line.clear();
        }
        line.append(item);
        x += size.width() + gap;
        lineHeight = std::max(lineHeight, size.height());
    }
    placeLine(y);
    const QMargins m = contentsMargins();
    return y + lineHeight - rect.y() + m.bottom();
}

} // namespace Advisor::Ui
