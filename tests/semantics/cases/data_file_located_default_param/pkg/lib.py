from pathlib import Path

TEMPLATE = Path(__file__).parent / "t.txt"


def render(path=TEMPLATE):
    return Path(path).read_text().strip()
