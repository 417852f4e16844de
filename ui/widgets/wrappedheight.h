// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QEvent>
#include <QLabel>
#include <QMetaObject>
#include <QObject>

namespace Advisor::Ui {

/**
 * Keeps a word-wrapped label as tall as its text at the width it was given (install it as the label's
 * event filter, parented to the label): the pages are laid out by size hints, so a message's second line
 * was cut off (seen at 1920 px, where the group had room to spare), and a three-line note on the workload
 * page was cut at its top and bottom in the presentation font.
 */
class WrappedHeight final : public QObject
{
public:
    using QObject::QObject;

    static void fit(QLabel *label)
    {
        const int height = label->heightForWidth(label->width());
        if (label->isVisible() && height > 0 && height != label->minimumHeight())
            label->setMinimumHeight(height);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *label = static_cast<QLabel *>(watched);
        if (event->type() == QEvent::Resize || event->type() == QEvent::Show)
            fit(label);
        // Presentation mode's larger font and a new language change the lines at the same width: once
        // the field has reworded its error.
        if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
            QMetaObject::invokeMethod(
                label, [label] { fit(label); }, Qt::QueuedConnection);
        return QObject::eventFilter(watched, event);
    }
};

} // namespace Advisor::Ui
