import sys, threading
threading.excepthook = lambda args: print("thread error:", args.exc_value)
class Job:
    def __init__(self):
        self.ident = 1
j = Job()
if sys.stdin.readline().strip() == "go":
    t = threading.Thread(target=lambda: j.identt)
    t.start(); t.join()
print(j.ident)
