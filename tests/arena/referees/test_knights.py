"""The local Mad Knights referee against the original's behaviour (arena-facts section 3).

Expected start squares and `random` games were produced by a small Java 17 program that
re-implements the original's placement loop and `random` handling with java.util.Random.
"""

from bundler.arena.arenas.knights import referee as knights
from bundler.arena.referees.base import Outcome
from bundler.arena.turns import Turn
from bundler.arena.referees.javarandom import JavaRandom

KNIGHT_STEPS = ((-1, -2), (1, -2), (-2, -1), (2, -1), (-2, 1), (2, 1), (-1, 2), (1, 2))

# Java: start squares for r, g, b, then every square played when all three answer `random`
# ("x" = an elimination turn), then the final scores.
JAVA_RANDOM_GAMES = {
    0: (
        "g6 e2 c6",
        "f4 g3 d4 e6 f1 b5 f8 d2 c7 h7 f3 a6 g5 h2 b8 f7 g4 d7 d6 f2 e5 c4 e4 d3 e3 c5 c1 "
        "g2 b3 a2 h4 a5 c3 f5 b7 d1 h6 d8 b2 g8 x a4 e7 b6 c8 a8 a7 x",
        [2, 0, 1],
    ),
    42: (
        "f3 d3 g4",
        "h4 c1 f2 g6 a2 e4 f4 b4 f6 e6 c6 d7 d4 a5 e5 b3 c4 f7 d2 d6 h8 b1 f5 x a3 e7 b5 "
        "c8 a7 b6 x",
        [1, 2, 0],
    ),
    -7: (
        "b5 c7 e4",
        "d4 e6 g5 f3 d8 h7 h2 c6 f6 f1 a5 g8 e3 c4 h6 d1 b2 g4 c3 d3 f2 e2 b4 h3 g1 a2 f4 x "
        "c1 g2 b3 e1 a1 c2 x",
        [0, 1, 2],
    ),
    123456789012: (
        "d5 b4 g5",
        "b6 d3 f3 c4 c1 g1 b2 b3 e2 a4 d4 c3 c5 c2 e4 a6 a1 f6 b8 x h7 c6 f8 d8 e6 b7 g7 d6 "
        "f5 c8 g3 a7 h1 b5 f2 c7 g4 a8 h6 x",
        [1, 0, 2],
    ),
}


def run(seed, answer_for):
    """Play one game; `answer_for(prompt)` returns each answer. Returns (prompts, outcome)."""
    game = knights.play(seed, {})
    prompts = []
    try:
        prompt = next(game)
        while True:
            prompts.append(prompt)
            prompt = game.send(answer_for(prompt))
    except StopIteration as stop:
        return prompts, stop.value


def always(text):
    return lambda prompt: text


def first_legal(prompt):
    return legal_moves(prompt.lines)[0]


def legal_moves(lines):
    body = lines[1:] if len(lines[0]) == 1 else lines
    return list(body[12 : 12 + int(body[11])])


def status_lines(lines):
    body = lines[1:] if len(lines[0]) == 1 else lines
    return body[:3]


def board_rows(lines):
    body = lines[1:] if len(lines[0]) == 1 else lines
    return body[3:11]


def test_start_squares_match_java_placement():
    for seed, (starts, _, _) in JAVA_RANDOM_GAMES.items():
        names = " ".join(map(knights.square_name, knights.start_squares(seed)))
        assert names == starts, seed


def test_start_squares_avoid_the_border_and_each_other():
    for seed in range(300):
        squares = knights.start_squares(seed)
        assert len(set(squares)) == 3
        assert all(1 <= file <= 6 and 1 <= rank <= 6 for file, rank in squares)


def test_first_turn_input_is_byte_exact():
    prompts, _ = run(0, first_legal)
    first = prompts[0]
    # seed 0 starts r on g6, g on e2, b on c6
    assert first.seat == 0 and first.time_limit == knights.FIRST_TURN_TIME
    assert first.lines == (
        "r",
        "r 1 null",
        "g 1 null",
        "b 1 null",
        "........",
        "........",
        "..b...r.",
        "........",
        "........",
        "........",
        "....g...",
        "........",
        "6",
        "e5",
        "e7",
        "f4",
        "f8",
        "h4",
        "h8",
    )


def test_colour_line_only_on_each_seats_first_turn():
    prompts, _ = run(5, first_legal)
    assert [p.lines[0] for p in prompts[:3]] == ["r", "g", "b"]
    assert [p.seat for p in prompts[:3]] == [0, 1, 2]
    assert all(len(p.lines[0]) > 1 for p in prompts[3:])
    assert all(p.time_limit == knights.TURN_TIME for p in prompts[3:])


def test_moves_are_sorted_and_previous_squares_print_as_hash():
    prompts, _ = run(0, first_legal)
    # r played e5 (first sorted legal move), so g6 is left behind and r stands on e5
    second = prompts[1]
    rows = board_rows(second.lines)
    assert rows[2][6] == "#" and rows[3][4] == "r"
    assert status_lines(second.lines)[0] == "r 1 e5"
    for prompt in prompts:
        moves = legal_moves(prompt.lines)
        assert moves == sorted(moves) and moves


def test_random_games_replay_the_java_sequence():
    for seed, (_, sequence, scores) in JAVA_RANDOM_GAMES.items():
        prompts, outcome = run(seed, always("random"))
        played = []
        for before, after in zip(prompts, prompts[1:] + [None]):
            # the square a seat played shows in its status line at the next prompt
            if after is not None:
                played.append(status_lines(after.lines)[before.seat].split()[2])
        expected = [square for square in sequence.split() if square != "x"]
        assert played == expected[: len(played)], seed
        assert len(played) == len(expected) - 1
        assert outcome.scores == scores and not outcome.faults


def test_random_indexes_generation_order_not_sorted_order():
    prompts, _ = run(0, always("random"))
    first = prompts[0]
    file, rank = knights.start_squares(0)[0]
    generated = [
        knights.square_name((file + df, rank + dr))
        for df, dr in KNIGHT_STEPS
        if 0 <= file + df < 8 and 0 <= rank + dr < 8
    ]
    chosen = generated[JavaRandom(0).next_int(len(generated))]
    assert sorted(generated) == legal_moves(first.lines)
    assert status_lines(prompts[1].lines)[0] == f"r 1 {chosen}"


def test_random_with_a_comment_is_random():
    prompts_plain, _ = run(42, always("random"))
    prompts_comment, _ = run(42, always("random go"))
    assert [p.lines for p in prompts_plain] == [p.lines for p in prompts_comment]


def test_prefix_matching_output_plays_the_square():
    for suffix in ("xyz", " hello", "", " "):
        prompts, outcome = run(0, lambda p, s=suffix: legal_moves(p.lines)[0] + s)
        reference, reference_outcome = run(0, first_legal)
        assert [p.lines for p in prompts] == [p.lines for p in reference]
        assert outcome.scores == reference_outcome.scores and not outcome.faults


def test_invalid_outputs_score_minus_one():
    # seed 0: r may play e5 but not E5, not "e", not a blocked or unreachable square
    for bad in ("E5", "e", "", " e5", "e6", "g6", "randomly", "Random"):
        answers = iter([bad])
        prompts, outcome = run(
            0, lambda p: next(answers) if p.seat == 0 else first_legal(p)
        )
        assert outcome.scores[0] == -1, bad
        assert [f.seat for f in outcome.faults] == [0]
        assert outcome.faults[0].kind == "illegal"
        assert all(p.seat != 0 for p in prompts[1:])
        assert sorted(outcome.scores[1:]) == [0, 1]


def test_timeout_scores_minus_one_and_does_not_advance_the_counter():
    prompts, outcome = run(0, lambda p: None if p.seat == 0 else first_legal(p))
    assert outcome.scores[0] == -1 and outcome.faults[0].kind == "timeout"
    assert sorted(outcome.scores[1:]) == [0, 1]
    # after r is out its status shows 0 and its knight still stands on g6
    later = prompts[1]
    assert status_lines(later.lines)[0] == "r 0 null"
    assert board_rows(later.lines)[2][6] == "r"


def test_two_faults_leave_the_last_player_with_score_zero():
    prompts, outcome = run(0, lambda p: None if p.seat < 2 else first_legal(p))
    assert outcome.scores == [-1, -1, 0]
    assert [p.seat for p in prompts] == [0, 1]


def test_elimination_sends_no_input_and_the_knight_stays():
    checked = 0
    for seed in range(40):
        prompts, outcome = run(seed, first_legal)
        assert sorted(outcome.scores) == [0, 1, 2] and not outcome.faults
        first_out = outcome.scores.index(0)
        colour = knights.COLOURS[first_out]
        # status 0 appears for the eliminated seat, which never gets input afterwards
        index = next(
            (
                i
                for i, p in enumerate(prompts)
                if status_lines(p.lines)[first_out].split()[1] == "0"
            ),
            None,
        )
        if index is None:  # the second player ran out straight after: no prompt between
            continue
        assert all(p.seat != first_out for p in prompts[index:])
        previous_status = status_lines(prompts[index - 1].lines)[first_out]
        status = status_lines(prompts[index].lines)[first_out]
        assert status.split()[2] == previous_status.split()[2]
        assert sum(row.count(colour) for row in board_rows(prompts[index].lines)) == 1
        checked += 1
    assert checked >= 30


def test_scores_follow_elimination_order():
    _, outcome = run(1, always("random"))
    # seed 1 in Java: r out first (0), g second (1), b wins (2)
    assert outcome.scores == [0, 1, 2]
    assert outcome.summary.startswith("b wins")


def test_check_answer_accepts_prefixes_and_random():
    prompts, _ = run(0, first_legal)
    history = [Turn(1, prompts[0].lines, prompts[0].time_limit)]
    for good in ("e5", "e5 hi", "e5xyz", "random", "random x"):
        assert knights.check_answer(history, good) is None, good
    for bad in ("E5", "e", "", "e6", "randomly"):
        assert knights.check_answer(history, bad) is not None, bad
    later = [Turn(2, prompts[3].lines, prompts[3].time_limit)]
    assert knights.check_answer(later, legal_moves(prompts[3].lines)[-1]) is None


def test_outcome_type_and_seats():
    _, outcome = run(3, first_legal)
    assert isinstance(outcome, Outcome) and knights.SEATS == 3


def test_turn_limit_leaves_the_players_still_in_at_zero(monkeypatch):
    # The original stops after 62 referee turns; with a lower limit the effect is visible.
    monkeypatch.setattr(knights, "MAX_TURNS", 5)
    prompts, outcome = run(0, first_legal)
    assert len(prompts) == 5
    assert outcome.scores == [0, 0, 0] and outcome.summary.startswith("turn limit")
