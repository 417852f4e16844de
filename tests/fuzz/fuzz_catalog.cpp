// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: catalog.json as a user might hand it to `catalog validate` or the settings dialog.
// Built by -DGPUADVISOR_FUZZ=ON with clang; run by packaging/ci-fuzz.sh.
#include "models/catalog/catalogloader.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const Advisor::CatalogLoadResult result = Advisor::CatalogLoader::fromJson(json);
    // The contract: a catalog comes back exactly when no error was found.
    if (result.catalog.has_value() == result.diagnostics.hasErrors())
        std::abort();
    for (const Advisor::Diagnostic &d : result.diagnostics.items())
        (void)d.toString();
    return 0;
}
