import sys

from worker import step

sys.stdout.write("progress: ")
for i in range(5):
    sys.stdout.write(f"{step(i)} ")
print("done")
