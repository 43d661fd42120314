import sys

sys.stdin.read()  # everything, up to the closed end
for number in range(3):
    print("ok", number)
