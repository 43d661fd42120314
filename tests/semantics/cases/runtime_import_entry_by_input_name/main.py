import importlib, sys
if __name__ == "__main__":
    name = sys.stdin.readline().strip()
    m = importlib.import_module(name)
    print(m.__name__, m.VALUE)
VALUE = 42
