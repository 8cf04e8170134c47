#!/usr/bin/env bash
# `make link-order`: lays out the release binary so that the code Widgetty runs sits together.
#
# Builds the release binary in the default layout with a link map and the tracer, then
# make_order.py runs the binary under trace_functions (a breakpoint on every function's entry)
# on W1 (what its steady state runs first) and on the default home and writes widgetty.order,
# the symbol ordering file the Makefile's release flags pass to lld. Regenerate it after large
# changes (and after new code that runs on every tick): names that no longer
# exist are skipped at link time, and new code just lands outside the ordered part.
#
# Needs: the flags the Makefile passes in STATIC_BASE, clang (from the Swift toolchain), tmux,
# git (for W1's fixture repository).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here/../.."
read -r -a base <<< "${STATIC_BASE:?run it through make link-order}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Swift skips writing an object whose code has not changed, so objects compiled before
# -function-sections was added would keep one section per file: start from fresh objects.
find .build/*/release -path '*.build/*.o' -delete 2>/dev/null || true
swift build -c release "${base[@]}" -Xlinker -Map="$work/link.map" --product widgetty
binary="$(swift build -c release "${base[@]}" --show-bin-path)/widgetty"
readelf -sW "$binary" | awk '$4 == "FUNC" && $2 !~ /^0+$/ && $3 + 0 > 0 { print $2, $8 }' > "$work/symbols"
clang -O2 -o "$work/trace_functions" "$here/trace_functions.c"
python3 "$here/make_order.py" "$binary" "$work/symbols" "$work/trace_functions" "$work/link.map" "$here/widgetty.order"
echo "wrote scripts/link-order/widgetty.order ($(wc -l < "$here/widgetty.order") functions)"
