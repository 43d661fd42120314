from dataclasses import dataclass
@dataclass
class Sq:
    "A square."
    side: int
