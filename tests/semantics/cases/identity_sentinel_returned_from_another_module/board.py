def best_move(cells):
    if not cells:
        return (-1, -1)
    return max(cells)
