// SPDX-License-Identifier: Apache-2.0
#include "ui/report/timelinepage.h"

#include "models/itemmodels/displaytext.h"
#include "ui/charts/chartprinting.h"
#include "ui/report/pdfreportwriter.h"

#include <QAbstractTextDocumentLayout>
#include <QLocale>
#include <QPainter>
#include <QTextDocument>

namespace Advisor::Ui {

QString TimelinePage::html(const ReportData &data, const Catalog *catalog)
{
    if (!data.timeline || data.timeline->isEmpty())
        return {};
    const Timeline &t = *data.timeline;
    const MoneyFormatter &money = data.money;
    QString h = QStringLiteral("<h2 style=\"color:#1a3f6b\">%1</h2>").arg(tr("Project timeline").toHtmlEscaped());
    QStringList items;
    if (const TimelineLine *cheapest = t.line(t.cheapestBilling))
        items << tr("<b>Project total over %1 months: %2</b>, everything on %3.")
                     .arg(QLocale().toString(t.months), money.format(cheapest->total).toHtmlEscaped(),
                          DisplayText::billingName(cheapest->billing, catalog).toHtmlEscaped());
    if (t.mixed) {
        QStringList choices;
        for (std::size_t i = 0; i < t.mixedBilling.size(); ++i)
            choices << tr("phase %1 on %2").arg(i + 1).arg(DisplayText::billingName(t.mixedBilling[i], catalog));
        items << tr("<b>%1</b> with each phase on its cheapest billing model (%2).")
                     .arg(money.format(t.mixed->total).toHtmlEscaped(),
                          choices.join(tr(", ", "between list items; Chinese: ，")).toHtmlEscaped());
    }
    for (const BreakEven &b : t.breakEvens) {
        const QString name = DisplayText::billingName(b.to, catalog);
        items << (b.month ? tr("%1 is cheaper than pay-as-you-go from month %2 on.").arg(name).arg(*b.month)
                          : tr("%1 does not pay off against pay-as-you-go within the project.").arg(name))
                     .toHtmlEscaped();
    }
    for (const QString &note : TimelineText::choiceNotes(t))
        items << note.toHtmlEscaped();
    h += QStringLiteral("<ul>");
    for (const QString &i : items)
        h += QStringLiteral("<li>%1</li>").arg(i);
    h += QStringLiteral("</ul>");
    QStringList totals;
    for (const TimelineLine &l : t.lines)
        totals << QStringLiteral("%1: %2").arg(DisplayText::billingName(l.billing, catalog), money.format(l.total));
    h += QStringLiteral("<p>%1</p>")
             .arg(tr("Totals by billing model: %1.")
                      .arg(totals.join(tr("; ", "between sentences of a list; Chinese: ；")))
                      .toHtmlEscaped());
    h += QStringLiteral("<p style=\"color:#555555; font-size:8pt\">%1</p>")
             .arg(TimelineText::assumptions().join(QLatin1Char(' ')).toHtmlEscaped());
    return h;
}

void TimelinePage::paint(QPainter &painter, QPaintDevice *device, const QRectF &area, const ReportData &data,
                         const Catalog *catalog, bool withChart)
{
    QTextDocument text;
    text.documentLayout()->setPaintDevice(device);
    text.setDefaultFont(PdfReportWriter::reportFont(9.5));
    text.setTextWidth(area.width());
    text.setHtml(html(data, catalog));
    const qreal textHeight = std::min(text.size().height(), area.height() * 0.45);
    painter.save();
    painter.translate(area.topLeft());
    const QRectF textArea(0, 0, area.width(), textHeight);
    painter.setClipRect(textArea);
    QAbstractTextDocumentLayout::PaintContext context;
    context.clip = textArea;
    context.palette.setColor(QPalette::Text, Qt::black);
    text.documentLayout()->draw(&painter, context);
    painter.restore();
    if (!withChart || !data.timeline)
        return;
    ChartPrintStyle style;
    // The report's face for the title too: the screen's bold CJK face copied out of the PDF as Kangxi
    // radicals (费⽤ for 费用), the fault reportFont() explains.
    style.title = PdfReportWriter::reportFont(9);
    style.title.setBold(true);
    style.legendBesideWhenCrowded = false;
    style.slantCategories = false;
    style.legend = PdfReportWriter::reportFont(8);
    style.axisLabels = PdfReportWriter::reportFont(8);
    style.axisTitles = PdfReportWriter::reportFont(8.5);
    const QRectF target(area.left(), area.top() + textHeight, area.width(), area.height() - textHeight);
    printedTimelineChart(*data.timeline, catalog, data.money, target.width() / target.height(), style)
        .render(painter, target);
}

} // namespace Advisor::Ui
