#!/usr/bin/env bash
# `make test`: every suite, in the order below. Builds that nothing waits on yet run beside the
# tests, at the lowest CPU and I/O priority, so the tests' timings keep the machine they would
# have alone while the builds use what the tests leave idle (the end-to-end suite mostly waits on
# a terminal): the release build beside the end-to-end suite, the Examples package's build beside
# the release checks. Not beside the unit suites, which keep both processors busy and time
# loopback exchanges. Suites run their test bundle directly (SwiftPM's `swift test`
# would wait for the lock of the build folder a background build holds).
#
#   STATIC="…" scripts/test.sh     (STATIC: the release link flags, from the Makefile)
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
read -r -a static <<<"${STATIC:?the Makefile passes the release link flags}"
bundle=.build/debug/WidgettyPackageTests.xctest
logs=.build/test-logs
mkdir -p "$logs"

# Disk time too, where ionice exists: the lowest best-effort level (the idle class would starve
# the build while the tests write their temporary files).
ionice=()
if command -v ionice >/dev/null; then ionice=(ionice -c 2 -n 7); fi
# A build in a process group of its own at the lowest priority; its output goes to `$2`.
background_pids=()
in_background() {
    local log=$1
    shift
    setsid nice -n 19 ${ionice[@]+"${ionice[@]}"} "$@" >"$log" 2>&1 &
    background_pids+=("$!")
}
# Ends the background builds still running (a failed suite stops `make test` at once).
end_background() {
    for pid in "${background_pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
}
trap end_background EXIT
# Waits for the background build `$1` (its pid) and shows its log's end; its failure is ours.
finish() {
    local pid=$1 log=$2
    if ! wait "$pid"; then
        echo "test.sh: the build beside the tests failed ($log):" >&2
        tail -40 "$log" >&2
        exit 1
    fi
    tail -3 "$log"
}
# The test bundle's Swift Testing suites, as `swift test --skip-build` would run them.
suites() { "$bundle" --testing-library swift-testing "$@"; }

"$swift" build --build-tests

# In the C locale: widgets write dates, numbers and 12 or 24 hours as LC_ALL/LC_TIME/LANG say,
# and the tests expect W1's English (the end-to-end tests set LANG for the binary themselves).
LC_ALL=C.UTF-8 suites --skip WidgettyEndToEndTests
in_background "$logs/release.txt" sh -c '"$0" build -c release "$@" --product widgetty && "$0" build -c release "$@" --product widgetty-fetch' \
    "$swift" "${static[@]}"
release=${background_pids[-1]}
# End-to-end tests one at a time: each drives the real binary in a terminal, and stress tests
# (200 killed saves, ten writers at once) beside them would make their timings meaningless.
suites --no-parallel --filter WidgettyEndToEndTests

finish "$release" "$logs/release.txt"
in_background "$logs/examples.txt" sh -c 'cd Examples && "$0" build --build-tests' "$swift"
examples=${background_pids[-1]}

# The release binary too (optimised code has crashed where debug did not): a short soak.
python3 scripts/soak.py .build/release/widgetty --seconds 10
# The hostile-input suites (README, "Reliability and security") against the release build.
WIDGETTY_BINARY=.build/release/widgetty suites --no-parallel --filter 'WidgettyEndToEndTests.Trust'
# What a person installs: make install/uninstall, the man page, completions, make dist.
scripts/check-install.sh

finish "$examples" "$logs/examples.txt"
(cd Examples && "$swift" test --skip-build)
