HELP = "count the words"


def run(args):
    return str(len(args))
