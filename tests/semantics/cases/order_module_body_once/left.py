import counter

print("left imported counter, bump ->", counter.bump("left"))


def total():
    return len(counter.EVENTS)
