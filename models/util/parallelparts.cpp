// SPDX-License-Identifier: Apache-2.0
#include "models/util/parallelparts.h"

#include <exception>
#include <system_error>
#include <thread>
#include <vector>

namespace Advisor {

void runParts(std::size_t parts, const std::function<void(std::size_t part)> &work)
{
    if (parts <= 1) {
        if (parts == 1)
            work(0);
        return;
    }
    std::vector<std::exception_ptr> errors(parts);
    const auto guarded = [&](std::size_t part) {
        try {
            work(part);
        } catch (...) {
            errors[part] = std::current_exception();
        }
    };
    std::vector<std::thread> threads;
    std::vector<std::size_t> here{0}; // the parts the calling thread runs itself
    for (std::size_t part = 1; part < parts; ++part) {
        try {
            threads.emplace_back(guarded, part);
        } catch (const std::system_error &) {
            here.push_back(part);
        }
    }
    for (std::size_t part : here)
        guarded(part);
    for (std::thread &t : threads)
        t.join();
    for (const std::exception_ptr &e : errors) {
        if (e)
            std::rethrow_exception(e);
    }
}

} // namespace Advisor
