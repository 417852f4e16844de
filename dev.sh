#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# The two README commands: "./dev.sh run" builds and opens the wizard, "./dev.sh test" builds and
# runs the whole test suite. Both first install whatever is missing from Debian 12's packages
# (packaging/build-deps.txt), then use the presets in CMakePresets.json: "dev" here, "ci" when CI=true.
#   BUILD_DIR=DIR   build somewhere other than the preset's folder (build/)
set -eu
cd "$(dirname "$0")"

preset=dev
[ "${CI:-}" = true ] && preset=ci
build_dir="${BUILD_DIR:-build}"

build() {
    cmake --preset "$preset" -B "$build_dir" ${CMAKE_ARGS:-}
    cmake --build "$build_dir" --parallel "$(nproc)"
}

case "${1:-}" in
run)
    packaging/install-deps.sh @build
    build
    shift
    exec "$build_dir/app/gpu-advisor" "$@"
    ;;
test)
    packaging/install-deps.sh @build
    build
    # The test preset sets the offscreen platform, output on failure and the time limit.
    # Tests run one per core: each writes only to its own temporary folders.
    ctest --preset "$preset" --test-dir "$build_dir" --parallel "$(nproc)"
    ;;
*)
    echo "usage: ./dev.sh run | test" >&2
    exit 2
    ;;
esac
