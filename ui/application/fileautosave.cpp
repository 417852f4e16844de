// SPDX-License-Identifier: Apache-2.0
// FileController's autosave: claiming a file for this run, writing it, and offering crashed windows' work back.
#include "ui/application/filecontroller.h"

#include "models/application/advisorsession.h"
#include "models/io/boundedread.h"
#include "models/io/safewrite.h"
#include "models/report/reportdata.h"
#include "models/scenario/scenarioio.h"
#include "ui/application/appsettings.h"
#include "ui/application/autosavefiles.h"
#include "ui/application/recoverydialog.h"
#include "ui/common/dialogs.h"

#include <algorithm>
#include <optional>
#include <vector>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
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

/** An autosave no running copy holds, and its lock, held until the file is dealt with (none for this run's own). */
struct Orphan
{
    QString path;
    QDateTime modified;
    std::unique_ptr<QLockFile> lock;
};

/** Every autosave left by a run that ended without endSession(), newest first. */
std::vector<Orphan> orphanedAutosaves(const QString &own)
{
    std::vector<Orphan> orphans;
    const QDir folder(autosaveFolder());
    const QStringList names = folder.entryList({QStringLiteral("autosave*.gpuadvisor.json")}, QDir::Files);
    for (const QString &name : names) {
        const QString path = folder.absoluteFilePath(name);
        std::unique_ptr<QLockFile> lock;
        if (path != own) {
            lock = lockAutosave(path);
            if (!lock)
                continue; // a live copy's current work
        }
        orphans.push_back(Orphan{path, QFileInfo(path).lastModified(), std::move(lock)});
    }
    std::stable_sort(orphans.begin(), orphans.end(),
                     [](const Orphan &a, const Orphan &b) { return a.modified > b.modified; });
    return orphans;
}

/** The name the scenario gives itself, which tells autosaves apart; the file's name when it gives none. */
QString scenarioNameIn(const QString &path)
{
    // Plain JSON, not a scenario: work this version cannot load still shows its name.
    const std::optional<QByteArray> bytes = BoundedRead::read(path, ScenarioIo::maxFileBytes, nullptr);
    const QJsonValue name =
        bytes ? QJsonDocument::fromJson(*bytes).object().value(QLatin1String("name")) : QJsonValue();
    const QString shown = ReportMeta::displayName(name.toString());
    return shown.isEmpty() ? QFileInfo(path).fileName() : shown;
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
    // Every autosave no running window holds was left by one that ended without endSession(). Their locks
    // are held until each file is dealt with, so a copy starting meanwhile does not offer them too.
    std::vector<Orphan> orphans = orphanedAutosaves(m_autosavePath);
    if (orphans.size() == 1) {
        offerOne(orphans.front().path);
        return;
    }
    QStringList paths;
    for (Orphan &orphan : orphans) {
        paths << orphan.path;
        // This run took one of their slots. Restoring the newest here would write over that file before
        // it is dealt with, and "decide later" must leave it as it was: this run moves to a free slot.
        if (orphan.path == m_autosavePath && m_autosaveLock) {
            orphan.lock = std::move(m_autosaveLock);
            claimAutosave();
        }
    }
    if (!paths.isEmpty())
        offerSeveral(paths);
}

void FileController::offerOne(const QString &orphan)
{
    Dialogs::Message message;
    message.icon = QMessageBox::Question;
    message.title = tr("Restore unsaved work?");
    message.text = tr("GPU Instance Advisor did not close normally last time. Restore the scenario "
                      "you were working on?");
    message.buttons = QMessageBox::Yes | QMessageBox::No;
    message.defaultButton = QMessageBox::Yes;
    if (Dialogs::ask(m_window, message) == QMessageBox::Yes)
        restoreOrphan(orphan);
    else
        QFile::remove(orphan); // offered once: a declined file goes
}

void FileController::offerSeveral(const QStringList &orphans)
{
    QList<RecoveryDialog::Entry> entries;
    for (const QString &path : orphans)
        entries.append({path, scenarioNameIn(path), QFileInfo(path).lastModified()});
    RecoveryDialog dialog(entries, m_window);
    const int answer = Dialogs::exec(&dialog);
    if (answer != RecoveryDialog::RestoreSelected && answer != RecoveryDialog::DiscardAll)
        return; // decided later: every file stays as it was, for the next start
    const QStringList chosen = answer == RecoveryDialog::RestoreSelected ? dialog.selectedPaths() : QStringList();
    // The newest ticked one that can be read comes back here, each later one in a window of its own.
    bool placed = false;
    for (const QString &path : orphans) {
        if (!chosen.contains(path))
            QFile::remove(path);
        else if (placed)
            restoreInNewWindow(path);
        else
            placed = restoreOrphan(path);
    }
}

bool FileController::restoreOrphan(const QString &orphan)
{
    const QDateTime changed = QFileInfo(orphan).lastModified();
    QString error;
    if (!load(orphan, &error)) {
        keepUnrestored(orphan, error);
        return false;
    }
    // Restored work is not saved anywhere the user chose: keep it untitled and modified.
    m_path.clear();
    QStringList files = m_settings->recentFiles();
    files.removeAll(QFileInfo(orphan).absoluteFilePath());
    m_settings->setRecentFiles(files);
    m_modified = true;
    emit documentChanged();
    // Into this window's own autosave at once, so a second crash does not lose it either; only then may
    // the orphan go. Without an autosave it stays, and the next start offers it again.
    if (!autosaveNow())
        return true;
    // The copy keeps the time the work was last changed: after a second crash the list shows that
    // time, and orders by it, rather than the order in which the windows copied their work.
    QFile copy(m_autosavePath);
    if (copy.open(QIODevice::ReadWrite))
        copy.setFileTime(changed, QFileDevice::FileModificationTime);
    if (orphan != m_autosavePath)
        QFile::remove(orphan);
    return true;
}

void FileController::restoreInNewWindow(const QString &orphan)
{
    // Read before a window opens: work that cannot be used gets no empty window, only where it was kept.
    const ScenarioLoadResult loaded = ScenarioIo::fromFile(orphan, ScenarioIo::Completeness::Draft);
    if (!loaded.scenario) {
        keepUnrestored(orphan, unusable(orphan, loaded.diagnostics));
        return;
    }
    FileController *other = m_openWindow ? m_openWindow() : nullptr;
    if (!other)
        return; // left, unlocked, for the next start
    // Its own autosave before the restore, which copies the work there; its session starts as this
    // window's does, without a question of its own (this window asked about all of them).
    other->claimAutosave();
    other->restoreOrphan(orphan);
    other->m_started = true;
    other->warnIfNoAutosave();
}

void FileController::keepUnrestored(const QString &orphan, const QString &error)
{
    // It may be saved by hand or read by a later version.
    const QDir folder(autosaveFolder());
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    QString keptPath = folder.absoluteFilePath(QStringLiteral("unrestored-%1.gpuadvisor.json").arg(stamp));
    // Several can fail within one millisecond, and a rename does not replace.
    for (int n = 2; QFileInfo::exists(keptPath); ++n)
        keptPath = folder.absoluteFilePath(QStringLiteral("unrestored-%1-%2.gpuadvisor.json").arg(stamp).arg(n));
    const bool moved = QFile::rename(orphan, keptPath); // when even that fails, it stays where it was
    Dialogs::warn(m_window, tr("Restore unsaved work?"),
                  tr("The unsaved work could not be restored. It was kept as %1; open it with a text "
                     "editor to copy what you need.")
                      .arg(QDir::toNativeSeparators(moved ? keptPath : orphan)),
                  error);
}

void FileController::warnIfNoAutosave()
{
    if (m_autosavePath.isEmpty())
        Dialogs::warn(m_window, tr("Autosave is off"),
                      tr("Your work cannot be autosaved this time: %1. Save the scenario yourself "
                         "(File › Save) to keep it.")
                          .arg(m_autosaveProblem));
}

void FileController::startSession()
{
    if (m_started)
        return;
    claimAutosave();
    removeStaleTemporaries();
    offerRecovery();
    m_started = true;
    warnIfNoAutosave();
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
