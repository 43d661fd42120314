from importlib.resources import as_file, files


def load(name):
    with as_file(files(__name__) / name) as path:
        with open(path, encoding="utf-8") as handle:
            return [line.split(",") for line in handle.read().split()]
