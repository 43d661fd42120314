import sys, threading
import helper
def tracer(frame, event, arg):
    if event == 'call':
        s = repr(frame)
        print(s[s.rindex('/') + 1:])
if sys.stdin.read():
    threading.settrace(tracer)
    t = threading.Thread(target=helper.work)
    t.start(); t.join()
