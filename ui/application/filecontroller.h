// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <functional>
#include <memory>

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

class QLockFile;
class QMenu;
class QWidget;

namespace Advisor {
class AdvisorSession;
class Diagnostics;
} // namespace Advisor

namespace Advisor::Ui {

class AppSettings;

/**
 * The scenario as a document: its file, unsaved changes, save/open with clear errors, the recent
 * files list, and the autosave that brings work back after a crash. All writes go through SafeWrite,
 * so a failed save never damages the file that was there.
 *
 * Several copies of the program may run at once, so each autosave file has a QLockFile next to it,
 * held for the whole run: the first copy takes the standard file, a later one the next free
 * "autosave-N" file. A lock left by a process that no longer runs is stale, and an autosave behind a
 * stale (or missing) lock is exactly what a crash leaves; one behind a live lock is another copy's
 * current work. That replaces a single clean-exit flag, which every copy would have shared.
 */
class FileController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FileController)

public:
    static constexpr int autosaveDelayMs = 2000;
    /** After a failed autosave the next try comes this soon, edits or not, until one succeeds. */
    static constexpr int autosaveRetryMs = 5000;

    FileController(AdvisorSession *session, AppSettings *settings, QWidget *window);
    ~FileController() override;

    /**
     * Opens a window of its own (shown, its session not started) and returns its document. Crash
     * recovery restores there each scenario after the one this window takes; without an opener those
     * are left for the next start.
     */
    using WindowOpener = std::function<FileController *()>;
    void setWindowOpener(WindowOpener opener) { m_openWindow = std::move(opener); }

    QString currentPath() const { return m_path; }
    bool isModified() const { return m_modified; }
    void setModified(bool modified);
    /** "finetune.gpuadvisor.json" or "Untitled": what the window title shows. */
    QString displayName() const;
    /** This run's autosave: the standard file until startSession() claims one; empty when none could be locked. */
    QString autosavePath() const { return m_autosavePath; }

    /** Opens a file; false with the reasons in *error. Warnings (converted/ignored fields) go to *notes. */
    bool load(const QString &path, QString *error, QStringList *notes = nullptr);
    /** Writes the scenario to path and makes it the current file; false with the reason in *error. */
    bool saveTo(const QString &path, QString *error);

    // Menu actions: these talk to the user through Dialogs.
    /** File › New: after asking to save, an empty untitled scenario. */
    bool newScenario();
    void open();
    void openPath(const QString &path);
    bool save();
    bool saveAs();
    /** Asks to save unsaved changes; false when the user cancelled (or the save failed). */
    bool maybeSave();
    void fillRecentMenu(QMenu *menu);

    /**
     * The interactive program's life cycle: claims (locks) an autosave file for this run, offers every
     * crashed window's autosave back, starts autosaving, and makes closing ask about unsaved changes.
     * Tests that drive the window without dialog seams never call it, so they never meet a modal question.
     */
    void startSession();
    bool sessionStarted() const { return m_started; }
    /** Clean exit: removes this run's autosave and releases its lock. */
    void endSession();
    /**
     * When the file was changed on disk by someone else since this window read or wrote it: the window
     * shows unsaved changes (its version differs from the file now) and the status bar says why. Once
     * per change; saving still asks before replacing the other version.
     */
    void noticeDiskChange();
    /** Writes the autosave now (the timer calls it); false when it could not be written or is not this run's. */
    bool autosaveNow(QString *error = nullptr);
    /** Why the last autosave failed; empty while autosave works. */
    QString autosaveFailure() const { return m_autosaveFailure; }

signals:
    void documentChanged();                              // path or modified flag: the window updates its title
    void autosaveFailureChanged(const QString &failure); // empty once autosave works again
    void scenarioLoaded();                               // the wizard moves to the first page of the scenario

private:
    void addRecent(const QString &path);
    void scheduleAutosave();
    void autosaveFromTimer();
    /** True when the file at m_path is no longer what this window read or wrote there. */
    bool changedOnDisk() const;
    /** The digest of m_path's bytes now; empty when it cannot be read. */
    QByteArray digestOnDisk() const;
    void rememberDiskState(const QByteArray &bytes);
    void claimAutosave();
    void removeStaleTemporaries();
    void offerRecovery();
    /** The one autosave left: the Yes/No question. */
    void offerOne(const QString &orphan);
    /** Several, newest first: RecoveryDialog lists them all. */
    void offerSeveral(const QStringList &orphans);
    /** Restores a crashed run's autosave here, untitled and modified; false when unreadable (then kept aside). */
    bool restoreOrphan(const QString &orphan);
    /** The same in a window opened for it, which claims an autosave of its own first. */
    void restoreInNewWindow(const QString &orphan);
    /** Work that cannot be read now is moved out of the way of the next start's question, never deleted. */
    void keepUnrestored(const QString &orphan, const QString &error);
    void warnIfNoAutosave();
    /** Why a scenario file cannot be used, naming it. */
    static QString unusable(const QString &path, const Diagnostics &diagnostics);

    AdvisorSession *m_session;
    AppSettings *m_settings;
    QWidget *m_window;
    QString m_path;
    bool m_modified = false;
    bool m_started = false;
    QTimer m_autosaveTimer;
    QString m_autosavePath;
    QString m_autosaveProblem;                 // why this run has no autosave, for the user
    QString m_autosaveFailure;                 // why the last autosave failed; empty when it worked
    bool m_autosaveFailureTold = false;        // the one dialog about it was shown
    QByteArray m_diskDigest;                   // of m_path's bytes as last read or written here
    QByteArray m_noticedDigest;                // of the other version last noticed on disk
    std::unique_ptr<QLockFile> m_autosaveLock; // held while this run owns m_autosavePath
    WindowOpener m_openWindow;
};

} // namespace Advisor::Ui
