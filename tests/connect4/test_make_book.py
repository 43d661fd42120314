"""The opening-book generator on tiny search budgets: the same book whatever the number of
processes, and past --line-chips only the opponent's likeliest replies are followed."""

import argparse
import multiprocessing

import pytest

from sources.connect4 import board, make_book


def tiny_arguments(**changes):
    arguments = dict(
        first_nodes=300,
        nodes=200,
        plies=2,
        line_chips=3,
        line_margin=10_000,  # every line is "not clearly better": the most positions
        line_nodes=200,
        main_chips=5,
        main_replies=2,
        reply_nodes=50,
        game_positions=None,
    )
    arguments.update(changes)
    return argparse.Namespace(**arguments)


@pytest.fixture(scope="module")
def pools():
    with multiprocessing.Pool(1) as one, multiprocessing.Pool(2) as two:
        yield one, two


def chips_of(key):
    """The number of chips of a position from its book key (`current + mask`): each
    column's height is marked by one bit above its chips."""
    marks = key + board.BOTTOM
    return sum(
        (((marks >> (column * board.COLUMN_BITS)) & 0xFF).bit_length() - 1)
        for column in range(board.COLUMNS)
    )


def test_the_book_does_not_depend_on_the_number_of_processes(pools):
    one, two = pools
    assert make_book.build(tiny_arguments(), one) == make_book.build(
        tiny_arguments(), two
    )


def test_main_lines_follow_only_the_likeliest_replies(pools):
    one, _ = pools
    _, narrow = make_book.build(tiny_arguments(main_replies=1), one)
    _, wide = make_book.build(tiny_arguments(main_replies=3), one)
    _, short = make_book.build(tiny_arguments(main_chips=3), one)
    deep = [key for key in narrow if chips_of(key) > 3]
    assert deep, "main lines add positions past --line-chips"
    assert all(chips_of(key) <= 5 for key in wide)
    assert all(chips_of(key) <= 3 for key in short)
    # up to --line-chips both books are the same; past it, more replies give more lines
    assert {k for k in narrow if chips_of(k) <= 3} == {k for k in short}
    assert len(wide) > len(narrow) > len(short)


def test_likeliest_replies_are_the_ones_scoring_the_bot_lowest(pools):
    one, _ = pools
    # after the bot's chip in column 0, the opponent's replies, scored for the bot
    position = board.play(0, 0, 0)
    replies = make_book.opponent_replies(*position)
    lines = tiny_arguments(main_replies=3, reply_nodes=400)
    chosen = make_book.likeliest_replies(replies, lines, one)
    scores = [make_book.deep_search(*reply, 400)[1] for reply in replies]
    assert len(chosen) == 3
    worst_three = sorted(range(len(replies)), key=lambda index: scores[index])[:3]
    assert chosen == [replies[index] for index in worst_three]


def test_positions_are_read_back_from_a_transcript_and_a_positions_file(tmp_path):
    empty = "........."
    first_turn = ["0 1", "0"] + [empty] * 7 + ["9"] + [str(c) for c in range(9)]
    second_turn = ["2"] + [empty] * 5 + ["....1....", "....0...."]
    second_turn += ["9"] + [str(c) for c in range(9)] + ["4"]
    transcript = tmp_path / "game-0001-seat0-A.txt"
    text = "\n".join(f"< {line}" for line in first_turn + ["-1"])
    text += "\n> 4\n# a comment line of the runner\n"
    text += "\n".join(f"< {line}" for line in second_turn) + "\n> 3\n"
    transcript.write_text(text)
    # the empty board has no chips: only the second turn's position counts
    # player 0 to move: its chip at the bottom of column 4, the opponent's on it
    expected = board.play(*board.play(0, 0, 4), 4)
    assert make_book.transcript_positions(transcript, 11) == [expected]
    assert make_book.transcript_positions(transcript, 1) == []
    listing = tmp_path / "positions.txt"
    listing.write_text(f"# header\n{expected[0]} {expected[1]}  # from a game\n\n")
    assert make_book.read_game_positions(listing) == [expected]


def test_game_positions_join_the_book(pools):
    one, _ = pools
    _, book = make_book.build(tiny_arguments(), one)
    deep = board.play(*board.play(*board.play(*board.play(0, 0, 0), 8), 0), 8)
    key = make_book.position_key(*make_book.canonical(*deep))
    assert key not in book
    make_book.search_into(book, {}, [deep], 200, one)
    assert board.can_play(deep[1], book[key]) or board.can_play(
        board.mirror(deep[1]), book[key]
    )
