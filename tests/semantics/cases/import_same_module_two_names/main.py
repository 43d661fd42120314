import pkg.util
import pkg.util as u
from pkg import util
from pkg.util import counter

u.tick()
util.tick()
pkg.util.tick()
print("one module:", u is util is pkg.util)
print("count:", pkg.util.COUNT, "counter():", counter())
import user  # noqa: E402

print("user sees:", user.report())
