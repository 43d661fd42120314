import pytest

from sources.lousy_chess.rules import (
    IS_DARK,
    PROMOTED_QUEEN,
    SQUARE_NAMES,
    Position,
    apply_move,
    move_name,
    perft,
    undo_move,
)


def named_moves(position: Position) -> list[str]:
    return sorted(move_name(move) for move in position.moves())


def moves_from(position: Position, origin: str) -> list[str]:
    return [name for name in named_moves(position) if name.startswith(origin)]


def square_of(name: str) -> int:
    return SQUARE_NAMES.index(name)


@pytest.mark.parametrize(
    "depth, leaves", [(1, 7), (2, 49), (3, 473), (4, 4627), (5, 54252), (6, 645333)]
)
def test_perft_from_the_start_position(depth, leaves):
    assert perft(list(Position.start().board), True, depth) == leaves


def test_perft_counts_a_king_capture_only_as_a_last_ply_leaf():
    position = Position.from_diagram("""
        k....
        ....p
        .....
        .....
        .....
        R...K
        """)
    board = list(position.board)
    # Rook: a2-a5, a1xa6 (the king) and b1-d1; king: d1, d2, e2.
    assert perft(board, True, 1) == 11
    # Black answers each of the 10 other moves with 3 king moves and e5-e4; after a1xa6 the
    # game is over, so its pawn move there is not counted.
    assert perft(board, True, 2) == 40


def test_start_position_moves_and_names():
    assert named_moves(Position.start()) == [
        "a2-a3",
        "b1-a3",
        "b1-c3",
        "b2-b3",
        "c2-c3",
        "d2-d3",
        "e2-e3",
    ]


def test_square_colours_follow_the_chess_board():
    dark = {name for index, name in enumerate(SQUARE_NAMES) if IS_DARK[index]}
    assert {"a1", "e1", "b6", "c3"} <= dark
    assert not {"b1", "a2", "d1", "a6", "e6"} & dark


def test_bishop_slides_diagonally_and_steps_orthogonally_onto_empty_squares_only():
    position = Position.from_diagram(
        """
        ....k
        .....
        .Pp..
        .Pb..
        .....
        K....
        """,
        white_to_move=False,
    )
    # Diagonals from c3: b4 and a1 are captures that end their rays. Orthogonal steps: c2
    # and d3 are empty, b3 holds a White pawn (no orthogonal capture), c4 a Black one.
    assert moves_from(position, "c3") == [
        "c3-a1",
        "c3-b2",
        "c3-b4",
        "c3-c2",
        "c3-d2",
        "c3-d3",
        "c3-d4",
        "c3-e1",
        "c3-e5",
    ]


def test_pawns_push_one_square_and_capture_diagonally_forward_only():
    position = Position.from_diagram("""
        ....k
        .....
        .....
        .n.p.
        ..P..
        K....
        """)
    assert moves_from(position, "c2") == ["c2-b3", "c2-c3", "c2-d3"]
    blocked = Position.from_diagram("""
        ....k
        .....
        .....
        ..n..
        ..P..
        K....
        """)
    assert moves_from(blocked, "c2") == []


def test_knight_rook_queen_and_king_moves():
    position = Position.from_diagram("""
        k....
        .....
        ..p..
        .....
        N.R..
        ....K
        """)
    assert moves_from(position, "a2") == ["a2-b4", "a2-c1", "a2-c3"]
    assert moves_from(position, "c2") == [
        "c2-b2",
        "c2-c1",
        "c2-c3",
        "c2-c4",
        "c2-d2",
        "c2-e2",
    ]
    assert moves_from(position, "e1") == ["e1-d1", "e1-d2", "e1-e2"]
    queen = Position.from_diagram("""
        k....
        .....
        .....
        .....
        .....
        Q...K
        """)
    assert (
        len(moves_from(queen, "a1")) == 5 + 3 + 4
    )  # up the file, along the rank, diagonal


def test_king_may_step_into_attack():
    position = Position.from_diagram("""
        k....
        .....
        .....
        .r...
        .....
        K....
        """)
    assert moves_from(position, "a1") == ["a1-a2", "a1-b1", "a1-b2"]


def test_pawn_promotes_to_a_queen_that_remembers_its_promotion():
    position = Position.from_diagram("""
        ..k..
        P....
        .....
        .....
        ....p
        K....
        """)
    promoted = position.play((square_of("a5"), square_of("a6")))
    assert promoted.board[square_of("a6")] == PROMOTED_QUEEN
    assert (
        len(moves_from(promoted.play((square_of("c6"), square_of("c5"))), "a6")) == 12
    )
    black = Position.from_diagram(position.diagram(), white_to_move=False)
    assert (
        black.play((square_of("e2"), square_of("e1"))).board[square_of("e1")]
        == -PROMOTED_QUEEN
    )


def test_undo_restores_a_promotion():
    board = list(Position.from_diagram("""
            ..k..
            P....
            .....
            .....
            .....
            K....
            """).board)
    before = list(board)
    move = (square_of("a5"), square_of("a6"))
    moved = board[move[0]]
    captured = apply_move(board, move)
    assert board != before
    undo_move(board, move, moved, captured)
    assert board == before


def test_diagram_round_trip_keeps_promoted_queens():
    diagram = "k...X\nppppp\n.....\n.....\nPPPPx\nRNBQK"
    assert Position.from_diagram(diagram).diagram() == diagram


def test_bad_diagram_is_rejected():
    with pytest.raises(ValueError):
        Position.from_diagram("kqbnr\nppppp")
