"""Lousy Chess: how long the bot takes to predict a whole game.

In-process: the prediction (play the game out from the start, then format the lines to
print) for many serials and engine pairs; the whole game is always played from move 1, so
any starting point costs the same. Program: wall time of whole runs of the bot (interpreter
start, imports, prediction, output) on a sample of puzzles, from sources or a bundle, beside
runs of a bare interpreter that does nothing.

    python -m benchmarks.lousy_chess_speed [--games 2000] [--runs 30] [--program dist/lousy_chess.py]
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
from pathlib import Path
import time

from bundler.config import load_project

PROJECT = load_project(Path(__file__).resolve().parent.parent)

ROOT = PROJECT.root
from sources.lousy_chess.engines import ENGINE_LETTERS
from sources.lousy_chess.game import EngineSpec, play_game
from sources.lousy_chess.protocol import answer_lines

BAR_MILLISECONDS = 100
SERIAL_CHARACTERS = "ABCDEFGHIJKLMNPQRSTUVWXZ0123456789"


def random_puzzle(rng: random.Random) -> tuple[str, EngineSpec, EngineSpec]:
    serial = "".join(rng.choice(SERIAL_CHARACTERS) for _ in range(6))
    white = EngineSpec(rng.choice(ENGINE_LETTERS), rng.randrange(10))
    black = EngineSpec(rng.choice(ENGINE_LETTERS), rng.randrange(10))
    return serial, white, black


def percentiles(milliseconds: list[float]) -> str:
    ordered = sorted(milliseconds)
    p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
    return (
        f"p50 {statistics.median(ordered):7.2f} ms  p99 {p99:7.2f} ms"
        f"  max {ordered[-1]:7.2f} ms  (n={len(ordered)})"
    )


def in_process_milliseconds(puzzles) -> list[float]:
    times = []
    for serial, white, black in puzzles:
        start = time.perf_counter()
        answer_lines(play_game(serial, white, black), 0, show_board=False)
        times.append((time.perf_counter() - start) * 1000)
    return times


def program_milliseconds(command: list[str], puzzles) -> list[float]:
    times = []
    for serial, white, black in puzzles:
        text = f"{serial}\n{white.letter}{white.seed}\n{black.letter}{black.seed}\n"
        start = time.perf_counter()
        subprocess.run(command, input=text, capture_output=True, text=True, cwd=ROOT)
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--program", help="a bundled bot to time instead of sources")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    puzzles = [random_puzzle(rng) for _ in range(args.games)]
    in_process = in_process_milliseconds(puzzles)
    command = (
        [sys.executable, "-I", args.program]
        if args.program
        else [sys.executable, "-m", "sources.lousy_chess"]
    )
    # Interleaved with a bare interpreter, so machine load shows in both alike.
    program, bare = [], []
    for puzzle in puzzles[: args.runs]:
        program += program_milliseconds(command, [puzzle])
        bare += program_milliseconds([sys.executable, "-I", "-c", "pass"], [puzzle])
    print(f"prediction, in process: {percentiles(in_process)}")
    print(f"whole program run:      {percentiles(program)}  ({' '.join(command[1:])})")
    print(f"bare interpreter run:   {percentiles(bare)}  (-I -c pass)")
    within_bar = max(in_process) < BAR_MILLISECONDS
    print(
        f"bar: whole game under {BAR_MILLISECONDS} ms: {'ok' if within_bar else 'FAIL'}"
    )
    return 0 if within_bar else 1


if __name__ == "__main__":
    sys.exit(main())
