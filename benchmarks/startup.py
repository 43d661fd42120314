"""Start-up time of every arena: the bundle in dist/ against the same bot run from sources,
side by side in one run. Time = process start to exit on empty stdin (imports, table
decoding and the first read; every bot exits cleanly at end of input).

    python -m benchmarks.startup [--runs 30]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from pathlib import Path
import time

from bundler.config import load_project

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
        f"{'arena':12} {'bundle ms (median/p90)':>24} {'sources ms (median/p90)':>25} {'ratio':>6}  bar {BAR_MILLISECONDS} ms"
    )
    failed = False
    for arena in ARENAS.values():
        bundle_command = [sys.executable, "-I", str(arena.output)]
        source_command = [sys.executable, "-m", arena.entry.removesuffix(".__main__")]
        bundle, sources = [], []
        for _ in range(args.runs):  # interleaved, so load changes hit both alike
            bundle.append(startup_milliseconds(bundle_command))
            sources.append(startup_milliseconds(source_command))
        b50, s50 = statistics.median(bundle), statistics.median(sources)
        b90, s90 = (
            sorted(bundle)[int(0.9 * len(bundle))],
            sorted(sources)[int(0.9 * len(sources))],
        )
        ok = b50 <= BAR_MILLISECONDS and b50 <= s50
        failed |= not ok
        print(
            f"{arena.name:12} {b50:>11.1f} / {b90:<10.1f} {s50:>12.1f} / {s90:<10.1f} {b50 / s50:>6.2f}  {'ok' if ok else 'FAIL'}"
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
