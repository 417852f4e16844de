// SPDX-License-Identifier: Apache-2.0
// Decoders and MoE decoders, and a user's model given by its size: trained over tokens, served token by token from a KV
// cache whose engine, batch and prefill decide the speed.
#include "models/sizing/workloads/servedmodel.h"

namespace Advisor {

namespace {
class DecoderLlmWorkload final : public ServedModelWorkload
{
public:
    using ServedModelWorkload::ServedModelWorkload;
    WorkloadKind kind() const override { return WorkloadKind::DecoderLlm; }
};
} // namespace

std::unique_ptr<WorkloadModel> makeDecoderLlmWorkload(const Catalog &catalog, const SizingParameters &params)
{
    return std::unique_ptr<WorkloadModel>(new DecoderLlmWorkload(catalog, params));
}

} // namespace Advisor
