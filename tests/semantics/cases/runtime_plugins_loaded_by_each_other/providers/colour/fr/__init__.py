WORDS = ["rouge", "vert"]
