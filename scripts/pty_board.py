"""The home screen under a pseudo-terminal for the workload benchmarks (w2_bench.py, w3_bench.py,
w4_bench.py): the program started with `--config HOME_FILE` in exactly `env`, a pyte screen of the
given size reading it; or measured for a while by ../shared/bench/tui_bench.py."""
import argparse
import fcntl
import json
import os
import pty
import signal
import struct
import subprocess
import sys
import termios

import pyte


def start_board(binary, env, home_file, cols, rows):
    """Starts `binary` in a pty of `cols` × `rows`; its pid, the pty's descriptor, the screen and
    the stream that feeds it."""
    screen = pyte.Screen(cols, rows)
    stream = pyte.ByteStream(screen)
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.clear()
        os.environ.update(env | {"TERM": "xterm-256color", "COLUMNS": str(cols), "LINES": str(rows)})
        os.execv(binary, [binary, "--config", home_file])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    os.kill(pid, signal.SIGWINCH)
    return pid, fd, screen, stream


TUI_BENCH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "bench", "tui_bench.py")


def measure_board(binary, env, home_file, cols, rows, duration, ready_text, label):
    """tui_bench.py's figures (a dict) for `binary --config home_file` run for `duration` seconds
    in a pty of `cols` × `rows`, with the XDG folders and LANG of `env`; exits saying what
    tui_bench.py said when it gave no figures."""
    bench = subprocess.run(
        [sys.executable, TUI_BENCH, "--cols", str(cols), "--rows", str(rows), "--duration", str(duration),
         "--ready-text", ready_text, "--label", label]
        + [f"--env={k}={v}" for k, v in env.items() if k.startswith("XDG_") or k == "LANG"]
        + ["--", binary, "--config", home_file],
        capture_output=True, text=True)
    try:
        return json.loads(bench.stdout)
    except json.JSONDecodeError:
        sys.exit(f"{label}: tui_bench.py said: " + bench.stdout[-500:] + bench.stderr[-500:])


def workload_arguments(doc, sizes=None):
    """The command line every workload benchmark takes (BINARY --out DIR [--runs N] and its size,
    by default [--duration S]): the parsed arguments, with DIR made and BINARY an absolute path.
    `sizes` maps other size options to their defaults (their type is the default's)."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--out", required=True)
    parser.add_argument("--runs", type=int, default=3)
    for option, default in (sizes or {"--duration": 120.0}).items():
        parser.add_argument(option, type=type(default), default=default)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    args.binary = os.path.abspath(args.binary)
    return args
