#!/usr/bin/env python3
"""W4: 12 run charts of 2 series each, every series sampled every second, in a 200×60 terminal (issue 36).

Usage: w4_bench.py BINARY --out DIR [--runs N] [--duration S]

Each run writes a home file of 12 `chart` widgets (medium, a 6 × 4 grid), each charting two
commands run from argument vectors once a second (`cat /proc/loadavg` and `cat /proc/uptime`:
the samples are their first numbers), into fresh XDG folders, and measures:
  1. what the board costs: ../shared/bench/tui_bench.py for S seconds at 200×60 (steady CPU of
     the whole process tree, every sampling command included; peak RSS of any one process;
     bytes written against the changed cells' floor);
  2. what the sampling commands cost by themselves: the same 24 commands run once a second for S
     seconds from this script, their CPU read from its children's times.
Writes DIR/w4-N.json per run and prints a one-line summary: the issue's bounds are steady CPU
at most twice the commands' own, bytes at most 1.3 × the floor, RSS at most 32 MiB."""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_board import measure_board, workload_arguments  # noqa: E402
from soak import private_environment  # noqa: E402

COLS, ROWS = 200, 60
WIDGETS = 12
SERIES = [["cat", "/proc/loadavg"], ["cat", "/proc/uptime"]]


def home():
    commands = ", ".join("[" + ", ".join(argv) + "]" for argv in SERIES)
    widgets = [f"  - kind: chart\n    family: medium\n    params: {{ title: Chart {n}, commands: [{commands}], "
               f"names: [load, uptime], interval: 1, window: 120 }}" for n in range(1, WIDGETS + 1)]
    return "grid: { columns: 6, rows: 4 }\nwidgets:\n" + "\n".join(widgets) + "\n"


def commands_cost(duration):
    """CPU seconds per minute the board's sampling commands take when run alone, once a second."""
    before = os.times()
    end = time.monotonic() + duration
    tick = time.monotonic()
    while tick < end:
        for _ in range(WIDGETS):
            for argv in SERIES:
                subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        tick += 1
        time.sleep(max(0.0, tick - time.monotonic()))
    after = os.times()
    used = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return used * 60 / duration


def main():
    args = workload_arguments(__doc__)
    binary = args.binary
    for run in range(1, args.runs + 1):
        folder = tempfile.mkdtemp(prefix="widgetty-w4-")
        try:
            env = private_environment(folder)
            home_file = os.path.join(folder, "w4.yaml")
            with open(home_file, "w") as f:
                f.write(home())
            figures = measure_board(binary, env, home_file, COLS, ROWS, args.duration, "■ uptime", "w4")
            figures["commands_cpu_s_per_min"] = commands_cost(min(args.duration, 60))
            steady_bytes = figures.get("bytes_per_s_steady") or 0
            floor = figures.get("screen_floor_bytes_per_s") or 0
            figures["bytes_to_floor"] = steady_bytes / floor if floor else None
            with open(os.path.join(args.out, f"w4-{run}.json"), "w") as f:
                json.dump(figures, f, indent=1)
            ratio = figures["cpu_steady_s_per_min"] / figures["commands_cpu_s_per_min"] if figures["commands_cpu_s_per_min"] else None
            print(f"W4 run {run}: steady CPU {figures['cpu_steady_s_per_min']:.3f} s/min "
                  f"(the commands alone {figures['commands_cpu_s_per_min']:.3f}: × {ratio if ratio is None else round(ratio, 2)}), "
                  f"bytes × {figures['bytes_to_floor'] if figures['bytes_to_floor'] is None else round(figures['bytes_to_floor'], 2)} "
                  f"of the floor, peak RSS {figures['peak_rss_kb'] / 1024:.1f} MiB, ok={figures.get('ok')}")
        finally:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
