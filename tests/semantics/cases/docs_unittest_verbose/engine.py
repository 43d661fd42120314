def best_move(moves):
    return max(moves, key=len) if moves else None
