"""Regenerate the opening book, `opening_book.py`, offline:

    python -m sources.connect4.make_book [--first-nodes N] [--nodes N] [--plies P]
        [--line-chips C] [--line-margin M] [--line-nodes N]
        [--main-chips C2] [--main-replies K] [--reply-nodes R]
        [--game-positions FILE] [--jobs J]
    python -m sources.connect4.make_book --main-chips C2 --collect TRANSCRIPT... >> FILE

The book holds two things (see `opening` for how they are used), both from deep searches with
a fixed node budget (N for positions with one chip, --nodes for the others):
- FIRST_CHIP_SCORES: for each column, the score for the side to move of one opponent chip
  there. It is the mean of the root scores of the last two completed iterations: root scores
  swing between odd and even depths by about as much as they differ between columns.
- BOOK: the best column of every position with fewer than P chips reachable with or without
  a STEAL, stored once per mirror pair; then, up to C chips, the lines where the bot is not
  clearly better: from each position the bot meets playing the book (either seat, its own
  opening and STEAL rule, any opponent move) whose score is below --line-margin, every
  opponent reply to the book move is searched with --line-nodes and added, and followed on
  while still below the margin. From C up to C2 chips the lines go on the same way but
  through the opponent's K likeliest replies only: the ones a search of R nodes finds best
  for it (every reply would multiply the book by nine every two chips; an opponent that
  searches at all rarely plays the others). Where the game is still open a shallow search
  loses most, and the lines where the bot is already well ahead need no book.
  Last, the positions listed in FILE (one `current mask` per line) are searched and added:
  positions the bot met in recorded games (`--collect` lists them from its transcripts, up
  to C2 chips), since a line an opponent actually plays is worth more than any guess.
Every search starts from an empty table, so the output depends only on the code and the
arguments, not on the J processes sharing the searches.
"""

import argparse
import multiprocessing
import sys
import time
from pathlib import Path

from ..readers.connect4 import EndOfInput, Reader
from .board import (
    COLUMNS,
    can_play,
    from_rows,
    has_four,
    mirror,
    play,
    position_key,
)
from .opening import opening_column, should_steal
from .search import PROVEN, Search

BOOK_PATH = Path(__file__).with_name("opening_book.py")


def first_chip_position(column):
    """One opponent chip in `column`, side to move without chips (after player 0's first
    move, and after a STEAL of it with the colours swapped)."""
    return play(0, 0, column)


def positions_after(positions):
    """All positions one chip later, as (current, mask) for the side to move."""
    return [
        play(*position, column) for position in positions for column in range(COLUMNS)
    ]


def canonical(current, mask):
    """The position or its mirror image, whichever has the smaller key."""
    mirrored = (mirror(current), mirror(mask))
    return min((current, mask), mirrored, key=lambda position: position_key(*position))


def deep_search(current, mask, nodes):
    """(best column, score smoothed over the last two iterations)."""
    search = Search()
    started = time.perf_counter()
    column, score = search.best_move(current, mask, node_budget=nodes)
    seconds = time.perf_counter() - started
    last_two = search.iteration_scores[-2:]
    if abs(score) <= PROVEN:
        score = round(sum(last_two) / len(last_two))
    print(
        f"  key {position_key(current, mask)}: column {column} score {score}"
        f" (iterations {last_two}) depth {search.depth_reached} ({seconds:.1f} s)",
        file=sys.stderr,
    )
    return column, score


def deep_search_task(task):
    """`deep_search` over a (position, nodes) pair, for a process pool."""
    (current, mask), nodes = task
    return deep_search(current, mask, nodes)


def search_into(book, scores, positions, nodes, pool):
    """Search the `positions` the book does not hold yet (once per mirror pair) over
    `pool` and add their best columns and scores."""
    missing = {}
    for position in positions:
        position = canonical(*position)
        if position_key(*position) not in book:
            missing.setdefault(position_key(*position), position)
    tasks = [(position, nodes) for position in missing.values()]
    for key, (column, score) in zip(missing, pool.map(deep_search_task, tasks)):
        book[key], scores[key] = column, score


def opponent_replies(current, mask):
    """Positions after each of the opponent's moves, for the bot again, from a position
    with the opponent to move (moves that win at once end the line: nothing to book)."""
    replies = []
    for column in range(COLUMNS):
        if can_play(mask, column):
            child = play(current, mask, column)
            if not has_four(child[0] ^ child[1]):
                replies.append(child)
    return replies


def first_positions_for_the_bot(first_scores):
    """The positions where the bot first moves after the opening, in either seat, under
    the opening and STEAL rule of `opening` with these first-chip scores."""
    opening = opening_column(first_scores)
    positions = [first_chip_position(opening)]  # its chip stolen
    positions += opponent_replies(*play(0, 0, opening))
    for column in range(COLUMNS):
        if should_steal(column, first_scores):  # the bot steals: the opponent moves on
            positions += opponent_replies(0, play(0, 0, column)[1])
        else:
            positions.append(first_chip_position(column))
    return positions


def extend_lines(book, scores, first_scores, lines, pool):
    """Add the lines where the bot is not clearly better (see above), one layer of
    positions at a time, each layer's searches spread over `pool`."""
    layer = first_positions_for_the_bot(first_scores)
    seen = set()
    while layer:
        positions = []
        for position in layer:
            position = canonical(*position)
            key = position_key(*position)
            if key not in seen and position[1].bit_count() <= lines.main_chips:
                seen.add(key)
                positions.append(position)
        search_into(book, scores, positions, lines.line_nodes, pool)
        layer = []
        for position in positions:
            key = position_key(*position)
            chips = position[1].bit_count()
            if scores[key] < lines.line_margin and chips + 2 <= lines.main_chips:
                replies = opponent_replies(*play(*position, book[key]))
                if chips + 2 > lines.line_chips:
                    replies = likeliest_replies(replies, lines, pool)
                layer += replies


def likeliest_replies(replies, lines, pool):
    """The opponent's `lines.main_replies` best replies: the ones after which a search of
    `lines.reply_nodes` scores the bot lowest (column order among equals)."""
    tasks = [(reply, lines.reply_nodes) for reply in replies]
    scored = pool.map(deep_search_task, tasks)
    order = sorted(range(len(replies)), key=lambda index: scored[index][1])
    return [replies[index] for index in order[: lines.main_replies]]


def transcript_positions(path, max_chips):
    """The positions a bot met in one recorded game (a `play` transcript of that bot:
    `< ` lines are its input), with 1 to `max_chips` chips, as (current, mask)."""
    lines = [
        line[2:] + "\n"
        for line in Path(path).read_text(encoding="utf-8").splitlines()
        if line.startswith("< ")
    ]
    reader = Reader(iter(lines + [""]).__next__)
    my_chip = str(reader.read_init().my_id)
    positions = []
    while True:
        try:
            turn = reader.read_turn()
        except EndOfInput:
            return positions
        current, mask = from_rows(turn.board_rows, my_chip)
        if 0 < mask.bit_count() <= max_chips:
            positions.append((current, mask))


def read_game_positions(path):
    """(current, mask) per line `current mask` of `path`; `#` starts a comment."""
    positions = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        fields = line.split("#")[0].split()
        if fields:
            positions.append((int(fields[0]), int(fields[1])))
    return positions


def build(args, pool):
    """(first-chip scores, book) for the command-line `args`."""
    book, scores = {}, {}
    layer = [first_chip_position(column) for column in range(COLUMNS)]
    for chips in range(1, args.plies):
        print(f"positions with {chips} chips", file=sys.stderr)
        budget = args.first_nodes if chips == 1 else args.nodes
        search_into(book, scores, layer, budget, pool)
        layer = positions_after(layer)
    first_scores = tuple(
        scores[position_key(*canonical(*first_chip_position(column)))]
        for column in range(COLUMNS)
    )
    if args.line_chips:
        print(
            f"lines below {args.line_margin}, every reply up to {args.line_chips} chips,"
            f" the {args.main_replies} likeliest up to {args.main_chips}",
            file=sys.stderr,
        )
        extend_lines(book, scores, first_scores, args, pool)
    if args.game_positions:
        print(f"positions from games in {args.game_positions}", file=sys.stderr)
        positions = read_game_positions(args.game_positions)
        search_into(book, scores, positions, args.line_nodes, pool)
    return first_scores, book


def render(first_scores, book, command):
    lines = [
        f"# Generated by `{command}`; do not edit.",
        '"""Opening book: see `opening` for how it is used and `make_book` for how it is made."""',
        "",
        f"FIRST_CHIP_SCORES = {first_scores!r}",
        "BOOK = {",
    ]
    lines += [f"    {key}: {column}," for key, column in sorted(book.items())]
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m sources.connect4.make_book")
    parser.add_argument("--first-nodes", type=int, default=1_000_000)
    parser.add_argument("--nodes", type=int, default=300_000)
    parser.add_argument("--plies", type=int, default=3)
    parser.add_argument("--line-chips", type=int, default=0)
    parser.add_argument("--line-margin", type=int, default=0)
    parser.add_argument("--line-nodes", type=int, default=300_000)
    parser.add_argument("--main-chips", type=int, default=0)
    parser.add_argument("--main-replies", type=int, default=2)
    parser.add_argument("--reply-nodes", type=int, default=20_000)
    parser.add_argument("--game-positions", type=Path)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--collect", type=Path, nargs="+", metavar="TRANSCRIPT")
    args = parser.parse_args(argv)
    if args.collect:
        # the bot's positions in recorded games, one `current mask` line each, to append
        # to a --game-positions file
        seen = set()
        for path in args.collect:
            for position in transcript_positions(path, args.main_chips):
                position = canonical(*position)
                if position_key(*position) not in seen:
                    seen.add(position_key(*position))
                    print(*position, f"# {path.name}")
        return
    args.main_chips = max(args.main_chips, args.line_chips)
    # every search starts from an empty table, so the book does not depend on --jobs
    with multiprocessing.Pool(args.jobs) as pool:
        first_scores, book = build(args, pool)
    command = (
        "python -m sources.connect4.make_book"
        f" --first-nodes {args.first_nodes} --nodes {args.nodes} --plies {args.plies}"
        f" --line-chips {args.line_chips} --line-margin {args.line_margin}"
        f" --line-nodes {args.line_nodes} --main-chips {args.main_chips}"
        f" --main-replies {args.main_replies} --reply-nodes {args.reply_nodes}"
    )
    if args.game_positions:
        command += f" --game-positions {args.game_positions.as_posix()}"
    BOOK_PATH.write_text(render(first_scores, book, command))
    print(f"wrote {len(book)} positions to {BOOK_PATH}", file=sys.stderr)


if __name__ == "__main__":
    main()
