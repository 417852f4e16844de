#include "ui/application/mainwindow.h"

#include "models/itemmodels/displaytext.h"
#include "models/scenario/scenarioio.h"
#include "ui/application/settingsdialog.h"
#include "ui/results/resultspage.h"
#include "ui/wizard/advisorsession.h"
#include "ui/wizard/advisorwizard.h"
#include "ui/wizard/startpage.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSaveFile>
#include <QStatusBar>

namespace Advisor::Ui {

MainWindow::MainWindow(AdvisorSession *session, AppSettings *settings, Translations *translations, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_settings(settings)
    , m_translations(translations)
    , m_wizard(new AdvisorWizard(session, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/gpu-advisor.svg")));
    // A QWizard is a dialog; as a plain child widget it fills the main window instead of floating.
    m_wizard->setWindowFlags(Qt::Widget);
    setCentralWidget(m_wizard);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("liveStatus"));
    statusBar()->addWidget(m_status, 1);
    m_normalFont = QApplication::font();
    createMenus();
    retranslate();
    applySettings();
    connect(session, &AdvisorSession::resultsChanged, this, &MainWindow::updateStatus);
    connect(m_wizard->startPage(), &StartPage::openScenarioRequested, this, &MainWindow::openScenario);

    resize(1280, 860);
    if (!settings->windowGeometry().isEmpty())
        restoreGeometry(settings->windowGeometry());
    if (!settings->tableHeaderState().isEmpty())
        m_wizard->resultsPage()->restoreHeaderState(settings->tableHeaderState());
    if (settings->presentationMode())
        setPresentationMode(true);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_openAction = m_fileMenu->addAction(QString(), this, &MainWindow::openScenario);
    m_openAction->setShortcut(QKeySequence::Open);
    m_saveAction = m_fileMenu->addAction(QString(), this, &MainWindow::saveScenario);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_exportAction = m_fileMenu->addAction(QString(), this, [this] {
        m_wizard->goToPage(AdvisorWizard::ResultsPageId);
        m_wizard->resultsPage()->exportWithDialog();
    });
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);

    m_viewMenu = menuBar()->addMenu(QString());
    m_presentationAction = m_viewMenu->addAction(QString());
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcut(QKeySequence(Qt::Key_F11));
    connect(m_presentationAction, &QAction::toggled, this, [this](bool on) {
        m_settings->setPresentationMode(on);
        setPresentationMode(on);
    });
    m_settingsAction = m_viewMenu->addAction(QString(), this, &MainWindow::showSettings);
    m_settingsAction->setShortcut(QKeySequence::Preferences);

    // Language names stay in their own language so a user who cannot read the current one finds theirs.
    m_languageMenu = menuBar()->addMenu(QString());
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
        QMessageBox::warning(this, windowTitle(), tr("The Chinese translation could not be loaded."));
    m_settings->setLanguage(m_translations->current());
    // The engine writes translated reasons and assumptions: compute them again in the new language.
    m_session->invalidate();
    retranslate();
}

void MainWindow::setPresentationMode(bool on)
{
    QFont font = m_normalFont;
    if (on)
        font.setPointSizeF(font.pointSizeF() * 1.35);
    QApplication::setFont(font);
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
    updateStatus();
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(m_settings, m_session->catalog(), this);
    const QString before = m_settings->language();
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (m_settings->language() != before)
        setLanguage(m_settings->language());
    setPresentationMode(m_settings->presentationMode());
    applySettings();
}

void MainWindow::openScenario()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a saved scenario"), QString(),
                                                      tr("Scenarios (*.gpuadvisor.json *.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!loadScenarioFile(path, &error))
        QMessageBox::warning(this, tr("Open a saved scenario"), error);
}

bool MainWindow::loadScenarioFile(const QString &path, QString *error)
{
    const ScenarioLoadResult loaded = ScenarioIo::fromFile(path);
    if (!loaded.scenario) {
        *error = tr("%1 cannot be used:\n%2").arg(path, loaded.diagnostics.toStringList().join(QLatin1Char('\n')));
        return false;
    }
    m_session->setScenario(*loaded.scenario);
    m_wizard->goToPage(AdvisorWizard::WorkloadPageId);
    return true;
}

void MainWindow::saveScenario()
{
    QString path =
        QFileDialog::getSaveFileName(this, tr("Save the scenario"), QStringLiteral("scenario.gpuadvisor.json"),
                                     tr("Scenarios (*.gpuadvisor.json *.json)"));
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(ScenarioIo::toJson(m_session->scenario())) < 0 || !file.commit())
        QMessageBox::warning(this, tr("Save the scenario"), tr("Cannot write %1: %2").arg(path, file.errorString()));
}

void MainWindow::updateStatus()
{
    const Recommendation &rec = m_session->recommendation();
    if (rec.ranked.empty()) {
        m_status->setText(tr("Live result: nothing fits yet — see the Results page for what would make it fit."));
        return;
    }
    const Configuration &best = rec.ranked.front();
    m_status->setText(tr("Live result: %1 × %2 · %3 · %4 configurations fit")
                          .arg(QLocale().toString(best.instances), best.instanceType,
                               DisplayText::speed(best, m_session->scenario().isTraining()),
                               QLocale().toString(rec.ranked.size())));
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("GPU Instance Advisor"));
    m_fileMenu->setTitle(tr("&File"));
    m_openAction->setText(tr("&Open scenario…"));
    m_saveAction->setText(tr("&Save scenario…"));
    m_exportAction->setText(tr("&Export results as CSV…"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_presentationAction->setText(tr("&Presentation mode"));
    m_settingsAction->setText(tr("&Settings…"));
    m_languageMenu->setTitle(tr("&Language"));
    const bool chinese = m_translations->current() == QLatin1String("zh_CN");
    m_chineseAction->setChecked(chinese);
    m_englishAction->setChecked(!chinese);
    updateStatus();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setTableHeaderState(m_wizard->resultsPage()->tableHeader()->saveState());
    QMainWindow::closeEvent(event);
}

} // namespace Advisor::Ui
