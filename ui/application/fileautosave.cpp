// SPDX-License-Identifier: Apache-2.0
// FileController's autosave: claiming a file for this run, writing it, and offering a crashed run's work back.
#include "ui/application/filecontroller.h"

#include "models/application/advisorsession.h"
#include "models/io/safewrite.h"
#include "models/scenario/scenarioio.h"
#include "ui/application/appsettings.h"
#include "ui/application/autosavefiles.h"
#include "ui/common/dialogs.h"

#include <vector>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>

namespace Advisor::Ui {

namespace {
constexpr int maxAutosaveSlots = 32;

/** The lock of an autosave file, or null while a running process (this one included) holds it. */
std::unique_ptr<QLockFile> lockAutosave(const QString &autosave, QLockFile::LockError *error = nullptr)
{
    auto lock = std::make_unique<QLockFile>(autosave + QStringLiteral(".lock"));
    // Held for the whole run, often for hours: only a dead owner makes it stale, never its age.
    lock->setStaleLockTime(0);
    if (lock->tryLock(0))
        return lock;
    if (error)
        *error = lock->error();
    return nullptr;
}
} // namespace

void FileController::scheduleAutosave()
{
    // Restarts: a burst of edits is saved once, 2 s after the last. While failing, the retry keeps its pace.
    if (m_started && m_autosaveFailure.isEmpty())
        m_autosaveTimer.start(autosaveDelayMs);
    else if (m_started && !m_autosaveTimer.isActive())
        m_autosaveTimer.start(autosaveRetryMs);
}

bool FileController::autosaveNow(QString *error)
{
    m_autosaveTimer.stop();
    // Without the lock the file may be another running copy's: never write over it.
    if (!m_autosaveLock)
        return false;
    return SafeWrite::write(m_autosavePath, ScenarioIo::toJson(m_session->scenario()), error);
}

void FileController::autosaveFromTimer()
{
    if (!m_autosaveLock)
        return;
    QString error;
    if (autosaveNow(&error)) {
        if (!m_autosaveFailure.isEmpty()) {
            m_autosaveFailure.clear();
            emit autosaveFailureChanged(m_autosaveFailure);
        }
        return;
    }
    // Tried again until it works, edits or not; said at once, since after a crash older work would come back.
    m_autosaveTimer.start(autosaveRetryMs);
    if (!m_autosaveFailure.isEmpty())
        return; // still failing, and already said
    m_autosaveFailure = error;
    emit autosaveFailureChanged(m_autosaveFailure);
    if (!m_autosaveFailureTold) {
        m_autosaveFailureTold = true;
        Dialogs::warn(m_window, tr("Autosave failed"),
                      tr("Your work could not be autosaved, so a crash now would lose your recent changes. "
                         "Autosave keeps trying; meanwhile save the scenario yourself (File › Save)."),
                      error);
    }
}

void FileController::claimAutosave()
{
    const QString folder = QDir::toNativeSeparators(autosaveFolder());
    m_autosaveProblem.clear();
    if (!QDir().mkpath(autosaveFolder())) {
        m_autosavePath.clear();
        m_autosaveProblem = tr("the folder %1 cannot be created").arg(folder);
        return;
    }
    for (int slot = 1; slot <= maxAutosaveSlots; ++slot) {
        const QString path = autosaveSlotPath(slot);
        QLockFile::LockError error = QLockFile::NoError;
        if (auto lock = lockAutosave(path, &error)) {
            m_autosavePath = path;
            m_autosaveLock = std::move(lock);
            return;
        }
        if (error != QLockFile::LockFailedError) {
            // The folder is not writable: no slot will do.
            m_autosaveProblem = tr("the folder %1 cannot be written to").arg(folder);
            break;
        }
    }
    if (m_autosaveProblem.isEmpty())
        m_autosaveProblem = tr("%1 other copies of the program are running").arg(maxAutosaveSlots);
    m_autosavePath.clear(); // no autosave this run rather than one shared with another copy
}

void FileController::removeStaleTemporaries()
{
    // A write killed half-way leaves a temporary beside the autosave (".autosave.gpuadvisor.json~gpu-
    // advisor-XXXXXX", or "autosave.gpuadvisor.json.XXXXXX" from earlier versions). One next to a file
    // no running copy holds (or this run's own, not yet written) is such a leftover; another copy's
    // may be a write in progress and is left alone.
    const QDir folder(autosaveFolder());
    const QStringList names = folder.entryList(QDir::Files | QDir::Hidden);
    for (int slot = 1; slot <= maxAutosaveSlots; ++slot) {
        const QString targetPath = autosaveSlotPath(slot);
        const QString target = QFileInfo(targetPath).fileName();
        for (const QString &name : names) {
            if (!SafeWrite::isTemporaryOf(name, target) && !SafeWrite::isLegacyTemporaryOf(name, target))
                continue;
            if (targetPath == m_autosavePath || lockAutosave(targetPath))
                QFile::remove(folder.absoluteFilePath(name));
        }
    }
}

void FileController::offerRecovery()
{
    // Every autosave no running copy holds was left by a run that ended without endSession().
    // Their locks are kept while the user decides, so a copy starting meanwhile does not offer them too.
    std::vector<std::unique_ptr<QLockFile>> held;
    QString newest;
    QDateTime newestTime;
    int orphans = 0;
    const QDir folder(autosaveFolder());
    const QStringList names = folder.entryList({QStringLiteral("autosave*.gpuadvisor.json")}, QDir::Files);
    for (const QString &name : names) {
        const QString path = folder.absoluteFilePath(name);
        if (path != m_autosavePath) {
            std::unique_ptr<QLockFile> lock = lockAutosave(path);
            if (!lock)
                continue; // a live copy's current work
            held.push_back(std::move(lock));
        }
        ++orphans;
        const QDateTime modified = QFileInfo(path).lastModified();
        if (newest.isEmpty() || modified > newestTime) {
            newest = path;
            newestTime = modified;
        }
    }
    // One window restores one scenario: older ones are offered at the next start.
    if (newest.isEmpty())
        return;
    Dialogs::Message message;
    message.icon = QMessageBox::Question;
    message.title = tr("Restore unsaved work?");
    message.text = tr("GPU Instance Advisor did not close normally last time. Restore the scenario "
                      "you were working on?");
    if (orphans > 1)
        message.text += QLatin1Char(' ')
            + tr("This is the most recent of %1 unsaved scenarios left by windows that did not close; the "
                 "others are kept and offered at the next starts, one each time.")
                  .arg(orphans);
    message.buttons = QMessageBox::Yes | QMessageBox::No;
    message.defaultButton = QMessageBox::Yes;
    bool restored = false;
    bool copied = false;
    bool kept = false;
    if (Dialogs::ask(m_window, message) == QMessageBox::Yes) {
        QString error;
        if (load(newest, &error)) {
            // Restored work is not saved anywhere the user chose: keep it untitled and modified.
            m_path.clear();
            QStringList files = m_settings->recentFiles();
            files.removeAll(QFileInfo(newest).absoluteFilePath());
            m_settings->setRecentFiles(files);
            m_modified = true;
            emit documentChanged();
            restored = true;
            // Into this run's own autosave at once, so a second crash does not lose it either.
            copied = autosaveNow();
        } else {
            // Work that cannot be read now may be saved by hand or by a later version: it is moved
            // out of the way of the next start's question, never deleted.
            const QString keptPath =
                QDir(autosaveFolder())
                    .absoluteFilePath(
                        QStringLiteral("unrestored-%1.gpuadvisor.json")
                            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"))));
            const bool moved = QFile::rename(newest, keptPath);
            kept = true; // moved, or left where it was when even that failed
            Dialogs::warn(m_window, tr("Restore unsaved work?"),
                          tr("The unsaved work could not be restored. It was kept as %1; open it with a text "
                             "editor to copy what you need.")
                              .arg(QDir::toNativeSeparators(moved ? keptPath : newest)),
                          error);
        }
    }
    // Offered once: a declined file goes; restored work goes once it is in this run's file.
    if (!kept && (!restored || (copied && newest != m_autosavePath)))
        QFile::remove(newest);
}

void FileController::startSession()
{
    if (m_started)
        return;
    claimAutosave();
    removeStaleTemporaries();
    offerRecovery();
    m_started = true;
    if (m_autosavePath.isEmpty())
        Dialogs::warn(m_window, tr("Autosave is off"),
                      tr("Your work cannot be autosaved this time: %1. Save the scenario yourself "
                         "(File › Save) to keep it.")
                          .arg(m_autosaveProblem));
}

void FileController::endSession()
{
    if (!m_started)
        return;
    m_autosaveTimer.stop();
    if (m_autosaveLock)
        QFile::remove(m_autosavePath);
    m_autosaveLock.reset(); // unlocks: the next run may take this file
    m_started = false;
}

} // namespace Advisor::Ui
