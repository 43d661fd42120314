import sys

sys.stdin.readline()
sys.stdin.readline()
sys.stderr.write("about to fail\n")
raise RuntimeError("boom in the bot")
