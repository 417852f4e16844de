#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# CI step: build the Debian package, install it with apt, run the installed program headless, remove it.
#   packaging/ci-package.sh                  configures and builds build-pkg (Release, no tests)
#   BUILD_DIR=build packaging/ci-package.sh  packages an existing build folder instead (CI reuses
#                                            the one ./dev.sh test just built, saving a full build)
set -eu
cd "$(dirname "$0")/.."
root=$(pwd)
packaging/install-deps.sh @build dpkg-dev file fakeroot desktop-file-utils appstream lintian

step() { printf '\n== %s\n' "$*"; }

step "validate desktop entry and AppStream metainfo"
desktop-file-validate packaging/invalid.example.GpuAdvisor.desktop
appstreamcli validate --no-net packaging/invalid.example.GpuAdvisor.metainfo.xml

build="${BUILD_DIR:-build-pkg}"
if [ -z "${BUILD_DIR:-}" ]; then
    step "configure and build $build"
    cmake --preset release -B "$build"
fi
cmake --build "$build" --target gpu-advisor --parallel "$(nproc)"

step "cpack"
rm -f "$build"/gpu-advisor_*.deb "$build"/gpu-advisor-*.tar.gz
(cd "$build" && cpack -G "DEB;TGZ")
deb=$(cd "$build" && ls "$(pwd)"/gpu-advisor_*.deb)
dpkg-deb --info "$deb"
depends=$(dpkg-deb --field "$deb" Depends)
echo "$depends" | grep -q libxlsxwriter || { echo "Depends lacks libxlsxwriter (dpkg-shlibdeps?): $depends" >&2; exit 1; }
echo "$depends" | grep -q libqt6widgets6 || { echo "Depends lacks libqt6widgets6 (dpkg-shlibdeps?): $depends" >&2; exit 1; }
dpkg-deb --field "$deb" Recommends | grep -q fonts-noto-cjk || { echo "Recommends lacks fonts-noto-cjk" >&2; exit 1; }
dpkg-deb --field "$deb" Recommends | grep -q fonts-wqy-microhei || { echo "Recommends lacks fonts-wqy-microhei" >&2; exit 1; }
expected="usr/bin/gpu-advisor usr/share/applications/invalid.example.GpuAdvisor.desktop
    usr/share/metainfo/invalid.example.GpuAdvisor.metainfo.xml usr/share/mime/packages/invalid.example.GpuAdvisor.xml
    usr/share/icons/hicolor/scalable/apps/gpu-advisor.svg
    usr/share/icons/hicolor/256x256/apps/gpu-advisor.png usr/share/icons/hicolor/16x16/apps/gpu-advisor.png
    usr/share/man/man1/gpu-advisor.1.gz usr/share/doc/gpu-advisor/copyright usr/share/doc/gpu-advisor/changelog.gz
    usr/share/doc/gpu-advisor/THIRD-PARTY-NOTICES
    usr/share/gpu-advisor/scenarios/finetune-7b-lora.gpuadvisor.json"
dpkg-deb --contents "$deb" >"$build/deb-contents.txt"
for f in $expected; do
    grep -q " ./$f\$" "$build/deb-contents.txt" || { echo "package lacks $f" >&2; exit 1; }
done

step "lintian"
# Errors and warnings fail the build. (As root, lintian also prints a notice about itself: not a finding.)
lintian --fail-on error,warning "$deb"
# The changelog's newest entry must be the version being packaged.
changelog_version=$(sed -n '1s/^gpu-advisor (\([^)]*\)).*/\1/p' packaging/debian/changelog)
package_version=$(dpkg-deb --field "$deb" Version)
[ "$changelog_version" = "$package_version" ] \
    || { echo "packaging/debian/changelog starts at $changelog_version, the package is $package_version" >&2; exit 1; }
man -l "$build/packaging/gpu-advisor.1.gz" >/dev/null 2>"$build/man-warnings.txt" || true
if [ -s "$build/man-warnings.txt" ]; then cat "$build/man-warnings.txt" >&2; exit 1; fi

step "tarball"
tarball=$(cd "$build" && ls "$(pwd)"/gpu-advisor-*.tar.gz)
tar -tzf "$tarball" >"$build/tarball-contents.txt"
for f in $expected; do # the tarball holds the install prefix's contents: bin/, share/
    grep -q "^gpu-advisor-[^/]*/${f#usr/}\$" "$build/tarball-contents.txt" || { echo "tarball lacks ${f#usr/}" >&2; exit 1; }
done
echo "$tarball: $(wc -l <"$build/tarball-contents.txt") entries, all expected files present"

step "install $deb"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
cleanup() { $sudo apt-get remove -y gpu-advisor >/dev/null 2>&1 || true; }
trap cleanup EXIT
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "$deb"
[ -x /usr/bin/gpu-advisor ] || { echo "/usr/bin/gpu-advisor missing after install" >&2; exit 1; }

# Run from an empty folder, with empty settings, so nothing from the source tree helps the program.
work=$(mktemp -d)
export XDG_CONFIG_HOME="$work/config" QT_QPA_PLATFORM=offscreen
cd "$work"

step "installed gpu-advisor --version"
/usr/bin/gpu-advisor --version

step "installed gpu-advisor recommend"
/usr/bin/gpu-advisor recommend --scenario "$root/resources/scenarios/finetune-7b-lora.gpuadvisor.json" | tee recommend.txt
[ -s recommend.txt ] || { echo "recommend printed nothing" >&2; exit 1; }

if /usr/bin/gpu-advisor --help 2>&1 | grep -q "export"; then
    step "installed gpu-advisor export --pdf"
    rm -f /tmp/gpu-advisor-ci.pdf
    /usr/bin/gpu-advisor export --scenario "$root/resources/scenarios/finetune-7b-lora.gpuadvisor.json" \
        --pdf /tmp/gpu-advisor-ci.pdf
    head -c 5 /tmp/gpu-advisor-ci.pdf | grep -q '%PDF-' || { echo "export wrote no PDF" >&2; exit 1; }
    if command -v pdfinfo >/dev/null; then pdfinfo /tmp/gpu-advisor-ci.pdf; fi
    rm -f /tmp/gpu-advisor-ci.pdf
else
    echo "(gpu-advisor --help lists no export command: export check skipped)"
fi

step "remove"
cd "$root"
rm -rf "$work"
trap - EXIT
DEBIAN_FRONTEND=noninteractive $sudo apt-get remove -y gpu-advisor
[ ! -e /usr/bin/gpu-advisor ] || { echo "/usr/bin/gpu-advisor still there after remove" >&2; exit 1; }
echo "package: built, installed, ran, removed"
