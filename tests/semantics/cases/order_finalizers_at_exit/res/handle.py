class Handle:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("closing", self.name)
