// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/report/reportdata.h"
#include "models/text/moneyformatter.h"

#include <QCoreApplication>
#include <QList>

#include <functional>

class QHeaderView;
class QWidget;

namespace Advisor {
class AdvisorSession;
}

namespace Advisor::Ui {

class ResultsPage;

/**
 * Glue between the wizard and the report: the report and the CSV are built from what the results
 * page shows (its proxy, its header's column order and hidden columns), never recomputed apart.
 */
class ReportExport
{
    Q_DECLARE_TR_FUNCTIONS(ReportExport)

public:
    /** Logical columns in the header's visual order, hidden ones left out: the table as the user arranged it. */
    static QList<int> visibleColumns(const QHeaderView &header);
    /** The comparison table exactly as the results page shows it, with its filter and sort notes. */
    static ReportTable table(const AdvisorSession &session, ResultsPage &results);
    static ReportData build(const AdvisorSession &session, ResultsPage &results, const MoneyFormatter &money,
                            const ReportMeta &meta);
    /**
     * A print preview of the report (QPrintPreviewDialog, the same painting as the PDF) whose tool bar also
     * offers "Save as PDF…" (action savePdfAction, Ctrl+S): the preview is where people decide to keep the
     * report. save runs with the preview as the parent of its dialogs; when it returns true the preview closes.
     */
    static void preview(const ReportData &data, const Catalog *catalog, QWidget *parent,
                        const std::function<bool(QWidget *preview)> &save);
    /** Writes the PDF through QSaveFile; false with *error when it failed (the old file is then intact). */
    static bool writePdf(const ReportData &data, const Catalog *catalog, const QString &path, QString *error);
    /** Writes the workbook (XlsxReportWriter) through SafeWrite; false with *error, the old file intact. */
    static bool writeXlsx(const ReportData &data, const QString &path, QString *error);
};

} // namespace Advisor::Ui
