"""Transcripts: what one bot was told and answered in one game, as plain, diffable text.

One file per bot per game. A header of `key: value` lines, a blank line, then one block
per prompt (a `Turn` of `bundler.arena.turns`) sent to that bot:

    arena-bundler transcript 1
    arena: chess960
    referee: chess960
    seat: 0 of 2
    seed: 7
    options: none
    limits: first turn 1000 ms, then 50 ms
    bot: python -m sources.chess960
    nodes: 5000
    player 0: python -m sources.chess960
    player 1: python -m sources.chess960.baselines random
    result: scores 2 0; white wins by checkmate

    turn 1  limit 1000 ms  answered in 31.406 ms
    < 2
    < crazyHouse 0
    < maxMoves 125
    ! reading the configuration
    > fen moves

    turn 2  limit none
    < A 123

Header keys: `seat` is this bot's seat and the number of seats; `seed` and `options` are the
referee's (`none` or `key=value` words); `limits` is the arena's nominal limits for humans
(the enforced limit is on every turn); `nodes` is the deterministic budget (`ARENA_NODES`)
or `none`; `player N` names every seat's command; `fault` lines (any number) name what went
wrong in the game.

A turn line is `turn N`, the limit (`none` when no answer is expected), `closes input` when
the bot's stdin was closed after the lines, then how it ended: `answered in T ms`,
`timeout`, `crash`, `early output` or `skipped` (the bot was already out); nothing for a
silent turn. `< ` marks each line sent, `! ` each line the bot wrote to stderr during the
turn, `> ` the answer, all verbatim to the end of the line (a bare `<`, `!` or `>` is an
empty line). Lines starting with `#` are comments (the runner puts a crashed bundle's
traceback there, through its source map; transcripts written before stderr was recorded
per turn hold a crashed bot's last stderr lines there) and blank lines separate turns.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from .turns import Turn

MAGIC = "arena-bundler transcript 1"

_TURN = re.compile(
    r"turn (?P<number>\d+)\s+limit (?:none|(?P<limit>\d+(?:\.\d+)?) ms)"
    r"(?P<closes>\s+closes input)?"
    r"(?:\s+(?:answered in (?P<elapsed>\d+(?:\.\d+)?) ms"
    r"|(?P<status>timeout|crash|early output|skipped)))?"
)
_SINGLE_KEYS = (
    "arena",
    "referee",
    "seat",
    "seed",
    "options",
    "limits",
    "bot",
    "nodes",
    "result",
)
_REQUIRED_KEYS = ("arena", "referee", "seat", "seed", "bot", "nodes")


class TranscriptError(ValueError):
    """Malformed transcript; the message starts with `file:line:`."""


@dataclass
class Transcript:
    arena: str
    referee: str
    seat: int
    seats: int
    seed: int
    bot: str
    nodes: int | None
    options: dict[str, str] = field(default_factory=dict)
    limits: str = ""
    players: list[str] = field(default_factory=list)
    result: str = ""
    faults: list[str] = field(default_factory=list)
    turns: list[Turn] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)
    path: Path | None = None


def format_transcript(transcript: Transcript) -> str:
    options = " ".join(f"{key}={value}" for key, value in transcript.options.items())
    out = [
        MAGIC,
        f"arena: {transcript.arena}",
        f"referee: {transcript.referee}",
        f"seat: {transcript.seat} of {transcript.seats}",
        f"seed: {transcript.seed}",
        f"options: {options or 'none'}",
        f"limits: {transcript.limits}",
        f"bot: {transcript.bot}",
        f"nodes: {'none' if transcript.nodes is None else transcript.nodes}",
    ]
    out += [
        f"player {seat}: {command}" for seat, command in enumerate(transcript.players)
    ]
    out.append(f"result: {transcript.result}")
    out += [f"fault: {fault}" for fault in transcript.faults]
    for turn in transcript.turns:
        out += ["", _turn_line(turn)]
        out += [f"< {line}" for line in turn.lines]
        out += [f"! {line}" for line in turn.stderr]
        if turn.answer is not None:
            out.append(f"> {turn.answer}")
    if transcript.comments:
        out.append("")
        out += [f"# {comment}" for comment in transcript.comments]
    return "\n".join(out) + "\n"


def _turn_line(turn: Turn) -> str:
    limit = (
        "none" if turn.time_limit is None else f"{_milliseconds(turn.time_limit)} ms"
    )
    words = [f"turn {turn.number}", f"limit {limit}"]
    if turn.close_input:
        words.append("closes input")
    if turn.status == "answered":
        words.append(f"answered in {turn.elapsed * 1000:.3f} ms")
    elif turn.status != "silent":
        words.append(turn.status.replace("-", " "))
    return "  ".join(words)


def _milliseconds(seconds: float) -> str:
    return f"{seconds * 1000:.3f}".rstrip("0").rstrip(".")


def write_transcript(path: Path, transcript: Transcript) -> None:
    path.write_text(format_transcript(transcript), encoding="utf-8")


def read_transcript(path: Path) -> Transcript:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise TranscriptError(f"{path}:1: not UTF-8 text ({error.reason})") from None
    return parse_transcript(text, path)


def parse_transcript(text: str, path: Path | str = "<transcript>") -> Transcript:
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()

    def fail(line_number: int, message: str) -> TranscriptError:
        return TranscriptError(f"{path}:{line_number}: {message}")

    if not lines or lines[0] != MAGIC:
        raise fail(1, f"expected {MAGIC!r} as the first line")
    header: dict[str, str] = {}
    header_lines: dict[str, int] = {}
    players: list[str] = []
    faults: list[str] = []
    index = 1
    while index < len(lines) and lines[index] != "":
        line_number = index + 1
        key, separator, value = lines[index].partition(": ")
        if not separator:
            raise fail(
                line_number,
                f"expected 'key: value' in the header, got {lines[index]!r}",
            )
        if key.startswith("player "):
            if key != f"player {len(players)}":
                raise fail(
                    line_number, f"expected 'player {len(players)}', got {key!r}"
                )
            players.append(value)
        elif key == "fault":
            faults.append(value)
        elif key in _SINGLE_KEYS:
            if key in header:
                raise fail(line_number, f"header key {key!r} repeated")
            header[key], header_lines[key] = value, line_number
        else:
            raise fail(line_number, f"unknown header key {key!r}")
        index += 1
    for key in _REQUIRED_KEYS:
        if key not in header:
            raise fail(index + 1, f"header has no {key!r} line")

    seat_match = re.fullmatch(r"(\d+) of (\d+)", header["seat"])
    if seat_match is None:
        raise fail(
            header_lines["seat"], f"expected 'seat: N of M', got {header['seat']!r}"
        )
    try:
        seed = int(header["seed"])
    except ValueError:
        raise fail(
            header_lines["seed"], f"seed is not an integer: {header['seed']!r}"
        ) from None
    nodes_text = header["nodes"]
    if nodes_text != "none" and not nodes_text.isdigit():
        raise fail(
            header_lines["nodes"], f"nodes must be an integer or 'none': {nodes_text!r}"
        )
    options: dict[str, str] = {}
    options_text = header.get("options", "none")
    if options_text != "none":
        for word in options_text.split():
            key, separator, value = word.partition("=")
            if not separator:
                raise fail(header_lines["options"], f"option {word!r} is not key=value")
            options[key] = value

    transcript = Transcript(
        arena=header["arena"],
        referee=header["referee"],
        seat=int(seat_match[1]),
        seats=int(seat_match[2]),
        seed=seed,
        bot=header["bot"],
        nodes=None if nodes_text == "none" else int(nodes_text),
        options=options,
        limits=header.get("limits", ""),
        players=players,
        result=header.get("result", ""),
        faults=faults,
        path=Path(path),
    )

    turn: Turn | None = None
    for index in range(index, len(lines)):
        line, line_number = lines[index], index + 1
        if line == "":
            continue
        if line.startswith("#"):
            transcript.comments.append(line[2:] if line.startswith("# ") else line[1:])
        elif line.startswith("turn "):
            turn = _parse_turn_line(line, line_number, fail)
            if turn.number != len(transcript.turns) + 1:
                expected = len(transcript.turns) + 1
                raise fail(
                    line_number, f"expected turn {expected}, got turn {turn.number}"
                )
            transcript.turns.append(turn)
        elif line[0] in "<>!":
            if line[1:2] not in ("", " "):
                raise fail(line_number, f"expected a space after {line[0]!r}")
            if turn is None:
                raise fail(line_number, f"{line[0]!r} line before the first turn line")
            content = line[2:]
            if line[0] == "!":
                turn.stderr += (content,)
            elif line[0] == "<":
                if turn.answer is not None:
                    raise fail(
                        line_number, "a line sent after the answer of the same turn"
                    )
                turn.lines += (content,)
            else:
                if turn.status != "answered":
                    raise fail(
                        line_number, f"an answer in a turn marked {turn.status!r}"
                    )
                if turn.answer is not None:
                    raise fail(line_number, "a second answer in the same turn")
                turn.answer = content
        else:
            raise fail(
                line_number,
                f"expected a turn, '< ', '! ', '> ' or '#' line, got {line!r}",
            )
    for turn in transcript.turns:
        if turn.status == "answered" and turn.answer is None:
            raise fail(
                turn.line_number,
                f"turn {turn.number} is marked answered but has no answer",
            )
    return transcript


def _parse_turn_line(line: str, line_number: int, fail) -> Turn:
    match = _TURN.fullmatch(line)
    if match is None:
        raise fail(line_number, f"malformed turn line {line!r}")
    limit = None if match["limit"] is None else float(match["limit"]) / 1000
    if match["elapsed"] is not None:
        status = "answered"
    elif match["status"] is not None:
        status = match["status"].replace(" ", "-")
    else:
        status = "silent"
    if limit is None and status in ("answered", "timeout"):
        raise fail(line_number, f"a turn without a limit cannot end as {status!r}")
    if limit is not None and status == "silent":
        raise fail(
            line_number,
            "a turn with a limit needs an outcome ('answered in T ms', ...)",
        )
    return Turn(
        number=int(match["number"]),
        lines=(),
        time_limit=limit,
        answer=None,
        elapsed=None if match["elapsed"] is None else float(match["elapsed"]) / 1000,
        status=status,
        close_input=match["closes"] is not None,
        line_number=line_number,
    )
