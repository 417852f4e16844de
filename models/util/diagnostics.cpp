// SPDX-License-Identifier: Apache-2.0
#include "models/util/diagnostics.h"

#include <QCoreApplication>

namespace Advisor {

QString Diagnostic::where() const
{
    if (field.isEmpty())
        return pointer;
    // The brackets are the language's: full-width in Chinese.
    return QCoreApplication::translate("Advisor::Diagnostic", "%1 (%2)", "a field in words, then its JSON pointer")
        .arg(field, pointer);
}

QString Diagnostic::toString() const
{
    const QString kind = severity == Severity::Error ? QCoreApplication::translate("Advisor::Diagnostic", "error")
                                                     : QCoreApplication::translate("Advisor::Diagnostic", "warning");
    // The colon is the language's: full-width in Chinese.
    if (pointer.isEmpty())
        return QCoreApplication::translate("Advisor::Diagnostic", "%1: %2").arg(kind, message);
    return QCoreApplication::translate("Advisor::Diagnostic", "%1: %2: %3").arg(kind, where(), message);
}

void Diagnostics::error(const QString &pointer, const QString &message)
{
    m_items.append({Diagnostic::Severity::Error, pointer, message, QString()});
}

void Diagnostics::warning(const QString &pointer, const QString &message)
{
    m_items.append({Diagnostic::Severity::Warning, pointer, message, QString()});
}

void Diagnostics::append(const Diagnostics &other)
{
    m_items.append(other.m_items);
}

void Diagnostics::nameFields(QString (*nameOf)(const QString &pointer))
{
    for (Diagnostic &d : m_items) {
        if (!d.pointer.isEmpty())
            d.field = nameOf(d.pointer);
    }
}

bool Diagnostics::hasErrors() const
{
    return errorCount() > 0;
}

int Diagnostics::errorCount() const
{
    int n = 0;
    for (const Diagnostic &d : m_items)
        n += d.severity == Diagnostic::Severity::Error ? 1 : 0;
    return n;
}

QStringList Diagnostics::toStringList() const
{
    QStringList lines;
    for (const Diagnostic &d : m_items)
        lines << d.toString();
    return lines;
}

} // namespace Advisor
