import sys

from bot.book import reply

for line in sys.stdin:
    print(line.strip(), "->", reply(line.strip() + " "))
