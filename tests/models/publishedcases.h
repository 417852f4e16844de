// SPDX-License-Identifier: Apache-2.0
#pragma once

// Shared by the published-case tests (serving, CV and encoders, diffusion and speech, recommendation):
// the embedded data they estimate with, and one way to report an estimate against a published figure.

#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"

#include <QString>

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

} // namespace PublishedCases
