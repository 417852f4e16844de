// SPDX-License-Identifier: Apache-2.0
#include "models/domain/localizedtext.h"

#include <QLocale>

namespace Advisor {

bool uiIsChinese()
{
    return QLocale().language() == QLocale::Chinese;
}

QString LocalizedText::text() const
{
    if (uiIsChinese() && !zhCN.isEmpty())
        return zhCN;
    return en.isEmpty() ? zhCN : en;
}

} // namespace Advisor
