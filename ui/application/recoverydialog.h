// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QDialog>
#include <QList>
#include <QString>
#include <QStringList>

class QListWidget;
class QPushButton;

namespace Advisor::Ui {

/**
 * At start, when several windows left unsaved work behind (issue 48): all of it in one list, each
 * scenario with a box, ticked, as editors offer document recovery. A one-a-start question would keep
 * the others out of reach until as many starts had passed.
 */
class RecoveryDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecoveryDialog)

public:
    /** What exec() returns. Escape and closing the dialog are "decide later": they must touch nothing. */
    enum Answer
    {
        DecideLater = QDialog::Rejected,
        RestoreSelected = QDialog::Accepted,
        DiscardAll = QDialog::Accepted + 1
    };
    struct Entry
    {
        QString path;
        QString name; // the scenario's, or the file's when it states none
        QDateTime modified;
    };

    /** Lists the entries in the order given (newest first). */
    explicit RecoveryDialog(const QList<Entry> &entries, QWidget *parent = nullptr);

    /** The ticked entries' paths, in the order listed. */
    QStringList selectedPaths() const;

private:
    void updateRestoreButton();

    QListWidget *m_list;
    QPushButton *m_restore = nullptr;
};

} // namespace Advisor::Ui
