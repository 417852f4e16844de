#include "ui/application/screenshotrenderer.h"

#include "ui/application/mainwindow.h"
#include "ui/results/comparedialog.h"
#include "ui/results/resultspage.h"
#include "ui/wizard/advisorsession.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/startpage.h"

#include <QApplication>
#include <QDir>
#include <QItemSelectionModel>
#include <QTabWidget>
#include <QTableView>
#include <QThread>

namespace Advisor::Ui {

namespace {
void settle()
{
    // Chart layout and LanguageChange arrive as posted events: let them all run before grabbing.
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
}
} // namespace

bool ScreenshotRenderer::save(const QString &path, QWidget *widget)
{
    settle();
    return widget->grab().save(path);
}

int ScreenshotRenderer::renderAll(const QString &directory)
{
    int written = 0;
    AdvisorWizard *wizard = m_window->wizard();
    const QStringList pageNames{QStringLiteral("start"),  QStringLiteral("workload"), QStringLiteral("scale"),
                                QStringLiteral("budget"), QStringLiteral("data"),     QStringLiteral("results")};
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        const QString dir = directory + QLatin1Char('/') + language;
        if (!QDir().mkpath(dir))
            return -1;
        m_window->setLanguage(language);
        wizard->restart();
        wizard->startPage()->chooseTemplate(ScenarioTemplates::FineTune7B);
        wizard->session()->flush();
        for (int id = AdvisorWizard::StartPageId; id <= AdvisorWizard::ResultsPageId; ++id) {
            wizard->goToPage(static_cast<AdvisorWizard::PageId>(id));
            wizard->session()->flush();
            const QString name =
                QStringLiteral("%1/%2-%3.png").arg(dir).arg(id + 1, 2, 10, QLatin1Char('0')).arg(pageNames[id]);
            if (!save(name, m_window))
                return -1;
            ++written;
        }
        ResultsPage *results = wizard->resultsPage();
        const QStringList tabNames{QStringLiteral("detail"),       QStringLiteral("advice"),
                                   QStringLiteral("cost-chart"),   QStringLiteral("performance-chart"),
                                   QStringLiteral("memory-chart"), QStringLiteral("scaling-chart")};
        for (int tab = 0; tab < results->tabs()->count(); ++tab) {
            results->tabs()->setCurrentIndex(tab);
            if (!save(QStringLiteral("%1/tab-%2.png").arg(dir, tabNames.value(tab)), m_window))
                return -1;
            ++written;
        }
        results->tabs()->setCurrentIndex(0);
        // The serving scenario exercises the other branch of the scale page and the charts.
        wizard->restart();
        wizard->startPage()->chooseTemplate(ScenarioTemplates::Serve70B);
        wizard->goToPage(AdvisorWizard::ScalePageId);
        if (!save(dir + QStringLiteral("/serve-03-scale.png"), m_window))
            return -1;
        wizard->goToPage(AdvisorWizard::ResultsPageId);
        wizard->session()->flush();
        for (int tab : {2, 3, 4, 5}) {
            results->tabs()->setCurrentIndex(tab);
            if (!save(QStringLiteral("%1/serve-tab-%2.png").arg(dir, tabNames.value(tab)), m_window))
                return -1;
            ++written;
        }
        results->tabs()->setCurrentIndex(0);
        QTableView *view = results->tableView();
        view->clearSelection();
        for (int row = 0; row < std::min(3, view->model()->rowCount()); ++row)
            view->selectionModel()->select(view->model()->index(row, 0),
                                           QItemSelectionModel::Select | QItemSelectionModel::Rows);
        if (CompareDialog *dialog = results->compareSelected()) {
            if (!save(dir + QStringLiteral("/compare.png"), dialog))
                return -1;
            ++written;
            dialog->hide();
        }
    }
    return written;
}

} // namespace Advisor::Ui
