print("main: importing engine.search")
import engine.search  # noqa: E402

print("main: imported")
print(engine.search.best_move([3, 9, 2, 7]))
print("init order:", engine.LOG)
from engine import evaluate  # noqa: E402

print("evaluate again:", evaluate.score(5))
print("init order:", engine.LOG)
