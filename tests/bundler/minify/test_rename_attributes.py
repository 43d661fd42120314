"""Whole-program attribute renaming (`rename_attributes`).

Every rule that keeps a name, and every construct that turns the pass off, has a program
here that the pass must leave behaving as it did; where one can be written, the same
program respelled as the pass would respell it without the rule (`forced`) behaves
differently, which shows that the rule is what keeps it working. Then whole programs
(classes, properties, inheritance, match statements, slots) run before and after the
whole minifier with the same output.
"""

from __future__ import annotations

import ast
import contextlib
import io
import textwrap

import pytest

from bundler.core.minify import MinifyOptions, minify_source
from bundler.core.minify.passes import rename_attributes as pass_module
from bundler.core.minify.passes.rename_attributes import (
    plan_attribute_names,
    rename_attributes,
    standard_library_names,
)

PROGRAM = MinifyOptions(mode="program")
# as the arenas build: lossy (definition and parameter names renamed, asserts dropped)
LOSSY = MinifyOptions(mode="program", remove_asserts=True)


def run(source: str) -> str:
    """What the program prints, then how it ended."""
    output = io.StringIO()
    try:
        with contextlib.redirect_stdout(output):
            exec(compile(source, "<program>", "exec"), {"__name__": "__main__"})
    except Exception as error:  # the ending is part of the behaviour compared
        return f"{output.getvalue()}raised {type(error).__name__}"
    return output.getvalue()


def after_pass(source: str, options: MinifyOptions = PROGRAM) -> str:
    return ast.unparse(rename_attributes(ast.parse(source), options))


def forced(source: str, name: str, options: MinifyOptions = PROGRAM) -> str:
    """The program with `name` respelled at every site the pass would respell it, as if
    no rule kept it."""
    tree = ast.parse(source)
    sites = pass_module._Sites(tree, options)
    sites.collect()
    for respell in sites.occurrences[name]:
        respell("zz")
    return ast.unparse(tree)


def program(text: str) -> str:
    return textwrap.dedent(text).strip() + "\n"


# ---- names that keep their spelling ------------------------------------------------------

# rule: (program, the name it must keep, the reason given, whether renaming it breaks
# the program); every program also has an attribute that is renamed (`tally`)
KEPT = {
    "dunder": (
        """
        class Box:
            def __init__(self):
                self.tally = 2
            def __len__(self):
                return self.tally
        print(len(Box()))
        """,
        "__len__",
        "dunder",
        True,
    ),
    "private (mangled) name": (
        """
        class Vault:
            def __init__(self):
                self.__secret = 7
                self.tally = 1
        print(Vault()._Vault__secret, Vault().tally)
        """,
        "__secret",
        "private",
        True,
    ),
    "getattr with a string": (
        """
        class Unit:
            def __init__(self):
                self.speed = 3
                self.tally = 1
        unit = Unit()
        print(getattr(unit, "speed"), hasattr(unit, "speed"), unit.speed, unit.tally)
        """,
        "speed",
        "string",
        True,
    ),
    "format string field": (
        """
        class Unit:
            def __init__(self):
                self.speed = 3
                self.tally = 1
        print("{0.speed}".format(Unit()), Unit().tally)
        """,
        "speed",
        "string",
        True,
    ),
    "attrgetter path": (
        """
        from operator import attrgetter
        class Unit:
            def __init__(self):
                self.speed = 3
                self.tally = 1
        print(attrgetter("speed")(Unit()), Unit().tally)
        """,
        "speed",
        "string",
        True,
    ),
    "namedtuple field": (
        """
        from collections import namedtuple
        Point = namedtuple("Point", "speed heading")
        class Unit:
            def __init__(self):
                self.tally = 1
        point = Point(1, 2)
        print(point, point.speed, Unit().tally)
        """,
        "speed",
        "string",
        True,
    ),
    "__slots__ read elsewhere": (
        """
        class Unit:
            __slots__ = ("speed",)
            def __init__(self):
                self.speed = 3
        class Job:
            def __init__(self):
                self.tally = 1
        print(Unit.__slots__, Unit().speed, Job().tally)
        """,
        "speed",
        "string",
        True,
    ),
    "keyword argument": (
        """
        import collections
        class Unit:
            def __init__(self):
                self.speed = 3
                self.tally = 1
        counts = collections.Counter(speed=5)
        print(counts, Unit().speed, Unit().tally)
        """,
        "speed",
        "keyword",
        False,
    ),
    "imported by name": (
        """
        from math import pi
        class Circle:
            pi = 3
            def __init__(self):
                self.tally = 1
        print(Circle.pi, pi > 3, Circle().tally)
        """,
        "pi",
        "imported",
        False,
    ),
    "standard-library method name": (
        """
        class Log:
            def __init__(self):
                self.lines = []
                self.tally = 0
            def append(self, line):
                self.lines.append(line.upper())
                self.tally += 1
        for sink in (Log(), []):
            sink.append("x")
        print(Log().tally)
        """,
        "append",
        "standard-library",
        True,
    ),
    "protocol the standard library calls": (
        """
        class Shout:
            def __init__(self):
                self.tally = 0
            def write(self, text):
                self.tally += 1
                return len(text)
        sink = Shout()
        print("hi", file=sink)
        print(sink.tally)
        """,
        "write",
        "standard-library",
        True,
    ),
    "attribute of a standard-library class's instances": (
        """
        import random
        class Dice:
            def __init__(self):
                self.gauss_next = None
                self.tally = 1
        generator = random.Random(1)
        generator.gauss(0, 1)
        print(generator.gauss_next is not None, Dice().gauss_next, Dice().tally)
        """,
        "gauss_next",
        "standard-library",
        True,
    ),
    "decorated class": (
        """
        import functools
        @functools.total_ordering
        class Rank:
            def __init__(self, value):
                self.value = value
            def __eq__(self, other):
                return self.value == other.value
            def __lt__(self, other):
                return self.value < other.value
            def bonus(self):
                return 1
        class Job:
            def __init__(self):
                self.tally = 1
        print(Rank(1) <= Rank(2), Rank(1).bonus(), Job().tally)
        """,
        "bonus",
        "decorated",
        False,
    ),
    "metaclass": (
        """
        class Meta(type):
            def __new__(meta, name, bases, namespace):
                print(sorted(key for key in namespace if not key.startswith("_")))
                return super().__new__(meta, name, bases, namespace)
        class Registered(metaclass=Meta):
            weight = 3
        class Job:
            def __init__(self):
                self.tally = 1
        print(Registered.weight, Job().tally)
        """,
        "weight",
        "metaclass",
        True,
    ),
    "base from outside the program (Enum)": (
        """
        import enum
        class Colour(enum.Enum):
            RED = 1
        class Paint:
            def __init__(self):
                self.tally = 2
        print(Colour.RED, Paint().tally)
        """,
        "RED",
        "outside the program",
        True,
    ),
    "base from outside the program, through a program base": (
        """
        import ast
        class Visitor(ast.NodeVisitor):
            pass
        class Names(Visitor):
            def __init__(self):
                self.found = []
            def visit_Name(self, node):
                self.found.append(node.id)
        class Job:
            def __init__(self):
                self.tally = 1
        names = Names()
        names.visit(ast.parse("a + b"))
        print(names.found, Job().tally)
        """,
        "visit_Name",
        "outside the program",
        True,
    ),
    "set on self in a class with a base from outside the program": (
        """
        class Failure(Exception):
            def __init__(self, code):
                super().__init__(code)
                self.code_seen = code
        class Job:
            def __init__(self):
                self.tally = 1
        try:
            raise Failure(3)
        except Failure as failure:
            print(failure.code_seen, Job().tally)
        """,
        "code_seen",
        "set on self",
        False,
    ),
    "read as a bare name by its class body": (
        """
        level = "module"
        class Config:
            before = level
            level = "class"
            def __init__(self):
                self.tally = 1
        print(Config.before, Config.level, Config().tally)
        """,
        "level",
        "bare name",
        True,
    ),
    "property setter": (
        """
        class Gauge:
            def __init__(self):
                self._value = 0
                self.tally = 0
            @property
            def value(self):
                return self._value
            @value.setter
            def value(self, new):
                self._value = new
                self.tally += 1
        gauge = Gauge()
        gauge.value = 4
        print(gauge.value, gauge.tally)
        """,
        "value",
        "bare name",
        False,
    ),
    "bound in a class body by an import": (
        """
        class Tools:
            from math import floor
            def __init__(self):
                self.tally = 1
        print(Tools.floor(2.5), Tools().tally)
        """,
        "floor",
        "import",
        False,
    ),
}


@pytest.mark.parametrize("rule", KEPT)
def test_kept_names_stay_and_the_program_behaves_the_same(rule: str) -> None:
    source, name, reason, renaming_breaks = KEPT[rule]
    source = program(source)
    plan = plan_attribute_names(ast.parse(source), PROGRAM)
    assert plan.disabled is None
    assert "tally" in plan.renamed, "the pass runs on this program"
    assert name not in plan.renamed
    assert reason in plan.kept[name]
    assert run(after_pass(source)) == run(source)
    if renaming_breaks:
        assert run(forced(source, name)) != run(source)


def test_words_of_messages_and_sentences_name_no_attribute() -> None:
    """A message names nothing: nothing in the standard library reads an attribute name
    out of a sentence, and a program that builds names from text passes them on by a
    variable, which turns the pass off."""
    source = program("""
        class Board:
            def __init__(self):
                self.kings = [4, 60]
                self.fullmove = 1
        board = Board()
        if len(board.kings) != 2:
            raise ValueError(f"{len(board.kings)} kings")
        print("fullmove number", board.fullmove, f"{2}kings", "two kings:", board.kings)
        """)
    plan = plan_attribute_names(ast.parse(source), PROGRAM)
    assert {"kings", "fullmove"} <= set(plan.renamed)
    assert run(after_pass(source)) == run(source)


def test_the_field_lists_of_factories_keep_every_name() -> None:
    source = program("""
        from collections import namedtuple
        Move = namedtuple("Move", "origin target, promotion")
        class Piece:
            def __init__(self):
                self.origin = 1
                self.tally = 2
        move = Move(origin=Piece().origin, target=2, promotion=None)
        print(move, move.target, Piece().tally)
        """)
    plan = plan_attribute_names(ast.parse(source), PROGRAM)
    assert "tally" in plan.renamed
    assert {"origin", "target", "promotion"}.isdisjoint(plan.renamed)
    assert run(after_pass(source)) == run(source)


def test_parameter_and_definition_names_stay_where_they_are_kept() -> None:
    source = program("""
        class Job:
            def __init__(self, speed):
                self.tally = 1
                self.speed = speed
            def start(self):
                return self.tally
        print(Job.start.__name__, Job(2).start(), Job(3).speed)
        """)
    keeping = MinifyOptions(mode="program", keep_definition_names=True)
    plan = plan_attribute_names(ast.parse(source), keeping)
    assert list(plan.renamed) == ["tally"]
    assert "definition names" in plan.kept["start"]
    assert "parameter" in plan.kept["speed"]
    assert run(after_pass(source, keeping)) == run(source)
    assert run(forced(source, "start")) != run(source)


# ---- constructs that turn the pass off -----------------------------------------------------

# (program, an attribute that renaming would break, the reason given)
DISABLED = {
    "getattr with a computed name": (
        """
        class Unit:
            speed = 3
        print(getattr(Unit(), "sp" + "eed"))
        """,
        "speed",
        "getattr",
    ),
    "setattr with a computed name": (
        """
        class Unit:
            speed = 3
        unit = Unit()
        setattr(unit, "sp" + "eed", 4)
        print(unit.speed)
        """,
        "speed",
        "setattr",
    ),
    "hasattr with a computed name": (
        """
        class Unit:
            speed = 3
        print(hasattr(Unit(), "".join(["sp", "eed"])))
        """,
        "speed",
        "hasattr",
    ),
    "delattr with a computed name": (
        """
        class Unit:
            def __init__(self):
                self.speed = 3
        unit = Unit()
        delattr(unit, "sp" + "eed")
        print(hasattr(unit, "speed"))
        """,
        "speed",
        "delattr",
    ),
    "getattr used as a value": (
        """
        class Unit:
            speed = 3
        read = getattr
        print(read(Unit(), "speed"))
        """,
        "speed",
        "getattr",
    ),
    "attrgetter with a computed name": (
        """
        import operator
        class Unit:
            speed = 3
        print(operator.attrgetter("sp" + "eed")(Unit()))
        """,
        "speed",
        "attrgetter",
    ),
    "methodcaller with a computed name": (
        """
        import operator
        class Unit:
            def speed(self):
                return 3
        print(operator.methodcaller("sp" + "eed")(Unit()))
        """,
        "speed",
        "methodcaller",
    ),
    "vars": (
        """
        class Unit:
            def __init__(self):
                self.speed = 3
        print(vars(Unit()))
        """,
        "speed",
        "vars",
    ),
    "dir": (
        """
        class Unit:
            speed = 3
        print([n for n in dir(Unit) if not n.startswith("_")])
        """,
        "speed",
        "dir",
    ),
    "__dict__": (
        """
        class Unit:
            def __init__(self):
                self.speed = 3
        print(Unit().__dict__)
        """,
        "speed",
        "__dict__",
    ),
    "locals": (
        """
        import types
        def make():
            speed = 3
            return locals()
        class Unit:
            def __init__(self):
                self.__class__.speed = make()["speed"]
        print(Unit().speed)
        """,
        None,
        "locals",
    ),
    "exec": (
        """
        class Unit:
            speed = 3
        exec("print(Unit.speed)")
        """,
        "speed",
        "exec",
    ),
    "eval": (
        """
        class Unit:
            speed = 3
        print(eval("Unit.speed"))
        """,
        "speed",
        "eval",
    ),
    "compile": (
        """
        class Unit:
            speed = 3
        code = compile("print(Unit.speed)", "<code>", "exec")
        exec(code)
        """,
        "speed",
        "compile",
    ),
    "__getattr__": (
        """
        class Echo:
            def __getattr__(self, name):
                return name.upper()
        class Unit:
            speed = 3
        print(Echo().speed, Unit.speed)
        """,
        "speed",
        "__getattr__",
    ),
    "__getattribute__": (
        """
        class Echo:
            def __getattribute__(self, name):
                return name.upper()
        class Unit:
            speed = 3
        print(Echo().speed, Unit.speed)
        """,
        "speed",
        "__getattribute__",
    ),
    "__setattr__": (
        """
        class Loud:
            def __setattr__(self, name, value):
                print("set", name)
                object.__setattr__(self, name, value)
        class Unit:
            speed = 3
        Loud().speed = Unit.speed
        """,
        "speed",
        "__setattr__",
    ),
    "__delattr__": (
        """
        class Loud:
            speed = 1
            def __delattr__(self, name):
                print("del", name)
        del Loud().speed
        """,
        "speed",
        "__delattr__",
    ),
    "pickle": (
        """
        import pickle
        class Unit:
            def __init__(self):
                self.speed = 3
        print(pickle.loads(pickle.dumps(Unit)).speed)
        """,
        None,
        "pickle",
    ),
    "copyreg": ("import copyreg\nclass Unit:\n    speed = 1\n", None, "copyreg"),
    "shelve": ("import shelve\nclass Unit:\n    speed = 1\n", None, "shelve"),
    "marshal": ("import marshal\nclass Unit:\n    speed = 1\n", None, "marshal"),
    "dataclasses": (
        """
        import dataclasses
        @dataclasses.dataclass
        class Unit:
            speed: int
        print(dataclasses.asdict(Unit(3)))
        """,
        "speed",
        "dataclasses",
    ),
    "inspect": (
        """
        import inspect
        class Unit:
            speed = 3
        print([n for n, _ in inspect.getmembers(Unit) if not n.startswith("_")])
        """,
        "speed",
        "inspect",
    ),
    "computed __slots__": (
        """
        class Unit:
            __slots__ = tuple(["speed"])
            def __init__(self):
                self.speed = 3
        print(Unit().speed)
        """,
        "speed",
        "__slots__",
    ),
    "namedtuple with computed fields": (
        """
        from collections import namedtuple
        Unit = namedtuple("Unit", " ".join(["speed"]))
        print(Unit(3).speed)
        """,
        "speed",
        "namedtuple",
    ),
    "type() with a computed namespace": (
        """
        Unit = type("Unit", (), {name: 3 for name in ["speed"]})
        print(Unit.speed)
        """,
        "speed",
        "type()",
    ),
    "**mapping with unknown keys": (
        """
        import logging
        fields = {"sp" + "eed": 3}
        print(logging.makeLogRecord(dict(**fields)).speed)
        """,
        "speed",
        "**mapping",
    ),
    "SimpleNamespace": (
        """
        import types
        unit = types.SimpleNamespace()
        unit.speed = 3
        print(unit)
        """,
        "speed",
        "SimpleNamespace",
    ),
    "argparse": (
        """
        import argparse
        arguments = argparse.ArgumentParser().parse_args([])
        arguments.speed = 3
        print(arguments)
        """,
        "speed",
        "argparse",
    ),
    "sys.modules": (
        """
        import sys
        speed = 3
        print(sys.modules[__name__] is not None)
        """,
        None,
        "modules",
    ),
    "the builtins module reached without importing it": (
        """
        class Unit:
            def __init__(self):
                self.hash = 3
        print(len.__self__.hash is hash, Unit().hash)
        """,
        "hash",
        "__self__",
    ),
    "the builtins module imported": (
        """
        import builtins
        class Unit:
            def __init__(self):
                self.hash = 3
        print(builtins.hash is hash, Unit().hash)
        """,
        "hash",
        "builtins",
    ),
    "a format string that is not a literal": (
        """
        class Unit:
            speed = 3
        print(("{0.sp" + "eed}").format(Unit()))
        """,
        "speed",
        "format string",
    ),
    "str.format with a computed format string": (
        """
        class Unit:
            speed = 3
        field = "sp" + "eed"
        print(str.format("{0." + field + "}", Unit()))
        """,
        "speed",
        "format string",
    ),
    "logging": (
        """
        import logging, sys
        class Tag(logging.Filter):
            def filter(self, record):
                record.speed = 3
                return True
        handler = logging.StreamHandler(sys.stdout)
        handler.setFormatter(logging.Formatter("%(sp" + "eed)s"))
        handler.addFilter(Tag())
        logger = logging.getLogger("unit")
        logger.addHandler(handler)
        logger.warning("x")
        """,
        None,
        "logging",
    ),
    "timeit": (
        """
        import timeit
        class Unit:
            speed = 3
        print(timeit.timeit("Unit.sp" + "eed", setup="pass", number=1) >= 0)
        """,
        None,
        "timeit",
    ),
    "a module from outside the standard library": (
        "import numpy\nclass Unit:\n    speed = 1\n",
        None,
        "numpy",
    ),
    "a relative import": (
        "from . import board\nclass Unit:\n    speed = 1\n",
        None,
        "relative",
    ),
    "signatures read": (
        """
        def move(speed):
            return speed
        class Unit:
            speed = 3
        print(move.__annotations__, Unit.speed)
        """,
        None,
        "signatures",
    ),
}


@pytest.mark.parametrize("construct", DISABLED)
def test_constructs_that_reach_attributes_by_name_turn_the_pass_off(
    construct: str,
) -> None:
    source, name, reason = DISABLED[construct]
    source = program(source)
    plan = plan_attribute_names(ast.parse(source), PROGRAM)
    assert plan.disabled is not None and reason in plan.disabled
    assert plan.renamed == {}
    assert after_pass(source) == ast.unparse(ast.parse(source))
    if name is not None:
        assert run(forced(source, name)) != run(source)


def test_only_the_modes_that_allow_renaming_rename_attributes() -> None:
    source = program("""
        class Unit:
            def __init__(self):
                self.tally = 1
        print(Unit().tally)
        """)
    unchanged = ast.unparse(ast.parse(source))
    for options in (
        MinifyOptions(mode="library"),
        MinifyOptions(mode="program", rename=False),
        MinifyOptions(mode="program", pretty=True),
    ):
        assert after_pass(source, options) == unchanged
    assert after_pass(source, PROGRAM) != unchanged


# ---- new names -----------------------------------------------------------------------------


def test_new_names_go_by_use_count_and_avoid_every_name_in_use() -> None:
    source = program("""
        class Unit:
            def __init__(self):
                self.rarely = 0
                self.often = 1
        unit = Unit()
        b = unit.often + unit.often + unit.often
        print(unit.rarely, b, "c")
        """)
    plan = plan_attribute_names(ast.parse(source), PROGRAM)
    known = standard_library_names([])
    assert known is not None
    taken = {"b", "c", "unit", "Unit", "self", "print", "rarely", "often", "__init__"}
    first, second = plan.renamed["often"], plan.renamed["rarely"]
    for new_name in (first, second):
        assert new_name not in taken and new_name not in known
    assert len(first) <= len(second)
    assert run(after_pass(source)) == run(source)


def test_a_name_is_renamed_only_to_a_shorter_one() -> None:
    source = program("""
        class Unit:
            def __init__(self):
                self.q = 1
        print(Unit().q)
        """)
    plan = plan_attribute_names(ast.parse(source), PROGRAM)
    assert plan.renamed == {} and plan.kept["q"] == "no shorter name is free"


def test_slot_strings_are_respelled_with_their_attributes() -> None:
    source = program("""
        class Unit:
            __slots__ = ("speed", "heading")
            def __init__(self):
                self.speed = 3
                self.heading = 90
        unit = Unit()
        unit.speed += 1
        print(unit.speed, unit.heading)
        """)
    renamed = after_pass(source)
    assert "speed" not in renamed and "heading" not in renamed
    assert run(renamed) == run(source)


# ---- the standard library's names ----------------------------------------------------------


def test_standard_library_names_cover_what_its_objects_carry() -> None:
    known = standard_library_names(["random", "collections", "sys"])
    assert known is not None
    # dir() of modules, classes and values; keyword parameters; attributes its source sets
    for name in ("choice", "deque", "appendleft", "stdout", "buffer", "gauss_next"):
        assert name in known
    assert "maxlen" in known and "fileno" in known
    # positional-only parameters cannot be named by a caller (`str.translate(table, /)`)
    assert "table" not in standard_library_names([])
    # the builtins module's own names only where the program imports it
    assert "hash" not in standard_library_names([])
    assert "hash" in standard_library_names(["builtins"])


def test_modules_that_cannot_be_listed_turn_the_pass_off() -> None:
    assert standard_library_names(["antigravity"]) is None
    assert standard_library_names(["no_such_module_anywhere"]) is None
    # `from collections import deque`: `?collections.deque` is not a module, no matter
    assert standard_library_names(["collections", "?collections.deque"]) is not None


def test_the_survey_cache_gives_back_what_the_survey_found(
    tmp_path, monkeypatch
) -> None:
    import bundler.core.minify.passes.rename_attributes as module

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    surveyed = module._survey_in_fresh_interpreter(["json", "antigravity"], [])
    assert surveyed["antigravity"] is None and surveyed["json"] is not None
    module._write_survey_cache(surveyed)
    assert module._survey_cache_path().parent.parent == tmp_path
    assert module._read_survey_cache() == surveyed
    module._survey_cache_path().write_text("{not json")  # a broken cache is no cache
    assert module._read_survey_cache() == {}


def test_standard_library_names_do_not_depend_on_this_process() -> None:
    listed = standard_library_names(["json"])
    import xml.dom.minidom  # noqa: F401  (changes what this process has imported)

    pass_module._SURVEYED.clear()
    assert standard_library_names(["json"]) == listed


# ---- whole programs, before and after the whole minifier -----------------------------------

PROGRAMS = {
    "shapes with properties and inheritance": """
        class Shape:
            corners = 0
            def __init__(self, edge):
                self.edge_length = edge
            @property
            def surface(self):
                return self.edge_length ** 2
            @surface.setter
            def surface(self, wanted):
                self.edge_length = wanted ** 0.5
            def describe(self):
                return f"{self.corners} corners, {self.surface}"
        class Square(Shape):
            corners = 4
            def grow(self, by):
                self.edge_length += by
                return self
        class Cube(Square):
            def describe(self):
                return super().describe() + f" x{self.edge_length}"
        square = Square(2)
        square.surface = 16
        for shape in (square, Cube(1).grow(2), Shape(1)):
            print(shape.describe())
        """,
    "match statements on classes": """
        class Move:
            __match_args__ = ("source", "target")
            def __init__(self, source, target, promotion=None):
                self.source = source
                self.target = target
                self.promotion_piece = promotion
        class Drop:
            def __init__(self, piece, square):
                self.dropped_piece = piece
                self.landing_square = square
        def explain(action):
            match action:
                case Move(a, b) if a == b:
                    return "null move"
                case Move(promotion_piece=piece) if piece:
                    return f"promote to {piece}"
                case Move(source, target):
                    return f"{source}-{target}"
                case Drop(dropped_piece="P", landing_square=square):
                    return f"pawn drop on {square}"
                case _:
                    return "unknown"
        for action in (Move(1, 1), Move(8, 16, "Q"), Move(3, 4), Drop("P", 9), 7):
            print(explain(action))
        """,
    "slots, class attributes, static and class methods": """
        class Counter:
            __slots__ = ("hits_seen", "misses_seen")
            instances_made = 0
            def __init__(self):
                self.hits_seen = 0
                self.misses_seen = 0
                Counter.instances_made += 1
            @classmethod
            def fresh(cls):
                return cls()
            @staticmethod
            def ratio(good, bad):
                return good / max(1, good + bad)
            def record(self, hit):
                if hit:
                    self.hits_seen += 1
                else:
                    self.misses_seen += 1
        counter = Counter.fresh()
        for outcome in (True, False, True):
            counter.record(outcome)
        try:
            counter.unknown_field = 1
        except AttributeError:
            print("slots hold")
        print(Counter.ratio(counter.hits_seen, counter.misses_seen), Counter.instances_made)
        """,
    "nested classes, closures and functions carrying attributes": """
        class Engine:
            class Settings:
                depth_limit = 3
            def __init__(self):
                self.settings = Engine.Settings()
                self.visited_nodes = 0
            def search(self, depth):
                def step(level):
                    self.visited_nodes += 1
                    return level if level >= self.settings.depth_limit else step(level + 1)
                return step(depth)
        def memo(function):
            function.cache_hits = 0
            return function
        @memo
        def score(value):
            score.cache_hits += 1
            return value * 2
        engine = Engine()
        print(engine.search(0), engine.visited_nodes, score(4), score.cache_hits)
        """,
    "exceptions and standard-library objects side by side": """
        import collections
        class BoardError(Exception):
            def __init__(self, square):
                super().__init__(f"bad square {square}")
                self.bad_square = square
        class History:
            def __init__(self):
                self.recent_moves = collections.deque(maxlen=2)
            def append(self, move):
                self.recent_moves.append(move)
        history = History()
        for move in "abc":
            history.append(move)
        try:
            raise BoardError(99)
        except BoardError as error:
            print(error, error.bad_square, list(history.recent_moves))
        """,
}


@pytest.mark.parametrize("name", PROGRAMS)
def test_programs_behave_the_same_after_minifying(name: str) -> None:
    source = program(PROGRAMS[name])
    minified = minify_source(source, LOSSY)
    assert minified.renamed_attributes, "the program's attributes were renamed"
    assert run(minified.text) == run(source)
    assert "raised" not in run(source)
    assert minify_source(source, LOSSY).text == minified.text  # deterministic


def test_minified_reports_the_renamed_attributes() -> None:
    source = program("""
        class Unit:
            def __init__(self):
                self.speed = 1
        print(Unit().speed)
        """)
    minified = minify_source(source, LOSSY)
    assert set(minified.renamed_attributes) == {"speed"}
    assert f".{minified.renamed_attributes['speed']}" in minified.text
