NOTES = []


def add(args):
    NOTES.append(" ".join(args.text))
    return f"added #{len(NOTES)}"


def show(args):
    items = NOTES[: args.limit] if args.limit else NOTES
    return "\n".join(f"{i}. {note}" for i, note in enumerate(items, 1)) or "(empty)"


def remove(args):
    return f"removed {NOTES.pop(args.index - 1)!r}"
