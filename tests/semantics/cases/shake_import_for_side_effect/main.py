import settings
import turbo  # noqa: F401  (only changes settings when imported)

print("mode:", settings.MODE, "depth:", settings.DEPTH)
print(settings.describe())
