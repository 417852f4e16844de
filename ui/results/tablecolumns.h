// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QObject>

class QTableView;

namespace Advisor::Ui {

/**
 * Columns as wide as their header and cells in the table's current font. With keepWider, a column the user
 * (or a restored session) made wider stays so. When the columns together are wider than the table, the
 * giveWay columns (long names, free text: their tooltips have the rest) narrow by just the excess, never
 * below a floor; the others are never cut.
 */
void fitColumns(QTableView *view, bool keepWider, const QList<int> &giveWay);

/**
 * Keeps a table's columns fitted (fitColumns) as its font, size and language change: presentation mode
 * enlarges the font, full screen widens the table. Widths the user chose (dragged, or restored from the
 * last session) are kept, scaled with the font, and only ever widened to show their text.
 */
class ColumnFitter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ColumnFitter)

public:
    ColumnFitter(QTableView *view, QList<int> giveWay);

    /** The widths now in the header are the user's (a restored header state). */
    void setUserWidths(bool on) { m_userWidths = on; }
    bool userWidths() const { return m_userWidths; }
    /** Fits now: after the columns or the language changed. */
    void refit();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refitLater();
    /** Widens the columns whose new text outgrew them, keeping every other width. */
    void widenLater();

    QTableView *m_view;
    QList<int> m_giveWay;
    bool m_userWidths = false;
    bool m_fitting = false;
    bool m_pending = false;
    bool m_widenPending = false;
    int m_charWidth = 0; // the font's 'x' when the columns were last fitted
};

} // namespace Advisor::Ui
