// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/domain/catalog.h"
#include "models/sizing/workloads/workloadmodel.h"

namespace Advisor {

/** The batch cap vLLM's rule sets, where the engine keeps it, and the engine the scenario names (if any). */
void addEngineAssumptions(const ServingCalibration &cal, const LlmEngineCalibration *engine, const AddAssumption &add);

/**
 * Decoders and MoE decoders (and a user's model given by its size): a network of known shape (or a size),
 * trained with an optimizer over GPUs and served token by token by an LLM engine. Encoders, CNNs and vision
 * transformers (encoder.cpp) and speech encoder-decoders (speech.cpp) train the same way and extend it with
 * how they are served; diffusion and recommendation extend it where they are sized as any other model.
 */
class ServedModelWorkload : public WorkloadModel
{
public:
    ServedModelWorkload(WorkloadKind kind, const Catalog &catalog, const SizingParameters &params)
        : WorkloadModel(catalog, params)
        , m_kind(kind)
    { }
    WorkloadKind kind() const override { return m_kind; }

protected:
    void addKindAssumptions(const Scenario &scenario, const WorkloadProfile &profile, const MemoryModel &memory,
                            const AddAssumption &add) const override;
    /**
     * What a model served in one pass rests on: an encoder's measurements, or the share of peak a transformer's
     * pass is counted at when the FLOP rule rates it.
     */
    virtual void addOnePassAssumptions(const Scenario &scenario, const WorkloadProfile &profile,
                                       const AddAssumption &add) const;
    /** The engine a decoding copy runs under: the LLM engine the scenario names and its batch cap. */
    virtual void addDecodeEngineAssumptions(const Scenario &scenario, const AddAssumption &add) const;

private:
    void addServingAssumptions(const Scenario &scenario, const WorkloadProfile &profile,
                               const AddAssumption &add) const;

    WorkloadKind m_kind;
};

} // namespace Advisor
