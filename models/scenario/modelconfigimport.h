// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/scenario/scenario.h"

#include <optional>

#include <QCoreApplication>
#include <QString>

namespace Advisor {

struct ImportedModelConfig
{
    ArchitectureInput architecture;
    double parameters = 0; // estimated from the shape
    QString name;          // model_type, for the summary
};

/** Reads a Hugging Face config.json well enough to size memory: layers, widths, heads, vocabulary. */
class ModelConfigImport
{
    Q_DECLARE_TR_FUNCTIONS(ModelConfigImport)

public:
    static constexpr qint64 maxFileBytes = 1024 * 1024;
    // What scenario files accept (ScenarioIo): the limits of the shape above are within theirs too.
    static constexpr double minParameters = 1e3;
    static constexpr double maxParameters = 1e14;

    static std::optional<ImportedModelConfig> fromJson(const QByteArray &json, QString *error);
    static std::optional<ImportedModelConfig> fromFile(const QString &path, QString *error);
};

} // namespace Advisor
