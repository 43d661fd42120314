import counter
import left
import right
from counter import bump, loads

print("loads:", loads())
print("left sees", left.total(), "right sees", right.total())
bump("main")
print("events:", counter.EVENTS)
import counter as again  # noqa: E402

print("same module:", again is counter, "loads still", again.loads())
