from sources.knights.board import (
    KNIGHT_MOVES,
    knight_targets,
    parse_rows,
    parse_square,
    spread,
    square_name,
    squares_of,
)


def test_knight_table_counts():
    assert KNIGHT_MOVES[parse_square("a1")] == (1 << parse_square("b3")) | (
        1 << parse_square("c2")
    )
    assert bin(KNIGHT_MOVES[parse_square("d4")]).count("1") == 8
    assert sum(bin(mask).count("1") for mask in KNIGHT_MOVES) == 336


def test_spread_matches_the_table_square_by_square_and_in_sets():
    for square in range(64):
        assert spread(1 << square) == KNIGHT_MOVES[square] == knight_targets(square)
    squares = (1 << parse_square("a8")) | (1 << parse_square("h1"))
    assert spread(squares) == KNIGHT_MOVES[56] | KNIGHT_MOVES[7]


def test_square_names_round_trip():
    assert square_name(0) == "a1" and square_name(63) == "h8"
    assert all(parse_square(square_name(s)) == s for s in range(64))
    assert squares_of(0b1010) == [1, 3]


def test_parse_rows_reads_rank_eight_first():
    rows = [
        "r.......",
        "........",
        "........",
        "...#....",
        "........",
        "........",
        "......b.",
        "g......#",
    ]
    blocked, knights = parse_rows(rows)
    assert knights == [parse_square("a8"), parse_square("a1"), parse_square("g2")]
    names = sorted(map(square_name, squares_of(blocked)))
    assert names == ["a1", "a8", "d5", "g2", "h1"]
