// SPDX-License-Identifier: Apache-2.0
#include "ui/delegates/recommendationdelegate.h"

#include "models/itemmodels/recommendationtablemodel.h"

#include <algorithm>

#include <QApplication>
#include <QPainter>

namespace Advisor::Ui {

using Model = RecommendationTableModel;

double headroomFillFraction(double headroomPercent)
{
    // Beyond half the memory free, more headroom says nothing new: the bar saturates.
    return std::clamp(headroomPercent / 50.0, 0.0, 1.0);
}

RecommendationDelegate::RecommendationDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{ }

void RecommendationDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const QVariant origin = index.data(Model::PriceOriginRole);
    if (origin.isValid()) {
        const auto o = static_cast<PriceOrigin>(origin.toInt());
        if (o == PriceOrigin::Estimated || o == PriceOrigin::Derived)
            option->font.setItalic(true);
        if (o == PriceOrigin::Unavailable)
            option->palette.setColor(QPalette::Text, option->palette.color(QPalette::PlaceholderText));
    }
    // "NVIDIA A10…40GB" would read as another GPU: a name that must be cut keeps its start.
    if (index.column() == Model::GpuColumn)
        option->textElideMode = Qt::ElideRight;
    if (index.data(Model::RecommendedRole).toBool())
        option->font.setBold(true);
    if (!index.data(Model::RankedRole).toBool())
        option->palette.setColor(QPalette::Text, option->palette.color(QPalette::PlaceholderText));
}

void RecommendationDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                   const QModelIndex &index) const
{
    if (index.column() != Model::HeadroomColumn) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    // Background, selection and the Alternate row colour come from the style.
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    const double headroom = index.data(Model::HeadroomRole).toDouble();
    const auto fit = static_cast<Fit>(index.data(Model::FitRole).toInt());
    const QColor colour = fit == Fit::Insufficient ? QColor(0xd3, 0x2f, 0x2f)
        : fit == Fit::Tight                        ? QColor(0xf5, 0xa6, 0x23)
                                                   : QColor(0x43, 0xa0, 0x47);
    const QRect area = opt.rect.adjusted(3, 4, -3, -4);
    QRect bar = area;
    bar.setWidth(static_cast<int>(area.width() * headroomFillFraction(headroom)));
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    QColor track = opt.palette.color(QPalette::Mid);
    track.setAlpha(60);
    painter->setBrush(track);
    painter->drawRoundedRect(area, 3, 3);
    QColor fill = colour;
    fill.setAlpha(170);
    painter->setBrush(fill);
    if (bar.width() > 0)
        painter->drawRoundedRect(bar, 3, 3);
    painter->setPen(opt.palette.color(opt.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
    painter->setFont(opt.font);
    painter->drawText(area.adjusted(4, 0, -4, 0), Qt::AlignRight | Qt::AlignVCenter, text);
    painter->restore();
}

} // namespace Advisor::Ui
