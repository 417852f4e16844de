// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/report/reportdata.h"

#include <functional>

#include <QObject>

class QDialog;
class QWidget;

namespace Advisor {
class AdvisorSession;
}

namespace Advisor::Ui {

class AppSettings;
class ResultsPage;

/** The PDF report from the wizard: who it is for, a print preview, then the file. */
class ReportController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReportController)

public:
    ReportController(AdvisorSession *session, ResultsPage *results, AppSettings *settings, QWidget *window);

    /** Test seam: replaces the (modal) print preview; returns true for "Save as PDF" chosen in it. */
    static std::function<bool(const ReportData &)> previewHandler;

    ReportData build(const ReportMeta &meta) const;
    /** Writes the report through QSaveFile; false with the reason in *error (the old file is intact). */
    bool exportPdf(const QString &path, const ReportMeta &meta, QString *error) const;
    /** Asks for customer and author and shows the preview, which saves the PDF when the user asks it to. */
    void exportPdfWithDialog();

    /** The "who is this report for" dialog, built but not run; its fields are customerEdit and preparedByEdit. */
    static QDialog *buildInfoDialog(const QString &preparedBy, QWidget *parent);

private:
    /** Asks for the file name and writes the report; false when cancelled or failed (a message says why). */
    bool savePdf(const ReportData &data, QWidget *parent) const;

    AdvisorSession *m_session;
    ResultsPage *m_results;
    AppSettings *m_settings;
    QWidget *m_window;
};

} // namespace Advisor::Ui
