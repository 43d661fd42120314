from bot import strategy

print("before the submodule import, bot.strategy is:", repr(strategy))
import bot.strategy  # noqa: E402  (import sets the attribute to the submodule)

print("after: kind of bot.strategy:", "module" if hasattr(bot.strategy, "choose") else "str")
print(bot.strategy.choose([4, 1, 7]))
from bot import strategy as again  # noqa: E402

print("from-import now gives the module:", hasattr(again, "choose"))
print("old binding unchanged:", repr(strategy))
