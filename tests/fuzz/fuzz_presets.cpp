// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: models.json, the architecture facts of the model presets.
#include "models/catalog/presetloader.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const Advisor::PresetLoadResult result = Advisor::PresetLoader::fromJson(json);
    if (result.library.has_value() == result.diagnostics.hasErrors())
        std::abort();
    return 0;
}
