print("main: before import")
import tables  # noqa: E402

print("unreachable", tables.SIZE)
