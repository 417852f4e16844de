// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: a .gpuadvisor.json scenario file, then the sizing engine on whatever loaded.
// A scenario that loads must also save and load again to the same bytes (the wizard relies on it).
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/sizingengine.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace {
struct Fixture
{
    Advisor::Catalog catalog;
    Advisor::ModelPresetLibrary presets;
};

const Fixture *fixture()
{
    static const std::unique_ptr<Fixture> f = [] {
        auto made = std::make_unique<Fixture>();
        auto catalog = Advisor::CatalogLoader::embedded();
        auto presets = Advisor::PresetLoader::embedded();
        if (!catalog.catalog || !presets.library)
            std::abort();
        made->catalog = *catalog.catalog;
        made->presets = *presets.library;
        return made;
    }();
    return f.get();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const Advisor::ScenarioLoadResult result = Advisor::ScenarioIo::fromJson(json);
    if (result.scenario.has_value() == result.diagnostics.hasErrors())
        std::abort();
    if (!result.scenario)
        return 0;
    const QByteArray saved = Advisor::ScenarioIo::toJson(*result.scenario);
    const Advisor::ScenarioLoadResult again = Advisor::ScenarioIo::fromJson(saved);
    if (!again.scenario || Advisor::ScenarioIo::toJson(*again.scenario) != saved)
        std::abort();
    const Advisor::SizingEngine engine(fixture()->catalog, fixture()->presets);
    (void)engine.recommend(*result.scenario);
    return 0;
}
