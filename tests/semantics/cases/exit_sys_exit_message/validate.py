import sys


def check(tokens):
    for token in tokens:
        if not token.isdigit():
            print("found a bad token")
            sys.exit(f"fatal: {token!r} is not a number")  # message to stderr, status 1
    print("all good")
