import inspect

import bot
from bot import engine

print(bot.__doc__)
print(engine.__doc__.splitlines()[0])
print(repr(engine.Engine.__doc__))
print(inspect.getdoc(engine.Engine))
print(engine.FastEngine.search.__doc__, "/", inspect.getdoc(engine.FastEngine.search))
print(engine.Engine.stop.__doc__, "/", inspect.getdoc(engine.FastEngine))
print(inspect.getdoc(engine.FastEngine().search), engine.FastEngine().search(3))
