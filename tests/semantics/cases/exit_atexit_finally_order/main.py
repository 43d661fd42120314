import atexit
import sys

atexit.register(print, "atexit: registered first, runs last")


def main():
    atexit.register(lambda: print("atexit: registered in main"))
    try:
        print("main: working")
        return 4
    finally:
        print("main: finally")


if __name__ == "__main__":
    try:
        status = main()
        print("exiting with", status)
        sys.exit(status)
    finally:
        print("outer finally")
