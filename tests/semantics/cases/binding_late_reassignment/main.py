from settings import LIMIT, MODE, describe, set_mode

print("at import:", LIMIT, MODE)
print("describe:", describe())
set_mode("blitz")
print("after set_mode: imported MODE =", MODE)
print("describe:", describe())
import settings  # noqa: E402

print("settings.MODE =", settings.MODE, "settings.LIMIT =", settings.LIMIT)
LIMIT = LIMIT + 1  # our own global now, the module keeps its value
print("main LIMIT", LIMIT, "module LIMIT", settings.LIMIT)
