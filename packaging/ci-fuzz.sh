#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# CI step: build the libFuzzer harnesses with clang (build-fuzz) and run each for a bounded time on
# its seed corpus (tests/fuzz/corpus/<corpus>). New inputs go to build-fuzz/corpus/<name>, so the
# committed seeds never change. A crash fails the step; its input is left in build-fuzz/crashes/ and
# must become a regression test: copy it to tests/data/fuzz-regressions/<corpus>/ (tst_badinputs
# loads every file there through the same parser), then fix the parser.
#   FUZZ_SECONDS=20 (per harness)   BUILD_DIR=build-fuzz   FUZZ_ONLY="scenario csv" (a subset)
# Long mode, for a campaign by hand (see FUZZING.md), never in CI: FUZZ_RUNS=10000000 runs every
# harness to that many executions with no time limit, and FUZZ_STATS=FILE appends one Markdown table
# row per harness (executions, coverage, features, corpus size, peak memory, seconds).
# FUZZ_OPTIMIZE=-O2 builds the harnesses at that level instead of the preset's -O1 (a campaign's
# harnesses run 1.1-1.9x faster at -O2; FUZZING.md). FUZZ_FORK=2 runs one harness on two cores
# (libFuzzer's fork mode), so a campaign can take the harnesses one after the other. FUZZ_JOBS=2
# runs two processes of one harness that share its corpus (libFuzzer's -jobs), each to half of
# FUZZ_RUNS: for a harness whose fork-mode jobs spend their time starting (FUZZING.md).
# FUZZ_MAX_LEN=65536 is the largest input libFuzzer makes. A structure-aware harness whose inputs
# only grow can run with a bound nearer the size of a real file (FUZZING.md).
set -eu
cd "$(dirname "$0")/.."
root=$(pwd)
packaging/install-deps.sh @build clang libclang-rt-14-dev time
build="${BUILD_DIR:-build-fuzz}"
seconds="${FUZZ_SECONDS:-20}"
runs="${FUZZ_RUNS:-}"
stats="${FUZZ_STATS:-}"
fork="${FUZZ_FORK:-}"
jobs="${FUZZ_JOBS:-}"
max_len="${FUZZ_MAX_LEN:-65536}"
if [ -n "${FUZZ_OPTIMIZE:-}" ]; then
    cmake --preset fuzz -B "$build" -DCMAKE_CXX_FLAGS_DEBUG="$FUZZ_OPTIMIZE -g"
else
    cmake --preset fuzz -B "$build"
fi
cmake --build "$build" --target fuzzers --parallel "$(nproc)"

export ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
# A unit's time limit: 10 s in CI; a campaign runs for hours beside other work, where a starved
# process once passed 10 s on an input that takes 50 ms alone, so it gets 60 s.
# libFuzzer's peak memory grows with the corpus over millions of executions (pricefile passed 1 GB
# at 4.8 million), so a campaign gets twice CI's memory limit.
timeout=10
rss_limit=2048
if [ -n "$runs" ]; then
    limit="-runs=$runs"
    what="$runs executions"
    timeout=60
    rss_limit=4096
    # Recording every allocation's stack was a fifth to a third of the structure-aware harnesses'
    # time. Errors are found the same without it; a crash's report then lacks the allocation and
    # free stacks, which running its saved input again (CI's settings) prints.
    export ASAN_OPTIONS="$ASAN_OPTIONS:malloc_context_size=0"
else
    limit="-max_total_time=$seconds"
    what="${seconds}s"
fi
# Fork mode would otherwise skip past timeouts and out-of-memory inputs; they are findings here too.
forking=""
[ -n "$fork" ] && forking="-fork=$fork -ignore_timeouts=0 -ignore_ooms=0"
names="${FUZZ_ONLY:-catalog rules scenario presets csv pricefile modelconfig scenariofields configimport aliyun settings}"
failed=""
count=0
mkdir -p "$build/crashes"
build=$(cd "$build" && pwd) # -jobs writes each process's log to the working directory
if [ -n "$jobs" ]; then
    [ -n "$runs" ] || { echo "FUZZ_JOBS needs FUZZ_RUNS" >&2; exit 2; }
    limit="-runs=$((runs / jobs))"
    # Each process rereads the shared corpus folder every second by default; with thousands of
    # entries that listing was 8 % of a process's time (perf, 2026-12-03). Every 30 s still shares
    # what the other finds.
    forking="-jobs=$jobs -workers=$jobs -reload=30"
fi
for name in $names; do
    # The structure-aware harnesses start from the valid files of the plain ones.
    corpus="$name"
    case "$name" in scenariofields) corpus=scenario ;; configimport) corpus=modelconfig ;; esac
    dict="$root/tests/fuzz/json.dict"
    case "$name" in
    csv | pricefile) dict="$root/tests/fuzz/csv.dict" ;;
    settings) dict="$root/tests/fuzz/settings.dict" ;;
    esac
    mkdir -p "$build/corpus/$name" "$build/jobs_$name"
    rm -f "$build/jobs_$name"/fuzz-*.log
    printf '\n== fuzz_%s for %s\n' "$name" "$what"
    start=$(date +%s)
    # time(1) reports the largest resident size of the harness or, with fork or jobs, of any of its
    # processes. With -jobs each process logs to fuzz-N.log in the working directory.
    # shellcheck disable=SC2086 # $forking is a list of options
    if ! (cd "$build/jobs_$name" && /usr/bin/time -f 'peak_rss_kb: %M' -o "$build/fuzz_$name.rss" \
        "$build/tests/fuzz/fuzz_$name" "$limit" $forking -rss_limit_mb="$rss_limit" -timeout="$timeout" \
        -max_len="$max_len" -dict="$dict" -artifact_prefix="$build/crashes/$name-" -print_final_stats=1 \
        "$build/corpus/$name" "$root/tests/fuzz/corpus/$corpus" 2>"$build/fuzz_$name.log"); then
        failed="$failed $name"
        tail -n 60 "$build/fuzz_$name.log" "$build/jobs_$name"/fuzz-*.log 2>/dev/null
    else
        grep -E '^(#[0-9]+.*DONE|Done|stat::number_of_executed_units|stat::peak_rss_mb)' "$build/fuzz_$name.log" || true
    fi
    count=$((count + 1))
    if [ -n "$stats" ]; then
        # The last status line holds coverage, features and corpus; the final stats executions. Fork
        # mode prints no final stats: its last status line ("#N: cov: ...") counts every job's runs.
        last=$(grep -E '^#[0-9]+' "$build/fuzz_$name.log" | tail -n 1)
        # field NAME [LINE]: a number from a status line, the last one by default.
        field() { printf '%s\n' "${2:-$last}" | sed -n "s/.* $1: *\([0-9][0-9]*\).*/\1/p"; }
        units=$(sed -n 's/^stat::number_of_executed_units: *//p' "$build/fuzz_$name.log")
        if [ -n "$jobs" ]; then
            # Executions: the processes' sum. Coverage, features, corpus: the largest process's, as
            # each reloads the corpus the others write.
            units=$(cat "$build/jobs_$name"/fuzz-*.log | sed -n 's/^stat::number_of_executed_units: *//p' |
                awk '{ s += $1 } END { if (NR) print s }')
            last=""
            for log in "$build/jobs_$name"/fuzz-*.log; do
                line=$(grep -E '^#[0-9]+' "$log" | tail -n 1)
                cov=$(field cov "$line")
                best=$(field cov)
                [ "${cov:-0}" -ge "${best:-0}" ] && last=$line
            done
        fi
        [ -n "$units" ] || units=$(printf '%s\n' "$last" | sed -n 's/^#\([0-9]*\).*/\1/p')
        rss=$(sed -n 's/^peak_rss_kb: *//p' "$build/fuzz_$name.rss")
        [ -n "$rss" ] && rss=$((rss / 1024))
        printf '| fuzz_%s | %s | %s | %s | %s | %s MB | %s |\n' "$name" "${units:-?}" "$(field cov)" \
            "$(field ft)" "$(field corp | head -n 1)" "${rss:-?}" "$(($(date +%s) - start))" >>"$stats"
    fi
done
if [ -n "$failed" ]; then
    echo "fuzzing found crashes in:$failed (inputs in $build/crashes/)" >&2
    ls -l "$build/crashes" >&2
    exit 1
fi
echo "fuzz: $count harnesses ran $what each without a crash"
