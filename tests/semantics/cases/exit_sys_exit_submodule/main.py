import sys

import referee

print("main: starting match")
sys.stdout.flush()
try:
    referee.play(["e4", "e5", "Qh5", "resign"])
finally:
    print("main: finally block runs during sys.exit")
print("never printed")
