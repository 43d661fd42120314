import plugins
import plugins.greedy  # noqa: F401
import plugins.random_walk  # noqa: F401
import plugins.minimax  # noqa: F401

print("loaded:", [name for name, _ in plugins.REGISTRY])
position = [4, 1, 7, 3]
for name, factory in plugins.REGISTRY:
    bot = factory()
    print(f"{name}: {bot(position)}")
