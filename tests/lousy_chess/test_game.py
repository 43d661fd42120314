from sources.lousy_chess.game import DRAW, MAX_PLIES, EngineSpec, play_game
from sources.lousy_chess.rules import KING, Position, move_name


def test_a_drawn_game_stops_after_exactly_80_plies():
    record = play_game("CH3SS5", EngineSpec("D", 0), EngineSpec("L", 9))
    assert MAX_PLIES == 80
    assert record.result == DRAW
    assert len(record.moves) == len(record.positions) == 80
    assert not any(
        abs(position.board[move[1]]) == KING
        for position, move in zip(record.positions, record.moves)
    )


def test_a_won_game_ends_on_the_king_capture():
    record = play_game("CH3SS5", EngineSpec("L", 8), EngineSpec("K", 3))
    last_position, last_move = record.positions[-1], record.moves[-1]
    assert len(record.moves) == len(record.positions) < 80
    assert last_position.board[last_move[1]] == (
        -KING if last_position.white_to_move else KING
    )
    assert record.result == (
        "white wins" if last_position.white_to_move else "black wins"
    )


def test_positions_follow_the_moves_and_alternate_sides():
    record = play_game("KT4NE7", EngineSpec("S", 1), EngineSpec("M", 6))
    assert record.positions[0].board == Position.start().board
    for index, move in enumerate(record.moves[:-1]):
        before, after = record.positions[index], record.positions[index + 1]
        assert before.white_to_move == (index % 2 == 0)
        assert after.white_to_move != before.white_to_move
        assert after.last_move == move
        assert after.board == before.play(move).board


def test_the_manual_white_l8_plays_the_manual_first_moves():
    # Manual (a): White L8 with CH3SS5. Its first move is fixed whatever Black does:
    # light-to-dark candidates a2-a3 b1-a3 b1-c3 c2-c3 e2-e3, seed 8 even, number 1 -> b1-a3.
    for black in "DKLMS":
        record = play_game("CH3SS5", EngineSpec("L", 8), EngineSpec(black, 3))
        assert move_name(record.moves[0]) == "b1-a3"
