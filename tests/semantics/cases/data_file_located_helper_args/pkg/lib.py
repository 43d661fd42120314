import os
BASE = os.path.dirname(os.path.abspath(__file__))
def read(*parts):
    with open(os.path.join(*parts)) as f:
        return f.read().strip()
def do():
    return read(BASE, 't.txt')
