// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/scenario/scenario.h"
#include "models/util/diagnostics.h"

#include <optional>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include <QByteArray>
#include <QCoreApplication>

namespace Advisor {

struct ScenarioLoadResult
{
    std::optional<Scenario> scenario; // empty when any error was found
    Diagnostics diagnostics;          // unknown fields are warnings; wrong types and impossible values errors
    QStringList defaultsUsed;         // "/training/epochs = 1": what the file left out
};

/** The scenario file (.gpuadvisor.json, schema version 1): reading with JSON pointers, writing. */
class ScenarioIo
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioIo)

public:
    static constexpr qint64 maxFileBytes = 1024 * 1024;

    /**
     * Required: the scenario must be answerable (a model or a parameter count, tokens or samples for
     * training, graphics only served), as the command line needs. Draft: what the wizard may hold
     * while it is being filled in ("Start from scratch" before a model is chosen) also loads, so
     * every state the wizard saves, autosaves included, opens again. Types and ranges are checked in both.
     */
    enum class Completeness
    {
        Required,
        Draft
    };

    static ScenarioLoadResult fromJson(const QByteArray &json, Completeness completeness = Completeness::Required);
    static ScenarioLoadResult fromFile(const QString &path, Completeness completeness = Completeness::Required);
    static QByteArray toJson(const Scenario &scenario);
    /** The project's phases as the scenario file writes them; the timeline's JSON repeats them the same way. */
    static nlohmann::json phasesToJson(const std::vector<ProjectPhase> &phases);

private:
    /** fromJson before its problems name their fields. */
    static ScenarioLoadResult parse(const QByteArray &json, Completeness completeness);
};

} // namespace Advisor
