"""Where a match's games are played, and what travels with each game.

A game is a `GameTask`: the referee's name and settings, and each seat's bot. A bot that is
one file (a paste-ready bundle, a script) travels as that file's text, so the machine that
plays it needs nothing of the project; any other command (`python -m mybot`) runs as it is
and needs the project's files where it runs. `play_task` plays one task wherever it runs.

An executor runs tasks and hands back futures (`concurrent.futures` or Dask's, which share
`result`, `cancel` and `add_done_callback`): `LocalExecutor` on this machine's threads
(`--jobs`), `bundler.arena.cluster.DaskExecutor` on a cluster's workers. The match runner
(`bundler.arena.runner`) is the same for both.
"""

from __future__ import annotations

import hashlib
import os
import shlex
import tempfile
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Protocol

from .arenas import load_referee
from .match import GameRecord, play_game
from .referees.base import Limits

LOCAL_WORKER = "local"


@dataclass(frozen=True)
class ShippedFile:
    """A bot's one file, carried with its task: `path` is the file as the client names it
    (absolute), so that tracebacks read the same wherever the bot ran."""

    word: str  # the command's word naming the file, as the user wrote it
    path: str
    text: str

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.text.encode()).hexdigest()[:16]


@dataclass(frozen=True)
class Bot:
    command: str  # as the user wrote it: the transcripts and reports name it so
    shipped: ShippedFile | None = None


@dataclass(frozen=True)
class GameTask:
    """Everything one game needs, for any machine with arena-bundler[arena] and Python."""

    referee: str  # a name `load_referee` knows
    seed: int
    options: dict[str, str]
    bots: tuple[Bot, ...]  # per seat
    nodes: int | None
    time_factor: float
    limits: Limits


@dataclass(frozen=True)
class PlayedGame:
    record: GameRecord
    worker: str  # which worker played it (`local` on this machine's threads)
    seconds: float  # wall time of the game on its worker


class BotNotFound(Exception):
    """A bot's program could not be started at all: the match cannot go on."""

    def __init__(self, filename: str, reason: str, worker: str) -> None:
        super().__init__(filename, reason, worker)
        self.filename, self.reason, self.worker = filename, reason, worker


def bot_of(command: str, ship: bool) -> Bot:
    """The bot for `command`; with `ship`, the first `.py` file it names travels along."""
    if ship:
        for word in shlex.split(command):
            path = Path(word)
            if path.suffix == ".py" and path.is_file():
                text = path.read_text(encoding="utf-8")
                return Bot(command, ShippedFile(word, str(path.resolve()), text))
    return Bot(command)


def play_task(task: GameTask, worker: str) -> PlayedGame:
    """Play one game here; shipped files are written to this machine's temp folder first."""
    started = time.perf_counter()
    commands = [_runnable_command(bot) for bot in task.bots]
    try:
        record = play_game(
            load_referee(task.referee),
            task.seed,
            task.options,
            commands,
            nodes=task.nodes,
            time_factor=task.time_factor,
            limits=task.limits,
        )
    except FileNotFoundError as error:
        raise BotNotFound(str(error.filename), error.strerror, worker) from None
    record.commands = [bot.command for bot in task.bots]
    for bot, turns in zip(task.bots, record.turns):
        for turn in turns:
            if turn.answer is not None:
                # Plain text travels back (an `Answer` cannot be pickled); its time is
                # the turn's `elapsed`.
                turn.answer = str(turn.answer)
            if bot.shipped is not None:
                local = str(_shipped_path(bot.shipped))
                turn.stderr = tuple(
                    line.replace(local, bot.shipped.path) for line in turn.stderr
                )
    return PlayedGame(record, worker, time.perf_counter() - started)


def _runnable_command(bot: Bot) -> str:
    if bot.shipped is None:
        return bot.command
    path = _shipped_path(bot.shipped)
    if not path.is_file():
        # Written under a name of its own first: games of this worker, or of another on
        # the same machine, may ship the same file at once.
        path.parent.mkdir(parents=True, exist_ok=True)
        writer = f"{os.getpid()}.{threading.get_ident()}"
        partial = path.with_name(f"{path.name}.{writer}.partial")
        partial.write_text(bot.shipped.text, encoding="utf-8")
        partial.replace(path)
    words = shlex.split(bot.command)
    words[words.index(bot.shipped.word)] = str(path)
    return shlex.join(words)


def _shipped_path(shipped: ShippedFile) -> Path:
    """Same text, same file: a worker writes each bot once, whatever its games."""
    folder = Path(tempfile.gettempdir()) / "arena-bundler-bots" / shipped.digest
    return folder / Path(shipped.path).name


class GameExecutor(Protocol):
    def submit(self, task: GameTask) -> Future:
        """Start playing `task`; the future's result is a `PlayedGame`."""

    def slots(self) -> int:
        """How many games it plays at once now."""

    def is_lost(self, error: BaseException) -> bool:
        """Whether a game failed with `error` because its worker went away (to be played
        again), rather than in the game itself."""

    def cancel(self, futures: Iterable[Future]) -> None:
        """Drop these games: those not started never start."""

    def close(self) -> None:
        """Release the executor once the match is over."""


class LocalExecutor:
    """`jobs` games at a time on this machine; games that are running when the match ends
    run to their end (uncounted), as their bots must exit cleanly."""

    def __init__(self, jobs: int) -> None:
        self.jobs = max(1, jobs)
        self.pool = ThreadPoolExecutor(max_workers=self.jobs)

    def submit(self, task: GameTask) -> Future:
        return self.pool.submit(play_task, task, LOCAL_WORKER)

    def slots(self) -> int:
        return self.jobs

    def is_lost(self, error: BaseException) -> bool:
        return False  # this machine's threads do not go away

    def cancel(self, futures: Iterable[Future]) -> None:
        for future in futures:
            future.cancel()

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)
