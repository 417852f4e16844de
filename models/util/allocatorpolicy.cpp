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
    // glibc raises these on its own when a large block is freed (the mmap threshold to the block's
    // size, up to 32 MiB, and the trim threshold to twice that); set here, the speed no longer depends
    // on which blocks happened to be freed first.
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 64 * 1024 * 1024);
#endif
}

} // namespace Advisor
