"""A match's journal: one JSON line per finished game, written as each game ends, so that an
interrupted match resumes where it stopped (`play --resume DIR`) and plays only the games
it is missing.

The first line describes the match (arena, referee, bots with a digest of each one-file bot,
options, nodes, limits); a resumed match must be the same match. Each later line is one
game: its number, seed and seating, the worker that played it, and what the results need
(scores, summary, faults, answer times). The game itself is in its transcripts; the
journal's line is written last, so a game whose line is missing is played again.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence, TextIO

from .executors import PlayedGame, bot_of
from .match import GameRecord
from .referees.base import Fault, Limits, Outcome
from .schedule import ScheduledGame
from .turns import Turn
from ..config import UsageError

VERSION = 1


@dataclass(frozen=True)
class JournalEntry:
    game: ScheduledGame
    played: PlayedGame


def match_description(
    arena: str,
    referee: str,
    commands: Sequence[str],
    options: dict[str, str],
    nodes: int | None,
    time_factor: float,
    limits: Limits,
) -> dict[str, Any]:
    """What makes a match this match: a one-file bot by its text too (whether or not
    it travels: a match started here may be resumed on a cluster)."""
    files = [bot_of(command, ship=True).shipped for command in commands]
    return {
        "journal": VERSION,
        "arena": arena,
        "referee": referee,
        "bots": list(commands),
        "bot files": [file and file.digest for file in files],
        "options": options,
        "nodes": nodes,
        "time factor": time_factor,
        "limits": [limits.first_turn, limits.turn],
    }


class Journal:
    """The journal file of one match, open for appending."""

    def __init__(self, path: Path, description: dict[str, Any], resume: bool) -> None:
        self.path = path
        self.entries: list[JournalEntry] = []
        if resume:
            if not path.is_file():
                raise UsageError(f"--resume: no match to resume ({path} not found)")
            self._read(description)
        self.file: TextIO = open(path, "a" if resume else "w", encoding="utf-8")
        if not resume:
            self._write(description)

    def keep_scheduled(self, games: list[ScheduledGame]) -> None:
        """Keep the entries of `games` (a resumed match may ask for fewer); each must be
        the game of that number: same seed, same seating."""
        by_index = {game.index: game for game in games}
        kept = []
        for entry in self.entries:
            scheduled = by_index.get(entry.game.index)
            if scheduled is None:
                continue
            if scheduled != entry.game:
                raise UsageError(
                    f"--resume: game {entry.game.index + 1} in {self.path} has seed"
                    f" {entry.game.seed}, seating {entry.game.seating}; this match's has"
                    f" {scheduled.seed}, {scheduled.seating} (another --seed?)"
                )
            kept.append(entry)
        self.entries = kept

    def add(self, game: ScheduledGame, played: PlayedGame) -> None:
        self.entries.append(JournalEntry(game, played))
        self._write(_entry_fields(game, played))

    def close(self) -> None:
        self.file.close()

    def _write(self, fields: dict[str, Any]) -> None:
        self.file.write(json.dumps(fields, ensure_ascii=False) + "\n")
        self.file.flush()

    def _read(self, description: dict[str, Any]) -> None:
        lines = self.path.read_text(encoding="utf-8").splitlines()
        try:
            recorded = json.loads(lines[0]) if lines else None
        except json.JSONDecodeError:
            recorded = None
        if recorded != description:
            differences = sorted(
                key
                for key in description
                if not isinstance(recorded, dict)
                or recorded.get(key) != description[key]
            )
            raise UsageError(
                f"--resume: {self.path} is another match (differs in:"
                f" {', '.join(differences)}); resume with the command that started it"
            )
        for line in lines[1:]:
            try:
                self.entries.append(_entry(json.loads(line)))
            except (json.JSONDecodeError, KeyError, TypeError):
                break  # the last line, cut by the interruption: that game is replayed
        # Rewrite without a cut line, so that appending continues on a clean line.
        self.path.write_text(
            "".join(
                json.dumps(fields, ensure_ascii=False) + "\n"
                for fields in [
                    description,
                    *(_entry_fields(e.game, e.played) for e in self.entries),
                ]
            ),
            encoding="utf-8",
        )


def _entry_fields(game: ScheduledGame, played: PlayedGame) -> dict[str, Any]:
    record = played.record
    return {
        "game": game.index + 1,
        "group": game.group,
        "seed": game.seed,
        "seating": list(game.seating),
        "worker": played.worker,
        "seconds": round(played.seconds, 3),
        "start position": record.start_position,
        "commands": record.commands,
        "scores": record.outcome.scores,
        "summary": record.outcome.summary,
        "runner faults": [_fault_fields(fault) for fault in record.runner_faults],
        "referee faults": [_fault_fields(fault) for fault in record.outcome.faults],
        "exit statuses": record.exit_statuses,
        "answer times": [
            [turn.elapsed for turn in turns if turn.elapsed is not None]
            for turns in record.turns
        ],
    }


def _fault_fields(fault: Fault) -> list[Any]:
    return [fault.seat, fault.kind, fault.message, fault.turn]


def _entry(fields: dict[str, Any]) -> JournalEntry:
    """A journal line back as a game and its record; the record's turns carry only their
    answer times (what the statistics read), the transcripts keep the rest."""
    game = ScheduledGame(
        index=fields["game"] - 1,
        group=fields["group"],
        seed=fields["seed"],
        seating=tuple(fields["seating"]),
    )
    record = GameRecord(
        seed=fields["seed"],
        start_position=fields["start position"],
        commands=fields["commands"],
        turns=[
            [
                Turn(number, (), None, elapsed=elapsed)
                for number, elapsed in enumerate(times, 1)
            ]
            for times in fields["answer times"]
        ],
        outcome=Outcome(
            fields["scores"],
            fields["summary"],
            [Fault(*fault) for fault in fields["referee faults"]],
        ),
        runner_faults=[Fault(*fault) for fault in fields["runner faults"]],
        exit_statuses=fields["exit statuses"],
    )
    return JournalEntry(game, PlayedGame(record, fields["worker"], fields["seconds"]))
