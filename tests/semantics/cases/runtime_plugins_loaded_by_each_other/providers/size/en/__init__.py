WORDS = ["small", "large"]
