import config
import engine

print("defaults:", config.summary())
config.DEBUG = True
config.LEVEL += 2
config.NAMES.append("extra")
print("after assignment:", config.summary())
print(engine.think())
config.set_level(1)
print("after set_level:", config.LEVEL, engine.think())
