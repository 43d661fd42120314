"""Driver: returns + typing_extensions (containers built on a `BaseContainer` with `__slots__`
and `__init_subclass__`, `@final` classes, decorators `safe`/`maybe`/`impure_safe`, `flow` and
`pipe` over pointfree functions, and the doctests of its modules)."""

import doctest

import returns.functions
import returns.maybe
import returns.pipeline
import returns.pointfree
import returns.result
import returns.io
from returns.converters import flatten, maybe_to_result, result_to_maybe
from returns.curry import curry, partial
from returns.functions import compose, identity, tap
from returns.io import IO, IOFailure, IOResult, IOSuccess, impure, impure_safe
from returns.iterables import Fold
from returns.maybe import Maybe, Nothing, Some, maybe
from returns.pipeline import flow, is_successful, pipe
from returns.pointfree import alt, bind, lash, map_
from returns.result import Failure, Result, Success, safe


@safe
def divide(a: int, b: int) -> float:
    return a / b


@maybe
def lookup(key: str):
    return {"a": 1, "b": None}.get(key)


print("safe", divide(4, 2), type(divide(1, 0).failure()).__name__)
print(
    "maybe",
    lookup("a"),
    lookup("b"),
    lookup("z"),
    Maybe.from_optional(5),
    Maybe.from_value(None),
)
print(
    "map/bind",
    Success(2).map(lambda x: x * 10),
    Failure("e").map(lambda x: x * 10),
    Success(3).bind(lambda x: Success(x + 1) if x else Failure("zero")),
)
print(
    "alt/lash",
    Failure(1).alt(lambda e: e + 1),
    Failure(1).lash(lambda e: Success(e * 100)),
    Success(1).lash(lambda e: Success(0)),
)
print(
    "value_or",
    Success(1).value_or(0),
    Failure(1).value_or(0),
    Nothing.value_or("dflt"),
    Some(3).value_or(0),
)
print("unwrap", Success(5).unwrap(), Some(6).unwrap(), Failure("x").failure())
try:
    Failure("boom").unwrap()
except Exception as error:
    print("UnwrapFailedError", type(error).__name__)
try:
    Nothing.unwrap()
except Exception as error:
    print("Nothing unwrap", type(error).__name__)
print(
    "eq",
    Success(1) == Success(1),
    Success(1) == Failure(1),
    Some(1) == Some(1),
    Nothing == Nothing,
    hash(Success(1)) == hash(Success(1)),
)
print(
    "is_successful",
    is_successful(Success(1)),
    is_successful(Failure(1)),
    is_successful(Some(None)),
    is_successful(Nothing),
)
print("flow", flow(3, lambda x: x + 1, str, lambda s: s * 2))
print("pipe", pipe(lambda x: x * 2, str)(21))
print(
    "pointfree",
    flow(
        Success(2),
        map_(lambda x: x + 3),
        bind(lambda x: Failure(x) if x > 4 else Success(x)),
    ),
    flow(Failure(1), alt(str)),
    flow(Failure(2), lash(lambda e: Success(-e))),
)
print(
    "compose",
    compose(lambda x: x + 1, lambda x: x * 10)(2),
    identity(7),
    tap(lambda x: None)(8),
)


@curry
def add3(a: int, b: int, c: int) -> int:
    return a + b + c


print("curry", add3(1)(2)(3), add3(1, 2)(3), add3(1)(2, 3), partial(add3, 1, 2)(10))
print(
    "converters",
    result_to_maybe(Success(1)),
    result_to_maybe(Failure(1)),
    maybe_to_result(Some(2)),
    maybe_to_result(Nothing),
    flatten(Success(Success(3))),
    flatten(Some(Some(4))),
)
print(
    "fold",
    Fold.collect([Success(1), Success(2)], Success(())),
    Fold.collect([Success(1), Failure("e")], Success(())),
    Fold.loop([Some(1), Some(2)], Some(10), lambda x: lambda acc: acc + x),
)
print("apply", Success(5).apply(Success(lambda x: x * 3)))
print(
    "io",
    IO(5).map(lambda x: x + 1),
    IOSuccess(1).map(str),
    IOFailure("e"),
    impure(lambda: 3)(),
    IOResult.from_result(Success(9)),
)


@impure_safe
def risky(flag: bool) -> int:
    if flag:
        raise ValueError("nope")
    return 1


print("impure_safe", risky(False), is_successful(risky(True)))
print(
    "do notation",
    Result.do(x + y for x in Success(1) for y in Success(2)),
    Maybe.do(a * b for a in Some(3) for b in Some(4)),
)
print("swap", Success(1).swap(), Failure(2).swap())
print("repr", repr(Success([1])), repr(Some({"a": 1})), repr(Nothing), str(IO(1)))
print(
    "match",
    [(lambda r: (r.__class__.__name__))(r) for r in [Success(1), Failure(2), Some(3)]],
)
match Success(10):
    case Success(value):
        print("pattern", value)
    case Failure(error):
        print("pattern failure", error)


class Runner(doctest.DocTestRunner):
    """Collects problems instead of printing them with file names and line numbers."""

    def __init__(self):
        super().__init__(
            verbose=False, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
        )
        self.problems = []

    def report_failure(self, out, test, example, got):
        self.problems.append(
            f"failed {example.source.strip()!r}: wanted {example.want!r}"
        )

    def report_unexpected_exception(self, out, test, example, exc_info):
        self.problems.append(
            f"raised {example.source.strip()!r}: {exc_info[0].__name__}"
        )


def run_doctests(*modules):
    finder = doctest.DocTestFinder()
    runner = Runner()
    for module in modules:
        for test in sorted(finder.find(module), key=lambda test: test.name):
            if test.examples:
                runner.problems = []
                result = runner.run(test, out=lambda text: None)
                print(
                    "doctest",
                    test.name,
                    result.attempted,
                    result.failed,
                    *runner.problems,
                )


run_doctests(returns.result, returns.maybe, returns.functions, returns.pipeline)
