def run():
    return "hi"
