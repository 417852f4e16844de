// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/application/appsettings.h"
#include "ui/application/translations.h"

#include <QMainWindow>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;

namespace Advisor {
class AdvisorSession;
}

namespace Advisor::Ui {

class AdvisorWizard;
class ClauseLabel;
class FileController;
class HelpDialog;
class PriceController;
class ReportController;

/** Hosts the wizard with the menus (file, edit, view, language, help) and a live one-line result in the status bar. */
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    MainWindow(AdvisorSession *session, AppSettings *settings, Translations *translations, QWidget *parent = nullptr);

    AdvisorWizard *wizard() const { return m_wizard; }
    AppSettings *settings() const { return m_settings; }
    /** "en" or "zh_CN": installs the translation, remembers it, and retranslates every window. */
    void setLanguage(const QString &language);
    /** Crash recovery, autosave and ask-to-save on close: the interactive program calls this after show(). */
    void startSession();
    /** Opens a scenario file (from the command line); recovered work is offered for saving first. */
    void openScenario(const QString &path);

signals:
    /** Closing was accepted: the window is hidden, its autosave gone. */
    void closed();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void setPresentationMode(bool on);
    void leavePresentationMode();
    /** Shrinks the window to the screen it opens on and brings a saved position back onto it. */
    void fitToScreen();
    /** Re-reads currency and defaults after the settings changed. */
    void applySettings();
    void createMenus();
    void createFileMenu();
    void createLanguageMenu();
    void retranslate();
    void updateStatus();
    void updateTitle();
    void showSettings();
    void showAbout();
    /** Help › Guide (F1), on every page of the wizard. */
    void showGuide();
    /**
     * A further window, for work crash recovery brings back: a session of its own over a copy of this
     * one's catalog, presets and rules. It lives until it is closed or this window goes.
     */
    FileController *openWindow();

    AdvisorSession *m_session;
    AppSettings *m_settings;
    Translations *m_translations;
    AdvisorWizard *m_wizard;
    FileController *m_files;
    PriceController *m_prices;
    ReportController *m_reports;
    ClauseLabel *m_status = nullptr;     // the live result, cut at a clause where it does not fit
    QLabel *m_autosaveWarning = nullptr; // shown while autosave fails
    void showAutosaveFailure();
    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_importPricesAction = nullptr;
    QAction *m_fetchPricesAction = nullptr;
    QAction *m_exportPricesAction = nullptr;
    QAction *m_openCatalogAction = nullptr;
    QAction *m_builtInCatalogAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_exportPdfAction = nullptr;
    QAction *m_undoPricesAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_presentationAction = nullptr;
    QAction *m_settingsAction = nullptr;
    QAction *m_englishAction = nullptr;
    QAction *m_chineseAction = nullptr;
    QAction *m_guideAction = nullptr;
    QAction *m_aboutAction = nullptr;
    HelpDialog *m_guide = nullptr; // made on the first F1, then shown again
    QString m_sessionLanguage;     // the language m_session last worded its advice in
    int m_windowsOpened = 0;       // by openWindow(), which places each one a step further
};

} // namespace Advisor::Ui
