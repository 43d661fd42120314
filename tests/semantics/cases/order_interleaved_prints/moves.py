print("3 moves begins")
import geometry  # noqa: E402

DIRECTIONS = geometry.compass()
print("5 moves done")
