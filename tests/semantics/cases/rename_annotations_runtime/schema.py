class Turn:
    player: int
    x: int
    y: int
    action: str


def read_record(cls, line):
    """Build a `cls` from a line of tokens, converting each by its annotated type."""
    record = cls()
    for (field, kind), token in zip(cls.__annotations__.items(), line.split()):
        setattr(record, field, kind(token))
    return record
