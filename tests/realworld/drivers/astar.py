"""Driver: astar + sortedcontainers (a generic A* search: an abstract `AStar` class whose
`neighbors`/`distance_between`/`heuristic_cost_estimate` a subclass provides, and the
functional `find_path` with callables; grids and mazes with deterministic tie-breaking).
"""

import math

import astar
from astar import AStar, find_path

MAZE = [
    "S....#....",
    ".##..#.##.",
    ".#...#..#.",
    ".#.###..#.",
    ".#......#.",
    ".######.#.",
    "........#G",
]


def cells(maze, char):
    return [
        (r, c) for r, row in enumerate(maze) for c, ch in enumerate(row) if ch == char
    ]


class MazeSolver(AStar):
    def __init__(self, maze, diagonal=False):
        self.maze = maze
        self.diagonal = diagonal

    def neighbors(self, node):
        r, c = node
        steps = [(1, 0), (-1, 0), (0, 1), (0, -1)]
        if self.diagonal:
            steps += [(1, 1), (1, -1), (-1, 1), (-1, -1)]
        for dr, dc in steps:
            nr, nc = r + dr, c + dc
            if (
                0 <= nr < len(self.maze)
                and 0 <= nc < len(self.maze[0])
                and self.maze[nr][nc] != "#"
            ):
                yield (nr, nc)

    def distance_between(self, a, b):
        return math.hypot(a[0] - b[0], a[1] - b[1])

    def heuristic_cost_estimate(self, current, goal):
        return math.hypot(current[0] - goal[0], current[1] - goal[1])


(start,), (goal,) = cells(MAZE, "S"), cells(MAZE, "G")
for diagonal in [False, True]:
    path = list(MazeSolver(MAZE, diagonal).astar(start, goal))
    print("maze", "diagonal" if diagonal else "orthogonal", len(path), path)
    drawn = [list(row) for row in MAZE]
    for r, c in path[1:-1]:
        drawn[r][c] = "*"
    for row in drawn:
        print("  ", "".join(row))
blocked = [row.replace(".", "#") if i == 3 else row for i, row in enumerate(MAZE)]
print("no path", MazeSolver(blocked).astar(start, goal))
print(
    "reversed",
    list(MazeSolver(MAZE).astar(goal, start))[:4],
    len(list(MazeSolver(MAZE).astar(goal, start, reversePath=True))),
)
print("same node", list(MazeSolver(MAZE).astar(start, start)))
WORDS = {
    "cold",
    "cord",
    "card",
    "ward",
    "warm",
    "word",
    "worm",
    "wore",
    "core",
    "bore",
    "bold",
    "bolt",
    "boat",
    "coat",
    "cost",
    "most",
    "mist",
    "wist",
    "wart",
}


def word_neighbors(word):
    return sorted(w for w in WORDS if sum(a != b for a, b in zip(w, word)) == 1)


for a, b in [("cold", "warm"), ("bold", "most"), ("cold", "wart"), ("cold", "cold")]:
    path = find_path(
        a,
        b,
        neighbors_fnct=word_neighbors,
        heuristic_cost_estimate_fnct=lambda x, y: sum(p != q for p, q in zip(x, y)),
        distance_between_fnct=lambda x, y: 1,
    )
    print("word ladder", a, b, list(path) if path is not None else None)
graph = {
    "a": {"b": 7, "c": 9, "f": 14},
    "b": {"a": 7, "c": 10, "d": 15},
    "c": {"a": 9, "b": 10, "d": 11, "f": 2},
    "d": {"b": 15, "c": 11, "e": 6},
    "e": {"d": 6, "f": 9},
    "f": {"a": 14, "c": 2, "e": 9},
}
path = find_path(
    "a",
    "e",
    neighbors_fnct=lambda n: sorted(graph[n]),
    heuristic_cost_estimate_fnct=lambda x, y: 0,
    distance_between_fnct=lambda x, y: graph[x][y],
    is_goal_reached_fnct=lambda x, y: x == y,
)
print("dijkstra", list(path))
print(
    "custom goal",
    list(
        find_path(
            0,
            37,
            neighbors_fnct=lambda n: [n + 1, n * 2],
            heuristic_cost_estimate_fnct=lambda x, y: 0,
            distance_between_fnct=lambda x, y: 1,
            is_goal_reached_fnct=lambda x, y: x >= y,
        )
    ),
)
print("module", astar.__name__, sorted(AStar.__abstractmethods__))
for size in [3, 5, 8]:
    open_grid = ["." * size] * size
    path = list(
        MazeSolver(open_grid, diagonal=True).astar((0, 0), (size - 1, size - 1))
    )
    print("open grid", size, len(path), path[:3])
