print("settings loaded")
DEPTH = 3
HISTORY = []


def remember(move):
    HISTORY.append(move)
    return len(HISTORY)
