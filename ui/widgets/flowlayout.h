// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QLayout>
#include <QList>

namespace Advisor::Ui {

/**
 * Lays its items out left to right and starts a new line when the next one would pass the right edge.
 * A bar of filters in one QHBoxLayout is as wide as all of them together, which in Chinese pushed the
 * results page past a 1366-pixel projector; here the page is only as wide as its widest item.
 * An item with a stretch factor (addStretchItem) takes the rest of its line. Items are centred on their
 * line unless given a vertical alignment (QLayout::setAlignment).
 */
class FlowLayout final : public QLayout
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FlowLayout)

public:
    explicit FlowLayout(QWidget *parent = nullptr);
    ~FlowLayout() override;

    /** Right-aligned on its line, after whatever space is left: a count that belongs at the end. */
    void addTrailingWidget(QWidget *widget);
    /**
     * Items share a line down to their minimum widths before one goes to the next line, each between its
     * minimum and its size hint, and as tall as it needs at that width: two forms side by side where they
     * fit, one above the other where they do not.
     */
    void setSqueezable(bool squeezable) { m_squeezable = squeezable; }

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    int layoutLines(const QRect &rect, bool apply) const;
    /** Places one line's items from y (only measures unless apply) and returns the line's height. */
    int placeLine(const QList<QLayoutItem *> &line, const QRect &area, int y, bool apply) const;
    int horizontalGap() const;
    int verticalGap() const;

    QList<QLayoutItem *> m_items;
    QLayoutItem *m_trailing = nullptr;
    bool m_squeezable = false;
};

} // namespace Advisor::Ui
