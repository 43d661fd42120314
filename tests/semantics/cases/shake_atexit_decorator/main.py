import atexit

import cleanup  # noqa: F401  (registers exit handlers)

print("main: running")


@atexit.register
def goodbye():
    print("main: goodbye (registered last, runs first)")


atexit.register(print, "main: plain atexit.register with arguments", 42)
print("main: end of script")
