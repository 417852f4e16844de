// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: a Hugging Face config.json imported into the wizard's custom architecture.
#include "models/scenario/modelconfigimport.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QString error;
    const auto imported = Advisor::ModelConfigImport::fromJson(json, &error);
    // Either a result or a reason, never neither; an accepted shape has a finite, positive size.
    if (!imported && error.isEmpty())
        std::abort();
    if (imported && (!std::isfinite(imported->parameters) || imported->parameters < 0))
        std::abort();
    return 0;
}
