// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace Advisor {

/**
 * Keeps freed blocks of up to 32 MiB in the process's heap for the next recompute instead of
 * handing each back to the kernel. A recompute of a large catalog allocates and frees row buffers
 * of several MiB; with glibc's defaults each is a fresh mapping whose pages fault in again every
 * time, which made a 100x-catalog recompute 4x slower (BENCHMARKS.md). Call once at the top of
 * main, before any thread starts. Does nothing where the C library is not glibc.
 */
void useRecomputeFriendlyAllocator();

} // namespace Advisor
