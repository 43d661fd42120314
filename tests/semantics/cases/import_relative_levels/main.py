from bot.brain.deep import plan
from bot import VERSION

print(plan(4))
print("version", VERSION)
