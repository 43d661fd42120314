size = "global size"
WEIGHT = 1


class Board:
    size = 8  # class attribute with the same name as a global
    WEIGHT = WEIGHT * 10  # reads the global while the class body runs
    cells = size * size  # the class-body name
    labels = [f"r{i}" for i in range(3)]

    def describe(self):
        # a bare `size` in a method is the GLOBAL, not the class attribute
        return f"{size} / {self.size} / {Board.size} / cells {self.cells}"

    def weight(self):
        return WEIGHT, self.WEIGHT


class Small(Board):
    size = 4

    def describe(self):
        return "small: " + super().describe()


print(Board().describe())
print(Small().describe())
print(Board().weight(), Board.labels)
size = "rebound global"
print(Small().describe())
