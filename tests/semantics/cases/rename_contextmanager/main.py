import contextlib

from resources import Board, opened


@contextlib.contextmanager
def section(title):
    print(f"<{title}>")
    try:
        yield title.upper()
    except KeyError as error:
        print(f"  swallowed {error}")
    finally:
        print(f"</{title}>")


with section("setup") as name:
    print("  inside", name)
with section("lookup"):
    {}["missing"]
print("after lookup")

with contextlib.ExitStack() as stack:
    boards = [stack.enter_context(Board(i)) for i in range(3)]
    stack.callback(print, "exit stack callback")
    print("boards:", [b.size for b in boards])

with opened("log") as handle, contextlib.suppress(ZeroDivisionError):
    handle.append("before")
    1 / 0
print("handle:", handle)
with contextlib.nullcontext("x") as value:
    print("nullcontext gave", value)
