"""A game as the viewer shows it: transcripts in, a list of frames out.

A frame is the board after one action of the game (frame 0 is the start), with what led
there: the move, who made it and the bots' answers behind it (their times and limits).
Boards are plain strings, one character per cell, top row first, so that the page can
hold hundreds of frames in a few kilobytes and draw each one by changing a few attributes.

One transcript is one bot's view of a game; the transcripts of several seats of the same
game are merged. Each arena module under `boards/` walks the game the way its referee
does, taking every move from the mover's answer or, when the mover's transcript is not
given, from what the next bot was told; python-chess and the referees decide everything
that is a rule.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from bundler.arena.transcript import Transcript
from bundler.arena.turns import Turn


class ViewError(ValueError):
    """Transcripts that cannot be shown as one game; the message says why."""


@dataclass(frozen=True)
class Answer:
    """One answer of one bot, as its transcript recorded it."""

    seat: int
    turn: int  # the transcript's turn number
    line: str | None  # None when the bot gave no answer (timeout, crash, ...)
    elapsed: float | None  # seconds
    limit: float | None  # seconds
    status: str  # as in the transcript: answered, timeout, crash, early-output
    stderr: tuple[str, ...] = ()  # what the bot wrote to stderr during the turn

    @classmethod
    def of(cls, seat: int, turn: Turn) -> Answer:
        return cls(
            seat,
            turn.number,
            turn.answer,
            turn.elapsed,
            turn.time_limit,
            turn.status,
            turn.stderr,
        )


@dataclass
class Frame:
    board: str  # one character per cell, top row first; the arena module says what they mean
    move: str = ""  # what happened, for people: "Nf3", "column 4", "r is out"
    seat: int | None = None  # who acted; None for the start or the module's own plies
    marks: dict[str, list[str]] = field(default_factory=dict)  # mark name -> cells
    answers: list[Answer] = field(default_factory=list)
    note: str = ""  # e.g. "denied: ...", "inferred from the result"
    stderr: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Layout:
    """How the page draws an arena's boards."""

    # the page's drawing: "squares" (a checkered board; letters without a glyph of
    # their own are chess pieces), "cells" (plain cells) or "chips" (a Connect 4
    # frame, chips coloured by seat)
    kind: str
    columns: str  # column names, left to right
    rows: str  # row names, top to bottom
    seat_names: tuple[str, ...]  # e.g. ("white", "black") or ("r", "g", "b")
    seat_roles: tuple[str, ...] = ()  # per seat, shown beside its name in the players
    glyphs: dict[str, str] = field(default_factory=dict)  # cell value -> text drawn
    colours: dict[str, str] = field(
        default_factory=dict
    )  # cell value -> its glyph's fill


@dataclass
class GameView:
    arena: str
    seed: int
    players: list[str]
    seats_recorded: list[int]
    result: str
    faults: list[str]
    layout: Layout
    frames: list[Frame]  # frame 0 is the start; its answers are the set-up turns

    @property
    def title(self) -> str:
        return f"{self.arena}, seed {self.seed}"


@dataclass
class RecordedGame:
    """The transcripts of one game, by seat, and what all of them share."""

    seats: dict[int, Transcript]

    @property
    def any(self) -> Transcript:
        return next(iter(self.seats.values()))

    @property
    def summary(self) -> str:
        """The referee's summary: the result line without its scores."""
        return self.any.result.partition("; ")[2]

    def turn_queues(self) -> dict[int, deque[Turn]]:
        """Per given seat, the turns it was really sent (a bot already out is skipped,
        not prompted), to be taken in order as the game goes."""
        return {
            seat: deque(turn for turn in transcript.turns if turn.status != "skipped")
            for seat, transcript in self.seats.items()
        }


def next_turn(queues: dict[int, deque[Turn]], seat: int) -> Turn:
    if not queues[seat]:
        raise ViewError(f"seat {seat}'s transcript ends before the game does")
    return queues[seat].popleft()


def game_key(transcript: Transcript) -> tuple:
    """What every transcript of one game has in common."""
    return (
        transcript.arena,
        transcript.referee,
        transcript.seed,
        tuple(sorted(transcript.options.items())),
        tuple(transcript.players),
        transcript.result,
        tuple(transcript.faults),
    )


def group_games(transcripts: Sequence[Transcript]) -> list[RecordedGame]:
    """Transcripts of the same game, in the order given. Two games can share every header
    line (the same deterministic bots in both seat orders), so a seat that repeats starts a
    new game: `play` names files game by game, seat by seat."""
    games: list[RecordedGame] = []
    open_games: dict[tuple, RecordedGame] = {}
    for transcript in transcripts:
        key = game_key(transcript)
        game = open_games.get(key)
        if game is None or transcript.seat in game.seats:
            game = RecordedGame({})
            games.append(game)
            open_games[key] = game
        game.seats[transcript.seat] = transcript
    return games


def page_name(transcript: Transcript) -> str:
    """`game-0003` for `game-0003-seat1-B.txt`: the file name without seat and bot."""
    stem = Path(transcript.path).stem if transcript.path else "game"
    head, separator, _ = stem.rpartition("-seat")
    return head if separator else stem
