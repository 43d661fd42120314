import importlib.resources
import sys

import wordlists

for lang in sys.stdin.read().split():
    words = importlib.resources.read_text("wordlists", f"{lang}.txt").split()
    print(lang, len(words), words[:2], max(words, key=len))
print(
    importlib.resources.is_resource(wordlists, "english.txt"),
    importlib.resources.is_resource(wordlists, "german.txt"),
)
print(sorted(name for name in importlib.resources.contents(wordlists) if name.endswith(".txt")))
