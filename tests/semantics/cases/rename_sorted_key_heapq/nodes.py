class Node:
    def __init__(self, name, score, cost):
        self.name = name
        self.score = score
        self.cost = cost

    def priority(self):
        return self.score * 10 - self.cost
