"""Average centipawn loss of the chess search's moves, judged by Stockfish: a low-noise
measure for comparing two versions of the engine side by side before a long match.

    python -m benchmarks.chess_acpl [--ms MS | --nodes N] [--depth 10] [ROOT ...]
    python -m benchmarks.chess_acpl positions OUT --seeds FIRST LAST

Each ROOT (default: this checkout) is a directory holding a `sources` package, for instance
`git worktree add /tmp/base HEAD` for the version before a change. Every version searches
each position of `chess960_positions.txt` once, from fresh tables, for the chess960 bot's
time per move (or a fixed node budget), one version at a time on an otherwise idle machine;
Stockfish at a fixed depth scores the position before and after the chosen move, and the
loss is the drop, capped at 1,000 (the same move costs the same in every version, so the
versions are compared on the same yardstick). Reported per version: the mean loss with its
95% interval, how often it lost 150 and 300 centipawns or more, and the completed depth;
after the first, its mean difference from the first version position by position, with
that difference's own 95% interval (about ±1.5-2.2 cp: changes smaller than that need a
match). Doubling the thinking time moved the mean by about 7 (57.0 at 27 ms, 50.2 at 54 ms,
on the first 2,008 positions). At a fixed node budget a version's moves are the same every
run, and its mean loss came out within 0.1 cp between runs (Stockfish's scores vary a
little with its hash); by the clock it varies more.

The committed positions are the ones the bot had to move in, in games against Stockfish at
UCI_Elo 1600 (50 ms a move) from the Chess960 starts of seeds 20-67, both colours:
`positions` plays such games again.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

import chess
import chess.engine

from sources.chess960.protocol import SEARCH_SECONDS

STOCKFISH = "/usr/games/stockfish"
POSITIONS = Path(__file__).with_name("chess960_positions.txt")
CHECKOUT = Path(__file__).resolve().parent.parent
LOSS_CAP = 1000
MATE_SCORE = 10000
BLUNDERS = (150, 300)
OPPONENT_ELO = 1600
OPPONENT_SECONDS = 0.05
MAX_PLIES = 200

# Run inside each version (its own `sources` first on the path): one line per position in,
# "uci depth" out.
SEARCH_PROGRAM = """
import gc, sys, time
from sources.chesscore.board import Board
from sources.chesscore.budget import Budget
from sources.chesscore.search import Searcher
seconds, nodes = float(sys.argv[1]), int(sys.argv[2]) or None
gc.disable()  # as the bots do
for line in sys.stdin:
    board = Board(line.strip())
    result = Searcher().choose(board, Budget(time.perf_counter(), seconds, nodes))
    print(board.uci(result.move), result.depth, flush=True)
"""


def search_moves(root: Path, fens: list, seconds: float, nodes: int) -> list:
    """(uci, depth) chosen by the version in `root` for each position."""
    completed = subprocess.run(
        [sys.executable, "-c", SEARCH_PROGRAM, str(seconds), str(nodes or 0)],
        input="".join(fen + "\n" for fen in fens),
        capture_output=True,
        text=True,
        # Run from the root itself: `-c` puts the working directory first on the path,
        # ahead of PYTHONPATH, so another directory's `sources` would shadow the root's.
        cwd=root,
        env={"PYTHONPATH": str(root)},
        check=True,
    )
    return [
        (uci, int(depth))
        for uci, depth in map(str.split, completed.stdout.splitlines())
    ]


class Judge:
    """Stockfish's score of a position for the side to move, remembered by FEN."""

    def __init__(self, depth: int) -> None:
        self.engine = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
        self.engine.configure({"Threads": 1, "Hash": 64})
        self.depth = depth
        self.scores = {}

    def score(self, board: chess.Board) -> int:
        fen = board.fen()
        if fen not in self.scores:
            outcome = board.outcome()
            if outcome is not None:
                won = outcome.winner is not None
                self.scores[fen] = -MATE_SCORE if won else 0
            else:
                info = self.engine.analyse(board, chess.engine.Limit(depth=self.depth))
                self.scores[fen] = (
                    info["score"].pov(board.turn).score(mate_score=MATE_SCORE)
                )
        return max(-LOSS_CAP, min(LOSS_CAP, self.scores[fen]))

    def loss(self, fen: str, uci: str) -> int:
        board = chess.Board(fen, chess960=True)
        before = self.score(board)
        board.push(board.parse_uci(uci))
        return max(0, before + self.score(board))


def mean_and_interval(values: list) -> tuple:
    """The mean and the half-width of its 95% interval."""
    count = len(values)
    mean = sum(values) / count
    spread = (sum((value - mean) ** 2 for value in values) / count) ** 0.5
    return mean, 1.96 * spread / count**0.5


def report(name: str, losses: list, depths: list) -> str:
    count = len(losses)
    mean, interval = mean_and_interval(losses)
    blunders = ", ".join(
        f">={size}: {sum(loss >= size for loss in losses)}" for size in BLUNDERS
    )
    return (
        f"{name}: {count} positions, mean loss {mean:.1f} ±{interval:.1f}"
        f" cp, {blunders}, completed depth {sum(depths) / count:.2f}"
    )


def paired(name: str, losses: list, reference: list) -> str:
    """The mean difference from the reference version's losses on the same positions, with
    its 95% interval: narrower than the two means' own intervals (about ±2 against ±3),
    since many positions cost both versions the same."""
    mean, interval = mean_and_interval(
        [loss - other for loss, other in zip(losses, reference)]
    )
    return f"{name} - first: {mean:+.1f} ±{interval:.1f} cp"


def compare(arguments: argparse.Namespace) -> None:
    fens = POSITIONS.read_text().split("\n")[:-1]
    judge = Judge(arguments.depth)
    reference = None
    try:
        for root in arguments.roots or [CHECKOUT]:
            chosen = search_moves(
                Path(root), fens, arguments.ms / 1000, arguments.nodes
            )
            losses = [judge.loss(fen, uci) for fen, (uci, _) in zip(fens, chosen)]
            print(report(str(root), losses, [depth for _, depth in chosen]), flush=True)
            if reference is None:
                reference = losses
            else:
                print(paired(str(root), losses, reference), flush=True)
    finally:
        judge.engine.quit()


def play_positions(arguments: argparse.Namespace) -> None:
    """The positions our bot (its time a move, from these sources) meets against Stockfish."""
    from bundler.arena.referees.javarandom import JavaRandom
    from sources.chesscore.board import Board, chess960_start_fen
    from sources.chesscore.budget import Budget
    from sources.chesscore.search import Searcher

    engine = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
    engine.configure({"UCI_LimitStrength": True, "UCI_Elo": OPPONENT_ELO})
    fens = []
    try:
        for seed in range(arguments.seeds[0], arguments.seeds[1] + 1):
            for ours in (chess.WHITE, chess.BLACK):
                board = Board(chess960_start_fen(seed, JavaRandom(seed)))
                reference = chess.Board(board.fen(), chess960=True)
                searcher = Searcher()
                while (
                    not reference.is_game_over(claim_draw=True)
                    and reference.ply() < MAX_PLIES
                ):
                    if reference.turn == ours:
                        fens.append(board.fen())
                        budget = Budget(time.perf_counter(), SEARCH_SECONDS)
                        uci = board.uci(searcher.choose(board, budget).move)
                    else:
                        limit = chess.engine.Limit(time=OPPONENT_SECONDS)
                        uci = engine.play(reference, limit).move.uci()
                    move = reference.parse_uci(uci)
                    reference.push(move)
                    board.push(
                        next(m for m in board.legal_moves() if board.uci(m) == uci)
                    )
    finally:
        engine.quit()
    Path(arguments.out).write_text("".join(fen + "\n" for fen in fens))
    print(f"{len(fens)} positions written to {arguments.out}")


def main() -> None:
    if sys.argv[1:2] == ["positions"]:
        parser = argparse.ArgumentParser(
            prog="python -m benchmarks.chess_acpl positions"
        )
        parser.add_argument("out")
        parser.add_argument("--seeds", nargs=2, type=int, required=True)
        play_positions(parser.parse_args(sys.argv[2:]))
        return
    parser = argparse.ArgumentParser(prog="python -m benchmarks.chess_acpl")
    parser.add_argument("roots", nargs="*", help="checkouts to compare (default: this)")
    parser.add_argument(
        "--ms",
        type=float,
        default=1000 * SEARCH_SECONDS,
        help="search time per move (default: the chess960 bot's)",
    )
    parser.add_argument("--nodes", type=int, help="a fixed node budget instead")
    parser.add_argument("--depth", type=int, default=10, help="Stockfish's depth")
    compare(parser.parse_args())


if __name__ == "__main__":
    main()
