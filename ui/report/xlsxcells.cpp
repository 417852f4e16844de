// SPDX-License-Identifier: Apache-2.0
#include "ui/report/xlsxcells.h"

#include <QLibrary>

#include <type_traits>

namespace Advisor::Ui::Xlsx {

namespace {
XlsxLibrary load()
{
    XlsxLibrary lib;
    // libxlsxwriter.so.4: the ABI the header belongs to (Debian's libxlsxwriter4). Never unloaded.
    QLibrary library(QStringLiteral("xlsxwriter"), 4);
    if (!library.load()) {
        lib.problem = library.errorString();
        return lib;
    }
    const auto resolve = [&](auto &function, const char *name) {
        function = reinterpret_cast<std::remove_reference_t<decltype(function)>>(library.resolve(name));
        if (!function && lib.problem.isEmpty())
            lib.problem = library.errorString();
    };
    resolve(lib.workbook_new_opt, "workbook_new_opt");
    resolve(lib.workbook_add_worksheet, "workbook_add_worksheet");
    resolve(lib.workbook_add_format, "workbook_add_format");
    resolve(lib.workbook_set_properties, "workbook_set_properties");
    resolve(lib.workbook_close, "workbook_close");
    resolve(lib.worksheet_write_string, "worksheet_write_string");
    resolve(lib.worksheet_write_number, "worksheet_write_number");
    resolve(lib.worksheet_write_formula_num, "worksheet_write_formula_num");
    resolve(lib.worksheet_write_datetime, "worksheet_write_datetime");
    resolve(lib.worksheet_write_comment_opt, "worksheet_write_comment_opt");
    resolve(lib.worksheet_set_row, "worksheet_set_row");
    resolve(lib.worksheet_set_column, "worksheet_set_column");
    resolve(lib.worksheet_freeze_panes, "worksheet_freeze_panes");
    resolve(lib.worksheet_autofilter, "worksheet_autofilter");
    resolve(lib.format_set_num_format, "format_set_num_format");
    resolve(lib.format_set_bold, "format_set_bold");
    resolve(lib.format_set_text_wrap, "format_set_text_wrap");
    resolve(lib.format_set_bg_color, "format_set_bg_color");
    resolve(lib.lxw_strerror, "lxw_strerror");
    return lib;
}
} // namespace

const XlsxLibrary &xlsx()
{
    static const XlsxLibrary lib = load();
    return lib;
}

QByteArray utf8(const QString &text)
{
    return text.toUtf8();
}

void text(lxw_worksheet *sheet, int row, int column, const QString &value, lxw_format *format)
{
    if (!value.isEmpty())
        xlsx().worksheet_write_string(sheet, lxw_row_t(row), lxw_col_t(column), utf8(value).constData(), format);
}

void number(lxw_worksheet *sheet, int row, int column, double value, lxw_format *format)
{
    xlsx().worksheet_write_number(sheet, lxw_row_t(row), lxw_col_t(column), value, format);
}

void note(lxw_worksheet *sheet, int row, int column, const QString &value)
{
    // Excel's default box (128 × 74 px) cuts a sentence off; a reader sees only what fits.
    lxw_comment_options options{};
    options.width = 300;
    options.height = 90;
    xlsx().worksheet_write_comment_opt(sheet, lxw_row_t(row), lxw_col_t(column), utf8(value).constData(), &options);
}

QString cell(int row, int column, bool absolute)
{
    QString letters;
    for (int c = column + 1; c > 0; c = (c - 1) / 26)
        letters.prepend(QChar('A' + (c - 1) % 26));
    const QString dollar = absolute ? QStringLiteral("$") : QString();
    return dollar + letters + dollar + QString::number(row + 1);
}

void formula(lxw_worksheet *sheet, int row, int column, const QString &expression, double cached, lxw_format *format)
{
    // The cached value is the engine's figure: what a reader sees before the program recalculates.
    xlsx().worksheet_write_formula_num(sheet, lxw_row_t(row), lxw_col_t(column), utf8(expression).constData(), format,
                                       cached);
}

lxw_worksheet *addSheet(Book &book, const QString &name)
{
    return xlsx().workbook_add_worksheet(book.workbook, utf8(name).constData());
}

void headerRow(lxw_worksheet *sheet, int row, const QStringList &headers, const Book &book)
{
    for (int c = 0; c < headers.size(); ++c)
        text(sheet, row, c, headers.at(c), book.header);
}

lxw_format *format(lxw_workbook *workbook, const char *numberFormat)
{
    lxw_format *f = xlsx().workbook_add_format(workbook);
    if (numberFormat)
        xlsx().format_set_num_format(f, numberFormat);
    return f;
}

} // namespace Advisor::Ui::Xlsx
