"""The home screen under a pseudo-terminal for the workload benchmarks (w2_bench.py, w3_bench.py):
the program started with `--config HOME_FILE` in exactly `env`, a pyte screen of the given size
reading it."""
import fcntl
import os
import pty
import signal
import struct
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
