import sys, operator
class C:
    def run(self):
        """Run it."""
        return 1
if sys.stdin.read():
    print(operator.attrgetter("run.__doc__")(C))
