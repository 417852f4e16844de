// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace Advisor {

/** Text stored in the catalog in both languages; the UI language picks one, English is the fallback. */
struct LocalizedText
{
    QString en;
    QString zhCN;

    /** The text for the current UI language (QLocale default). */
    QString text() const;
    bool isEmpty() const { return en.isEmpty() && zhCN.isEmpty(); }
};

/** True when the UI currently speaks Chinese (QLocale default is a Chinese locale). */
bool uiIsChinese();

} // namespace Advisor
