import importlib

NAMES = ["statistics", "fractions", "string"]


def load_all():
    loaded = {name: importlib.import_module(name) for name in NAMES}
    stats = loaded["statistics"].mean([1, 2, 3, 4])
    frac = loaded["fractions"].Fraction(3, 12)
    letters = loaded["string"].ascii_lowercase[:5]
    return [stats, str(frac), letters]
