#!/usr/bin/env python3
"""Key to paint inside a widget: how long from a key reaching the terminal to the frame it causes
having been written, while choosing and scrolling through a 50-item list (issue 36: p99 ≤ 2 ms).

Usage: keys_bench.py BINARY --out DIR [--runs N] [--keys K]

Each run starts the home screen in a 120×40 pty with fresh XDG folders and one large to-do widget
whose list (the shared one, filled by `widgetty todo add`) holds 50 items, goes inside it with `i`, then sends K keys one at
a time: `j` down to the last item and `k` back up to the first, over and over, so that most keys
move the choice and some scroll the list. For each key it writes the byte into the pty and reads
what the program writes back: key to paint is the time from the write to the last byte of that
burst (bytes arriving less than 10 ms apart), taken only after the program has been quiet for
30 ms, so no other frame (the clock has none here) mixes in. Writes DIR/keys-N.json per run
(every latency, in ms) and prints the median, p99 and maximum."""
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
from pty_board import start_board, workload_arguments  # noqa: E402
from soak import private_environment  # noqa: E402

COLS, ROWS = 120, 40
ITEMS = 50


def read_burst(fd, stream, first_timeout, gap=0.010):
    """Reads what arrives within `first_timeout` s and then until `gap` s of silence; the time of
    the last byte (None when nothing came)."""
    last = None
    timeout = first_timeout
    while True:
        ready, _, _ = select.select([fd], [], [], timeout)
        if not ready:
            return last
        try:
            data = os.read(fd, 65536)
        except OSError:
            return last
        if not data:
            return last
        last = time.monotonic()
        stream.feed(data)
        timeout = gap


def wait_for(fd, stream, screen, text, timeout):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        read_burst(fd, stream, 0.1)
        if any(text in line for line in screen.display):
            return True
    return False


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def run_once(binary, keys):
    folder = tempfile.mkdtemp(prefix="widgetty-keys-")
    pid = None
    try:
        env = private_environment(folder)
        for n in range(1, ITEMS + 1):
            subprocess.run([binary, "todo", "add", f"Item number {n} of the list"], env=env, check=True,
                           stdout=subprocess.DEVNULL)
        home_file = os.path.join(folder, "keys.yaml")
        with open(home_file, "w") as f:
            f.write("widgets:\n  - kind: todo\n    family: large\n")
        pid, fd, screen, stream = start_board(binary, env, home_file, COLS, ROWS)
        if not wait_for(fd, stream, screen, "Item number 1 ", 20):
            return {"ok": False, "error": "the list did not appear"}
        os.write(fd, b"i")
        if not wait_for(fd, stream, screen, f"1/{ITEMS}", 10):
            return {"ok": False, "error": "could not go inside the list"}
        latencies = []
        position, step = 1, 1
        for _ in range(keys):
            read_burst(fd, stream, 0.030, gap=0.030)  # quiet before the key
            if position + step < 1 or position + step > ITEMS:
                step = -step
            sent = time.monotonic()
            os.write(fd, b"j" if step > 0 else b"k")
            last = read_burst(fd, stream, 1.0)
            if last is None:
                return {"ok": False, "error": f"no frame after a key at item {position}"}
            latencies.append((last - sent) * 1000)
            position += step
        shown = f"{position}/{ITEMS}"
        if not wait_for(fd, stream, screen, shown, 5):
            return {"ok": False, "error": f"the status line did not say {shown}"}
        return {"ok": True, "keys": keys, "latencies_ms": latencies,
                "median_ms": percentile(latencies, 0.5), "p99_ms": percentile(latencies, 0.99),
                "max_ms": max(latencies)}
    finally:
        if pid:
            try:
                os.kill(pid, signal.SIGTERM)
                os.waitpid(pid, 0)
            except OSError:
                pass
        shutil.rmtree(folder, ignore_errors=True)


def main():
    args = workload_arguments(__doc__, {"--keys": 300})
    for run in range(1, args.runs + 1):
        figures = run_once(args.binary, args.keys)
        with open(os.path.join(args.out, f"keys-{run}.json"), "w") as f:
            json.dump(figures, f, indent=1)
        if figures["ok"]:
            print(f"keys run {run}: key to paint over {figures['keys']} keys: median {figures['median_ms']:.2f} ms, "
                  f"p99 {figures['p99_ms']:.2f} ms, max {figures['max_ms']:.2f} ms")
        else:
            print(f"keys run {run}: failed: {figures['error']}")


if __name__ == "__main__":
    main()
