STRATEGIES = {}


def register(key):
    def decorate(cls):
        STRATEGIES[key] = cls
        cls.key = key
        return cls

    return decorate


def pick(key):
    return STRATEGIES[key]()
