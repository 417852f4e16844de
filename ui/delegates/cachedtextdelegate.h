// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QFont>
#include <QHash>
#include <QStyledItemDelegate>

#include <memory>

class QTextLayout;

namespace Advisor::Ui {

/**
 * Measures and paints text-only items from one text layout per text and width, kept between calls.
 * Qt's own delegate lays an item's text out again for every size hint and three times for every
 * paint, which was a tenth of the first page's start in Chinese (shaping each CJK run anew;
 * BENCHMARKS.md). It gives the same sizes and pixels as QStyledItemDelegate under Qt's Fusion and
 * Windows styles, and hands everything else (icons, check boxes, text that must be elided, other
 * styles and style sheets) to it.
 */
class CachedTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CachedTextDelegate)

public:
    explicit CachedTextDelegate(QObject *parent = nullptr);
    ~CachedTextDelegate() override;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    /** How many text layouts are kept: none means every item went to QStyledItemDelegate. */
    qsizetype keptLayouts() const { return m_layouts.size(); }

private:
    struct Key
    {
        QString text;
        int lineWidth = 0;
        bool wrap = false;
        Qt::LayoutDirection direction = Qt::LeftToRight;
        Qt::Alignment alignment;
        friend bool operator==(const Key &a, const Key &b)
        {
            return a.lineWidth == b.lineWidth && a.wrap == b.wrap && a.direction == b.direction
                && a.alignment == b.alignment && a.text == b.text;
        }
        friend size_t qHash(const Key &key, size_t seed = 0) noexcept
        {
            return qHashMulti(seed, key.text, key.lineWidth, key.wrap, int(key.direction), int(key.alignment));
        }
    };
    struct Layout
    {
        QFont font;
        std::shared_ptr<const QTextLayout> text;
    };

    /** True when this item is plain text under a style whose item painting this class repeats. */
    static bool handles(const QStyleOptionViewItem &option);
    /** The item's text laid out at this line width, made the first time it is asked for. */
    std::shared_ptr<const QTextLayout> layout(const QStyleOptionViewItem &option, int lineWidth) const;
    /** The text's size as the style measures it, margins included. */
    QSize textSize(const QStyleOptionViewItem &option) const;

    mutable QHash<Key, Layout> m_layouts;
};

} // namespace Advisor::Ui
