V = "A"
