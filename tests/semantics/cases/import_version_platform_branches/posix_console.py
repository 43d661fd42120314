import sys


def emit(text):
    sys.stdout.write(f"posix> {text}\n")
