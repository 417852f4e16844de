// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <xlsxwriter.h>

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QtGlobal>

// What XlsxReportWriter's sheets write with: libxlsxwriter opened at run time, the workbook's formats,
// and cell writers that take QStrings and zero-based rows and columns.
namespace Advisor::Ui::Xlsx {

/**
 * libxlsxwriter, opened on the first workbook instead of linked: loading it loads OpenSSL's libcrypto
 * too, which cost the wizard 1.6 MiB of its start-up memory in either language for an export most
 * sessions never make (BENCHMARKS.md). The names and types come from its header, so a call that does
 * not match the library's declaration does not compile.
 */
struct XlsxLibrary
{
    decltype(&::workbook_new_opt) workbook_new_opt = nullptr;
    decltype(&::workbook_add_worksheet) workbook_add_worksheet = nullptr;
    decltype(&::workbook_add_format) workbook_add_format = nullptr;
    decltype(&::workbook_set_properties) workbook_set_properties = nullptr;
    decltype(&::workbook_close) workbook_close = nullptr;
    decltype(&::worksheet_write_string) worksheet_write_string = nullptr;
    decltype(&::worksheet_write_number) worksheet_write_number = nullptr;
    decltype(&::worksheet_write_formula_num) worksheet_write_formula_num = nullptr;
    decltype(&::worksheet_write_datetime) worksheet_write_datetime = nullptr;
    decltype(&::worksheet_write_comment_opt) worksheet_write_comment_opt = nullptr;
    decltype(&::worksheet_set_row) worksheet_set_row = nullptr;
    decltype(&::worksheet_set_column) worksheet_set_column = nullptr;
    decltype(&::worksheet_freeze_panes) worksheet_freeze_panes = nullptr;
    decltype(&::worksheet_autofilter) worksheet_autofilter = nullptr;
    decltype(&::format_set_num_format) format_set_num_format = nullptr;
    decltype(&::format_set_bold) format_set_bold = nullptr;
    decltype(&::format_set_text_wrap) format_set_text_wrap = nullptr;
    decltype(&::format_set_bg_color) format_set_bg_color = nullptr;
    decltype(&::lxw_strerror) lxw_strerror = nullptr;
    QString problem; // why it could not be used; empty once every function was found
};

/** The library, loaded on the first call; problem says why it cannot be used. */
const XlsxLibrary &xlsx();

/** The workbook and the few cell formats every sheet shares. */
struct Book
{
    lxw_workbook *workbook = nullptr;
    lxw_format *header = nullptr;
    lxw_format *title = nullptr;
    lxw_format *wrap = nullptr;
    lxw_format *integer = nullptr;
    lxw_format *date = nullptr;
    lxw_format *input = nullptr; // the cost model's inputs: the cells a reader is meant to change
    lxw_format *decimals[4] = {};

    lxw_format *number(int places) const { return decimals[qBound(0, places, 3)]; }
};

QByteArray utf8(const QString &text);
/** Nothing for an empty value: the cell stays blank. */
void text(lxw_worksheet *sheet, int row, int column, const QString &value, lxw_format *format = nullptr);
void number(lxw_worksheet *sheet, int row, int column, double value, lxw_format *format);
/** A cell's note (Excel's comment), shown on hover, in a box wide enough for a sentence or two. */
void note(lxw_worksheet *sheet, int row, int column, const QString &value);
/** "D7" from a zero-based row and column; absolute ($B$2) when asked. */
QString cell(int row, int column, bool absolute = false);
void formula(lxw_worksheet *sheet, int row, int column, const QString &expression, double cached, lxw_format *format);
lxw_worksheet *addSheet(Book &book, const QString &name);
void headerRow(lxw_worksheet *sheet, int row, const QStringList &headers, const Book &book);
/** A new format, with the number format given (none when null). */
lxw_format *format(lxw_workbook *workbook, const char *numberFormat);

} // namespace Advisor::Ui::Xlsx
