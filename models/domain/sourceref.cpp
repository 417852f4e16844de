// SPDX-License-Identifier: Apache-2.0
#include "models/domain/sourceref.h"

#include "models/domain/localizedtext.h"

#include <QStringList>

namespace Advisor {

QString SourceRef::displayTitle() const
{
    return uiIsChinese() && !titleZh.isEmpty() ? titleZh : title;
}

QString SourceRef::displayPublisher() const
{
    return uiIsChinese() && !publisherZh.isEmpty() ? publisherZh : publisher;
}

QString SourceRef::displayUrl() const
{
    return uiIsChinese() && !urlZh.isEmpty() ? urlZh : url;
}

QString citation(const SourceRef &ref)
{
    QStringList details;
    if (!ref.publisher.isEmpty())
        details << ref.displayPublisher();
    if (ref.year)
        details << QString::number(*ref.year);
    else if (ref.date.size() >= 4)
        details << ref.date.left(4);
    if (!ref.url.isEmpty())
        details << ref.displayUrl();
    if (details.isEmpty())
        return ref.displayTitle();
    // Chinese text takes the full-width comma, an address included.
    return ref.displayTitle() + QStringLiteral(" — ")
        + details.join(uiIsChinese() ? QStringLiteral("，") : QStringLiteral(", "));
}

} // namespace Advisor
