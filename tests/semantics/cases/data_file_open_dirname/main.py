from lexicon.loader import load_words

words = load_words()
print(len(words), sorted(words)[:3])
