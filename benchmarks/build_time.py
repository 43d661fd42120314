"""Build time of the five arenas against a reference commit, side by side in one run:
`python -m bundler build --check` from this checkout and from a worktree of the reference,
alternated, so that both see the same machine load. Prints each pair, then the means and
their ratio (wall clock and CPU, children included).

    python -m benchmarks.build_time [--against d0b8d91] [--runs 8]

The reference's own `dist/` is the one it checks against; both builds use this
checkout's interpreter, so both import the same libraries.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def timed_build(checkout: Path) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the build and its children) of one full build, which
    must succeed (a failed build is no measurement)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "bundler", "build", "--check"],
        cwd=checkout,
        env={**os.environ, "PYTHONPATH": str(checkout)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        check=True,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="d0b8d91", help="reference commit")
    parser.add_argument("--runs", type=int, default=8)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        reference = Path(folder) / "reference"
        subprocess.run(
            ["git", "worktree", "add", "--detach", str(reference), args.against],
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
        try:
            times: dict[str, list[tuple[float, float]]] = {"this": [], "reference": []}
            for run in range(1, args.runs + 1):
                for label, checkout in (("this", ROOT), ("reference", reference)):
                    times[label].append(timed_build(checkout))
                (wall, cpu), (old_wall, old_cpu) = (
                    times["this"][-1],
                    times["reference"][-1],
                )
                print(
                    f"run {run}: this {wall:.2f} s ({cpu:.2f} s CPU),"
                    f" {args.against} {old_wall:.2f} s ({old_cpu:.2f} s CPU)",
                    flush=True,
                )
        finally:
            subprocess.run(
                ["git", "worktree", "remove", "--force", str(reference)],
                cwd=ROOT,
                check=False,
                capture_output=True,
            )
    for index, name in ((0, "wall"), (1, "CPU")):
        mine = statistics.mean(t[index] for t in times["this"])
        theirs = statistics.mean(t[index] for t in times["reference"])
        print(
            f"mean {name}: this {mine:.2f} s, {args.against} {theirs:.2f} s,"
            f" ratio {mine / theirs:.3f}"
        )


if __name__ == "__main__":
    main()
