# fmt: off
class Player:
    def __init__(self, name):
        self.score = 0
        self.name = name

    def bump(self, field):
        setattr(self, field, getattr(self, field) + 1)


player = Player("ann")
player.bump("sc" + "ore")
print(player.score, vars(player))
