#!/bin/sh
# CI step: the whole test suite under AddressSanitizer + UndefinedBehaviorSanitizer (GCC).
# Builds into build-asan (or $BUILD_DIR) with -DGPUADVISOR_SANITIZE=ON and runs CTest there.
#
# detect_leaks=0: Qt keeps process-lifetime singletons (fonts, QPA plugin, translators, the
# resource registry) that it never frees at exit, so LeakSanitizer reports them on every test and
# drowns real findings. Use-after-free, overflows and undefined behaviour still stop the test.
set -eu
cd "$(dirname "$0")/.."
packaging/install-deps.sh cmake g++ make pkg-config qt6-base-dev qt6-charts-dev libqt6opengl6-dev libgl-dev \
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n nlohmann-json3-dev fonts-noto-cjk \
    poppler-utils
build="${BUILD_DIR:-build-asan}"
# -O1 keeps ASan runs quick; no debug info beyond line tables keeps the build and link fast.
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" -DGPUADVISOR_SANITIZE=ON
cmake --build "$build" --parallel "$(nproc)"
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=0:strict_string_checks=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export QT_QPA_PLATFORM=offscreen
ctest --test-dir "$build" --output-on-failure --timeout 900
