// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/util/diagnostics.h"

#include <optional>

#include <QByteArray>
#include <QCoreApplication>

namespace Advisor {

struct CatalogLoadResult
{
    std::optional<Catalog> catalog; // empty when any error was found
    Diagnostics diagnostics;        // every problem, errors and warnings
};

/**
 * Reads and validates catalog.json: schema (types, ranges, enums) with JSON pointers, then cross
 * references (unknown GPU, family, source or region; duplicate ids; prices without a date).
 */
class CatalogLoader
{
    Q_DECLARE_TR_FUNCTIONS(CatalogLoader)

public:
    static constexpr qint64 maxFileBytes = 16 * 1024 * 1024;
    static constexpr int supportedSchemaVersion = 1;

    static CatalogLoadResult fromFile(const QString &path);
    static CatalogLoadResult fromJson(const QByteArray &json);
    /** The catalog compiled into the program (":/catalog/catalog.json"). */
    static CatalogLoadResult embedded();
    static QString embeddedPath();
};

} // namespace Advisor
