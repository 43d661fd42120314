import pickle
import sys

# the class's module is imported by the unpickler, by the name the data holds
shape = pickle.loads(bytes.fromhex(sys.stdin.read().strip()))
print(type(shape).__module__, type(shape).__name__, shape.area())
