// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>

namespace Advisor {

/** Tensor-parallel degrees that divide a GPU count: 1, 2, 4, … (held inline: asked for per type and layout). */
struct TensorOptions
{
    std::array<int, 32> degrees{};
    int count = 0;
    const int *begin() const { return degrees.data(); }
    const int *end() const { return degrees.data() + count; }
};

inline TensorOptions tensorOptions(int gpus)
{
    TensorOptions options;
    for (long long t = 1; t <= std::max(1, gpus) && options.count < int(options.degrees.size()); t *= 2) {
        if (gpus % t == 0)
            options.degrees[size_t(options.count++)] = int(t);
    }
    return options;
}

} // namespace Advisor
