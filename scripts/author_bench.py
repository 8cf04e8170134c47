#!/usr/bin/env python3
"""The author's loop, timed (issue 33): with an installed Widgetty (PREFIX/bin/widgetty and its SDK
in PREFIX/lib/widgetty), each run

  1. makes a package with `widgetty new` and builds it (`swift build`, debug, as `swift run` does)
     with an empty module cache of its own: "a new package from nothing";
  2. measures its .build, and the per-user module cache beside it (shared by every package);
  3. changes one line of its view and builds again;
  4. makes and builds a second package, which finds the system modules the first compiled
     (the per-user module cache the SDK package's manifest names).

Writes RESULTS (JSON) with every run's figures; bench_report.py turns them into BENCHMARKS.md.
Usage: author_bench.py PREFIX RESULTS [--runs N]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


def timed(command, cwd, env):
    """Runs `command` (no shell) in `cwd`; its wall-clock seconds. Stops the benchmark on failure."""
    started = time.monotonic()
    done = subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    took = time.monotonic() - started
    if done.returncode != 0:
        sys.exit(f"author_bench: {' '.join(command)} failed in {cwd}:\n{done.stdout[-3000:]}")
    return took


def tree_bytes(folder):
    """The bytes of every file under `folder` (du's apparent size, links not followed)."""
    total = 0
    for root, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(root, name)
            if not os.path.islink(path):
                total += os.path.getsize(path)
    return total


def one_run(widgetty, scratch):
    env = dict(os.environ, XDG_CACHE_HOME=os.path.join(scratch, "cache"))
    figures = {}
    new_took = timed([widgetty, "new", "Bench"], scratch, env)
    package = os.path.join(scratch, "Bench")
    figures["cold_build_s"] = new_took + timed(["swift", "build"], package, env)
    figures["build_dir_mb"] = tree_bytes(os.path.join(package, ".build")) / 1e6
    figures["module_cache_mb"] = tree_bytes(os.path.join(scratch, "cache", "widgetty", "module-cache")) / 1e6
    view = os.path.join(package, "Sources", "Bench", "BenchWidget.swift")
    with open(view, encoding="utf-8") as handle:
        source = handle.read()
    changed = source.replace('Text("from Bench")', 'Text("made by Bench")', 1)
    if changed == source:
        sys.exit("author_bench: the template's view line to change was not found")
    with open(view, "w", encoding="utf-8") as handle:
        handle.write(changed)
    figures["view_change_s"] = timed(["swift", "build"], package, env)
    figures["second_package_s"] = timed([widgetty, "new", "Second"], scratch, env) + timed(
        ["swift", "build"], os.path.join(scratch, "Second"), env)
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("prefix")
    parser.add_argument("results")
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()
    widgetty = os.path.join(arguments.prefix, "bin", "widgetty")
    if not os.path.exists(os.path.join(arguments.prefix, "lib", "widgetty", "sdk.json")):
        sys.exit(f"author_bench: no SDK in {arguments.prefix}/lib/widgetty (make install PREFIX=… puts one there)")
    runs = []
    for number in range(arguments.runs):
        scratch = tempfile.mkdtemp(prefix="widgetty-author-bench-")
        try:
            figures = one_run(widgetty, scratch)
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
        print(f"run {number + 1}: " + ", ".join(f"{key} {value:.1f}" for key, value in figures.items()), flush=True)
        runs.append(figures)
    with open(arguments.results, "w", encoding="utf-8") as handle:
        json.dump({"runs": runs}, handle, indent=1)


if __name__ == "__main__":
    main()
