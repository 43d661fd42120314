"""Playing a match's games on an executor (this machine's threads or a Dask cluster) with one
loop for both: games go out as tasks, and each result is taken as it comes back, written
(transcripts, `games.tsv`, `workers.tsv`, the journal) and counted.

A game lost with its worker (the executor says which errors mean that) is played again and
counted once; a bot's own crash or timeout is part of its game and counts against it. The
journal (`bundler.arena.journal`) makes a match resumable: `resume` plays only the games
it does not hold, and the files are rewritten from it first.
"""

from __future__ import annotations

import itertools
import math
import queue
import sys
import traceback
from concurrent.futures import Future
from pathlib import Path
from typing import Callable, Iterable, Sequence, TextIO, TypeVar

from .executors import (
    Bot,
    BotNotFound,
    GameExecutor,
    GameTask,
    LOCAL_WORKER,
    PlayedGame,
    bot_of,
)
from .games import (
    BOT_LABELS,
    MatchSettings,
    Progress,
    _games_row,
    _points,
    _report_faults,
    _transcript,
    crash_tracebacks,
)
from .journal import Journal, JournalEntry, match_description
from .referees.base import Limits
from .schedule import ScheduledGame
from .statistics import BotStats
from .transcript import write_transcript
from ..config import UsageError

# A game whose worker went away is played again, up to this many tries in all.
MAX_TRIES = 3
WORKERS_HEADER = "game\tworker\tseconds\n"
Game = TypeVar("Game")


def run_match(
    settings: MatchSettings,
    commands: Sequence[str],
    games: Sequence[ScheduledGame],
    out: Path,
    executor: GameExecutor,
    ship_bots: bool = False,
    stop: Callable[[list[BotStats]], bool] | None = None,
    resume: bool = False,
) -> tuple[list[BotStats], int]:
    """Play `games` on `executor`, write their transcripts, `games.tsv`, `workers.tsv` (who
    played each game) and the journal under `out`; returns the stats per bot and the
    number of games that could not be played (referee errors). With `ship_bots`, one-file
    bots travel with their tasks. `stop(stats)`, asked after every whole rotation group,
    ends the match early: games not finished then are cancelled, uncounted."""
    out.mkdir(parents=True, exist_ok=True)
    labels = [BOT_LABELS[index] for index in range(len(commands))]
    stats = [BotStats(label, command) for label, command in zip(labels, commands)]
    bots = tuple(bot_of(command, ship_bots) for command in commands)
    description = match_description(
        settings.arena.name,
        settings.arena.referee,
        commands,
        settings.options,
        settings.nodes,
        settings.time_factor,
        configured_limits(settings),
    )
    journal = Journal(out / "journal.jsonl", description, resume)
    journal.keep_scheduled(list(games))
    group_size = math.factorial(len(commands))  # every seat order once

    with (
        open(out / "games.tsv", "w", encoding="utf-8") as table,
        open(out / "workers.tsv", "w", encoding="utf-8") as workers,
    ):
        table.write("game\tseed\tseats\tscores\tsummary\tfaults\n")
        workers.write(WORKERS_HEADER)
        for entry in journal.entries:
            _count(entry, stats, labels, table, workers)
        finished = {entry.game.index for entry in journal.entries}
        missing = [game for game in games if game.index not in finished]
        if resume:
            sys.stderr.write(
                f"resuming: {len(finished)} games done, {len(missing)} to play\n"
            )
        progress = Progress(len(games))
        progress.done = len(finished)

        def record(game: ScheduledGame, played: PlayedGame) -> bool:
            crashes = crash_tracebacks(played.record)
            seat_labels = [labels[bot] for bot in game.seating]
            for seat, bot in enumerate(game.seating):
                name = f"game-{game.index + 1:04d}-seat{seat}-{labels[bot]}.txt"
                write_transcript(
                    out / name, _transcript(settings, played.record, seat, crashes)
                )
            _report_faults(game, played.record, seat_labels, crashes)
            journal.add(game, played)
            _count(journal.entries[-1], stats, labels, table, workers)
            progress.advance(
                "  ".join(f"{bot.label} {100 * _points(bot):.0f}%" for bot in stats)
            )
            return decided()

        def decided() -> bool:
            whole_groups = stats[0].games % group_size == 0
            return stop is not None and whole_groups and stop(stats)

        try:
            errors = 0
            if not (finished and decided()):
                errors = play_games(
                    executor,
                    missing,
                    lambda game: game_task(settings, bots, game),
                    record,
                    lambda game: game.index + 1,
                )
        except KeyboardInterrupt:
            sys.stderr.write(
                f"\ninterrupted: {len(journal.entries)} finished games kept;"
                f" `--resume {out}` plays the rest\n"
            )
            raise
        finally:
            journal.close()
    return stats, errors


def configured_limits(settings: MatchSettings) -> Limits:
    return Limits(settings.arena.first_turn_time, settings.arena.turn_time)


def game_task(
    settings: MatchSettings, bots: Sequence[Bot], game: ScheduledGame
) -> GameTask:
    """The task of `game` between `bots` (by bot index; the game seats them)."""
    return GameTask(
        referee=settings.arena.referee,
        seed=game.seed,
        options=settings.options,
        bots=tuple(bots[bot] for bot in game.seating),
        nodes=settings.nodes,
        time_factor=settings.time_factor,
        limits=configured_limits(settings),
    )


def play_games(
    executor: GameExecutor,
    games: Iterable[Game],
    task: Callable[[Game], GameTask],
    record: Callable[[Game, PlayedGame], bool],
    number: Callable[[Game], int],
) -> int:
    """Play `games` in order on `executor`, keeping its slots busy, and `record` each as it
    ends; once `record` answers True the games not finished are cancelled. Returns the
    number of games that failed with a referee error (then the rest are cancelled)."""
    results: queue.Queue[Future] = queue.Queue()
    running: dict[Future, tuple[Game, int]] = {}
    waiting = iter(games)

    def submit(game: Game, tries: int) -> None:
        future = executor.submit(task(game))
        running[future] = (game, tries)
        future.add_done_callback(results.put)

    def fill_slots() -> None:
        # Twice the slots: a slot finds its next game already there, and a decision
        # (the SPRT's) has only that many games to cancel, not the whole match.
        wanted = 2 * executor.slots() - len(running)
        for game in itertools.islice(waiting, max(0, wanted)):
            submit(game, 1)

    try:
        fill_slots()
        while running:
            future = results.get()
            game, tries = running.pop(future)
            try:
                played = future.result()
            except BotNotFound as error:
                where = "" if error.worker == LOCAL_WORKER else f" on {error.worker}"
                raise UsageError(
                    f"BOT: cannot start {error.filename!r}{where}: {error.reason}"
                ) from None
            except Exception as error:
                if executor.is_lost(error) and tries < MAX_TRIES:
                    sys.stderr.write(
                        f"\ngame {number(game)}: lost with its worker"
                        f" ({type(error).__name__}); playing it again\n"
                    )
                    submit(game, tries + 1)
                    continue
                # A referee bug or a bad --option: the other games would fail alike.
                sys.stderr.write(f"\ngame {number(game)}: referee error: {error!r}\n")
                traceback.print_exception(error, file=sys.stderr)
                sys.stderr.write("stopping after the games in progress\n")
                return 1
            if record(game, played):
                break
            fill_slots()
    finally:
        # Decided, failed or interrupted: what is still out is not wanted.
        executor.cancel(running)
    return 0


def _count(
    entry: JournalEntry,
    stats: list[BotStats],
    labels: list[str],
    table: TextIO,
    workers: TextIO,
) -> None:
    """Add a finished game to the stats and to `games.tsv` and `workers.tsv`."""
    game, played = entry.game, entry.played
    for seat, bot in enumerate(game.seating):
        stats[bot].add_game(seat, played.record)
    table.write(_games_row(game, played.record, [labels[bot] for bot in game.seating]))
    table.flush()
    workers.write(f"{game.index + 1}\t{played.worker}\t{played.seconds:.3f}\n")
    workers.flush()
