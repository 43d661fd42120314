class Player:
    def __init__(self, name, elo):
        self.name = name
        self.elo = elo


def describe(**fields):
    return ", ".join(f"{key}={value}" for key, value in sorted(fields.items()))


def build(template, **values):
    return template.format(**values)


player = Player("ann", 2100)
print("{name} is rated {elo}".format_map(vars(player)))
print("%(name)s/%(elo)d" % player.__dict__)
print(describe(depth=3, width=8, style="sharp"))
print(build("{move} in {ply} plies", move="Qh5", ply=7))
options = dict(alpha=-1, beta=1)
print(describe(**options, gamma=0))
print(sorted(dict(zip(("x", "y"), (1, 2)))))
print(str.format("{0}-{1}-{0}", "a", "b"), "{:>5}|{:<5}|".format("r", "l"))
print(type("Dyn", (), {"k": 1}).k, sorted({**options, "delta": 2}))
