def render(rows):
    widths = [max(len(str(row[i])) for row in rows) for i in range(len(rows[0]))]
    return "\n".join(
        " | ".join(str(cell).ljust(width) for cell, width in zip(row, widths)) for row in rows
    )
