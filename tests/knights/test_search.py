from sources.knights.board import FULL, KNIGHT_MOVES, parse_square, square_name
from sources.knights.search import BRS, PARANOID, Search


def bitboard(*names):
    return sum(1 << parse_square(name) for name in names)


def knights(*names):
    return tuple(parse_square(name) for name in names)


def choose(blocked, placed, alive, me=0, algorithm=PARANOID, nodes=3000):
    search = Search(me, algorithm, node_limit=nodes)
    return square_name(search.choose(blocked, placed, alive)), search


OPENING_BLOCKED = bitboard("g6", "e2", "c6")
OPENING = knights("g6", "e2", "c6")


def test_takes_the_only_escape_square_of_the_last_opponent():
    # r on a1 may go b3 or c2; g on d2 can only go to b3; b is already out.
    blocked = FULL & ~bitboard("b3", "c2", "a5", "c5")
    placed = knights("a1", "d2", "h8")
    for algorithm in (PARANOID, BRS):
        move, _ = choose(blocked, placed, (True, True, False), algorithm=algorithm)
        assert move == "b3", algorithm


def test_walled_off_knight_follows_its_longest_path():
    # r on a1 alone in a pocket: c2 leads nowhere, b3 starts the path b3-c5-a4-b6.
    free = bitboard("c2", "b3", "c5", "a4", "b6", "h4", "h6")
    blocked = FULL & ~free
    placed = knights("a1", "f5", "g8")
    move, _ = choose(blocked, placed, (True, True, True))
    assert move == "b3"


def test_single_legal_move_is_played_without_searching():
    blocked = FULL & ~bitboard("b3", "h4", "h6")
    move, search = choose(blocked, knights("a1", "f5", "g8"), (True,) * 3)
    assert move == "b3" and search.nodes == 0


def test_node_budget_makes_the_search_deterministic():
    for algorithm in (PARANOID, BRS):
        first = choose(OPENING_BLOCKED, OPENING, (True,) * 3, 1, algorithm, 800)
        second = choose(OPENING_BLOCKED, OPENING, (True,) * 3, 1, algorithm, 800)
        assert first[0] == second[0]
        assert first[1].nodes == second[1].nodes == 801
        assert first[1].depth_reached >= 2


def test_opening_move_is_legal_for_every_seat():
    for me in range(3):
        move, _ = choose(OPENING_BLOCKED, OPENING, (True,) * 3, me, nodes=300)
        target = parse_square(move)
        assert KNIGHT_MOVES[OPENING[me]] & ~OPENING_BLOCKED & (1 << target)


def test_node_budget_ignores_the_clock():
    search = Search(0, PARANOID, node_limit=500, deadline=0.0)
    search.choose(OPENING_BLOCKED, OPENING, (True,) * 3)
    assert search.nodes == 501 and search.depth_reached >= 2


def test_clock_stops_the_search_at_the_deadline():
    search = Search(0, PARANOID, deadline=0.0)
    move = search.choose(OPENING_BLOCKED, OPENING, (True,) * 3)
    assert search.nodes == 1 and search.depth_reached == 0
    assert square_name(move) in {"e5", "e7", "f4", "f8", "h4", "h8"}
