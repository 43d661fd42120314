print("2 board begins")
SIZE = 8
import moves  # noqa: E402

print("6 board resumes, moves has", len(moves.DIRECTIONS), "directions")
