#!/bin/sh
# Runs a command as a cold start: with an empty timeline cache of its own (W1, ../shared/bench/W1.md,
# says nothing is cached across runs, so each W1 run of Widgetty must fetch every value from its
# source), and with the program's file dropped from the page cache, so that every run reads it
# as a person's first start after a boot does. Without that, what a run keeps resident depends on
# how the file last came into the cache: just written by the linker, the same binary measured
# 19.3 MiB of peak RSS where a cold start measures 15.9–16.0 (BENCHMARKS.md, 2026-11-26).
# `exec` keeps the process the benchmark started; the directory is named after it.
[ -f "$1" ] && dd if="$1" iflag=nocache count=0 status=none 2>/dev/null
XDG_CACHE_HOME="${TMPDIR:-/tmp}/widgetty-w1-cache.$$" exec "$@"
