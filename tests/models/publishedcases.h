// SPDX-License-Identifier: Apache-2.0
#pragma once

// Shared by the published-case tests (serving, CV and encoders, diffusion and speech, recommendation):
// the embedded data they estimate with, and one way to report an estimate against a published figure.

#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"

#include <QString>

#include <utility>

namespace PublishedCases {

/** The embedded catalog and presets, as the program ships them; false when either fails to load. */
inline bool loadEmbedded(Advisor::Catalog &catalog, Advisor::ModelPresetLibrary &presets)
{
    const auto c = Advisor::CatalogLoader::embedded();
    const auto p = Advisor::PresetLoader::embedded();
    if (!c.catalog || !p.library)
        return false;
    catalog = *c.catalog;
    presets = *p.library;
    return true;
}

/** Whether estimated is within ±tolerance (a share, 0.35 for ±35 %) of published. */
inline bool within(double estimated, double published, double tolerance)
{
    const double ratio = estimated / published;
    return ratio >= 1 - tolerance && ratio <= 1 + tolerance;
}

/** "12.3 against 11.9 published (1.03×): source", for the failure message. */
inline QString ratioText(double estimated, double published, const QString &source)
{
    return QStringLiteral("%1 against %2 published (%3×): %4")
        .arg(estimated, 0, 'g', 4)
        .arg(published, 0, 'g', 4)
        .arg(estimated / published, 0, 'f', 2)
        .arg(source);
}

/** A copy of CATALOG with one instance type of GPUS × GPU_ID, fast links as the GPU has them, and that
 *  type's id; the id is empty when the catalog has no such GPU. For published figures measured on a
 *  machine Alibaba does not sell as such. */
inline std::pair<Advisor::Catalog, QString> catalogWith(const Advisor::Catalog &source, const QString &gpuId, int gpus)
{
    using namespace Advisor;
    Catalog catalog = source;
    const GpuSpec *gpu = catalog.gpu(gpuId);
    if (!gpu)
        return {catalog, {}};
    // Cards without NVLink get a PCIe family with eRDMA (as gn8is), NVLink modules an NVLink one (as ebmgn8v).
    const bool pcie = gpu->nvlinkGBs <= 0;
    const QString templateFamily = pcie ? QStringLiteral("gn8is") : QStringLiteral("ebmgn8v");
    Family family;
    for (const Family &f : catalog.families) {
        if (f.id == templateFamily)
            family = f;
    }
    family.id = QStringLiteral("validation-") + gpuId;
    family.gpu = gpuId;
    if (!pcie && gpu->nvlinkGBs > 0)
        family.interconnectGBs = gpu->nvlinkGBs;
    InstanceType type;
    for (const InstanceType &t : catalog.instanceTypes) {
        if (t.family == templateFamily) {
            type = t;
            break;
        }
    }
    type.id = QStringLiteral("validation.%1-%2x").arg(gpuId).arg(gpus);
    type.family = family.id;
    type.gpuCount = gpus;
    type.gpuMemoryGB = gpu->memoryGB.value_or(0);
    type.vcpu = 16 * gpus;
    type.memoryGiB = 128.0 * gpus;
    catalog.families.push_back(family);
    catalog.instanceTypes.push_back(type);
    return {catalog, type.id};
}

} // namespace PublishedCases
