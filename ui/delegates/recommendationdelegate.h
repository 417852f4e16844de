// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStyledItemDelegate>

namespace Advisor::Ui {

/** Share of a cell's width the headroom bar fills: 0 % free → empty, 50 % free or more → full. */
double headroomFillFraction(double headroomPercent);

/**
 * Paints the recommendations table: memory headroom as a coloured bar, estimated or derived prices
 * in italics (their text already carries "~"), the recommended row in bold.
 */
class RecommendationDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecommendationDelegate)

public:
    explicit RecommendationDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace Advisor::Ui
