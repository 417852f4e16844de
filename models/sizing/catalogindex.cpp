// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/catalogindex.h"

#include "models/sizing/recommendation.h"
#include "models/util/internedstring.h"

#include <cstdint>

namespace Advisor {

CatalogIndex::CatalogIndex(const Catalog &catalog)
    : m_catalog(catalog)
{
    for (const GpuSpec &g : catalog.gpus) {
        bool known = false;
        const double capability = g.computeCapability.toDouble(&known);
        m_capability.insert(&g, known ? std::optional<double>(capability) : std::nullopt);
        if (!m_gpus.contains(g.id)) // the first of an id, as the catalog finds it
            m_gpus.insert(g.id, &g);
    }
    for (const Family &f : catalog.families) {
        if (!m_families.contains(f.id))
            m_families.insert(f.id, &f);
    }
    m_typeParts.reserve(catalog.instanceTypes.size());
    m_rowIds.reserve(catalog.instanceTypes.size());
    for (const InstanceType &t : catalog.instanceTypes) {
        const Family *f = family(t.family);
        const GpuSpec *g = f ? gpu(f->gpu) : nullptr;
        m_typeParts.emplace_back(f, g);
        m_rowIds.push_back({interned(t.id), interned(t.family), g ? interned(g->id) : QString()});
    }
}

std::optional<std::size_t> CatalogIndex::positionOf(const InstanceType &type) const
{
    const std::vector<InstanceType> &types = m_catalog.instanceTypes;
    const auto address = reinterpret_cast<std::uintptr_t>(&type);
    const auto first = reinterpret_cast<std::uintptr_t>(types.data());
    if (!types.empty() && address >= first && address < first + types.size() * sizeof(InstanceType))
        return (address - first) / sizeof(InstanceType);
    return std::nullopt;
}

std::pair<const Family *, const GpuSpec *> CatalogIndex::partsOf(const InstanceType &type) const
{
    if (const std::optional<std::size_t> position = positionOf(type))
        return m_typeParts[*position];
    const Family *f = family(type.family);
    return {f, f ? gpu(f->gpu) : nullptr};
}

const Family *CatalogIndex::familyOf(const Configuration &c) const
{
    return rowParts(c).first;
}

const GpuSpec *CatalogIndex::gpuOf(const Configuration &c) const
{
    return rowParts(c).second;
}

std::pair<const Family *, const GpuSpec *> CatalogIndex::rowParts(const Configuration &c) const
{
    if (c.catalogPosition >= 0 && std::size_t(c.catalogPosition) < m_typeParts.size())
        return m_typeParts[std::size_t(c.catalogPosition)];
    return {family(c.layout.family), gpu(c.layout.gpu)};
}

} // namespace Advisor
