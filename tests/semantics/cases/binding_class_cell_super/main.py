from base import Agent
from bots import Greedy, Cautious

agents = [Agent(1), Greedy(2), Cautious(3)]
for agent in agents:
    print(agent.act(10), "| level", agent.level(), "| same class:", agent.is_exact())
print(Cautious.chain())
print("Greedy.LEVEL", Greedy.LEVEL, "Cautious.LEVEL", Cautious.LEVEL)
