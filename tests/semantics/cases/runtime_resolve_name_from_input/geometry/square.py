class Square:
    SIDES = 4
