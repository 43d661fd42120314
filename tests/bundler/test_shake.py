import ast
import textwrap

import pytest

from bundler.shake import shake

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
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_shake(name):
    before, after = CASES[name]
    tree = shake(ast.parse(textwrap.dedent(before)), keep_names={"entry_point"})
    expected = ast.dump(
        ast.parse(textwrap.dedent(after if after is not None else before))
    )
    assert ast.dump(tree) == expected
