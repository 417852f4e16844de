// SPDX-License-Identifier: Apache-2.0
#include "ui/widgets/formrows.h"

#include <QFormLayout>
#include <QLayout>
#include <QWidget>

namespace Advisor::Ui {

namespace {

/** Puts a taken row back at `row` with new layout items, which have no place from an earlier layout. */
void reinsertRow(QFormLayout *form, int row, const QFormLayout::TakeRowResult &taken, bool spans)
{
    QWidget *label = taken.labelItem ? taken.labelItem->widget() : nullptr;
    QWidget *field = taken.fieldItem ? taken.fieldItem->widget() : nullptr;
    QLayout *fieldLayout = taken.fieldItem ? taken.fieldItem->layout() : nullptr;
    // The widgets' items are the form's wrappers, not the widgets; a layout is its own item and goes back.
    delete taken.labelItem;
    if (!fieldLayout)
        delete taken.fieldItem;
    if (fieldLayout) {
        fieldLayout->setParent(nullptr); // else insertRow warns that it already has a parent and keeps it
        form->insertRow(row, label, fieldLayout);
    } else if (spans) {
        form->insertRow(row, field);
    } else {
        form->insertRow(row, label, field);
    }
}

} // namespace

void setFormRowShown(QFormLayout *form, QWidget *member, bool shown)
{
    int row = -1;
    QFormLayout::ItemRole role = QFormLayout::FieldRole;
    form->getWidgetPosition(member, &row, &role);
    if (row < 0)
        return;
    if (shown) {
        form->setRowVisible(row, true);
        return;
    }
    // Already hidden here, it was put back then and has not been laid out since.
    if (!form->isRowVisible(row))
        return;
    const bool spans = form->itemAt(row, QFormLayout::SpanningRole) != nullptr;
    reinsertRow(form, row, form->takeRow(row), spans);
    form->setRowVisible(row, false);
}

} // namespace Advisor::Ui
