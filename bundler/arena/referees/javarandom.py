"""java.util.Random, bit for bit: CodinGame referees derive start positions and `random`
moves from it, so local referees must too."""

_MULTIPLIER = 0x5DEECE66D
_MASK = (1 << 48) - 1


class JavaRandom:
    def __init__(self, seed: int) -> None:
        self.state = (seed ^ _MULTIPLIER) & _MASK

    def next_bits(self, bits: int) -> int:
        self.state = (self.state * _MULTIPLIER + 0xB) & _MASK
        value = self.state >> (48 - bits)
        return value - (1 << 32) if value >= 1 << 31 else value

    def next_int(self, bound: int) -> int:
        if bound & (bound - 1) == 0:
            return (bound * self.next_bits(31)) >> 31
        while True:
            bits = self.next_bits(31)
            value = bits % bound
            if bits - value + bound - 1 < 1 << 31:
                return value
