import sys

from moves import parse_move

valid = 0
for line in sys.stdin:
    text = line.strip()
    try:
        print(text, "->", parse_move(text))
        valid += 1
    except AssertionError as error:
        print(text, "rejected:", error)
print(valid, "valid")
