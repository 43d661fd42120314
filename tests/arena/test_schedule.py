"""Fair seat rotation: every seat order once per seed group."""

from bundler.arena.schedule import schedule


def test_schedule_rotates_every_seat_order_within_a_seed_group():
    games = schedule(5, 2, first_seed=10)
    assert len(games) == 6  # rounded up to whole groups
    assert [(g.seed, g.seating) for g in games[:4]] == [
        (10, (0, 1)),
        (10, (1, 0)),
        (11, (0, 1)),
        (11, (1, 0)),
    ]
    three = schedule(6, 3, first_seed=0)
    for bot in range(3):
        assert sorted(g.seating.index(bot) for g in three) == [0, 0, 1, 1, 2, 2]
    assert {g.seed for g in three} == {0}
