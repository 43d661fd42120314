HELP = """Commands:
  move <from> <to>
  quit"""


def render(size):
    rows = []
    for r in range(size):
        rows.append("".join(".#"[(r + c) % 2] for c in range(size)))
    return "\n".join(rows)
