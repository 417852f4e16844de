// SPDX-License-Identifier: Apache-2.0
#include "ui/application/filecontroller.h"

#include "models/application/advisorsession.h"
#include "models/io/boundedread.h"
#include "models/io/safewrite.h"
#include "models/itemmodels/displaytext.h"
#include "models/scenario/scenarioio.h"
#include "ui/application/appsettings.h"
#include "ui/application/autosavefiles.h"
#include "ui/common/dialogs.h"
#include "ui/common/statusnote.h"

#include <vector>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QMenu>
#include <QWidget>

namespace Advisor::Ui {

namespace {
QString scenarioFilter()
{
    return FileController::tr("Scenarios (*.gpuadvisor.json *.json)");
}

QStringList warningsOf(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics.items()) {
        if (d.severity == Diagnostic::Severity::Warning)
            lines << (d.pointer.isEmpty()
                          ? d.message
                          : FileController::tr("%1: %2", "where, then the problem").arg(d.where(), d.message));
    }
    return lines;
}
} // namespace

FileController::FileController(AdvisorSession *session, AppSettings *settings, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_settings(settings)
    , m_window(window)
    , m_autosavePath(autosaveSlotPath(1))
{
    setObjectName(QStringLiteral("fileController"));
    m_autosaveTimer.setSingleShot(true);
    m_autosaveTimer.setInterval(autosaveDelayMs);
    connect(&m_autosaveTimer, &QTimer::timeout, this, &FileController::autosaveFromTimer);
    connect(session, &AdvisorSession::scenarioChanged, this, [this](ScenarioChange reason) {
        // Loading a file is no change to it; a new catalog is one only where it replaced part of the scenario.
        if (reason == ScenarioChange::Loaded)
            return;
        // An example replaces the whole scenario: it is a new document, and Ctrl+S must not write it
        // over the file that was open.
        if (reason == ScenarioChange::Template && !m_path.isEmpty()) {
            m_path.clear();
            emit documentChanged();
        }
        if (reason == ScenarioChange::CatalogFitted && m_session->lastFitChanges().empty())
            return;
        setModified(true);
        scheduleAutosave();
    });
}

void FileController::setModified(bool modified)
{
    if (m_modified == modified)
        return;
    m_modified = modified;
    emit documentChanged();
}

QString FileController::displayName() const
{
    return m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
}

// Destroyed without endSession() (a crash as far as the next run can tell): the lock goes, the autosave stays.
FileController::~FileController() = default;

bool FileController::load(const QString &path, QString *error, QStringList *notes)
{
    // What the wizard saved while being filled in (no model chosen yet) opens again as it was.
    const ScenarioLoadResult loaded = ScenarioIo::fromFile(path, ScenarioIo::Completeness::Draft);
    if (!loaded.scenario) {
        *error = unusable(path, loaded.diagnostics);
        return false;
    }
    if (notes)
        *notes = warningsOf(loaded.diagnostics);
    Scenario scenario = *loaded.scenario;
    // A model named as users know it ("DeepSeek-R1") opens as the preset's id, which measurements are keyed on.
    if (const ModelPreset *preset = scenario.model.isEmpty() ? nullptr : m_session->presets().find(scenario.model))
        scenario.model = preset->id;
    const std::vector<CatalogFitChange> adjusted = m_session->setScenario(scenario, ScenarioChange::Loaded);
    if (notes) {
        for (const CatalogFitChange &change : adjusted)
            *notes << DisplayText::catalogFitChange(change);
    }
    m_path = QFileInfo(path).absoluteFilePath();
    rememberDiskState(BoundedRead::read(m_path, ScenarioIo::maxFileBytes, nullptr).value_or(QByteArray()));
    // What was adjusted to the catalog differs from the file: saving it is the user's choice to make.
    m_modified = !adjusted.empty();
    addRecent(m_path);
    emit documentChanged();
    emit scenarioLoaded();
    return true;
}

QString FileController::unusable(const QString &path, const Diagnostics &diagnostics)
{
    return tr("%1 cannot be used:\n%2")
        .arg(QDir::toNativeSeparators(path), diagnostics.toStringList().join(QLatin1Char('\n')));
}

bool FileController::saveTo(const QString &path, QString *error)
{
    const QByteArray bytes = ScenarioIo::toJson(m_session->scenario());
    if (!SafeWrite::write(path, bytes, error))
        return false;
    m_path = QFileInfo(path).absoluteFilePath();
    rememberDiskState(bytes);
    m_modified = false;
    addRecent(m_path);
    emit documentChanged();
    return true;
}

void FileController::open()
{
    if (!maybeSave())
        return;
    const QString path = Dialogs::openFileName(m_window, tr("Open a saved scenario"), scenarioFilter());
    if (!path.isEmpty())
        openPath(path);
}

bool FileController::newScenario()
{
    if (!maybeSave())
        return false;
    m_session->setScenario(Scenario{}, ScenarioChange::Loaded);
    m_path.clear();
    m_modified = false;
    emit documentChanged();
    return true;
}

void FileController::openPath(const QString &path)
{
    QString error;
    QStringList notes;
    if (!load(path, &error, &notes)) {
        Dialogs::warn(m_window, tr("Open a saved scenario"), error);
        return;
    }
    // Still opened: the user learns what was converted or ignored instead of losing it silently.
    if (!notes.isEmpty())
        Dialogs::problems(
            m_window, tr("Opened with changes"),
            tr("%1 was opened, but not everything in it could be used as written:").arg(QFileInfo(path).fileName()),
            notes, QMessageBox::Information);
}

void FileController::rememberDiskState(const QByteArray &bytes)
{
    m_diskDigest = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

QByteArray FileController::digestOnDisk() const
{
    const std::optional<QByteArray> now = BoundedRead::read(m_path, ScenarioIo::maxFileBytes, nullptr);
    return now ? QCryptographicHash::hash(*now, QCryptographicHash::Sha256) : QByteArray();
}

bool FileController::changedOnDisk() const
{
    return !m_path.isEmpty() && QFileInfo::exists(m_path) && digestOnDisk() != m_diskDigest;
}

void FileController::noticeDiskChange()
{
    // The bytes, not the time: two saves within one second share a modification time.
    if (m_path.isEmpty() || !QFileInfo::exists(m_path))
        return;
    const QByteArray now = digestOnDisk();
    if (now == m_diskDigest || now == m_noticedDigest)
        return;
    m_noticedDigest = now;
    setModified(true);
    StatusNote::show(m_window,
                     tr("%1 was changed by another window or program. This window keeps its own "
                        "version; saving asks before replacing the other.")
                         .arg(QDir::toNativeSeparators(m_path)));
}

bool FileController::save()
{
    if (m_path.isEmpty())
        return saveAs();
    if (changedOnDisk()) {
        // Another window or program saved over it: as editors do, ask before replacing that work.
        Dialogs::Message message;
        message.icon = QMessageBox::Warning;
        message.title = tr("Changed on disk");
        message.text = tr("%1 was changed by another window or program since you opened or last saved it. "
                          "Saving replaces those changes with yours. To keep both, cancel and use File › "
                          "Save As.")
                           .arg(QDir::toNativeSeparators(m_path));
        message.buttons = QMessageBox::Save | QMessageBox::Cancel;
        message.defaultButton = QMessageBox::Cancel;
        if (Dialogs::ask(m_window, message) != QMessageBox::Save)
            return false;
    }
    QString error;
    if (saveTo(m_path, &error))
        return true;
    Dialogs::warn(m_window, tr("Save the scenario"), error);
    return false;
}

bool FileController::saveAs()
{
    const QString suggested = !m_path.isEmpty()
        ? m_path
        : DisplayText::fileNameFor(m_session->scenario().name, QStringLiteral("scenario"),
                                   QStringLiteral(".gpuadvisor.json"));
    QString path = Dialogs::saveFileName(m_window, tr("Save the scenario"), suggested, scenarioFilter());
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QStringLiteral(".gpuadvisor.json");
    QString error;
    if (saveTo(path, &error)) {
        StatusNote::saved(m_window, path);
        return true;
    }
    Dialogs::warn(m_window, tr("Save the scenario"), error);
    return false;
}

bool FileController::maybeSave()
{
    if (!m_modified)
        return true;
    Dialogs::Message message;
    message.icon = QMessageBox::Question;
    message.title = tr("Unsaved changes");
    message.text = tr("The scenario %1 has unsaved changes. Save them?").arg(displayName());
    message.buttons = QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel;
    message.defaultButton = QMessageBox::Save;
    switch (Dialogs::ask(m_window, message)) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void FileController::addRecent(const QString &path)
{
    QStringList files = m_settings->recentFiles();
    files.removeAll(path);
    files.prepend(path);
    m_settings->setRecentFiles(files);
}

void FileController::fillRecentMenu(QMenu *menu)
{
    menu->clear();
    const QStringList files = m_settings->recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files.at(i);
        // &1…&8: the keyboard reaches every entry; the folder tells two files of the same name apart.
        QAction *action = menu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(
            QDir::toNativeSeparators(path).replace(QLatin1Char('&'), QStringLiteral("&&"))));
        connect(action, &QAction::triggered, this, [this, path] {
            if (!QFileInfo::exists(path)) {
                QStringList remaining = m_settings->recentFiles();
                remaining.removeAll(path);
                m_settings->setRecentFiles(remaining);
                Dialogs::inform(m_window, tr("Open recent"),
                                tr("%1 no longer exists; it was removed from the list of recent files.")
                                    .arg(QDir::toNativeSeparators(path)));
                return;
            }
            if (maybeSave())
                openPath(path);
        });
    }
    if (files.isEmpty())
        menu->addAction(tr("No recent files"))->setEnabled(false);
    else {
        menu->addSeparator();
        menu->addAction(tr("&Clear the list"), this, [this] { m_settings->setRecentFiles({}); });
    }
}

} // namespace Advisor::Ui
