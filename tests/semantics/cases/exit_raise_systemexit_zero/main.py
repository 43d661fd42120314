import game

print("main: playing")
try:
    game.run()
except SystemExit as stop:
    print("main: caught SystemExit with code", stop.code)
    raise SystemExit(0) from None
print("not reached")
