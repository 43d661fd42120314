def alphabeta(position, depth, alpha=-100, beta=100):
    return f"alphabeta({position!r}, depth={depth}, window=[{alpha}, {beta}])"


def search(**kwargs):
    kwargs["depth"] = kwargs.get("depth", 2) + 1
    kwargs.setdefault("beta", 99)
    return alphabeta(**kwargs)


def iterative(position, max_depth, **options):
    results = []
    for depth in range(1, max_depth + 1):
        options["depth"] = depth
        results.append(alphabeta(position=position, **options))
    return "\n".join(results)
