// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include <QHash>

namespace Advisor {

struct Configuration;

/**
 * The catalog's families and GPUs by id, and each type's family and GPU by its position. Every row of a
 * recompute asks for them several times, and the catalog itself finds them by comparing ids one by one.
 * Built once per catalog; the catalog must outlive it and not change.
 */
class CatalogIndex
{
public:
    explicit CatalogIndex(const Catalog &catalog);

    const Catalog &catalog() const { return m_catalog; }
    const Family *family(const QString &id) const { return m_families.value(id); }
    const GpuSpec *gpu(const QString &id) const { return m_gpus.value(id); }
    /** The type's place in the catalog; none for a type that is not one of its rows. */
    std::optional<std::size_t> positionOf(const InstanceType &type) const;
    /** The family and GPU of a type, from the table when it is a row of the catalog. */
    std::pair<const Family *, const GpuSpec *> partsOf(const InstanceType &type) const;
    std::pair<const Family *, const GpuSpec *> partsAt(std::size_t position) const { return m_typeParts[position]; }
    /** A type's id, its family's and its GPU's, interned (util/internedstring.h): what each of its rows copies. */
    struct RowIds
    {
        QString type;
        QString family;
        QString gpu; // empty without a known family and GPU
    };
    const RowIds &idsAt(std::size_t position) const { return m_rowIds[position]; }
    /**
     * A sized row's family and GPU: from the table by the row's catalog position, by id for a row sized
     * from a type outside the catalog. Ranking and explaining ask for every row, and hashing the ids
     * was a sixth of a re-price of a large catalog.
     */
    const Family *familyOf(const Configuration &c) const;
    const GpuSpec *gpuOf(const Configuration &c) const;
    /** The GPU's compute capability as a number; none when it is not published. */
    std::optional<double> computeCapability(const GpuSpec *gpu) const { return m_capability.value(gpu); }

private:
    std::pair<const Family *, const GpuSpec *> rowParts(const Configuration &c) const;

    const Catalog &m_catalog;
    QHash<QString, const Family *> m_families;
    QHash<QString, const GpuSpec *> m_gpus;
    QHash<const GpuSpec *, std::optional<double>> m_capability;
    std::vector<std::pair<const Family *, const GpuSpec *>> m_typeParts;
    std::vector<RowIds> m_rowIds;
};

} // namespace Advisor
