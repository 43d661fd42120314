import sys

import tools

print("module level of main, tools.RAN_SELF_TEST =", tools.RAN_SELF_TEST)


def main():
    print("main() called with", len(sys.argv) - 1, "arguments")
    tools.report()
    return 0


if __name__ == "__main__":
    print("entering the __main__ block")
    code = main()
    print("leaving with", code)
else:
    print("imported, not run")
