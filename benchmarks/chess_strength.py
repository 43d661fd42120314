"""Strength of the chess bots against reference engines, through the standard match runner.

    python -m benchmarks.chess_strength [--games N] [--jobs J] [--seed S] [--out DIR]
        [--bot960 CMD] [--bot-judge CMD] [--time-factor F]
        [--only chess960-1350|chess960-1600|chess960-1800|judge-chess|judge-chess-1600|speed]
        [--report]

runs, one after another, and prints side by side:
- chess960: our bot against Stockfish at UCI_Elo 1350, 1600 and 1800 (UCI_LimitStrength)
  on Chess960 start positions from the runner's schedule (a seed hashed from --seed and
  the rotation group, so spread over all 960; each position is one CodinGame match of two
  games with colours swapped, played in both seatings: 4 games);
- judge-chess: our bot against Sunfish (its UCI front end, `python -m sunfish`) and against
  Stockfish at UCI_Elo 1600 in standard chess, each side given the same time per move from
  its clock;
- speed: nodes per second and the depth the chess960 search completes in its 50 ms turn.

The engines take part as ordinary bots: `python -m benchmarks.chess_strength bridge ARENA
ENGINE ...` speaks the arena's protocol on stdin/stdout and asks the UCI engine for each
move, with the game's moves so far, so the runner and the local referees do the timing,
legality checks and transcripts. The matches run at the arena's own limits: an answer of
ours over chess960's 50 ms loses the match, as in the arena. Stockfish is asked for
`CHESS960_ENGINE_SECONDS` a move so that its answer, through python-chess and the bridge,
arrives within those 50 ms; when it still does not, it forfeits and its game is
adjudicated (column `theirs`). `--time-factor F` multiplies every limit for both sides: not
the arena's conditions, and every report of such a run says so.
`--report` prints the table again from the transcripts under --out without playing.
"""

from __future__ import annotations

import argparse
import csv
import random
import re
import shlex
import subprocess
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import chess
import chess.engine

from bundler.arena.referees import chess960 as chess960_referee
from bundler.arena.referees import judge_chess as judge_referee
from bundler.arena.referees.base import RefereeModule
from bundler.arena.schedule import group_seed
from bundler.arena.statistics import mean_and_margin, percentile
from bundler.arena.transcript import read_transcript

STOCKFISH = "/usr/games/stockfish"
SUNFISH = [sys.executable, "-m", "sunfish"]
# Stockfish's time per chess960 move, well inside the referee's 50 ms: through python-chess
# and the bridge it answered 2-8 ms after its movetime on an idle core (52-55 ms at 50 ms),
# and at 30 ms up to 47 ms with the machine loaded; at 20 ms it still completes depth 7-11.
CHESS960_ENGINE_SECONDS = 0.02
WARM_UP_SECONDS = 0.05
STOCKFISH_ELOS = (1350, 1600, 1800)  # UCI_Elo levels the chess960 bot meets
JUDGE_STOCKFISH_ELO = 1600
CHESS960_INPUTS = "fen lastmove draw game"
CHESS960_GAMES_PER_MATCH = 2  # a CodinGame match: the same start, colours swapped
# The benchmark's judge options (clock, start-up silence) leave move parsing as default.
JUDGE_RULES = judge_referee.Rules.from_options({})
# The judge referee's clock (seconds) for the Sunfish matches: both sides budget the same
# share of it per move (our protocol's rule: a thirtieth of what is left).
JUDGE_CLOCK_SECONDS = 6
MINIMUM_ENGINE_SECONDS = 0.005
JUDGE_STARTUP_SECONDS = 3
ADJUDICATION_DEPTH = 14
# Centipawns from which an adjudicated position counts as won rather than drawn.
ADJUDICATION_MARGIN = 200
SPEED_POSITIONS_PER_SEED = 4
# Spread like a match's seeds (consecutive small seeds share one bishop placement).
SPEED_SEEDS = [group_seed(1, group) for group in range(20)]


# ---- bridges: a UCI engine behind an arena protocol ---------------------------------------


def open_engine(name: str, elo: int | None) -> chess.engine.SimpleEngine:
    if name == "stockfish":
        engine = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
        options = {"Threads": 1, "Hash": 16}
        if elo is not None:
            options.update({"UCI_LimitStrength": True, "UCI_Elo": elo})
        engine.configure(options)
    else:
        engine = chess.engine.SimpleEngine.popen_uci(SUNFISH, stderr=subprocess.DEVNULL)
    # An engine's first search is slow (Stockfish's new game clears its hash, Sunfish is
    # Python warming up): done before the game, in chess960's 1 s configuration turn or
    # the silence the judge referee waits for (`startup_wait`), not in a timed move.
    engine.play(chess.Board(), chess.engine.Limit(time=WARM_UP_SECONDS))
    return engine


def read_line() -> str:
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line.rstrip("\n")


class LostHistory(RuntimeError):
    """The bridge's board and the referee's position parted: the engine would be given a
    position without its history, so the bridge stops rather than play on blind."""


def follow_chess960_game(
    board: chess.Board | None, last_move: str, arena_fen: str
) -> chess.Board:
    """The game's board with the opponent's `last_move` pushed, checked against the
    position the referee sent in its own FEN (Shredder castling letters in file order, an
    en-passant square after every double push: `referees.chess960.fen`). At our first
    move of a game (`board` None) the board starts from the game's start position."""
    if board is None:
        if last_move == "none":
            return chess.Board(arena_fen, chess960=True)
        board = chess960_start_before_first_move(arena_fen)
    board.push(chess.Move.from_uci(last_move))
    if chess960_referee.fen(board) != arena_fen:
        raise LostHistory(
            f"after {last_move}: {chess960_referee.fen(board)} != {arena_fen}"
        )
    return board


def chess960_start_before_first_move(arena_fen: str) -> chess.Board:
    """The start position, from the position after White's first move: Black's first rank
    is untouched, White's mirrors it, and no first move can change castling rights."""
    rank, castling = arena_fen.split("/")[0], arena_fen.split()[2]
    start = f"{rank}/pppppppp/8/8/8/8/PPPPPPPP/{rank.upper()} w {castling} - 0 1"
    return chess.Board(start, chess960=True)


def bridge_chess960(engine: chess.engine.SimpleEngine, seconds: float) -> None:
    """The CodinGame protocol. The board keeps the game's moves, so the engine is given
    the history (repetitions, the fifty-move count) with each position."""
    for _ in range(int(read_line())):
        read_line()
    print(CHESS960_INPUTS, flush=True)
    board, playing = None, None
    while True:
        fen, last_move, _, game = (read_line() for _ in range(4))
        board = follow_chess960_game(board if game == playing else None, last_move, fen)
        playing = game
        move = engine.play(board, chess.engine.Limit(time=seconds)).move
        board.push(move)
        print(move.uci(), flush=True)


def follow_judge_game(
    board: chess.Board | None, reported: str, arena_fen: str
) -> chess.Board:
    """The game's board with the opponent's move, as the judge reports it (`O-O`, four
    characters, a promotion made a queen), pushed and checked against the judge's FEN;
    at our first move the board starts from the standard position, where every judge game
    starts."""
    if board is None:
        board = chess.Board()
    if reported != "NONE":  # the opponent has moved
        move = judge_referee.find_move(board, reported, JUDGE_RULES)
        if move is None:
            raise LostHistory(f"{reported} is not legal in {board.fen()}")
        board.push(move)
    if board.fen(en_passant="fen") != arena_fen:
        raise LostHistory(f"after {reported}: {board.fen()} != {arena_fen}")
    return board


def judge_text(board: chess.Board, move: chess.Move) -> str:
    """`move` as the judge protocol writes it: castling as O-O / O-O-O, else from-to."""
    if board.is_castling(move):
        return "O-O" if board.is_kingside_castling(move) else "O-O-O"
    return move.uci()[:4]


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
        board = follow_judge_game(board, words[0], words[3])
        seconds = budget_for_move(started, int(words[1])).deadline - started
        request = max(MINIMUM_ENGINE_SECONDS, seconds - overshoot)
        move = engine.play(board, chess.engine.Limit(time=request)).move
        overshoot = max(0.0, time.perf_counter() - started - request)
        text = judge_text(board, move)
        # What the judge plays for `text` (an under-promotion becomes a queen).
        board.push(judge_referee.find_move(board, text, JUDGE_RULES))
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
    arena: str,
    ours: str,
    theirs: str,
    runner_games: int,
    arguments: argparse.Namespace,
    out: Path,
) -> Path:
    """Run the match runner with our bot as A; return the directory of its transcripts."""
    command = [
        *(sys.executable, "-m", "bundler", "play", arena, ours, theirs),
        *("--games", str(runner_games), "--seed", str(arguments.seed)),
        *("--jobs", str(arguments.jobs), "--out", str(out)),
    ]
    if arguments.time_factor != 1:
        command += ["--time-factor", f"{arguments.time_factor:g}"]
    if arena == "judge-chess":
        command += ["--option", f"clock={JUDGE_CLOCK_SECONDS}"]
        # Silence before the colour line: time for the bridge to start its engine.
        command += ["--option", f"startup_wait={JUDGE_STARTUP_SECONDS}"]
    print("$", shlex.join(command), file=sys.stderr, flush=True)
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return out


@dataclass
class Tally:
    """Our (bot A's) points per chess game, by the seed their games shared (one start
    position: the unit of the interval), and the runner games ended by a fault of ours
    or of the engine."""

    points: defaultdict[int, list[float]] = field(
        default_factory=lambda: defaultdict(list)
    )
    our_faults: int = 0
    their_faults: int = 0


def chess_game_points(out: Path, games_per_match: int) -> Tally:
    """Our points per chess game in the runner games under `out` (a chess960 runner game
    is a CodinGame match of two games, a judge one is one game).

    A fault of ours (timeout, illegal move, crash) loses every game of its match: the
    arena sets the offender's match score to -1, below losing both games. A game the
    engine forfeits (Stockfish behind the bridge missing the limit on the loaded machine,
    Sunfish running out of its clock because it cannot answer in the few milliseconds our
    bot plays in when its clock runs low) is adjudicated by full-strength Stockfish on the
    last position; the rest of such a chess960 match is never played.
    """
    tally = Tally()
    with open(out / "games.tsv", newline="") as table:
        rows = list(csv.DictReader(table, delimiter="\t"))
    with Adjudicator() as adjudicator:
        for row in rows:
            ours = row["seats"].split().index("A")
            faulty = row["faults"].split()[0] if row["faults"] else None
            points = tally.points[int(row["seed"])]
            if faulty == "A":
                tally.our_faults += 1
                points += [0.0] * games_per_match
                continue
            points += finished_games(row, ours, games_per_match)
            if faulty is not None:
                tally.their_faults += 1
                last_position = last_fen(out, row, 1 - ours)
                if last_position is not None:
                    points.append(adjudicator.points(last_position))
    return tally


def finished_games(row: dict, ours: int, games_per_match: int) -> list[float]:
    """Our points in the games of a runner game that ended on the board. The chess960
    summary reports each ("game N: seat S (...) wins by ...", "game N: draw (...)") and
    then any fault ("seat S loses the match: ...")."""
    if games_per_match == 1:
        if row["faults"]:
            return []
        scores = [float(score) for score in row["scores"].split()]
        return [scores[ours] / sum(scores)]
    points = []
    for report in row["summary"].split("; "):
        if not report.startswith("game "):
            continue
        if ": draw" in report:
            points.append(0.5)
        else:
            winner = int(report.split("seat ")[1].split()[0])
            points.append(1.0 if winner == ours else 0.0)
    return points


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


def time_factor_of(out: Path) -> float:
    """How much the runner multiplied the limits of the match under `out`, from a
    transcript's `limits` line (`first turn 1000 ms, then 50 ms (x4)`): 1 at the arena's.
    """
    transcript = next(out.glob("game-*.txt"), None)
    if transcript is None:
        return 1.0
    relaxed = re.search(r"\(x([0-9.e+-]+)\)", read_transcript(transcript).limits)
    return float(relaxed.group(1)) if relaxed else 1.0


def match_row(
    name: str,
    out: Path,
    referee: RefereeModule,
    games_per_match: int,
    limit: float | None,
) -> str:
    tally = chess_game_points(out, games_per_match)
    results = [point for group in tally.points.values() for point in group]
    score, margin = mean_and_margin(list(tally.points.values()))
    positions = {referee.start_position(seed) for seed in tally.points}
    times = answer_times(out)
    wins, draws = results.count(1.0), results.count(0.5)
    losses = len(results) - wins - draws
    factor = time_factor_of(out)
    return (
        f"{name:<20} {len(results):>5} {wins:>4} {draws:>4} {losses:>4}"
        f" {100 * score:>6.1f} ±{100 * margin:<4.1f} {len(positions):>9}"
        f" {tally.our_faults:>4} {tally.their_faults:>6}"
        f" {1000 * percentile(times, 0.99):>7.1f} {1000 * max(times, default=0.0):>7.1f}"
        f" {sum(t > limit for t in times) if limit else '-':>7}"
        + (f"  RELAXED LIMITS x{factor:g}" if factor != 1 else "")
    )


MATCH_HEADER = (
    f"{'pairing (ours first)':<20} {'games':>5} {'W':>4} {'D':>4} {'L':>4}"
    f" {'score %':>12} {'positions':>9} {'ours':>4} {'theirs':>6} {'p99 ms':>7}"
    f" {'max ms':>7} {'> limit':>7}"
)
RELAXED_WARNING = (
    "WARNING: a row marked RELAXED LIMITS was played with every time limit multiplied"
    " (--time-factor): answers over the arena's limit were not losses there, so it is NOT"
    " a measurement at the arena's conditions."
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
    bridge.add_argument(
        "--movetime",
        type=float,
        default=CHESS960_ENGINE_SECONDS,
        help="chess960: the engine's seconds per move",
    )
    parser.add_argument(
        "--games", type=int, default=200, help="chess games per pairing (default 200)"
    )
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1, help="match seed (default 1)")
    parser.add_argument("--out", type=Path, default=Path("/tmp/chess_strength"))
    parser.add_argument("--bot960", default=f"{sys.executable} -m sources.chess960")
    parser.add_argument(
        "--bot-judge", default=f"{sys.executable} -m sources.judge_chess"
    )
    parser.add_argument(
        "--time-factor",
        type=float,
        default=1.0,
        help="multiply every time limit, for both sides: NOT the arena's conditions, and"
        " the report says so (default 1: the arena's limits)",
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
            arguments.games // CHESS960_GAMES_PER_MATCH,
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
        if arena == "chess960":
            row = match_row(
                name,
                out,
                chess960_referee,
                CHESS960_GAMES_PER_MATCH,
                chess960_referee.MOVE_TIME,
            )
        else:
            row = match_row(name, out, judge_referee, 1, None)
        rows.append(row)
    print("\n".join(rows))
    if any("RELAXED LIMITS" in row for row in rows):
        print(RELAXED_WARNING)
    if arguments.only in (None, "speed"):
        print(measure_speed())
    print(
        "score: our points per chess game (win 1, draw 1/2), ± its 95% interval with the"
        " games of one seed (one start position) as one unit; positions: distinct start"
        " positions; ours/theirs: runner games ended by a timeout, illegal move or crash of"
        " ours (the whole chess960 match lost, as the arena's -1) or of the engine (the"
        " game adjudicated by Stockfish at depth 14: a draw within ±2 pawns); answer times"
        " are ours, as the runner measured them (configuration turns excluded); > limit"
        " counts answers over chess960's 50 ms, which at the arena's limits are timeouts"
        " (in ours) instead."
    )


if __name__ == "__main__":
    main()
