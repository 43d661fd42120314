"""The one scope model (`bundler.core.scopes`): expected scope trees as text, then the questions
the bundling stages ask of it."""

import ast
import textwrap

import pytest

from bundler.core.scopes import ModuleScopes, analyse, describe, statement_binds

TREES = {
    "globals, comprehensions and a walrus": (
        """
        import os.path
        from m import x as y
        counter = 0
        def bump(step=1):
            global counter
            counter += step
            return [counter * i for i in range(step) if (last := i)]
        """,
        """
        module: bump counter os y
          function bump: last step (global counter)
            comprehension listcomp: i
        free: range
        """,
    ),
    "methods do not see their class's names": (
        """
        class Board:
            size = 8
            cells = [size * i for i in range(size)]
            def area(self):
                return size
        """,
        """
        module: Board
          class Board: area cells size
            comprehension listcomp: i
            function area: self
        free: range size
        """,
    ),
    "nonlocal, locals() and lambdas": (
        """
        def outer(limit):
            total = 0
            def inner():
                nonlocal total
                total += 1
                return locals()
            key = lambda item, scale=limit: item * scale
            return inner, key
        """,
        """
        module: outer
          function outer: inner key limit total
            function inner: (nonlocal total; tainted)
            function lambda: item scale
        free: locals
        """,
    ),
    "decorators, defaults and bases are evaluated outside": (
        """
        def register(f):
            return f
        class Base:
            pass
        def make(value):
            @register
            def helper(x=value):
                return x
            class Child(Base):
                attribute = value
            return helper, Child
        """,
        """
        module: Base make register
          function register: f
          class Base:
          function make: Child helper value
            function helper: x
            class Child: attribute
        free:
        """,
    ),
    "except, match and del bind": (
        """
        def parse(text):
            try:
                number = int(text)
            except ValueError as error:
                del text
                return error
            match number:
                case [first, *rest]:
                    return first, rest
                case {"k": value, **others}:
                    return value, others
        """,
        """
        module: parse
          function parse: error first number others rest text value
        free: ValueError int
        """,
    ),
}


@pytest.mark.parametrize("name", sorted(TREES))
def test_scope_tree(name):
    source, expected = TREES[name]
    tree = ast.parse(textwrap.dedent(source))
    assert describe(tree) == textwrap.dedent(expected).lstrip("\n")


def test_module_questions():
    tree = ast.parse(textwrap.dedent("""
            import helper
            from other import thing
            value = 1
            def f(value):
                global late
                late = value
                return [print(i) for i in range(value)]
            print(value)
            """))
    scopes = ModuleScopes(tree)
    assert scopes.module_names == {"helper", "thing", "value", "f", "late"}
    assert scopes.assigned_module_names == {"value", "f", "late"}
    function = tree.body[3]
    parameter_read = function.body[1].value  # `value` in `late = value`
    assert not scopes.is_global(parameter_read, "value")
    assert scopes.is_global(function.body[1].targets[0], "late")
    assert scopes.is_global(tree.body[0], "helper")
    module_print = tree.body[4].value.func
    comprehension_print = function.body[2].value.elt.func
    assert scopes.is_module_level(module_print)
    assert not scopes.is_module_level(comprehension_print)


@pytest.mark.parametrize(
    "statement, names",
    [
        ("def f(): pass", ["f"]),
        ("class C: pass", ["C"]),
        ("import a.b, c as d", ["a", "d"]),
        ("from m import x, y as z", ["x", "z"]),
        ("a, (b, *c) = t", ["a", "b", "c"]),
        ("x: int = 1", ["x"]),
        ("n += 1", ["n"]),
        ("obj.attr = t[0] = 1", []),
        ("print(1)", []),
    ],
)
def test_statement_binds(statement, names):
    assert statement_binds(ast.parse(statement).body[0]) == names


@pytest.mark.parametrize(
    "source, names",
    [
        ("f(file=1, depth=2)", {"file", "depth"}),
        # a builtin's own keywords reach no function of the program
        ("print(1, file=out, end='')\nsorted(x, key=len, reverse=True)", set()),
        # ... unless the program binds that spelling itself
        ("def print(*a, file=None): pass\nprint(file=1)", {"file"}),
        ("def g():\n    sorted = dict\n    return sorted(reverse=1)", {"reverse"}),
        ("f(**{'speed': 1})", {"speed"}),
    ],
)
def test_keyword_names(source, names):
    assert analyse(ast.parse(source)).keyword_names == names
