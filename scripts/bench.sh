#!/usr/bin/env bash
# `make bench`: Widgetty's benchmarks, never part of the tests.
#  1. in-process figures (release build): scheduler cost at 10,000 widgets × 100 entries, and a
#     full 200×60 frame of 40 widgets (layout + render + diff);
#  2. workload W1 through ../shared/bench/run_w1.sh, beside the peers, in one run;
#  3. workload W2 (scripts/w2_bench.py): 24 network widgets against a local server, 200×60;
#  4. workload W3 (scripts/w3_bench.py): the default home and two installed extensions, 200×60;
#  5. the author's loop (scripts/author_bench.py): a `widgetty new` package built against the SDK
#     of a `make install` into the results folder, its .build, a one-line change rebuilt;
#  6. workload W4 (scripts/w4_bench.py): 12 run charts of 2 series sampled every second, 200×60;
#  7. key to paint inside a widget (scripts/keys_bench.py): choosing and scrolling in a 50-item list.
# Writes BENCHMARKS.md with the figures, the ratios to each peer, the date and the machine.
# Options: --quick (1 run of each workload, 20 s of W1, 70 s of W2 and 80 s of W3, instead of
# 3 × 60 s, 3 × 120 s and 3 × 150 s; 60 s of W4 instead of 120), --no-w1, --no-w2, --no-w3,
# --no-w4, --no-keys, --no-author.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
shared="$root/../shared/bench"
runs=3 duration=60 w2_duration=120 w3_duration=150 w4_duration=120 w1=1 w2=1 w3=1 w4=1 keys=1 author=1
for arg in "$@"; do
    case "$arg" in
        --quick) runs=1 duration=20 w2_duration=70 w3_duration=80 w4_duration=60 ;;
        --no-w1) w1=0 ;;
        --no-w2) w2=0 ;;
        --no-w3) w3=0 ;;
        --no-w4) w4=0 ;;
        --no-keys) keys=0 ;;
        --no-author) author=0 ;;
        *) echo "bench.sh: unknown option $arg" >&2; exit 2 ;;
    esac
done

# The release flags `make build` uses, from the Makefile.
read -r -a static <<< "${STATIC:?run it through make bench, which passes the release flags}"
swift build -c release "${static[@]}" --product widgetty >/dev/null
swift build -c release "${static[@]}" --product widgetty-fetch >/dev/null
swift build -c release "${static[@]}" --product WidgettyBenchmarks >/dev/null
bin="$(swift build -c release "${static[@]}" --show-bin-path)"
# W3's extension bundle (Tests/ExtensionFixture), built as `widgetty install` builds an author's
# package: a plain release build (the static flags cannot link it: Widgetty's FoundationNetworking
# wants libcurl), in a build folder of its own so as not to rebuild the static tree.
extension_build="$root/.build/w3-extension"
if [ "$w3" = 1 ]; then
    swift build -c release --scratch-path "$extension_build" --product WidgettyExtensionFixture >/dev/null
fi
out="$root/.build/bench/$(date +%Y%m%d-%H%M%S)"
# icu-data-last.ld names one object of the toolchain's; after a toolchain change it may match
# nothing, and the figures would silently be those of the old layout.
# (grep reads all of readelf's output: with -q it would stop early, readelf would die of
# SIGPIPE, and pipefail would report a miss that is not one.)
if ! readelf -SW "$bin/widgetty" | grep '\.rodata\.icu ' >/dev/null; then
    echo "bench.sh: warning: ICU's data is not in a segment of its own (scripts/link-order/icu-data-last.ld matched nothing)" >&2
fi
mkdir -p "$out"
# The W1 curses loop in C, the floor the /proc figures are set against (Benchmarks/W1CursesInC).
c_loop="$root/.build/bench/w1_curses_c"
"${CC:-$(command -v clang || echo cc)}" -O2 -Wall -Wextra -std=c11 -o "$c_loop" \
    "$root/Benchmarks/W1CursesInC/w1_curses.c" -lncursesw

echo "== in-process benchmarks (release)"
"$bin/WidgettyBenchmarks" | tee "$out/inprocess.txt"

if [ "$w1" = 1 ]; then
    if [ ! -x "$shared/run_w1.sh" ]; then
        echo "bench.sh: $shared/run_w1.sh not found (shared/ must sit beside the project)" >&2
        exit 1
    fi
    echo "== W1 beside the peers ($runs × ${duration}s)"
    # W1.md: nothing cached across runs. Each run starts with an empty timeline cache of its
    # own (scripts/w1-fresh-cache.sh), so the board is ready only when git has answered.
    "$shared/run_w1.sh" --runs "$runs" --duration "$duration" --out "$out/w1" \
        --product "$root/scripts/w1-fresh-cache.sh $bin/widgetty --config $root/Resources/bench/W1.yaml"
    rm -rf "${TMPDIR:-/tmp}"/widgetty-w1-cache.*
    echo "== what tui_bench.py itself adds to a program's CPU: \`sleep\` under it, 3 runs"
    for i in 1 2 3; do
        python3 "$shared/tui_bench.py" --duration 1 -- sleep 3 > "$out/harness-sleep-$i.json" || true
    done
    echo "== W1 from /proc: start-up CPU, steady-state CPU and wake-ups thread by thread, beside the curses loop in Python and in C ($runs × ${duration}s each)"
    W1_REPO="${W1_REPO:-${TMPDIR:-/tmp}/widgetty-w1-repo}" W1_TODO="${W1_TODO:-$shared/data/todo.txt}" \
        python3 "$root/scripts/w1_proc_figures.py" "$bin/widgetty" "$root/Resources/bench/W1.yaml" \
        --runs "$runs" --seconds "$duration" --peer "$shared" --c-loop "$c_loop" --json "$out/wakeups.json"
fi

if [ "$w2" = 1 ]; then
    echo "== W2: 24 network widgets against a local server, 200×60 ($runs × ${w2_duration}s)"
    python3 "$root/scripts/w2_bench.py" "$bin/widgetty" --out "$out/w2" --runs "$runs" --duration "$w2_duration"
fi

if [ "$w3" = 1 ]; then
    echo "== W3: the default home and two installed extensions of three widgets each, 200×60 ($runs × 2 × ${w3_duration}s)"
    python3 "$root/scripts/w3_bench.py" "$bin/widgetty" "$extension_build/release/WidgettyExtensionFixture" \
        --out "$out/w3" --runs "$runs" --duration "$w3_duration"
fi

if [ "$w4" = 1 ]; then
    echo "== W4: 12 run charts of 2 series sampled every second, 200×60 ($runs × ${w4_duration}s)"
    python3 "$root/scripts/w4_bench.py" "$bin/widgetty" --out "$out/w4" --runs "$runs" --duration "$w4_duration"
fi

if [ "$keys" = 1 ]; then
    echo "== key to paint inside a 50-item list ($runs runs of 300 keys)"
    python3 "$root/scripts/keys_bench.py" "$bin/widgetty" --out "$out/keys" --runs "$runs" --keys 300
fi

if [ "$author" = 1 ]; then
    echo "== the author's loop against the installed SDK ($runs runs)"
    make -s install PREFIX="$out/prefix" >/dev/null
    python3 "$root/scripts/author_bench.py" "$out/prefix" "$out/author.json" --runs "$runs"
fi

python3 "$root/scripts/bench_report.py" "$out" > "$root/BENCHMARKS.md"
echo "== wrote BENCHMARKS.md (raw results in $out)"
