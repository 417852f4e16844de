// SPDX-License-Identifier: Apache-2.0
// BERT-class encoders, CNNs and vision transformers: one pass per request, served in batches whose speed is scaled from
// published measurements of the same model where there are any.
#include "models/sizing/workloads/servedmodel.h"

namespace Advisor {

namespace {
class EncoderWorkload final : public ServedModelWorkload
{
public:
    using ServedModelWorkload::ServedModelWorkload;
    WorkloadKind kind() const override { return WorkloadKind::Encoder; }
};
} // namespace

std::unique_ptr<WorkloadModel> makeEncoderWorkload(const Catalog &catalog, const SizingParameters &params)
{
    return std::unique_ptr<WorkloadModel>(new EncoderWorkload(catalog, params));
}

} // namespace Advisor
