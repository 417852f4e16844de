// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <functional>

#include <QCoreApplication>
#include <QMessageBox>
#include <QString>
#include <QStringList>

class QDialog;
class QWidget;

namespace Advisor::Ui {

/**
 * Every modal question the application asks goes through here. Tests (and the monkey test) install
 * handlers so nothing ever blocks in exec(); without handlers the real Qt dialogs are shown.
 * Modelled on KeePassXC's MessageBox::setNextAnswer seam, but with callbacks so a test can also
 * look at (or grab) the dialog it would have seen.
 */
class Dialogs
{
    Q_DECLARE_TR_FUNCTIONS(Dialogs)

public:
    enum class FileMode
    {
        Open,
        Save
    };
    struct FileRequest
    {
        FileMode mode = FileMode::Open;
        QString title;
        QString suggested; // Save: the proposed file name
        QString filter;
    };
    struct Message
    {
        QMessageBox::Icon icon = QMessageBox::Information;
        QString title;
        QString text;
        QString details; // long lists (every problem) go here, shown in a scrollable box
        QMessageBox::StandardButtons buttons = QMessageBox::Ok;
        QMessageBox::StandardButton defaultButton = QMessageBox::NoButton;
    };

    /** Test seams: when set, they answer instead of the real dialog. */
    static std::function<QString(const FileRequest &)> fileHandler;
    static std::function<QMessageBox::StandardButton(const Message &)> messageHandler;
    /** Gets the fully built dialog (so a test can fill it in or grab() it) and returns its result code. */
    static std::function<int(QDialog *)> dialogHandler;
    /** Removes every handler (tests call it in cleanup()). */
    static void reset();

    static QString openFileName(QWidget *parent, const QString &title, const QString &filter);
    static QString saveFileName(QWidget *parent, const QString &title, const QString &suggested, const QString &filter);
    static QMessageBox::StandardButton ask(QWidget *parent, const Message &message);
    static void inform(QWidget *parent, const QString &title, const QString &text);
    static void warn(QWidget *parent, const QString &title, const QString &text, const QString &details = {});
    /** A message with a scrollable list: every problem of a file, every converted field. */
    static void problems(QWidget *parent, const QString &title, const QString &intro, const QStringList &lines,
                         QMessageBox::Icon icon = QMessageBox::Warning);
    /** exec() for the application's own dialogs, through dialogHandler when a test set one. */
    static int exec(QDialog *dialog);
    /** The dialog problems() shows, built but not run: screenshots and tests use it. */
    static QDialog *buildProblemsDialog(QWidget *parent, const QString &title, const QString &intro,
                                        const QStringList &lines, QMessageBox::Icon icon);
};

} // namespace Advisor::Ui
