"""Driver: python-constraint (`from .version import __author__`... re-exports, a `compat` module
choosing `xrange`/`string_types` under `sys.version_info` tests, `from __future__` imports of
Python 2, solver classes with generator-based backtracking, `Domain(list)` with state stacks).
"""

import random

import constraint
from constraint import (
    AllDifferentConstraint,
    AllEqualConstraint,
    BacktrackingSolver,
    Domain,
    ExactSumConstraint,
    FunctionConstraint,
    InSetConstraint,
    MaxSumConstraint,
    MinConflictsSolver,
    MinSumConstraint,
    NotInSetConstraint,
    Problem,
    RecursiveBacktrackingSolver,
    SomeInSetConstraint,
    SomeNotInSetConstraint,
    Variable,
)
from constraint.compat import PY3, string_types, xrange


def canonical(solutions):
    return sorted(tuple(sorted(s.items())) for s in solutions)


print("--- basic")
problem = Problem()
problem.addVariable("a", [1, 2, 3])
problem.addVariable("b", [4, 5, 6])
problem.addConstraint(lambda a, b: a * 2 == b, ("a", "b"))
print(canonical(problem.getSolutions()))
problem.addConstraint(lambda a: a > 2, ["a"])
print(problem.getSolution(), list(problem.getSolutionIter()))

print("--- n queens (8)")
queens = Problem(BacktrackingSolver())
columns = range(8)
queens.addVariables(columns, range(8))
for c1 in columns:
    for c2 in columns:
        if c1 < c2:
            queens.addConstraint(
                lambda r1, r2, d=c2 - c1: r1 != r2 and abs(r1 - r2) != d, (c1, c2)
            )
solutions = queens.getSolutions()
print("count", len(solutions), "first", [s for _, s in sorted(canonical(solutions)[0])])

print("--- TO + GO = OUT")
puzzle = Problem()
puzzle.addVariables("TGO", range(1, 10))
puzzle.addVariable("U", range(10))
puzzle.addConstraint(AllDifferentConstraint())
puzzle.addConstraint(
    lambda t, g, o, u: (10 * t + o) + (10 * g + o) == 100 * o + 10 * u + t, "TGOU"
)
print(canonical(puzzle.getSolutions()))

print("--- magic square 3x3 (recursive solver)")
magic = Problem(RecursiveBacktrackingSolver())
magic.addVariables(range(9), range(1, 10))
magic.addConstraint(AllDifferentConstraint(), range(9))
magic.addConstraint(ExactSumConstraint(15), [0, 4, 8])
magic.addConstraint(ExactSumConstraint(15), [2, 4, 6])
for row in range(3):
    magic.addConstraint(ExactSumConstraint(15), [row * 3 + i for i in range(3)])
    magic.addConstraint(ExactSumConstraint(15), [row + 3 * i for i in range(3)])
squares = canonical(magic.getSolutions())
print("count", len(squares), "first", [v for _, v in squares[0]])

print("--- sum and set constraints")
for name, con in [
    ("MaxSum 4", MaxSumConstraint(4)),
    ("MinSum 5", MinSumConstraint(5)),
    ("ExactSum 5 weighted", ExactSumConstraint(5, [1, 2])),
    ("InSet", InSetConstraint([1, 3])),
    ("NotInSet", NotInSetConstraint([2])),
    ("SomeInSet", SomeInSetConstraint([3], n=1, exact=True)),
    ("SomeNotInSet", SomeNotInSetConstraint([1, 2], n=2)),
    ("AllEqual", AllEqualConstraint()),
    ("Function", FunctionConstraint(lambda x, y: x < y)),
]:
    p = Problem()
    p.addVariables(["x", "y"], [1, 2, 3])
    p.addConstraint(con, ["x", "y"])
    print(
        name,
        [
            (s["x"], s["y"])
            for s in sorted(p.getSolutions(), key=lambda s: (s["x"], s["y"]))
        ],
    )

print("--- min conflicts (seeded)")
random.seed(7)
mc = Problem(MinConflictsSolver(steps=500))
mc.addVariables("ABCD", ["red", "green", "blue"])
for u, v in ["AB", "AC", "BC", "BD", "CD"]:
    mc.addConstraint(lambda x, y: x != y, (u, v))
solution = mc.getSolution()
print(
    "coloring valid",
    solution is not None
    and all(solution[u] != solution[v] for u, v in ["AB", "AC", "BC", "BD", "CD"]),
)

print("--- domains and errors")
domain = Domain([1, 2, 3, 4])
domain.pushState()
domain.hideValue(2)
domain.hideValue(4)
print("hidden", list(domain), domain._hidden)
domain.popState()
print("restored", sorted(domain))
print("Variable", repr(Variable("v")), Variable("v").name)
p = Problem()
p.addVariable("x", [1])
for bad in [
    lambda: p.addVariable("x", [2]),
    lambda: p.addVariable("y", []),
    lambda: p.addConstraint(42),
]:
    try:
        bad()
    except ValueError as error:
        print("ValueError", error)
p.reset()
print("reset", p.getSolutions())
print("compat", PY3, string_types is str, xrange is range)
print("version", constraint.__version__, constraint.__author__)
print("done")
