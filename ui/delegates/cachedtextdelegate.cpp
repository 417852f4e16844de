// SPDX-License-Identifier: Apache-2.0
#include "ui/delegates/cachedtextdelegate.h"

#include <QApplication>
#include <QPainter>
#include <QStyle>
#include <QTextLayout>
#include <QWidget>
#include <QtMath>

#include <limits>

namespace Advisor::Ui {

namespace {

// Qt's styles measure text that is not wrapped on one line of this width (QFIXED_MAX).
constexpr int unboundedWidth = std::numeric_limits<int>::max() / 256;
// More than the views that use this delegate show; past it the cache starts again.
constexpr qsizetype maxLayouts = 512;

QStyle *styleOf(const QStyleOptionViewItem &option)
{
    return option.widget ? option.widget->style() : QApplication::style();
}

// The padding the style puts on either side of an item's text.
int textMargin(const QStyleOptionViewItem &option)
{
    return styleOf(option)->pixelMetric(QStyle::PM_FocusFrameHMargin, &option, option.widget) + 1;
}

bool wraps(const QStyleOptionViewItem &option)
{
    return option.features.testFlag(QStyleOptionViewItem::WrapText);
}

} // namespace

CachedTextDelegate::CachedTextDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{ }

CachedTextDelegate::~CachedTextDelegate() = default;

bool CachedTextDelegate::handles(const QStyleOptionViewItem &option)
{
    constexpr QStyleOptionViewItem::ViewItemFeatures others =
        QStyleOptionViewItem::HasDecoration | QStyleOptionViewItem::HasCheckIndicator;
    if (option.text.isEmpty() || !option.features.testFlag(QStyleOptionViewItem::HasDisplay)
        || (option.features & others) || option.state.testFlag(QStyle::State_Editing)
        || (option.decorationPosition != QStyleOptionViewItem::Left
            && option.decorationPosition != QStyleOptionViewItem::Right))
        return false;
    // The item painting repeated here is QCommonStyle's, which these two use as it is; a platform
    // style (Breeze, say) or a style sheet paints items its own way.
    const char *style = styleOf(option)->metaObject()->className();
    return qstrcmp(style, "QFusionStyle") == 0 || qstrcmp(style, "QWindowsStyle") == 0;
}

std::shared_ptr<const QTextLayout> CachedTextDelegate::layout(const QStyleOptionViewItem &option, int lineWidth) const
{
    const Key key{option.text, lineWidth, wraps(option), option.direction, option.displayAlignment};
    const auto found = m_layouts.constFind(key);
    if (found != m_layouts.cend() && found->font == option.font)
        return found->text;
    if (m_layouts.size() >= maxLayouts)
        m_layouts.clear();
    QTextOption textOption;
    textOption.setWrapMode(key.wrap ? QTextOption::WordWrap : QTextOption::ManualWrap);
    textOption.setTextDirection(option.direction);
    textOption.setAlignment(QStyle::visualAlignment(option.direction, option.displayAlignment));
    auto made = std::make_shared<QTextLayout>(option.text, option.font);
    made->setTextOption(textOption);
    made->setCacheEnabled(true); // keeps the shaped glyphs for drawing: shaping is the cost
    qreal y = 0;
    made->beginLayout();
    for (QTextLine line = made->createLine(); line.isValid(); line = made->createLine()) {
        line.setLineWidth(lineWidth);
        line.setPosition(QPointF(0, y));
        y += line.height();
    }
    made->endLayout();
    std::shared_ptr<const QTextLayout> kept = std::move(made);
    m_layouts.insert(key, Layout{option.font, kept});
    return kept;
}

QSize CachedTextDelegate::textSize(const QStyleOptionViewItem &option) const
{
    // As the style measures it: wrapped at the cell's width less the margins, or on one line.
    const int margin = textMargin(option);
    const int lineWidth = wraps(option) && option.rect.isValid() ? option.rect.width() - 2 * margin : unboundedWidth;
    const std::shared_ptr<const QTextLayout> text = layout(option, lineWidth);
    qreal widthUsed = 0;
    qreal height = 0;
    for (int i = 0; i < text->lineCount(); ++i) {
        const QTextLine line = text->lineAt(i);
        widthUsed = qMax(widthUsed, line.naturalTextWidth());
        height += line.height();
    }
    return {qCeil(widthUsed) + 2 * margin, qCeil(height)};
}

QSize CachedTextDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (index.data(Qt::SizeHintRole).isValid())
        return QStyledItemDelegate::sizeHint(option, index);
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    if (!handles(opt))
        return QStyledItemDelegate::sizeHint(option, index);
    // The style's own padding: its size for the item without text, whose text part is then one
    // line of the font, less that line.
    QStyleOptionViewItem empty = opt;
    empty.text.clear();
    empty.features &= ~QStyleOptionViewItem::ViewItemFeatures(QStyleOptionViewItem::HasDisplay);
    const QSize padding = styleOf(opt)->sizeFromContents(QStyle::CT_ItemViewItem, &empty, QSize(), opt.widget)
        - QSize(0, opt.fontMetrics.height());
    return textSize(opt) + padding;
}

void CachedTextDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    if (!handles(opt)) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // Where the style puts the text: the whole cell, or the text's own size aligned in it.
    QRect textRect = opt.rect;
    if (!opt.showDecorationSelected)
        textRect = QStyle::alignedRect(opt.direction, opt.displayAlignment, textSize(opt).boundedTo(opt.rect.size()),
                                       opt.rect);
    const int margin = textMargin(opt);
    const QRect inner = textRect.adjusted(margin, 0, -margin, 0);
    const std::shared_ptr<const QTextLayout> text = layout(opt, inner.width());
    // Text that does not fit is elided, line by line: the style does that.
    const QSize bounds = text->boundingRect().size().toSize();
    bool fits = bounds.height() <= inner.height();
    for (int i = 0; fits && i < text->lineCount(); ++i)
        fits = text->lineAt(i).naturalTextWidth() <= inner.width();
    if (!fits) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }

    QStyle *style = styleOf(opt);
    painter->save();
    painter->setClipRect(opt.rect, painter->hasClipping() ? Qt::IntersectClip : Qt::ReplaceClip);
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, opt.widget);
    QPalette::ColorGroup group = opt.state.testFlag(QStyle::State_Enabled) ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !opt.state.testFlag(QStyle::State_Active))
        group = QPalette::Inactive;
    const bool selected = opt.state.testFlag(QStyle::State_Selected);
    painter->setPen(opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text));
    const QRect placed = QStyle::alignedRect(Qt::LayoutDirectionAuto, opt.displayAlignment, bounds, inner);
    text->draw(painter, QPointF(inner.x(), placed.top()));
    if (opt.state.testFlag(QStyle::State_HasFocus)) {
        QStyleOptionFocusRect focus;
        focus.QStyleOption::operator=(opt);
        focus.rect = style->subElementRect(QStyle::SE_ItemViewItemFocusRect, &opt, opt.widget);
        focus.state |= QStyle::State_KeyboardFocusChange | QStyle::State_Item;
        const QPalette::ColorGroup focusGroup =
            opt.state.testFlag(QStyle::State_Enabled) ? QPalette::Normal : QPalette::Disabled;
        focus.backgroundColor = opt.palette.color(focusGroup, selected ? QPalette::Highlight : QPalette::Window);
        style->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, painter, opt.widget);
    }
    painter->restore();
}

} // namespace Advisor::Ui
