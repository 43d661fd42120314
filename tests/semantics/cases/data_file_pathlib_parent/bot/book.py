from pathlib import Path

BOOK = (Path(__file__).parent / "openings.txt").read_text().splitlines()


def reply(moves):
    for line in BOOK:
        if line.startswith(moves) and len(line) > len(moves):
            return line[len(moves):].split()[0]
    return None
