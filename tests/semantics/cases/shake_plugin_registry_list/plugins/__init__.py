REGISTRY = []


def plugin(name):
    def add(factory):
        REGISTRY.append((name, factory))
        return factory

    return add
