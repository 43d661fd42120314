import os, pkg
def do():
    with open(os.path.join(pkg.__path__[0], 't.txt')) as f:
        return f.read().strip()
