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
#include <QTextBlock>
#include <QTextDocument>

namespace Advisor::Ui {

namespace {

/**
 * The resolution every part is laid out and measured at, whatever the device it is painted on: a layout
 * measured at the preview printer's 1,200 dpi broke lines elsewhere than the file's 300 dpi, and the preview
 * had a page fewer than the PDF saved from it. The painter scales from it to the device.
 */
constexpr int layoutDpi = 300;
/** A part's last page holding less than this share of a page holds only a few lines of it. */
constexpr qreal sparsePage = 0.25;
/** How far such a part is condensed, at most, to take those lines back onto the page before. */
constexpr qreal smallestScale = 0.88;

/** Font, paint device and page size for one text part; the layout then paginates it for that page. */
void prepareDocument(QTextDocument &doc, QPaintDevice *device, const QSizeF &page, const QString &html)
{
    // Laid out at layoutDpi on every device, so the preview breaks lines and pages where the file does.
    doc.documentLayout()->setPaintDevice(device);
    doc.setDefaultFont(PdfReportWriter::reportFont(9.5));
    doc.setDocumentMargin(0);
    doc.setPageSize(page);
    doc.setHtml(html);
}

/**
 * The font in the painter's terms: QPainter sizes a font for its own device's resolution and the scale from
 * layoutDpi applies on top, so the point size is taken back by their ratio.
 */
QFont painterFont(QFont font, const QPainter &painter)
{
    font.setPointSizeF(font.pointSizeF() * layoutDpi / painter.device()->logicalDpiY());
    return font;
}

/** A4 portrait with the report's margins. */
QPageLayout reportPageLayout()
{
    return QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(16, 14, 16, 12),
                       QPageLayout::Millimeter);
}

/** The share of its last page a paginated part fills. */
qreal lastPageFill(const QTextDocument &doc)
{
    const qreal page = doc.pageSize().height();
    const qreal bottom = doc.documentLayout()->blockBoundingRect(doc.lastBlock()).bottom();
    return qBound<qreal>(0, (bottom - (doc.pageCount() - 1) * page) / page, 1);
}

/**
 * A part overflowing by a few lines left them alone on a page of their own (the disclaimer, the end of a
 * list): it is laid out again slightly smaller, as "shrink to fit" prints, until they move back. Returns
 * the scale to paint it at; 1 when it needs none or no scale down to smallestScale takes the page away.
 */
qreal condense(QTextDocument &doc)
{
    const int pages = doc.pageCount();
    if (pages < 2 || lastPageFill(doc) >= sparsePage)
        return 1;
    const QSizeF page = doc.pageSize();
    for (int step = 1; 1 - step * 0.02 >= smallestScale - 1e-9; ++step) {
        const qreal scale = 1 - step * 0.02;
        doc.setPageSize(page / scale);
        if (doc.pageCount() < pages)
            return scale;
    }
    doc.setPageSize(page);
    return 1;
}

/**
 * A part wider than its page (a comparison table of many billing columns, whose figures never wrap) ran off
 * the paper's right edge: it is laid out on a page as much wider and painted as much smaller. Returns the
 * scale to paint it at; 1 when it fits.
 */
qreal fitWidth(QTextDocument &doc)
{
    const QSizeF page = doc.pageSize();
    qreal scale = 1;
    for (int attempt = 0; attempt < 4; ++attempt) {
        const qreal width = doc.documentLayout()->documentSize().width();
        const qreal room = page.width() / scale;
        if (width <= room + 0.5)
            break;
        scale *= room / width;
        doc.setPageSize(page / scale);
    }
    return scale;
}

class PageDrawer
{
public:
    /** Draws at layoutDpi on writer, whose own resolution may differ. */
    PageDrawer(QPagedPaintDevice &writer, QPainter &painter, qreal footerHeight, const ReportData &data)
        : m_writer(writer)
        , m_painter(painter)
        , m_footer(footerHeight)
        , m_data(data)
        , m_scale(qreal(writer.logicalDpiY()) / layoutDpi)
    { }

    void setTotal(int total) { m_total = total; }
    int page() const { return m_page; }
    const QList<PdfReportWriter::PageFill> &fills() const { return m_fills; }

    /**
     * The text area of a page in this orientation at layoutDpi: the paint rectangle less the footer line. Of
     * the report's own page layout, not the device's: a printer may widen the margins it was asked for.
     */
    static QSizeF bodySize(QPageLayout::Orientation orientation, qreal footer)
    {
        QPageLayout layout = reportPageLayout();
        layout.setOrientation(orientation);
        const QRectF paint = layout.paintRectPixels(layoutDpi);
        return {paint.width(), paint.height() - footer};
    }

    /** Starts a page (the first one is already open) in the given orientation and draws its number. */
    QSizeF beginPage(QPageLayout::Orientation orientation = QPageLayout::Portrait, qreal fill = 1,
                     bool startsPart = true)
    {
        if (m_page > 0) {
            // A new page layout applies from the next page on: switch before newPage().
            if (m_writer.pageLayout().orientation() != orientation)
                m_writer.setPageOrientation(orientation);
            m_writer.newPage();
        }
        // Set on every page: a preview printer starts each page with a painter state of its own.
        m_painter.setWorldTransform(QTransform::fromScale(m_scale, m_scale));
        ++m_page;
        m_fills.append({fill, startsPart});
        m_body = bodySize(orientation, m_footer);
        drawFooter();
        return m_body;
    }

    /** A part on pages of its own, at the scale condense() chose for it. */
    void drawDocument(QTextDocument &doc, qreal scale = 1, QPageLayout::Orientation orientation = QPageLayout::Portrait)
    {
        const int pages = doc.pageCount();
        const QSizeF page = doc.pageSize();
        for (int i = 0; i < pages; ++i) {
            beginPage(orientation, i + 1 < pages ? 1 : lastPageFill(doc), i == 0);
            m_painter.save();
            m_painter.scale(scale, scale);
            const QRectF view(0, i * page.height(), page.width(), page.height());
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
        m_painter.setFont(painterFont(font, m_painter));
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
    qreal m_scale;
    int m_page = 0;
    int m_total = 0;
    QList<PdfReportWriter::PageFill> m_fills;
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
        pages.beginPage(QPageLayout::Portrait, i + 1 < charts.size() ? 1 : 0.5, i == 0);
        if (i == 0) {
            painter.save();
            painter.setFont(painterFont(headingFont, painter));
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

/** The report's text parts, laid out and paginated, each with the scale condense() chose for it. */
struct TextParts
{
    QTextDocument cover;
    QTextDocument coverNote;
    QTextDocument main;
    QTextDocument table;
    QTextDocument closing;
    qreal mainScale = 1;
    qreal tableScale = 1;
    qreal closingScale = 1;

    void layOut(const ReportData &data, QPaintDevice *device, const QSizeF &body, const QSizeF &wide)
    {
        prepareDocument(cover, device, body, PdfReportWriter::coverHtml(data));
        prepareDocument(coverNote, device, body, PdfReportWriter::coverNoteHtml(data));
        prepareDocument(main, device, body, PdfReportWriter::bodyHtml(data));
        // The comparison table has as many columns as the results page: it gets landscape pages.
        prepareDocument(table, device, wide, PdfReportWriter::tableHtml(data));
        prepareDocument(closing, device, body, PdfReportWriter::closingHtml(data));
        mainScale = condense(main);
        const qreal tableWidthScale = fitWidth(table);
        tableScale = tableWidthScale * condense(table);
        closingScale = condense(closing);
    }
};

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
    m_fills.clear();
    m_coverFits = false;
    m_coverChart = false;
    if (m_options.charts && !qobject_cast<QApplication *>(QCoreApplication::instance())) {
        m_error = tr("drawing charts needs a QApplication");
        return false;
    }
    QPagedPaintDevice &writer = *device;
    const QPageLayout page = reportPageLayout();
    writer.setPageSize(page.pageSize());
    writer.setPageOrientation(page.orientation());
    writer.setPageMargins(page.margins(), page.units());
    // Text is measured on a PDF writer at layoutDpi that never writes a byte, whatever the device.
    QBuffer unused;
    QPdfWriter layoutDevice(&unused);
    layoutDevice.setResolution(layoutDpi);
    layoutDevice.setPageLayout(page);
    const int resolution = layoutDpi;

    const qreal footer = resolution * 0.3; // 0.3 inch for the page number line
    const QSizeF body = PageDrawer::bodySize(QPageLayout::Portrait, footer);
    const QSizeF wide = PageDrawer::bodySize(QPageLayout::Landscape, footer);

    TextParts parts;
    parts.layOut(data, &layoutDevice, body, wide);
    const QTextDocument &main = parts.main;
    const QTextDocument &table = parts.table;
    const QTextDocument &closing = parts.closing;

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

    const ReportCanvas canvas{painter, data, m_options, body, qreal(resolution)};
    // The cover is one page by design: the summary at the top, the disclaimer at the foot, the cost
    // chart in the space between (left out when the text leaves too little room for it to be read).
    pages.beginPage();
    const CoverResult coverResult = drawCover(canvas, parts.cover, parts.coverNote);
    m_coverFits = coverResult.fits;
    m_coverChart = coverResult.chart;
    pages.drawDocument(parts.main, parts.mainScale);
    pages.drawDocument(parts.table, parts.tableScale, QPageLayout::Landscape);
    drawChartPages(canvas, pages, charts, chartArea);
    if (timelinePage) {
        const QSizeF area = pages.beginPage();
        TimelinePage::paint(painter, &layoutDevice, QRectF(QPointF(0, 0), area), data, m_options.catalog,
                            m_options.charts);
    }
    pages.drawDocument(parts.closing, parts.closingScale);
    m_pages = pages.page();
    m_fills = pages.fills();
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
