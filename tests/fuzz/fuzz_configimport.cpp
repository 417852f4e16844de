// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness, structure-aware: Hugging Face config.json files mutated field by field
// (jsonmutator.h) and imported as the wizard imports them: whatever the import accepts becomes the
// scenario's custom architecture, which must save and load again (autosave, Save) and be sized.
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/scenario/modelconfigimport.h"
#include "models/scenario/scenarioio.h"
#include "models/sizing/sizingengine.h"
#include "tests/fuzz/jsonmutator.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

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

/**
 * One engine per set of parameters, kept from input to input as the wizard keeps its engine across
 * edits, so the memo of measured speeds a reused engine holds is fuzzed too (and building one per
 * input, its price book and tables, was a tenth of the harness's time).
 */
const Advisor::SizingEngine &engineFor(const Advisor::SizingParameters &parameters)
{
    static std::vector<std::unique_ptr<Advisor::SizingEngine>> engines;
    for (const auto &e : engines) {
        if (e->parameters() == parameters)
            return *e;
    }
    engines.push_back(std::make_unique<Advisor::SizingEngine>(fixture()->catalog, fixture()->presets, parameters));
    return *engines.back();
}

const std::vector<std::string> words{"llama", "mistral", "qwen2", "gpt2", "mixtral", "bert", "4096", "32", "true"};
} // namespace

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t maxSize, unsigned int seed)
{
    return FuzzJson::mutate(data, size, maxSize, seed, words);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using Advisor::ScenarioIo;
    const QByteArray json(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QString error;
    const auto imported = Advisor::ModelConfigImport::fromJson(json, &error);
    if (!imported && error.isEmpty())
        std::abort();
    if (!imported)
        return 0;
    if (!std::isfinite(imported->parameters) || imported->parameters <= 0)
        std::abort();
    // As WorkloadPage::importConfig applies it.
    Advisor::Scenario s;
    s.model.clear();
    s.parameters = imported->parameters;
    s.architecture = imported->architecture;
    for (const Advisor::Stage stage : {Advisor::Stage::FinetuneLora, Advisor::Stage::Inference}) {
        s.stage = stage;
        if (s.isTraining())
            s.training.tokens = 1e9;
        const QByteArray saved = ScenarioIo::toJson(s);
        const Advisor::ScenarioLoadResult loaded = ScenarioIo::fromJson(saved, ScenarioIo::Completeness::Draft);
        if (!loaded.scenario || ScenarioIo::toJson(*loaded.scenario) != saved)
            std::abort(); // imported, then lost at the next autosave
        (void)engineFor(Advisor::parametersFor(s)).recommend(*loaded.scenario);
    }
    return 0;
}
