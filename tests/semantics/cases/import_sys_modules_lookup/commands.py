import sys


def cmd_count(arg):
    return str(len(arg.split()))


def cmd_reverse(arg):
    return arg[::-1]


def dispatch(verb, arg):
    module = sys.modules[__name__]
    function = getattr(module, "cmd_" + verb, None)
    return function(arg) if function else "unknown command"
