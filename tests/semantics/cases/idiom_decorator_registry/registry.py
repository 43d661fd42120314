COMMANDS = {}


def command(name=None):
    def register(func):
        COMMANDS[name or func.__name__] = func
        return func

    return register
