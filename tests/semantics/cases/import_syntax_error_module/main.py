print("main: start")
import broken  # noqa: E402

print(broken.VALUE)
