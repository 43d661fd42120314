"""The checked-in readers on hand-written inputs, byte for byte as the referees send them
(docs: /work/shared/arena-facts.md sections 1.3, 2.2, 3.2, 4.2 and issue 9)."""

import io

import pytest

from sources.readers import chess960, connect4, judge_chess, knights, lousy_chess

EMPTY_ROW = "........."


def test_connect4_second_players_first_turn_with_steal_offered():
    lines = [
        "1 0",
        "1",
        *[EMPTY_ROW] * 6,
        "....0....",
        "10",
        *map(str, range(9)),
        "-2",
        "4",
    ]
    reader = connect4.lines_reader(lines)
    assert reader.read_init() == connect4.Init(my_id=1, opp_id=0)
    turn = reader.read_turn()
    assert turn.turn_index == 1
    assert turn.board_rows[-1] == "....0...." and len(turn.board_rows) == 7
    assert turn.num_valid_actions == 10
    assert turn.actions == [0, 1, 2, 3, 4, 5, 6, 7, 8, -2]
    assert turn.opp_previous_action == 4
    with pytest.raises(connect4.EndOfInput):
        reader.read_turn()


def test_connect4_reads_a_real_stream_with_crlf():
    text = (
        "0 1\r\n0\r\n"
        + f"{EMPTY_ROW}\r\n" * 7
        + "9\r\n"
        + "".join(f"{column}\r\n" for column in range(9))
        + "-1\r\n"
    )
    reader = connect4.Reader(io.StringIO(text).readline)
    reader.read_init()
    assert reader.read_turn().opp_previous_action == -1
    assert reader.line_number == 20


def test_connect4_mismatch_names_line_and_field():
    lines = ["0 1", "0", *[EMPTY_ROW] * 7, "nine"]
    reader = connect4.lines_reader(lines)
    reader.read_init()
    with pytest.raises(connect4.InputError) as raised:
        reader.read_turn()
    assert str(raised.value) == (
        "input line 10: numValidActions: expected an integer, got 'nine'"
    )
    long_row = ["0", EMPTY_ROW + "."] + [EMPTY_ROW] * 6
    with pytest.raises(
        connect4.InputError, match="input line 2: boardRows: expected a word"
    ):
        connect4.lines_reader(long_row).read_turn()


def test_knights_turn():
    rows = [
        "........",
        "........",
        "....r...",
        "........",
        "...#....",
        "..g..b..",
        "........",
        "........",
    ]
    lines = ["g", "r 1 e6", "g 1 null", "b 0 f3", *rows, "3", "a4", "b1", "e4"]
    reader = knights.lines_reader(lines)
    assert reader.read_init().color == "g"
    turn = reader.read_turn()
    assert turn.players == ["r", "g", "b"]
    assert turn.statuses == [1, 1, 0]
    assert turn.last_moves == ["e6", "null", "f3"]
    assert turn.rows == rows
    assert turn.move_count == 3 and turn.moves == ["a4", "b1", "e4"]


def test_knights_status_line_must_have_three_fields():
    reader = knights.lines_reader(["r", "r 1"])
    reader.read_init()
    with pytest.raises(
        knights.InputError, match="input line 2: players statuses lastMoves"
    ):
        reader.read_turn()


CHESS960_TURN = {
    "fen": "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b AHah e3 0 1",
    "lastmove": "e2e4",
    "draw": "0",
    "game": "1",
    "score": "0 0",
}
START_MOVES = (
    "a2a3 a2a4 b1a3 b1c3 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g1f3 g1h3 g2g3 g2g4"
    " h2h3 h2h4"
).split()


def test_chess960_configuration_then_every_input_in_the_requested_order():
    requested = "score game draw lastmove moves fen".split()
    lines = ["2", "crazyHouse 0", "maxMoves 125"]
    for name in requested:
        lines += (
            [str(len(START_MOVES)), *START_MOVES]
            if name == "moves"
            else [CHESS960_TURN[name]]
        )
    reader = chess960.lines_reader(lines)
    init = reader.read_init()
    assert dict(zip(init.constant_names, init.constant_values)) == {
        "crazyHouse": 0,
        "maxMoves": 125,
    }
    turn = reader.read_turn(requested)
    assert (turn.my_score, turn.opp_score, turn.game_number) == (0, 0, 1)
    assert turn.draw_offered is False and turn.last_move == "e2e4"
    assert turn.moves == START_MOVES and turn.moves_count == 20
    assert turn.board == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"
    assert (turn.color, turn.castling, turn.en_passant) == ("b", "AHah", "e3")
    assert (turn.half_move_clock, turn.full_move) == (0, 1)


def test_chess960_unrequested_inputs_are_none_and_unknown_names_read_nothing():
    reader = chess960.lines_reader(["none", "1", "none"])
    turn = reader.read_turn(["lastmove", "bogus", "draw", "", "lastmove"])
    assert turn.last_move == "none" and turn.draw_offered is True
    assert turn.board is None and turn.moves is None and turn.game_number is None
    assert reader.line_number == 3


def test_judge_position_line_keeps_the_fen_whole():
    lines = [
        "white",
        "NONE 1000 1000 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "A 990",
        "O-O-O 985 870 r3kbnr/8/8/8/8/8/8/R3KBNR w KQk - 2 9",
        "D 870",
    ]
    reader = judge_chess.lines_reader(lines)
    assert reader.read_init().color == "white"
    turn = reader.read_turn()
    assert (turn.last_move, turn.my_time, turn.opp_time) == ("NONE", 1000, 1000)
    assert turn.fen == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    assert reader.read_status() == judge_chess.Status("A", 990)
    assert reader.read_turn().last_move == "O-O-O"
    assert reader.read_status().status == "D"
    with pytest.raises(judge_chess.EndOfInput):
        reader.read_turn()


def test_judge_position_line_without_fen_is_an_error():
    reader = judge_chess.lines_reader(["black", "e2e4 1000 1000"])
    reader.read_init()
    with pytest.raises(
        judge_chess.InputError, match="input line 2: lastMove myTime oppTime fen"
    ):
        reader.read_turn()


@pytest.mark.parametrize(
    "lines, position",
    [
        (["CH3SS5", "L8", "K3", "8 w"], (8, "w")),
        (["ch3ss5", "L4", "K3"], (None, None)),
        (["CH3SS5", "L8", "K3", ""], (None, None)),
        (["CH3SS5", "L8", "K3", "  "], (None, None)),
    ],
)
def test_lousy_chess_optional_position(lines, position):
    init = lousy_chess.lines_reader(lines).read_init()
    assert init.serial.upper() == "CH3SS5" and init.black == "K3"
    assert (init.move_number, init.side) == position


def test_lousy_chess_bad_position_names_line():
    with pytest.raises(lousy_chess.InputError, match="input line 4: moveNumber"):
        lousy_chess.lines_reader(["CH3SS5", "L8", "K3", "x w"]).read_init()
    with pytest.raises(lousy_chess.EndOfInput):
        lousy_chess.lines_reader(["CH3SS5", "L8"]).read_init()


def test_bytes_are_decoded_line_by_line_and_bad_bytes_name_their_line():
    lines = iter([b"0 1\n", b"0\n", b"....\xff....\n"])
    reader = connect4.Reader(lambda: next(lines, b""))
    assert reader.read_init() == connect4.Init(my_id=0, opp_id=1)
    with pytest.raises(connect4.InputError) as raised:
        reader.read_turn()
    assert str(raised.value) == (
        "input line 3: expected UTF-8 text, got b'....\\xff....\\n'"
    )


def test_a_line_cut_by_the_end_of_input_is_the_end_of_input():
    """The referee ends every line: a game bot never answers a half-received turn."""
    lines = iter([b"r\n", b"r 1 e3"])
    reader = knights.Reader(lambda: next(lines, b""))
    reader.read_init()
    with pytest.raises(knights.EndOfInput, match="inside line 2"):
        reader.read_turn()


def test_a_one_shot_reader_takes_a_last_line_without_newline():
    lines = iter([b"CH3SS5\n", b"L8\n", b"K3\n", b"8 w"])
    init = lousy_chess.Reader(lambda: next(lines, b"")).read_init()
    assert (init.black, init.move_number, init.side) == ("K3", 8, "w")
