import player
import referee

print(referee.run_game(3))
print(player.describe())
