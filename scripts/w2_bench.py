#!/usr/bin/env python3
"""W2: 24 network widgets (the five kinds) against a local server, in a 200×60 terminal.

Usage: w2_bench.py BINARY --out DIR [--runs N] [--duration S]

Each run starts the loopback server (Tests/Fixtures/loopback_server.py: the services' documented
answers), writes a home file of 24 widgets pointed at it into fresh XDG folders, and measures:
  1. the time from start until the whole board is complete: BINARY in a 200×60 pty of our own,
     rendered with pyte, until every widget's content is on screen (counted per kind);
  2. what the board costs while it runs: ../shared/bench/tui_bench.py for S seconds at 200×60
     (steady CPU of the whole process tree, so every `widgetty-fetch` run counts; peak RSS of any
     one process; voluntary context switches; bytes).
Writes DIR/w2-N.json (both) per run and prints a one-line summary. The widgets reload every 60 s
where their kind allows it: `http`, `monitor` and `github` every minute; `feed` every 5 minutes
and `weather` every 15, their shortest refresh (the services' own politeness)."""
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time


sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_board import measure_board, start_board, workload_arguments  # noqa: E402
from soak import private_environment  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
SERVER = os.path.join(ROOT, "Tests", "Fixtures", "loopback_server.py")
COLS, ROWS = 200, 60
# What each kind shows once loaded, and how many widgets of it the board has.
KINDS = {"http": ("w2-http", 6), "monitor": ("● 127.0.0.1", 6), "github": ("Tune refresh rates", 6),
         "feed": ("Ferry timetable", 3), "weather": ("°C", 3)}


def home(port):
    base = f"http://127.0.0.1:{port}"
    widgets = []
    for n in range(1, 7):
        widgets.append(f'  - kind: http\n    title: API {n}\n    params: {{ url: "{base}/json", '
                       f'lines: ["w2-http-{n} {{/temperature}}"], refresh: 60 }}')
        widgets.append(f'  - kind: monitor\n    title: Site {n}\n    params: {{ targets: ["{base}/monitor/ok"], refresh: 60 }}')
        widgets.append(f'  - kind: github\n    title: Repo {n}\n    params: {{ repository: octo-org/harbour, '
                       f'baseURL: "{base}/api/v3", refreshMinutes: 1 }}')
    for n in range(1, 4):
        widgets.append(f'  - kind: feed\n    title: News {n}\n    params: {{ feeds: ["{base}/feeds/rss.xml"], refreshMinutes: 5 }}')
        widgets.append(f'  - kind: weather\n    title: Weather {n}\n    params: {{ baseURL: "{base}/", refreshMinutes: 15 }}')
    return "grid: { columns: 6, rows: 4 }\nwidgets:\n" + "\n".join(widgets) + "\n"


def complete(text):
    return all(text.count(marker) >= count for marker, count in KINDS.values())


def start_server():
    server = subprocess.Popen([sys.executable, SERVER], stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    if not line.startswith("PORT "):
        server.kill()
        sys.exit(f"w2_bench.py: the loopback server did not start ({line!r})")
    return server, int(line.split()[1])


def time_to_complete(binary, home_file, env, limit=10.0):
    """Seconds from spawn until every widget shows its content (None if not within `limit`)."""
    pid, fd, screen, stream = start_board(binary, env, home_file, COLS, ROWS)
    started = time.monotonic()
    done = None
    try:
        while time.monotonic() - started < limit:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                try:
                    stream.feed(os.read(fd, 65536))
                except OSError:
                    break
                if complete("\n".join(screen.display)):
                    done = time.monotonic() - started
                    break
    finally:
        os.kill(pid, signal.SIGTERM)
        try:
            while True:
                ready, _, _ = select.select([fd], [], [], 1)
                if not ready or not os.read(fd, 65536):
                    break
        except OSError:
            pass
        os.waitpid(pid, 0)
        os.close(fd)
    if done is None:
        print("w2_bench.py: the board was not complete within %.0f s; screen:\n%s" % (limit, "\n".join(screen.display)),
              file=sys.stderr)
    return done


def main():
    args = workload_arguments(__doc__)
    binary = args.binary
    if not os.access(os.path.join(os.path.dirname(binary), "widgetty-fetch"), os.X_OK):
        sys.exit("w2_bench.py: no widgetty-fetch beside %s (make build builds both)" % binary)
    for run in range(1, args.runs + 1):
        server, port = start_server()
        folder = tempfile.mkdtemp(prefix="widgetty-w2-")
        try:
            env = private_environment(folder)
            home_file = os.path.join(folder, "w2.yaml")
            with open(home_file, "w") as f:
                f.write(home(port))
            completed = time_to_complete(binary, home_file, env)
            # A fresh cache again, so the measured run fetches everything too.
            env = private_environment(os.path.join(folder, "measured"))
            figures = measure_board(binary, env, home_file, COLS, ROWS, args.duration, "w2-http-6", "w2")
            figures["time_to_complete_s"] = completed
            figures["voluntary_ctx_switches_per_min"] = figures["voluntary_ctx_switches"] * 60 / figures["duration_s"]
            with open(os.path.join(args.out, f"w2-{run}.json"), "w") as f:
                json.dump(figures, f, indent=1)
            print(f"W2 run {run}: complete in {completed if completed is None else round(completed, 3)} s, "
                  f"steady CPU {figures['cpu_steady_s_per_min']:.3f} s/min, peak RSS {figures['peak_rss_kb'] / 1024:.1f} MiB, "
                  f"{figures['voluntary_ctx_switches_per_min']:.0f} voluntary switches/min, ok={figures.get('ok')}")
        finally:
            server.terminate()
            server.wait()
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
