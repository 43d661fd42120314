def add(a, b):
    return a + b


def test_add():
    assert add(2, 2) == 4


def test_add_negative():
    assert add(-1, -1) == -3, "negatives"


def test_strings():
    assert add("a", "b") == "ab"


def test_no_message():
    assert add(1, 1) == 3
