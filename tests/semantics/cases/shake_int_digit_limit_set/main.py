import sys
if sys.stdin.read() != "go\n":
    raise SystemExit(0)
sys.set_int_max_str_digits(640)
X = int("1" * 700)
print("unreachable in sources")
