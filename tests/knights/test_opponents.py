import random

from sources.knights import baselines
from sources.knights.board import KNIGHT_MOVES, PLAYERS, squares_of
from sources.knights.opponents import OpponentModels, Policy, replay
from sources.knights.search import Search

START_SQUARES = [rank * 8 + file for rank in range(1, 7) for file in range(1, 7)]


def next_player(alive, player):
    for step in range(1, PLAYERS + 1):
        if alive[(player + step) % PLAYERS]:
            return (player + step) % PLAYERS


def game(choosers, seed):
    """Every move of one game as (blocked, knights, alive, mover, target); `choosers[p]`
    picks player p's square from (blocked, knights, alive, rng)."""
    rng = random.Random(seed)
    knights = tuple(rng.sample(START_SQUARES, PLAYERS))
    blocked = sum(1 << square for square in knights)
    alive, mover = (True,) * PLAYERS, 0
    while alive.count(True) > 1:
        if not KNIGHT_MOVES[knights[mover]] & ~blocked:
            alive = alive[:mover] + (False,) + alive[mover + 1 :]
        else:
            target = choosers[mover](blocked, knights, alive, mover, rng)
            yield blocked, knights, alive, mover, target
            blocked |= 1 << target
            knights = knights[:mover] + (target,) + knights[mover + 1 :]
        mover = next_player(alive, mover)


def paranoid3_choices(blocked, knights, alive, mover):
    """The moves the paranoid3 baseline picks among, from its own code."""
    after = next_player(alive, mover)
    values = {}
    for target in squares_of(KNIGHT_MOVES[knights[mover]] & ~blocked):
        child = knights[:mover] + (target,) + knights[mover + 1 :]
        values[target] = baselines.paranoid_value(
            blocked | 1 << target, child, alive, after, mover, 2, -20000, 20000
        )
    best = max(values.values())
    return {target for target, value in values.items() if value == best}


def greedy_choices(blocked, knights, alive, mover):
    scores = {
        target: baselines.onward_moves(target, blocked | 1 << target)
        for target in squares_of(KNIGHT_MOVES[knights[mover]] & ~blocked)
    }
    best = max(scores.values())
    return {target for target, score in scores.items() if score == best}


def baseline(choices):
    def choose(blocked, knights, alive, mover, rng):
        return rng.choice(sorted(choices(blocked, knights, alive, mover)))

    return choose


def random_mover(blocked, knights, alive, mover, rng):
    return rng.choice(squares_of(KNIGHT_MOVES[knights[mover]] & ~blocked))


def test_models_choose_what_the_baselines_choose():
    paranoid3, greedy = Policy(3, True, True), Policy(1, False, False)
    positions = 0
    for seed in range(6):
        for blocked, knights, alive, mover, _ in game([random_mover] * 3, seed):
            chosen = set(squares_of(paranoid3.choices(blocked, knights, alive, mover)))
            assert chosen == paranoid3_choices(blocked, knights, alive, mover)
            chosen = set(squares_of(greedy.choices(blocked, knights, alive, mover)))
            assert chosen == greedy_choices(blocked, knights, alive, mover)
            positions += 1
    assert positions > 100


def watch(models, moves, watched):
    """Feed `models` the moves of `watched`; count how the trusted predictions fared
    where there was a choice."""
    hits = misses = 0
    for blocked, knights, alive, mover, target in moves:
        if mover != watched:
            continue
        expected = models.expected_moves(blocked, knights, alive, mover)
        if expected and (KNIGHT_MOVES[knights[mover]] & ~blocked).bit_count() > 1:
            if expected >> target & 1:
                hits += 1
            else:
                misses += 1
        models.observe(blocked, knights, alive, mover, target)
    return hits, misses


def test_a_policy_that_fits_a_model_becomes_trusted_and_is_predicted():
    for choices in (paranoid3_choices, greedy_choices):
        total_hits = 0
        for seed in range(8):
            models = OpponentModels(0)
            choosers = [random_mover, baseline(choices), random_mover]
            hits, misses = watch(models, game(choosers, seed), 1)
            assert misses == 0
            assert (models.predicted, models.surprised) == (hits, 0)
            total_hits += hits
        assert total_hits > 40, choices.__name__


def test_random_play_is_never_trusted():
    for seed in range(8):
        models = OpponentModels(0)
        hits, misses = watch(models, game([random_mover] * 3, seed), 2)
        assert hits == misses == 0
        assert models.trusted[2] == ()


def test_a_surprising_move_takes_the_trust_away():
    models = OpponentModels(0)
    moves = list(game([random_mover, baseline(greedy_choices), random_mover], 3))
    watch(models, moves, 1)
    assert models.trusted[1]
    blocked, knights, alive, mover, _ = next(
        move
        for move in moves
        if move[3] == 1
        and len(greedy_choices(*move[:4]))
        < (KNIGHT_MOVES[move[1][1]] & ~move[0]).bit_count()
    )
    outside = next(
        target
        for target in squares_of(KNIGHT_MOVES[knights[1]] & ~blocked)
        if target not in greedy_choices(blocked, knights, alive, mover)
    )
    surprised = models.surprised
    models.observe(blocked, knights, alive, 1, outside)
    assert models.trusted[1] == ()
    assert models.surprised == surprised + 1


class Recorder:
    """Stands in for OpponentModels: records what replay tells it."""

    me = 0

    def __init__(self):
        self.seen = []

    def observe(self, blocked, knights, alive, player, target):
        self.seen.append((blocked, knights, alive, player, target))


def test_replay_follows_both_opponents_and_skips_one_that_is_out():
    # After our move r a1-b3: g on h8 plays f7, b on a8 has no move and is out.
    knights = (17, 63, 56)
    blocked = 1 | 1 << 17 | 1 << 63 | 1 << 56 | 1 << 41 | 1 << 50
    recorder = Recorder()
    after_their_moves = (blocked | 1 << 53, (17, 53, 56), (True, True, False))
    replay(recorder, (blocked, knights, (True, True, True)), after_their_moves)
    assert recorder.seen == [(blocked, knights, (True, True, True), 1, 53)]


def test_replay_ignores_a_turn_that_does_not_follow_from_ours():
    recorder = Recorder()
    knights = (17, 63, 56)
    blocked = sum(1 << square for square in knights)
    replay(recorder, (blocked, knights, (True,) * 3), (0, (17, 62, 56), (True,) * 3))
    assert recorder.seen == []


class Expecting:
    """Expects every opponent to play its lowest move."""

    def expected_moves(self, blocked, knights, alive, player):
        moves = KNIGHT_MOVES[knights[player]] & ~blocked
        return moves & -moves


class ExpectingNothing:
    def expected_moves(self, blocked, knights, alive, player):
        return 0


def test_search_without_expectations_is_unchanged():
    blocked = 1 << 22 | 1 << 12 | 1 << 42
    for me in range(PLAYERS):
        plain = Search(me, node_limit=800)
        modelled = Search(me, node_limit=800, opponents=ExpectingNothing())
        position = (blocked, (22, 12, 42), (True,) * 3)
        assert plain.choose(*position) == modelled.choose(*position)
        assert plain.nodes == modelled.nodes


def test_expected_opponents_let_the_search_see_further():
    blocked = 1 << 22 | 1 << 12 | 1 << 42
    plain = Search(0, node_limit=2000)
    modelled = Search(0, node_limit=2000, opponents=Expecting())
    position = (blocked, (22, 12, 42), (True,) * 3)
    plain.choose(*position)
    move = modelled.choose(*position)
    assert KNIGHT_MOVES[22] & ~blocked & 1 << move
    assert modelled.depth_reached > plain.depth_reached


def test_the_bot_learns_its_opponents_during_a_game():
    from benchmarks.knights_inprocess import play_game
    from sources.knights.baselines import BASELINES, seeded_policy
    from sources.knights.protocol import SearchPolicy

    for seed in (3, 4):
        bot = SearchPolicy(node_limit=300)
        greedy = [seeded_policy(BASELINES["greedy"], seed * 3 + s) for s in range(3)]
        play_game(seed, [bot, greedy[1], greedy[2]])
        assert bot.models.trusted[1] and bot.models.trusted[2]
