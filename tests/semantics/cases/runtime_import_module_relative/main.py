import sys

from app.dispatch import handle

for line in sys.stdin:
    kind, value = line.split()
    try:
        print(handle(kind, value))
    except ModuleNotFoundError as error:
        print("unsupported:", error)
