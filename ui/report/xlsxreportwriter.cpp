// SPDX-License-Identifier: Apache-2.0
#include "ui/report/xlsxreportwriter.h"

#include "models/io/safewrite.h"
#include "models/text/moneyformatter.h"
#include "ui/report/xlsxcells.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QTemporaryDir>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <sys/statvfs.h>

namespace Advisor::Ui {

using namespace Xlsx;

namespace {

void comparisonSheet(Book &book, const ReportData &d)
{
    lxw_worksheet *sheet = addSheet(book, XlsxReportWriter::tr("Comparison"));
    const ReportDataTable &t = d.table.data;
    QStringList headers;
    for (const ReportDataTable::Column &column : t.columns)
        headers << column.header;
    headerRow(sheet, 0, headers, book);
    xlsx().worksheet_set_row(sheet, 0, 45, book.header);
    xlsx().worksheet_freeze_panes(sheet, 1, 2);
    for (int r = 0; r < t.rows.size(); ++r) {
        const QVariantList &row = t.rows.at(r);
        for (size_t c = 0; c < t.columns.size(); ++c) {
            const QVariant value = row.value(static_cast<qsizetype>(c));
            if (!value.isValid())
                continue;
            const ReportDataTable::Column &column = t.columns[c];
            const int col = static_cast<int>(c);
            switch (column.kind) {
            case ReportDataTable::Kind::Integer:
                number(sheet, r + 1, col, value.toDouble(), book.integer);
                break;
            case ReportDataTable::Kind::Number:
                number(sheet, r + 1, col, value.toDouble(), book.number(column.decimals));
                break;
            case ReportDataTable::Kind::Date: {
                const QDate date = QDate::fromString(value.toString(), Qt::ISODate);
                if (date.isValid()) {
                    lxw_datetime when{date.year(), date.month(), date.day(), 0, 0, 0};
                    xlsx().worksheet_write_datetime(sheet, lxw_row_t(r + 1), lxw_col_t(col), &when, book.date);
                } else {
                    text(sheet, r + 1, col, value.toString());
                }
                break;
            }
            case ReportDataTable::Kind::Text:
                text(sheet, r + 1, col, value.toString());
                break;
            }
        }
    }
    xlsx().worksheet_set_column(sheet, 0, lxw_col_t(qMax<int>(0, int(t.columns.size()) - 1)), 14, nullptr);
    xlsx().worksheet_set_column(sheet, 1, 1, 24, nullptr);
    if (!t.columns.empty() && !t.rows.isEmpty())
        xlsx().worksheet_autofilter(sheet, 0, 0, lxw_row_t(t.rows.size()), lxw_col_t(t.columns.size() - 1));
}

/** The cost model's columns, left to right. */
enum CostColumn
{
    Type,
    Billing,
    BillingId,
    Price,
    Instances,
    Hourly,
    Hours,
    Total,
    Monthly,
    Low,
    High,
    Estimated,
    Recommended
};

/** Absolute references to the cost model's input cells. */
struct CostInputs
{
    QString discount;
    QString hoursPerMonth;
};

/** The formula above the table and its inputs, which a reader may change. */
CostInputs costModelInputs(lxw_worksheet *sheet, const Book &book, const ReportCostModel &m)
{
    text(sheet, 0, 0,
         XlsxReportWriter::tr("Cost = price per instance-hour × instances × (1 − discount) × hours billed. Change the "
                              "yellow cells and every total follows."),
         book.title);
    // Inputs: one cell each, referenced absolutely by every formula below.
    const int discountRow = 1;
    const int hoursRow = 2;
    text(sheet, discountRow, 0, XlsxReportWriter::tr("Customer discount (% off the list price)"));
    number(sheet, discountRow, 1, m.discountPercent, book.input);
    // On the cell itself too, for a reader who types over it without reading across: customers say the share paid.
    note(sheet, discountRow, 1,
         XlsxReportWriter::tr("Type the discount as the share off the list price, in percent: 20 means 20 % off, a "
                              "price at 80 % of the list price. Type 0 for no discount.",
                              "Chinese: state that 官网价 8 折 is typed as 20, not 80"));
    // Beside the input, where it is read as the value is typed: "8 折" is the share paid, the cell the share off.
    text(sheet, discountRow, 2,
         XlsxReportWriter::tr("20 for a price at 80 % of the list price; 0 for none",
                              "Chinese: 官网价 8 折填 20，无优惠填 0"));
    text(sheet, hoursRow, 0, XlsxReportWriter::tr("Hours per month (h)"));
    number(sheet, hoursRow, 1, m.hoursPerMonth, book.input);
    text(sheet, 3, 0, XlsxReportWriter::tr("Currency"));
    text(sheet, 3, 1, MoneyFormatter::currencyName(m.currency));
    return {cell(discountRow, 1, true), cell(hoursRow, 1, true)};
}

/** The headers of the CostColumn columns. */
QStringList costModelHeaders(const ReportCostModel &m)
{
    const QString unit = MoneyFormatter::currencyUnit(m.currency);
    return {XlsxReportWriter::tr("Instance type"),
            XlsxReportWriter::tr("Billing model"),
            XlsxReportWriter::tr("Billing model id"),
            XlsxReportWriter::tr("Price per instance-hour before discount (%1/h)").arg(unit),
            XlsxReportWriter::tr("Instances (count)"),
            XlsxReportWriter::tr("Hourly cost, all instances, after discount (%1/h)").arg(unit),
            XlsxReportWriter::tr("Hours billed (h)"),
            m.training ? XlsxReportWriter::tr("Job total (%1)").arg(unit)
                       : XlsxReportWriter::tr("Monthly total (%1)").arg(unit),
            XlsxReportWriter::tr("Per month of use (%1)").arg(unit),
            XlsxReportWriter::tr("Low (%1)").arg(unit),
            XlsxReportWriter::tr("High (%1)").arg(unit),
            XlsxReportWriter::tr("Price estimated"),
            XlsxReportWriter::tr("Recommended")};
}

void costModelSheet(Book &book, const ReportData &d)
{
    const ReportCostModel &m = d.costModel;
    lxw_worksheet *sheet = addSheet(book, XlsxReportWriter::tr("Cost model"));
    const CostInputs inputs = costModelInputs(sheet, book, m);
    const QString &discount = inputs.discount;
    const QString &hoursPerMonth = inputs.hoursPerMonth;

    const int head = 5;
    headerRow(sheet, head, costModelHeaders(m), book);
    xlsx().worksheet_set_row(sheet, head, 45, book.header);
    int row = head + 1;
    int recommendedRow = -1;
    double recommendedHourly = 0;
    for (const ReportCostLine &line : m.lines) {
        text(sheet, row, Type, line.instanceType);
        text(sheet, row, Billing, line.billing);
        text(sheet, row, BillingId, line.billingId);
        number(sheet, row, Price, line.pricePerInstanceHour, book.number(3));
        number(sheet, row, Instances, line.instances, book.integer);
        // A quote is what the customer was offered: the discount is already in it, as the engine prices it.
        const double hourly =
            line.pricePerInstanceHour * line.instances * (line.quote ? 1 : 1 - m.discountPercent / 100);
        formula(sheet, row, Hourly,
                line.quote ? QStringLiteral("=%1*%2").arg(cell(row, Price), cell(row, Instances))
                           : QStringLiteral("=%1*%2*(1-%3/100)").arg(cell(row, Price), cell(row, Instances), discount),
                hourly, book.number(3));
        // Serving is billed by the month: its hours are the input above, so changing it moves every total.
        if (!m.training && qAbs(line.billedHours - m.hoursPerMonth) < 1e-6)
            formula(sheet, row, Hours, QStringLiteral("=%1").arg(hoursPerMonth), m.hoursPerMonth, book.number(2));
        else
            number(sheet, row, Hours, line.billedHours, book.number(2));
        formula(sheet, row, Total, QStringLiteral("=%1*%2").arg(cell(row, Hourly), cell(row, Hours)), line.total,
                book.number(2));
        formula(sheet, row, Monthly, QStringLiteral("=%1*%2").arg(cell(row, Hourly), hoursPerMonth),
                hourly * m.hoursPerMonth, book.number(2));
        if (line.totalHigh > line.totalLow) {
            number(sheet, row, Low, line.totalLow, book.number(2));
            number(sheet, row, High, line.totalHigh, book.number(2));
        }
        text(sheet, row, Estimated,
             line.quote           ? XlsxReportWriter::tr("no: your quote, no discount applied")
                 : line.estimated ? XlsxReportWriter::tr("yes")
                                  : XlsxReportWriter::tr("no"));
        if (line.recommended) {
            text(sheet, row, Recommended, XlsxReportWriter::tr("yes"));
            recommendedRow = row;
            recommendedHourly = hourly;
        }
        ++row;
    }
    if (!m.lines.empty()) {
        const int first = head + 1;
        const int last = row - 1;
        ++row;
        double lowest = m.lines.front().total;
        for (const ReportCostLine &line : m.lines)
            lowest = qMin(lowest, line.total);
        text(sheet, row, Type, XlsxReportWriter::tr("Lowest total in this sheet"), book.header);
        formula(sheet, row, Total, QStringLiteral("=MIN(%1:%2)").arg(cell(first, Total), cell(last, Total)), lowest,
                book.number(2));
        ++row;
        if (recommendedRow >= 0) {
            const ReportCostLine &rec = m.lines[size_t(recommendedRow - first)];
            text(sheet, row, Type, XlsxReportWriter::tr("Recommended configuration"), book.header);
            formula(sheet, row, Total, QStringLiteral("=%1").arg(cell(recommendedRow, Total)), rec.total,
                    book.number(2));
            ++row;
            if (!m.training) {
                text(sheet, row, Type, XlsxReportWriter::tr("Recommended configuration, 12 months"), book.header);
                formula(sheet, row, Total, QStringLiteral("=%1*12").arg(cell(recommendedRow, Monthly)),
                        recommendedHourly * m.hoursPerMonth * 12, book.number(2));
            }
        }
    }
    xlsx().worksheet_set_column(sheet, Type, Type, 30, nullptr);
    xlsx().worksheet_set_column(sheet, Billing, Recommended, 15, nullptr);
}

void assumptionsSheet(Book &book, const ReportData &d)
{
    lxw_worksheet *sheet = addSheet(book, XlsxReportWriter::tr("Assumptions"));
    headerRow(sheet, 0, {XlsxReportWriter::tr("Item"), XlsxReportWriter::tr("Value"), XlsxReportWriter::tr("Source")},
              book);
    int row = 1;
    const auto line = [&](const QString &label, const QString &value, const QString &source = {}) {
        text(sheet, row, 0, label);
        text(sheet, row, 1, value, book.wrap);
        text(sheet, row, 2, source, book.wrap);
        ++row;
    };
    if (!d.scenarioName.isEmpty())
        line(XlsxReportWriter::tr("Scenario"), d.scenarioName);
    line(XlsxReportWriter::tr("Report date"), d.date);
    line(XlsxReportWriter::tr("Catalog"), d.catalogLine);
    line(XlsxReportWriter::tr("Prices as of"), d.pricesAsOf.isEmpty() ? d.priceDate : d.pricesAsOf);
    line(XlsxReportWriter::tr("Region"), d.region);
    for (const ReportLine &detail : d.workloadDetails)
        line(detail.label, detail.value);
    // The comparison sheet stays a plain table (a filter or a pivot reads it whole): its view notes go here.
    for (const QString &note : d.table.notes)
        line(XlsxReportWriter::tr("Comparison view"), note);
    for (const AssumptionLine &a : d.assumptions)
        line(a.label, a.value, a.source);
    ++row;
    text(sheet, row, 0, d.disclaimer, book.wrap);
    xlsx().worksheet_set_column(sheet, 0, 0, 34, nullptr);
    xlsx().worksheet_set_column(sheet, 1, 1, 40, nullptr);
    xlsx().worksheet_set_column(sheet, 2, 2, 70, nullptr);
}

void sourcesSheet(Book &book, const ReportData &d)
{
    lxw_worksheet *sheet = addSheet(book, XlsxReportWriter::tr("Sources"));
    headerRow(sheet, 0,
              {XlsxReportWriter::tr("No."), XlsxReportWriter::tr("Title"), XlsxReportWriter::tr("Address"),
               XlsxReportWriter::tr("Date")},
              book);
    int row = 1;
    for (const ReportSource &s : d.sources) {
        number(sheet, row, 0, row, book.integer);
        text(sheet, row, 1, s.title, book.wrap);
        text(sheet, row, 2, s.url);
        const QDate date = QDate::fromString(s.date, Qt::ISODate);
        if (date.isValid()) {
            lxw_datetime when{date.year(), date.month(), date.day(), 0, 0, 0};
            xlsx().worksheet_write_datetime(sheet, lxw_row_t(row), 3, &when, book.date);
        } else {
            text(sheet, row, 3, s.date.isEmpty() ? XlsxReportWriter::tr("undated") : s.date);
        }
        ++row;
    }
    xlsx().worksheet_set_column(sheet, 1, 1, 60, nullptr);
    xlsx().worksheet_set_column(sheet, 2, 2, 60, nullptr);
    xlsx().worksheet_set_column(sheet, 3, 3, 12, nullptr);
}

/**
 * The project month by month: each billing model's monthly cost as figures, its running total and
 * project total as formulas over them, so a reader who edits a month sees the totals follow.
 */
void timelineSheet(Book &book, const ReportData &d)
{
    if (!d.timeline || d.timeline->isEmpty())
        return;
    const Timeline &t = *d.timeline;
    lxw_worksheet *sheet = addSheet(book, XlsxReportWriter::tr("Timeline"));
    const QString unit = MoneyFormatter::currencyUnit(t.currency);
    text(sheet, 0, 0,
         XlsxReportWriter::tr("The project month by month under each billing model, after the customer discount. "
                              "Running totals and project totals are formulas over the monthly figures."),
         book.title);
    std::vector<const TimelineLine *> lines;
    for (const TimelineLine &line : t.lines) {
        if (line.available && std::ssize(line.monthly) == t.months)
            lines.push_back(&line);
    }
    if (t.mixed && std::ssize(t.mixed->monthly) == t.months)
        lines.push_back(&*t.mixed);
    const int head = 2;
    text(sheet, head, 0, XlsxReportWriter::tr("Month"), book.header);
    for (size_t i = 0; i < lines.size(); ++i) {
        const QString name = d.timelineBillingNames.value(lines[i]->billing, lines[i]->billing);
        const int col = 1 + 2 * int(i);
        text(sheet, head, col, XlsxReportWriter::tr("%1, this month (%2)").arg(name, unit), book.header);
        text(sheet, head, col + 1, XlsxReportWriter::tr("%1, so far (%2)").arg(name, unit), book.header);
    }
    const int first = head + 1;
    for (int m = 0; m < t.months; ++m) {
        const int row = first + m;
        number(sheet, row, 0, m + 1, book.integer);
        for (size_t i = 0; i < lines.size(); ++i) {
            const int col = 1 + 2 * int(i);
            number(sheet, row, col, lines[i]->monthly[size_t(m)], book.number(2));
            const QString running = m == 0 ? QStringLiteral("=%1").arg(cell(row, col))
                                           : QStringLiteral("=%1+%2").arg(cell(row - 1, col + 1), cell(row, col));
            formula(sheet, row, col + 1, running, lines[i]->cumulative[size_t(m)], book.number(2));
        }
    }
    const int totalRow = first + t.months;
    text(sheet, totalRow, 0, XlsxReportWriter::tr("Project total (%1)").arg(unit), book.title);
    for (size_t i = 0; i < lines.size(); ++i) {
        const int col = 1 + 2 * int(i);
        formula(sheet, totalRow, col, QStringLiteral("=SUM(%1:%2)").arg(cell(first, col), cell(totalRow - 1, col)),
                lines[i]->total, book.number(2));
    }
    int row = totalRow + 2;
    for (const BreakEven &b : t.breakEvens) {
        const QString from = d.timelineBillingNames.value(b.from, b.from);
        const QString to = d.timelineBillingNames.value(b.to, b.to);
        text(sheet, row, 0, XlsxReportWriter::tr("Break-even of %1 against %2").arg(to, from));
        if (b.month)
            number(sheet, row, 1, *b.month, book.integer);
        else
            text(sheet, row, 1, XlsxReportWriter::tr("not within the project"));
        ++row;
    }
    xlsx().worksheet_set_column(sheet, 0, 0, 16, nullptr);
    xlsx().worksheet_set_column(sheet, 1, lxw_col_t(2 * lines.size()), 18, nullptr);
    xlsx().worksheet_freeze_panes(sheet, lxw_row_t(first), 1);
}

/**
 * The library only says "Zip generic error ZIP_ERRNO": name the folder, and say it is full when it is.
 */
QString temporaryFolderProblem(const QString &folder, int systemError, const QString &libraryText)
{
    const QString shown = QDir::toNativeSeparators(QFileInfo(folder).absolutePath());
    struct statvfs disk = {};
    const bool known = ::statvfs(QFile::encodeName(folder).constData(), &disk) == 0;
    const double freeBytes = known ? double(disk.f_bavail) * double(disk.f_frsize) : -1;
    if (systemError == ENOSPC || (known && freeBytes < 16.0 * 1024 * 1024))
        return XlsxReportWriter::tr("the workbook is built in the temporary folder %1 first, and that folder is "
                                    "full (%2 MiB free): free some space there, or set TMPDIR to a folder with "
                                    "room")
            .arg(shown, QLocale().toString(std::max(0.0, freeBytes) / (1024 * 1024), 'f', 1));
    if (systemError != 0)
        return XlsxReportWriter::tr("the workbook could not be built in the temporary folder %1: %2")
            .arg(shown, QString::fromLocal8Bit(std::strerror(systemError)));
    return XlsxReportWriter::tr("the workbook could not be built in the temporary folder %1 (%2)")
        .arg(shown, libraryText);
}
} // namespace

QByteArray XlsxReportWriter::toBytes(const ReportData &data, QString *error)
{
    if (const QString &problem = xlsx().problem; !problem.isEmpty()) {
        if (error)
            *error = tr("the spreadsheet library libxlsxwriter (package libxlsxwriter4) could not be loaded: %1")
                         .arg(problem);
        return {};
    }
    // libxlsxwriter writes a file; it goes to a private folder first, then SafeWrite puts it in place.
    // An export killed half-way leaves that folder behind: the next one removes it.
    const QString prefix = QStringLiteral("gpu-advisor-xlsx");
    SafeWrite::removeStaleFolders(QDir::tempPath(), prefix);
    QTemporaryDir dir(SafeWrite::temporaryFolderTemplate(prefix));
    if (!dir.isValid()) {
        if (error)
            *error = tr("could not create a temporary folder for the workbook in %1: %2")
                         .arg(QDir::toNativeSeparators(QDir::tempPath()), dir.errorString());
        return {};
    }
    const QString path = dir.filePath(QStringLiteral("report.xlsx"));
    const QByteArray tmp = utf8(QDir::toNativeSeparators(dir.path()));
    lxw_workbook_options options{};
    options.tmpdir = const_cast<char *>(tmp.constData());
    Book book;
    book.workbook = xlsx().workbook_new_opt(utf8(path).constData(), &options);
    if (!book.workbook) {
        if (error)
            *error = tr("could not start the workbook");
        return {};
    }
    book.header = format(book.workbook, nullptr);
    xlsx().format_set_bold(book.header);
    xlsx().format_set_text_wrap(book.header);
    xlsx().format_set_bg_color(book.header, 0xE4EBF3);
    book.title = format(book.workbook, nullptr);
    xlsx().format_set_bold(book.title);
    book.wrap = format(book.workbook, nullptr);
    xlsx().format_set_text_wrap(book.wrap);
    book.integer = format(book.workbook, "0");
    book.date = format(book.workbook, "yyyy-mm-dd");
    book.input = format(book.workbook, "0.00");
    xlsx().format_set_bg_color(book.input, 0xFFF2CC);
    const char *places[] = {"#,##0", "#,##0.0", "#,##0.00", "#,##0.0000"};
    for (int i = 0; i < 4; ++i)
        book.decimals[i] = format(book.workbook, places[i]);

    const QByteArray title = utf8(data.scenarioName.isEmpty() ? data.title : data.scenarioName);
    const QByteArray author = utf8(data.preparedBy);
    const QByteArray company = utf8(data.customer);
    lxw_doc_properties properties{};
    properties.title = const_cast<char *>(title.constData());
    properties.author = const_cast<char *>(author.constData());
    properties.company = const_cast<char *>(company.constData());
    xlsx().workbook_set_properties(book.workbook, &properties);

    comparisonSheet(book, data);
    costModelSheet(book, data);
    timelineSheet(book, data);
    assumptionsSheet(book, data);
    sourcesSheet(book, data);

    errno = 0;
    const lxw_error result = xlsx().workbook_close(book.workbook);
    if (result != LXW_NO_ERROR) {
        if (error)
            *error = temporaryFolderProblem(dir.path(), errno, QString::fromUtf8(xlsx().lxw_strerror(result)));
        return {};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("could not read the workbook back: %1").arg(file.errorString());
        return {};
    }
    return file.readAll();
}

bool XlsxReportWriter::writeFile(const ReportData &data, const QString &path, QString *error)
{
    const QByteArray bytes = toBytes(data, error);
    if (bytes.isEmpty())
        return false;
    return SafeWrite::write(path, bytes, error);
}

} // namespace Advisor::Ui
