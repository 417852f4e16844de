// SPDX-License-Identifier: Apache-2.0
#include "models/sizing/sizingparameters.h"

namespace Advisor {

SizingParameters parametersFor(const Scenario &s)
{
    SizingParameters p;
    // Korthikanti et al. 2022, Narayanan et al. 2021: tuned A100 pre-training 40–55 %, an untuned HF Trainer fine-tune
    // 25–35 %.
    switch (s.stage) {
    case Stage::Pretrain:
        p.mfuTraining = 0.40;
        break;
    case Stage::FinetuneFull:
        p.mfuTraining = 0.35;
        break;
    default:
        p.mfuTraining = 0.30;
        break;
    }
    // Language models only: the diffusion and vision memory models were calibrated against the serving
    // limit, which their constants absorbed.
    if (s.isTraining() && s.task == Task::Llm)
        p.usableMemoryFraction = trainingUsableMemoryFraction;
    if (s.assumptions.mfu)
        p.mfuTraining = *s.assumptions.mfu;
    if (s.assumptions.mbu)
        p.decodeEfficiencyOverride = *s.assumptions.mbu;
    if (s.assumptions.bytesPerParamAdam)
        p.bytesPerParamAdam = *s.assumptions.bytesPerParamAdam;
    if (s.constraints.memoryMarginPercent)
        p.tightThreshold = *s.constraints.memoryMarginPercent / 100.0;
    return p;
}

} // namespace Advisor
