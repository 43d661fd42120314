"""Driver: tenacity (retrying controlled by composable stop/wait/retry strategy objects combined
with `|` and `&`, an attempt state machine, statistics, callbacks; sleeping replaced by a
recorder, random waits seeded)."""

import random

import tenacity
from tenacity import (
    RetryError,
    Retrying,
    TryAgain,
    retry,
    retry_if_exception_type,
    retry_if_result,
    retry_unless_exception_type,
    retry_if_exception_message,
    stop_after_attempt,
    stop_after_delay,
    stop_never,
    wait_chain,
    wait_exponential,
    wait_fixed,
    wait_incrementing,
    wait_random,
    wait_random_exponential,
    wait_combine,
    before_log,
    after_log,
)

slept = []
random.seed(11)
counters = {}


def sleeper(seconds):
    slept.append(round(seconds, 6))


def counted(name):
    counters[name] = counters.get(name, 0) + 1
    return counters[name]


@retry(stop=stop_after_attempt(5), wait=wait_fixed(2), sleep=sleeper)
def flaky():
    if counted("flaky") < 3:
        raise IOError("transient")
    return "ok"


print(
    "flaky",
    flaky(),
    counters["flaky"],
    slept,
    (
        flaky.statistics["attempt_number"]
        if hasattr(flaky, "statistics")
        else flaky.retry.statistics["attempt_number"]
    ),
)


@retry(
    stop=stop_after_attempt(3),
    wait=wait_exponential(multiplier=1, min=1, max=5),
    sleep=sleeper,
    reraise=True,
)
def always_fails():
    counted("always")
    raise ValueError("permanent")


slept.clear()
try:
    always_fails()
except ValueError as error:
    print("reraise", error, counters["always"], slept)


@retry(stop=stop_after_attempt(2), sleep=sleeper)
def wrapped_error():
    raise KeyError("k")


try:
    wrapped_error()
except RetryError as error:
    print(
        "RetryError",
        type(error.last_attempt.exception()).__name__,
        error.last_attempt.attempt_number,
        error.last_attempt.failed,
    )
slept.clear()


@retry(
    retry=retry_if_result(lambda r: r < 3),
    stop=stop_after_attempt(10),
    wait=wait_incrementing(start=1, increment=2, max=6),
    sleep=sleeper,
)
def until_three():
    return counted("result")


print("retry_if_result", until_three(), slept)
slept.clear()


@retry(
    retry=retry_if_exception_type(ZeroDivisionError)
    | retry_if_exception_message(match="try again"),
    stop=stop_after_attempt(4),
    wait=wait_chain(wait_fixed(1), wait_fixed(3)),
    sleep=sleeper,
)
def mixed():
    n = counted("mixed")
    if n == 1:
        return 1 / 0
    if n == 2:
        raise RuntimeError("try again")
    if n == 3:
        raise TryAgain
    return n


print("combined retry", mixed(), slept)
slept.clear()


@retry(
    retry=retry_unless_exception_type(TypeError),
    stop=stop_after_attempt(3) | stop_after_delay(100),
    sleep=sleeper,
    wait=wait_random(0, 1) + wait_fixed(1),
)
def until_type_error():
    if counted("type") >= 2:
        raise TypeError("stop now")
    raise OSError("again")


try:
    until_type_error()
except TypeError as error:
    print("retry_unless raised", error, counters["type"], slept)
slept.clear()
events = []
retrying = Retrying(
    stop=stop_after_attempt(4),
    wait=wait_random_exponential(multiplier=0.5, max=10),
    sleep=sleeper,
    before=lambda state: events.append(("before", state.attempt_number)),
    after=lambda state: events.append(
        ("after", state.attempt_number, state.outcome.failed)
    ),
    before_sleep=lambda state: events.append(
        ("sleep", round(state.next_action.sleep, 6))
    ),
    retry_error_callback=lambda state: f"gave up after {state.attempt_number}",
)
print("callback result", retrying(lambda: 1 / 0), events, slept)
for attempt in Retrying(stop=stop_after_attempt(3), sleep=sleeper, reraise=True):
    with attempt:
        number = attempt.retry_state.attempt_number
        if number < 3:
            raise ValueError(number)
        print("context manager attempt", number)
print(
    "copy",
    retrying.copy(stop=stop_never).stop.__class__.__name__,
    repr(stop_after_attempt(3))[:30].startswith("<tenacity"),
)
print(
    "wait math",
    wait_combine(wait_fixed(1), wait_fixed(2)).__class__.__name__,
    [
        round(
            wait_exponential(multiplier=2, exp_base=3)(
                type("S", (), {"attempt_number": n})()
            ),
            3,
        )
        for n in range(1, 5)
    ],
)
print("wraps", flaky.__name__, flaky.__wrapped__.__name__, hasattr(flaky, "retry_with"))
print("retry_with", flaky.retry_with(stop=stop_after_attempt(1))(), counters["flaky"])
# (no stop_after_delay alone here: the recorded sleeps do not advance the clock it reads)
for stop in [
    stop_after_attempt(1),
    stop_after_attempt(4),
    stop_after_attempt(6) & stop_after_attempt(3),
]:
    for wait in [
        wait_fixed(2),
        wait_incrementing(1, 1),
        wait_exponential(multiplier=1, max=8),
    ]:
        slept.clear()
        runs = []

        def failing():
            runs.append(1)
            raise ValueError("x")

        try:
            Retrying(stop=stop, wait=wait, sleep=sleeper)(failing)
        except RetryError as error:
            print(
                "grid",
                type(stop).__name__,
                type(wait).__name__,
                len(runs),
                slept,
                error.last_attempt.attempt_number,
            )
for multiplier, exp_base, maximum in [(1, 2, 100), (0.5, 3, 20), (2, 2, 10)]:
    strategy = wait_exponential(multiplier=multiplier, exp_base=exp_base, max=maximum)
    print(
        "exponential",
        multiplier,
        exp_base,
        maximum,
        [strategy(type("S", (), {"attempt_number": n})()) for n in range(1, 7)],
    )
random.seed(3)
print(
    "random waits",
    [round(wait_random(1, 3)(None), 6) for _ in range(4)],
    [
        round(
            wait_random_exponential(multiplier=1, max=30)(
                type("S", (), {"attempt_number": n})()
            ),
            6,
        )
        for n in range(1, 5)
    ],
)
print(
    "stop combinations",
    (stop_after_attempt(2) | stop_after_attempt(5)).__class__.__name__,
    (stop_after_attempt(2) & stop_after_attempt(5)).__class__.__name__,
)
statistics = Retrying(
    stop=stop_after_attempt(3), sleep=sleeper, retry_error_callback=lambda s: None
)
statistics(lambda: 1 / 0)
print(
    "statistics",
    sorted(
        k
        for k in statistics.statistics
        if k != "start_time" and k != "delay_since_first_attempt"
    ),
    statistics.statistics["attempt_number"],
)
for exception in [ValueError("v"), KeyError("k"), RuntimeError("r")]:
    strategy = retry_if_exception_type((ValueError, KeyError))
    state = type(
        "S",
        (),
        {
            "outcome": type(
                "O", (), {"failed": True, "exception": lambda self, e=exception: e}
            )()
        },
    )()
    print("retry predicate", type(exception).__name__, strategy(state))
