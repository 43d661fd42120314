"""A bot seeds the global RNG before importing the module that shuffles at import."""
import random

random.seed(20240611)
print("seeded")

import openings  # noqa: E402  (must run after the seed)

print("book size:", len(openings.BOOK))
for name, line in openings.BOOK[:4]:
    print(f"{name}: {' '.join(line)}")
print("pick:", openings.pick())
print("next random in main:", random.randint(1, 10**6))
