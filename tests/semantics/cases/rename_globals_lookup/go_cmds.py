def handle_move(arg):
    return f"go plays a stone at {arg}"


def handle_pass(arg):
    return "go passes"


def run(cmd, arg):
    handler = globals().get("handle_" + cmd)
    return handler(arg) if handler else f"go cannot {cmd}"
