MAX_PLAYERS = 2


def legal(move):
    return 0 <= move < 9
