"""Playing scheduled games on a referee: the match settings every command shares, the games
played in parallel, their transcripts and `games.tsv` written as each game ends, the
progress line, and the per-bot statistics gathered on the way."""

from __future__ import annotations

import argparse
import math
import sys
import time
import traceback
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from statistics import fmean
from typing import Callable, NamedTuple, Sequence

from .arenas import load_referee
from .crashes import bundle_map, crash_location, source_traceback
from .match import GameRecord, play_game
from .referees.base import Fault, Limits, RefereeModule
from .schedule import ScheduledGame
from .statistics import BotStats
from ..config import Arena, UsageError, load_project
from .transcript import Transcript, write_transcript

BOT_LABELS = "ABCDEFGH"


def add_match_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--seed",
        type=int,
        default=1,
        help="match seed: rotation group g (every seat order once) plays a seed hashed"
        " from SEED and g (default 1)",
    )
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    parser.add_argument(
        "--deterministic",
        type=int,
        metavar="NODES",
        help="set ARENA_NODES=NODES for the bots (fixed search budget)",
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="referee option (repeatable)",
    )
    parser.add_argument(
        "--time-factor",
        type=float,
        default=1.0,
        help="multiply every time limit (e.g. 3 on a loaded machine; default 1)",
    )


def parse_options(words: Sequence[str]) -> dict[str, str]:
    options = {}
    for word in words:
        key, separator, value = word.partition("=")
        if not separator or not key:
            raise UsageError(f"--option: expected KEY=VALUE, got {word!r}")
        options[key] = value
    return options


class Progress:
    """A one-line progress bar on stderr (a line per tenth when stderr is not a terminal)."""

    def __init__(self, total: int) -> None:
        self.total = total
        self.done = 0
        self.started = time.perf_counter()
        self.interactive = sys.stderr.isatty()

    def advance(self, status: str) -> None:
        self.done += 1
        width = 30
        filled = width * self.done // self.total
        elapsed = time.perf_counter() - self.started
        text = (
            f"[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} games"
            f"  {elapsed:.0f}s  {status}"
        )
        if self.interactive:
            sys.stderr.write(
                "\r" + text + "\x1b[K" + ("\n" if self.done == self.total else "")
            )
        elif self.done == self.total or self.done % max(1, self.total // 10) == 0:
            sys.stderr.write(text + "\n")
        sys.stderr.flush()


@dataclass
class MatchSettings:
    arena: Arena
    referee: RefereeModule
    options: dict[str, str]
    nodes: int | None
    time_factor: float
    jobs: int


def run_games(
    settings: MatchSettings,
    commands: Sequence[str],
    games: Sequence[ScheduledGame],
    out: Path,
    keep_transcript: Callable[[int], bool] = lambda bot: True,
    prefix: str = "",
    stop: Callable[[list[BotStats]], bool] | None = None,
) -> tuple[list[BotStats], int]:
    """Play `games`, write their transcripts and `games.tsv` (names start with `prefix`)
    under `out`; returns the stats per bot and the number of games that could not be
    played (referee errors). `stop(stats)`, asked after every whole rotation group of
    games, ends the match early (games then in progress finish uncounted)."""
    out.mkdir(parents=True, exist_ok=True)
    labels = [BOT_LABELS[index] for index in range(len(commands))]
    stats = [BotStats(label, command) for label, command in zip(labels, commands)]
    progress = Progress(len(games))
    errors = 0

    def play(game: ScheduledGame) -> GameRecord:
        seat_commands = [commands[bot] for bot in game.seating]
        return play_game(
            settings.referee,
            game.seed,
            settings.options,
            seat_commands,
            nodes=settings.nodes,
            time_factor=settings.time_factor,
            limits=Limits(settings.arena.first_turn_time, settings.arena.turn_time),
        )

    with (
        open(out / f"{prefix}games.tsv", "w", encoding="utf-8") as table,
        ThreadPoolExecutor(max_workers=max(1, settings.jobs)) as pool,
    ):
        table.write("game\tseed\tseats\tscores\tsummary\tfaults\n")
        futures = {pool.submit(play, game): game for game in games}
        try:
            for future in as_completed(futures):
                game = futures[future]
                try:
                    record = future.result()
                except FileNotFoundError as error:
                    pool.shutdown(cancel_futures=True)
                    raise UsageError(
                        f"BOT: cannot start {error.filename!r}: {error.strerror}"
                    ) from None
                except Exception as error:
                    # A referee bug or a bad --option: the other games would fail alike.
                    errors += 1
                    sys.stderr.write(
                        f"\ngame {game.index + 1}: referee error: {error!r}\n"
                    )
                    traceback.print_exception(error, file=sys.stderr)
                    sys.stderr.write("stopping after the games in progress\n")
                    pool.shutdown(cancel_futures=True)
                    break
                seat_labels = [labels[bot] for bot in game.seating]
                crashes = crash_tracebacks(record)
                for seat, bot in enumerate(game.seating):
                    stats[bot].add_game(seat, record)
                    if keep_transcript(bot):
                        name = f"{prefix}game-{game.index + 1:04d}-seat{seat}-{labels[bot]}.txt"
                        write_transcript(
                            out / name,
                            _transcript(settings, record, seat, crashes),
                        )
                _report_faults(game, record, seat_labels, crashes)
                table.write(_games_row(game, record, seat_labels))
                table.flush()
                progress.advance(
                    "  ".join(f"{bot.label} {100 * _points(bot):.0f}%" for bot in stats)
                )
                group = math.factorial(len(commands))  # every seat order once
                if stop and stats[0].games % group == 0 and stop(stats):
                    pool.shutdown(wait=False, cancel_futures=True)
                    break
        except KeyboardInterrupt:
            sys.stderr.write("\ninterrupted: finishing the games in progress\n")
            pool.shutdown(cancel_futures=True)
            raise
    return stats, errors


def _points(bot: BotStats) -> float:
    return fmean(bot.points) if bot.points else 0.0


class Crash(NamedTuple):
    traceback: list[str]  # as the sources spell it
    mapped: bool  # a bundle's, read through its source map


def crash_tracebacks(record: GameRecord) -> dict[int, Crash]:
    """Per crashed seat, its traceback (a bundle's through its source map); each crash
    fault's message gains where it failed."""
    crashes = {}
    for fault in record.runner_faults:
        if fault.kind != "crash":
            continue
        mapping = bundle_map(record.commands[fault.seat])
        traceback = source_traceback(_crash_stderr(record, fault), mapping)
        location = crash_location(traceback)
        if location is not None:
            fault.message += f": {location}"
        crashes[fault.seat] = Crash(traceback, mapping is not None)
    return crashes


def _crash_stderr(record: GameRecord, fault: Fault) -> list[str]:
    """What the bot wrote to stderr at its crash, or its last lines when the turn is
    not known."""
    turns = record.turns[fault.seat]
    at_crash = [turn for turn in turns if turn.number == fault.turn]
    if at_crash and at_crash[0].stderr:
        return list(at_crash[0].stderr)
    return [line for turn in turns for line in turn.stderr][-20:]


def _games_row(game: ScheduledGame, record: GameRecord, seat_labels: list[str]) -> str:
    faults = "; ".join(f.describe(seat_labels[f.seat]) for f in record.faults)
    scores = " ".join(f"{score:g}" for score in record.outcome.scores)
    return (
        f"{game.index + 1}\t{game.seed}\t{' '.join(seat_labels)}\t{scores}\t"
        f"{record.outcome.summary}\t{faults}\n"
    )


def _report_faults(
    game: ScheduledGame,
    record: GameRecord,
    seat_labels: list[str],
    crashes: dict[int, Crash],
) -> None:
    for fault in record.faults:
        who = f"game {game.index + 1} seat {fault.seat} ({seat_labels[fault.seat]})"
        sys.stderr.write(f"\n{fault.describe(who)}\n")
        if fault.kind == "crash":
            traceback = crashes[fault.seat].traceback if fault.seat in crashes else []
            sys.stderr.write(
                "".join(f"    | {line}\n" for line in traceback) or "    (no stderr)\n"
            )


def _transcript(
    settings: MatchSettings,
    record: GameRecord,
    seat: int,
    crashes: dict[int, Crash],
) -> Transcript:
    arena = settings.arena
    faults = [f.describe(f"seat {f.seat}") for f in record.faults]
    comments = []
    if seat in crashes and crashes[seat].mapped:
        # The stderr of each turn is kept verbatim; this is the crash as sources read.
        comments = ["traceback through the source map:", *crashes[seat].traceback]
    scores = " ".join(f"{score:g}" for score in record.outcome.scores)
    return Transcript(
        arena=arena.name,
        referee=arena.referee,
        seat=seat,
        seats=len(record.commands),
        seed=record.seed,
        bot=record.commands[seat],
        nodes=settings.nodes,
        options=settings.options,
        limits=(
            f"first turn {arena.first_turn_time * 1000:g} ms, then {arena.turn_time * 1000:g} ms"
            + (f" (x{settings.time_factor:g})" if settings.time_factor != 1 else "")
        ),
        players=list(record.commands),
        result=f"scores {scores}; {record.outcome.summary}",
        faults=faults,
        turns=record.turns[seat],
        comments=comments,
    )


def match_settings(args: argparse.Namespace) -> MatchSettings:
    arena = load_project().arena(args.arena)
    return MatchSettings(
        arena=arena,
        referee=load_referee(arena.referee),
        options=parse_options(args.option),
        nodes=args.deterministic,
        time_factor=args.time_factor,
        jobs=args.jobs,
    )
