import functools
import sys

input = lambda: sys.stdin.readline().split()  # noqa: E731,A001
print = functools.partial(print, "[proto]", flush=True)  # noqa: A001


def read_turn():
    count = int(input()[0])
    cells = [input() for _ in range(count)]
    return {"count": count, "cells": cells}


def say(message):
    print(message)
