#!/usr/bin/env python3
"""W3: the default home plus two installed extensions of three widgets each, 200×60 (issue 32).

Usage: w3_bench.py BINARY EXTENSION --out DIR [--runs N] [--duration S]

BINARY is the release `widgetty`; EXTENSION a release build of the fixture bundle
(Tests/ExtensionFixture, product WidgettyExtensionFixture), built as `widgetty install` builds a
package (`swift build -c release`). Its kinds `hour-minutes`, `hour-timer` and `hour-bar` have
timelines that cover the next hour (an entry each minute for 60 minutes, `.atEnd`).

Each run makes fresh XDG folders, installs EXTENSION there twice (`widgetty install --executable
EXTENSION --product HoursA`, then `HoursB`: the second's kinds are placed as `HoursB/KIND`),
writes Resources/home.yaml with a 6 × 4 grid and those six widgets added to its page, and runs
BINARY in a 200×60 pty of our own (rendered with pyte) for S seconds, reading /proc:
  1. board complete: seconds from spawn until every widget's content is on screen (the nine
     built-ins' own text, and each extension kind's first line twice);
  2. steady CPU (s/min) of the whole process tree (the home screen, its extension processes and
     any other child; reaped children count through the home's cutime/cstime), from 65 s to the
     end: a timer that starts at "1:00:00" stands still until the next minute's entry (the host
     does not ask again when a redraw would change a text's shape), so the first minute is left
     out to measure the board with its timers ticking;
  3. the home screen's RSS: its VmHWM just before it is stopped;
  4. extension processes resident 60 s after start: processes whose /proc/PID/exe is an
     installed extension's binary.
Then a second run of the same length adds a third installation, `Trapping`, and its widget
`Trapping/trap`, whose provider traps on every timeline request, beside the others:
  5. the CPU its processes used over the whole run, per minute: the home's cutime+cstime (what
     its reaped children used) less the last /proc reading of each reaped child that was not
     Trapping's, plus what Trapping's live processes have used.
Writes DIR/w3-N.json per run and prints a one-line summary."""
import argparse
import glob
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time


sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_board import start_board  # noqa: E402
from soak import private_environment  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
COLS, ROWS = 200, 60
TICK = os.sysconf("SC_CLK_TCK")
STEADY_FROM = 65.0
RESIDENT_AT = 60.0
# What each widget shows once loaded (a regular expression), and how many of them the board has.
COMPLETE = [(r"\d  UTC", 1), (r"Today · ", 1), (r"Nothing to do", 1), (r"Mem ", 1), (r"total ↓", 1),
            (r"Reload all", 1), (r"Tokyo", 1), (r"New Year", 1), (r"│ / +\d+ %", 1),
            (r"hour-minutes", 2), (r"hour-timer", 2), (r"hour-bar", 2)]
HEALTHY = [("HoursA", ""), ("HoursB", "HoursB/")]
KINDS = ["hour-minutes", "hour-timer", "hour-bar"]


def home(trapping):
    """The default home with the six extension widgets (and the trapping one) on its page."""
    with open(os.path.join(ROOT, "Resources", "home.yaml")) as f:
        text = "grid: { columns: 6, rows: 4 }\n" + f.read()
    # The default page's widgets are the file's only list at this indentation: these continue it.
    placed = [(prefix + kind, f"{name}-{kind}") for name, prefix in HEALTHY for kind in KINDS]
    if trapping:
        placed.append(("Trapping/trap", "trapping"))
    return text + "".join(f"      - kind: {kind}\n        id: {wid}\n" for kind, wid in placed)


def install(binary, extension, env, names):
    for name in names:
        done = subprocess.run([binary, "install", "--executable", extension, "--product", name],
                              env=env, capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit(f"w3_bench.py: widgetty install {name} failed: {done.stdout}{done.stderr}")
    # Where install put each program (`widgetty extensions` lists them; found here by name).
    found = {os.path.basename(path): os.path.realpath(path)
             for path in glob.glob(os.path.join(env["XDG_DATA_HOME"], "**", "extensions", "*", "*"), recursive=True)
             if os.path.basename(path) == os.path.basename(os.path.dirname(path))}
    if set(found) != set(names):
        sys.exit(f"w3_bench.py: the installed programs are {found}, not {names}")
    return found


def stat(pid):
    """(ppid, own ticks, reaped children's ticks) of a process, or None once it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return int(fields[1]), int(fields[11]) + int(fields[12]), int(fields[13]) + int(fields[14])


def exe(pid):
    try:
        return os.readlink(f"/proc/{pid}/exe")
    except OSError:
        return None


def all_pids():
    return [int(p) for p in os.listdir("/proc") if p.isdigit()]


def vm_hwm_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmHWM:"))


class Tree:
    """The home screen's process and its descendants, sampled from /proc."""

    def __init__(self, root):
        self.root = root
        self.children = {}  # pid -> [exe, last ticks seen, still alive]

    def sample(self):
        """The tree's CPU seconds so far (its own, and all its reaped descendants')."""
        stats = {pid: s for pid in all_pids() if (s := stat(pid))}
        tree, todo = set(), [self.root]
        while todo:
            pid = todo.pop()
            tree.add(pid)
            todo.extend(p for p, s in stats.items() if s[0] == pid and p not in tree)
        for child in self.children.values():
            child[2] = False
        for pid in tree - {self.root}:
            if stats[pid][0] == self.root:
                # Read again while it lives: just spawned, it may not have exec'd its program yet.
                child = self.children.setdefault(pid, [None, 0, True])
                child[0], child[1], child[2] = exe(pid) or child[0], stats[pid][1], True
        return sum(stats[p][1] + stats[p][2] for p in tree if p in stats) / TICK

    def reaped_ticks(self):
        _, _, reaped = stat(self.root)
        return reaped


def run_board(binary, env, home_file, seconds, programs, trapping):
    """One run in a pty; the figures of the list in the module's comment."""
    pid, fd, screen, stream = start_board(binary, env, home_file, COLS, ROWS)
    started = time.monotonic()
    tree = Tree(pid)
    figures = {"time_to_complete_s": None, "extension_processes_at_60s": None}
    steady_cpu = None
    next_sample = 0.0
    try:
        while (elapsed := time.monotonic() - started) < seconds:
            ready, _, _ = select.select([fd], [], [], 0.02)
            if ready:
                try:
                    stream.feed(os.read(fd, 65536))
                except OSError:
                    break
                if figures["time_to_complete_s"] is None and not trapping:
                    text = "\n".join(screen.display)
                    if all(len(re.findall(marker, text)) >= count for marker, count in COMPLETE):
                        figures["time_to_complete_s"] = elapsed
            if elapsed >= next_sample:
                cpu = tree.sample()
                next_sample = elapsed + 0.1
                if steady_cpu is None and elapsed >= STEADY_FROM:
                    steady_cpu = (elapsed, cpu)
                if figures["extension_processes_at_60s"] is None and elapsed >= RESIDENT_AT:
                    installed = set(programs.values())
                    figures["extension_processes_at_60s"] = sum(exe(p) in installed for p in all_pids())
        cpu, elapsed = tree.sample(), time.monotonic() - started
        if steady_cpu:
            figures["cpu_steady_s_per_min"] = (cpu - steady_cpu[1]) * 60 / (elapsed - steady_cpu[0])
        figures["cpu_total_s"] = cpu
        figures["duration_s"] = elapsed
        figures["home_rss_kb"] = vm_hwm_kb(pid)
        if trapping:
            trap = programs["Trapping"]
            others = sum(c[1] for c in tree.children.values() if not c[2] and c[0] != trap)
            live = sum(c[1] for c in tree.children.values() if c[2] and c[0] == trap)
            figures["trapping_cpu_s"] = (tree.reaped_ticks() - others + live) / TICK
            figures["trapping_cpu_s_per_min"] = figures["trapping_cpu_s"] * 60 / elapsed
            figures["trapping_starts"] = sum(c[0] == trap for c in tree.children.values())
    finally:
        os.kill(pid, signal.SIGTERM)
        try:
            while select.select([fd], [], [], 1)[0] and os.read(fd, 65536):
                pass
        except OSError:
            pass
        os.waitpid(pid, 0)
        os.close(fd)
    if figures["time_to_complete_s"] is None and not trapping:
        print("w3_bench.py: the board was never complete; screen at the end:\n" + "\n".join(screen.display), file=sys.stderr)
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("extension")
    parser.add_argument("--out", required=True)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--duration", type=float, default=150)
    args = parser.parse_args()
    if args.duration < STEADY_FROM + 10:
        sys.exit(f"w3_bench.py: --duration must be at least {STEADY_FROM + 10:.0f} s (steady state from {STEADY_FROM:.0f} s)")
    os.makedirs(args.out, exist_ok=True)
    binary, extension = os.path.abspath(args.binary), os.path.abspath(args.extension)
    for run in range(1, args.runs + 1):
        figures = {}
        for trapping in (False, True):
            folder = tempfile.mkdtemp(prefix="widgetty-w3-")
            try:
                env = private_environment(folder) | {"TZ": "UTC"}
                names = [name for name, _ in HEALTHY] + (["Trapping"] if trapping else [])
                programs = install(binary, extension, env, names)
                home_file = os.path.join(folder, "w3.yaml")
                with open(home_file, "w") as f:
                    f.write(home(trapping))
                result = run_board(binary, env, home_file, args.duration, programs, trapping)
            finally:
                shutil.rmtree(folder, ignore_errors=True)
            if trapping:
                figures.update({k: v for k, v in result.items() if k.startswith("trapping_")})
                figures["with_trapping_cpu_total_s"] = result["cpu_total_s"]
            else:
                figures.update(result)
        figures["ok"] = figures["time_to_complete_s"] is not None
        with open(os.path.join(args.out, f"w3-{run}.json"), "w") as f:
            json.dump(figures, f, indent=1)
        complete = figures["time_to_complete_s"]
        print(f"W3 run {run}: complete in {complete if complete is None else round(complete, 3)} s, "
              f"steady CPU {figures['cpu_steady_s_per_min']:.3f} s/min, home RSS {figures['home_rss_kb'] / 1024:.1f} MiB, "
              f"{figures['extension_processes_at_60s']} extension processes at 60 s, crash-looping extension "
              f"{figures['trapping_cpu_s_per_min']:.3f} s/min ({figures['trapping_starts']} starts), ok={figures['ok']}")


if __name__ == "__main__":
    main()
