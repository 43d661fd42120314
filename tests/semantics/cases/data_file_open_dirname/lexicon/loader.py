import os


def load_words():
    path = os.path.join(os.path.dirname(__file__), "words.txt")
    with open(path, encoding="utf-8") as handle:
        return handle.read().split()
