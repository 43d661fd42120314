"""The engines' random numbers, derived from the bomb's serial number.

The base number writes each serial character as a number (digits stay, A=1 ... Z=26) and
runs the results together: CH3SS5 -> 3 8 3 19 19 5 -> 38319195. An engine's numbers start at
its seed; each next one adds the next base digit (cycling) and keeps the last digit. Its k-th
move (full-move number k, White or Black) uses number k, and number k-1 sets the sort order.
"""

from __future__ import annotations

MOVES_PER_SIDE = 40


def is_serial(text: str) -> bool:
    """Non-empty and only ASCII letters and digits (either case)."""
    return text != "" and all(
        "0" <= char <= "9" or "A" <= char <= "Z" or "a" <= char <= "z" for char in text
    )


def base_digits(serial: str) -> tuple[int, ...]:
    if not is_serial(serial):
        raise ValueError(f"serial must be letters and digits: {serial!r}")
    text = "".join(
        char if char.isdigit() else str(ord(char) - ord("A") + 1)
        for char in serial.upper()
    )
    return tuple(int(digit) for digit in text)


def random_numbers(seed: int, digits: tuple[int, ...]) -> tuple[int, ...]:
    """The numbers for moves 0 (the seed) to 40."""
    numbers = [seed]
    for move_index in range(MOVES_PER_SIDE):
        numbers.append((numbers[-1] + digits[move_index % len(digits)]) % 10)
    return tuple(numbers)
