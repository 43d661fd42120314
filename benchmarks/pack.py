"""`--pack` measured side by side in one run: every arena's plain bundle (as in dist/) and
its packed build, in characters (as CodinGame counts them) and start-up time (process start
to exit on empty stdin, runs interleaved); then a program of more than 1 MB of vendored
library source (python-chess and pyparsing from this environment, as a bot author would
copy them in), plain and packed against the 100,000-character limit.

    python -m benchmarks.pack [--runs 20] [--skip-vendored]
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib.util
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from bundler.commands.build import arena_spec
from bundler.core.options import Options
from bundler.core.pipeline import BuildSpec, build, write
from bundler.core.verify import utf16_length

from .startup import ARENAS, PROJECT, startup_milliseconds

BAR_FRACTION = 0.40
BAR_OVERHEAD_MILLISECONDS = 30
LIMIT = 100_000
VENDORED = ("chess", "pyparsing")
VENDORED_MAIN = """import chess
import chess.pgn
import chess.polyglot
import chess.svg
import chess.variant
import pyparsing as pp

board = chess.Board()
for move in ["e4", "e5", "Nf3", "Nc6", "Bb5"]:
    board.push_san(move)
print(board.fen(), len(list(board.legal_moves)), chess.polyglot.zobrist_hash(board))
print(len(chess.svg.board(board)), chess.variant.find_variant("atomic").uci_variant)
integer = pp.Word(pp.nums).set_parse_action(lambda tokens: int(tokens[0]))
print(pp.delimited_list(integer).parse_string("1, 2, 3").as_list())
"""


def arena_rows(runs: int) -> bool:
    print(
        f"{'arena':12} {'plain chars':>11} {'packed chars':>12} {'packed/plain':>12}"
        f" {'codec':>5} {'plain ms':>9} {'packed ms':>9} {'overhead':>9}"
        f"  bars {BAR_FRACTION:.0%}, {BAR_OVERHEAD_MILLISECONDS} ms"
    )
    passed = True
    with tempfile.TemporaryDirectory() as folder:
        for arena in ARENAS.values():
            result = build(arena_spec(PROJECT, arena.name, pack=True))
            packed_path = Path(folder) / f"{arena.name}.py"
            write(result, packed_path)
            plain = utf16_length(arena.output.read_text(encoding="utf-8"))
            commands = {
                "plain": [sys.executable, "-I", str(arena.output)],
                "packed": [sys.executable, "-I", str(packed_path)],
            }
            times: dict[str, list[float]] = {name: [] for name in commands}
            for _ in range(runs):  # interleaved, so load changes hit both alike
                for name, command in commands.items():
                    times[name].append(startup_milliseconds(command))
            median = {name: statistics.median(t) for name, t in times.items()}
            overhead = median["packed"] - median["plain"]
            fraction = result.characters / plain
            ok = fraction <= BAR_FRACTION and overhead <= BAR_OVERHEAD_MILLISECONDS
            passed &= ok
            assert result.packed is not None
            print(
                f"{arena.name:12} {plain:>11,} {result.characters:>12,} {fraction:>12.1%}"
                f" {result.packed.codec:>5} {median['plain']:>9.1f}"
                f" {median['packed']:>9.1f} {overhead:>+7.1f} ms"
                f"  {'ok' if ok else 'FAIL'}"
            )
    return passed


def vendored_row() -> bool:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        for name in VENDORED:
            spec = importlib.util.find_spec(name)
            if spec is None or spec.origin is None:
                print(f"vendored program: {name} is not installed; skipped")
                return True
            shutil.copytree(
                Path(spec.origin).parent,
                root / name,
                ignore=shutil.ignore_patterns("__pycache__"),
            )
        (root / "main.py").write_text(VENDORED_MAIN)
        source = sum(
            len(path.read_text(encoding="utf-8")) for path in root.rglob("*.py")
        )
        spec = BuildSpec(
            "vendored",
            root,
            "main",
            size_limit=100 * LIMIT,
            options=Options(lossy=True),
        )
        plain = build(spec)
        packed = build(
            dataclasses.replace(
                spec, size_limit=LIMIT, options=Options(lossy=True, pack=True)
            )
        )
    ok = packed.characters <= LIMIT
    assert packed.packed is not None
    print(
        f"vendored program ({' + '.join(VENDORED)}): {source:,} source characters,"
        f" {len(plain.modules)} modules, {plain.layout} layout;"
        f" plain {plain.characters:,}, packed {packed.characters:,} characters"
        f" ({packed.packed.codec}; limit {LIMIT:,})  {'ok' if ok else 'FAIL'}"
    )
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--skip-vendored", action="store_true")
    args = parser.parse_args()
    passed = arena_rows(args.runs)
    if not args.skip_vendored:
        passed &= vendored_row()
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
