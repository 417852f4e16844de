// SPDX-License-Identifier: Apache-2.0
// Desktops, rendering and cloud gaming: a framebuffer per session on a vGPU slice or a whole GPU, with no
// model, no serving engine and no allocator between the session and the card.
#include "models/sizing/workloads/workloadmodel.h"

namespace Advisor {

namespace {
class GraphicsWorkload final : public WorkloadModel
{
public:
    using WorkloadModel::WorkloadModel;
    WorkloadKind kind() const override { return WorkloadKind::Graphics; }

protected:
    void addKindAssumptions(const Scenario &s, const WorkloadProfile &, const MemoryModel &,
                            const AddAssumption &add) const override
    {
        const SourcedValue &desktop = m_catalog.graphics.desktopFramebufferGiB;
        add(AssumptionId::SessionMemory,
            {s.inference.memoryPerSessionGiB, double(s.inference.concurrency), desktop.value}, {}, {desktop.source});
    }
    // A session takes its slice whole: no engine holds a share back and no CUDA context is counted.
    void addMemoryAssumptions(const Scenario &, const WorkloadProfile &, const AddAssumption &) const override { }
};
} // namespace

std::unique_ptr<WorkloadModel> makeGraphicsWorkload(const Catalog &catalog, const SizingParameters &params)
{
    return std::unique_ptr<WorkloadModel>(new GraphicsWorkload(catalog, params));
}

} // namespace Advisor
