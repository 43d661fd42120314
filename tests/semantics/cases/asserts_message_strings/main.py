from checks import check_bare, check_positive, check_type

cases = [
    ("positive", check_positive, -3),
    ("positive", check_positive, 2),
    ("type", check_type, "7"),
    ("bare", check_bare, []),
    ("bare", check_bare, [0]),
]
for label, check, value in cases:
    try:
        check(value)
        print(label, "passed")
    except AssertionError as error:
        print(label, "failed:", repr(error), error.args, f"[{error}]")
