// SPDX-License-Identifier: Apache-2.0
#include "ui/application/recoverydialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace Advisor::Ui {

RecoveryDialog::RecoveryDialog(const QList<Entry> &entries, QWidget *parent)
    : QDialog(parent)
    , m_list(new QListWidget(this))
{
    setObjectName(QStringLiteral("recoveryDialog"));
    setWindowTitle(tr("Restore unsaved work?"));
    auto *intro = new QLabel(
        tr("GPU Instance Advisor did not close normally last time, and %n windows had unsaved work. The newest "
           "scenario you select comes back in this window and each other one in a window of its own; those you do "
           "not select are discarded. “Decide later” keeps all of them, untouched, for the next start.",
           nullptr, int(entries.size())),
        this);
    intro->setObjectName(QStringLiteral("recoveryIntro"));
    intro->setWordWrap(true);

    m_list->setObjectName(QStringLiteral("recoveryList"));
    for (const Entry &entry : entries) {
        auto *item = new QListWidgetItem(
            tr("%1 — last changed %2").arg(entry.name, QLocale().toString(entry.modified, QLocale::ShortFormat)),
            m_list);
        item->setData(Qt::UserRole, entry.path);
        item->setToolTip(QDir::toNativeSeparators(entry.path));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    m_list->setCurrentRow(0);

    auto *buttons = new QDialogButtonBox(this);
    m_restore = buttons->addButton(tr("&Restore selected"), QDialogButtonBox::AcceptRole);
    m_restore->setObjectName(QStringLiteral("restoreSelectedButton"));
    QPushButton *discard = buttons->addButton(tr("&Discard all"), QDialogButtonBox::DestructiveRole);
    discard->setObjectName(QStringLiteral("discardAllButton"));
    QPushButton *later = buttons->addButton(tr("Decide &later"), QDialogButtonBox::RejectRole);
    later->setObjectName(QStringLiteral("decideLaterButton"));
    // Enter restores: losing work should take a deliberate choice, never a stray key.
    m_restore->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(discard, &QPushButton::clicked, this, [this] { done(DiscardAll); });
    connect(m_list, &QListWidget::itemChanged, this, &RecoveryDialog::updateRestoreButton);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(560, 340);
}

QStringList RecoveryDialog::selectedPaths() const
{
    QStringList paths;
    for (int row = 0; row < m_list->count(); ++row) {
        const QListWidgetItem *item = m_list->item(row);
        if (item->checkState() == Qt::Checked)
            paths << item->data(Qt::UserRole).toString();
    }
    return paths;
}

void RecoveryDialog::updateRestoreButton()
{
    // With nothing ticked, "Restore selected" would discard everything under a name that says otherwise.
    m_restore->setEnabled(!selectedPaths().isEmpty());
}

} // namespace Advisor::Ui
