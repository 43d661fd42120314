import sys
import traceback


def load(name):
    try:
        __import__(name)
    except Exception as error:
        print(type(error).__name__, error)
        for frame in traceback.extract_tb(error.__traceback__):
            print(" ", frame.filename.rpartition("/")[2], frame.name, frame.lineno, frame.line)


for line in sys.stdin:
    load(line.strip())
print("done")
