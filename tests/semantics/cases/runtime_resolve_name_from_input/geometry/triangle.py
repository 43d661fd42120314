class Triangle:
    SIDES = 3
