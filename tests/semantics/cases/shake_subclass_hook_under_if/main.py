import sys
go = sys.stdin.read() == "go\n"
class Plugin:
    if go:
        def __init_subclass__(cls):
            print("registered", cls.__name__)
class Alpha(Plugin):
    pass
print("end")
