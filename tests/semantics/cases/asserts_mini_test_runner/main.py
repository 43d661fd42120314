import selftest

tests = [
    ("add", selftest.test_add),
    ("add_negative", selftest.test_add_negative),
    ("strings", selftest.test_strings),
    ("no_message", selftest.test_no_message),
]
failed = 0
for name, test in tests:
    try:
        test()
        print("PASS", name)
    except AssertionError as error:
        failed += 1
        print("FAIL", name, error)
print(f"{len(tests) - failed} passed, {failed} failed")
raise SystemExit(1 if failed else 0)
