#!/usr/bin/env python3
"""Widgetty in W1 measured from /proc: start-up CPU and steady-state wake-ups, thread by thread
(part of `make bench`).

Usage: w1_proc_figures.py BINARY HOME_FILE [--seconds N] [--runs N] [--json FILE]

tui_bench.py counts context switches over a whole run, start-up and child processes included.
Issue 7's target is about the steady minute: voluntary context switches (each one a thread going
back to sleep, so one per wake-up) of every thread of the process, about one per distinct due
instant (60 a minute in W1). This runs BINARY on HOME_FILE (W1.yaml; $W1_REPO and $W1_TODO as
run_w1.sh sets them) in a private tmux server at 120×40 with an empty cache, waits for the board
to be complete, lets it settle 2 s, and reads /proc/PID/task/*/status before and after N seconds.

Start-up CPU: tui_bench.py starts programs from a forked Python process and its child's work
before exec counts as the program's (`sleep` alone reads 0.05–0.07 s there), so this also
reads the process's own CPU when the board is complete, to the nanosecond from
/proc/PID/task/*/schedstat, plus what its reaped children (git) used, from /proc/PID/stat.
Prints medians over the runs and writes them as JSON with --json.

With --peer DIR (../shared/bench), each run of Widgetty is followed by one of the lean curses
loop (DIR/peers/w1_curses.py) measured the same way: tui_bench.py's steady CPU comes from
/proc/PID/stat in 10 ms clock ticks, so a program using 0.03 s a minute reads 0.02 or 0.04
from one run to the next, and the ratio of two such figures says little. The steady CPU here
is to the nanosecond for both, plus what reaped children (git) used, in clock ticks.

With --c-loop BINARY (Benchmarks/W1CursesInC, built by `make bench`), the same curses loop
written in C is measured in turn too: the floor that W1's wake-ups, /proc reads, git runs,
ncurses and terminal writes make for any board drawn with ncurses.
"""
import argparse
import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from soak import Tmux, private_environment

READY_TEXT = "Tune refresh rates for W1"  # W1.md: the last widget to get its data


def threads(pid):
    """{thread name: voluntary context switches}, summed over threads of the same name."""
    counts = {}
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/comm") as f:
                name = f.read().strip()
            with open(f"/proc/{pid}/task/{task}/status") as f:
                for line in f:
                    if line.startswith("voluntary_ctxt_switches:"):
                        counts[name] = counts.get(name, 0) + int(line.split()[1])
        except FileNotFoundError:
            pass  # a thread that ended meanwhile
    return counts


def cpu_seconds(pid):
    """CPU of the threads alive now, to the nanosecond (schedstat; /proc/PID/stat counts in
    clock ticks of 10 ms, too coarse for a few milliseconds a minute)."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total += int(f.read().split()[0])
        except FileNotFoundError:
            pass  # a thread that ended meanwhile
    return total / 1e9


def children_cpu_seconds(pid):
    """CPU of the reaped children (git), in clock ticks, from /proc/PID/stat."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[13]) + int(fields[14])) / os.sysconf("SC_CLK_TCK")


def startup_cpu_seconds(pid):
    """CPU of every thread so far plus the reaped children's."""
    return cpu_seconds(pid) + children_cpu_seconds(pid)


def measure(argv, seconds, cwd=None):
    folder = tempfile.mkdtemp(prefix="widgetty-w1-wakeups-")
    env = private_environment(folder)
    pid_file = os.path.join(folder, "pid")
    command = f"echo $$ > {shlex.quote(pid_file)}; exec {shlex.join(argv)}"
    tmux = Tmux(folder, env)
    tmux.run("new-session", "-d", "-s", "soak", "-x", "120", "-y", "40", "-c", cwd or os.getcwd(),
             f"sh -c {shlex.quote(command)}")
    try:
        tmux.wait_for(lambda t: READY_TEXT in t, "the W1 board", poll=0.002)
        with open(pid_file) as f:
            pid = int(f.read())
        startup = startup_cpu_seconds(pid)
        time.sleep(2)  # W1.md: the steady state starts 2 s after ready
        before, started = threads(pid), time.monotonic()
        cpu_before = cpu_seconds(pid) + children_cpu_seconds(pid)
        time.sleep(seconds)
        after, elapsed = threads(pid), time.monotonic() - started
        cpu_after = cpu_seconds(pid) + children_cpu_seconds(pid)
        thread_count = len(os.listdir(f"/proc/{pid}/task"))
    finally:
        tmux.run("kill-server", check=False)
        shutil.rmtree(folder, ignore_errors=True)
    per_minute = 60 / elapsed
    by_thread = {name: (count - before.get(name, 0)) * per_minute for name, count in after.items()}
    return {"startup_cpu_s": startup, "wakeups_per_min": sum(by_thread.values()), "by_thread": by_thread,
            "threads": thread_count,
            "cpu_s_per_min": (cpu_after - cpu_before) * per_minute}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("home")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json")
    parser.add_argument("--peer", metavar="DIR", help="also measure DIR/peers/w1_curses.py, alternating")
    parser.add_argument("--c-loop", metavar="BINARY", help="also measure the curses loop in C, alternating")
    options = parser.parse_args()
    runs, peer_runs, c_runs = [], [], []
    for _ in range(options.runs):
        runs.append(measure([options.binary, "--config", options.home], options.seconds))
        if options.peer:
            peer_runs.append(measure([sys.executable, "peers/w1_curses.py"], options.seconds, cwd=options.peer))
        if options.c_loop:
            c_runs.append(measure([options.c_loop], options.seconds))
    names = sorted({name for r in runs for name in r["by_thread"]})
    result = {
        "runs": options.runs, "seconds": options.seconds,
        "startup_cpu_s": statistics.median(r["startup_cpu_s"] for r in runs),
        "wakeups_per_min": statistics.median(r["wakeups_per_min"] for r in runs),
        "cpu_s_per_min": statistics.median(r["cpu_s_per_min"] for r in runs),
        "threads": statistics.median(r["threads"] for r in runs),
        "by_thread": {n: statistics.median(r["by_thread"].get(n, 0) for r in runs) for n in names},
    }
    if peer_runs:
        result["curses_cpu_s_per_min"] = statistics.median(r["cpu_s_per_min"] for r in peer_runs)
        result["curses_wakeups_per_min"] = statistics.median(r["wakeups_per_min"] for r in peer_runs)
    if c_runs:
        result["c_loop_cpu_s_per_min"] = statistics.median(r["cpu_s_per_min"] for r in c_runs)
        result["c_loop_wakeups_per_min"] = statistics.median(r["wakeups_per_min"] for r in c_runs)
    print(f"W1 start-up: {result['startup_cpu_s'] * 1000:.1f} ms CPU until the board is complete (median)")
    print(f"W1 steady state, {options.runs} × {options.seconds:.0f} s (medians): "
          f"{result['wakeups_per_min']:.0f} wake-ups per minute over {result['threads']:.0f} threads, "
          f"CPU {result['cpu_s_per_min']:.3f} s per minute")
    for name, count in sorted(result["by_thread"].items(), key=lambda item: -item[1]):
        print(f"  {name:16} {count:6.0f} per minute")
    if peer_runs:
        print(f"The curses loop, measured the same way (medians): CPU {result['curses_cpu_s_per_min']:.3f} s "
              f"per minute, {result['curses_wakeups_per_min']:.0f} wake-ups per minute")
    if c_runs:
        print(f"The curses loop in C, measured the same way (medians): CPU {result['c_loop_cpu_s_per_min']:.4f} s "
              f"per minute, {result['c_loop_wakeups_per_min']:.0f} wake-ups per minute")
    if options.json:
        with open(options.json, "w") as f:
            json.dump(result, f, indent=2)


if __name__ == "__main__":
    main()
