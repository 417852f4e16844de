#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# CI step: build the libFuzzer harnesses with clang (build-fuzz) and run each for a bounded time on
# its seed corpus (tests/fuzz/corpus/<name>). New inputs go to build-fuzz/corpus/<name>, so the
# committed seeds never change. A crash fails the step; its input is left in build-fuzz/crashes/ and
# must become a regression test: copy it to tests/data/fuzz-regressions/<name>/ (tst_badinputs loads
# every file there through the same parser), then fix the parser.
#   FUZZ_SECONDS=20 (per harness)   BUILD_DIR=build-fuzz
set -eu
cd "$(dirname "$0")/.."
root=$(pwd)
packaging/install-deps.sh @build clang libclang-rt-14-dev
build="${BUILD_DIR:-build-fuzz}"
seconds="${FUZZ_SECONDS:-20}"
cmake --preset fuzz -B "$build"
cmake --build "$build" --target fuzzers --parallel "$(nproc)"

export ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
failed=""
mkdir -p "$build/crashes"
for name in catalog rules scenario presets csv pricefile modelconfig; do
    dict="$root/tests/fuzz/json.dict"
    case "$name" in csv | pricefile) dict="$root/tests/fuzz/csv.dict" ;; esac
    mkdir -p "$build/corpus/$name"
    printf '\n== fuzz_%s for %ss\n' "$name" "$seconds"
    if ! "$build/tests/fuzz/fuzz_$name" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -max_len=65536 \
        -dict="$dict" -artifact_prefix="$build/crashes/$name-" -print_final_stats=1 \
        "$build/corpus/$name" "$root/tests/fuzz/corpus/$name" 2>"$build/fuzz_$name.log"; then
        failed="$failed $name"
        tail -n 60 "$build/fuzz_$name.log"
    else
        grep -E '^(#[0-9]+.*DONE|Done|stat::number_of_executed_units|stat::peak_rss_mb)' "$build/fuzz_$name.log" || true
    fi
done
if [ -n "$failed" ]; then
    echo "fuzzing found crashes in:$failed (inputs in $build/crashes/)" >&2
    ls -l "$build/crashes" >&2
    exit 1
fi
echo "fuzz: 7 harnesses ran ${seconds}s each without a crash"
