// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QString>

namespace Advisor {

/** One problem found in an input file, located by a JSON pointer (or line/column for syntax errors). */
struct Diagnostic
{
    enum class Severity
    {
        Warning,
        Error
    };
    Severity severity = Severity::Error;
    QString pointer; // "/instanceTypes/12/vcpu"; empty for file-level problems
    QString message; // already translated

    /** "error: /instanceTypes/12/vcpu: expected a number greater than 0" */
    QString toString() const;
};

/** Collects every problem instead of stopping at the first one. */
class Diagnostics
{
public:
    void error(const QString &pointer, const QString &message);
    void warning(const QString &pointer, const QString &message);
    void append(const Diagnostics &other);

    bool hasErrors() const;
    int errorCount() const;
    const QList<Diagnostic> &items() const { return m_items; }
    QStringList toStringList() const;

private:
    QList<Diagnostic> m_items;
};

} // namespace Advisor
