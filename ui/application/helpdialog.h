// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QDialogButtonBox;
class QTextBrowser;

namespace Advisor::Ui {

/**
 * Help › Guide (F1): what each step of the wizard asks for, and the words the pages and the report use,
 * explained for a reader who buys GPUs rather than trains models. Not modal, so it can stay open beside
 * the page it explains; Esc or Close hides it.
 */
class HelpDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HelpDialog)

public:
    /** One entry of the glossary: the word as the pages show it, and what it means in plain words. */
    struct Entry
    {
        QString term;
        QString meaning;
    };

    explicit HelpDialog(QWidget *parent = nullptr);

    /** The wizard's steps in order, each "title: what it asks", in the current language. */
    static QStringList steps();
    static QList<Entry> glossary();
    /** The glossary's "Price labels": what a price's label and its cost band say about where it comes from. */
    static QString priceLabels();
    /** The whole guide as the dialog shows it. */
    static QString html();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    /** Most of the screen it opens on, and no more: a 1366×768 projector in presentation mode included. */
    void fitToScreen();

    QTextBrowser *m_text;
    QDialogButtonBox *m_buttons;
};

} // namespace Advisor::Ui
