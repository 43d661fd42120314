COMMANDS = {}


def command(function):
    COMMANDS[function.__name__] = function
    return function
