"""Driver: retry + decorator + py (py, a declared dependency, is vendored but never imported;
a `@retry` decorator built with `decorator`, logging the
failures through `logging` with a logger passed in, `retry_call`; delays replaced by a sleep
function that records instead of sleeping, and jitter seeded through `random`)."""

import logging
import random
import sys

import retry.api as retry_api
from retry import retry
from retry.api import retry_call

slept = []
retry_api.time.sleep = slept.append
random.seed(5)
handler = logging.StreamHandler(sys.stdout)
handler.setFormatter(logging.Formatter("  log %(levelname)s %(name)s: %(message)s"))
logger = logging.getLogger("driver")
logger.addHandler(handler)
logger.setLevel(logging.WARNING)
logger.propagate = False
attempts = {"flaky": 0, "always": 0}


@retry(ValueError, tries=4, delay=1, backoff=2, logger=logger)
def flaky():
    attempts["flaky"] += 1
    if attempts["flaky"] < 3:
        raise ValueError(f"attempt {attempts['flaky']}")
    return "succeeded"


@retry(
    (KeyError, IndexError),
    tries=3,
    delay=0.5,
    max_delay=0.7,
    jitter=(0, 0.1),
    logger=logger,
)
def always():
    attempts["always"] += 1
    raise KeyError("missing")


@retry(tries=2, logger=None)
def wrong_kind():
    raise TypeError("retried once")


print("flaky", flaky(), attempts["flaky"], slept)
slept.clear()
try:
    always()
except KeyError as error:
    print("always", repr(error), attempts["always"], [round(s, 6) for s in slept])
slept.clear()
try:
    wrong_kind()
except TypeError as error:
    print("wrong_kind", error, slept)
calls = []


def target(a, b=0):
    calls.append((a, b))
    if len(calls) < 2:
        raise RuntimeError("first call fails")
    return a + b


slept.clear()
print(
    "retry_call",
    retry_call(
        target,
        fargs=[1],
        fkwargs={"b": 2},
        exceptions=RuntimeError,
        tries=3,
        delay=2,
        logger=logger,
    ),
    calls,
    slept,
)
print("names", flaky.__name__, always.__name__, retry.__module__)
for tries, delay, backoff, jitter in [
    (5, 1, 1, 0),
    (5, 1, 3, 0),
    (4, 0.25, 2, 1),
    (6, 1, 2, 0),
]:
    slept.clear()
    counter = []

    @retry(
        ZeroDivisionError,
        tries=tries,
        delay=delay,
        backoff=backoff,
        jitter=jitter,
        max_delay=10,
    )
    def fails():
        counter.append(1)
        return 1 / 0

    try:
        fails()
    except ZeroDivisionError:
        print("schedule", tries, delay, backoff, jitter, len(counter), slept)
for exceptions in [ValueError, (ValueError, KeyError), Exception]:
    for raised in [ValueError, KeyError, TypeError]:
        slept.clear()
        seen = []

        def once_then_ok():
            seen.append(1)
            if len(seen) == 1:
                raise raised("first")
            return "second"

        try:
            outcome = retry_call(once_then_ok, exceptions=exceptions, tries=2, delay=1)
        except Exception as error:
            outcome = f"raised {type(error).__name__}"
        names = (
            exceptions.__name__
            if isinstance(exceptions, type)
            else [e.__name__ for e in exceptions]
        )
        print("catch", names, raised.__name__, outcome, len(seen), slept)
