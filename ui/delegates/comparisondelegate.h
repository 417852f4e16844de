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

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace Advisor::Ui
