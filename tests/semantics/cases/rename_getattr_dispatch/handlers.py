class Handler:
    def __init__(self):
        self.moves = []
        self.handled = 0

    def say(self, text):
        print(f"[bot] {text}")

    def dispatch(self, event, args):
        method = getattr(self, "on_" + event, None)
        if method is None:
            method = getattr(self, "on_unknown")
        self.handled += 1
        method(args)

    def on_unknown(self, args):
        self.say(f"ignored an event with {len(args)} args")

    def on_end(self, args):
        self.say("game over")
