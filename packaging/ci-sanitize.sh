#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# CI step: the whole test suite under AddressSanitizer + UndefinedBehaviorSanitizer (GCC).
# Builds the asan preset (build-asan, -DGPUADVISOR_SANITIZE=ON) and runs CTest there.
#
# detect_leaks=0: Qt keeps process-lifetime singletons (fonts, QPA plugin, translators, the
# resource registry) that it never frees at exit, so LeakSanitizer reports them on every test and
# drowns real findings. Use-after-free, overflows and undefined behaviour still stop the test.
set -eu
cd "$(dirname "$0")/.."
packaging/install-deps.sh @build
# The asan preset (CMakePresets.json): -O1 keeps ASan runs quick, line tables keep the link fast;
# its test preset sets ASAN_OPTIONS (detect_leaks=0) and UBSAN_OPTIONS.
cmake --preset asan
cmake --build --preset asan --parallel "$(nproc)"
ctest --preset asan --parallel "$(nproc)"
