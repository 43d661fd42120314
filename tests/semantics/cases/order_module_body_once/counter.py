print("counter body runs")
EVENTS = []
_LOADS = 0
_LOADS += 1


def bump(who):
    EVENTS.append(who)
    return len(EVENTS)


def loads():
    return _LOADS
