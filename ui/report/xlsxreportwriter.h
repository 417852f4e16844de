// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/report/reportdata.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace Advisor::Ui {

/**
 * The report as a workbook that calculates (libxlsxwriter): the comparison with numeric cells and
 * units in the headers, the cost model with live formulas (price × instances × (1 − discount) ×
 * hours) over inputs a reader can change, the assumptions and the sources. Every figure comes from
 * ReportData; the formulas only redo the cost model's arithmetic, with the engine's results cached in
 * the cells. Each sheet is one function, so a new view (the project's timeline) is one more.
 */
class XlsxReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(XlsxReportWriter)

public:
    /** The workbook's bytes; empty with *error when libxlsxwriter failed. */
    static QByteArray toBytes(const ReportData &data, QString *error = nullptr);
    /** Writes through SafeWrite: on failure the old file is intact and *error names the file and the reason. */
    static bool writeFile(const ReportData &data, const QString &path, QString *error = nullptr);
};

} // namespace Advisor::Ui
