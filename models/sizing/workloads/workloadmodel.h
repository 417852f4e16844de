// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/scenario/scenario.h"
#include "models/sizing/recommendation.h"
#include "models/sizing/workloads/workloadkind.h"

#include <functional>
#include <memory>
#include <optional>

namespace Advisor {

class MemoryModel;
struct SizingParameters;

/** Adds an assumption: its id, its numbers, its names, the catalog sources it rests on. */
using AddAssumption = std::function<void(AssumptionId, QList<double>, QStringList, QStringList)>;

/** An instance type as one row sees it: its parts, its whole GPUs and the link between them. */
struct RowHardware
{
    const Family &family;
    const GpuSpec &gpu;
    const InstanceType &type;
    int wholeGpus = 0;
    double busGBs = 0; // GPU-to-GPU bandwidth within one instance
};

/**
 * What the engine knows of one kind of workload, one class per kind in models/sizing/workloads/: the
 * work a training job does and the assumptions its estimates rest on, in the order they are shown.
 * WorkloadProfiler picks the model by workloadKind() and asks it. A kind that owns its memory, speed and
 * placement sizes its rows (sizeRow); the others' still live in MemoryModel, PerformanceModel and RowSizer
 * (ARCHITECTURE.md).
 */
class WorkloadModel
{
public:
    virtual ~WorkloadModel() = default;
    WorkloadModel(const WorkloadModel &) = delete;
    WorkloadModel &operator=(const WorkloadModel &) = delete;

    virtual WorkloadKind kind() const = 0;
    /** The whole job's model FLOPs (6ND and its kin) and hardware FLOPs (with recomputation). */
    virtual void addTrainingWork(const Scenario &scenario, WorkloadProfile &profile) const;
    /**
     * Memory per GPU, speed and placement for one row, by a kind that owns them (video so far): true when
     * it sized the row, with c.fit and any problem set. The other kinds return false, and RowSizer sizes
     * them with the shared MemoryModel and PerformanceModel.
     */
    virtual bool sizeRow(const Scenario &scenario, const WorkloadProfile &profile, const RowHardware &hardware,
                         Configuration &c) const;
    /** One unsplit copy's memory, by a kind that owns its memory; empty for the others (MemoryModel's). */
    virtual std::optional<MemoryBreakdown> oneCopyMemory(const Scenario &scenario,
                                                         const WorkloadProfile &profile) const;
    /** Every assumption an estimate of this kind rests on: precision, the kind's own, memory, the month. */
    void addAssumptions(const Scenario &scenario, const WorkloadProfile &profile, const MemoryModel &memory,
                        const AddAssumption &add) const;

    // Public so that each kind inherits it as its own; the class is abstract all the same.
    WorkloadModel(const Catalog &catalog, const SizingParameters &params)
        : m_catalog(catalog)
        , m_params(params)
    { }

protected:
    /** The assumptions only this kind makes. */
    virtual void addKindAssumptions(const Scenario &scenario, const WorkloadProfile &profile, const MemoryModel &memory,
                                    const AddAssumption &add) const = 0;
    /** How much of a card the estimate counts on, and the CUDA context. */
    virtual void addMemoryAssumptions(const Scenario &scenario, const WorkloadProfile &profile,
                                      const AddAssumption &add) const;
    /** A training job's optimizer state, utilisation, FLOPs per token, batch, overlap and attention. */
    void addTrainingAssumptions(const Scenario &scenario, const WorkloadProfile &profile, const MemoryModel &memory,
                                const AddAssumption &add) const;

    const Catalog &m_catalog;
    const SizingParameters &m_params;
};

/** The model of each kind, made for one catalog and one set of constants, which must outlive it. */
std::unique_ptr<WorkloadModel> makeWorkloadModel(WorkloadKind kind, const Catalog &catalog,
                                                 const SizingParameters &params);

// The kinds with a model of their own, each in its own file; decoders, encoders and speech share
// ServedModelWorkload (servedmodel.h).
std::unique_ptr<WorkloadModel> makeDiffusionWorkload(const Catalog &catalog, const SizingParameters &params);
std::unique_ptr<WorkloadModel> makeRecommendationWorkload(const Catalog &catalog, const SizingParameters &params);
std::unique_ptr<WorkloadModel> makeGraphicsWorkload(const Catalog &catalog, const SizingParameters &params);
std::unique_ptr<WorkloadModel> makeVideoWorkload(const Catalog &catalog, const SizingParameters &params);

} // namespace Advisor
