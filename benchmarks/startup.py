"""Start-up time of every arena: the bundle in dist/ (flat) against the same bot built in the
modules layout and run from sources, side by side in one run. Time = process start to exit
on empty stdin (imports, table decoding and the first read; every bot exits cleanly at end
of input). The modules column is what a program pays when it lands in the modules layout.

    python -m benchmarks.startup [--runs 30]
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import subprocess
import sys
from pathlib import Path
import tempfile
import time

from bundler.commands.build import arena_spec
from bundler.config import load_project
from bundler.core.pipeline import build, write

PROJECT = load_project(Path(__file__).resolve().parent.parent)

ARENAS = PROJECT.arenas
ROOT = PROJECT.root

BAR_MILLISECONDS = 60


def startup_milliseconds(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(
        command,
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        check=False,
    )
    return (time.perf_counter() - start) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    print(
        f"{'arena':12} {'flat ms (median/p90)':>22} {'modules ms (median/p90)':>25}"
        f" {'sources ms (median/p90)':>25} {'flat/src':>8} {'modules-flat':>12}"
        f"  bar {BAR_MILLISECONDS} ms"
    )
    failed = False
    with tempfile.TemporaryDirectory() as folder:
        for arena in ARENAS.values():
            spec = arena_spec(PROJECT, arena.name)
            modules_spec = dataclasses.replace(
                spec, options=dataclasses.replace(spec.options, layout="modules")
            )
            modules_bundle = Path(folder) / f"{arena.name}-modules.py"
            write(build(modules_spec), modules_bundle)
            commands = {
                "flat": [sys.executable, "-I", str(arena.output)],
                "modules": [sys.executable, "-I", str(modules_bundle)],
                "sources": [
                    sys.executable,
                    "-m",
                    arena.entry.removesuffix(".__main__"),
                ],
            }
            times: dict[str, list[float]] = {name: [] for name in commands}
            for _ in range(args.runs):  # interleaved, so load changes hit all alike
                for name, command in commands.items():
                    times[name].append(startup_milliseconds(command))
            median = {name: statistics.median(t) for name, t in times.items()}
            p90 = {name: sorted(t)[int(0.9 * len(t))] for name, t in times.items()}
            ok = (
                median["flat"] <= BAR_MILLISECONDS
                and median["flat"] <= median["sources"]
            )
            failed |= not ok
            print(
                f"{arena.name:12} {median['flat']:>9.1f} / {p90['flat']:<10.1f}"
                f" {median['modules']:>12.1f} / {p90['modules']:<10.1f}"
                f" {median['sources']:>12.1f} / {p90['sources']:<10.1f}"
                f" {median['flat'] / median['sources']:>8.2f}"
                f" {median['modules'] - median['flat']:>+10.1f} ms"
                f"  {'ok' if ok else 'FAIL'}"
            )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
