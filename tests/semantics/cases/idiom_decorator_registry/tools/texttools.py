from registry import command


@command()
def shout(*words):
    """Upper-case the words."""
    return " ".join(words).upper()
