// SPDX-License-Identifier: Apache-2.0
#pragma once

// Calibration constants shared by PerformanceModel's serving half (performancemodel.cpp) and its training
// half (trainingtime.cpp).

namespace Advisor {

// All-reduce latency per collective (α term), per fabric.
inline constexpr double nvlinkLatencySeconds = 10e-6;
inline constexpr double pcieLatencySeconds = 30e-6;
// Diffusion: no published per-step FLOPs; ≈750 FLOP per parameter per denoising step, ×2 for
// classifier-free guidance, at 15 % of peak (rough, see assumptions), where no GPU has a measured speed.
// CNN training reaches 19–24 % of tensor peak with NVIDIA's optimised pipeline (NVIDIA Deep Learning Examples; MLPerf
// Training).
inline constexpr double cnnMfu = 0.2;

} // namespace Advisor
