RAN_SELF_TEST = False


def report():
    print("tools.report: self test ran?", RAN_SELF_TEST)


if __name__ == "__main__":
    RAN_SELF_TEST = True
    print("tools self test: this must not print when imported")
    report()
