from counter import EVENTS, bump

print("right imported counter, bump ->", bump("right"))


def total():
    return len(EVENTS)
