#!/bin/sh
# Runs a command with an empty timeline cache of its own: W1 (../shared/bench/W1.md) says nothing
# is cached across runs, so each W1 run of Widgetty must fetch every value from its source.
# `exec` keeps the process the benchmark started; the directory is named after it.
XDG_CACHE_HOME="${TMPDIR:-/tmp}/widgetty-w1-cache.$$" exec "$@"
