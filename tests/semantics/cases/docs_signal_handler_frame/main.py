import sys, os, signal, re


def handler(signum, frame):
    print(re.sub(r"at 0x[0-9a-f]+, file '.*/", "", repr(frame)))
signal.signal(signal.SIGUSR1, handler)
if sys.stdin.read():
    os.kill(os.getpid(), signal.SIGUSR1)
