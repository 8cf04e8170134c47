#!/usr/bin/env python3
"""Write BENCHMARKS.md from one `make bench` results folder (stdout).

Usage: bench_report.py RESULTS_DIR
  RESULTS_DIR/inprocess.txt   lines `name value unit target` from WidgettyBenchmarks
  RESULTS_DIR/w1/             a run_w1.sh results folder (optional)
  RESULTS_DIR/w2/             scripts/w2_bench.py's w2-N.json files (optional)
  RESULTS_DIR/w3/             scripts/w3_bench.py's w3-N.json files (optional)
  RESULTS_DIR/w4/             scripts/w4_bench.py's w4-N.json files (optional)
  RESULTS_DIR/keys/           scripts/keys_bench.py's keys-N.json files (optional)
  RESULTS_DIR/author.json     scripts/author_bench.py's runs (optional)
Every figure and ratio comes from this one folder: one run, medians over its W1 repeats.
"""
import datetime
import glob
import json
import os
import platform
import statistics
import sys


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def load_w1(folder):
    runs = {}
    for path in sorted(glob.glob(os.path.join(folder, "*.json"))):
        with open(path) as f:
            r = json.load(f)
        runs.setdefault(r.get("label") or "?", []).append(r)
    return runs


def figure(runs, label, key):
    good = [r for r in runs.get(label, []) if r.get("ok")]
    return median([r.get(key) for r in good])


def main(folder):
    print("# Widgetty benchmarks\n")
    print(f"Written by `make bench` on {datetime.datetime.now().astimezone().isoformat(timespec='seconds')}.")
    print(f"Machine: {platform.node() or '?'}, {os.cpu_count()} cores, {platform.system()} {platform.release()}.")
    print("All figures below come from this one run (release builds).\n")

    print("## In-process figures\n")
    print("| figure | value | target | holds |")
    print("| --- | ---: | ---: | --- |")
    with open(os.path.join(folder, "inprocess.txt")) as f:
        for line in f:
            parts = line.split()
            if len(parts) < 4:
                continue
            name, value, unit, target = parts[0], float(parts[1]), parts[2], parts[3]
            holds = "–"
            if target.startswith("≤"):
                holds = "yes" if value <= float(target[1:]) else "**no**"
            print(f"| {name} | {value:g} {unit} | {target} {unit if target != '-' else ''} | {holds} |")

    w2(folder)
    w3(folder)
    w4(folder)
    key_to_paint(folder)
    author(folder)
    w1 = os.path.join(folder, "w1")
    if not os.path.isdir(w1):
        print("\nW1 was not run (`--no-w1`).")
        return
    runs = load_w1(w1)
    summary = os.path.join(w1, "summary.md")
    print("\n## W1 beside the peers\n")
    if os.path.exists(summary):
        with open(summary) as f:
            print(f.read())
    if "product" not in runs:
        print("\nWidgetty (peer `product`) has no results in this run.")
        return
    print("\n## Widgetty against the targets (issue 7)\n")
    p = lambda key: figure(runs, "product", key)
    floor = p("screen_floor_bytes_per_s")
    checks = [
        ("steady CPU ≤ ½ of curses", p("cpu_steady_s_per_min"), figure(runs, "curses", "cpu_steady_s_per_min"), 0.5),
        ("steady CPU ≤ 1/30 of textual", p("cpu_steady_s_per_min"), figure(runs, "textual", "cpu_steady_s_per_min"), 1 / 30),
        ("steady bytes/s ≤ 1.3 × floor", p("bytes_per_s_steady"), floor, 1.3),
    ]
    wakeups = os.path.join(folder, "wakeups.json")
    w = json.load(open(wakeups)) if os.path.exists(wakeups) else None
    if w and w.get("curses_cpu_s_per_min"):
        checks.insert(1, ("steady CPU ≤ ½ of curses, both from /proc to the nanosecond", w["cpu_s_per_min"],
                          w["curses_cpu_s_per_min"], 0.5))
    print("| target | Widgetty | reference | ratio | holds |")
    print("| --- | ---: | ---: | ---: | --- |")
    for name, mine, ref, limit in checks:
        if mine is None or not ref:
            print(f"| {name} | {mine} | {ref} | – | – |")
            continue
        ratio = mine / ref
        print(f"| {name} | {mine:.4g} | {ref:.4g} | {ratio:.3g} | {'yes' if ratio <= limit else '**no**'} |")
    absolute = [
        ("time to ready ≤ 0.050 s", p("time_to_ready_s"), 0.050),
        ("start-up CPU ≤ 0.05 s", p("cpu_at_ready_s"), 0.05),
        ("peak RSS ≤ 16 MiB", (p("peak_rss_kb") or 0) / 1024, 16),
    ]
    sleeps = [json.load(open(path)).get("cpu_total_s") for path in glob.glob(os.path.join(folder, "harness-sleep-*.json"))]
    harness = median(sleeps)
    if w:
        absolute.append(("start-up CPU ≤ 0.05 s, the process's own (from /proc)", w["startup_cpu_s"], 0.05))
        # W1 has 60 distinct due instants a minute (the seconds); "about" that: within 20 %.
        absolute.append(("steady wake-ups ≈ 60 per minute (≤ 72)", w["wakeups_per_min"], 72))
    for name, mine, limit in absolute:
        print(f"| {name} | {mine:.4g} | {limit} | – | {'yes' if mine is not None and mine <= limit else '**no**'} |")
    if harness is not None:
        print(f"\nThe harness's own share of start-up CPU: `tui_bench.py` starts each program from a forked "
              f"Python process, and that child's work before exec is counted as the program's: `sleep 3` "
              f"under it reads {harness:.3f} s of CPU (median of {len(sleeps)}), for every peer alike. The "
              f"process's own start-up CPU, read from /proc when the board is complete, is in the row above.")
    if w:
        print(f"\nFrom /proc (`scripts/w1_proc_figures.py`, {w['runs']} × {w['seconds']:.0f} s of W1's steady state, "
              f"medians): CPU {w['cpu_s_per_min']:.4f} s per minute to the nanosecond (schedstat of every thread); "
              f"wake-ups (voluntary context switches) per minute by thread, {w['threads']:.0f} threads: "
              + ", ".join(f"{name} {count:.0f}" for name, count in sorted(w["by_thread"].items(), key=lambda i: -i[1]))
              + f"; start-up CPU until the board is complete {w['startup_cpu_s'] * 1000:.1f} ms."
              + (f" The curses loop, run alternately with Widgetty and measured the same way: CPU "
                 f"{w['curses_cpu_s_per_min']:.4f} s per minute, {w['curses_wakeups_per_min']:.0f} wake-ups per minute."
                 if w.get("curses_cpu_s_per_min") else ""))
    if w and w.get("c_loop_cpu_s_per_min") and w.get("curses_cpu_s_per_min"):
        c_loop, curses = w["c_loop_cpu_s_per_min"], w["curses_cpu_s_per_min"]
        print(f"\nThe floor: the same curses loop written in C (`Benchmarks/W1CursesInC`: the same tiles, "
              f"sources and loop, with nothing around them), run in turn with the two above and measured the "
              f"same way: CPU {c_loop:.4f} s per minute, {w['c_loop_wakeups_per_min']:.0f} wake-ups per minute. "
              f"What it spends is what W1 costs any board drawn with ncurses: the wake-ups, the /proc reads, git, "
              f"ncurses and the terminal writes. Half of the Python loop is {curses / 2:.4f} s, "
              f"{curses / 2 / c_loop:.2f} × the C loop; Widgetty is {w['cpu_s_per_min'] / c_loop:.2f} × the C loop.")
    print("\nRatios to every peer (Widgetty ÷ peer, lower is better):\n")
    keys = [("steady CPU", "cpu_steady_s_per_min"), ("bytes/s steady", "bytes_per_s_steady"),
            ("peak RSS", "peak_rss_kb"), ("time to ready", "time_to_ready_s"),
            ("voluntary ctx switches", "voluntary_ctx_switches")]
    print("| peer | " + " | ".join(k for k, _ in keys) + " |")
    print("| --- | " + " | ".join("---:" for _ in keys) + " |")
    for label in runs:
        if label == "product":
            continue
        cells = []
        for _, key in keys:
            mine, theirs = p(key), figure(runs, label, key)
            cells.append(f"{mine / theirs:.3g}" if mine is not None and theirs else "–")
        print(f"| {label} | " + " | ".join(cells) + " |")


def w2(folder):
    """W2's figures against its targets, with W1's beside them (issue 25)."""
    runs, good, m = workload(folder, "w2", "W2 was not run (`--no-w2`).")
    if not runs:
        return
    w1_runs = [r for r in load_w1(os.path.join(folder, "w1")).get("product", []) if r.get("ok")]
    w1 = lambda key: median([r.get(key) for r in w1_runs])
    print(f"\n## W2: 24 network widgets against a local server (issue 25)\n")
    print(f"`scripts/w2_bench.py`, {len(good)} of {len(runs)} runs ok, {good[0]['duration_s'] if good else '?'} s each "
          f"in a 200×60 pty: 6 `http`, 6 `monitor` and 6 `github` widgets reloading every minute, 3 `feed` (every "
          f"5 minutes) and 3 `weather` (every 15), against Tests/Fixtures/loopback_server.py. Every request runs "
          f"`widgetty-fetch`, whose CPU counts in the process tree's. Medians; W1 (this run's, peer `product`) beside it.\n")
    print("| figure | W2 | target | holds | W1 |")
    print("| --- | ---: | ---: | --- | ---: |")
    rows = [
        ("board complete (s)", m("time_to_complete_s"), 0.3, w1("time_to_ready_s")),
        ("steady CPU (s / min)", m("cpu_steady_s_per_min"), 0.1, w1("cpu_steady_s_per_min")),
        ("peak RSS (MiB)", (m("peak_rss_kb") or 0) / 1024, 32, (w1("peak_rss_kb") or 0) / 1024 or None),
        ("voluntary context switches / min (whole run)", m("voluntary_ctx_switches_per_min"), None,
         (w1("voluntary_ctx_switches") or 0) * 60 / (w1("duration_s") or 60) or None),
        ("bytes / s (steady)", m("bytes_per_s_steady"), None, w1("bytes_per_s_steady")),
    ]
    for name, value, target, beside in rows:
        holds = "–" if target is None or value is None else ("yes" if value <= target else "**no**")
        shown = "–" if value is None else f"{value:.3g}"
        print(f"| {name} | {shown} | {'–' if target is None else target} | {holds} | "
              f"{'–' if beside is None else f'{beside:.3g}'} |")


def w3(folder):
    """W3's figures against its targets (issue 32)."""
    runs, good, m = workload(folder, "w3", "W3 was not run (`--no-w3`).")
    if not runs:
        return
    print(f"\n## W3: the default home and two installed extensions (issue 32)\n")
    print(f"`scripts/w3_bench.py`, {len(good)} of {len(runs)} runs ok, each two runs of "
          f"{round(good[0]['duration_s']) if good else '?'} s in a 200×60 pty: Resources/home.yaml's nine widgets and "
          f"two installations of the fixture bundle (Tests/ExtensionFixture, a plain release build as `widgetty "
          f"install` makes one), three widgets each whose timelines cover the next hour; the second run adds a third "
          f"installation whose widget traps on every timeline request. Steady CPU is the whole process tree's from "
          f"65 s on; the home's RSS its VmHWM. Medians.\n")
    target_rows([
        ("board complete from start (s)", m("time_to_complete_s"), 0.4),
        ("steady CPU, whole process tree (s / min)", m("cpu_steady_s_per_min"), 0.05),
        ("home screen RSS (MiB)", (m("home_rss_kb") or 0) / 1024 or None, 24),
        ("extension processes resident 60 s after start", m("extension_processes_at_60s"), 0),
        ("crash-looping extension, CPU over the run (s / min)", m("trapping_cpu_s_per_min"), 0.1),
        ("crash-looping extension, processes started", m("trapping_starts"), None),
    ], column="W3")


def load_runs(folder, name):
    """The runs of one workload: RESULTS_DIR/NAME/NAME-*.json, in order."""
    runs = []
    for path in sorted(glob.glob(os.path.join(folder, name, f"{name}-*.json"))):
        with open(path) as f:
            runs.append(json.load(f))
    return runs


def workload(folder, name, missing):
    """One workload's runs, those that passed, and the median of a figure over those; prints
    `missing` when it was not run (no runs)."""
    runs = load_runs(folder, name)
    if not runs:
        print("\n" + missing)
    good = [r for r in runs if r.get("ok")]
    return runs, good, lambda key: median([r.get(key) for r in good])


def target_rows(rows, column="value"):
    """A figure | value | target | holds table of (name, value, target, ≤ holds) rows."""
    print(f"| figure | {column} | target | holds |")
    print("| --- | ---: | ---: | --- |")
    for name, value, target in rows:
        holds = "–" if target is None or value is None else ("yes" if value <= target else "**no**")
        print(f"| {name} | {'–' if value is None else f'{value:.3g}'} | {'–' if target is None else target} | {holds} |")


def w4(folder):
    """W4's figures against its targets (issue 36)."""
    runs, good, m = workload(folder, "w4", "W4 was not run (`--no-w4`).")
    if not runs:
        return
    cpu, commands = m("cpu_steady_s_per_min"), m("commands_cpu_s_per_min")
    print("\n## W4: 12 run charts of 2 series sampled every second (issue 36)\n")
    print(f"`scripts/w4_bench.py`, {len(good)} of {len(runs)} runs ok, "
          f"{round(good[0]['duration_s']) if good and 'duration_s' in good[0] else '?'} s each in a 200×60 pty: "
          "12 medium `chart` widgets, each sampling `cat /proc/loadavg` and `cat /proc/uptime` once a second. "
          "Steady CPU is the whole process tree's, the 24 sampling commands included; the commands' own cost is "
          "the same commands run once a second by the script alone. Medians.\n")
    target_rows([
        ("steady CPU, whole process tree (s / min)", cpu, None),
        ("the sampling commands alone (s / min)", commands, None),
        ("steady CPU ÷ the commands' own", cpu / commands if cpu is not None and commands else None, 2),
        ("bytes ÷ the changed cells' floor", m("bytes_to_floor"), 1.3),
        ("peak RSS (MiB)", (m("peak_rss_kb") or 0) / 1024 or None, 32),
    ])


def key_to_paint(folder):
    """Key to paint while choosing and scrolling inside a list (issue 36)."""
    runs, good, _ = workload(folder, "keys", "Key to paint was not measured (`--no-keys`).")
    if not runs:
        return
    every = [latency for r in good for latency in r["latencies_ms"]]
    print("\n## Key to paint inside a widget (issue 36)\n")
    print(f"`scripts/keys_bench.py`, {len(good)} of {len(runs)} runs ok, {len(every)} keys in all: inside a large "
          "to-do widget of 50 items in a 120×40 pty, `j` to the last item and `k` back, one key at a time after "
          "30 ms of quiet; from the key's write to the last byte of the frame it causes. Over every key of every run.\n")
    pick = lambda fraction: sorted(every)[min(len(every) - 1, int(round(fraction * (len(every) - 1))))] if every else None
    target_rows([
        ("median (ms)", pick(0.5), None),
        ("p99 (ms)", pick(0.99), 2),
        ("maximum (ms)", max(every) if every else None, None),
    ])


def author(folder):
    """The author's loop against the installed SDK, against its targets (issue 33)."""
    path = os.path.join(folder, "author.json")
    if not os.path.exists(path):
        print("\nThe author's loop was not measured (`--no-author`).")
        return
    with open(path) as f:
        runs = json.load(f)["runs"]
    m = lambda key: median([r.get(key) for r in runs])
    print("\n## Writing a widget: a package against the installed SDK (issue 33)\n")
    print(f"`scripts/author_bench.py`, {len(runs)} runs, each in a scratch folder with an empty module cache: "
          "`widgetty new` and `swift build` (debug, as `swift run` builds), the `.build` it leaves, a one-line "
          "change of the view built again, and a second package built with the system modules the first "
          "compiled (the per-user module cache). Medians.\n")
    target_rows([
        ("a new package from nothing (s)", m("cold_build_s"), 60),
        (".build (MB)", m("build_dir_mb"), 100),
        ("the per-user module cache, shared by every package (MB)", m("module_cache_mb"), None),
        ("a one-line view change rebuilt (s)", m("view_change_s"), 10),
        ("a second package (s)", m("second_package_s"), None),
    ])


def notes():
    """The standing explanation of the targets that miss (scripts/bench_notes.md), if any."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bench_notes.md")
    if os.path.exists(path):
        with open(path) as f:
            print("\n" + f.read().rstrip())


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
    notes()
