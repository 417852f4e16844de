// SPDX-License-Identifier: Apache-2.0
#include "tools/screenshots/screenshotrenderer.h"

#include "models/application/advisorsession.h"
#include "models/catalog/catalogloader.h"
#include "models/io/pricefile.h"
#include "models/itemmodels/recommendationtablemodel.h"
#include "ui/application/fetchpricesdialog.h"
#include "ui/application/filecontroller.h"
#include "ui/application/mainwindow.h"
#include "ui/application/pricecontroller.h"
#include "ui/application/reportcontroller.h"
#include "ui/application/settingsdialog.h"
#include "ui/common/dialogs.h"
#include "ui/results/comparedialog.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/startpage.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QItemSelectionModel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QTabWidget>
#include <QTableView>
#include <QThread>

#include <memory>

namespace Advisor::Ui {

namespace {
/** File › Update prices from Alibaba Cloud as a user fills it in: two families ticked. */
std::unique_ptr<FetchPricesDialog> fetchDialog(const Catalog &catalog, QWidget *parent)
{
    auto dialog = std::make_unique<FetchPricesDialog>(
        catalog, QStringLiteral("/home/li/.local/share/gpu-advisor/prices"), nullptr, parent);
    dialog->findChild<QRadioButton *>(QStringLiteral("fetchSomeFamilies"))->setChecked(true);
    auto *families = dialog->findChild<QListWidget *>(QStringLiteral("fetchFamilyList"));
    for (int i = 0; i < families->count(); ++i) {
        const QString id = families->item(i)->data(Qt::UserRole).toString();
        if (id == QLatin1String("gn7i") || id == QLatin1String("gn8is"))
            families->item(i)->setCheckState(Qt::Checked);
    }
    return dialog;
}

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
        // The results page's parts exist once it has been shown; they are found as tests find them, by name.
        auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("resultTabs"));
        auto *view = m_window->findChild<QTableView *>(QStringLiteral("recommendationView"));
        auto *compare = m_window->findChild<QPushButton *>(QStringLiteral("compareButton"));
        if (!tabs || !view || !compare)
            return -1;
        const QStringList tabNames{QStringLiteral("detail"),       QStringLiteral("advice"),
                                   QStringLiteral("cost-chart"),   QStringLiteral("performance-chart"),
                                   QStringLiteral("memory-chart"), QStringLiteral("scaling-chart"),
                                   QStringLiteral("timeline"),     QStringLiteral("whatif")};
        for (int tab = 0; tab < tabs->count(); ++tab) {
            tabs->setCurrentIndex(tab);
            if (!save(QStringLiteral("%1/tab-%2.png").arg(dir, tabNames.value(tab)), m_window))
                return -1;
            ++written;
        }
        tabs->setCurrentIndex(0);
        // The serving scenario exercises the other branch of the scale page and the charts.
        wizard->restart();
        wizard->startPage()->chooseTemplate(ScenarioTemplates::Serve70B);
        wizard->goToPage(AdvisorWizard::ScalePageId);
        if (!save(dir + QStringLiteral("/serve-03-scale.png"), m_window))
            return -1;
        ++written;
        // A BERT or image API offers the serving engine.
        wizard->restart();
        wizard->startPage()->chooseTemplate(ScenarioTemplates::InferenceApi);
        wizard->goToPage(AdvisorWizard::ScalePageId);
        if (!save(dir + QStringLiteral("/api-03-scale.png"), m_window))
            return -1;
        ++written;
        // Graphics asks for desktops and their memory instead of tokens.
        wizard->restart();
        wizard->startPage()->chooseTemplate(ScenarioTemplates::Rendering);
        wizard->goToPage(AdvisorWizard::ScalePageId);
        if (!save(dir + QStringLiteral("/graphics-03-scale.png"), m_window))
            return -1;
        ++written;
        wizard->restart();
        wizard->startPage()->chooseTemplate(ScenarioTemplates::Serve70B);
        wizard->goToPage(AdvisorWizard::ResultsPageId);
        wizard->session()->flush();
        for (int tab : {2, 3, 4, 5}) {
            tabs->setCurrentIndex(tab);
            if (!save(QStringLiteral("%1/serve-tab-%2.png").arg(dir, tabNames.value(tab)), m_window))
                return -1;
            ++written;
        }
        tabs->setCurrentIndex(0);
        view->clearSelection();
        for (int row = 0; row < std::min(3, view->model()->rowCount()); ++row)
            view->selectionModel()->select(view->model()->index(row, 0),
                                           QItemSelectionModel::Select | QItemSelectionModel::Rows);
        compare->click();
        if (auto *dialog = m_window->findChild<CompareDialog *>(QStringLiteral("compareDialog"));
            dialog && dialog->isVisible()) {
            if (!save(dir + QStringLiteral("/compare.png"), dialog))
                return -1;
            ++written;
            dialog->hide();
        }
        // The quote dialog, for the first row without a price (it shows what a quote must beat).
        view->clearSelection();
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            const QString cost = view->model()->index(row, RecommendationTableModel::JobCostColumn).data().toString();
            if (cost.contains(QLatin1Char(';')) || cost.contains(QChar(0xff1b))) {
                view->selectRow(row);
                break;
            }
        }
        if (auto *quote = m_window->findChild<QPushButton *>(QStringLiteral("quoteButton"));
            quote && quote->isEnabled()) {
            quote->click();
            if (auto *dialog = m_window->findChild<QDialog *>(QStringLiteral("quoteDialog"));
                dialog && dialog->isVisible()) {
                if (!save(dir + QStringLiteral("/quote.png"), dialog))
                    return -1;
                ++written;
                dialog->reject();
            }
        }
        const int dialogs = renderDialogs(dir);
        if (dialogs < 0)
            return -1;
        written += dialogs;
    }
    return written;
}

int ScreenshotRenderer::renderSizes(const QString &directory)
{
    int written = 0;
    AdvisorWizard *wizard = m_window->wizard();
    auto *presentation = m_window->findChild<QAction *>(QStringLiteral("presentationAction"));
    if (!presentation)
        return -1;
    const QStringList tabNames{QStringLiteral("detail"),       QStringLiteral("advice"),
                               QStringLiteral("cost-chart"),   QStringLiteral("performance-chart"),
                               QStringLiteral("memory-chart"), QStringLiteral("scaling-chart"),
                               QStringLiteral("timeline"),     QStringLiteral("whatif")};
    const QList<std::pair<ScenarioTemplates::Id, QString>> scenarios{
        {ScenarioTemplates::FineTune7B, QStringLiteral("train")},
        {ScenarioTemplates::Serve70B, QStringLiteral("serve")}};
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        const QString dir = QStringLiteral("%1/sizes/%2").arg(directory, language);
        if (!QDir().mkpath(dir))
            return -1;
        m_window->setLanguage(language);
        for (const QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)}) {
            // The largest is the projector: full screen with presentation mode's larger text.
            const bool present = size.width() >= 1920;
            if (presentation->isChecked() != present)
                presentation->trigger();
            // Resized on a narrow page: the results page keeps the side panel it was shown with at 1920 px
            // (and the start page is wide in Chinese), which held the window at 1598 px instead of 1280.
            wizard->goToPage(AdvisorWizard::ScalePageId);
            settle(); // the window's minimum follows the page shown once its layout has run
            if (!present)
                m_window->resize(size);
            settle();
            // The budget page's region list, which says how old each region's prices are.
            wizard->restart();
            wizard->startPage()->chooseTemplate(ScenarioTemplates::FineTune7B);
            wizard->goToPage(AdvisorWizard::BudgetPageId);
            if (!save(QStringLiteral("%1/%2x%3-budget.png").arg(dir).arg(m_window->width()).arg(m_window->height()),
                      m_window))
                return -1;
            ++written;
            {
                std::unique_ptr<FetchPricesDialog> fetch = fetchDialog(wizard->session()->catalog(), m_window);
                fetch->show();
                const bool ok = save(QStringLiteral("%1/%2x%3-dialog-fetch-prices.png")
                                         .arg(dir)
                                         .arg(m_window->width())
                                         .arg(m_window->height()),
                                     fetch.get());
                fetch->hide();
                if (!ok)
                    return -1;
                ++written;
            }
            for (const auto &[id, scenario] : scenarios) {
                wizard->restart();
                wizard->startPage()->chooseTemplate(id);
                wizard->goToPage(AdvisorWizard::ResultsPageId);
                wizard->session()->flush();
                auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("resultTabs"));
                if (!tabs)
                    return -1;
                for (int tab : {0, 2, 3, 4, 5}) {
                    tabs->setCurrentIndex(tab);
                    const QString name = QStringLiteral("%1/%2x%3-%4-%5.png")
                                             .arg(dir)
                                             .arg(m_window->width())
                                             .arg(m_window->height())
                                             .arg(scenario, tabNames.value(tab));
                    if (!save(name, m_window))
                        return -1;
                    ++written;
                }
                tabs->setCurrentIndex(0);
            }
            // A project: fine-tune, serve for a year with the load growing, re-train each quarter.
            wizard->restart();
            wizard->startPage()->chooseTemplate(ScenarioTemplates::FineTune7B);
            Scenario project = wizard->session()->scenario();
            project.phases = {{ProjectPhase::Kind::Training, 1, 1, 1, ProjectPhase::Period::Month, 0},
                              {ProjectPhase::Kind::Serving, 2, 12, 1, ProjectPhase::Period::Month, 10},
                              {ProjectPhase::Kind::Training, 4, 9, 1, ProjectPhase::Period::Quarter, 0}};
            wizard->session()->setScenario(project, ScenarioChange::Loaded);
            // The plan as the wizard edits it: its rows, and the training and serving inputs side by side.
            wizard->goToPage(AdvisorWizard::ScalePageId);
            if (!save(QStringLiteral("%1/%2x%3-project-scale.png")
                          .arg(dir)
                          .arg(m_window->width())
                          .arg(m_window->height()),
                      m_window))
                return -1;
            ++written;
            wizard->goToPage(AdvisorWizard::ResultsPageId);
            wizard->session()->flush();
            auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("resultTabs"));
            for (int tab : {6, 7}) {
                tabs->setCurrentIndex(tab);
                const QString name = QStringLiteral("%1/%2x%3-project-%4.png")
                                         .arg(dir)
                                         .arg(m_window->width())
                                         .arg(m_window->height())
                                         .arg(tabNames.value(tab));
                if (!save(name, m_window))
                    return -1;
                ++written;
            }
            tabs->setCurrentIndex(0);
        }
        if (presentation->isChecked())
            presentation->trigger();
    }
    return written;
}

int ScreenshotRenderer::renderDialogs(const QString &dir)
{
    int written = 0;
    AdvisorSession *session = m_window->wizard()->session();
    const auto saveDialog = [this, &written](const QString &path, QWidget *widget) {
        // Menus take their size hint; dialogs keep the size they open with (never smaller than the hint).
        if (qobject_cast<QMenu *>(widget))
            widget->adjustSize();
        else
            widget->resize(widget->size().expandedTo(widget->sizeHint()));
        widget->show();
        const bool ok = save(path, widget);
        widget->hide();
        written += ok ? 1 : 0;
        return ok;
    };
    // Menus: what the user looks for first.
    for (QAction *action : m_window->menuBar()->actions()) {
        QMenu *menu = action->menu();
        if (!menu || menu->objectName() == QLatin1String("recentMenu"))
            continue;
        // Numbered, not named: the titles are translated.
        if (!saveDialog(QStringLiteral("%1/menu-%2.png").arg(dir).arg(m_window->menuBar()->actions().indexOf(action)),
                        menu))
            return -1;
    }
    // A price import's preview: the first three catalog prices, one changed, one as it is.
    const Catalog &catalog = session->catalog();
    std::vector<PriceFileRow> rows;
    for (size_t i = 0; i < std::min<size_t>(3, catalog.prices.size()); ++i) {
        const PriceRecord &p = catalog.prices[i];
        rows.push_back(PriceFileRow{int(i) + 2, p.instanceType, p.region, p.billing, i == 0 ? p.amount * 0.9 : p.amount,
                                    p.currency, QStringLiteral("2026-11-20"),
                                    QStringLiteral("Partner quote November 2026"), QString()});
    }
    std::unique_ptr<QDialog> preview(PriceController::buildPreviewDialog(PriceFile::preview(rows, catalog), catalog,
                                                                         QStringLiteral("prices.csv"), m_window));
    if (!saveDialog(dir + QStringLiteral("/dialog-price-preview.png"), preview.get()))
        return -1;
    // Every problem of a bad price file and of a bad catalog, as the user sees them.
    const PriceImportResult bad = PriceFile::parse("instanceType,region,billing,price,currency,date,source\n"
                                                   "ecs.no-such-type,cn-shanghai,payg,9.50,CNY,2026-10-01,quote\n"
                                                   "ecs.gn7i-c8g1.2xlarge,cn-beijing,payg,abc,USD,2026-13-01,quote\n",
                                                   catalog);
    std::unique_ptr<QDialog> problems(Dialogs::buildProblemsDialog(
        m_window, PriceController::tr("Import prices"),
        PriceController::tr("%1 was not imported; no price was changed. Correct these rows and import it again:")
            .arg(QStringLiteral("prices.csv")),
        bad.messages(), QMessageBox::Warning));
    if (!saveDialog(dir + QStringLiteral("/dialog-price-problems.png"), problems.get()))
        return -1;
    const CatalogLoadResult badCatalog =
        CatalogLoader::fromJson(R"({"schemaVersion": 1, "instanceTypes": [{"id": 3}]})");
    std::unique_ptr<QDialog> catalogProblems(Dialogs::buildProblemsDialog(
        m_window, PriceController::tr("Open catalog"),
        PriceController::tr("%1 cannot be used; the catalog in use stays. Every problem found:")
            .arg(QStringLiteral("catalog.json")),
        badCatalog.diagnostics.toStringList(), QMessageBox::Critical));
    if (!saveDialog(dir + QStringLiteral("/dialog-catalog-problems.png"), catalogProblems.get()))
        return -1;
    // The two questions of the document life cycle, with Qt's own (translated) buttons.
    QMessageBox unsaved(QMessageBox::Question, FileController::tr("Unsaved changes"),
                        FileController::tr("The scenario %1 has unsaved changes. Save them?")
                            .arg(QStringLiteral("finetune-7b-lora.gpuadvisor.json")),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    if (!saveDialog(dir + QStringLiteral("/dialog-unsaved.png"), &unsaved))
        return -1;
    QMessageBox restore(QMessageBox::Question, FileController::tr("Restore unsaved work?"),
                        FileController::tr("GPU Instance Advisor did not close normally last time. Restore the "
                                           "scenario you were working on?"),
                        QMessageBox::Yes | QMessageBox::No, m_window);
    if (!saveDialog(dir + QStringLiteral("/dialog-restore.png"), &restore))
        return -1;
    if (!saveDialog(dir + QStringLiteral("/dialog-fetch-prices.png"), fetchDialog(catalog, m_window).get()))
        return -1;
    std::unique_ptr<QDialog> settings(new SettingsDialog(m_window->settings(), catalog, m_window));
    if (!saveDialog(dir + QStringLiteral("/dialog-settings.png"), settings.get()))
        return -1;
    std::unique_ptr<QDialog> info(ReportController::buildInfoDialog(QStringLiteral("Li Wei"), m_window));
    if (!saveDialog(dir + QStringLiteral("/dialog-report-info.png"), info.get()))
        return -1;
    return written;
}

} // namespace Advisor::Ui
