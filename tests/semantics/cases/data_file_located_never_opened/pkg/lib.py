import os

HERE = os.path.dirname(os.path.abspath(__file__))


class Settings:
    template = os.path.join(HERE, "t.txt")


def describe(path=Settings.template):
    return os.path.basename(path)


def show(*parts):
    return "/".join(os.path.basename(part) for part in parts)
