// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness, structure-aware: valid scenarios mutated field by field (jsonmutator.h), loaded
// as the command line loads them and as the wizard does (drafts), then evaluated as the wizard would.
// Every draft must save and load again to the same bytes: that is what makes crash recovery work.
#include "models/advice/rules.h"
#include "models/application/evaluation.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/scenario/scenarioio.h"
#include "tests/fuzz/jsonmutator.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace {
struct Fixture
{
    Advisor::Catalog catalog;
    Advisor::ModelPresetLibrary presets;
    std::optional<Advisor::RuleSet> rules;
};

const Fixture *fixture()
{
    static const std::unique_ptr<Fixture> f = [] {
        auto made = std::make_unique<Fixture>();
        auto catalog = Advisor::CatalogLoader::embedded();
        auto presets = Advisor::PresetLoader::embedded();
        auto rules = Advisor::RulesLoader::embedded();
        if (!catalog.catalog || !presets.library || !rules.rules)
            std::abort();
        made->catalog = *catalog.catalog;
        made->presets = *presets.library;
        made->rules = *rules.rules;
        return made;
    }();
    return f.get();
}

const std::vector<std::string> words{"llm",
                                     "diffusion",
                                     "cv",
                                     "nlp",
                                     "recsys",
                                     "graphics",
                                     "other",
                                     "pretrain",
                                     "finetune-full",
                                     "finetune-lora",
                                     "finetune-qlora",
                                     "inference",
                                     "development",
                                     "fp32",
                                     "tf32",
                                     "bf16",
                                     "fp16",
                                     "fp8",
                                     "int8",
                                     "int4",
                                     "adamw",
                                     "adamw-8bit",
                                     "sgd",
                                     "framework",
                                     "tensorrt",
                                     "payg",
                                     "spot",
                                     "subscription-1m",
                                     "savings-plan",
                                     "cn-hangzhou",
                                     "cn-shanghai",
                                     "xx-nowhere-1",
                                     "essd-pl1",
                                     "nas",
                                     "oss",
                                     "CNY",
                                     "EUR",
                                     "llama-2-7b",
                                     "qwen2.5-72b",
                                     "deepseek-v3",
                                     "resnet-50",
                                     "bert-base"};
} // namespace

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t maxSize, unsigned int seed)
{
    return FuzzJson::mutate(data, size, maxSize, seed, words);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using Advisor::ScenarioIo;
    const QByteArray json(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const Advisor::ScenarioLoadResult strict = ScenarioIo::fromJson(json);
    const Advisor::ScenarioLoadResult draft = ScenarioIo::fromJson(json, ScenarioIo::Completeness::Draft);
    // A result or errors, never both or neither; a draft accepts all a complete load does, the same way.
    if (strict.scenario.has_value() == strict.diagnostics.hasErrors()
        || draft.scenario.has_value() == draft.diagnostics.hasErrors())
        std::abort();
    if (strict.scenario
        && (!draft.scenario || ScenarioIo::toJson(*strict.scenario) != ScenarioIo::toJson(*draft.scenario)))
        std::abort();
    if (!draft.scenario)
        return 0;
    const QByteArray saved = ScenarioIo::toJson(*draft.scenario);
    const Advisor::ScenarioLoadResult again = ScenarioIo::fromJson(saved, ScenarioIo::Completeness::Draft);
    if (!again.scenario || ScenarioIo::toJson(*again.scenario) != saved)
        std::abort();
    // The wizard evaluates whatever it holds, complete or not.
    const Advisor::Evaluator evaluator(fixture()->catalog, fixture()->presets, &*fixture()->rules);
    (void)evaluator.evaluate(*draft.scenario, {});
    return 0;
}
