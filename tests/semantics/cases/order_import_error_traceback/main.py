import os
import traceback

try:
    import plugins.broken  # noqa: F401
except ValueError as error:
    frames = traceback.extract_tb(error.__traceback__)
    print([(os.path.basename(f.filename), f.name, f.lineno) for f in frames])
print("after")
