from engine import LOG
from engine.evaluate import score

LOG.append("search")
print("engine.search loaded")


def best_move(moves):
    return max(moves, key=score)
