ticks = 0
_elapsed = 0.0


def tick(step=0.25):
    global ticks, _elapsed
    ticks += 1
    _elapsed += step


def now():
    return f"{_elapsed:.2f}s after {ticks} ticks"
