from importlib.resources import files


def all_quotes():
    text = files(__name__).joinpath("quotes.txt").read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line]
