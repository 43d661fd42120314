"""Where a chess960 run's games are lost: Stockfish scores every move of ours in a match
directory written by `chess_strength` (or `play`), and the moves that lose 150 centipawns
or more in a position not yet decided are searched again by this checkout's engine, from
fresh tables, at several node budgets, to tell a search too shallow from an evaluation wrong.

    python -m benchmarks.chess_blunders RUN_DIR [--matches N] [--nodes 60000] \\
        [--research 1200,5000,20000] [--jobs 2]

RUN_DIR holds the `game-*-A.txt` transcripts (seat A is ours). Reported: per phase (the
first 10 moves, then middlegame while 7 or more knights, bishops, rooks and queens remain,
then endgame) the moves scored, their mean loss and the blunders (150 and 300 cp or more),
counting only positions Stockfish scores within ±4 pawns; the blunders by kind (ours and
Stockfish's best move, capture or quiet); and per research budget how many blunders change
their move, the mean completed depth and how many still lose 150 cp. Needs Stockfish.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import chess
import chess.engine

STOCKFISH = "/usr/games/stockfish"
MATE_SCORE = 10000
LOSS_CAP = 1000
UNDECIDED = 400
BLUNDER = 150
BIG_BLUNDER = 300
OPENING_MOVES = 10
MIDDLEGAME_PIECES = 7
TURN = re.compile(r"^turn \d+ .*\n< (.*)\n< (.*)\n< (.*)\n< (.*)\n> (.*)$", re.M)


def our_moves(transcript: str) -> list:
    """(FEN, UCI move) of every turn of a chess960 transcript answered with a move (`e2e4`,
    or `e2e4=` offering a draw; `draw`, accepting one, is no move)."""
    moves = []
    for _last_move, _draw, _game, fen, answer in TURN.findall(transcript):
        word = answer.split()[0]
        if word != "draw":
            moves.append((fen, word.rstrip("=")))
    return moves


def phase(board: chess.Board) -> str:
    if board.fullmove_number <= OPENING_MOVES:
        return "opening"
    pieces = sum(
        len(board.pieces(kind, colour))
        for kind in (chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN)
        for colour in chess.COLORS
    )
    return "middlegame" if pieces >= MIDDLEGAME_PIECES else "endgame"


class Judge:
    def __init__(self, nodes: int) -> None:
        self.engine = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
        self.engine.configure({"Threads": 1, "Hash": 64})
        self.limit = chess.engine.Limit(nodes=nodes)

    def analyse(self, board: chess.Board) -> tuple:
        """Stockfish's score for the side to move (mates as ±10,000) and its best move."""
        info = self.engine.analyse(board, self.limit)
        score = info["score"].pov(board.turn).score(mate_score=MATE_SCORE)
        return score, info.get("pv", [None])[0]

    def after(self, fen: str, uci: str) -> int:
        """The score, for the mover, of the position after `uci`."""
        board = chess.Board(fen, chess960=True)
        board.push(chess.Move.from_uci(uci))
        outcome = board.outcome()
        if outcome is not None:
            return MATE_SCORE if outcome.winner is not None else 0
        return -self.analyse(board)[0]

    def close(self) -> None:
        self.engine.quit()


def score_file(args: tuple) -> list:
    """Rows (fen, move, best score, score after the move, Stockfish's move) of one
    transcript."""
    path, nodes = args
    judge = Judge(nodes)
    rows = []
    try:
        for fen, uci in our_moves(Path(path).read_text()):
            board = chess.Board(fen, chess960=True)
            if chess.Move.from_uci(uci) not in board.legal_moves:
                continue
            score, best = judge.analyse(board)
            rows.append(
                (fen, uci, score, judge.after(fen, uci), best.uci() if best else None)
            )
    finally:
        judge.close()
    return rows


def loss(best: int, after: int) -> int:
    return max(0, min(LOSS_CAP, best - after))


def summarise(rows: list) -> tuple:
    """(lines of the report by phase and kind, the blunders)."""
    by_phase = {}
    blunders = []
    kinds = {}
    for fen, uci, best, after, engine_move in rows:
        if abs(best) > UNDECIDED:
            continue
        board = chess.Board(fen, chess960=True)
        lost = loss(best, after)
        by_phase.setdefault(phase(board), []).append(lost)
        if lost >= BLUNDER:
            blunders.append((fen, uci, best, after))
            ours = "capture" if board.is_capture(chess.Move.from_uci(uci)) else "quiet"
            theirs = (
                "capture"
                if engine_move and board.is_capture(chess.Move.from_uci(engine_move))
                else "quiet"
            )
            kinds[ours, theirs] = kinds.get((ours, theirs), 0) + 1
    lines = []
    for name in ("opening", "middlegame", "endgame"):
        losses = by_phase.get(name, [])
        if losses:
            lines.append(
                f"{name}: {len(losses)} moves, mean loss {sum(losses) / len(losses):.1f}"
                f" cp, >={BLUNDER}: {sum(x >= BLUNDER for x in losses)}"
                f", >={BIG_BLUNDER}: {sum(x >= BIG_BLUNDER for x in losses)}"
            )
    lines.append(
        "blunders by kind (ours / Stockfish's best): "
        + ", ".join(
            f"{ours}/{theirs} {count}"
            for (ours, theirs), count in sorted(kinds.items(), key=lambda kv: -kv[1])
        )
    )
    return lines, blunders


def research(blunders: list, budgets: list, judge: Judge) -> list:
    """Per node budget: how many blunders this checkout's engine, from fresh tables, plays
    differently, its mean completed depth, and how many moves still lose 150 cp."""
    from sources.chesscore.board import Board
    from sources.chesscore.budget import Budget
    from sources.chesscore.search import Searcher

    lines = []
    for nodes in budgets:
        changed = still = depth = 0
        for fen, uci, best, after in blunders:
            board = Board(fen)
            result = Searcher().choose(board, Budget(time.perf_counter(), 1e9, nodes))
            move = board.uci(result.move)
            depth += result.depth
            if move != uci:
                changed += 1
                after = judge.after(fen, move)
            still += loss(best, after) >= BLUNDER
        count = max(1, len(blunders))
        lines.append(
            f"{nodes} nodes: {changed} of {len(blunders)} blunders play another move,"
            f" completed depth {depth / count:.1f}, {still} still lose {BLUNDER} cp or more"
        )
    return lines


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run_dir", type=Path)
    parser.add_argument("--matches", type=int, help="only the first N transcripts")
    parser.add_argument("--nodes", type=int, default=60000, help="Stockfish's nodes")
    parser.add_argument("--research", default="1200,5000,20000")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    paths = sorted(args.run_dir.glob("game-*-A.txt"))[: args.matches]
    if not paths:
        print(f"no game-*-A.txt transcripts in {args.run_dir}", file=sys.stderr)
        return 2
    with ProcessPoolExecutor(args.jobs) as pool:
        rows = [
            row
            for rows in pool.map(score_file, [(str(p), args.nodes) for p in paths])
            for row in rows
        ]
    print(f"{len(paths)} matches, {len(rows)} moves of ours scored")
    lines, blunders = summarise(rows)
    print("\n".join(lines))
    judge = Judge(args.nodes)
    try:
        budgets = [int(text) for text in args.research.split(",") if text]
        print("\n".join(research(blunders, budgets, judge)))
    finally:
        judge.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
