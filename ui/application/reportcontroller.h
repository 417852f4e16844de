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

    /** Test seam: replaces the (modal) print preview. */
    static std::function<void(const ReportData &)> previewHandler;

    ReportData build(const ReportMeta &meta) const;
    /** Writes the report through QSaveFile; false with the reason in *error (the old file is intact). */
    bool exportPdf(const QString &path, const ReportMeta &meta, QString *error) const;
    /** Asks for customer and author, shows the preview, asks for the file and writes it. */
    void exportPdfWithDialog();

    /** The "who is this report for" dialog, built but not run; its fields are customerEdit and preparedByEdit. */
    static QDialog *buildInfoDialog(const QString &preparedBy, QWidget *parent);

private:
    AdvisorSession *m_session;
    ResultsPage *m_results;
    AppSettings *m_settings;
    QWidget *m_window;
};

} // namespace Advisor::Ui
