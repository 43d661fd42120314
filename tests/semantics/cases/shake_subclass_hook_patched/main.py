import sys
go = sys.stdin.read() == "go\n"
class Plugin:
    pass
def hook(cls):
    if go:
        print("registered", cls.__name__)
Plugin.__init_subclass__ = classmethod(hook)
class Alpha(Plugin):
    pass
print("end")
