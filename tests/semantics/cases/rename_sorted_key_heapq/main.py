import heapq
import operator

from nodes import Node

nodes = [Node("d", 4, 2), Node("a", 4, 1), Node("c", 1, 9), Node("b", 7, 3)]
print([n.name for n in sorted(nodes, key=lambda n: (-n.score, n.name))])
print([n.name for n in sorted(nodes, key=operator.attrgetter("cost", "name"))])
print([n.name for n in sorted(nodes, key=Node.priority, reverse=True)])
pairs = [("x", 3), ("y", 1), ("z", 2)]
print(sorted(pairs, key=operator.itemgetter(1)), max(pairs, key=lambda p: p[1]))

frontier = []
counter = 0
for node in nodes:
    heapq.heappush(frontier, (node.cost, counter, node.name))
    counter += 1
heapq.heappush(frontier, (1, counter, "tie"))
order = []
while frontier:
    cost, _, name = heapq.heappop(frontier)
    order.append(f"{name}:{cost}")
print(order)
print(heapq.nsmallest(2, [5, 1, 8, 3]), heapq.nlargest(2, nodes, key=operator.attrgetter("score"))[0].name)
print(list(heapq.merge([1, 4, 9], [2, 3, 10])))
