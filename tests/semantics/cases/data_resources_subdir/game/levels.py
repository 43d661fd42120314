from importlib.resources import files


def level_names():
    maps = files(__package__) / "maps"
    return sorted(entry.name for entry in maps.iterdir() if entry.name.endswith(".map"))


def load(name):
    return (files(__package__) / "maps" / name).read_text().splitlines()
