import sys
from importlib.resources import files

import quotes

everything = quotes.all_quotes()
print(len(everything), "quotes")
for number in sys.stdin.read().split():
    print(number, everything[int(number) % len(everything)])
print(files("quotes").joinpath("quotes.txt").read_text().count("better"))
