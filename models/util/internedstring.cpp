// SPDX-License-Identifier: Apache-2.0
#include "models/util/internedstring.h"

#include <QMutex>
#include <QSet>

namespace Advisor {

namespace {
// Several catalogs' ids many times over; beyond it the pool would only grow.
constexpr qsizetype maxInternedCharacters = qsizetype(8) << 20;
} // namespace

QString interned(const QString &s)
{
    if (s.isEmpty())
        return s;
    static QMutex mutex;
    // Never freed, so that no view outlives its text, not even during the process's static destruction.
    static auto *pool = new QSet<QString>;
    static qsizetype characters = 0;
    const QMutexLocker lock(&mutex);
    auto found = pool->constFind(s);
    if (found == pool->constEnd()) {
        if (characters + s.size() > maxInternedCharacters)
            return QString(s.constData(), s.size());
        // Its own text: s may itself be a view of text that goes away.
        found = pool->insert(QString(s.constData(), s.size()));
        characters += s.size();
    }
    return QString::fromRawData(found->constData(), found->size());
}

} // namespace Advisor
