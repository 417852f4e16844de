// SPDX-License-Identifier: Apache-2.0
#include "ui/results/comparedialog.h"

#include "models/itemmodels/comparisonmodel.h"
#include "ui/delegates/comparisondelegate.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace Advisor::Ui {

CompareDialog::CompareDialog(ComparisonModel *model, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("compareDialog"));
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("comparisonView"));
    m_view->setModel(model);
    m_view->setItemDelegate(new ComparisonDelegate(m_view));
    m_view->setWordWrap(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // Rows follow their wrapped text at the columns' real widths, which are known only once the
    // columns have stretched: measure again whenever a column changes width or the model is reset.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    connect(m_view->horizontalHeader(), &QHeaderView::sectionResized, m_view, &QTableView::resizeRowsToContents,
            Qt::QueuedConnection);
    connect(model, &QAbstractItemModel::modelReset, m_view, &QTableView::resizeRowsToContents, Qt::QueuedConnection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_legend = new QLabel(this);
    m_legend->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_legend);
    layout->addWidget(buttons);
    resize(980, 620);
    retranslate();
}

void CompareDialog::retranslate()
{
    setWindowTitle(tr("Compare configurations"));
    m_view->setAccessibleName(tr("Comparison of the selected configurations"));
    m_legend->setText(tr("Highlighted rows differ. Green is better than the recommended configuration, "
                         "red is worse; percentages are relative to the recommended one."));
}

void CompareDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace Advisor::Ui
