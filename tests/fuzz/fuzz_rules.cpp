// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: rules.json (the balance-warning thresholds a pre-sales team tunes).
#include "models/advice/rules.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const Advisor::RulesLoadResult result = Advisor::RulesLoader::fromJson(json);
    if (result.rules.has_value() == result.diagnostics.hasErrors())
        std::abort();
    if (result.rules) {
        for (const QString &id : Advisor::RulesLoader::knownRuleIds())
            (void)result.rules->active(id);
    }
    return 0;
}
