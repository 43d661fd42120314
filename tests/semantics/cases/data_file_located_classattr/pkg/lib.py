from pathlib import Path


class Writer:
    default_template = Path(__file__).parent / "t.txt"

    def render(self):
        return self.default_template.read_text().strip()
