"""Tree shaking (`remove_unreachable`): what goes, and what must stay because running it has
an effect or something kept mentions it."""

import ast
import textwrap

import pytest

from bundler.core.minify.passes.remove_unreachable import shake

CASES = {
    "unused function and constant go": (
        """
        import os
        import sys
        A = 1
        B = A + 1
        def used():
            return B
        def unused():
            return os.sep
        print(used())
        """,
        """
        A = 1
        B = A + 1
        def used():
            return B
        print(used())
        """,
    ),
    "names reached through function bodies and classes stay": (
        """
        import math
        class Shape:
            def area(self):
                return helper(math.pi)
        def helper(x):
            return x
        Shape().area()
        """,
        None,
    ),
    "augmented assignments and global writers stay with their name": (
        """
        COUNT = 0
        COUNT += 1
        def bump():
            global COUNT
            COUNT = 2
        bump()
        """,
        None,
    ),
    "attribute and subscript assignments are roots": (
        """
        import sys
        TABLE = [0]
        TABLE[0] = 1
        sys.setrecursionlimit(100)
        """,
        None,
    ),
    "keep pragma names are roots": (
        """
        def entry_point():
            return 1
        def dropped():
            return 2
        """,
        """
        def entry_point():
            return 1
        """,
    ),
    "a decorator that registers keeps its function": (
        """
        import atexit
        COMMANDS = {}
        def command(f):
            COMMANDS[f.__name__] = f
            return f
        @command
        def go():
            return 1
        @atexit.register
        def bye():
            print("bye")
        print(sorted(COMMANDS))
        """,
        None,
    ),
    "classes created through a hook stay": (
        """
        class Plugin:
            registry = []
            def __init_subclass__(cls):
                Plugin.registry.append(cls)
        class Child(Plugin):
            pass
        class GrandChild(Child):
            pass
        class Meta(type):
            pass
        class WithMeta(metaclass=Meta):
            pass
        class Field:
            def __set_name__(self, owner, name):
                print(name)
        class Model:
            x = Field()
        print(Plugin.registry)
        """,
        None,
    ),
    "assignments that call or walrus stay": (
        """
        def setup():
            print("setup")
            return 1
        _ = setup()
        squares = [last := i * i for i in range(3)]
        print(last)
        """,
        None,
    ),
    "statements that may raise stay (nothing uses their names)": (
        """
        import math
        import os.not_a_module
        from os import not_a_real_name
        NUMBER = int("x")
        MISSING = math.not_there
        SUM = "a" + 1
        CHARACTER = chr(-1)
        UNHASHABLE = {[1]: 0}
        MEMBERS = {1, [3]}
        A, B = 1, 2, 3
        SQUARES = [i for i in 5]
        HUGE = "x" * (1 << 62)
        SHIFTED = 1 << 10**9
        LABEL = f"{math}"
        COUNT = 1
        COUNT += 1
        def fails(x=1 / 0):
            return x
        class Flag(bool):
            pass
        class Both(int, str):
            pass
        print(1)
        """,
        None,
    ),
    "classes whose metaclass runs code stay, and so do their subclasses": (
        """
        import abc
        from enum import Enum
        class Color(Enum):
            RED = 1
        class Shade(Color):
            pass
        class Base(abc.ABC):
            pass
        class Derived(Base):
            pass
        def wrap(cls):
            return cls
        @wrap
        class Wrapped:
            pass
        class FromWrapped(Wrapped):
            pass
        print(1)
        """,
        None,
    ),
    "values computed here go": (
        """
        FILES = 8
        RANKS = 8
        SQUARES = FILES * RANKS
        LAST = SQUARES - 1
        STEPS = {-1: (0, -1), 1: (0, 1)}
        Move = tuple[int, int]
        Table = dict[str, list[int]]
        MASK = (1 << 64) - 1
        print(1)
        """,
        """
        print(1)
        """,
    ),
    "pure tables and plain classes go": (
        """
        import struct
        from collections import namedtuple
        Point = namedtuple("Point", "x y")
        TABLE = tuple(range(64))
        PACKED = struct.unpack("4B", b"abcd")
        class Plain(Exception):
            "doc"
            limit = 3
            @property
            def size(self):
                return 1
        print(1)
        """,
        """
        print(1)
        """,
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_shake(name):
    before, after = CASES[name]
    tree = shake(ast.parse(textwrap.dedent(before)), fixed_names={"entry_point"})
    expected = ast.dump(
        ast.parse(textwrap.dedent(after if after is not None else before))
    )
    assert ast.dump(tree) == expected
