print("main: start")
import fastmath  # noqa: E402

print(fastmath.norm([3, 4]))
