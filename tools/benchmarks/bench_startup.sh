#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Start-up and peak memory of gpu-advisor next to a bare Qt Widgets + Charts window, in English and
# in Chinese, in the same run, and the PDF export time when the program has an export command.
# Prints figures; asserts nothing.
#   tools/benchmarks/bench_startup.sh [BUILD_DIR] [RUNS]
# Needs a build with gpu-advisor and tools/bare_window, and /usr/bin/time (Debian package "time").
# Method: RUNS rounds, each launching bare English, gpu-advisor English, bare Chinese, gpu-advisor
# Chinese (offscreen QPA, empty settings folder, warm file cache after one discarded launch each).
# The Chinese launches run under LANG=zh_CN.UTF-8, so the program picks Chinese on its own as on a
# first start, and the bare window shows a Chinese label (--zh). "First paint" is each program's own
# clock from the top of main to the end of the first paint of its first page; "peak RSS" comes from
# /usr/bin/time -v and "wall" from the shell's clock, for the whole process, start to exit. Medians
# are printed. Set GPUADVISOR_TRACE_STARTUP=1 on a single launch to see where its start goes.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-"$root/build"}
runs=${2:-7}
app="$build/app/gpu-advisor"
bare="$build/tools/bare_window"
for b in "$app" "$bare" /usr/bin/time; do
    [ -x "$b" ] || { echo "missing $b (build the gpu-advisor and bare_window targets; apt-get install time)" >&2; exit 2; }
done
export QT_QPA_PLATFORM=offscreen QT_SCALE_FACTOR=1 LC_NUMERIC=C # "12.3", as the awk below reads it
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_CONFIG_HOME="$tmp/config"

# one NAME COMMAND...: one launch; appends "paint_ms wall_ms rss_kb" to $tmp/NAME
one() {
    name=$1
    shift
    t0=$(date +%s%N)
    /usr/bin/time -v -o "$tmp/time.txt" "$@" >"$tmp/out.txt" 2>"$tmp/err.txt" || {
        echo "$name failed:" >&2
        cat "$tmp/out.txt" "$tmp/err.txt" >&2
        exit 1
    }
    # /usr/bin/time's wall clock has 10 ms steps: too coarse next to a 30 ms start.
    wall=$(( ($(date +%s%N) - t0) / 100000 ))
    wall=$(awk -v w="$wall" 'BEGIN { printf "%.1f", w / 10 }')
    paint=$(sed -n 's/^first paint after \([0-9.]*\) ms.*/\1/p' "$tmp/out.txt" | head -n 1)
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$tmp/time.txt")
    echo "${paint:-NA} $wall $rss" >>"$tmp/$name"
}

median() { # median of column $2 in file $1
    awk -v c="$2" '{ print $c }' "$1" | sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# QLocale::system() takes its language from LC_ALL, LC_NUMERIC, then LANG: the C numbers the awk
# here needs would make it English, so the Chinese launches drop them.
zh="env -u LC_NUMERIC LANG=zh_CN.UTF-8 LANGUAGE=zh_CN"
one warmup "$bare"
one warmup "$app" --smoke
one warmup $zh "$bare" --zh
one warmup $zh "$app" --smoke
rm -f "$tmp/bare-en" "$tmp/app-en" "$tmp/bare-zh" "$tmp/app-zh"
i=0
while [ "$i" -lt "$runs" ]; do
    one bare-en "$bare"
    one app-en "$app" --smoke
    one bare-zh $zh "$bare" --zh
    one app-zh $zh "$app" --smoke
    i=$((i + 1))
done

echo "start-up, median of $runs alternating launches each (offscreen, empty settings):"
printf '  %-26s %16s %10s %14s\n' "" "first paint (ms)" "wall (ms)" "peak RSS (MiB)"
for lang in en zh; do
    bp=$(median "$tmp/bare-$lang" 1); bw=$(median "$tmp/bare-$lang" 2); br=$(median "$tmp/bare-$lang" 3)
    ap=$(median "$tmp/app-$lang" 1); aw=$(median "$tmp/app-$lang" 2); ar=$(median "$tmp/app-$lang" 3)
    printf '  %-26s %16s %10s %14.1f\n' "bare window ($lang)" "$bp" "$bw" "$(awk -v k="$br" 'BEGIN { print k / 1024 }')"
    printf '  %-26s %16s %10s %14.1f\n' "gpu-advisor --smoke ($lang)" "$ap" "$aw" "$(awk -v k="$ar" 'BEGIN { print k / 1024 }')"
    awk -v l="$lang" -v a="$ap" -v b="$bp" -v aw="$aw" -v bw="$bw" -v ar="$ar" -v br="$br" 'BEGIN {
        printf "  ratio (%s): first paint %.2fx, wall %.2fx (target <= 1.5x), peak memory %.2fx (target <= 1.3x)\n",
            l, a / b, (bw > 0 ? aw / bw : 0), ar / br }'
done

if "$app" --help 2>&1 | grep -q "export"; then
    scenario="$root/resources/scenarios/finetune-7b-lora.gpuadvisor.json"
    rm -f "$tmp/pdf"
    i=0
    while [ "$i" -lt 5 ]; do
        /usr/bin/time -v -o "$tmp/time.txt" "$app" export --scenario "$scenario" --pdf "$tmp/x.pdf" >/dev/null 2>"$tmp/err.txt" \
            || { cat "$tmp/err.txt" >&2; exit 1; }
        wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$tmp/time.txt" | awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }')
        rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$tmp/time.txt")
        echo "NA $wall $rss" >>"$tmp/pdf"
        i=$((i + 1))
    done
    printf '  PDF export (whole process, median of 5): %s s, peak RSS %.1f MiB, %s bytes\n' \
        "$(median "$tmp/pdf" 2)" "$(awk -v k="$(median "$tmp/pdf" 3)" 'BEGIN { print k / 1024 }')" "$(wc -c <"$tmp/x.pdf")"
else
    echo "  PDF export: gpu-advisor has no export command in this build"
fi
echo "machine: $(nproc) cores, $(free -g | awk '/^Mem:/ { print $2 }') GiB, $(uname -r), load $(cut -d' ' -f1-3 /proc/loadavg)"
