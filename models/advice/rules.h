// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/domain/localizedtext.h"
#include "models/util/diagnostics.h"

#include <optional>
#include <vector>

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

namespace Advisor {

enum class AdviceSeverity
{
    Info,
    Advice,
    Warning,
    Blocker
};

QString toString(AdviceSeverity severity); // "info" | "advice" | "warning" | "blocker"
std::optional<AdviceSeverity> adviceSeverityFromString(const QString &s);

/** One balance rule as tuned in rules.json: the code decides what it checks, the file how strict it is. */
struct Rule
{
    QString id;
    AdviceSeverity severity = AdviceSeverity::Warning;
    bool enabled = true;
    QHash<QString, double> thresholds;
    LocalizedText reason;
    QStringList sourceKeys; // keys of the catalog's sources table ("source" in rules.json: a key or a list)
    // Their entries in the table the rule was checked against, as data: FindingText::citations words them in
    // the language shown when a warning is raised, so a language switch cites them anew.
    QHash<QString, SourceRef> sourceRefs;

    /** The named threshold; the loader guarantees every threshold a known rule needs is present. */
    double threshold(const QString &key) const { return thresholds.value(key); }
};

struct RuleSet
{
    QString name;
    QString version;
    std::vector<Rule> rules;

    const Rule *rule(const QString &id) const;
    /** The rule if it exists and is enabled; advice skips a rule a pre-sales team switched off. */
    const Rule *active(const QString &id) const;
    Rule *rule(const QString &id);
};

struct RulesLoadResult
{
    std::optional<RuleSet> rules; // empty when any error was found
    Diagnostics diagnostics;
};

/**
 * Reads and validates rules.json like the catalog: every problem with a JSON pointer, unknown rule
 * ids and missing or out-of-range thresholds are errors, so a mistuned file never silently disables
 * a warning.
 */
class RulesLoader
{
    Q_DECLARE_TR_FUNCTIONS(RulesLoader)

public:
    static constexpr qint64 maxFileBytes = 1024 * 1024;
    static constexpr int supportedSchemaVersion = 1;

    /**
     * Every "source" must be a key of sources, the catalog's sources table; without one, the table of
     * the catalog compiled into the program is used.
     */
    static RulesLoadResult fromFile(const QString &path, const QHash<QString, SourceRef> *sources = nullptr);
    static RulesLoadResult fromJson(const QByteArray &json, const QHash<QString, SourceRef> *sources = nullptr);
    /** The rules compiled into the program (":/catalog/rules.json"). */
    static RulesLoadResult embedded();
    /** The sources table of the catalog compiled into the program (empty if it cannot be read). */
    static const QHash<QString, SourceRef> &embeddedSources();
    static QString embeddedPath();
    /** Every rule id the advice code implements, in the order the file lists them. */
    static QStringList knownRuleIds();
};

} // namespace Advisor
