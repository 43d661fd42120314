import sys
if not sys.stdin.read():
    sys.exit(0)
import os, importlib.util
p = os.path.join(os.path.dirname(os.path.abspath(__file__)), "plugins", "a.py")
s = importlib.util.spec_from_file_location("a", p)
m = importlib.util.module_from_spec(s)
s.loader.exec_module(m)
print(m.V)
