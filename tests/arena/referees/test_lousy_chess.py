import re
import subprocess
import sys
from dataclasses import replace

import pytest

from bundler.arena.arenas.lousy_chess import referee
from bundler.arena.referees.base import Prompt
from bundler.arena.turns import Turn
from sources.lousy_chess import protocol
from sources.lousy_chess.game import play_game
from tests.project import ROOT


def drive(game, answer_for):
    """Run a referee game, answering each prompt with `answer_for(prompt, index)`."""
    prompts = []
    prompt = next(game)
    try:
        while True:
            prompts.append(prompt)
            prompt = game.send(answer_for(prompt, len(prompts) - 1))
    except StopIteration as stop:
        return stop.value, prompts


def bot_lines(puzzle) -> list[str]:
    lines = iter([line + "\n" for line in puzzle])
    request = protocol.parse_request(lambda: next(lines, ""))
    record = play_game(request.serial, request.white, request.black)
    protocol.check_in_game(record, request.ply)
    return protocol.answer_lines(record, request.ply, show_board=False)


def perft(board, white, depth):
    moves = referee.pseudo_legal(board, white)
    if depth == 1:
        return len(moves)
    total = 0
    for origin, target in moves:
        if board.get(target, ".").upper() == "K":
            continue
        child = dict(board)
        child[target] = child.pop(origin)
        total += perft(child, not white, depth - 1)
    return total


@pytest.mark.parametrize("depth, leaves", [(1, 7), (2, 49), (3, 473), (4, 4627)])
def test_referee_move_generator_perft(depth, leaves):
    assert perft(dict(referee.START), True, depth) == leaves


def test_referee_random_numbers_match_the_manual_table():
    numbers = referee.numbers_for(8, "CH3SS5")
    assert numbers[1:21] == [1, 9, 2, 3, 2, 3, 2, 7, 0, 8, 1, 2, 1, 2, 1, 6, 9, 7, 0, 1]


def test_referee_plays_the_manual_first_move_of_white_l4():
    assert referee.simulate("CH3SS5", [("L", 4), ("K", 0)]).moves[0] == "b1-c3"


def test_referee_switch_sides_targets_include_the_promoted_queen_quirk():
    assert referee.switch_sides_target("Q", (0, 2)) == (1, 5)
    assert referee.switch_sides_target("q", (0, 2)) == (3, 0)
    assert referee.switch_sides_target("Q+", (0, 2)) == (-1, 5)
    assert referee.switch_sides_target("q+", (0, 2)) == (-1, 5)
    assert referee.switch_sides_target("p", (2, 3)) == (2, 1)


def test_referee_draws_after_80_plies():
    played = referee.simulate("CH3SS5", [("D", 0), ("L", 9)])
    assert (len(played.moves), played.result, played.last_index) == (80, "draw", 79)


@pytest.mark.parametrize("seed", range(40))
def test_puzzles_are_made_as_the_module_makes_them(seed):
    serial, white, black, position = referee.make_puzzle(seed)
    assert re.fullmatch(r"[A-Z0-9]{2}[0-9][A-Z]{2}[0-9]", serial)
    assert white[0] != black[0] and white[1] != black[1]
    assert re.fullmatch(r"[DKLMS][0-9]", white) and re.fullmatch(r"[DKLMS][0-9]", black)
    number, side = position.split()
    start = 2 * (int(number) - 1) + "wb".index(side)
    to_move = white if side == "w" else black
    assert to_move[0] != "M"
    played = referee.simulate(
        serial, [(white[0], int(white[1])), (black[0], int(black[1]))]
    )
    assert played.last_index >= referee.MIN_GAME_LENGTH
    back = played.last_index - start
    assert 4 <= back <= 7
    if back == 7:
        assert (white if start % 2 == 1 else black)[0] == "M"


def test_same_seed_same_puzzle():
    assert referee.make_puzzle(7) == referee.make_puzzle(7)
    assert len({referee.make_puzzle(seed) for seed in range(20)}) == 20


def test_right_answers_score_one():
    expected = referee.expected_lines(referee.make_puzzle(3))
    outcome, prompts = drive(referee.play(3, {}), lambda prompt, index: expected[index])
    assert outcome.scores == [1.0] and outcome.faults == []
    assert prompts[0].close_input and len(prompts[0].lines) == 4
    assert prompts[0].time_limit == referee.FIRST_TURN_TIME
    assert all(prompt == Prompt(0, (), referee.TURN_TIME) for prompt in prompts[1:])
    assert len(prompts) == len(expected)


def test_first_wrong_line_is_named_and_ends_the_game():
    expected = referee.expected_lines(referee.make_puzzle(4))
    answers = list(expected)
    answers[2] = "a1-a1"
    outcome, prompts = drive(referee.play(4, {}), lambda prompt, index: answers[index])
    assert outcome.scores == [0.0]
    assert len(prompts) == 3
    assert outcome.faults[0].kind == "illegal"
    assert (
        "line 3" in outcome.faults[0].message
        and expected[2] in outcome.faults[0].message
    )


def test_missing_line_is_a_timeout_fault():
    outcome, _ = drive(referee.play(5, {}), lambda prompt, index: None)
    assert outcome.scores == [0.0]
    assert outcome.faults[0].kind == "timeout" and "line 1" in outcome.faults[0].message


def test_check_answer_replays_each_line():
    puzzle = referee.make_puzzle(6)
    expected = referee.expected_lines(puzzle)
    history = [Turn(1, puzzle, referee.FIRST_TURN_TIME)]
    for index, line in enumerate(expected):
        assert referee.check_answer(history, line) is None
        wrong = referee.check_answer(history, "e6-e6")
        assert wrong is not None and f"line {index + 1}" in wrong
        history = history[:-1] + [
            replace(history[-1], answer=line),
            Turn(index + 2, (), referee.TURN_TIME),
        ]
    assert "no line" in referee.check_answer(history, "draw")


@pytest.mark.parametrize("seed", range(300))
def test_referee_and_bot_agree(seed):
    # Two implementations written apart: every puzzle must come out line for line the same.
    puzzle = referee.make_puzzle(seed)
    assert bot_lines(puzzle) == referee.expected_lines(puzzle)


@pytest.mark.parametrize("seed", range(3))
def test_the_bot_program_solves_referee_puzzles(seed):
    game = referee.play(seed, {})
    prompt = next(game)
    result = subprocess.run(
        [sys.executable, "-m", "sources.lousy_chess"],
        input="\n".join(prompt.lines) + "\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    output = iter(result.stdout.splitlines())
    try:
        while True:
            prompt = game.send(next(output, None))
    except StopIteration as stop:
        assert stop.value.scores == [1.0], stop.value


@pytest.mark.parametrize("serial", ["CH3SS5", "AB1CD2"])
@pytest.mark.parametrize("white", "DKLMS")
@pytest.mark.parametrize("black", "DKLMS")
def test_referee_and_bot_agree_on_every_engine_pair(serial, white, black):
    for white_seed, black_seed in [(s, (s * 7 + 3) % 10) for s in range(10)]:
        engines = [(white, white_seed), (black, black_seed)]
        played = referee.simulate(serial, engines)
        puzzle = (serial, f"{white}{white_seed}", f"{black}{black_seed}", "1 w")
        assert bot_lines(puzzle) == played.moves + [played.result]


def test_referee_reaches_the_manual_move_8_and_plays_c1_d2():
    assert referee.simulate("CH3SS5", [("L", 8), ("K", 9)]).moves[14] == "c1-d2"
