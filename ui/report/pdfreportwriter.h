// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/report/reportdata.h"

#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QString>

class QIODevice;
class QPagedPaintDevice;
class QTextDocument;

namespace Advisor::Ui {

/**
 * The signed-off report: A4 PDF with vector text and vector charts. Text is laid out by QTextDocument
 * (HTML built from ReportData) and painted page by page onto a QPdfWriter, so charts can sit on
 * their own pages between the text parts and every page gets a number. Needs a QApplication (the
 * charts are Qt Charts views).
 */
class PdfReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(PdfReportWriter)

public:
    struct Options
    {
        const Catalog *catalog = nullptr; // billing and region names in the charts
        bool charts = true;
        int chartTop = 5; // configurations per chart, as on the results page
    };

    /** How full a page of the last write is: the share of its text area its content takes. */
    struct PageFill
    {
        qreal share = 1;
        bool startsPart = true; // the first page of a part (cover, sections, table, charts), not a continuation
    };

    PdfReportWriter() = default;
    explicit PdfReportWriter(Options options)
        : m_options(options)
    { }

    /** Writes the PDF to an open device; false with errorString() on failure. */
    bool write(const ReportData &data, QIODevice *device);
    /**
     * Paints the report onto any paged device: a QPdfWriter, or the QPrinter of a QPrintPreviewDialog
     * (the wizard's preview shows exactly what the PDF will hold). Sets A4 and the margins itself.
     */
    bool paint(const ReportData &data, QPagedPaintDevice *device);
    /**
     * Renders into memory, then replaces path through QSaveFile: a failure leaves the old file intact
     * and *error names the file and the reason, like every writer of the program (SafeWrite).
     */
    bool writeFile(const ReportData &data, const QString &path, QString *error);
    QString errorString() const { return m_error; }
    /** Pages of the last write. */
    int pageCount() const { return m_pages; }
    /** Each page of the last write, in order. */
    const QList<PageFill> &pageFills() const { return m_fills; }
    /** Whether the last write's cover held its whole summary above the disclaimer, and drew its chart. */
    bool coverFits() const { return m_coverFits; }
    bool coverHasChart() const { return m_coverChart; }

    /** The report's text parts as HTML (tests and the wizard's preview use them). */
    static QString coverHtml(const ReportData &data);
    /** The disclaimer at the foot of the cover. */
    static QString coverNoteHtml(const ReportData &data);
    static QString bodyHtml(const ReportData &data);
    static QString tableHtml(const ReportData &data);
    static QString closingHtml(const ReportData &data);
    /** A font whose families cover Latin and Simplified Chinese, with Han text that copies out of the PDF intact. */
    static QFont reportFont(qreal pointSize);
    /** The cover's price date: the recommended configuration's oldest, with the catalog's newest when they differ. */
    static QString priceDates(const ReportData &data);

private:
    Options m_options;
    QString m_error;
    int m_pages = 0;
    QList<PageFill> m_fills;
    bool m_coverFits = false;
    bool m_coverChart = false;
};

} // namespace Advisor::Ui
