// SPDX-License-Identifier: Apache-2.0
#include "ui/application/mainwindow.h"

#include "models/advice/rules.h"
#include "models/application/advisorsession.h"
#include "models/itemmodels/displaytext.h"
#include "models/report/reportdata.h"
#include "models/scenario/scenarioio.h"
#include "ui/application/aboutdialog.h"
#include "ui/application/chinesefont.h"
#include "ui/application/filecontroller.h"
#include "ui/application/helpdialog.h"
#include "ui/application/pricecontroller.h"
#include "ui/application/reportcontroller.h"
#include "ui/application/settingsdialog.h"
#include "ui/common/appicon.h"
#include "ui/common/dialogs.h"
#include "ui/common/scaledfont.h"
#include "ui/common/warningtext.h"
#include "ui/results/resultspage.h"
#include "ui/widgets/clauselabel.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/startpage.h"

#include <memory>
#include <optional>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>

namespace Advisor::Ui {

namespace {
/** A window openWindow() made and the session it shows; the window goes first, as it points to the session. */
class OwnedWindow final : public QObject
{
public:
    using QObject::QObject;
    std::unique_ptr<AdvisorSession> session;
    std::unique_ptr<MainWindow> window;
};
} // namespace

MainWindow::MainWindow(AdvisorSession *session, AppSettings *settings, Translations *translations, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_settings(settings)
    , m_translations(translations)
    , m_wizard(new AdvisorWizard(session, this))
    , m_files(new FileController(session, settings, this))
    , m_prices(new PriceController(session, this))
    , m_reports(new ReportController(session, m_wizard->resultsPage(), settings, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    if (QApplication::windowIcon().isNull()) // guiMain gave the application its icon; a window made alone takes one
        setWindowIcon(applicationIcon());
    // A QWizard is a dialog; as a plain child widget it fills the main window instead of floating.
    m_wizard->setWindowFlags(Qt::Widget);
    setCentralWidget(m_wizard);
    m_status = new ClauseLabel(this);
    m_status->setObjectName(QStringLiteral("liveStatus"));
    statusBar()->addWidget(m_status, 1);
    m_autosaveWarning = new QLabel(this);
    m_autosaveWarning->setObjectName(QStringLiteral("autosaveWarning"));
    // Red in the regular face: a bold face loaded here would be read at every start (tst_startupfaces).
    showAsWarning(m_autosaveWarning);
    m_autosaveWarning->hide();
    statusBar()->addPermanentWidget(m_autosaveWarning);
    createMenus();
    retranslate();
    applySettings();
    connect(session, &AdvisorSession::resultsChanged, this, &MainWindow::updateStatus);
    connect(m_wizard->startPage(), &StartPage::openScenarioRequested, m_files, &FileController::open);
    connect(m_files, &FileController::documentChanged, this, &MainWindow::updateTitle);
    connect(m_files, &FileController::autosaveFailureChanged, this, &MainWindow::showAutosaveFailure);
    connect(session, &AdvisorSession::scenarioChanged, this, &MainWindow::updateTitle);
    connect(m_files, &FileController::scenarioLoaded, this,
            [this] { m_wizard->goToPage(AdvisorWizard::WorkloadPageId); });
    // A catalog may bring another currency: the money formatter follows it.
    connect(session, &AdvisorSession::catalogChanged, this, &MainWindow::applySettings);
    connect(m_prices, &PriceController::undoAvailableChanged, m_undoPricesAction, &QAction::setEnabled);
    connect(m_wizard->resultsPage(), &ResultsPage::pdfExportRequested, m_reports,
            &ReportController::exportPdfWithDialog);
    m_files->setWindowOpener([this] { return openWindow(); });
    // A change made in another window of this process applies here too.
    connect(settings, &AppSettings::displayChanged, this, &MainWindow::applySettings);
    connect(settings, &AppSettings::presentationModeChanged, this, &MainWindow::setPresentationMode);
    m_sessionLanguage = m_translations->current();

    resize(1280, 860);
    if (!settings->windowGeometry().isEmpty())
        restoreGeometry(settings->windowGeometry());
    fitToScreen();
    if (!settings->tableHeaderState().isEmpty())
        m_wizard->resultsPage()->restoreHeaderState(settings->tableHeaderState());
    if (settings->presentationMode())
        setPresentationMode(true);
}

void MainWindow::fitToScreen()
{
    const QScreen *target = screen() ? screen() : QGuiApplication::primaryScreen();
    if (!target)
        return;
    const QRect available = target->availableGeometry();
    // Room for the window manager's title bar and borders, which the window's own size leaves out: on a
    // 1366×768 laptop the default 860 pixels put Back and Next below the screen.
    const QSize room = (available.size() - QSize(16, 48)).expandedTo(minimumSizeHint());
    if (width() > room.width() || height() > room.height())
        resize(size().boundedTo(room));
    // A position saved on a larger or since-detached monitor would open the window out of sight.
    if (!available.contains(geometry().topLeft()))
        move(available.topLeft());
    // A window opened a step down and right of another keeps its bottom edge, Next and the status bar on screen.
    const QSize toEdge = QSize(available.right() - x(), available.bottom() - y()) - QSize(16, 48);
    if (width() > toEdge.width() || height() > toEdge.height())
        resize(size().boundedTo(toEdge.expandedTo(minimumSizeHint())));
}

void MainWindow::createMenus()
{
    createFileMenu();

    m_editMenu = menuBar()->addMenu(QString());
    // No Ctrl+Z: that belongs to the text field being edited, and undoing prices by accident would surprise.
    m_undoPricesAction = m_editMenu->addAction(QString(), m_prices, &PriceController::undoImport);
    m_undoPricesAction->setObjectName(QStringLiteral("undoPricesAction"));
    m_undoPricesAction->setEnabled(false);

    m_viewMenu = menuBar()->addMenu(QString());
    m_presentationAction = m_viewMenu->addAction(QString());
    m_presentationAction->setCheckable(true);
    m_presentationAction->setObjectName(QStringLiteral("presentationAction"));
    m_presentationAction->setShortcut(QKeySequence(Qt::Key_F11));
    // Every window, this one included, follows the setting through AppSettings::presentationModeChanged.
    connect(m_presentationAction, &QAction::toggled, m_settings, &AppSettings::setPresentationMode);
    // Esc ends presentation mode, as it ends a slideshow; F11 brings it back. The wizard passes on an Esc
    // that no dropdown or dialog took; keyPressEvent takes one that reached no widget of the wizard.
    connect(m_wizard, &AdvisorWizard::escapePressed, this, &MainWindow::leavePresentationMode);
    m_settingsAction = m_viewMenu->addAction(QString(), this, &MainWindow::showSettings);
    m_settingsAction->setShortcut(QKeySequence::Preferences);
    m_settingsAction->setObjectName(QStringLiteral("settingsAction"));

    createLanguageMenu();

    m_helpMenu = menuBar()->addMenu(QString());
    m_guideAction = m_helpMenu->addAction(QString(), this, &MainWindow::showGuide);
    m_guideAction->setShortcut(QKeySequence::HelpContents);
    m_guideAction->setObjectName(QStringLiteral("guideAction"));
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    m_aboutAction->setObjectName(QStringLiteral("aboutAction"));
}

void MainWindow::createFileMenu()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_newAction = m_fileMenu->addAction(QString(), this, [this] {
        if (m_files->newScenario())
            m_wizard->goToPage(AdvisorWizard::StartPageId);
    });
    m_newAction->setShortcut(QKeySequence::New);
    m_newAction->setObjectName(QStringLiteral("newAction"));
    m_openAction = m_fileMenu->addAction(QString(), m_files, &FileController::open);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setObjectName(QStringLiteral("openAction"));
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    // Filled when it opens: the list lives in the settings and may have changed since.
    connect(m_recentMenu, &QMenu::aboutToShow, this, [this] { m_files->fillRecentMenu(m_recentMenu); });
    m_saveAction = m_fileMenu->addAction(QString(), m_files, &FileController::save);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setObjectName(QStringLiteral("saveAction"));
    m_saveAsAction = m_fileMenu->addAction(QString(), m_files, &FileController::saveAs);
    // Not every platform theme defines SaveAs (the offscreen and plain X11 ones do not): fall back to the common one.
    m_saveAsAction->setShortcut(QKeySequence(QKeySequence::SaveAs).isEmpty()
                                    ? QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)
                                    : QKeySequence(QKeySequence::SaveAs));
    m_saveAsAction->setObjectName(QStringLiteral("saveAsAction"));
    m_fileMenu->addSeparator();
    m_importPricesAction = m_fileMenu->addAction(QString(), m_prices, &PriceController::importPricesWithDialog);
    m_importPricesAction->setObjectName(QStringLiteral("importPricesAction"));
    m_fetchPricesAction = m_fileMenu->addAction(QString(), m_prices, &PriceController::fetchPricesWithDialog);
    m_fetchPricesAction->setObjectName(QStringLiteral("fetchPricesAction"));
    m_exportPricesAction = m_fileMenu->addAction(
        QString(), this, [this] { m_prices->exportPricesWithDialog(m_settings->csvByteOrderMark()); });
    m_exportPricesAction->setObjectName(QStringLiteral("exportPricesAction"));
    m_openCatalogAction = m_fileMenu->addAction(QString(), m_prices, &PriceController::openCatalogWithDialog);
    m_openCatalogAction->setObjectName(QStringLiteral("openCatalogAction"));
    m_builtInCatalogAction = m_fileMenu->addAction(QString(), m_prices, &PriceController::useBuiltInCatalog);
    m_builtInCatalogAction->setObjectName(QStringLiteral("builtInCatalogAction"));
    m_fileMenu->addSeparator();
    m_exportAction = m_fileMenu->addAction(QString(), this, [this] {
        m_wizard->goToPage(AdvisorWizard::ResultsPageId);
        m_wizard->resultsPage()->exportWithDialog();
    });
    m_exportAction->setObjectName(QStringLiteral("exportCsvAction"));
    m_exportPdfAction = m_fileMenu->addAction(QString(), this, [this] {
        // The report prints the table as the results page shows it: build that page first.
        m_wizard->goToPage(AdvisorWizard::ResultsPageId);
        m_reports->exportPdfWithDialog();
    });
    m_exportPdfAction->setObjectName(QStringLiteral("exportPdfAction"));
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setObjectName(QStringLiteral("quitAction"));
}

void MainWindow::createLanguageMenu()
{
    // Language names stay in their own language so a user who cannot read the current one finds theirs.
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(this);
    m_englishAction = m_languageMenu->addAction(QStringLiteral("English"));
    m_chineseAction = m_languageMenu->addAction(QStringLiteral("简体中文"));
    for (QAction *action : {m_englishAction, m_chineseAction}) {
        action->setCheckable(true);
        group->addAction(action);
    }
    m_englishAction->setObjectName(QStringLiteral("englishAction"));
    m_chineseAction->setObjectName(QStringLiteral("chineseAction"));
    connect(m_englishAction, &QAction::triggered, this, [this] { setLanguage(QStringLiteral("en")); });
    connect(m_chineseAction, &QAction::triggered, this, [this] { setLanguage(QStringLiteral("zh_CN")); });
}

void MainWindow::setLanguage(const QString &language)
{
    if (!m_translations->apply(language))
        Dialogs::warn(this, tr("GPU Instance Advisor"), tr("The Chinese translation could not be loaded."));
    if (m_translations->current() == QLatin1String("zh_CN"))
        ChineseFont::install(ChineseFont::Moment::AfterTextWasLaidOut);
    m_settings->setLanguage(m_translations->current());
    // The evaluation is data worded where shown; only the advice rules word their warnings as they make them.
    m_session->retranslate();
    m_sessionLanguage = m_translations->current();
    retranslate();
}

void MainWindow::leavePresentationMode()
{
    if (m_presentationAction->isChecked())
        m_presentationAction->setChecked(false);
}

void MainWindow::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_presentationAction->isChecked()) {
        leavePresentationMode();
        return;
    }
    QMainWindow::keyPressEvent(event);
}

void MainWindow::setPresentationMode(bool on)
{
    applyPresentationFont(on);
    {
        const QSignalBlocker blocker(m_presentationAction);
        m_presentationAction->setChecked(on);
    }
    if (on)
        showFullScreen();
    else if (isFullScreen())
        showNormal();
}

void MainWindow::applySettings()
{
    const MoneyFormatter money(m_session->catalog().currency, m_settings->currency(), m_settings->exchangeRate());
    m_wizard->resultsPage()->setMoneyFormatter(money);
    const QString region = m_settings->defaultRegion();
    const double discount = m_settings->customerDiscount();
    m_session->setScenarioDefaults(region, discount);
    m_wizard->resultsPage()->setCsvByteOrderMark(m_settings->csvByteOrderMark());
    updateStatus();
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(m_settings, m_session->catalog(), this);
    const QString before = m_settings->language();
    if (Dialogs::exec(&dialog) != QDialog::Accepted)
        return;
    // The rest reaches every window through AppSettings' signals.
    if (m_settings->language() != before)
        setLanguage(m_settings->language());
}

void MainWindow::showAbout()
{
    AboutDialog dialog(m_session->catalog(), this);
    Dialogs::exec(&dialog);
}

void MainWindow::showGuide()
{
    // Not modal: the guide may stay open beside the page it explains.
    if (!m_guide)
        m_guide = new HelpDialog(this);
    m_guide->show();
    m_guide->raise();
    m_guide->activateWindow();
}

void MainWindow::startSession()
{
    // The getters already ignored what could not be used; the user learns which and why.
    QStringList problems = m_settings->validate();
    // A region is checked against the catalog too: one it lacks would be ignored without a word.
    const QString region = m_settings->defaultRegion();
    if (!region.isEmpty() && !m_session->catalog().region(region)) {
        problems << tr("defaults/region = \"%1\" is not a region of the catalog; the catalog's reference "
                       "region is used instead")
                        .arg(region);
        m_settings->setDefaultRegion({});
        applySettings();
    }
    if (!problems.isEmpty())
        Dialogs::problems(this, tr("Settings reset"),
                          tr("Some of your settings could not be used and were reset to their defaults:"), problems);
    if (const QString problem = m_settings->fileProblem(); !problem.isEmpty())
        Dialogs::warn(this, tr("Settings not kept"),
                      tr("Your settings file cannot be used, so this run starts from the defaults and will "
                         "not change it. Move it away or replace it to keep settings again."),
                      problem);
    m_files->startSession();
}

void MainWindow::openScenario(const QString &path)
{
    if (m_files->maybeSave())
        m_files->openPath(path);
}

void MainWindow::updateTitle()
{
    // "[*]" is where Qt puts the modified mark; the file name comes first, as in other editors.
    // The scenario's own name after it: several windows (or the task bar) tell scenarios apart by it.
    const QString name = ReportMeta::displayName(m_session->scenario().name);
    setWindowTitle(name.isEmpty() ? tr("%1[*] — GPU Instance Advisor").arg(m_files->displayName())
                                  : tr("%1[*] — %2 — GPU Instance Advisor").arg(m_files->displayName(), name));
    setWindowModified(m_files->isModified());
}

void MainWindow::updateStatus()
{
    const Recommendation &rec = m_session->recommendation();
    // Nothing to report or export before the answers an estimate rests on are given.
    m_exportAction->setEnabled(m_session->evaluation().isComplete());
    m_exportPdfAction->setEnabled(m_session->evaluation().isComplete());
    if (!m_session->evaluation().isComplete()) {
        m_status->setFullText(
            tr("Live result: none yet. %1").arg(DisplayText::missingInputs(m_session->evaluation().missing)));
        return;
    }
    if (rec.ranked.empty()) {
        m_status->setFullText(tr("Live result: nothing fits yet — see the Results page for what would make it fit."));
        return;
    }
    const Configuration &best = rec.ranked.front();
    m_status->setFullText(tr("Live result: %1 × %2 · %3 · configurations that fit: %4")
                              .arg(QLocale().toString(best.layout.instances), best.layout.instanceType,
                                   DisplayText::speed(best, m_session->scenario().isTraining(), rec.profile.kind),
                                   QLocale().toString(rec.ranked.size())));
}

void MainWindow::showAutosaveFailure()
{
    const QString failure = m_files->autosaveFailure();
    m_autosaveWarning->setVisible(!failure.isEmpty());
    m_autosaveWarning->setText(tr("Autosave failed: save your work"));
    m_autosaveWarning->setToolTip(failure);
}

void MainWindow::retranslate()
{
    updateTitle();
    showAutosaveFailure();
    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New scenario"));
    m_openAction->setText(tr("&Open scenario…"));
    m_recentMenu->setTitle(tr("Open &recent"));
    m_saveAction->setText(tr("&Save scenario"));
    m_saveAsAction->setText(tr("Save scenario &as…"));
    m_importPricesAction->setText(tr("&Import prices…"));
    m_fetchPricesAction->setText(tr("&Update prices from Alibaba Cloud…"));
    m_exportPricesAction->setText(tr("Export price &table…"));
    m_openCatalogAction->setText(tr("Open &catalog…"));
    m_builtInCatalogAction->setText(tr("Use &built-in catalog"));
    m_exportAction->setText(tr("&Export results as CSV or XLSX…"));
    m_exportPdfAction->setText(tr("Export &PDF report…"));
    m_editMenu->setTitle(tr("&Edit"));
    m_undoPricesAction->setText(tr("&Undo price import"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_presentationAction->setText(tr("&Presentation mode"));
    m_settingsAction->setText(tr("&Settings…"));
    m_languageMenu->setTitle(tr("&Language"));
    const bool chinese = m_translations->current() == QLatin1String("zh_CN");
    m_chineseAction->setChecked(chinese);
    m_helpMenu->setTitle(tr("&Help"));
    m_guideAction->setText(tr("&Guide and glossary"));
    m_aboutAction->setText(tr("&About GPU Instance Advisor"));
    m_englishAction->setChecked(!chinese);
    updateStatus();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // The language is the process's: another window may have switched it, leaving this session's advice
        // worded in the old one.
        if (m_sessionLanguage != m_translations->current()) {
            m_session->retranslate();
            m_sessionLanguage = m_translations->current();
        }
        retranslate();
    }
    // Back from another window or program, which may have saved over this window's file: as editors do.
    if (event->type() == QEvent::ActivationChange && isActiveWindow())
        m_files->noticeDiskChange();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_files->sessionStarted() && !m_files->maybeSave()) {
        event->ignore();
        return;
    }
    m_files->endSession();
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setTableHeaderState(m_wizard->resultsPage()->headerState());
    QMainWindow::closeEvent(event);
    if (event->isAccepted())
        emit closed();
}

FileController *MainWindow::openWindow()
{
    // The copy a new start of the program would make: the same catalog, presets and rules.
    auto *owned = new OwnedWindow(this);
    owned->session = std::make_unique<AdvisorSession>(m_session->catalog(), m_session->presets(),
                                                      m_session->rules() ? std::optional<RuleSet>(*m_session->rules())
                                                                         : std::nullopt);
    owned->window = std::make_unique<MainWindow>(owned->session.get(), m_settings, m_translations);
    MainWindow *window = owned->window.get();
    // Later, not inside the window's own close event.
    connect(window, &MainWindow::closed, owned, &QObject::deleteLater);
    // Each a step down and right, so that none hides another.
    ++m_windowsOpened;
    window->move(pos() + QPoint(32, 32) * m_windowsOpened);
    window->fitToScreen();
    window->show();
    return window->m_files;
}

} // namespace Advisor::Ui
