from registry import plugin


@plugin("echo")
class Echo:
    def handle(self, arg):
        return arg
