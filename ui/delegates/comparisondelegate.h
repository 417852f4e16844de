// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStyledItemDelegate>

namespace Advisor::Ui {

/** Highlights attributes that differ between the compared configurations; better/worse than recommended in colour. */
class ComparisonDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparisonDelegate)

public:
    explicit ComparisonDelegate(QObject *parent = nullptr);

    /** Wrapped text measured at its column's real width, so a row is as tall as its text and no taller. */
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace Advisor::Ui
