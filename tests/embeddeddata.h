// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"

#include <QTest>

/**
 * The program's own catalog and model presets, which most model tests size against: loaded into the
 * test's members from its initTestCase(). A load that fails fails initTestCase with the reason, and
 * Qt Test then runs none of the test's functions.
 */
inline void loadEmbeddedData(Advisor::Catalog &catalog, Advisor::ModelPresetLibrary &presets)
{
    const auto loadedCatalog = Advisor::CatalogLoader::embedded();
    QVERIFY2(loadedCatalog.catalog, "the embedded catalog did not load");
    catalog = *loadedCatalog.catalog;
    const auto loadedPresets = Advisor::PresetLoader::embedded();
    QVERIFY2(loadedPresets.library, "the embedded presets did not load");
    presets = *loadedPresets.library;
}
