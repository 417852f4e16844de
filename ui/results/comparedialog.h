// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDialog>

class QLabel;
class QTableView;

namespace Advisor {
class ComparisonModel;
}

namespace Advisor::Ui {

/** Two to four configurations side by side; differences highlighted, numbers relative to the recommended one. */
class CompareDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareDialog)

public:
    explicit CompareDialog(ComparisonModel *model, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QTableView *m_view = nullptr;
    QLabel *m_legend = nullptr;
};

} // namespace Advisor::Ui
