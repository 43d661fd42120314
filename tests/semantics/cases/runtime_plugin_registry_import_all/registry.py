PLUGINS = {}


def plugin(name):
    def register(cls):
        PLUGINS[name] = cls
        return cls

    return register
