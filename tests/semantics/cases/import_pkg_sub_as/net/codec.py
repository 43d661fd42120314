STATS = {"calls": 0}


def encode(fields):
    STATS["calls"] += 1
    return ";".join(f"{k}={v}" for k, v in sorted(fields.items()))


def decode(text):
    STATS["calls"] += 1
    return dict(part.split("=", 1) for part in text.split(";"))
