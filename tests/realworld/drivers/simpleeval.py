"""Driver: simpleeval (single module; ast walking, __builtins__ probing, safety checks)."""

import ast
import math
import operator
import random
import warnings

import simpleeval
from simpleeval import (
    DEFAULT_FUNCTIONS,
    DEFAULT_NAMES,
    DEFAULT_OPERATORS,
    AttributeDoesNotExist,
    EvalWithCompoundTypes,
    FeatureNotAvailable,
    FunctionNotDefined,
    InvalidExpression,
    IterableTooLong,
    ModuleWrapper,
    NameNotDefined,
    NumberTooHigh,
    SimpleEval,
    simple_eval,
)

for expr in [
    "1 + 2 * 3",
    "(1 + 2) * 3",
    "2 ** 10",
    "7 // 2 + 7 % 2",
    "-3 < 2 <= 2",
    "not True or False",
    "'ab' * 3",
    "'x' if 3 > 2 else 'y'",
    "abs(-4) + int('12') + float('1.5')",
    "round(3.14159, 2)",
    "str(42) + 'x'",
    "1 < 2 < 3 and 3 > 4",
    "0xff + 0b101 + 1_000",
    "'hello'[1:4]",
    "True + True",
    "~5 ^ 3 | 8 & 12",
    "'b' in 'abc'",
    "'abc'.upper()",
]:
    try:
        print(f"{expr!r:38} -> {simple_eval(expr)!r}")
    except InvalidExpression as exc:
        print(f"{expr!r:38} !! {type(exc).__name__}: {exc}")

print("names", simple_eval("x * y + z", names={"x": 3, "y": 4, "z": 5}))
print(
    "functions",
    simple_eval(
        "double(hyp(3, 4))", functions={"double": lambda v: v * 2, "hyp": math.hypot}
    ),
)
print("name func", simple_eval("k + 1", names=lambda node: len(node.id)))
s = SimpleEval()
s.names["board"] = {"e4": "P", "d8": "q"}
s.functions["sq"] = lambda f, r: f + str(r)
print("subscript", s.eval("board['e4']"), s.eval("board[sq('d', 8)]"))
print("attr", s.eval("'  pad '.strip()"), s.eval("(3).bit_length()"))
s.operators[ast.Mult] = operator.add
print("custom operator", s.eval("6 * 7"))
ops = dict(DEFAULT_OPERATORS)
del ops[ast.Pow]
try:
    simple_eval("2 ** 3", operators=ops)
except simpleeval.OperatorNotDefined as exc:
    print("OperatorNotDefined", type(exc).__name__)

for bad, err in [
    ("undefined + 1", NameNotDefined),
    ("nofunc(1)", FunctionNotDefined),
    ("(1).__class__", FeatureNotAvailable),
    ("'x'.nothere", AttributeDoesNotExist),
    ("9 ** 9 ** 9", NumberTooHigh),
    ("'a' * 200000", IterableTooLong),
    ("lambda: 1", FeatureNotAvailable),
    ("__import__('os')", InvalidExpression),
    ("open('f')", InvalidExpression),
]:
    try:
        result = simple_eval(bad)
        print("no error?", bad, result)
    except err as exc:
        print(f"{bad!r:20} {type(exc).__name__}: {exc}")
    except Exception as exc:  # noqa: BLE001
        print(f"{bad!r:20} other {type(exc).__name__}: {exc}")

c = EvalWithCompoundTypes(
    names={"moves": ["e4", "d4", "c4", "Nf3"]},
    functions={**DEFAULT_FUNCTIONS, "len": len, "range": range},
)
print(
    "list",
    c.eval("[1, 2, 3] + [4]"),
    c.eval("{'a': 1, 'b': 2}['b']"),
    c.eval("{1, 2, 2}"),
)
print(
    "comprehension",
    c.eval("[m for m in moves if len(m) == 2]"),
    c.eval("{m: len(m) for m in moves}"),
)
print("nested comp", c.eval("[x * y for x in range(3) for y in (1, 10) if x]"))
print("tuple", c.eval("(1, 'a', None)"), c.eval("len(moves)"))
try:
    c.eval("[x for x in range(10**9)]")
except IterableTooLong as exc:
    print("comp too long", type(exc).__name__)
mw = SimpleEval(names={"math": ModuleWrapper(math)})
print(
    "ModuleWrapper",
    mw.eval("math.sqrt(16) + math.floor(2.7)"),
    round(mw.eval("math.pi"), 5),
)
try:
    mw.eval("math.__dict__")
except FeatureNotAvailable as exc:
    print("ModuleWrapper private", exc)
try:
    SimpleEval(names={"m": math}).eval("m.sqrt(4)")
except FeatureNotAvailable as exc:
    print("raw module", type(exc).__name__)
random.seed(99)
print("rand", simple_eval("randint(100)"), round(simple_eval("rand()"), 6))
print("defaults", sorted(DEFAULT_NAMES), sorted(DEFAULT_FUNCTIONS)[:6])
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    value = simple_eval("1; 2")
print(
    "multi-expression", value, [(w.category.__name__, str(w.message)) for w in caught]
)
print("done")
