"""The judge-chess referee: arena-facts section 4 and the defaults chosen for what the
spec leaves open (each a referee option)."""

import sys
from pathlib import Path

import chess
import pytest

from bundler.arena.match import play_game
from bundler.arena.arenas.judge_chess import referee as judge_chess
from bundler.arena.referees.base import Answer
from bundler.arena.turns import Turn
from tests.arena.referees.referee_driver import answering, drive

ITALIAN = ["e2e4", "e7e5", "g1f3", "g8f6", "f1c4", "f8c5"]


def game(white, black, **options):
    return drive(judge_chess.play(0, options), answering({0: white, 1: black}))


def test_colour_lines_then_white_gets_none_and_the_start_fen():
    run = game(["resign-ish"], [], after_denied="forfeit")
    assert run.prompts[0] == (0, ("white",), None)
    assert run.prompts[1] == (1, ("black",), None)
    seat, lines, limit = run.prompts[2]
    assert (seat, limit) == (0, 1.0)
    assert lines == (f"NONE 1000 1000 {chess.STARTING_FEN}",)


def test_opponent_move_times_and_fen_reach_the_other_side():
    run = game(["e2e4", "a2a3"], ["e7e5"], max_moves="1")
    assert run.lines_for(0)[2] == ("A 1000",)
    black = run.lines_for(1)[1]
    assert black == (
        "e2e4 1000 1000 rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    )


def positions(run, seat):
    return [lines[0] for lines in run.lines_for(seat) if len(lines[0].split()) > 3]


def test_castling_is_reported_as_o_o_on_both_sides():
    run = game(ITALIAN[0::2] + ["O-O", "a2a3"], ITALIAN[1::2] + ["O-O", "a7a6"])
    black = positions(run, 1)[3]
    assert black.startswith("O-O 1000 1000 ")
    assert black.endswith("/RNBQ1RK1 b kq - 5 4")
    white = positions(run, 0)[4]
    assert white.startswith("O-O 1000 1000 rnbq1rk1/")


def test_king_move_castling_is_accepted_by_default_and_reported_as_o_o():
    run = game(ITALIAN[0::2] + ["e1g1", "a2a3"], ITALIAN[1::2] + ["a7a6"])
    assert positions(run, 1)[3].startswith("O-O ")


def test_king_move_castling_can_be_turned_off():
    run = game(
        ITALIAN[0::2] + ["e1g1", "O-O"], ITALIAN[1::2] + ["a7a6"], king_castling="no"
    )
    white = run.lines_for(0)
    assert white[-3:-1] == [("D 1000",), ("A 1000",)]


def test_denied_move_then_a_retry():
    run = game(["e2e5", "e2e4"], ["e7e5"], max_moves="1")
    white = run.lines_for(0)
    assert white[1][0].startswith("NONE ")
    assert white[2:4] == [("D 1000",), ("A 1000",)]
    assert run.prompts[3] == (0, ("D 1000",), 1.0)  # the retry is asked for like a move
    assert run.lines_for(1)[1][0].startswith("e2e4 ")


def test_too_many_denials_lose():
    run = game(["x"] * 4, [], retries="3")
    assert run.outcome.scores == [0, 1]
    assert run.lines_for(0)[-1] == ("D 1000",)
    assert [f.kind for f in run.outcome.faults] == ["illegal"]


def test_forfeit_after_denied_option():
    run = game(["O-O"], [], after_denied="forfeit")
    assert run.outcome.scores == [0, 1]


def test_four_character_promotion_makes_a_queen_and_suffix_option():
    board = chess.Board("7k/P7/8/8/8/8/8/K7 w - - 0 1")
    queen = judge_chess.Rules.from_options({})
    assert judge_chess.find_move(board, "a7a8", queen) == chess.Move.from_uci("a7a8q")
    assert judge_chess.find_move(board, "a7a8n", queen) is None
    suffix = judge_chess.Rules.from_options({"promotion": "suffix"})
    assert judge_chess.find_move(board, "a7a8n", suffix) == chess.Move.from_uci("a7a8n")


def test_unknown_or_bad_options_are_rejected():
    with pytest.raises(ValueError, match="unknown"):
        judge_chess.Rules.from_options({"colour": "red"})
    with pytest.raises(ValueError, match="time_unit"):
        judge_chess.Rules.from_options({"time_unit": "hours"})


def test_clocks_are_charged_in_tenths():
    moves = [("e2e4", 0.55), ("e7e5", 2.0), ("a2a3", 0.1), ("a7a6", 0.1)]
    timed = iter([Answer(move, seconds) for move, seconds in moves])
    run = drive(
        judge_chess.play(0, {"max_moves": "2"}),
        lambda seat, lines, limit: None if limit is None else next(timed),
    )
    assert run.lines_for(0)[2] == ("A 994",)
    assert run.lines_for(1)[1][0].startswith("e2e4 1000 994 ")
    assert run.lines_for(0)[3][0].startswith("e7e5 994 980 ")


def test_running_out_of_clock_loses():
    timed = iter([Answer("e2e4", 0.9), Answer("e7e5", 0.9), Answer("a2a3", 0.2)])
    run = drive(
        judge_chess.play(0, {"clock": "1"}),
        lambda seat, lines, limit: None if limit is None else next(timed),
    )
    assert run.outcome.scores == [0, 1]  # white ran out
    assert run.prompts[-1][2] == pytest.approx(
        0.1
    )  # the last move may use what is left


def test_fools_mate_ends_the_game():
    run = game(["f2f3", "g2g4"], ["e7e5", "d8h4"])
    assert run.outcome.scores == [0, 1]
    assert run.outcome.summary == "black wins by checkmate"


def test_check_answer_uses_the_last_position_sent():
    colour = Turn(1, ("white",), None, status="silent")
    position = Turn(2, (f"NONE 1000 1000 {chess.STARTING_FEN}",), 1.0)
    assert judge_chess.check_answer([colour, position], "e2e4") is None
    assert judge_chess.check_answer([colour, position], "e2e5") is not None
    denied = Turn(3, ("D 1000",), 1.0)
    assert judge_chess.check_answer([colour, position, denied], "g1f3") is None
    assert judge_chess.check_answer([colour], "e2e4") is not None


def test_output_before_the_colour_line_disqualifies():
    talker = f"{sys.executable} -c \"print('hello', flush=True); import time; time.sleep(30)\""
    record = play_game(judge_chess, 0, {"startup_wait": "20"}, [talker, talker])
    kinds = [(fault.seat, fault.kind) for fault in record.runner_faults]
    assert kinds == [(0, "early-output"), (1, "early-output")]
    assert "hello" in record.runner_faults[0].message
    assert record.outcome.scores == [0, 1]  # white could not move first


def test_output_while_not_asked_disqualifies():
    bot = Path(__file__).parents[1] / "bots" / "judge_random.py"
    chatty = f"{sys.executable} -c \"import sys; sys.stdin.readline(); print('ready', flush=True); sys.stdin.read()\""
    record = play_game(judge_chess, 0, {"startup_wait": "0"}, [str(bot), chatty])
    assert [(f.seat, f.kind) for f in record.runner_faults] == [(1, "early-output")]
    assert record.outcome.scores == [1, 0]
