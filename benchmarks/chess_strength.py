"""Strength of the chess bots against reference engines, through the standard match runner.

    python -m benchmarks.chess_strength [--games N] [--jobs J] [--seed S] [--out DIR]
        [--bot960 CMD] [--bot-judge CMD]
        [--only chess960-1350|chess960-1600|chess960-1800|judge-chess|judge-chess-1600|speed]
        [--report]

runs, one after another, and prints side by side:
- chess960: our bot against Stockfish at UCI_Elo 1350, 1600 and 1800 (UCI_LimitStrength,
  50 ms a move) on random Chess960 start positions (the runner's CodinGame seeds, each
  position played with colours swapped);
- judge-chess: our bot against Sunfish (its UCI front end, `python -m sunfish`) and against
  Stockfish at UCI_Elo 1600 in standard chess, each side given the same time per move from
  its clock;
- speed: nodes per second and the depth the chess960 search completes in its 50 ms turn.

The engines take part as ordinary bots: `python -m benchmarks.chess_strength bridge ARENA
ENGINE ...` speaks the arena's protocol on stdin/stdout and asks the UCI engine for each
move, so the runner and the local referees do the timing, legality checks and transcripts.
Stockfish's own 50 ms plus the bridge's overhead would overrun the referee's 50 ms on this
shared machine, so the chess960 matches run with `--time-factor 4`; our bot's answer times
are reported against the real 50 ms limit instead (p99, max, and the count over 50 ms).
`--report` prints the table again from the transcripts under --out without playing.
"""

from __future__ import annotations

import argparse
import csv
import random
import shlex
import subprocess
import sys
import time
from pathlib import Path

import chess
import chess.engine

STOCKFISH = "/usr/games/stockfish"
SUNFISH = [sys.executable, "-m", "sunfish"]
STOCKFISH_MOVE_SECONDS = 0.05
STOCKFISH_ELOS = (1350, 1600, 1800)  # UCI_Elo levels the chess960 bot meets
JUDGE_STOCKFISH_ELO = 1600
CHESS960_INPUTS = "fen lastmove draw game"
CHESS960_LIMIT_SECONDS = 0.05
CHESS960_TIME_FACTOR = 4
# The judge referee's clock (seconds) for the Sunfish matches: both sides budget the same
# share of it per move (our protocol's rule: a thirtieth of what is left).
JUDGE_CLOCK_SECONDS = 6
MINIMUM_ENGINE_SECONDS = 0.005
JUDGE_STARTUP_SECONDS = 3
ADJUDICATION_DEPTH = 14
# Centipawns from which an adjudicated position counts as won rather than drawn.
ADJUDICATION_MARGIN = 200
SPEED_POSITIONS_PER_SEED = 4
SPEED_SEEDS = range(1, 21)


# ---- bridges: a UCI engine behind an arena protocol ---------------------------------------


def open_engine(name: str, elo: int | None) -> chess.engine.SimpleEngine:
    if name == "stockfish":
        engine = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
        options = {"Threads": 1, "Hash": 16}
        if elo is not None:
            options.update({"UCI_LimitStrength": True, "UCI_Elo": elo})
        engine.configure(options)
        return engine
    engine = chess.engine.SimpleEngine.popen_uci(SUNFISH, stderr=subprocess.DEVNULL)
    # Sunfish's first search is slow (it is Python warming up): done before the game, in
    # the silence the judge referee waits for (`startup_wait`).
    engine.play(chess.Board(), chess.engine.Limit(time=STOCKFISH_MOVE_SECONDS))
    return engine


def read_line() -> str:
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line.rstrip("\n")


def bridge_chess960(engine: chess.engine.SimpleEngine, seconds: float) -> None:
    """The CodinGame protocol; the game's moves are replayed so the engine sees repetitions."""
    for _ in range(int(read_line())):
        read_line()
    print(CHESS960_INPUTS, flush=True)
    board, number = None, None
    while True:
        fen, last_move, _, game = (read_line() for _ in range(4))
        if board is not None and game == number and last_move != "none":
            board.push(chess.Move.from_uci(last_move))
        if board is None or game != number or board.fen(en_passant="fen") != fen:
            board, number = chess.Board(fen, chess960=True), game
        move = engine.play(board, chess.engine.Limit(time=seconds)).move
        board.push(move)
        print(move.uci(), flush=True)


def bridge_judge(engine: chess.engine.SimpleEngine) -> None:
    """The judge protocol, thinking as long per move as our bot would on the same clock.
    The engine's overshoot (Sunfish runs past its movetime) is measured and taken off the
    next request, so that it spends about the time our bot is given."""
    from sources.judge_chess.protocol import budget_for_move

    read_line()
    board = None
    overshoot = 0.0
    while True:
        words = read_line().split(None, 3)
        if not words or words[0] in ("A", "D"):
            continue
        started = time.perf_counter()
        fen = words[3]
        if board is None or board.fen() != fen:
            board = chess.Board(fen)
        seconds = budget_for_move(started, int(words[1])).deadline - started
        request = max(MINIMUM_ENGINE_SECONDS, seconds - overshoot)
        move = engine.play(board, chess.engine.Limit(time=request)).move
        overshoot = max(0.0, time.perf_counter() - started - request)
        if board.is_castling(move):
            text = "O-O" if board.is_kingside_castling(move) else "O-O-O"
        else:
            text = move.uci()[:4]
        board.push(move)
        print(text, flush=True)


def run_bridge(arguments: argparse.Namespace) -> None:
    engine = open_engine(arguments.engine, arguments.elo)
    try:
        if arguments.arena == "chess960":
            bridge_chess960(engine, arguments.movetime)
        else:
            bridge_judge(engine)
    except EOFError:
        pass
    finally:
        engine.quit()


# ---- matches ------------------------------------------------------------------------------


def bridge_command(arena: str, engine: str, elo: int | None = None) -> str:
    words = [sys.executable, "-m", "benchmarks.chess_strength", "bridge", arena, engine]
    if elo is not None:
        words += ["--elo", str(elo)]
    return shlex.join(words)


def play_match(
    arena: str, ours: str, theirs: str, runner_games: int, arguments, out: Path
):
    """Run the match runner with our bot as A; return the directory of its transcripts."""
    command = [
        *(sys.executable, "-m", "bundler", "play", arena, ours, theirs),
        *("--games", str(runner_games), "--seed", str(arguments.seed)),
        *("--jobs", str(arguments.jobs), "--out", str(out)),
    ]
    if arena == "chess960":
        command += ["--time-factor", str(CHESS960_TIME_FACTOR)]
    else:
        command += ["--option", f"clock={JUDGE_CLOCK_SECONDS}"]
        # Silence before the colour line: time for the bridge to start its engine.
        command += ["--option", f"startup_wait={JUDGE_STARTUP_SECONDS}"]
    print("$", shlex.join(command), file=sys.stderr, flush=True)
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return out


def chess_game_points(out: Path) -> tuple[list, int, int]:
    """Our (bot A's) points per chess game, the matches we lost by a fault (timeout, illegal
    move, crash: the game in progress counts as lost) and those the engine lost by one. A
    game the engine forfeits (Stockfish behind the bridge missing the per-move limit on the
    loaded machine, Sunfish running out of its clock because it cannot answer in the few
    milliseconds our bot plays in when its clock runs low) is adjudicated by full-strength Stockfish
    on the last position; the rest of such a chess960 match is never played.

    A chess960 runner game is a two-game match whose summary reports each game
    ("game N: seat S (...) wins by ...", "game N: draw (...)") and any fault ("seat S loses
    the match: ..."). A judge runner game is one game.
    """
    points, our_faults, their_faults = [], 0, 0
    with open(out / "games.tsv", newline="") as table:
        rows = list(csv.DictReader(table, delimiter="\t"))
    with Adjudicator() as adjudicator:
        for row in rows:
            ours = row["seats"].split().index("A")
            faulty = row["faults"].split()[0] if row["faults"] else None
            if faulty is not None and faulty != "A":
                their_faults += 1
                last_position = last_fen(out, row, 1 - ours)
                if last_position is not None:
                    points.append(adjudicator.points(last_position))
            if row["summary"].startswith(("game ", "seat ")):
                for report in row["summary"].split("; "):
                    seat = (
                        int(report.split("seat ")[1].split()[0])
                        if "seat " in report
                        else None
                    )
                    if "loses the match" in report:
                        if seat == ours:
                            our_faults += 1
                            points.append(0.0)
                    elif ": draw" in report:
                        points.append(0.5)
                    else:
                        points.append(1.0 if seat == ours else 0.0)
            elif faulty is None or faulty == "A":
                our_faults += faulty == "A"
                scores = [float(score) for score in row["scores"].split()]
                points.append(scores[ours] / sum(scores))
    return points, our_faults, their_faults


def last_fen(out: Path, row: dict, seat: int) -> str | None:
    """The last position the bot in `seat` was asked to move in."""
    label = row["seats"].split()[seat]
    transcript = out / f"game-{int(row['game']):04d}-seat{seat}-{label}.txt"
    positions = [
        line[2:]
        for line in transcript.read_text().splitlines()
        if line.startswith("< ") and "/" in line
    ]
    if not positions:
        return None
    words = positions[-1].split()
    # The judge's prompt is `<move> <time> <time> <FEN>`; chess960 sends the FEN alone.
    return " ".join(words[3:] if len(words) > 6 else words)


class Adjudicator:
    """Full-strength Stockfish scoring a position for the side that did not have the move
    (ours, when the engine forfeited while thinking in it)."""

    def __enter__(self):
        self.engine = None
        return self

    def points(self, fen: str) -> float:
        if self.engine is None:
            self.engine = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
        board = chess.Board(fen, chess960=True)
        info = self.engine.analyse(board, chess.engine.Limit(depth=ADJUDICATION_DEPTH))
        ours = info["score"].pov(not board.turn).score(mate_score=100000)
        if abs(ours) < ADJUDICATION_MARGIN:
            return 0.5
        return 1.0 if ours > 0 else 0.0

    def __exit__(self, *exception) -> None:
        if self.engine is not None:
            self.engine.quit()


def answer_times(out: Path, label: str = "A") -> list:
    """Our answer times in seconds, the first turn (chess960's configuration) left out."""
    times = []
    for transcript in sorted(out.glob(f"game-*-{label}.txt")):
        for line in transcript.read_text().splitlines():
            if line.startswith("turn ") and not line.startswith("turn 1 "):
                if "answered in " in line:
                    times.append(float(line.split("answered in ")[1].split()[0]) / 1000)
    return times


def percentile(values: list, fraction: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered), round(fraction * len(ordered) + 0.5)) - 1)]


def match_row(name: str, out: Path, limit: float | None) -> str:
    points, our_faults, their_faults = chess_game_points(out)
    times = answer_times(out)
    games = len(points)
    score = sum(points) / games if games else 0.0
    margin = 1.96 * (score * (1 - score) / games) ** 0.5 if games else 0.0
    wins, draws = points.count(1.0), points.count(0.5)
    return (
        f"{name:<34} {games:>5} {wins:>4} {draws:>4} {games - wins - draws:>4}"
        f" {100 * score:>6.1f} ±{100 * margin:<4.1f} {our_faults:>4} {their_faults:>6}"
        f" {1000 * percentile(times, 0.99):>7.1f} {1000 * max(times):>7.1f}"
        f" {sum(t > limit for t in times) if limit else '-':>6}"
    )


MATCH_HEADER = (
    f"{'pairing (ours first)':<34} {'games':>5} {'W':>4} {'D':>4} {'L':>4}"
    f" {'score %':>12} {'ours':>4} {'theirs':>6} {'p99 ms':>7} {'max ms':>7} {'>50ms':>6}"
)


# ---- search speed -------------------------------------------------------------------------


def speed_positions() -> list:
    """Middlegame-ish Chess960 positions: from each seed's start, greedy one-ply play with a
    seeded random move now and then, sampled every few plies."""
    from bundler.arena.referees.javarandom import JavaRandom
    from sources.chesscore.baselines import GreedyMover
    from sources.chesscore.board import Board, chess960_start_fen

    positions = []
    for seed in SPEED_SEEDS:
        board = Board(chess960_start_fen(seed, JavaRandom(seed)))
        rng = random.Random(seed)
        for ply in range(4 * SPEED_POSITIONS_PER_SEED):
            moves = board.legal_moves()
            if not moves or board.outcome():
                break
            if rng.random() < 0.5:
                move = rng.choice(moves)
            else:
                move = GreedyMover().choose(board, None).move
            board.push(move)
            if ply % 4 == 3:
                positions.append(board.fen())
    return positions


def measure_speed() -> str:
    """Each position searched once with the chess960 bot's per-move budget, fresh tables."""
    from sources.chess960.protocol import SEARCH_SECONDS
    from sources.chesscore.board import Board
    from sources.chesscore.budget import Budget
    from sources.chesscore.search import Searcher

    nodes = depth = 0
    elapsed = cpu = 0.0
    positions = speed_positions()
    for fen in positions:
        board = Board(fen)
        started, started_cpu = time.perf_counter(), time.process_time()
        result = Searcher().choose(board, Budget(started, SEARCH_SECONDS))
        elapsed += time.perf_counter() - started
        cpu += time.process_time() - started_cpu
        nodes += result.nodes
        depth += result.depth
    return (
        f"search speed over {len(positions)} Chess960 positions, {1000 * SEARCH_SECONDS:.0f} ms"
        f" budget each: {nodes / elapsed:,.0f} nodes/s ({nodes / cpu:,.0f} per CPU second),"
        f" average completed depth {depth / len(positions):.2f},"
        f" {1000 * elapsed / len(positions):.1f} ms per search"
    )


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.chess_strength")
    commands = parser.add_subparsers(dest="command")
    bridge = commands.add_parser(
        "bridge", help="a UCI engine speaking an arena protocol"
    )
    bridge.add_argument("arena", choices=("chess960", "judge-chess"))
    bridge.add_argument("engine", choices=("stockfish", "sunfish"))
    bridge.add_argument("--elo", type=int)
    bridge.add_argument("--movetime", type=float, default=STOCKFISH_MOVE_SECONDS)
    parser.add_argument(
        "--games", type=int, default=200, help="chess games per pairing (default 200)"
    )
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("/tmp/chess_strength"))
    parser.add_argument("--bot960", default=f"{sys.executable} -m sources.chess960")
    parser.add_argument(
        "--bot-judge", default=f"{sys.executable} -m sources.judge_chess"
    )
    parser.add_argument(
        "--only",
        choices=(
            *(f"chess960-{elo}" for elo in STOCKFISH_ELOS),
            "judge-chess",
            "judge-chess-1600",
            "speed",
        ),
    )
    parser.add_argument(
        "--report",
        action="store_true",
        help="only summarise the transcripts already under --out",
    )
    arguments = parser.parse_args()
    if arguments.command == "bridge":
        run_bridge(arguments)
        return
    # A chess960 runner game is two chess games, and the runner plays both seatings of each
    # seed: 4 chess games per seed. A judge runner game is one chess game.
    pairings = {
        f"chess960-{elo}": (
            "chess960",
            arguments.bot960,
            bridge_command("chess960", "stockfish", elo),
            arguments.games // 2,
        )
        for elo in STOCKFISH_ELOS
    }
    pairings |= {
        "judge-chess": (
            "judge-chess",
            arguments.bot_judge,
            bridge_command("judge-chess", "sunfish"),
            arguments.games,
        ),
        "judge-chess-1600": (
            "judge-chess",
            arguments.bot_judge,
            bridge_command("judge-chess", "stockfish", JUDGE_STOCKFISH_ELO),
            arguments.games,
        ),
    }
    rows = [MATCH_HEADER]
    for name, (arena, ours, theirs, runner_games) in pairings.items():
        if arguments.only not in (None, name):
            continue
        out = arguments.out / name
        if not arguments.report:
            play_match(arena, ours, theirs, runner_games, arguments, out)
        limit = CHESS960_LIMIT_SECONDS if arena == "chess960" else None
        rows.append(match_row(name, out, limit))
    print("\n".join(rows))
    if arguments.only in (None, "speed"):
        print(measure_speed())
    print(
        "score: our points per chess game (win 1, draw 1/2); ours/theirs: matches ended by"
        " a timeout, illegal move or crash of ours (game lost) or of the engine (game"
        " adjudicated by Stockfish at depth 14: a draw within ±2 pawns); answer times are ours, as the runner measured them"
        " (configuration turns excluded); >50ms counts answers over the real chess960 limit."
    )


if __name__ == "__main__":
    main()
