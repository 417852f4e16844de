// SPDX-License-Identifier: Apache-2.0
// Speech encoder-decoders such as Whisper: a 30-second audio window encoded once, then text decoded token by token by
// an engine of its own.
#include "models/sizing/workloads/servedmodel.h"

namespace Advisor {

namespace {
class SpeechWorkload final : public ServedModelWorkload
{
public:
    using ServedModelWorkload::ServedModelWorkload;
    WorkloadKind kind() const override { return WorkloadKind::Speech; }
};
} // namespace

std::unique_ptr<WorkloadModel> makeSpeechWorkload(const Catalog &catalog, const SizingParameters &params)
{
    return std::unique_ptr<WorkloadModel>(new SpeechWorkload(catalog, params));
}

} // namespace Advisor
