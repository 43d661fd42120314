import functools


class Clock:
    def __init__(self, seconds):
        self._remaining = seconds
        self.log = []

    @property
    def remaining(self):
        self.log.append("get")
        return self._remaining

    @remaining.setter
    def remaining(self, value):
        self.log.append(f"set {value}")
        self._remaining = max(0, value)

    @remaining.deleter
    def remaining(self):
        self.log.append("del")
        self._remaining = None

    @functools.cached_property
    def budget(self):
        self.log.append("compute budget")
        return self._remaining / 40

    minutes = property(lambda self: self._remaining // 60)


clock = Clock(300)
print(clock.remaining, clock.minutes)
clock.remaining -= 500
print(clock.remaining, clock.budget, clock.budget)
clock.remaining = 120
del clock.remaining
print(clock._remaining, clock.log)
print(type(Clock.__dict__["remaining"]).__name__ == "property", "budget" in vars(clock))
