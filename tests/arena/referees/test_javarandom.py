from bundler.arena.referees.javarandom import JavaRandom


def test_matches_java_sequence_for_seed_42():
    # new java.util.Random(42).nextInt(10) x5 -> 0 3 8 4 0 (checked with Java 17)
    rng = JavaRandom(42)
    assert [rng.next_int(10) for _ in range(5)] == [0, 3, 8, 4, 0]


def test_power_of_two_bound_uses_high_bits():
    # new java.util.Random(0).nextInt(8) x3 -> 5 6 1 (checked with Java 17)
    rng = JavaRandom(0)
    assert [rng.next_int(8) for _ in range(3)] == [5, 6, 1]


def test_negative_seed():
    # new java.util.Random(-7).nextInt(6) x3 -> 4 3 4 (checked with Java 17)
    rng = JavaRandom(-7)
    assert [rng.next_int(6) for _ in range(3)] == [4, 3, 4]
