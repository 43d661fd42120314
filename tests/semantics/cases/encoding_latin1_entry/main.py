# -*- coding: latin-1 -*-
"""An entry script saved as ISO-8859-1."""
words = ["été", "hiver", "noël", "señor"]
for word in sorted(words):
    print(f"{word:<6}|{len(word)}|{word.upper()}")
print("°C ±2 µs ¼", "\xe9" == "é")
