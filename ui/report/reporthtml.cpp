// SPDX-License-Identifier: Apache-2.0
// The report's text as HTML, one part per stretch of pages (cover, body, table, closing); the painting
// and the charts are in pdfreportwriter.cpp.
#include "models/text/moneyformatter.h"
#include "ui/report/pdfreportwriter.h"

#include <QLocale>

#include <algorithm>

namespace Advisor::Ui {
namespace {
/** The longest part of a table cell kept on one line: a figure with its unit and label ("in all 1,012–2,305 tokens/s").
 */
constexpr qsizetype maxUnbrokenPart = 30;

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

} // namespace

QString PdfReportWriter::priceDates(const ReportData &d)
{
    return d.pricesAsOf.isEmpty() ? d.priceDate : d.pricesAsOf;
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
        QStringLiteral("<p style=\"font-size:9pt; color:#1a3f6b;\">%1</p>").arg(esc(tr("GPU Instance Advisor")));
    // The scenario's own name is the title when it has one: that is how the reader files the report.
    const QString title = d.scenarioName.isEmpty() ? d.title : d.scenarioName;
    html += QStringLiteral("<p style=\"font-size:18pt; font-weight:bold; margin-top:2pt; margin-bottom:2pt;\">%1</p>")
                .arg(esc(title));
    if (!d.scenarioName.isEmpty())
        html += QStringLiteral("<p style=\"font-size:11pt; color:#444444;\">%1</p>").arg(esc(d.title));
    html += spacer(4);
    html += QStringLiteral("<div style=\"font-size:8.5pt;\">") + lines(facts, QStringLiteral("22%"))
        + QStringLiteral("</div>");

    // The executive summary: the answer, what it costs, how fast, and what to watch.
    const ReportSummary &sum = d.summary;
    html += heading(tr("Summary"));
    html += QStringLiteral("<p style=\"font-size:12pt; font-weight:bold; margin-bottom:4pt;\">%1</p>")
                .arg(esc(sum.recommendation.isEmpty() ? d.recommendationHeadline : sum.recommendation));
    if (!sum.figures.empty())
        html += QStringLiteral("<div style=\"font-size:10.5pt;\">") + lines(sum.figures, QStringLiteral("26%"))
            + QStringLiteral("</div>");
    if (!sum.risks.empty()) {
        html += subheading(tr("Top risks and their fixes"));
        html += QStringLiteral("<ol style=\"margin-top:2pt;\">");
        for (const ReportRisk &risk : sum.risks) {
            html += QStringLiteral("<li style=\"margin-bottom:3pt;\"><b>%1</b>").arg(esc(risk.title));
            if (!risk.fix.isEmpty())
                html += QStringLiteral("<br/>")
                    + tr("%1 %2", "a label ending in a colon, then its text; Chinese puts no space after ：")
                          .arg(QStringLiteral("<i>%1</i>").arg(esc(tr("Fix:"))), esc(risk.fix));
            html += QStringLiteral("</li>");
        }
        html += QStringLiteral("</ol>");
    } else if (d.hasRecommendation) {
        html += paragraph(tr("No balance problems were found for the recommended configuration."));
    }
    return html;
}

QString PdfReportWriter::coverNoteHtml(const ReportData &d)
{
    return QStringLiteral("<p style=\"font-size:7.5pt; color:#555555;\">%1</p>").arg(esc(d.disclaimer));
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
        if (!d.regionLines.isEmpty()) {
            html += subheading(tr("Price by region"));
            html += list(d.regionLines, false);
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
    html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\" width=\"100%\" "
                           "style=\"border-collapse:collapse; border-color:#999999; font-size:6pt; margin-top:4pt;\">");
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
            // A cell of short parts ("per user … · in all …") breaks only between them: squeezed, it broke
            // inside its figures ("1,012–" over "2,305") and stood eight lines tall.
            const QString cell = row.value(c);
            const QStringList parts = cell.split(QStringLiteral(" · "));
            const bool shortParts = parts.size() > 1
                && std::all_of(parts.begin(), parts.end(),
                               [](const QString &part) { return part.size() <= maxUnbrokenPart; });
            const bool keepWhole = cell.size() <= 24 || shortParts;
            QStringList escaped;
            for (const QString &part : parts)
                escaped << esc(part);
            html += QStringLiteral("<td%1%2>%3</td>")
                        .arg(right ? QStringLiteral(" align=\"right\"") : QString(),
                             keepWhole ? QStringLiteral(" style=\"white-space:nowrap;\"") : QString(),
                             shortParts ? escaped.join(QStringLiteral("<br/>")) : esc(cell));
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

} // namespace Advisor::Ui
