// SPDX-License-Identifier: Apache-2.0
#pragma once

class QFormLayout;
class QWidget;

namespace Advisor::Ui {

/**
 * Shows or hides the whole row of `form` that holds `member` (its label or its field), in place of
 * QFormLayout::setRowVisible and of hiding a row's only widget.
 *
 * Qt 6.4.2 (Debian 12) leaves a hidden row with the place it had in the last layout that showed it, and
 * once the form holds a height-for-width item (a wrapped note, a number field showing its error) it writes
 * the hidden row's heights into that place all the same: a row of another height, or past the end of the
 * form's row array when the rows above it were hidden too. That corrupted the heap of release builds
 * (valgrind: invalid write under QFormLayout::setGeometry, typing an out-of-range frame rate with the
 * token rows hidden). A row put back into the form has no place until it shows, so a row is taken out
 * and put back where it stood before it is hidden; what it shows and the focus order do not change.
 */
void setFormRowShown(QFormLayout *form, QWidget *member, bool shown);

} // namespace Advisor::Ui
