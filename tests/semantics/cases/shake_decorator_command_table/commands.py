COMMANDS = {}


def command(name, *aliases):
    def register(function):
        for key in (name, *aliases):
            COMMANDS[key] = function
        return function

    return register


def execute(line):
    verb, *args = line.split()
    function = COMMANDS.get(verb)
    if function is None:
        return f"unknown command {verb!r}"
    return function(*args)
