#!/usr/bin/env python3
"""`make soak`: the release binary in a private tmux server for a while, with healthy and faulty
widgets side by side, measured from /proc at the start and at the end.

Usage: soak.py BINARY [--seconds N]   (make soak SOAK_SECONDS=N; default 300)

The board: a ticking clock with seconds, a countdown, system, calendar and world clock, and
scripts that hang, crash, print garbage, flood their output and print escape sequences, a
command that times out, and a to-do widget pointed at a FIFO with no writer. Half-way through,
a YAML alias bomb is saved over the home file (as an editor saves: a new file renamed into
place); the screen must refuse it, say so, keep its board, and take the good file back. It
prints, for the steady part of the run: wake-ups (voluntary context switches of every thread),
CPU seconds, RSS at start and end, and checks that the clock still ticks at the end and that
`q` still quits with status 0. Exits 1 if any check fails.
"""
import argparse
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

FAULTY_SCRIPTS = {
    "hangs.sh": "#!/bin/sh\nexec sleep 3600\n",
    "crashes.sh": "#!/bin/sh\nkill -SEGV $$\n",
    "garbage.sh": "#!/bin/sh\nhead -c 2000 /dev/urandom\n",
    "floods.sh": "#!/bin/sh\nexec yes '{\"entries\": ['\n",
    "escapes.sh": "#!/bin/sh\nprintf '{\"entries\":[{\"date\":1,\"lines\":[\"\\\\u001b]52;c;SGk=\\\\u0007 \\\\u001b[2J\"]}]}'\n",
}


def alias_bomb(levels=9, width=9):
    """A few hundred bytes of YAML that expand to width ** levels nodes if aliases are followed."""
    lines = [f"a0: &a0 [{', '.join(['x'] * width)}]"]
    for level in range(1, levels):
        lines.append(f"a{level}: &a{level} [{', '.join([f'*a{level - 1}'] * width)}]")
    return "\n".join(lines) + "\nwidgets: []\n"


def save_as_an_editor_does(path, text):
    temporary = path + ".swp"
    with open(temporary, "w") as f:
        f.write(text)
    os.rename(temporary, path)


def home_file(folder):
    fifo = os.path.join(folder, "todo.fifo")
    os.mkfifo(fifo)
    scripts = []
    for name, text in FAULTY_SCRIPTS.items():
        path = os.path.join(folder, name)
        with open(path, "w") as f:
            f.write(text)
        os.chmod(path, 0o755)
        scripts.append(f"      - kind: script\n        params: {{ path: {path}, timeout: 2 }}\n")
    return (
        "pages:\n  - widgets:\n"
        "      - kind: clock\n        params: { bigDigits: false, showSeconds: true }\n"
        "      - kind: countdown\n"
        "      - kind: system\n"
        "      - kind: calendar\n"
        + "".join(scripts)
        + "      - kind: command\n        params: { command: [sleep, '30'], timeout: 1, interval: 5 }\n"
        "      - kind: world-clock\n"
        f"      - kind: todo\n        params: {{ file: {fifo} }}\n"
    )


def proc_figures(pid):
    """CPU seconds, RSS in KiB, voluntary context switches summed over the threads, and the RSS
    split into anonymous memory (the heap: what a leak grows) and file pages (code and data of
    the binary and libraries, mapped as they are first run)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    cpu = (int(fields[11]) + int(fields[12])) / ticks
    rss = anon = 0
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1])
            elif line.startswith("RssAnon:"):
                anon = int(line.split()[1])
    switches = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/status") as f:
                for line in f:
                    if line.startswith("voluntary_ctxt_switches:"):
                        switches += int(line.split()[1])
        except FileNotFoundError:
            pass  # a thread that ended meanwhile
    return cpu, rss, switches, anon


def private_environment(folder):
    """This environment outside any tmux, with every XDG folder a fresh one under `folder`."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("TMUX")}
    for name, sub in [("XDG_CONFIG_HOME", "config"), ("XDG_CACHE_HOME", "cache"), ("XDG_DATA_HOME", "data"),
                      ("XDG_STATE_HOME", "state"), ("XDG_RUNTIME_DIR", "run")]:
        env[name] = os.path.join(folder, sub)
        os.makedirs(env[name], mode=0o700, exist_ok=True)
    env["LANG"] = "C.UTF-8"
    return env


class Tmux:
    def __init__(self, folder, env):
        self.socket = os.path.join(folder, "tmux.sock")
        self.env = env

    def run(self, *args, check=True):
        return subprocess.run(["tmux", "-S", self.socket, "-f", "/dev/null", *args], env=self.env,
                              capture_output=True, text=True, check=check)

    def screen(self):
        return self.run("capture-pane", "-p", "-t", "soak").stdout

    def wait_for(self, predicate, what, timeout=20, poll=0.1):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = self.screen()
            if predicate(text):
                return text
            time.sleep(poll)
        raise SystemExit(f"soak: timed out waiting for {what}; screen:\n{self.screen()}")


def clock_line(text):
    import re
    match = re.search(r"\d\d:\d\d:\d\d", text)
    return match.group(0) if match else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--seconds", type=float, default=300)
    options = parser.parse_args()
    if not shutil.which("tmux"):
        raise SystemExit("soak: tmux is needed (make deps installs it)")

    folder = tempfile.mkdtemp(prefix="widgetty-soak-")
    env = private_environment(folder)
    home = os.path.join(folder, "home.yaml")
    with open(home, "w") as f:
        f.write(home_file(folder))
    pid_file = os.path.join(folder, "pid")
    status_file = os.path.join(folder, "status")
    command = (f"echo $$ > {shlex.quote(pid_file)}; exec {shlex.quote(options.binary)} "
               f"--config {shlex.quote(home)}")
    tmux = Tmux(folder, env)
    tmux.run("new-session", "-d", "-s", "soak", "-x", "120", "-y", "40",
             f"sh -c {shlex.quote(command)}; echo $? > {shlex.quote(status_file)}; sleep 3600")
    try:
        tmux.wait_for(lambda t: "? help" in t and clock_line(t), "the home screen")
        with open(pid_file) as f:
            pid = int(f.read())
        time.sleep(5)  # let every faulty widget fail once: the steady part starts after
        start = proc_figures(pid)
        started = time.monotonic()
        time.sleep(options.seconds / 2)
        good = open(home).read()
        save_as_an_editor_does(home, alias_bomb())
        tmux.wait_for(lambda t: "alias" in t or "too many" in t, "the alias bomb to be refused", timeout=10)
        before = clock_line(tmux.screen())
        tmux.wait_for(lambda t: clock_line(t) != before, "the clock to tick beside the refused file", timeout=3)
        save_as_an_editor_does(home, good)
        tmux.wait_for(lambda t: "too many" not in t and "alias" not in t, "the good home file back", timeout=10)
        time.sleep(max(0, options.seconds - (time.monotonic() - started)))
        elapsed = time.monotonic() - started
        end = proc_figures(pid)
        before = clock_line(tmux.screen())
        tmux.wait_for(lambda t: clock_line(t) != before, "the clock to tick at the end", timeout=3)
        tmux.run("send-keys", "-t", "soak", "q")
        deadline = time.monotonic() + 5
        while not os.path.exists(status_file) and time.monotonic() < deadline:
            time.sleep(0.05)
        status = open(status_file).read().strip() if os.path.exists(status_file) else "none"
    finally:
        tmux.run("kill-server", check=False)
        shutil.rmtree(folder, ignore_errors=True)

    wakeups = end[2] - start[2]
    print(f"soak: {elapsed:.0f} s steady, healthy and faulty widgets (hang, crash, garbage, flood, escapes, timeout,"
          " a FIFO to-do file) and an alias bomb saved half-way")
    print(f"  wake-ups (voluntary context switches): {wakeups} ({wakeups / elapsed:.2f}/s)")
    print(f"  CPU: {end[0] - start[0]:.2f} s ({(end[0] - start[0]) / elapsed * 60:.3f} s per minute)")
    print(f"  RSS: {start[1] / 1024:.1f} MiB at start, {end[1] / 1024:.1f} MiB at end "
          f"(anonymous {start[3] / 1024:.1f} → {end[3] / 1024:.1f} MiB, "
          f"file pages {(start[1] - start[3]) / 1024:.1f} → {(end[1] - end[3]) / 1024:.1f} MiB)")
    print(f"  clock still ticking at the end: yes; quit status: {status}")
    if status != "0":
        print("soak: FAILED: q did not quit cleanly", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
