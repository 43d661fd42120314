"""Build time against input size: generated programs of 0.1, 0.5, 1, 2 and 4 MB, each
bundled in the default mode, in one run. Two shapes of input: `code` (many small
functions and classes with their own locals, plus a table) and `table` (one literal list
of numbers, the shape of a generated lookup table). Build time should grow about
linearly: the last column is milliseconds per 100 KB of input.

    python -m benchmarks.build_scaling [--sizes 0.1 0.5 1 2 4] [--shapes code table]
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path

from bundler.core.pipeline import BuildSpec, build


def code_program(size: int, seed: int = 1) -> str:
    generator = random.Random(seed)
    parts = ["import math\n", "WEIGHTS = [\n"]
    length = sum(map(len, parts))
    while length < size // 4:
        row = f"    ({generator.randint(0, 10**6)}, {generator.random():.6f}, 's{generator.randint(0, 999)}'),\n"
        parts.append(row)
        length += len(row)
    parts.append("]\n")
    index = 0
    while length < size:
        block = (
            f"\n\nclass Piece{index}:\n"
            f"    def __init__(self, square, colour=0):\n"
            f"        self.square = square\n        self.colour = colour\n\n"
            f"    def value(self, phase):\n"
            f"        total = 0\n"
            f"        for offset in range(phase):\n"
            f"            total += WEIGHTS[(self.square + offset) % len(WEIGHTS)][0]\n"
            f"        return total + {index}\n\n\n"
            f"def evaluate{index}(board, depth=2):\n"
            f"    piece = Piece{index}(board % 64)\n"
            f"    best = -math.inf\n"
            f"    for move in range(depth):\n"
            f"        best = max(best, piece.value(move) - evaluate{max(index - 1, 0)}(board, 0))\n"
            f"    return best\n"
        )
        parts.append(block)
        length += len(block)
        index += 1
    parts.append(f"\nprint(len(WEIGHTS), evaluate{index - 1}(7))\n")
    return "".join(parts)


def table_program(size: int, seed: int = 2) -> str:
    generator = random.Random(seed)
    numbers: list[str] = []
    length = 0
    while length < size:
        numbers.append(str(generator.randint(0, 10**6)))
        length += len(numbers[-1]) + 1
    return f"DATA = [{','.join(numbers)}]\nprint(len(DATA), sum(DATA))\n"


SHAPES = {"code": code_program, "table": table_program}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--sizes", type=float, nargs="+", default=[0.1, 0.5, 1, 2, 4], metavar="MB"
    )
    parser.add_argument("--shapes", nargs="+", default=list(SHAPES), choices=SHAPES)
    args = parser.parse_args(argv)
    print(
        f"{'shape':6} {'input MB':>8} {'bundle KB':>10} {'build s':>8} {'ms/100KB':>9}"
    )
    for shape in args.shapes:
        for megabytes in args.sizes:
            size = int(megabytes * 1_000_000)
            with tempfile.TemporaryDirectory() as folder:
                root = Path(folder)
                (root / "main.py").write_text(SHAPES[shape](size), encoding="utf-8")
                spec = BuildSpec("scaling", root, "main", size_limit=10**9)
                start = time.perf_counter()
                result = build(spec)
                seconds = time.perf_counter() - start
            print(
                f"{shape:6} {megabytes:8.1f} {result.characters / 1000:10.0f}"
                f" {seconds:8.2f} {seconds * 1000 / (size / 100_000):9.0f}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
