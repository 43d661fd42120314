class Options:
    defaults = {"depth": 3, "style": "solid"}

    def __init__(self, **given):
        self._given = given

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        if name in self._given:
            return self._given[name]
        if name in self.defaults:
            return self.defaults[name]
        raise AttributeError(name)


class Proxy:
    def __init__(self, target):
        self._target = target
        self.calls = []

    def __getattr__(self, name):
        self.calls.append(name)
        return getattr(self._target, name)


opts = Options(depth=6)
print(opts.depth, opts.style, getattr(opts, "speed", "default speed"))
print(hasattr(opts, "style"), hasattr(opts, "colour"))
proxy = Proxy([3, 1, 2])
proxy.append(0)
proxy.sort()
print(proxy._target, proxy.calls, proxy.count(3))
print(proxy.calls)
