WORDS = ["petit", "grand"]
