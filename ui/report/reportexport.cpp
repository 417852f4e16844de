// SPDX-License-Identifier: Apache-2.0
#include "ui/report/reportexport.h"

#include "models/application/advisorsession.h"
#include "models/itemmodels/recommendationfiltermodel.h"
#include "ui/report/pdfreportwriter.h"
#include "ui/report/xlsxreportwriter.h"
#include "ui/results/resultspage.h"

#include <QAction>
#include <QHeaderView>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>

namespace Advisor::Ui {

QList<int> ReportExport::visibleColumns(const QHeaderView &header)
{
    QList<int> columns;
    for (int visual = 0; visual < header.count(); ++visual) {
        const int logical = header.logicalIndex(visual);
        if (logical >= 0 && !header.isSectionHidden(logical))
            columns << logical;
    }
    return columns;
}

ReportTable ReportExport::table(const AdvisorSession &session, ResultsPage &results)
{
    results.ensureUpToDate(); // the page may not have been shown since the last change
    const QHeaderView *header = results.tableHeader();
    return ReportTable::fromResults(*results.filterModel(), &session.catalog(),
                                    session.evaluation().scenario.constraints.customerDiscountPercent,
                                    header ? visibleColumns(*header) : QList<int>());
}

ReportData ReportExport::build(const AdvisorSession &session, ResultsPage &results, const MoneyFormatter &money,
                               const ReportMeta &meta)
{
    ReportBuilder::Input input = ReportBuilder::inputFor(session.evaluation(), session.catalog());
    input.table = table(session, results);
    input.money = money;
    input.meta = meta;
    ReportData data = ReportBuilder::build(input);
    if (!session.scenario().phases.empty()) {
        const Evaluator evaluator(session.catalog(), session.presets(), nullptr);
        TimelineCalculator calculator(evaluator);
        ReportBuilder::setTimeline(data, calculator.compute(session.scenario()), &session.catalog());
    }
    return data;
}

void ReportExport::preview(const ReportData &data, const Catalog *catalog, QWidget *parent,
                           const std::function<bool(QWidget *preview)> &save)
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog dialog(&printer, parent);
    dialog.setObjectName(QStringLiteral("reportPreview"));
    dialog.setWindowTitle(tr("Report preview"));
    if (auto *toolBar = dialog.findChild<QToolBar *>(); toolBar && save) {
        auto *saveAction =
            new QAction(dialog.style()->standardIcon(QStyle::SP_DialogSaveButton), tr("&Save as PDF…"), &dialog);
        saveAction->setObjectName(QStringLiteral("savePdfAction"));
        // Ctrl+S as everywhere, and Alt+S as its mnemonic promises: a tool bar's button takes no mnemonic itself.
        saveAction->setShortcuts({QKeySequence(QKeySequence::Save), QKeySequence(Qt::ALT | Qt::Key_S)});
        saveAction->setToolTip(
            tr("Save this report as a PDF file (%1)").arg(saveAction->shortcut().toString(QKeySequence::NativeText)));
        // First and with its name beside the icon: the usual next step, so it must not hide among the zoom buttons.
        QAction *first = toolBar->actions().value(0);
        toolBar->insertAction(first, saveAction);
        toolBar->insertSeparator(first);
        if (auto *button = qobject_cast<QToolButton *>(toolBar->widgetForAction(saveAction))) {
            button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
            // Tool bar buttons take no focus by default; the keyboard must reach this one with Tab.
            button->setFocusPolicy(Qt::StrongFocus);
            button->setObjectName(QStringLiteral("savePdfButton"));
        }
        QObject::connect(saveAction, &QAction::triggered, &dialog, [&dialog, &save] {
            if (save(&dialog))
                dialog.accept();
        });
    }
    QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog, [&data, catalog](QPrinter *target) {
        PdfReportWriter::Options options;
        options.catalog = catalog;
        PdfReportWriter writer(options);
        writer.paint(data, target);
    });
    dialog.exec();
}

bool ReportExport::writePdf(const ReportData &data, const Catalog *catalog, const QString &path, QString *error)
{
    PdfReportWriter::Options options;
    options.catalog = catalog;
    PdfReportWriter writer(options);
    return writer.writeFile(data, path, error);
}

bool ReportExport::writeXlsx(const ReportData &data, const QString &path, QString *error)
{
    return XlsxReportWriter::writeFile(data, path, error);
}

} // namespace Advisor::Ui
