import sys
go = sys.stdin.read() == "go\n"
class Plugin:
    __init_subclass__ = lambda cls: print("registered", cls.__name__) if go else None
class Alpha(Plugin):
    pass
print("end")
