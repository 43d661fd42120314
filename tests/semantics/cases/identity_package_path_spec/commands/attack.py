def run():
    return "attack!"
