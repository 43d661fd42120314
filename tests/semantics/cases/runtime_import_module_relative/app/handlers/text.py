def handle(value):
    return f"text of {len(value)} characters"
