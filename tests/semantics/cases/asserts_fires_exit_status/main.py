import sys

import config

print("loading")
settings = config.load(sys.stdin.read())
print("loaded", settings)
