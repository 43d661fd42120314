from .errors import NotFound

ROWS = {"ann": 3}


def get(key):
    if not key:
        raise ValueError("empty key")
    if key not in ROWS:
        raise NotFound(key)
    return ROWS[key]
