// SPDX-License-Identifier: Apache-2.0
#pragma once

// Shared by the validation tests that read held-back published cases from JSON (tst_llmvalidation,
// tst_nonllmvalidation): reading a case's fields, counting outcomes per group, and checking that README.md
// states the figures measured.

#include <map>

#include <nlohmann/json.hpp>

#include <QFile>
#include <QString>
#include <QStringList>

namespace ValidationCases {

inline QString text(const nlohmann::json &j, const char *key)
{
    return j.contains(key) && j[key].is_string() ? QString::fromStdString(j[key].get<std::string>()) : QString();
}

inline double number(const nlohmann::json &j, const char *key, double fallback = 0)
{
    return j.contains(key) && j[key].is_number() ? j[key].get<double>() : fallback;
}

struct Tally
{
    int cases = 0;
    int estimated = 0;
    int within = 0;
    int bandHolds = 0;

    void count(bool estimatedAtAll, bool withinTolerance, bool inBand)
    {
        ++cases;
        estimated += estimatedAtAll;
        within += withinTolerance;
        bandHolds += inBand;
    }
};

/** One Markdown table row per group, in the groups' order: "| group | cases | estimated | within | band |". */
inline QStringList tableRows(const std::map<QString, Tally> &groups)
{
    QStringList rows;
    for (const auto &[group, t] : groups)
        rows << QStringLiteral("| %1 | %2 | %3 | %4 | %5 |")
                    .arg(group)
                    .arg(t.cases)
                    .arg(t.estimated)
                    .arg(t.within)
                    .arg(t.bandHolds);
    return rows;
}

/** What README.md does not state word for word of SUMMARY and ROWS; empty when it states them all. */
inline QString missingFromReadme(const QString &summary, const QStringList &rows)
{
    QFile readme(QStringLiteral(GPUADVISOR_SOURCE_DIR "/README.md"));
    if (!readme.open(QIODevice::ReadOnly))
        return QStringLiteral("README.md cannot be read");
    const QString stated = QString::fromUtf8(readme.readAll());
    if (!stated.contains(summary))
        return QStringLiteral("README.md should say: ") + summary;
    for (const QString &row : rows) {
        if (!stated.contains(row))
            return QStringLiteral("README.md should have the row: ") + row;
    }
    return {};
}

} // namespace ValidationCases
