print("main: start")
import units  # noqa: E402

print("never reached:", units.SPEED)
