"""The counterfactual benchmark rests on one premise: a game replays exactly, so a replay with
one decision replaced differs from the game only from that decision on."""

from benchmarks.knights_counterfactual import replay
from benchmarks.knights_inprocess import factory


def test_a_game_replays_exactly_and_a_replaced_decision_changes_only_what_follows():
    bot, opponent = factory("paranoid:60", []), factory("greedy", [])
    score, decisions = replay(bot, opponent, 5, 1)
    assert replay(bot, opponent, 5, 1) == (score, decisions)
    index, (_, legal, played) = next(
        (index, decision)
        for index, decision in enumerate(decisions)
        if len(decision[1]) > 1
    )
    other = next(move for move in legal if move != played)
    _, replayed = replay(bot, opponent, 5, 1, (index, other))
    assert replayed[:index] == decisions[:index]
    assert replayed[index] == (decisions[index][0], legal, other)
