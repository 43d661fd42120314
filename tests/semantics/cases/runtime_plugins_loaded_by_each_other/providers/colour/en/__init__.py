WORDS = ["red", "green"]
