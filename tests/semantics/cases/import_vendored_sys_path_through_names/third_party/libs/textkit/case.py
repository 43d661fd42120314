from .split import words


def shout(text):
    return " ".join(w.upper() + "!" for w in words(text))
