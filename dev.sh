#!/bin/sh
# The two README commands: "./dev.sh run" builds and opens the wizard, "./dev.sh test" builds and
# runs the whole test suite. Both first install whatever is missing from Debian 12's packages.
set -eu
cd "$(dirname "$0")"

packages="cmake g++ make pkg-config qt6-base-dev qt6-charts-dev libqt6opengl6-dev libgl-dev qt6-tools-dev \
qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n nlohmann-json3-dev fonts-noto-cjk poppler-utils"

install_missing() {
    packaging/install-deps.sh $packages
}

build() {
    cmake -S . -B "${BUILD_DIR:-build}" -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-RelWithDebInfo}" ${CMAKE_ARGS:-}
    cmake --build "${BUILD_DIR:-build}" --parallel "$(nproc)"
}

case "${1:-}" in
run)
    install_missing
    build
    shift
    exec "${BUILD_DIR:-build}/app/gpu-advisor" "$@"
    ;;
test)
    install_missing
    build
    QT_QPA_PLATFORM=offscreen ctest --test-dir "${BUILD_DIR:-build}" --output-on-failure --timeout 600
    ;;
*)
    echo "usage: ./dev.sh run | test" >&2
    exit 2
    ;;
esac
