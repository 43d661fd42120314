from registry import plugin


@plugin("upper")
class Upper:
    def handle(self, arg):
        return arg.upper()


@plugin("count")
class Count:
    def handle(self, arg):
        return str(len(arg.split()))
