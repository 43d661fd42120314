"""Driver: networkx (a package importing ~300 modules through chains of star imports, `argmap`
decorators that generate and `compile` wrapper source, `_dispatchable` reading signatures and
backend entry points through `importlib.metadata` at import, a `lazy_imports` module type,
package `__getattr__`, `functools.cached_property`, graph views)."""

import networkx as nx
from networkx.algorithms import approximation, bipartite, isomorphism
from networkx.algorithms.link_analysis.pagerank_alg import _pagerank_python  # no numpy
from networkx.utils import pairwise

print("version", nx.__version__, "backends", sorted(nx.config.backends))

print("--- grid pathfinding")
grid = nx.grid_2d_graph(6, 5)
for wall in [(1, 0), (1, 1), (1, 2), (1, 3), (3, 1), (3, 2), (3, 3), (3, 4)]:
    grid.remove_node(wall)
print("grid", grid.number_of_nodes(), grid.number_of_edges(), nx.is_connected(grid))
print("bfs path", nx.shortest_path(grid, (0, 0), (5, 4)))
print(
    "length",
    nx.shortest_path_length(grid, (0, 0), (5, 4)),
    "all shortest",
    len(list(nx.all_shortest_paths(grid, (0, 0), (5, 4)))),
)
manhattan = lambda a, b: abs(a[0] - b[0]) + abs(a[1] - b[1])
print(
    "astar",
    nx.astar_path(grid, (0, 4), (5, 0), heuristic=manhattan),
    nx.astar_path_length(grid, (0, 4), (5, 0), heuristic=manhattan),
)
dist = nx.single_source_shortest_path_length(grid, (0, 0))
print("farthest", max(sorted(dist), key=dist.get), max(dist.values()))
print(
    "bfs layers",
    [sorted(layer)[:3] for layer in list(nx.bfs_layers(grid, [(0, 0)]))[:4]],
)

print("--- weighted graphs")
G = nx.Graph()
G.add_weighted_edges_from(
    [
        ("a", "b", 4),
        ("a", "c", 2),
        ("b", "c", 5),
        ("b", "d", 10),
        ("c", "e", 3),
        ("e", "d", 4),
        ("d", "f", 11),
    ]
)
print("dijkstra", nx.dijkstra_path(G, "a", "f"), nx.dijkstra_path_length(G, "a", "f"))
lengths, paths = nx.single_source_dijkstra(G, "a")
print("sssp", sorted(lengths.items()), paths["d"])
print(
    "bellman-ford",
    nx.bellman_ford_path(G, "a", "d"),
    sorted(nx.floyd_warshall(G)["a"].items()),
)
mst = nx.minimum_spanning_tree(G)
print("mst", sorted(tuple(sorted(e)) for e in mst.edges()), mst.size(weight="weight"))
print(
    "centrality",
    sorted((k, round(v, 4)) for k, v in nx.betweenness_centrality(G).items()),
)
print(
    "closeness",
    sorted(
        (k, round(v, 4))
        for k, v in nx.closeness_centrality(G, distance="weight").items()
    ),
)
print("degree", sorted(G.degree()), sorted(G.degree(weight="weight")))
print(
    "eccentricity",
    sorted(nx.eccentricity(G).items()),
    nx.diameter(G),
    sorted(nx.center(G)),
)

print("--- directed graphs")
D = nx.DiGraph()
D.add_edges_from(
    [
        ("wake", "dress"),
        ("dress", "shoes"),
        ("wake", "coffee"),
        ("coffee", "leave"),
        ("shoes", "leave"),
    ]
)
print(
    "topo",
    list(nx.lexicographical_topological_sort(D)),
    nx.is_directed_acyclic_graph(D),
)
print("ancestors", sorted(nx.ancestors(D, "leave")), sorted(nx.descendants(D, "dress")))
print("dag longest", nx.dag_longest_path(D), nx.dag_longest_path_length(D))
D.add_edge("leave", "wake")
print(
    "cycles", sorted(sorted(c) for c in nx.simple_cycles(D)), nx.find_cycle(D, "wake")
)
scc = nx.DiGraph([(1, 2), (2, 3), (3, 1), (3, 4), (4, 5), (5, 4), (6, 6)])
print(
    "scc",
    sorted(sorted(c) for c in nx.strongly_connected_components(scc)),
    nx.number_weakly_connected_components(scc),
)
print("condensation", sorted(nx.condensation(scc).edges()))
print(
    "pagerank",
    sorted((k, round(v, 4)) for k, v in _pagerank_python(scc, alpha=0.9).items()),
)

print("--- flows and matchings")
F = nx.DiGraph()
for u, v, c in [
    ("s", "a", 10),
    ("s", "b", 5),
    ("a", "b", 15),
    ("a", "t", 10),
    ("b", "t", 10),
]:
    F.add_edge(u, v, capacity=c)
flow_value, flow = nx.maximum_flow(F, "s", "t")
print("max flow", flow_value, sorted((u, sorted(d.items())) for u, d in flow.items()))
cut_value, (side_s, side_t) = nx.minimum_cut(F, "s", "t")
print("min cut", cut_value, sorted(side_s), sorted(side_t))
B = nx.complete_bipartite_graph(3, 3)
B.remove_edges_from([(0, 3), (1, 4)])
print(
    "bipartite",
    bipartite.is_bipartite(B),
    sorted(bipartite.maximum_matching(B, top_nodes=[0, 1, 2]).items()),
)
W = nx.Graph()
W.add_weighted_edges_from([(1, 2, 6), (1, 3, 2), (2, 4, 8), (3, 4, 1), (2, 3, 4)])
print(
    "max weight matching", sorted(tuple(sorted(e)) for e in nx.max_weight_matching(W))
)
print(
    "coloring",
    sorted(nx.greedy_color(nx.petersen_graph(), strategy="largest_first").items()),
)

print("--- generators, operators, isomorphism")
P = nx.petersen_graph()
print(
    "petersen",
    P.number_of_nodes(),
    P.number_of_edges(),
    nx.girth(P) if hasattr(nx, "girth") else None,
    nx.is_regular(P),
)
print("cycle/path", sorted(nx.cycle_graph(5).edges()), list(pairwise(range(4))))
print(
    "isomorphic",
    nx.is_isomorphic(nx.cycle_graph(6), nx.circular_ladder_graph(3)),
    nx.is_isomorphic(nx.cycle_graph(4), nx.path_graph(4)),
)
gm = isomorphism.GraphMatcher(nx.cycle_graph(4), nx.cycle_graph(4))
print("automorphisms", sum(1 for _ in gm.isomorphisms_iter()))
H = nx.compose(
    nx.path_graph(3), nx.relabel_nodes(nx.path_graph(3), {0: 10, 1: 11, 2: 2})
)
print("compose", sorted(H.edges()), sorted(nx.complement(nx.path_graph(4)).edges()))
print(
    "subgraph view",
    sorted(G.subgraph(["a", "b", "c"]).edges(data="weight")),
    type(G.subgraph(["a"])).__name__,
)
print(
    "clique",
    sorted(sorted(c) for c in nx.find_cliques(nx.karate_club_graph()) if len(c) >= 5),
)
print(
    "approx",
    len(approximation.min_weighted_vertex_cover(P)),
    sorted(nx.maximal_independent_set(P, seed=3)),
)
print(
    "tree",
    nx.is_tree(mst),
    (
        nx.to_prufer_sequence(nx.path_graph(5))
        if hasattr(nx, "to_prufer_sequence")
        else None
    ),
)
print("random seeded", sorted(nx.gnp_random_graph(8, 0.3, seed=42).edges()))
print(
    "adjacency", nx.to_dict_of_lists(nx.path_graph(3)), nx.to_edgelist(nx.path_graph(3))
)
print(
    "node_link",
    sorted(nx.node_link_data(nx.path_graph(2), edges="edges")["edges"], key=str),
)
print("errors")
for bad in [
    lambda: nx.shortest_path(G, "a", "zzz"),
    lambda: nx.topological_sort(D).__next__(),
    lambda: nx.random_tree,
]:
    try:
        bad()
    except (nx.NetworkXException, AttributeError) as error:
        print(" ", type(error).__name__, str(error).splitlines()[0])
print("done")
