import pytest

from sources.lousy_chess.engines import (
    SWITCH_SIDES_TARGETS,
    candidates,
    choose_move,
    closer_to_enemy_king,
    closer_to_enemy_setup,
    dark_to_dark,
    dark_to_light,
    light_to_dark,
    light_to_light,
    mirror_last_move,
    reflected,
    same_kind_as_last_move,
)
from sources.lousy_chess.rng import base_digits, random_numbers
from sources.lousy_chess.rules import (
    PROMOTED_QUEEN,
    QUEEN,
    SQUARE_NAMES,
    Position,
    move_name,
)

# Manual (a), White L8 with serial CH3SS5, White to play move 8.
MANUAL_MOVE_8 = Position.from_diagram("""
    k.b.r
    ..ppp
    p..Q.
    Nq..P
    PP...
    R.B.K
    """)


def square_of(name: str) -> int:
    return SQUARE_NAMES.index(name)


def move_of(name: str) -> tuple[int, int]:
    origin, to = name.split("-")
    return square_of(origin), square_of(to)


def names(moves) -> list[str]:
    return sorted(move_name(move) for move in moves)


def kept(goal, position: Position) -> list[str]:
    return names(goal(position, position.moves()))


def test_manual_example_move_8_candidates_and_choice():
    assert names(candidates("L", MANUAL_MOVE_8, MANUAL_MOVE_8.moves())) == [
        "c1-d2",
        "d4-b4",
        "d4-c3",
        "d4-c5",
        "d4-d2",
        "d4-e5",
        "e1-d2",
    ]
    numbers = random_numbers(8, base_digits("CH3SS5"))
    assert (numbers[7], numbers[8]) == (2, 7)
    assert move_name(choose_move("L", numbers, MANUAL_MOVE_8, 8)) == "c1-d2"


def test_manual_example_first_move_of_white_l4():
    numbers = random_numbers(4, base_digits("CH3SS5"))
    start = Position.start()
    assert names(light_to_dark(start, start.moves())) == [
        "a2-a3",
        "b1-a3",
        "b1-c3",
        "c2-c3",
        "e2-e3",
    ]
    assert move_name(choose_move("L", numbers, start, 1)) == "b1-c3"


def test_order_follows_the_parity_of_the_previous_number_and_wraps_around():
    start = Position.start()  # L's candidates: a2-a3 b1-a3 b1-c3 c2-c3 e2-e3
    assert move_name(choose_move("L", (0, 6), start, 1)) == "b1-a3"  # ascending, 6 % 5
    assert move_name(choose_move("L", (1, 6), start, 1)) == "c2-c3"  # descending
    assert move_name(choose_move("L", (2, 0), start, 1)) == "a2-a3"
    assert move_name(choose_move("L", (3, 0), start, 1)) == "e2-e3"


def test_a_side_without_valid_moves_gets_no_move():
    stuck = Position.from_diagram(
        """
        ....K
        .....
        p....
        P....
        .....
        .....
        """,
        white_to_move=False,
    )
    assert choose_move("D", tuple(range(41)), stuck, 3) is None


KING_IN_REACH = Position.from_diagram("""
    ....k
    .....
    .....
    .N...
    ....R
    K....
    """)


@pytest.mark.parametrize("letter", "DKLMS")
def test_every_engine_takes_the_king_when_it_can(letter):
    for seed in range(10):
        numbers = random_numbers(seed, (1, 2, 3))
        assert move_name(choose_move(letter, numbers, KING_IN_REACH, 2)) == "e2-e6"


@pytest.mark.parametrize("letter", "DKLMS")
def test_two_king_captures_are_sorted_and_picked_like_any_candidates(letter):
    both = Position.from_diagram("""
        ....k
        .....
        ...N.
        .....
        ....R
        K....
        """)
    assert names(candidates(letter, both, both.moves())) == ["d4-e6", "e2-e6"]
    assert move_name(choose_move(letter, (0, 1), both, 1)) == "e2-e6"
    assert move_name(choose_move(letter, (1, 1), both, 1)) == "d4-e6"


def test_d_wants_dark_to_light_then_light_to_light_then_anything():
    start = Position.start()
    assert names(candidates("D", start, start.moves())) == ["b2-b3", "d2-d3"]
    only_light = Position.from_diagram("""
        k....
        .....
        .....
        .....
        ....K
        .B...
        """)
    assert kept(dark_to_light, only_light) == []
    assert names(candidates("D", only_light, only_light.moves())) == [
        "b1-a2",
        "b1-c2",
        "b1-d3",
        "b1-e4",
        "e2-d1",
        "e2-d3",
    ]
    lone_knight = Position.from_diagram("""
        k....
        .....
        .....
        .....
        .....
        .N...
        """)
    assert kept(light_to_light, lone_knight) == []
    assert names(candidates("D", lone_knight, lone_knight.moves())) == [
        "b1-a3",
        "b1-c3",
        "b1-d2",
    ]


def test_l_wants_light_to_dark_then_dark_to_dark_then_anything():
    start = Position.start()
    assert kept(dark_to_dark, start) == []
    only_dark = Position.from_diagram("""
        ....k
        .....
        .....
        .....
        .....
        K.B..
        """)
    assert kept(light_to_dark, only_dark) == []
    assert names(candidates("L", only_dark, only_dark.moves())) == [
        "a1-b2",
        "c1-a3",
        "c1-b2",
        "c1-d2",
        "c1-e3",
    ]
    lone_knight = Position.from_diagram("""
        ....k
        .....
        .....
        .....
        .....
        N....
        """)
    assert kept(dark_to_dark, lone_knight) == []
    assert names(candidates("L", lone_knight, lone_knight.moves())) == [
        "a1-b3",
        "a1-c2",
    ]


def test_k_moves_strictly_closer_to_the_enemy_king():
    position = Position.from_diagram("""
        ....k
        .....
        .....
        ..Q..
        .....
        K....
        """)
    # From c3 the black king on e6 is 5 away; b4, a5, d2 and e1 are 5 away too.
    assert names(candidates("K", position, position.moves())) == [
        "a1-a2",
        "a1-b1",
        "a1-b2",
        "c3-c4",
        "c3-c5",
        "c3-c6",
        "c3-d3",
        "c3-d4",
        "c3-e3",
        "c3-e5",
    ]


def test_k_as_black_chases_the_white_king_and_falls_back_to_any_move():
    position = Position.from_diagram(
        """
        .....
        ....p
        .....
        .....
        .....
        ....K
        """,
        white_to_move=False,
    )
    assert kept(closer_to_enemy_king, position) == ["e5-e4"]
    away = Position.from_diagram(
        """
        ....K
        .....
        .....
        .....
        ..p..
        .....
        """,
        white_to_move=False,
    )
    assert kept(closer_to_enemy_king, away) == []
    assert names(candidates("K", away, away.moves())) == ["c2-c1"]


def test_s_targets_are_the_enemy_start_squares_of_the_same_piece():
    def named(target):
        file, rank_index = target
        return "abcde"[file] + str(rank_index + 1)

    white = {kind: named(SWITCH_SIDES_TARGETS[kind]) for kind in range(2, 7)}
    black = {kind: named(SWITCH_SIDES_TARGETS[-kind]) for kind in range(2, 7)}
    # knight, bishop, rook, queen, king
    assert white == {2: "d6", 3: "c6", 4: "e6", 5: "b6", 6: "a6"}
    assert black == {2: "b1", 3: "c1", 4: "a1", 5: "d1", 6: "e1"}


def test_s_pawns_only_push_towards_the_enemy_pawn_rank():
    position = Position.from_diagram("""
        .....
        .P.n.
        ..n..
        ..P.P
        .....
        .....
        """)
    # c3 captures diagonally (no closer), b5 is already on rank 5, e3 pushes.
    assert kept(closer_to_enemy_setup, position) == ["e3-e4"]


def test_s_with_only_diagonal_pawn_captures_falls_back_to_any_move():
    position = Position.from_diagram("""
        K....
        .....
        .ppp.
        ..P..
        .....
        ....k
        """)
    assert kept(closer_to_enemy_setup, position) == []
    assert names(candidates("S", position, position.moves())) == [
        "a6-a5",
        "a6-b5",
        "a6-b6",
        "c3-b4",
        "c3-d4",
    ]


QUEEN_ON_A3 = """
    K....
    .....
    .....
    {}....
    .....
    ....k
"""


def test_s_aims_a_promoted_queen_one_square_left_of_a6_for_both_colours():
    regular = Position.from_diagram(QUEEN_ON_A3.format("Q"))
    promoted = Position.from_diagram(QUEEN_ON_A3.format("X"))
    assert kept(closer_to_enemy_setup, regular) == [
        "a3-a4",
        "a3-a5",
        "a3-b3",
        "a3-b4",
        "a3-c5",
        "a3-d6",
    ]
    assert kept(closer_to_enemy_setup, promoted) == ["a3-a4", "a3-a5"]
    black_regular = Position.from_diagram(QUEEN_ON_A3.format("q"), white_to_move=False)
    black_promoted = Position.from_diagram(QUEEN_ON_A3.format("x"), white_to_move=False)
    assert "a3-a4" not in kept(closer_to_enemy_setup, black_regular)
    # Black's queen may also take the white king on a6, which is closer still.
    assert kept(closer_to_enemy_setup, black_promoted) == ["a3-a4", "a3-a5", "a3-a6"]


def test_reflection_is_through_the_board_centre():
    pairs = [("a1", "e6"), ("b1", "d6"), ("c3", "c4"), ("e2", "a5")]
    for one, other in pairs:
        assert SQUARE_NAMES[reflected(square_of(one))] == other
        assert SQUARE_NAMES[reflected(square_of(other))] == one


def test_m_mirrors_the_last_move_with_the_same_piece():
    after = Position.start().play(move_of("b1-c3"))
    assert names(candidates("M", after, after.moves())) == ["d6-c4"]


def test_m_needs_the_same_kind_on_the_mirrored_square_else_moves_that_kind():
    # White played c2-c3 with a pawn; Black's c5 holds a bishop, so c5-c4 is no mirror.
    position = Position.from_diagram(
        """
        k...r
        ppbpp
        .....
        ..P..
        .....
        K....
        """,
        white_to_move=False,
        last_move=move_of("c2-c3"),
    )
    assert "c5-c4" in names(position.moves())
    assert kept(mirror_last_move, position) == []
    assert names(candidates("M", position, position.moves())) == [
        "a5-a4",
        "b5-b4",
        "d5-d4",
        "e5-e4",
    ]


PROMOTED_ON_B6 = """
    .X..k
    .....
    ..{}..
    .....
    ...{}.
    K....
"""


def test_m_after_a_promotion_mirrors_it_with_a_queen():
    position = Position.from_diagram(
        PROMOTED_ON_B6.format(".", "q"),
        white_to_move=False,
        last_move=move_of("b5-b6"),
    )
    assert position.board[square_of("b6")] == PROMOTED_QUEEN
    assert names(candidates("M", position, position.moves())) == ["d2-d1"]


def test_m_after_a_promotion_ignores_the_pawn_on_the_mirrored_square():
    position = Position.from_diagram(
        PROMOTED_ON_B6.format("q", "p"),
        white_to_move=False,
        last_move=move_of("b5-b6"),
    )
    queen_moves = [name for name in names(position.moves()) if name.startswith("c4")]
    assert "d2-d1" in names(position.moves())
    assert kept(mirror_last_move, position) == []
    assert kept(same_kind_as_last_move, position) == queen_moves
    assert names(candidates("M", position, position.moves())) == queen_moves


def test_m_counts_promoted_queens_as_queens_when_moving_the_same_kind():
    position = Position.from_diagram(
        """
        k....
        .....
        x....
        .....
        ..Q..
        ....K
        """,
        white_to_move=False,
        last_move=move_of("c1-c2"),
    )
    assert position.board[square_of("c2")] == QUEEN
    moves = names(position.moves())
    assert names(candidates("M", position, position.moves())) == [
        name for name in moves if name.startswith("a4")
    ]


def test_m_without_a_previous_move_plays_any_valid_move():
    start = Position.start()
    assert names(candidates("M", start, start.moves())) == names(start.moves())
