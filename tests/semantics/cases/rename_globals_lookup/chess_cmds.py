def handle_move(arg):
    return f"chess moves {arg}"


def handle_resign(arg):
    return "chess resigns"


def run(cmd, arg):
    handler = globals().get("handle_" + cmd)
    return handler(arg) if handler else f"chess cannot {cmd}"
