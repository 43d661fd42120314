import sys

from handlers import Handler


class Bot(Handler):
    def on_start(self, args):
        self.say(f"starting with {len(args)} options")

    def on_move(self, args):
        self.moves.extend(args)
        self.say(f"moves so far: {' '.join(self.moves)}")

    def on_undo(self, args):
        if self.moves:
            self.say(f"undid {self.moves.pop()}")


bot = Bot()
for line in sys.stdin:
    event, *args = line.split()
    bot.dispatch(event, args)
print("handled:", bot.handled)
print("has on_quit:", hasattr(bot, "on_quit"), "has on_move:", hasattr(bot, "on_" + "move"))
