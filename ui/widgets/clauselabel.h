// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QRegularExpression>
#include <QResizeEvent>

namespace Advisor::Ui {

/**
 * A one-line label whose text is made of clauses ("2 × ecs.gn7 · 23–31 tokens/s · configurations that fit:
 * 29"): where it does not fit, the trailing clauses go whole and "…" says so, and the tooltip holds the
 * whole line. A clipped line lost half a number at the screen's edge without a sign (presentation mode at
 * 1366 px); an elision inside a clause could do the same. It never widens its window: it takes the width
 * it is given.
 */
class ClauseLabel final : public QLabel
{
public:
    explicit ClauseLabel(QWidget *parent = nullptr)
        : QLabel(parent)
    {
        setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        setTextFormat(Qt::PlainText);
    }

    void setFullText(const QString &text)
    {
        m_full = text;
        setToolTip(text);
        fit();
    }
    QString fullText() const { return m_full; }

    /** The longest start of text, cut where a clause ends, that fits width with "…"; words where no clause does. */
    static QString elide(const QString &text, const QFontMetrics &metrics, int width)
    {
        if (metrics.horizontalAdvance(text) <= width)
            return text;
        // Clause ends in either language: " · ", "; ", ". ", " — ", and the Chinese full-width ones.
        static const QRegularExpression clauseEnd(QStringLiteral("(?: · |; |\\. | — |[；。，：])"));
        static const QRegularExpression wordEnd(QStringLiteral("\\s"));
        for (const QRegularExpression *end : {&clauseEnd, &wordEnd}) {
            QString best;
            for (auto it = end->globalMatch(text); it.hasNext();) {
                const QRegularExpressionMatch match = it.next();
                // A sentence keeps its full stop; a clause drops its separator for the "…".
                const QChar mark = match.captured().front();
                const bool stop = mark == QLatin1Char('.') || mark == QChar(0x3002);
                const int cut = match.capturedStart() + (stop ? 1 : 0);
                const QString kept = text.left(cut).trimmed() + QChar(0x2026);
                if (metrics.horizontalAdvance(kept) > width)
                    break;
                best = kept;
            }
            if (!best.isEmpty())
                return best;
        }
        return QString(QChar(0x2026));
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QLabel::resizeEvent(event);
        fit();
    }
    void changeEvent(QEvent *event) override
    {
        QLabel::changeEvent(event);
        if (event->type() == QEvent::FontChange)
            fit();
    }

private:
    void fit()
    {
        const QString shown = elide(m_full, fontMetrics(), contentsRect().width());
        if (shown != text())
            setText(shown);
    }

    QString m_full;
};

} // namespace Advisor::Ui
