// SPDX-License-Identifier: Apache-2.0
#include "ui/report/pdfreportwriter.h"

#include "models/domain/localizedtext.h"
#include "models/io/safewrite.h"
#include "models/itemmodels/moneyformatter.h"
#include "ui/charts/chartsupport.h"
#include "ui/charts/costchart.h"
#include "ui/charts/memorychart.h"
#include "ui/charts/performancechart.h"
#include "ui/charts/scalingchart.h"
#include "ui/report/timelinepage.h"

#include <memory>

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QBarSet>
#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QGraphicsScene>
#include <QLegend>
#include <QLocale>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>
#include <QXYSeries>

namespace Advisor::Ui {

namespace {

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

/** Vertical space as an empty paragraph: QTextDocument drops block margins next to tables and at page tops. */
QString spacer(qreal points)
{
    return QStringLiteral("<p style=\"font-size:%1pt; margin:0;\">&nbsp;</p>").arg(points);
}

QString heading(const QString &text)
{
    return spacer(6)
        + QStringLiteral("<h2 style=\"font-size:13pt; color:#1a3f6b; margin-top:14pt; margin-bottom:4pt;\">%1</h2>")
              .arg(esc(text));
}

QString subheading(const QString &text)
{
    return QStringLiteral("<h3 style=\"font-size:10.5pt; margin-top:8pt; margin-bottom:2pt;\">%1</h3>").arg(esc(text));
}

QString paragraph(const QString &text)
{
    return QStringLiteral("<p style=\"margin-top:2pt; margin-bottom:4pt;\">%1</p>").arg(esc(text));
}

QString note(const QString &text)
{
    return QStringLiteral("<p style=\"font-size:8pt; color:#555555; margin-top:1pt; margin-bottom:1pt;\">%1</p>")
        .arg(esc(text));
}

/** Two-column label/value table without grid lines: the workload, the figures, the cover. */
QString lines(const std::vector<ReportLine> &rows, const QString &labelWidth = QStringLiteral("34%"))
{
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\" width=\"100%\">");
    for (const ReportLine &line : rows)
        html += QStringLiteral("<tr><td width=\"%1\" style=\"color:#444444;\">%2</td><td>%3</td></tr>")
                    .arg(labelWidth, esc(line.label), esc(line.value));
    return html + QStringLiteral("</table>");
}

QString list(const QStringList &items, bool ordered)
{
    if (items.isEmpty())
        return {};
    QString html =
        ordered ? QStringLiteral("<ol style=\"margin-top:2pt;\">") : QStringLiteral("<ul style=\"margin-top:2pt;\">");
    for (const QString &item : items)
        html += QStringLiteral("<li style=\"margin-bottom:2pt;\">%1</li>").arg(esc(item));
    return html + (ordered ? QStringLiteral("</ol>") : QStringLiteral("</ul>"));
}

QString severityName(AdviceSeverity severity)
{
    switch (severity) {
    case AdviceSeverity::Info:
        return PdfReportWriter::tr("Note");
    case AdviceSeverity::Advice:
        return PdfReportWriter::tr("Advice");
    case AdviceSeverity::Warning:
        return PdfReportWriter::tr("Warning");
    case AdviceSeverity::Blocker:
        return PdfReportWriter::tr("Blocker");
    }
    return {};
}

QString severityColour(AdviceSeverity severity)
{
    switch (severity) {
    case AdviceSeverity::Blocker:
        return QStringLiteral("#b00020");
    case AdviceSeverity::Warning:
        return QStringLiteral("#b35c00");
    default:
        return QStringLiteral("#1a3f6b");
    }
}

/** Font, paint device and page size for one text part; the layout then paginates it for that page. */
void prepareDocument(QTextDocument &doc, QPaintDevice *device, const QSizeF &page, const QString &html)
{
    // Laid out for the PDF's own resolution, so line breaks measured here are the ones printed.
    doc.documentLayout()->setPaintDevice(device);
    doc.setDefaultFont(PdfReportWriter::reportFont(9.5));
    doc.setDocumentMargin(0);
    doc.setPageSize(page);
    doc.setHtml(html);
}

class PageDrawer
{
public:
    PageDrawer(QPagedPaintDevice &writer, QPainter &painter, qreal footerHeight, const ReportData &data)
        : m_writer(writer)
        , m_painter(painter)
        , m_footer(footerHeight)
        , m_data(data)
    { }

    void setTotal(int total) { m_total = total; }
    int page() const { return m_page; }

    /** The text area of a page in this orientation: the paint rectangle less the footer line. */
    static QSizeF bodySize(const QPagedPaintDevice &writer, QPageLayout::Orientation orientation, qreal footer)
    {
        QPageLayout layout = writer.pageLayout();
        layout.setOrientation(orientation);
        const QRectF paint = layout.paintRectPixels(writer.logicalDpiY());
        return {paint.width(), paint.height() - footer};
    }

    /** Starts a page (the first one is already open) in the given orientation and draws its number. */
    QSizeF beginPage(QPageLayout::Orientation orientation = QPageLayout::Portrait)
    {
        if (m_page > 0) {
            // A new page layout applies from the next page on: switch before newPage().
            if (m_writer.pageLayout().orientation() != orientation)
                m_writer.setPageOrientation(orientation);
            m_writer.newPage();
        }
        ++m_page;
        m_body = bodySize(m_writer, orientation, m_footer);
        drawFooter();
        return m_body;
    }

    void drawDocument(QTextDocument &doc, QPageLayout::Orientation orientation = QPageLayout::Portrait)
    {
        const int pages = doc.pageCount();
        for (int i = 0; i < pages; ++i) {
            const QSizeF body = beginPage(orientation);
            m_painter.save();
            const QRectF view(0, i * body.height(), body.width(), body.height());
            m_painter.translate(0, -view.top());
            m_painter.setClipRect(view);
            QAbstractTextDocumentLayout::PaintContext context;
            context.clip = view;
            context.palette.setColor(QPalette::Text, Qt::black);
            doc.documentLayout()->draw(&m_painter, context);
            m_painter.restore();
        }
    }

private:
    void drawFooter()
    {
        m_painter.save();
        const QFont font = PdfReportWriter::reportFont(7.5);
        m_painter.setFont(QFont(font, &m_writer));
        m_painter.setPen(QColor(0x55, 0x55, 0x55));
        const QRectF area(0, m_body.height(), m_body.width(), m_footer);
        m_painter.drawLine(QPointF(area.left(), area.top() + m_footer * 0.2),
                           QPointF(area.right(), area.top() + m_footer * 0.2));
        QString left = m_data.title;
        if (!m_data.customer.isEmpty())
            left += QStringLiteral(" · ") + m_data.customer;
        left += QStringLiteral(" · ")
            + PdfReportWriter::tr("prices as of %1")
                  .arg(m_data.recommendedPriceDate.isEmpty() ? m_data.priceDate : m_data.recommendedPriceDate);
        m_painter.drawText(area.adjusted(0, m_footer * 0.3, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, left);
        m_painter.drawText(
            area.adjusted(0, m_footer * 0.3, 0, 0), Qt::AlignRight | Qt::AlignVCenter,
            PdfReportWriter::tr("Page %1 of %2").arg(QLocale().toString(m_page), QLocale().toString(m_total)));
        m_painter.restore();
    }

    QPagedPaintDevice &m_writer;
    QPainter &m_painter;
    QSizeF m_body;
    qreal m_footer;
    const ReportData &m_data;
    int m_page = 0;
    int m_total = 0;
};

/** True when some series of the chart has a bar above zero or a point. */
bool hasData(const QChart *chart)
{
    for (QAbstractSeries *series : chart->series()) {
        if (!series->isVisible())
            continue;
        if (const auto *bars = qobject_cast<const QAbstractBarSeries *>(series)) {
            for (const QBarSet *set : bars->barSets()) {
                for (int i = 0; i < set->count(); ++i) {
                    if (set->at(i) > 0)
                        return true;
                }
            }
        } else if (const auto *xy = qobject_cast<const QXYSeries *>(series)) {
            if (xy->count() > 0)
                return true;
        }
    }
    return false;
}

/** The results page's charts, in the report's fonts; a chart without data is left out. */
std::vector<std::unique_ptr<QChartView>> makeCharts(const ReportData &data, const PdfReportWriter::Options &options,
                                                    qreal aspect)
{
    ChartInput input;
    input.recommendation = &data.recommendation;
    input.catalog = options.catalog;
    input.money = data.money;
    input.training = data.training;
    input.topCount = options.chartTop;
    std::vector<std::unique_ptr<QChartView>> views;
    if (input.top().empty())
        return views;
    auto cost = std::make_unique<CostChart>();
    cost->setInput(input);
    views.push_back(std::move(cost));
    auto memory = std::make_unique<MemoryChart>();
    memory->setInput(input);
    views.push_back(std::move(memory));
    auto performance = std::make_unique<PerformanceChart>();
    performance->setInput(input);
    views.push_back(std::move(performance));
    if (data.training) {
        // Scaling with GPU count matters for training jobs; a serving replica does not scale that way.
        auto scaling = std::make_unique<ScalingChart>();
        scaling->setInput(input);
        views.push_back(std::move(scaling));
    }
    std::vector<std::unique_ptr<QChartView>> kept;
    for (auto &view : views) {
        QChart *chart = view->chart();
        chart->setAnimationOptions(QChart::NoAnimation);
        QFont title = PdfReportWriter::reportFont(11);
        title.setBold(true);
        chart->setTitleFont(title);
        chart->legend()->setFont(PdfReportWriter::reportFont(9));
        // Many entries (the price chart names its best points) do not fit one row at A4 width: a column
        // beside the plot keeps their names whole.
        if (chart->legend()->markers().size() > 4)
            chart->legend()->setAlignment(Qt::AlignRight);
        for (QAbstractAxis *axis : chart->axes()) {
            axis->setLabelsFont(PdfReportWriter::reportFont(8.5));
            axis->setTitleFont(PdfReportWriter::reportFont(9));
        }
        // A chart with nothing to draw (no priced configuration: no cost bars) is left out, not printed empty.
        if (!hasData(chart))
            continue;
        for (QAbstractAxis *axis : chart->axes()) {
            // Longer labels fit when slanted; the results page's -20° still cut them on paper.
            if (axis->type() == QAbstractAxis::AxisTypeBarCategory)
                axis->setLabelsAngle(-45);
        }
        // The chart gets the page slot's proportions, so it fills the slot instead of floating in it.
        // It is sized and drawn through its scene: the view is never shown, so no window appears
        // (and the offscreen plugin has nothing to warn about).
        const QSizeF size(900, 900 / aspect);
        chart->resize(size);
        view->scene()->setSceneRect(QRectF(QPointF(0, 0), size));
        kept.push_back(std::move(view));
    }
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    return kept;
}

} // namespace

QString PdfReportWriter::priceDates(const ReportData &d)
{
    if (d.recommendedPriceDate.isEmpty() || d.recommendedPriceDate == d.priceDate)
        return d.priceDate;
    return tr("%1 for the recommended configuration (the newest price in the catalog: %2)")
        .arg(d.recommendedPriceDate, d.priceDate);
}

QFont PdfReportWriter::reportFont(qreal pointSize)
{
    QFont font;
    // Latin letters and digits from a Latin face, in both languages: Qt 6.4 writes no usable text for
    // the digits of Noto CJK in some runs (they print, but copy and search lose them), and Latin reads
    // better in a Latin face anyway. Han characters then come from WenQuanYi Micro Hei, whose cmap gives
    // every glyph one code point: Noto CJK shares a glyph between 月 and the Kangxi radical ⽉ (U+2F49),
    // and Qt 6.4's ToUnicode map takes the lowest code point of a glyph, so text copied from the PDF
    // came out as radicals. Noto CJK SC stays as the fallback where Micro Hei is not installed.
    const QStringList families{QStringLiteral("DejaVu Sans"), QStringLiteral("WenQuanYi Micro Hei"),
                               QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Source Han Sans SC"),
                               QStringLiteral("Droid Sans Fallback")};
    font.setFamilies(families);
    font.setPointSizeF(pointSize);
    font.setStyleHint(QFont::SansSerif);
    return font;
}

QString PdfReportWriter::coverHtml(const ReportData &d)
{
    std::vector<ReportLine> facts;
    // A customer-facing cover lists what is known: an empty "prepared by" row looks careless.
    if (!d.customer.isEmpty())
        facts.push_back({tr("Customer"), d.customer});
    if (!d.preparedBy.isEmpty())
        facts.push_back({tr("Prepared by"), d.preparedBy});
    facts.push_back({tr("Date"), d.date});
    facts.push_back({tr("Catalog"), d.catalogLine});
    facts.push_back({tr("Prices as of"), priceDates(d)});
    facts.push_back({tr("Region"), d.region});
    facts.push_back({tr("Currency"), MoneyFormatter::currencyName(d.currency)});
    QString html =
        QStringLiteral("<p style=\"font-size:10pt; color:#1a3f6b;\">%1</p>").arg(esc(tr("GPU Instance Advisor")));
    html += QStringLiteral("<p style=\"font-size:24pt; font-weight:bold; margin-top:4pt; margin-bottom:6pt;\">%1</p>")
                .arg(esc(d.title));
    if (!d.scenarioName.isEmpty())
        html += QStringLiteral("<p style=\"font-size:15pt;\">%1</p>").arg(esc(d.scenarioName));
    html += spacer(24);
    html += QStringLiteral("<div style=\"font-size:11pt;\">") + lines(facts, QStringLiteral("28%"))
        + QStringLiteral("</div>");
    html += spacer(24);
    html += QStringLiteral("<p style=\"font-size:12pt;\"><b>%1</b></p>").arg(esc(tr("Recommendation")));
    html += QStringLiteral("<p style=\"font-size:12pt;\">%1</p>").arg(esc(d.recommendationHeadline));
    html += spacer(30);
    html += QStringLiteral("<p style=\"font-size:8pt; color:#555555;\">%1</p>").arg(esc(d.disclaimer));
    return html;
}

QString PdfReportWriter::bodyHtml(const ReportData &d)
{
    QString html = heading(tr("1. The workload"));
    html += paragraph(d.workloadSummary);
    html += lines(d.workloadDetails);
    html += heading(tr("2. Recommendation"));
    html += QStringLiteral("<p style=\"font-size:11pt; font-weight:bold; margin-bottom:4pt;\">%1</p>")
                .arg(esc(d.recommendationHeadline));
    if (d.hasRecommendation) {
        html += lines(d.recommendationFigures);
        if (!d.reasons.isEmpty()) {
            html += subheading(tr("Why this one"));
            html += list(d.reasons, false);
        }
    } else if (!d.nothingFitsAdvice.isEmpty()) {
        html += subheading(tr("What would make it fit"));
        html += list(d.nothingFitsAdvice, false);
    }
    return html;
}

QString PdfReportWriter::tableHtml(const ReportData &d)
{
    const ReportTable &t = d.table;
    QString html = heading(tr("3. Comparison table"));
    html += note(tr("As on the results page: the same columns, order, filters, billing models and currency (%1).")
                     .arg(d.currency));
    for (const QString &line : t.notes)
        html += note(line);
    if (t.rows.isEmpty()) {
        html += paragraph(tr("No configuration passes the filters."));
        return html;
    }
    const qsizetype shown = t.lastColumnIsProvenance ? t.header.size() - 1 : t.header.size();
    html +=
        QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\" width=\"100%\" "
                       "style=\"border-collapse:collapse; border-color:#999999; font-size:6.5pt; margin-top:4pt;\">");
    html += QStringLiteral("<thead><tr style=\"background-color:#e4ebf3;\">");
    for (qsizetype c = 0; c < shown; ++c)
        // A one-word header ("Instances") is never split inside the word; longer ones wrap at spaces.
        html += QStringLiteral("<th%1>%2</th>")
                    .arg(t.header.at(c).contains(QLatin1Char(' ')) ? QString()
                                                                   : QStringLiteral(" style=\"white-space:nowrap;\""),
                         esc(t.header.at(c)));
    html += QStringLiteral("</tr></thead>");
    for (qsizetype r = 0; r < t.rows.size(); ++r) {
        const QStringList &row = t.rows.at(r);
        const QString shade = r % 2 ? QStringLiteral(" style=\"background-color:#f6f6f6;\"") : QString();
        html += QStringLiteral("<tr%1>").arg(shade);
        for (qsizetype c = 0; c < shown; ++c) {
            const bool right = t.rightAligned.value(c);
            // Short cells stay on one line (a wrapped "ecs.gn7i-c8g1.2xlarge" is unreadable); long ones
            // such as full GPU names may wrap, or the table would run off the landscape page.
            const QString cell = row.value(c);
            const bool keepWhole = cell.size() <= 24;
            html += QStringLiteral("<td%1%2>%3</td>")
                        .arg(right ? QStringLiteral(" align=\"right\"") : QString(),
                             keepWhole ? QStringLiteral(" style=\"white-space:nowrap;\"") : QString(), esc(cell));
        }
        html += QStringLiteral("</tr>");
        if (t.lastColumnIsProvenance && !row.value(shown).isEmpty())
            html += QStringLiteral("<tr%1><td colspan=\"%2\" style=\"color:#555555; font-size:6pt;\">%3</td></tr>")
                        .arg(shade)
                        .arg(shown)
                        .arg(esc(tr("%1: %2", "a label and its text; Chinese uses a full-width colon")
                                     .arg(t.header.value(shown), row.value(shown))));
    }
    return html + QStringLiteral("</table>");
}

QString PdfReportWriter::closingHtml(const ReportData &d)
{
    QString html = heading(tr("5. Memory breakdown"));
    html += paragraph(d.memoryCaption);
    html += lines(d.memoryBreakdown, QStringLiteral("50%"));

    html += heading(tr("6. Warnings and fixes"));
    if (d.warnings.empty())
        html += paragraph(tr("No balance problems were found for the recommended configuration."));
    for (const Warning &w : d.warnings) {
        html += QStringLiteral("<p style=\"margin-top:6pt; margin-bottom:1pt;\"><b style=\"color:%1;\">%2</b></p>")
                    .arg(severityColour(w.severity),
                         esc(tr("%1: %2", "a label and its text; Chinese uses a full-width colon")
                                 .arg(severityName(w.severity), w.title)));
        html += paragraph(w.message);
        if (!w.fix.isEmpty())
            html += QStringLiteral("<p style=\"margin-top:1pt; margin-bottom:1pt;\">%1</p>")
                        .arg(tr("%1 %2", "a label ending in a colon, then its text; Chinese puts no space after ：")
                                 .arg(QStringLiteral("<i>%1</i>").arg(esc(tr("Fix:"))), esc(w.fix)));
        if (!w.source.isEmpty())
            html += note(tr("Source: %1").arg(w.source));
    }

    html += heading(tr("7. Decision path"));
    html += d.decisionPath.isEmpty() ? paragraph(tr("Not available (no balance rules loaded)."))
                                     : list(d.decisionPath, true);
    html += heading(tr("8. Operations checklist"));
    html += d.checklist.isEmpty() ? paragraph(tr("Not available (no balance rules loaded).")) : list(d.checklist, true);

    html += heading(tr("9. Assumptions"));
    html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\" width=\"100%\" "
                           "style=\"border-collapse:collapse; border-color:#999999; font-size:7.5pt;\">");
    html += QStringLiteral("<thead><tr style=\"background-color:#e4ebf3;\"><th width=\"34%\">%1</th><th>%2</th></tr>"
                           "</thead>")
                .arg(esc(tr("Assumption")), esc(tr("Value")));
    // The source, often a full citation with its address, gets a line of its own under the value.
    for (const AssumptionLine &a : d.assumptions) {
        html += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(esc(a.label), esc(a.value));
        if (!a.source.isEmpty())
            html += QStringLiteral("<tr><td></td><td style=\"color:#555555;\">%1</td></tr>")
                        .arg(esc(tr("Source: %1").arg(a.source)));
    }
    html += QStringLiteral("</table>");

    html += heading(tr("10. Sources"));
    html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\" width=\"100%\" "
                           "style=\"border-collapse:collapse; border-color:#999999; font-size:7.5pt;\">");
    // Numbered, not keyed: the catalog's source keys are internal names a customer cannot look up.
    html += QStringLiteral("<thead><tr style=\"background-color:#e4ebf3;\"><th width=\"5%\">%1</th><th>%2</th><th "
                           "width=\"13%\">%3</th></tr></thead>")
                .arg(esc(tr("No.")), esc(tr("Title and address")), esc(tr("Date")));
    int number = 0;
    for (const ReportSource &s : d.sources) {
        QString title = esc(s.title);
        if (!s.url.isEmpty())
            title += QStringLiteral("<br/><span style=\"color:#1a3f6b;\">%1</span>").arg(esc(s.url));
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>")
                    .arg(QLocale().toString(++number), title, esc(s.date.isEmpty() ? tr("undated") : s.date));
    }
    html += QStringLiteral("</table>");

    html += heading(tr("11. Disclaimer"));
    html += paragraph(d.disclaimer);
    return html;
}

bool PdfReportWriter::write(const ReportData &data, QIODevice *device)
{
    m_error.clear();
    m_pages = 0;
    if (!device || !device->isWritable()) {
        m_error = tr("the output is not open for writing");
        return false;
    }
    QPdfWriter pdf(device);
    pdf.setResolution(300);
    pdf.setTitle(data.scenarioName.isEmpty() ? data.title : data.title + QStringLiteral(" — ") + data.scenarioName);
    pdf.setCreator(tr("GPU Instance Advisor"));
    return paint(data, &pdf);
}

bool PdfReportWriter::paint(const ReportData &data, QPagedPaintDevice *device)
{
    m_error.clear();
    m_pages = 0;
    if (m_options.charts && !qobject_cast<QApplication *>(QCoreApplication::instance())) {
        m_error = tr("drawing charts needs a QApplication");
        return false;
    }
    QPagedPaintDevice &writer = *device;
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageOrientation(QPageLayout::Portrait);
    writer.setPageMargins(QMarginsF(16, 14, 16, 12), QPageLayout::Millimeter);
    // QPdfWriter and QPrinter both report their resolution as the logical DPI.
    const int resolution = writer.logicalDpiY();

    const qreal footer = resolution * 0.3; // 0.3 inch for the page number line
    const QSizeF body = PageDrawer::bodySize(writer, QPageLayout::Portrait, footer);
    const QSizeF wide = PageDrawer::bodySize(writer, QPageLayout::Landscape, footer);

    QTextDocument cover;
    QTextDocument main;
    QTextDocument table;
    QTextDocument closing;
    prepareDocument(cover, &writer, body, coverHtml(data));
    prepareDocument(main, &writer, body, bodyHtml(data));
    // The comparison table has as many columns as the results page: it gets landscape pages.
    prepareDocument(table, &writer, wide, tableHtml(data));
    prepareDocument(closing, &writer, body, closingHtml(data));

    // Chart slots: half a page each, under the section heading's space.
    const qreal chartTop = resolution * 0.35;
    const qreal chartGap = resolution * 0.15;
    const qreal chartHeight = (body.height() - chartTop - chartGap) / 2;
    std::vector<std::unique_ptr<QChartView>> charts;
    if (m_options.charts)
        charts = makeCharts(data, m_options, body.width() / chartHeight);
    const int chartPages = static_cast<int>((charts.size() + 1) / 2);

    QPainter painter;
    if (!painter.begin(&writer)) {
        m_error = tr("could not start drawing the PDF");
        return false;
    }
    painter.setRenderHint(QPainter::Antialiasing);
    PageDrawer pages(writer, painter, footer, data);
    const bool timelinePage = data.timeline && !data.timeline->isEmpty();
    pages.setTotal(1 + main.pageCount() + table.pageCount() + chartPages + (timelinePage ? 1 : 0)
                   + closing.pageCount());

    // The cover is one page by design, its text a little below the top edge.
    pages.beginPage();
    {
        painter.save();
        const qreal offset = body.height() * 0.12;
        painter.translate(0, offset);
        const QRectF area(0, 0, body.width(), body.height() - offset);
        painter.setClipRect(area);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = area;
        cover.documentLayout()->draw(&painter, context);
        painter.restore();
    }
    pages.drawDocument(main);
    pages.drawDocument(table, QPageLayout::Landscape);

    // Two charts per page, each drawn as vector graphics straight onto the PDF page.
    QFont headingFont = reportFont(13);
    headingFont.setBold(true);
    for (size_t i = 0; i < charts.size(); i += 2) {
        pages.beginPage();
        if (i == 0) {
            painter.save();
            painter.setFont(QFont(headingFont, &writer));
            painter.setPen(QColor(0x1a, 0x3f, 0x6b));
            painter.drawText(QRectF(0, 0, body.width(), resolution * 0.3), Qt::AlignLeft | Qt::AlignVCenter,
                             tr("4. Charts"));
            painter.restore();
        }
        for (size_t k = 0; k < 2 && i + k < charts.size(); ++k) {
            QChartView *view = charts[i + k].get();
            const QRectF target(0, chartTop + static_cast<qreal>(k) * (chartHeight + chartGap), body.width(),
                                chartHeight);
            view->scene()->render(&painter, target, view->scene()->sceneRect(), Qt::KeepAspectRatio);
        }
    }
    if (timelinePage) {
        const QSizeF area = pages.beginPage();
        TimelinePage::paint(painter, &writer, QRectF(QPointF(0, 0), area), data, m_options.catalog, m_options.charts);
    }
    pages.drawDocument(closing);
    m_pages = pages.page();
    if (!painter.end()) {
        m_error = tr("could not finish the PDF");
        return false;
    }
    return true;
}

bool PdfReportWriter::writeFile(const ReportData &data, const QString &path, QString *error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    bool written = write(data, &buffer);
    buffer.close();
    if (written)
        written = SafeWrite::write(path, bytes, &m_error);
    if (!written && error)
        *error = m_error;
    return written;
}

} // namespace Advisor::Ui
