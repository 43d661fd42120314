import sys, multiprocessing as mp
def f(x): return x + 1
if __name__ == "__main__":
    __file__
    if sys.stdin.read():
        p = mp.get_context("spawn").Process(target=f, args=(1,))
        p.start(); p.join()
        print("exitcode", p.exitcode)
