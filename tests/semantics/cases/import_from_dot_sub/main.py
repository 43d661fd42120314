import engine

print("engine exposes:", engine.sub.NAME, engine.evaluate([1, 2, 3]))
print("same object:", engine.sub.evaluate is engine.evaluate)
print(engine.sub.explain())
