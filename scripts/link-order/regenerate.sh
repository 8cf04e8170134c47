#!/usr/bin/env bash
# `make link-order`: lays out the release binary so that the code Widgetty runs sits together.
#
# Builds the release binary in the default layout with a link map, runs it under
# trace_functions (a breakpoint on every function's entry) on W1 (20 s) and on the default home
# (10 s) in a private tmux server, and writes widgetty.order, the symbol ordering file the
# Makefile's release flags pass to lld. Regenerate it after large changes: names that no longer
# exist are skipped at link time, and new code just lands outside the ordered part.
#
# Needs: the flags the Makefile passes in STATIC_BASE, clang (from the Swift toolchain), tmux,
# git (for W1's fixture repository).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
read -r -a base <<< "${STATIC_BASE:?run it through make link-order}"
work="$(mktemp -d)"
socket="widgetty-link-order-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

# Swift skips writing an object whose code has not changed, so objects compiled before
# -function-sections was added would keep one section per file: start from fresh objects.
find .build/*/release -path '*.build/*.o' -delete 2>/dev/null || true
swift build -c release "${base[@]}" -Xlinker -Map="$work/link.map" --product widgetty
binary="$(swift build -c release "${base[@]}" --show-bin-path)/widgetty"
readelf -sW "$binary" | awk '$4 == "FUNC" && $2 !~ /^0+$/ && $3 + 0 > 0 { print $2, $8 }' > "$work/symbols"
clang -O2 -o "$work/trace_functions" "$here/trace_functions.c"

w1_repo="$work/w1-repo"
"$root/../shared/bench/make_fixture_repo.sh" "$w1_repo" >/dev/null
trace() {  # trace NAME SECONDS ARGS...: runs the binary in a 120×40 pane, then presses q
    local name="$1" seconds="$2"; shift 2
    local command
    mkdir -p "$work/run-$name" && chmod 700 "$work/run-$name"
    printf -v command '%q ' env XDG_CACHE_HOME="$work/cache-$name" XDG_STATE_HOME="$work/state-$name" \
        XDG_CONFIG_HOME="$work/config-$name" XDG_DATA_HOME="$work/data-$name" XDG_RUNTIME_DIR="$work/run-$name" \
        W1_REPO="$w1_repo" W1_TODO="$root/../shared/bench/data/todo.txt" \
        "$work/trace_functions" "$work/symbols" "$work/$name.trace" -- "$binary" "$@"
    tmux -L "$socket" new-session -d -s "$name" -x 120 -y 40 "$command 2> $(printf %q "$work/$name.log")"
    sleep "$seconds"  # the steady state to trace is this long, by definition
    tmux -L "$socket" send-keys -t "$name" q
    for _ in $(seq 150); do [ -s "$work/$name.trace" ] && break; sleep 0.2; done
    [ -s "$work/$name.trace" ] || { cat "$work/$name.log" >&2; echo "regenerate.sh: no trace from $name" >&2; exit 1; }
    cat "$work/$name.log" >&2
}
trace w1 20 --config "$root/Resources/bench/W1.yaml"
trace home 10
python3 "$here/make_order.py" "$work/link.map" "$here/widgetty.order" "$work/w1.trace" "$work/home.trace"
echo "wrote scripts/link-order/widgetty.order ($(wc -l < "$here/widgetty.order") functions)"
