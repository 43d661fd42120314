import pkgutil

import commands
import commands.admin.ban as ban
from commands import attack

print(commands.__name__, commands.__package__, len(commands.__path__))
for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: m.name):
    print(info.name, info.ispkg)
print(commands.__spec__.name, commands.__spec__.submodule_search_locations is not None)
print(attack.__spec__.submodule_search_locations, hasattr(attack, "__path__"))
print(ban.__name__, ban.__package__, ban.__spec__.parent, ban.run("eve"))
