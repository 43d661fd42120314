"""Search results against brute force on small endgames, and its tactical basics."""

import random

from sources.connect4 import board, evaluation, search


def position_from_columns(columns):
    current = mask = 0
    for column in columns:
        current, mask = board.play(current, mask, column)
    return current, mask


def quiet_endgame(rng, empty_cells):
    """A random position with `empty_cells` left, no four on the board and no immediate
    win for the side to move."""
    while True:
        current = mask = 0
        for _ in range(board.CELLS - empty_cells):
            columns = [
                c
                for c in range(board.COLUMNS)
                if board.can_play(mask, c)
                and not board.has_four(current | board.move_bit(mask, c))
            ]
            if not columns:
                break
            current, mask = board.play(current, mask, rng.choice(columns))
        else:
            possible = board.playable_cells(mask)
            if not board.winning_cells(current, mask) & possible:
                return current, mask


def solve_by_brute_force(current, mask):
    """+1 win, 0 draw, -1 loss for the side to move, by plain minimax."""
    best = -1 if mask != board.BOARD_MASK else 0
    for column in range(board.COLUMNS):
        if board.can_play(mask, column):
            if board.has_four(current | board.move_bit(mask, column)):
                return 1
            best = max(best, -solve_by_brute_force(*board.play(current, mask, column)))
    return best


def outcome(score):
    return (score > search.PROVEN) - (score < -search.PROVEN)


def test_exact_endgames_match_brute_force():
    rng = random.Random(5)
    outcomes = set()
    for _ in range(12):
        position = quiet_endgame(rng, 7)
        expected = solve_by_brute_force(*position)
        column, score = search.Search().best_move(*position)
        assert outcome(score) == expected
        outcomes.add(expected)
        # and the chosen move keeps that value
        current, mask = position
        if board.has_four(current | board.move_bit(mask, column)):
            assert expected == 1
        else:
            assert -solve_by_brute_force(*board.play(current, mask, column)) == expected
    assert len(outcomes) >= 2  # the sample is not one-sided


def test_takes_an_immediate_win():
    # side to move (player 0) has three at the bottom of columns 2, 3, 4
    position = position_from_columns([2, 2, 3, 3, 4, 4])
    column, score = search.Search().best_move(*position, node_budget=500)
    assert column in (1, 5) and score == search.WIN - 1


def test_blocks_an_immediate_threat():
    # player 1 to move; player 0 threatens both ends of 2-3-4 unless blocked now at 1 or 5
    position = position_from_columns([2, 8, 3, 8, 4])
    column, _ = search.Search().best_move(*position, node_budget=2000)
    assert column in (1, 5)


def test_never_plays_below_an_opponent_threat_when_a_safe_move_exists():
    rng = random.Random(9)
    for _ in range(30):
        current, mask = quiet_endgame(rng, 20)
        their_wins = board.winning_cells(current ^ mask, mask)
        possible = board.playable_cells(mask)
        if their_wins & possible:
            continue
        safe = possible & ~(their_wins >> 1)
        column, _ = search.Search().best_move(current, mask, node_budget=300)
        if safe:
            assert board.move_bit(mask, column) & safe


def test_node_budget_makes_the_answer_repeatable():
    position = position_from_columns([4, 4, 3, 5, 2])
    first = search.Search()
    results = [first.best_move(*position, node_budget=3000)]
    results.append(
        first.best_move(*board.play(*position, results[0][0]), node_budget=3000)
    )
    second = search.Search()
    again = [second.best_move(*position, node_budget=3000)]
    again.append(
        second.best_move(*board.play(*position, again[0][0]), node_budget=3000)
    )
    assert results == again


def test_evaluation_is_mirror_symmetric_and_antisymmetric():
    rng = random.Random(2)
    for _ in range(50):
        current, mask = quiet_endgame(rng, rng.randrange(20, 50))
        opponent = current ^ mask
        mine = board.winning_cells(current, mask)
        theirs = board.winning_cells(opponent, mask)
        score = evaluation.evaluate(current, opponent, mask, mine, theirs)
        mirrored = evaluation.evaluate(
            board.mirror(current),
            board.mirror(opponent),
            board.mirror(mask),
            board.mirror(mine),
            board.mirror(theirs),
        )
        assert score == mirrored
        assert abs(score) <= evaluation.MAX_EVALUATION < search.PROVEN


def test_zugzwang_counts_the_safe_moves_left_below_the_threats():
    # every column full but column 0, which is empty
    mask = board.BOARD_MASK & ~board.COLUMN_MASKS[0]
    # their threat on row 3: rows 0 and 1 are safe, then we must play row 2 under it
    assert evaluation.zugzwang(mask, 0, board.cell_bit(0, 3)) == -1
    # on row 2: one safe move, then they must play under their own threat and lose it
    assert evaluation.zugzwang(mask, 0, board.cell_bit(0, 2)) == 0
    # our threat on row 2: after our one safe move they must play under it
    assert evaluation.zugzwang(mask, board.cell_bit(0, 2), 0) == 1
    # a shared threat is deadly to whoever has to play under it
    assert evaluation.zugzwang(mask, board.cell_bit(0, 3), board.cell_bit(0, 3)) == -1
    # no threats: nothing to decide
    assert evaluation.zugzwang(mask, 0, 0) == 0


def test_zugzwang_adds_free_columns_to_the_safe_moves():
    # column 0 empty with their threat on row 3 (two safe moves), column 1 with one free cell
    mask = board.BOARD_MASK & ~board.COLUMN_MASKS[0] & ~board.cell_bit(1, 6)
    assert evaluation.zugzwang(mask, 0, board.cell_bit(0, 3)) == 0
