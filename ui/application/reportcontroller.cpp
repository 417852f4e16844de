// SPDX-License-Identifier: Apache-2.0
#include "ui/application/reportcontroller.h"

#include "models/itemmodels/displaytext.h"

#include "models/application/advisorsession.h"
#include "ui/application/appsettings.h"
#include "ui/common/dialogs.h"
#include "ui/common/statusnote.h"
#include "ui/report/reportexport.h"
#include "ui/results/resultspage.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Advisor::Ui {

std::function<bool(const ReportData &)> ReportController::previewHandler;

ReportController::ReportController(AdvisorSession *session, ResultsPage *results, AppSettings *settings,
                                   QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_results(results)
    , m_settings(settings)
    , m_window(window)
{ }

ReportData ReportController::build(const ReportMeta &meta) const
{
    m_session->flush(); // the report must show the answer to the scenario as it is now
    return ReportExport::build(*m_session, *m_results, m_results->moneyFormatter(), meta);
}

bool ReportController::exportPdf(const QString &path, const ReportMeta &meta, QString *error) const
{
    return ReportExport::writePdf(build(meta), &m_session->catalog(), path, error);
}

QDialog *ReportController::buildInfoDialog(const QString &preparedBy, QWidget *parent)
{
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("reportInfoDialog"));
    dialog->setWindowTitle(tr("Export PDF report"));
    auto *intro = new QLabel(tr("The cover of the report names who it is for and who prepared it. "
                                "Both may stay empty."),
                             dialog);
    intro->setWordWrap(true);
    auto *customer = new QLineEdit(dialog);
    customer->setObjectName(QStringLiteral("customerEdit"));
    customer->setPlaceholderText(tr("e.g. the customer's company"));
    customer->setMaxLength(int(ReportMeta::maxNameLength)); // what the cover has room for
    auto *author = new QLineEdit(preparedBy, dialog);
    author->setMaxLength(int(ReportMeta::maxNameLength));
    author->setObjectName(QStringLiteral("preparedByEdit"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Customer:"), customer);
    form->addRow(tr("&Prepared by:"), author);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Preview…"));
    connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
    dialog->setMinimumWidth(460);
    return dialog;
}

void ReportController::exportPdfWithDialog()
{
    QDialog *dialog = buildInfoDialog(m_settings->preparedBy(), m_window);
    const int answer = Dialogs::exec(dialog);
    ReportMeta meta;
    meta.customer = dialog->findChild<QLineEdit *>(QStringLiteral("customerEdit"))->text().trimmed();
    meta.preparedBy = dialog->findChild<QLineEdit *>(QStringLiteral("preparedByEdit"))->text().trimmed();
    delete dialog;
    if (answer != QDialog::Accepted)
        return;
    m_settings->setPreparedBy(meta.preparedBy);
    const ReportData data = build(meta);
    if (previewHandler) {
        if (previewHandler(data))
            savePdf(data, m_window);
        return;
    }
    // Save lives in the preview: asking for a file after the preview closed read as a second, surprise dialog.
    ReportExport::preview(data, &m_session->catalog(), m_window,
                          [this, &data](QWidget *preview) { return savePdf(data, preview); });
}

bool ReportController::savePdf(const ReportData &data, QWidget *parent) const
{
    const QString suggested = DisplayText::fileNameFor(m_session->scenario().name, QStringLiteral("gpu-advisor-report"),
                                                       QStringLiteral(".pdf"));
    const QString path = Dialogs::saveFileName(parent, tr("Save the PDF report"), suggested, tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return false;
    QString error;
    if (!ReportExport::writePdf(data, &m_session->catalog(), path, &error)) {
        Dialogs::warn(parent, tr("Save the PDF report"), error);
        return false;
    }
    StatusNote::saved(m_window, path);
    return true;
}

} // namespace Advisor::Ui
