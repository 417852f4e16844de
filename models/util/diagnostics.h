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
    QString field;   // what the pointer names, in words, where the input knows it ("Concurrent requests")

    /** Where: "Concurrent requests (/workload/inference/concurrency)", or the pointer alone. */
    QString where() const;
    /** "error: /instanceTypes/12/vcpu: expected a number greater than 0", the field's name before its pointer. */
    QString toString() const;
};

/** Collects every problem instead of stopping at the first one. */
class Diagnostics
{
public:
    void error(const QString &pointer, const QString &message);
    void warning(const QString &pointer, const QString &message);
    void append(const Diagnostics &other);
    /** Gives each problem the name of the field its pointer names (nameOf returns empty where it knows none). */
    void nameFields(QString (*nameOf)(const QString &pointer));

    bool hasErrors() const;
    int errorCount() const;
    const QList<Diagnostic> &items() const { return m_items; }
    QStringList toStringList() const;

private:
    QList<Diagnostic> m_items;
};

} // namespace Advisor
