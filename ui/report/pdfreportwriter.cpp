// SPDX-License-Identifier: Apache-2.0
#include "ui/report/pdfreportwriter.h"

#include "models/domain/localizedtext.h"
#include "models/io/safewrite.h"
#include "models/text/moneyformatter.h"
#include "ui/charts/chartprinting.h"
#include "ui/report/timelinepage.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QBuffer>
#include <QFontMetricsF>
#include <QLocale>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

namespace Advisor::Ui {

namespace {

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
        // The price date before the customer: an elided name must not take the date with it.
        QString left = m_data.title + QStringLiteral(" · ")
            + PdfReportWriter::tr("prices as of %1")
                  .arg(m_data.recommendedPriceDate.isEmpty() ? m_data.priceDate : m_data.recommendedPriceDate);
        if (!m_data.customer.isEmpty())
            left += QStringLiteral(" · ") + m_data.customer;
        const QString pageText =
            PdfReportWriter::tr("Page %1 of %2").arg(QLocale().toString(m_page), QLocale().toString(m_total));
        // A long customer name is cut short before it runs into the page number.
        const QFontMetricsF metrics(m_painter.font());
        const qreal room = area.width() - metrics.horizontalAdvance(pageText) - metrics.averageCharWidth() * 3;
        m_painter.drawText(area.adjusted(0, m_footer * 0.3, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                           metrics.elidedText(left, Qt::ElideRight, room));
        m_painter.drawText(area.adjusted(0, m_footer * 0.3, 0, 0), Qt::AlignRight | Qt::AlignVCenter, pageText);
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

/** The report's chart fonts: titles 11 pt bold, legends 9 pt, axis labels 8.5 pt, axis titles 9 pt. */
ChartPrintStyle chartStyle()
{
    ChartPrintStyle style;
    style.title = PdfReportWriter::reportFont(11);
    style.title.setBold(true);
    style.legend = PdfReportWriter::reportFont(9);
    style.axisLabels = PdfReportWriter::reportFont(8.5);
    style.axisTitles = PdfReportWriter::reportFont(9);
    return style;
}

/** The results page's charts, in the report's fonts; a chart without data is left out. */
std::vector<PrintedChart> makeCharts(const ReportData &data, const PdfReportWriter::Options &options, qreal aspect,
                                     bool costOnly = false)
{
    ChartInput input;
    input.recommendation = &data.recommendation;
    input.catalog = options.catalog;
    input.money = data.money;
    input.training = data.training;
    input.topCount = options.chartTop;
    // costOnly: the cover's one chart, what each way of paying costs, the question a buyer asks first.
    return printedResultCharts(input, costOnly, aspect, chartStyle());
}

/** What the parts of the report are drawn with: the painter, the page's text area, and the report with its options. */
struct ReportCanvas
{
    QPainter &painter;
    QPagedPaintDevice &writer;
    const ReportData &data;
    const PdfReportWriter::Options &options;
    QSizeF body; // a portrait page's text area
    qreal resolution;
};

/** Whether the cover's summary fit above the disclaimer, and whether its chart was drawn. */
struct CoverResult
{
    bool fits = false;
    bool chart = false;
};

/** The cover, on the page already begun: its summary, the cost chart in the room left, the disclaimer at the foot. */
CoverResult drawCover(const ReportCanvas &canvas, const QTextDocument &cover, const QTextDocument &coverNote)
{
    QPainter &painter = canvas.painter;
    const QSizeF &body = canvas.body;
    CoverResult result;
    const qreal noteTop = body.height() - coverNote.size().height();
    const qreal textHeight = cover.size().height();
    result.fits = textHeight <= noteTop;
    QAbstractTextDocumentLayout::PaintContext context;
    painter.save();
    const QRectF area(0, 0, body.width(), qMax<qreal>(0, noteTop));
    painter.setClipRect(area);
    context.clip = area;
    cover.documentLayout()->draw(&painter, context);
    painter.restore();
    const qreal gap = canvas.resolution * 0.1;
    const qreal room = noteTop - textHeight - 2 * gap;
    if (canvas.options.charts && room >= body.height() * 0.16) {
        const qreal height = qMin(room, body.height() * 0.42);
        auto coverCharts = makeCharts(canvas.data, canvas.options, body.width() / height, true);
        if (!coverCharts.empty()) {
            coverCharts.front().render(painter, QRectF(0, textHeight + gap, body.width(), height));
            result.chart = true;
        }
    }
    painter.save();
    painter.translate(0, noteTop);
    QAbstractTextDocumentLayout::PaintContext noteContext;
    coverNote.documentLayout()->draw(&painter, noteContext);
    painter.restore();
    return result;
}

/** Where the charts go on their pages, two to a page. */
struct ChartSlots
{
    qreal top;
    qreal gap;
    qreal height;
};

// Chart slots: half a page each, under the section heading's space.
ChartSlots chartSlots(const QSizeF &body, int resolution)
{
    const qreal chartTop = resolution * 0.35;
    const qreal chartGap = resolution * 0.15;
    const qreal chartHeight = (body.height() - chartTop - chartGap) / 2;
    return {chartTop, chartGap, chartHeight};
}

// Two charts per page, each drawn as vector graphics straight onto the PDF page.
void drawChartPages(const ReportCanvas &canvas, PageDrawer &pages, const std::vector<PrintedChart> &charts,
                    const ChartSlots &slot)
{
    QPainter &painter = canvas.painter;
    const QSizeF &body = canvas.body;
    QFont headingFont = PdfReportWriter::reportFont(13);
    headingFont.setBold(true);
    for (size_t i = 0; i < charts.size(); i += 2) {
        pages.beginPage();
        if (i == 0) {
            painter.save();
            painter.setFont(QFont(headingFont, &canvas.writer));
            painter.setPen(QColor(0x1a, 0x3f, 0x6b));
            painter.drawText(QRectF(0, 0, body.width(), canvas.resolution * 0.3), Qt::AlignLeft | Qt::AlignVCenter,
                             PdfReportWriter::tr("4. Charts"));
            painter.restore();
        }
        for (size_t k = 0; k < 2 && i + k < charts.size(); ++k) {
            const QRectF target(0, slot.top + static_cast<qreal>(k) * (slot.height + slot.gap), body.width(),
                                slot.height);
            charts[i + k].render(painter, target);
        }
    }
}

} // namespace

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
    m_coverFits = false;
    m_coverChart = false;
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
    QTextDocument coverNote;
    QTextDocument main;
    QTextDocument table;
    QTextDocument closing;
    prepareDocument(cover, &writer, body, coverHtml(data));
    prepareDocument(coverNote, &writer, body, coverNoteHtml(data));
    prepareDocument(main, &writer, body, bodyHtml(data));
    // The comparison table has as many columns as the results page: it gets landscape pages.
    prepareDocument(table, &writer, wide, tableHtml(data));
    prepareDocument(closing, &writer, body, closingHtml(data));

    const ChartSlots chartArea = chartSlots(body, resolution);
    std::vector<PrintedChart> charts;
    if (m_options.charts)
        charts = makeCharts(data, m_options, body.width() / chartArea.height);
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

    const ReportCanvas canvas{painter, writer, data, m_options, body, qreal(resolution)};
    // The cover is one page by design: the summary at the top, the disclaimer at the foot, the cost
    // chart in the space between (left out when the text leaves too little room for it to be read).
    pages.beginPage();
    const CoverResult coverResult = drawCover(canvas, cover, coverNote);
    m_coverFits = coverResult.fits;
    m_coverChart = coverResult.chart;
    pages.drawDocument(main);
    pages.drawDocument(table, QPageLayout::Landscape);
    drawChartPages(canvas, pages, charts, chartArea);
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
