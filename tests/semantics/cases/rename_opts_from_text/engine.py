def configure(depth=1, width=8, style="solid", seed=0):
    return {"depth": depth, "width": width, "style": style, "seed": seed}


def run(engine, *, width, verbose="no"):
    nodes = engine["depth"] * width
    return f"run {engine['style']} engine: {nodes} nodes (verbose={verbose})"
