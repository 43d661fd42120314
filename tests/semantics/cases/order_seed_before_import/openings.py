import random

LINES = {
    "italian": ["e4", "e5", "Nf3", "Nc6", "Bc4"],
    "sicilian": ["e4", "c5"],
    "french": ["e4", "e6", "d4", "d5"],
    "caro": ["e4", "c6"],
    "queens": ["d4", "d5", "c4"],
    "english": ["c4"],
}

BOOK = sorted(LINES.items())
random.shuffle(BOOK)
JITTER = [random.random() for _ in range(3)]
print("openings shuffled, jitter", [round(j, 6) for j in JITTER])


def pick():
    return random.choice(BOOK)[0]
