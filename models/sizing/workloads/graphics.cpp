// SPDX-License-Identifier: Apache-2.0
// Desktops, rendering and cloud gaming: a framebuffer per session on a vGPU slice or a whole GPU, with no
// model, no serving engine and no allocator between the session and the card.
#include "models/sizing/workloads/workloadmodel.h"

#include <algorithm>

namespace Advisor {

namespace {
class GraphicsWorkload final : public WorkloadModel
{
public:
    using WorkloadModel::WorkloadModel;
    WorkloadKind kind() const override { return WorkloadKind::Graphics; }
    bool needsComputeGpus() const override { return false; }

    bool sizeRow(const Scenario &s, const WorkloadProfile &, const RowHardware &hw, Configuration &c) const override
    {
        // A desktop is a framebuffer, not a model: it takes the vGPU profile Alibaba sells as the slice
        // (sgn7i-vws-m2: A10 × 1/12, 2 GB) whole. No serving engine holds a share back and no allocator
        // caches tensors there, and NVIDIA sizes desktops in the same profile units (1B, 2B), so the
        // session fits when it is no larger than the slice.
        if (hw.family.category == FamilyCategory::VirtualGpu)
            c.memory.gpuMemoryGiB = hw.type.gpuMemoryGB;
        c.memory.usableGpuMemoryGiB = c.memory.gpuMemoryGiB;
        const double neededGiB = s.inference.memoryPerSessionGiB;
        c.memory.perGpu.overhead = neededGiB * bytesPerGiB;
        c.memory.perGpuMemoryGiB = neededGiB;
        c.memory.fit = neededGiB <= c.memory.usableGpuMemoryGiB * (1 + 1e-9) ? Fit::Fits : Fit::Insufficient;
        // A fleet of desktops, one per instance: each is its own instance, so the node limit of a job
        // spread over instances does not apply.
        c.layout.instances = std::max(1, s.inference.concurrency);
        c.layout.totalGpus = hw.type.gpuCount * c.layout.instances;
        return true;
    }

protected:
    void addKindAssumptions(const Scenario &s, const WorkloadProfile &, const MemoryModel &,
                            const AddAssumption &add) const override
    {
        const SourcedValue &desktop = m_catalog.graphics.desktopFramebufferGiB;
        // The stream rides along so the assumption can say it was read but does not size anything yet.
        add(AssumptionId::SessionMemory,
            {s.inference.memoryPerSessionGiB, double(s.inference.concurrency), desktop.value,
             double(s.inference.frameRate)},
            {s.inference.streamResolution, s.inference.videoCodec}, {desktop.source});
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
