"""The local Connect 4 referee against the original's behaviour (arena-facts section 2)."""

import pytest

from bundler.arena.arenas.connect4 import referee as connect4
from bundler.arena.turns import Turn

EMPTY_ROW = "........."


def run(answers):
    """Play scripted answers; returns (prompts seen, outcome)."""
    game = connect4.play(0, {})
    prompts = [next(game)]
    try:
        for answer in answers:
            prompts.append(game.send(answer))
    except StopIteration as stop:
        return prompts, stop.value
    raise AssertionError("the game did not end after the scripted answers")


def test_first_three_inputs_with_a_steal_are_byte_exact():
    game = connect4.play(0, {})
    to_first = next(game)
    assert to_first.seat == 0 and to_first.time_limit == 1.0
    assert to_first.lines == ("0 1", "0") + (EMPTY_ROW,) * 7 + (
        ("9",) + tuple(map(str, range(9))) + ("-1",)
    )
    to_second = game.send("4")
    assert to_second.seat == 1 and to_second.time_limit == 1.0
    assert to_second.lines == ("1 0", "1") + (EMPTY_ROW,) * 6 + ("....0....", "10") + (
        tuple(map(str, range(9))) + ("-2", "4")
    )
    back_to_first = game.send("steal")
    assert back_to_first.seat == 0 and back_to_first.time_limit == 0.1
    assert back_to_first.lines == ("2",) + (EMPTY_ROW,) * 6 + ("....1....", "9") + (
        tuple(map(str, range(9))) + ("-2",)
    )


@pytest.mark.parametrize(
    "steal", ["STEAL", "steal", "StEaL", "-2", "ſteal", "STEAL gotcha"]
)
def test_steal_spellings(steal):
    game = connect4.play(0, {})
    next(game)
    game.send("4")
    prompt = game.send(steal)
    assert prompt.lines[-1] == "-2" and prompt.lines[7] == "....1...."


def test_steal_later_loses():
    prompts, outcome = run(["4", "3", "5", "STEAL"])
    assert outcome.scores == [10, 0]
    assert outcome.faults[0].seat == 1 and outcome.faults[0].kind == "illegal"


def test_first_player_cannot_steal():
    _, outcome = run(["-2"])
    assert outcome.scores == [0, 10]


# "\u0663" is ARABIC-INDIC DIGIT THREE: Java's Character.digit reads any decimal digit
@pytest.mark.parametrize(
    "answer", ["+3", "03", "3 message", "3  two spaces", "+0003", "\u0663"]
)
def test_java_parse_int_accepts(answer):
    game = connect4.play(0, {})
    next(game)
    prompt = game.send(answer)
    assert prompt.lines[-1] == "3"


@pytest.mark.parametrize(
    "answer",
    [" 3", "3\t", "3.0", "", "-1", "9", "1_0", "++3", "+", "3\r", "99999999999"],
)
def test_wrong_output_loses(answer):
    _, outcome = run([answer])
    assert outcome.scores == [0, 10]
    assert outcome.faults[0].kind == "illegal"


def test_timeout_gives_opponent_ten():
    _, outcome = run(["4", None])
    assert outcome.scores == [10, 0]
    assert outcome.faults[0].kind == "timeout"


def test_full_column_loses():
    _, outcome = run(["0", "0", "0", "0", "0", "0", "0", "0"])
    assert outcome.scores == [
        10,
        0,
    ]  # the 8th chip goes to a full column; player 1's turn


def test_ids_line_only_on_each_players_first_turn():
    game = connect4.play(0, {})
    prompts = [next(game)] + [game.send(column) for column in ["0", "1", "2"]]
    assert [prompt.lines[0] for prompt in prompts] == ["0 1", "1 0", "2", "3"]


def test_vertical_and_diagonal_wins():
    _, outcome = run(["0", "1", "0", "1", "0", "1", "0"])
    assert outcome.scores == [10, 0] and "four" in outcome.summary
    # player 1 builds the diagonal (1,0) (2,1) (3,2) (4,3) from the bottom left
    _, outcome = run(["0", "1", "2", "2", "3", "3", "4", "3", "8", "4", "4", "4"])
    assert outcome.scores == [0, 10]


def fill_answers(opening, last_chip_wins):
    """Answers after `opening` that fill the board, every chip quiet except possibly the last
    one, which connects four exactly when `last_chip_wins`; found by a deterministic
    depth-first search on the referee's own board."""
    board = connect4.Board()
    for turn, answer in enumerate(opening):
        board.steal() if answer == "STEAL" else board.drop(int(answer), str(turn % 2))
    answers = []
    last_turn = connect4.ROWS * connect4.COLUMNS - 1 + ("STEAL" in opening)

    def extend(turn):
        for column in sorted(board.open_columns(), key=lambda c: (c * 5 + turn) % 9):
            saved = [row[:] for row in board.cells]
            board.drop(column, str(turn % 2))
            wins = board.last_chip_connects_four()
            if turn == last_turn and wins == last_chip_wins:
                answers.append(str(column))
                return True
            if not wins and turn < last_turn:
                answers.append(str(column))
                if extend(turn + 1):
                    return True
                answers.pop()
            board.cells = saved
        return False

    assert extend(len(opening))
    return list(opening) + answers


def test_full_board_without_four_is_a_draw():
    answers = fill_answers([], last_chip_wins=False)
    prompts, outcome = run(answers)
    assert len(prompts) == 63
    assert outcome.scores == [5, 5] and outcome.summary == "draw: board full"


def test_filling_move_that_connects_four_wins():
    answers = fill_answers([], last_chip_wins=True)
    prompts, outcome = run(answers)
    assert len(prompts) == 63 and prompts[-1].seat == 0
    assert outcome.scores == [10, 0] and "four" in outcome.summary


def test_after_a_steal_the_board_is_full_after_64_actions():
    answers = fill_answers(["4", "STEAL"], last_chip_wins=False)
    prompts, outcome = run(answers)
    assert len(prompts) == 64 and prompts[-1].lines[0] == "63"
    assert outcome.scores == [5, 5]


def test_check_answer_reads_the_turn_back():
    game = connect4.play(0, {})
    first = next(game)
    second = game.send("4")
    history = [Turn(1, second.lines, second.time_limit)]  # seat 1's first turn
    assert connect4.check_answer(history, "STEAL") is None
    assert connect4.check_answer(history, "+4 hi") is None
    assert connect4.check_answer(history, " 4") is not None
    assert connect4.check_answer(history, "9") is not None
    history = [Turn(1, first.lines, first.time_limit)]
    assert connect4.check_answer(history, "-2") is not None
