// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/widgets/clauselabel.h"

#include <QComboBox>
#include <QEvent>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QRegularExpression>
#include <QStyleOptionComboBox>
#include <QStylePainter>
#include <QToolTip>

namespace Advisor::Ui {

/**
 * A combo box as wide as its longest entry where there is room, and narrower where there is not (a
 * 1366-px projector in the presentation font): then the current entry is cut at a clause with "…"
 * (ClauseLabel::elide) and the tooltip gives it whole. Qt's own box kept the width of its first showing
 * and clipped the text at the frame without a sign ("… oldest 3 ye").
 */
class ElidedComboBox final : public QComboBox
{
public:
    explicit ElidedComboBox(QWidget *parent = nullptr)
        : QComboBox(parent)
    {
        setSizeAdjustPolicy(QComboBox::AdjustToContents);
        // The least it may shrink to: the width of this many characters, the rest elided.
        setMinimumContentsLength(minimumCharacters);
    }

    /** The current entry as shown in the box's present width: whole, or cut with "…". */
    QString shownText() const
    {
        const QString full = currentText();
        const int room = textRoom();
        if (room <= 0 || fontMetrics().horizontalAdvance(full) <= room)
            return full;
        // An English list within the last clause ("29 prices, newest …, oldest …") is cut between its
        // items, which keeps more of it than the clause before.
        QString listed;
        static const QRegularExpression item(QStringLiteral(", "));
        for (auto it = item.globalMatch(full); it.hasNext();) {
            const QString kept = full.left(it.next().capturedStart()) + QChar(0x2026);
            if (fontMetrics().horizontalAdvance(kept) > room)
                break;
            listed = kept;
        }
        const QString clause = ClauseLabel::elide(full, fontMetrics(), room);
        if (listed.size() > clause.size())
            return listed;
        // No clause or word fits: cut within the last one rather than show a lone "…".
        return clause.size() > 1 ? clause : fontMetrics().elidedText(full, Qt::ElideRight, room);
    }

    /** What hovering shows: the whole entry when it is cut, then what the box is for. */
    QString fullToolTip() const
    {
        if (shownText() == currentText())
            return toolTip();
        return toolTip().isEmpty() ? currentText() : currentText() + QLatin1Char('\n') + toolTip();
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        // As QComboBox paints itself, with the label's text fitted to its room.
        QStylePainter painter(this);
        painter.setPen(palette().color(QPalette::Text));
        QStyleOptionComboBox option;
        initStyleOption(&option);
        painter.drawComplexControl(QStyle::CC_ComboBox, option);
        if (currentIndex() >= 0)
            option.currentText = shownText();
        painter.drawControl(QStyle::CE_ComboBoxLabel, option);
    }

    bool event(QEvent *event) override
    {
        if (event->type() == QEvent::ToolTip) {
            QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), fullToolTip(), this);
            return true;
        }
        return QComboBox::event(event);
    }

private:
    static constexpr int minimumCharacters = 24;

    /** The width the style gives the text, less the pixel it keeps free on each side. */
    int textRoom() const
    {
        QStyleOptionComboBox option;
        initStyleOption(&option);
        return style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this).width() - 2;
    }
};

} // namespace Advisor::Ui
