// SPDX-License-Identifier: Apache-2.0
#include "ui/delegates/comparisondelegate.h"

#include "models/itemmodels/comparisonmodel.h"

#include <QAbstractItemView>
#include <QHeaderView>
#include <QTableView>

namespace Advisor::Ui {

ComparisonDelegate::ComparisonDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{ }

QSize ComparisonDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem measured = option;
    // Without a width the style measures wrapped text at the widest line it could break to, or at
    // none: either way rows came out several lines taller than their text.
    if (const auto *view = qobject_cast<const QTableView *>(parent()))
        measured.rect.setWidth(view->columnWidth(index.column()));
    return QStyledItemDelegate::sizeHint(measured, index);
}

void ComparisonDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.data(ComparisonModel::DiffersRole).toBool()) {
        option->backgroundBrush = QColor(0xff, 0xf3, 0xc4);
        option->font.setBold(true);
    }
    // Colour is never the only cue: the "% of recommended" text says the same for screen readers.
    const int better = index.data(ComparisonModel::BetterRole).toInt();
    if (better > 0)
        option->palette.setColor(QPalette::Text, QColor(0x1b, 0x5e, 0x20));
    else if (better < 0)
        option->palette.setColor(QPalette::Text, QColor(0xb7, 0x1c, 0x1c));
}

} // namespace Advisor::Ui
