"""Regenerate the opening book, `opening_book.py`, offline:

    python -m sources.connect4.make_book [--first-nodes N] [--nodes N] [--plies P]
        [--line-chips C] [--line-margin M] [--line-nodes N]

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
  while still below the margin. Where the game is still open a shallow search loses most,
  and the lines where the bot is already well ahead need no book.
Every search starts from an empty table, so the output depends only on the code and the
arguments.
"""

import argparse
import sys
import time
from pathlib import Path

from .board import COLUMNS, can_play, has_four, mirror, play, position_key
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


def extend_lines(book, scores, first_scores, line_chips, margin, nodes):
    """Add the lines where the bot is not clearly better, up to `line_chips` chips (see
    above)."""
    frontier = first_positions_for_the_bot(first_scores)
    seen = set()
    while frontier:
        position = canonical(*frontier.pop(0))
        key = position_key(*position)
        chips = position[1].bit_count()
        if key in seen or chips > line_chips:
            continue
        seen.add(key)
        if key not in book:
            book[key], scores[key] = deep_search(*position, nodes)
        if scores[key] < margin and chips + 2 <= line_chips:
            frontier += opponent_replies(*play(*position, book[key]))


def build(first_nodes, nodes, plies, line_chips, line_margin, line_nodes):
    book, scores = {}, {}
    layer = [first_chip_position(column) for column in range(COLUMNS)]
    for chips in range(1, plies):
        print(f"positions with {chips} chips", file=sys.stderr)
        for position in layer:
            position = canonical(*position)
            key = position_key(*position)
            if key not in book:
                budget = first_nodes if chips == 1 else nodes
                book[key], scores[key] = deep_search(*position, budget)
        layer = positions_after(layer)
    first_scores = tuple(
        scores[position_key(*canonical(*first_chip_position(column)))]
        for column in range(COLUMNS)
    )
    if line_chips:
        print(f"lines below {line_margin}, up to {line_chips} chips", file=sys.stderr)
        extend_lines(book, scores, first_scores, line_chips, line_margin, line_nodes)
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
    args = parser.parse_args(argv)
    first_scores, book = build(
        args.first_nodes,
        args.nodes,
        args.plies,
        args.line_chips,
        args.line_margin,
        args.line_nodes,
    )
    command = (
        "python -m sources.connect4.make_book"
        f" --first-nodes {args.first_nodes} --nodes {args.nodes} --plies {args.plies}"
        f" --line-chips {args.line_chips} --line-margin {args.line_margin}"
        f" --line-nodes {args.line_nodes}"
    )
    BOOK_PATH.write_text(render(first_scores, book, command))
    print(f"wrote {len(book)} positions to {BOOK_PATH}", file=sys.stderr)


if __name__ == "__main__":
    main()
