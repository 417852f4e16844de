#pragma once

#include "ui/application/appsettings.h"
#include "ui/application/translations.h"

#include <QMainWindow>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;

namespace Advisor::Ui {

class AdvisorSession;
class AdvisorWizard;

/** Hosts the wizard with the menus (file, language, view, settings) and a live one-line result in the status bar. */
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    MainWindow(AdvisorSession *session, AppSettings *settings, Translations *translations, QWidget *parent = nullptr);

    AdvisorWizard *wizard() const { return m_wizard; }
    /** "en" or "zh_CN": installs the translation, remembers it, and retranslates every window. */
    void setLanguage(const QString &language);
    void setPresentationMode(bool on);
    /** Re-reads currency and defaults after the settings changed. */
    void applySettings();
    /** Opens a scenario file into the wizard; false with the file's problems in error. */
    bool loadScenarioFile(const QString &path, QString *error);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void retranslate();
    void updateStatus();
    void openScenario();
    void saveScenario();
    void showSettings();

    AdvisorSession *m_session;
    AppSettings *m_settings;
    Translations *m_translations;
    AdvisorWizard *m_wizard;
    QLabel *m_status = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_presentationAction = nullptr;
    QAction *m_settingsAction = nullptr;
    QAction *m_englishAction = nullptr;
    QAction *m_chineseAction = nullptr;
    QFont m_normalFont;
};

} // namespace Advisor::Ui
