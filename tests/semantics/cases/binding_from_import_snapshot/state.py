move_count = 0
best_score = None
history = []


def play(score):
    global move_count, best_score
    move_count += 1
    history.append(score)
    if best_score is None or score > best_score:
        best_score = score


def reset():
    global history, move_count
    history = []
    move_count = 0
