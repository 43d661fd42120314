def run():
    return "defend!"
