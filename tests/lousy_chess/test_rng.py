import pytest

from sources.lousy_chess.rng import base_digits, is_serial, random_numbers


def test_base_number_of_the_manual_serial():
    assert base_digits("CH3SS5") == (3, 8, 3, 1, 9, 1, 9, 5)
    assert base_digits("ch3ss5") == base_digits("CH3SS5")
    assert base_digits("Z0A") == (2, 6, 0, 1)


def test_manual_table_for_white_seed_8():
    numbers = random_numbers(8, base_digits("CH3SS5"))
    assert list(numbers[1:21]) == [
        1,
        9,
        2,
        3,
        2,
        3,
        2,
        7,
        0,
        8,
        1,
        2,
        1,
        2,
        1,
        6,
        9,
        7,
        0,
        1,
    ]


def test_whole_sequence_matches_the_original_module():
    numbers = random_numbers(8, base_digits("CH3SS5"))
    assert "".join(map(str, numbers)) == "81923232708121216970101058690909475898983"


def test_second_example_seed_4_starts_7_then_5():
    assert random_numbers(4, base_digits("CH3SS5"))[1:3] == (7, 5)


@pytest.mark.parametrize(
    "serial", ["", "CH-SS5", "CH3 S5", "ÄB1CD2", "ß12345", "１23456"]
)
def test_only_ascii_letters_and_digits_make_a_serial(serial):
    assert not is_serial(serial)
    with pytest.raises(ValueError):
        base_digits(serial)
