HELP = "say hello"


def run(args):
    return "hello " + " ".join(args)
