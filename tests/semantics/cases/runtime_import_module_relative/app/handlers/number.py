def handle(value):
    return f"number {int(value) * 2} doubled"
