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
    int y = area.y();
    int lineHeight = 0;
    int lineWidth = 0; // at the widths that decide where a line breaks
    QList<QLayoutItem *> line;
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const int width = m_squeezable ? item->minimumSize().width() : item->sizeHint().width();
        if (!line.isEmpty() && lineWidth + gap + width > area.width()) {
            y += placeLine(line, area, y, apply) + verticalGap();
            lineWidth = 0;
            line.clear();
        }
        lineWidth += (line.isEmpty() ? 0 : gap) + width;
        line.append(item);
    }
    if (!line.isEmpty())
        lineHeight = placeLine(line, area, y, apply);
    const QMargins m = contentsMargins();
    return y + lineHeight - rect.y() + m.bottom();
}

int FlowLayout::placeLine(const QList<QLayoutItem *> &line, const QRect &area, int y, bool apply) const
{
    const int gap = horizontalGap();
    QList<int> widths;
    int hinted = 0;
    int least = 0;
    for (const QLayoutItem *item : line) {
        widths << item->sizeHint().width();
        hinted += widths.last();
        least += m_squeezable ? item->minimumSize().width() : widths.last();
    }
    // Squeezable items short of room share what there is, each between its minimum and its size hint.
    const int room = area.width() - gap * int(line.size() - 1);
    if (hinted > room && hinted > least) {
        for (qsizetype i = 0; i < line.size(); ++i) {
            const int min = line.at(i)->minimumSize().width();
            widths[i] = min + int(qint64(widths.at(i) - min) * std::max(0, room - least) / (hinted - least));
        }
    }
    QList<int> heights;
    int lineHeight = 0;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QLayoutItem *item = line.at(i);
        heights << (m_squeezable && item->hasHeightForWidth() ? item->heightForWidth(widths.at(i))
                                                              : item->sizeHint().height());
        lineHeight = std::max(lineHeight, heights.last());
    }
    if (!apply)
        return lineHeight;
    // Items on a line share its height and are centred on it, as a QHBoxLayout would place them, unless
    // added with a vertical alignment (setAlignment): two forms side by side start on one line.
    int x = area.x();
    for (qsizetype i = 0; i < line.size(); ++i) {
        QLayoutItem *item = line.at(i);
        const Qt::Alignment vertical = item->alignment() & Qt::AlignVertical_Mask;
        const int free = lineHeight - heights.at(i);
        QPoint at(x, y + (vertical == Qt::AlignTop ? 0 : vertical == Qt::AlignBottom ? free : free / 2));
        if (item == m_trailing)
            at.setX(std::max(x, area.right() + 1 - widths.at(i)));
        item->setGeometry(QRect(at, QSize(widths.at(i), heights.at(i))));
        x = at.x() + widths.at(i) + gap;
    }
    return lineHeight;
}

} // namespace Advisor::Ui
