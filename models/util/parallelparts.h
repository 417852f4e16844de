// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstddef>
#include <functional>

namespace Advisor {

/**
 * Runs work(part) for every part in [0, parts): part 0 on the calling thread, each other on a thread of
 * its own. A part whose thread cannot be had (a process limit) runs on the calling thread instead. Returns
 * once all have finished, rethrowing the first exception a part threw.
 *
 * The engine sizes a large catalog's rows this way (bench_recompute measures it): the parts are
 * contiguous runs of rows, so the answer is the same for any number of parts.
 */
void runParts(std::size_t parts, const std::function<void(std::size_t part)> &work);

} // namespace Advisor
