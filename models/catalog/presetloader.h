// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/modelpreset.h"
#include "models/util/diagnostics.h"

#include <optional>

#include <QCoreApplication>

namespace Advisor {

struct PresetLoadResult
{
    std::optional<ModelPresetLibrary> library;
    Diagnostics diagnostics;
};

/** Reads models.json, the architecture facts of the model presets. */
class PresetLoader
{
    Q_DECLARE_TR_FUNCTIONS(PresetLoader)

public:
    static constexpr qint64 maxFileBytes = 4 * 1024 * 1024;

    static PresetLoadResult fromFile(const QString &path);
    static PresetLoadResult fromJson(const QByteArray &json);
    static PresetLoadResult embedded();

    /**
     * What to tell a user whose scenario names a model no preset answers to (not even by an alias):
     * the nearest preset ids, and the ways to describe a model that is not a preset.
     */
    static QString unknownPresetMessage(const ModelPresetLibrary &library, const QString &name);
};

} // namespace Advisor
