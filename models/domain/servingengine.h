// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <optional>

#include <QString>

namespace Advisor {

/** How a non-generative model (CNN, encoder) is served: its framework as trained, or a compiled engine. */
enum class ServingEngine
{
    Framework, // PyTorch or TensorFlow, no graph compilation
    TensorRt   // TensorRT, or ONNX Runtime with its TensorRT provider
};

/** "framework" | "tensorrt", as scenario and catalog files spell them. */
inline QString toString(ServingEngine engine)
{
    return engine == ServingEngine::TensorRt ? QStringLiteral("tensorrt") : QStringLiteral("framework");
}

inline std::optional<ServingEngine> servingEngineFromString(const QString &name)
{
    if (name == QLatin1String("framework"))
        return ServingEngine::Framework;
    if (name == QLatin1String("tensorrt"))
        return ServingEngine::TensorRt;
    return std::nullopt;
}

} // namespace Advisor
