import protocol

first = input()
print("main read with builtin input:", repr(first))
turn = protocol.read_turn()
print("protocol read:", turn)
print("main again:", repr(input()))
protocol.say("ready")
print("main print is builtin:", not hasattr(print, "func"))
