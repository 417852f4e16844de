// SPDX-License-Identifier: Apache-2.0
#include "ui/common/dialogs.h"

#include <QAbstractButton>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QStyle>
#include <QVBoxLayout>

namespace Advisor::Ui {

std::function<QString(const Dialogs::FileRequest &)> Dialogs::fileHandler;
std::function<QMessageBox::StandardButton(const Dialogs::Message &)> Dialogs::messageHandler;
std::function<int(QDialog *)> Dialogs::dialogHandler;

void Dialogs::reset()
{
    fileHandler = nullptr;
    messageHandler = nullptr;
    dialogHandler = nullptr;
}

QString Dialogs::openFileName(QWidget *parent, const QString &title, const QString &filter)
{
    if (fileHandler)
        return fileHandler(FileRequest{FileMode::Open, title, QString(), filter});
    return QFileDialog::getOpenFileName(parent, title, QString(), filter);
}

QString Dialogs::saveFileName(QWidget *parent, const QString &title, const QString &suggested, const QString &filter)
{
    if (fileHandler)
        return fileHandler(FileRequest{FileMode::Save, title, suggested, filter});
    return QFileDialog::getSaveFileName(parent, title, suggested, filter);
}

QMessageBox::StandardButton Dialogs::ask(QWidget *parent, const Message &message)
{
    if (messageHandler)
        return messageHandler(message);
    QMessageBox box(message.icon, message.title, message.text, message.buttons, parent);
    if (message.defaultButton != QMessageBox::NoButton)
        box.setDefaultButton(message.defaultButton);
    if (!message.details.isEmpty())
        box.setDetailedText(message.details);
    // Qt's Chinese says 丢弃 (discard); Chinese Windows and macOS users know this button as 不保存. Qt's own
    // Save and Discard have no Alt key on most platforms; Cancel keeps Esc.
    if (QAbstractButton *save = box.button(QMessageBox::Save))
        save->setText(tr("&Save", "keeps the changes; Chinese: 保存(&S)"));
    if (QAbstractButton *discard = box.button(QMessageBox::Discard))
        discard->setText(tr("&Discard", "closes without saving; Chinese: 不保存(&D), as Chinese desktops name it"));
    return static_cast<QMessageBox::StandardButton>(box.exec());
}

void Dialogs::inform(QWidget *parent, const QString &title, const QString &text)
{
    ask(parent, Message{QMessageBox::Information, title, text, {}, QMessageBox::Ok, QMessageBox::Ok});
}

void Dialogs::warn(QWidget *parent, const QString &title, const QString &text, const QString &details)
{
    ask(parent, Message{QMessageBox::Warning, title, text, details, QMessageBox::Ok, QMessageBox::Ok});
}

QDialog *Dialogs::buildProblemsDialog(QWidget *parent, const QString &title, const QString &intro,
                                      const QStringList &lines, QMessageBox::Icon icon)
{
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("problemsDialog"));
    dialog->setWindowTitle(title);
    auto *iconLabel = new QLabel(dialog);
    const QStyle::StandardPixmap pixmap = icon == QMessageBox::Critical ? QStyle::SP_MessageBoxCritical
        : icon == QMessageBox::Warning                                  ? QStyle::SP_MessageBoxWarning
                                                                        : QStyle::SP_MessageBoxInformation;
    iconLabel->setPixmap(dialog->style()->standardIcon(pixmap).pixmap(32, 32));
    iconLabel->setAlignment(Qt::AlignTop);
    auto *introLabel = new QLabel(intro, dialog);
    introLabel->setObjectName(QStringLiteral("problemsIntro"));
    introLabel->setWordWrap(true);
    introLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A list, not a message box: a bad file can have hundreds of problems and all of them must be readable.
    auto *list = new QPlainTextEdit(lines.join(QLatin1Char('\n')), dialog);
    list->setObjectName(QStringLiteral("problemsList"));
    list->setReadOnly(true);
    list->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *top = new QHBoxLayout;
    top->addWidget(iconLabel);
    top->addWidget(introLabel, 1);
    auto *layout = new QVBoxLayout(dialog);
    layout->addLayout(top);
    layout->addWidget(list, 1);
    layout->addWidget(buttons);
    dialog->resize(640, 360);
    return dialog;
}

void Dialogs::problems(QWidget *parent, const QString &title, const QString &intro, const QStringList &lines,
                       QMessageBox::Icon icon)
{
    QDialog *dialog = buildProblemsDialog(parent, title, intro, lines, icon);
    exec(dialog);
    delete dialog;
}

int Dialogs::exec(QDialog *dialog)
{
    if (dialogHandler)
        return dialogHandler(dialog);
    return dialog->exec();
}

} // namespace Advisor::Ui
