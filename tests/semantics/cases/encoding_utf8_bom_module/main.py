import pieces

print(pieces.SYMBOLS)
print(pieces.name_of("♞"), pieces.name_of("♔"), pieces.name_of("x"))
