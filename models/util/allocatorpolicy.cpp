// SPDX-License-Identifier: Apache-2.0
#include "models/util/allocatorpolicy.h"

#include <cstdlib> // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace Advisor {

void useRecomputeFriendlyAllocator()
{
#if defined(__GLIBC__)
    // glibc raises these two on its own after the first large block is freed (to 2x its size, up
    // to 32 MiB); set once here, the speed no longer depends on which files happened to be read first.
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 64 * 1024 * 1024);
#endif
}

} // namespace Advisor
