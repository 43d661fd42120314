import app

print("main: app ready, depth", app.depth())
import leaf  # noqa: E402  (already loaded deep in the chain)

print("main: leaf.STAMP =", leaf.STAMP, "calls =", leaf.CALLS)
