import itertools

from sources.knights.board import FULL, KNIGHT_MOVES, parse_square, squares_of
from sources.knights.evaluation import (
    Evaluator,
    LongestPath,
    final_value,
    path_bound,
    reachable,
    territory_moves,
)


def bitboard(*names):
    return sum(1 << parse_square(name) for name in names)


def brute_force_longest(square, region):
    best = 0
    for target in squares_of(KNIGHT_MOVES[square] & region):
        best = max(best, 1 + brute_force_longest(target, region & ~(1 << target)))
    return best


def test_reachable_follows_knight_jumps_through_free_squares_only():
    free = bitboard("b3", "c5", "a4")
    assert reachable(parse_square("a1"), free) == bitboard("b3", "c5", "a4")
    assert reachable(parse_square("a1"), bitboard("c5", "a4")) == 0


def test_path_bound_uses_colour_alternation():
    # from a1 (dark): b3 and c2 are light; a path alternates light, dark, light...
    assert path_bound(parse_square("a1"), bitboard("b3", "c2")) == 1
    assert path_bound(parse_square("a1"), bitboard("b3", "c5", "a4")) == 3
    assert path_bound(parse_square("a1"), bitboard("b3", "a4", "c5", "b6")) == 4


def test_longest_path_is_exact_on_small_regions():
    corner = [parse_square(n) for n in ("a1", "b1", "c1", "a2", "b2", "c2", "d2")]
    corner += [parse_square(n) for n in ("a3", "b3", "c3", "d3", "a4", "b4", "c4")]
    paths = LongestPath()
    checked = 0
    for start in corner[:4]:
        for removed in itertools.combinations(corner[4:], 2):
            region = sum(1 << s for s in corner if s != start and s not in removed)
            length, exact = paths.length(start, region)
            assert exact and length == brute_force_longest(start, region)
            checked += 1
    assert checked == 4 * 45


def test_longest_path_cut_short_reports_inexact_and_a_lower_bound():
    start = parse_square("a1")
    region = FULL & ~(1 << start)
    length, exact = LongestPath(cap=50).length(start, region)
    assert not exact and 0 < length <= 63


def test_territory_gives_ties_to_the_player_moving_first():
    # Two knights with one common square between them (c3 is a jump from both a2 and e2).
    knights = (parse_square("a2"), parse_square("e2"), parse_square("h8"))
    free = bitboard("c3")
    # results are listed in the order given: the first player in it moves first
    assert territory_moves(knights, [0, 1], free) == [1, 0]
    assert territory_moves(knights, [1, 0], free) == [1, 0]
    assert territory_moves(knights, [0, 1], free | bitboard("a4")) == [2, 0]


def test_final_values_are_ordered():
    assert final_value(2) > final_value(1) > final_value(0)


def test_walled_off_knight_with_the_longer_path_is_winning():
    # r in a 4-square pocket, g and b each with a single square: all isolated.
    blocked = FULL & ~bitboard("b3", "c5", "a4", "b6", "h1", "e8")
    blocked |= bitboard("a1", "f2", "c7")
    knights = (parse_square("a1"), parse_square("f2"), parse_square("c7"))
    evaluator = Evaluator()
    for to_move in range(3):
        assert evaluator.evaluate(blocked, knights, (True,) * 3, to_move, 0) > 1500
        assert evaluator.evaluate(blocked, knights, (True,) * 3, to_move, 1) <= 0


def test_longest_path_stops_at_a_passed_deadline():
    start = parse_square("a1")
    region = FULL & ~(1 << start)
    paths = LongestPath(cap=10**6, deadline=0.0)
    length, exact = paths.length(start, region)
    # without the deadline the 63-move tour is found and proven (it meets the colour bound)
    assert not exact and paths.budget <= 0 and length <= 63
