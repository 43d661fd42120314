"""Mutants of the golden transcripts' input streams, for `test_protocol_robustness.py`.

A *window* is a short, valid input stream cut from one golden transcript
(`tests/transcripts/<arena>/`): the lines a bot reads once (its colour, its ids, the chess960
configuration) followed by three consecutive prompts that want an answer (with the judge's
`A 999` status prompts between and after them; connect4's windows also hold every turn
before them, since its bot checks each turn against the one before). A prompt is the lines
the referee sends before it waits (the transcript's `<` lines of one turn) and the number of
answers it then expects. A window replays positions the bot really met in milliseconds,
where the whole game would take seconds; Lousy Chess, a one-shot program, has one prompt:
its whole input.

A *mutant* damages one window in one way (`KINDS`): a line cut mid-way, duplicated or
dropped, a field too many or too few, a non-integer where an integer goes, bytes that are
not UTF-8, CRLF line endings, an impossible position (FEN, rows, squares), an opponent move
that cannot have led to the position, or the end of input at any point (between lines or
inside one). Damage falls on the lines a bot reads once or on the first two answered
prompts, so that a whole prompt always follows it. A line repeated or dropped next to an
equal line counts from the first line that differs: no bot can tell the streams apart
before it. Every choice is drawn from `random.Random("<transcript>:<seed>")` (string seeds
do not depend on PYTHONHASHSEED): the same seed always gives the same mutants.

Each mutant carries its *verdict*, what the protocol allows the bot to make of it:
`VALID` (same answers as on the window), `REJECT` (the damaged prompt must not be answered),
`EITHER` (a cut line may still be valid, `12` cut to `1`) and `END` (the input ends: every
whole prompt before the end is answered as on the window, then a clean exit).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

import chess

from bundler.arena.transcript import read_transcript

GOLDEN = Path(__file__).resolve().parent / "transcripts"

VALID, REJECT, EITHER, END = "valid", "reject", "either", "end"
# Answered prompts in a window; damage falls before the last one.
ANSWERED_PROMPTS = 3
INTEGER = re.compile(r"-?\d+")
NOT_INTEGERS = ("x", "1.5", "+1", "1_0", "\u0663", "0x1", "NaN")
NOT_UTF8 = (b"\xff", b"\xc3(", b"\xed\xa0\x80", b"\x80\x80")


@dataclass(frozen=True)
class Prompt:
    lines: tuple[str, ...]
    answers: int  # answers the referee waits for after the last line


@dataclass(frozen=True)
class Window:
    name: str  # transcript file and prompt numbers, for messages
    prompts: tuple[Prompt, ...]
    init_prompts: int  # how many of them hold the lines read once
    # Damage falls on the lines read once and on prompts[damaged_from:damaged_to].
    damaged_from: int
    damaged_to: int

    @property
    def lines(self) -> list[str]:
        return [line for prompt in self.prompts for line in prompt.lines]

    @property
    def starts(self) -> list[int]:
        """The index of each prompt's first line (and the line count at the end)."""
        starts, total = [], 0
        for prompt in self.prompts:
            starts.append(total)
            total += len(prompt.lines)
        return starts + [total]

    def prompt_of(self, line: int) -> int:
        starts = self.starts
        return next(p for p in range(len(self.prompts)) if line < starts[p + 1])

    def damageable_lines(self) -> list[int]:
        starts = self.starts
        return [
            *range(starts[self.init_prompts]),
            *range(starts[self.damaged_from], starts[self.damaged_to]),
        ]

    def turn_prompts(self) -> Iterator[tuple[int, Prompt]]:
        """(first line, prompt) of each damageable prompt past the lines read once."""
        starts = self.starts
        for index in range(self.damaged_from, self.damaged_to):
            yield starts[index], self.prompts[index]

    def stream(self, ending: bytes = b"\n") -> tuple[bytes, ...]:
        return tuple(line.encode() + ending for line in self.lines)


@dataclass(frozen=True)
class Mutant:
    kind: str
    window: Window
    what: str  # what was changed, for messages
    # The stream: each line with its ending (the last may lack it).
    lines: tuple[bytes, ...]
    line_map: tuple[int | None, ...]  # window line -> mutant line; None: gone
    verdict: str
    # The first mutant line that differs from the window's (the lines before it are the
    # window's), and the window prompt it falls in; None: no damage (CRLF, end of input
    # between lines).
    damage: int | None = None
    damaged_prompt: int | None = None

    @property
    def data(self) -> bytes:
        return b"".join(self.lines)

    def answer_point(self, prompt: int) -> int | None:
        """Lines read when prompt `prompt` is whole in the mutant, None when its last line is
        gone or cut."""
        last = self.window.starts[prompt + 1] - 1
        mapped = self.line_map[last]
        if mapped is None or not self.lines[mapped].endswith(b"\n"):
            return None
        return mapped + 1

    def label(self) -> str:
        return f"{self.window.name}: {self.kind}: {self.what}"


@dataclass(frozen=True)
class Edit:
    """Window lines [start, end) replaced by `new` (text or raw bytes, without endings)."""

    start: int
    end: int
    new: tuple[str | bytes, ...]
    what: str


def edit(profile, window: Window, kind: str, change: Edit) -> Mutant:
    """The mutant one edit makes, with the verdict the arena gives it."""
    old = window.stream()
    new = tuple(
        (text if isinstance(text, bytes) else text.encode()) + b"\n"
        for text in change.new
    )
    # A line repeated or dropped next to an equal line is the same stream as one repeated
    # or dropped after it: move the edit to the first line that differs, since no bot can
    # tell the streams apart before it.
    if change.end == change.start and len(new) == 1:
        while change.start < len(old) and old[change.start] == new[0]:
            change = replace(change, start=change.start + 1, end=change.end + 1)
    elif change.end == change.start + 1 and not new:
        while change.end < len(old) and old[change.start] == old[change.end]:
            change = replace(change, start=change.start + 1, end=change.end + 1)
    verdict = profile.verdict(kind, window, change)
    lines = old[: change.start] + new + old[change.end :]
    shift = len(new) - (change.end - change.start)

    def mapped(index: int) -> int | None:
        if index < change.start:
            return index
        if index >= change.end:
            return index + shift
        return index if index - change.start < len(new) else None

    damaged_prompt = None
    inserted = change.start == change.end
    if change.start < len(old) and not (inserted and profile.self_framed_lines):
        # A line slipped in between two prompts damages the one it precedes, unless
        # every line says what it is (the judge).
        damaged_prompt = window.prompt_of(change.start)
    line_map = tuple(mapped(index) for index in range(len(old)))
    return Mutant(
        kind,
        window,
        change.what,
        lines,
        line_map,
        verdict,
        change.start,
        damaged_prompt,
    )


def pick(rng: random.Random, choices):
    choices = list(choices)
    return rng.choice(choices) if choices else None


def replaced(index: int, old: str, new: str | bytes) -> Edit:
    return Edit(index, index + 1, (new,), f"line {index + 1} {old!r} -> {new!r}")


# ---- the kinds of damage: (profile, window, rng) -> Edit, Mutant or None ----------------


def truncate_line(profile, window, rng):
    lines = window.lines
    index = pick(rng, (i for i in window.damageable_lines() if len(lines[i]) >= 2))
    if index is not None:
        return replaced(
            index, lines[index], lines[index][: rng.randrange(1, len(lines[index]))]
        )


def end_inside_line(profile, window, rng):
    lines = window.lines
    index = pick(rng, (i for i in range(len(lines)) if len(lines[i]) >= 2))
    if index is None:
        return None
    cut = lines[index][: rng.randrange(1, len(lines[index]))]
    what = f"input ends inside line {index + 1}, after {cut!r}"
    change = Edit(index, index + 1, (cut,), what)
    return Mutant(
        "end-inside-line",
        window,
        what,
        window.stream()[:index] + (cut.encode(),),
        tuple(i if i <= index else None for i in range(len(lines))),
        profile.verdict("end-inside-line", window, change),
        index,
        window.prompt_of(index),
    )


def end_of_input(profile, window, rng):
    lines = window.lines
    cut = rng.randrange(0, len(lines) + 1)
    what = f"input ends after line {cut}"
    return Mutant(
        "end-of-input",
        window,
        what,
        window.stream()[:cut],
        tuple(i if i < cut else None for i in range(len(lines))),
        profile.verdict("end-of-input", window, Edit(cut, len(lines), (), what)),
    )


def duplicate_line(profile, window, rng):
    lines = window.lines
    index = rng.choice(window.damageable_lines())
    what = f"line {index + 1} {lines[index]!r} twice"
    return Edit(index + 1, index + 1, (lines[index],), what)


def drop_line(profile, window, rng):
    lines = window.lines
    index = rng.choice(window.damageable_lines())
    return Edit(index, index + 1, (), f"line {index + 1} {lines[index]!r} dropped")


def extra_field(profile, window, rng):
    lines = window.lines
    index = rng.choice(window.damageable_lines())
    return replaced(
        index, lines[index], lines[index] + rng.choice((" 0", " x", " e2e4"))
    )


def missing_field(profile, window, rng):
    lines = window.lines
    index = rng.choice(window.damageable_lines())
    return replaced(index, lines[index], " ".join(lines[index].split()[:-1]))


def not_an_integer(profile, window, rng):
    lines = window.lines
    sites = [
        (index, position)
        for index in window.damageable_lines()
        for position, word in enumerate(lines[index].split())
        if INTEGER.fullmatch(word)
    ]
    if not sites:
        return None
    index, position = rng.choice(sites)
    words = lines[index].split()
    words[position] = rng.choice(NOT_INTEGERS)
    return replaced(index, lines[index], " ".join(words))


def not_utf8(profile, window, rng):
    lines = window.lines
    index = rng.choice(window.damageable_lines())
    raw = lines[index].encode()
    at = rng.randrange(0, len(raw) + 1)
    return replaced(index, lines[index], raw[:at] + rng.choice(NOT_UTF8) + raw[at:])


def crlf_endings(profile, window, rng):
    stream = window.stream(b"\r\n")
    line_map = tuple(range(len(stream)))
    return Mutant("crlf", window, "every line ends with CRLF", stream, line_map, VALID)


def bad_state(profile, window, rng):
    return pick(rng, profile.bad_states(window))


def illegal_move(profile, window, rng):
    return pick(rng, profile.illegal_moves(window))


KINDS: dict[str, Callable] = {
    "truncate": truncate_line,
    "end-inside-line": end_inside_line,
    "end-of-input": end_of_input,
    "duplicate": duplicate_line,
    "drop": drop_line,
    "extra-field": extra_field,
    "missing-field": missing_field,
    "not-integer": not_an_integer,
    "not-utf8": not_utf8,
    "crlf": crlf_endings,
    "bad-state": bad_state,
    "illegal-move": illegal_move,
}


def mutate(kind: str, profile, window: Window, rng: random.Random) -> Mutant | None:
    made = KINDS[kind](profile, window, rng)
    return edit(profile, window, kind, made) if isinstance(made, Edit) else made


# ---- windows ----------------------------------------------------------------------------


def golden_prompts(path: Path) -> list[Prompt]:
    """The transcript's prompts: each turn's `<` lines and the answers that follow them
    (Lousy Chess answers its one prompt with every later turn's line)."""
    prompts: list[Prompt] = []
    for turn in read_transcript(path).turns:
        answered = 1 if turn.answer is not None else 0
        if turn.lines:
            prompts.append(Prompt(tuple(turn.lines), answered))
        elif prompts:
            last = prompts[-1]
            prompts[-1] = Prompt(last.lines, last.answers + answered)
    return prompts


def game_windows(name, prompts, init_lines, from_first_turn, rng, count):
    """`count` windows of a game transcript. `init_lines`: how many lines of the first
    prompt are read once (None: the whole first prompt). A window holds three answered
    prompts and the prompts between and after them; damage falls on the first two and
    those between. `from_first_turn`: the window also holds every earlier turn (for a bot
    that checks each turn against the one before)."""
    if init_lines is None:
        init, turns = [prompts[0]], prompts[1:]
    else:
        first = prompts[0]
        init = [Prompt(first.lines[:init_lines], 0)]
        turns = [Prompt(first.lines[init_lines:], first.answers)] + prompts[1:]
    answered = [index for index, prompt in enumerate(turns) if prompt.answers]
    windows = []
    for _ in range(count):
        at = rng.randrange(max(1, len(answered) - ANSWERED_PROMPTS + 1))
        start = answered[at]
        last = answered[min(at + ANSWERED_PROMPTS, len(answered)) - 1]
        end = last + 1
        while end < len(turns) and not turns[end].answers:
            end += 1
        first = 0 if from_first_turn else start
        windows.append(
            Window(
                f"{name} prompts {first + 1}-{end}",
                tuple(init + turns[first:end]),
                len(init),
                len(init) + start - first,
                len(init) + last - first,
            )
        )
    return windows


# ---- arenas -------------------------------------------------------------------------------


def no_corruptions(window: Window) -> tuple[list, list]:
    return [], []


@dataclass(frozen=True)
class Profile:
    """What the sweep needs to know about one arena's protocol."""

    arena: str
    bot: str  # the package under sources/
    # Lines of the first prompt that are read once; None: the whole first prompt.
    init_lines: int | None
    # The bot may answer again after reporting bad input (a resync), or it stops.
    resyncs: bool = False
    # Every line says what it is (the judge): a line slipped in damages no other prompt.
    self_framed_lines: bool = False
    oneshot: bool = False
    # Windows start at the game's first turn (for a bot that checks each turn against
    # the one before).
    from_first_turn: bool = False
    # stderr lines that are a log, not an error.
    log_line: re.Pattern | None = None
    # (bad states, illegal opponent moves) of a window, as edits.
    corrupt: Callable = no_corruptions
    # Per-arena verdict rules, by kind.
    verdicts: dict = field(default_factory=dict)

    def verdict(self, kind: str, window: Window, change: Edit) -> str:
        rule = self.verdicts.get(kind)
        if rule is not None:
            return rule(window, change)
        if kind == "truncate":
            return EITHER
        if kind in ("end-of-input", "end-inside-line"):
            return END
        return REJECT

    def bad_states(self, window: Window) -> list[Edit]:
        return self.corrupt(window)[0]

    def illegal_moves(self, window: Window) -> list[Edit]:
        return self.corrupt(window)[1]

    def windows(self, path: Path, rng: random.Random, count: int) -> list[Window]:
        prompts = golden_prompts(path)
        if self.oneshot:
            return [Window(path.name, (prompts[0],), 0, 0, 1)]
        return game_windows(
            path.name, prompts, self.init_lines, self.from_first_turn, rng, count
        )


# Chess positions (chess960 and the judge) -------------------------------------------------


def fen_corruptions(fen: str) -> list[tuple[str, str]]:
    """(corrupted FEN, what is wrong) pairs: each is not a position a referee sends."""
    placement, turn, castling, en_passant, halfmove, fullmove = fen.split()
    ranks = placement.split("/")
    rest = f"{castling} {en_passant} {halfmove} {fullmove}"
    out = [
        (
            "/".join([ranks[0] + "1"] + ranks[1:]) + f" {turn} {rest}",
            "a rank of 9 files",
        ),
        ("/".join(ranks[1:]) + f" {turn} {rest}", "7 ranks"),
        (f"{placement} {turn.upper()} {rest}", "side to move in upper case"),
        (f"{placement} x {rest}", "side to move x"),
        (f"{placement} {turn} Z {en_passant} {halfmove} {fullmove}", "castling Z"),
        (f"{placement} {turn} {castling} e9 {halfmove} {fullmove}", "en passant e9"),
        (f"{placement} {turn} {castling} {en_passant} -1 {fullmove}", "halfmove -1"),
        (f"{placement} {turn} {castling} {en_passant} {halfmove} 0", "fullmove 0"),
    ]
    pieces = [
        i for i, char in enumerate(placement) if char.isalpha() and char not in "Kk"
    ]
    if pieces:
        at = pieces[len(pieces) // 2]
        for letter, what in (("x", "unknown piece x"), ("K", "two white kings")):
            out.append(
                (
                    placement[:at] + letter + placement[at + 1 :] + f" {turn} {rest}",
                    what,
                )
            )
    out.append((placement.replace("k", "n") + f" {turn} {rest}", "no black king"))
    wrong_rank = "e4" if turn == "b" else "e5"
    out.append(
        (
            f"{placement} {turn} {castling} {wrong_rank} {halfmove} {fullmove}",
            "en passant on a wrong rank",
        )
    )
    attacked = king_capturable(fen)
    if attacked:
        out.append(
            (f"{attacked} {turn} {rest}", "the side to move can capture the king")
        )
    return out


def king_capturable(fen: str) -> str | None:
    """The placement with a queen of the side to move put next to the other king."""
    board = chess.Board(fen, chess960=True)
    theirs = board.king(not board.turn)
    for square in chess.SquareSet(chess.BB_KING_ATTACKS[theirs]):
        if board.piece_at(square) is None:
            board.set_piece_at(square, chess.Piece(chess.QUEEN, board.turn))
            return board.board_fen()
    return None


def impossible_last_move(fen: str) -> str:
    """A move whose destination holds a piece of the side to move: it cannot have been the
    opponent's last move."""
    board = chess.Board(fen, chess960=True)
    king = board.king(board.turn)
    return chess.square_name((king + 8) % 64) + chess.square_name(king)


def chess960_corruptions(window: Window):
    bad, illegal = [], []
    config = window.prompts[0].lines
    for index, line in enumerate(config):
        if line.startswith("crazyHouse"):
            bad.append(replaced(index, line, "crazyHouse 1"))
    for start, prompt in window.turn_prompts():
        # The requested inputs, told apart by their shape (draw comes before game).
        lines = prompt.lines
        fen_at = next(i for i, line in enumerate(lines) if "/" in line)
        move_at = next(
            i for i, line in enumerate(lines) if i != fen_at and len(line) >= 4
        )
        game_at = [i for i, line in enumerate(lines) if line in ("0", "1", "2")][-1]
        fen, last_move = lines[fen_at], lines[move_at]
        bad += [
            Edit(
                start + fen_at,
                start + fen_at + 1,
                (new,),
                f"line {start + fen_at + 1}: {what}: {new!r}",
            )
            for new, what in fen_corruptions(fen)
        ]
        bad.append(replaced(start + game_at, lines[game_at], "3"))
        illegal.append(replaced(start + move_at, last_move, impossible_last_move(fen)))
        if last_move != "none":
            illegal.append(replaced(start + move_at, last_move, "none"))
    return bad, illegal


def judge_corruptions(window: Window):
    bad, illegal = [], []
    bad.append(replaced(0, window.prompts[0].lines[0], "red"))
    for start, prompt in window.turn_prompts():
        line = prompt.lines[0]
        if not prompt.answers:
            bad.append(replaced(start, line, "X" + line[1:]))
            continue
        last_move, my_time, opp_time, fen = line.split(" ", 3)
        head = f"{last_move} {my_time} {opp_time}"
        bad += [
            Edit(
                start,
                start + 1,
                (f"{head} {new}",),
                f"line {start + 1}: {what}: {new!r}",
            )
            for new, what in fen_corruptions(fen)
        ]
        bad.append(replaced(start, line, f"e9e4 {my_time} {opp_time} {fen}"))
        illegal.append(
            replaced(
                start, line, f"{impossible_last_move(fen)} {my_time} {opp_time} {fen}"
            )
        )
    return bad, illegal


# Connect 4 -------------------------------------------------------------------------------


def connect4_corruptions(window: Window):
    bad, illegal = [], []
    my_id = window.prompts[0].lines[0].split()[0]
    bad.append(replaced(0, window.prompts[0].lines[0], f"{my_id} {my_id}"))
    for start, prompt in window.turn_prompts():
        lines = prompt.lines
        turn_index = int(lines[0])
        rows = list(lines[1:8])
        count = int(lines[8])
        actions = lines[9 : 9 + count]
        opp_previous = int(lines[9 + count])
        bad.append(replaced(start, lines[0], str(turn_index + 2)))
        bad.append(replaced(start, lines[0], str(turn_index + 1)))
        row = 1 + (turn_index % 7)
        text = rows[row - 1]
        bad.append(replaced(start + row, text, text[:4] + "2" + text[5:]))
        bad.append(replaced(start + row, text, text[:-1]))
        bad.append(replaced(start + row, text, text + "."))
        bad.append(replaced(start + 1, rows[0], "010101010"))
        heights = [sum(row[c] != "." for row in rows) for c in range(9)]
        floating = [c for c in range(9) if heights[c] < 6]
        if floating:
            c = floating[len(floating) // 2]
            bad.append(
                replaced(start + 1, rows[0], rows[0][:c] + "1" + rows[0][c + 1 :])
            )
        full = [c for c in range(9) if heights[c] == 7]
        if full:
            bad.append(replaced(start + 9, actions[0], str(full[0])))
        elif count > 1:
            bad.append(replaced(start + 10, actions[1], actions[0]))
        opponent = "1" if my_id == "0" else "0"
        tops = {
            c: next((row[c] for row in rows if row[c] != "."), ".") for c in range(9)
        }
        wrong = [c for c in range(9) if tops[c] != opponent and c != opp_previous]
        last = start + 9 + count
        if wrong:
            illegal.append(replaced(last, lines[9 + count], str(wrong[0])))
        illegal.append(replaced(last, lines[9 + count], "9"))
        if turn_index != 2:
            illegal.append(replaced(last, lines[9 + count], "-2"))
    return bad, illegal


# Mad Knights -------------------------------------------------------------------------------


def knights_corruptions(window: Window):
    bad, illegal = [], []
    colour = window.prompts[0].lines[0]
    bad.append(replaced(0, colour, "x"))
    for start, prompt in window.turn_prompts():
        lines = prompt.lines
        statuses, rows = lines[:3], lines[3:11]
        count = int(lines[11])
        moves = lines[12 : 12 + count]
        where = {
            char: (r, c)
            for r, row in enumerate(rows)
            for c, char in enumerate(row)
            if char in "rgb"
        }
        mine = "rgb".index(colour)
        bad.append(
            replaced(start + mine, statuses[mine], statuses[mine].replace(" 1 ", " 0 "))
        )
        name, _, last = statuses[0].split()
        bad.append(replaced(start, statuses[0], f"{name} 2 {last}"))
        bad.append(replaced(start, statuses[0], "g" + statuses[0][1:]))
        bad.append(replaced(start + 1, statuses[1], statuses[1].split()[0] + " 1 z9"))
        r, c = where[colour]
        row = rows[r]
        bad.append(replaced(start + 3 + r, row, row[:c] + "#" + row[c + 1 :]))
        bad.append(replaced(start + 3 + r, row, row[:c] + "x" + row[c + 1 :]))
        bad.append(replaced(start + 3 + r, row, row[:-1]))
        open_cells = [
            (i, j)
            for i, text in enumerate(rows)
            for j, ch in enumerate(text)
            if ch == "."
        ]
        if open_cells:
            i, j = open_cells[len(open_cells) // 2]
            bad.append(
                replaced(
                    start + 3 + i, rows[i], rows[i][:j] + colour + rows[i][j + 1 :]
                )
            )
        bad.append(
            Edit(
                start + 11,
                start + 12 + count,
                ("0",),
                f"line {start + 12}: moveCount 0, no moves",
            )
        )
        own = f"{'abcdefgh'[c]}{8 - r}"
        bad.append(replaced(start + 12, moves[0], own))
        for index, status in enumerate(statuses):
            name, alive, last = status.split()
            if index != mine and last != "null" and open_cells:
                i, j = open_cells[0]
                square = f"{'abcdefgh'[j]}{8 - i}"
                illegal.append(
                    replaced(start + index, status, f"{name} {alive} {square}")
                )
    return bad, illegal


# Lousy Chess ------------------------------------------------------------------------------


def lousy_corruptions(window: Window):
    lines = window.prompts[0].lines
    bad = [
        replaced(0, lines[0], lines[0][:2] + "-" + lines[0][2:]),
        replaced(1, lines[1], "X" + lines[1][1:]),
        replaced(2, lines[2], lines[2][0] + "x"),
    ]
    if len(lines) > 3:
        bad.append(replaced(3, lines[3], lines[3].split()[0] + " x"))
        bad.append(replaced(3, lines[3], "0 " + lines[3].split()[1]))
        bad.append(replaced(3, lines[3], "99 w"))
    return bad, []


def lousy_duplicate(window: Window, change: Edit) -> str:
    # Nothing after the fourth item is read: a fourth line repeated is never seen.
    return VALID if change.start == 4 else REJECT


def lousy_drop(window: Window, change: Edit) -> str:
    # Without its position line the request asks for the whole game: valid as well.
    return EITHER if change.start == 3 else REJECT


def lousy_end(window: Window, change: Edit) -> str:
    # The end of input is how a one-shot request ends: after three items it is whole.
    return REJECT if change.start < 3 else EITHER


PROFILES = {
    "chess960": Profile("chess960", "chess960", None, corrupt=chess960_corruptions),
    "judge-chess": Profile(
        "judge-chess",
        "judge_chess",
        None,
        resyncs=True,
        self_framed_lines=True,
        corrupt=judge_corruptions,
    ),
    "connect4": Profile(
        "connect4",
        "connect4",
        1,
        from_first_turn=True,
        log_line=re.compile(r"turn \d+: \S+ depth \d+ nodes \d+ ms [\d.]+"),
        corrupt=connect4_corruptions,
    ),
    "knights": Profile("knights", "knights", 1, corrupt=knights_corruptions),
    "lousy-chess": Profile(
        "lousy-chess",
        "lousy_chess",
        None,
        oneshot=True,
        corrupt=lousy_corruptions,
        verdicts={
            "truncate": lambda window, change: EITHER,
            "duplicate": lousy_duplicate,
            "drop": lousy_drop,
            "end-of-input": lousy_end,
            "end-inside-line": lambda window, change: EITHER,
        },
    ),
}


def golden(arena: str) -> list[Path]:
    return sorted((GOLDEN / arena).glob("*game-*.txt"))


def sample_mutants(arena: str, seed: int, windows_per_transcript: int) -> list[Mutant]:
    """Every kind of damage on `windows_per_transcript` windows of every golden transcript
    of `arena`, all drawn from `seed`."""
    profile = PROFILES[arena]
    mutants = []
    for path in golden(arena):
        rng = random.Random(f"{path.name}:{seed}")
        for window in profile.windows(path, rng, windows_per_transcript):
            for kind in KINDS:
                mutant = mutate(kind, profile, window, rng)
                if mutant is not None:
                    mutants.append(mutant)
    return mutants
