import aggressive
import defensive
import registry

STRATEGIES = {"attack": aggressive, "defend": defensive}


def run(module, position):
    return module.choose(position)


for key, module in STRATEGIES.items():
    print(key, "->", module.__name__, run(module, [3, 8, 1]))
name = "choose"
print("getattr:", getattr(aggressive, name)([2, 4]))
print("vars has choose:", "choose" in vars(defensive), "RISK" in vars(defensive))
public = sorted(k for k in vars(aggressive) if not k.startswith("_"))
print("public names of aggressive:", public)
print("registered:", [m.__name__ for m in registry.modules()])
print("risk levels:", [registry.risk(m) for m in registry.modules()])
